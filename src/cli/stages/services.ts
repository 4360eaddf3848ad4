// The speed machinery one build runs beside its stages, started as the plan says: the bundle
// worker, a render worker warmed during the compile, and writes put off until the pages render.
// A failure anywhere ends them all through `cleanup`.
import fs from 'node:fs/promises';
import { startBundleWorker, type BundleWorker } from '../bundle/bundleInWorker.ts';
import type { LoadedConfig } from '../config/loadConfig.ts';
import { warmRenderHelper, type WarmRenderHelper } from '../workers/renderHelper.ts';
import type { IsolatedServerEntry } from '../workers/serverBundle.ts';
import type { LoadContext, Plugin } from '../types.ts';
import type { BuildOptions, BuildSession } from './options.ts';
import type { BuildPlan } from './plan.ts';

export interface BuildServices {
  /** Loads rollup while the content loads, then bundles beside the compile (bundle/passes.ts). */
  bundleWorker?: BundleWorker;
  /** Runs a step before the output folder exists: a failure stops the bundle worker. */
  guard<T>(step: () => Promise<T>): Promise<T>;
  /** A render worker that loads the server entry while this thread compiles. */
  warm: {
    start(serverEntryFile: string): boolean;
    current(): WarmRenderHelper | undefined;
    /** No worker starts from now on, and the one started is closed. */
    stop(): Promise<void>;
  };
  /** Bundle passes that run beside other steps: a failure waits for them before it removes their folders. */
  track(passes: Promise<unknown>): void;
  settled(): Promise<unknown>;
  /** Writes put off until the pages render: compiled Markdown's disk cache, the direct modules' browser files. */
  deferred: { mdxCache?: () => Promise<void>; directFiles?: () => void };
  /** Dev keeps the server entry, in a worker of its own, for edits after the build (hotUpdate.ts). */
  devServer?: IsolatedServerEntry;
  /** After a failure: what was compiled is kept, every worker stops, the temporary output goes. */
  cleanup(session: BuildSession): Promise<void>;
}

export function startServices(plan: BuildPlan, options: BuildOptions, config: LoadedConfig, context: LoadContext, plugins: Plugin[]): BuildServices {
  const bundleWorker = plan.bundleWorker
    ? startBundleWorker({ siteDir: context.siteDir, configPath: config.configPath, outDir: options.outDir, cacheDir: plan.cacheDir, withPlugins: plugins.some((p) => p.getRollupPlugins) })
    : undefined;
  let warmHelper: WarmRenderHelper | undefined;
  let warmAllowed = true;
  let bundlesSettled: Promise<unknown> | undefined;
  const services: BuildServices = {
    bundleWorker,
    async guard(step) {
      try {
        return await step();
      } catch (error) {
        await bundleWorker?.close();
        throw error;
      }
    },
    warm: {
      start(serverEntryFile) {
        if (!warmAllowed) return false;
        warmHelper = warmRenderHelper(serverEntryFile);
        return true;
      },
      current: () => warmHelper,
      async stop() {
        warmAllowed = false;
        await warmHelper?.close();
        warmHelper = undefined;
      },
    },
    track(passes) {
      bundlesSettled = passes;
    },
    settled: () => Promise.resolve(bundlesSettled),
    deferred: {},
    async cleanup(session) {
      warmAllowed = false;
      services.deferred.directFiles = undefined;
      // A build that fails after the compile keeps what it compiled (unless the render wrote it).
      await services.deferred.mdxCache?.().catch(() => {});
      await warmHelper?.close();
      await bundleWorker?.close();
      await bundlesSettled;
      if (services.devServer && !session.hot) await services.devServer.close();
      await fs.rm(plan.tmpDir, { recursive: true, force: true });
      if (!plan.dev) await fs.rm(plan.serverDir, { recursive: true, force: true });
    },
  };
  return services;
}
