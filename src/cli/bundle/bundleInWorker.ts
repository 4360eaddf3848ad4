// Starts the bundle worker (bundleWorker.ts) and talks to it: the build's side. Loads no rollup:
// a build whose worker bundles never loads it on its main thread.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCliWorker } from '../workers/cliWorker.ts';
import { reviveError, serializeError, type SerializedError } from '../errors.ts';
import type { BundleOptions, ClientBundle, ServerBundle } from './bundle.ts';
import type { BundlePasses, BundlePassesOptions } from './passes.ts';

/** The bundle options that cross to the bundle worker: the compiler and plugins stay behind (see bundleWorker.ts). */
export type WorkerBundleOptions = Omit<BundleOptions, 'mdxCompiler' | 'pluginRollupPlugins' | 'cache' | 'transforms'>;

/** What the bundle worker starts with: enough to make the site's plugins' own rollup plugins. */
export interface BundleWorkerData {
  siteDir: string;
  configPath: string;
  /** The build's outDir option and cache folder, as the plugins' context has them. */
  outDir?: string;
  cacheDir?: string;
  /** Some plugin has rollup plugins (Plugin.getRollupPlugins): load the config and the plugins. */
  withPlugins: boolean;
}

export interface BundleRequest {
  bundle: WorkerBundleOptions;
  outDir: string;
  serverDir: string;
  cache?: BundlePassesOptions['cache'];
}

/** Messages between the build and the bundle worker. */
export type FromBundleWorker =
  | { type: 'compile'; id: number; code: string; file: string }
  | { type: 'warn'; message: string }
  | { type: 'client' | 'server'; ms: number; result?: ClientBundle | ServerBundle; error?: SerializedError };
export type ToBundleWorker = ({ type: 'bundle' } & BundleRequest) | { type: 'compiled'; id: number; code?: string; error?: SerializedError };

export interface BundleWorker {
  /** Bundles in the worker; `compile` compiles the Markdown rollup meets there, on this thread. */
  run(request: BundleRequest, compile: (code: string, file: string) => Promise<string>, warn: (message: string) => void): BundlePasses;
  /** Stops the worker (at once: whatever it was writing is the caller's to remove). */
  close(): Promise<void>;
}

const WORKER_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bundleWorker.ts');

/**
 * Starts the bundle worker, which loads rollup (and the plugins, if it needs them) while the
 * build loads the content; `run` then hands it the passes.
 */
export function startBundleWorker(data: BundleWorkerData): BundleWorker {
  const worker = startCliWorker(WORKER_SOURCE, data);
  // Only a run keeps the process alive: a build that fails before it never waits for the worker.
  worker.unref();
  type Pending = { resolve: (v: any) => void; reject: (e: Error) => void; ms: number };
  let passes: Record<'client' | 'server', Pending> | null = null;
  let handlers: { compile: (code: string, file: string) => Promise<string>; warn: (m: string) => void } | null = null;
  let stopped: Error | null = null;
  const stop = (error: Error) => {
    stopped ??= error;
    if (passes) for (const p of Object.values(passes)) p.reject(stopped);
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The bundle worker stopped (exit code ${code}).`)));
  worker.on('message', async (m: FromBundleWorker) => {
    if (m.type === 'compile') {
      const reply: ToBundleWorker = await handlers!.compile(m.code, m.file).then(
        (code) => ({ type: 'compiled', id: m.id, code }),
        (error) => ({ type: 'compiled', id: m.id, error: serializeError(error) }),
      );
      if (!stopped) worker.postMessage(reply);
    } else if (m.type === 'warn') {
      handlers?.warn(m.message);
    } else if (passes) {
      const p = passes[m.type];
      p.ms = m.ms;
      if (m.error) p.reject(reviveError(m.error));
      else p.resolve(m.result);
    }
  });
  return {
    run(request, compile, warn) {
      handlers = { compile, warn };
      const pending = () => {
        let p!: Pending;
        const promise = new Promise((resolve, reject) => (p = { resolve, reject, ms: 0 }));
        promise.catch(() => {});
        return { p, promise };
      };
      const client = pending();
      const server = pending();
      passes = { client: client.p, server: server.p };
      if (stopped) stop(stopped);
      else {
        worker.ref();
        void Promise.allSettled([client.promise, server.promise]).then(() => worker.unref());
        worker.postMessage({ type: 'bundle', ...request } satisfies ToBundleWorker);
      }
      return {
        client: { promise: client.promise as Promise<ClientBundle>, ms: () => client.p.ms },
        server: { promise: server.promise as Promise<ServerBundle>, ms: () => server.p.ms },
      };
    },
    async close() {
      stopped ??= new Error('The bundle worker was stopped.');
      await worker.terminate();
    },
  };
}
