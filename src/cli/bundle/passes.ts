// Both bundle passes of a build, started together, each through the bundle cache (bundleCache.ts)
// when the build has one. Run on the build's main thread (dev, and a build that bundles again) or
// in the bundle worker (bundleWorker.ts, started by bundleInWorker.ts), while the main thread
// compiles the pages. Only these load rollup.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RollupCache } from 'rollup';
import { bundleClient, bundleServer, type BundleOptions, type ClientBundle, type ServerBundle } from './bundle.ts';
import { withBundleCache } from './bundleCache.ts';
import type { TransformMemo } from './transforms.ts';

export interface BundlePassesOptions {
  bundle: BundleOptions;
  /** The output folder the client pass writes into, and the server bundle's folder. */
  outDir: string;
  serverDir: string;
  /** Each pass's bundle cache folder and key; none: bundle every time. */
  cache?: { client: { dir: string; key: string }; server: { dir: string; key: string } };
  /** Rollup's in-memory caches from the last run of each pass (dev); false for a one-off build. */
  rollupCache?: { client?: RollupCache | false; server?: RollupCache | false };
  warn: (message: string) => void;
}

/** A step started now and awaited later: its promise (whose rejection is the awaiter's) and the time it took. */
export interface Timed<T> {
  promise: Promise<T>;
  ms: () => number;
}

export function timed<T>(run: () => Promise<T>): Timed<T> {
  const started = performance.now();
  let ms = 0;
  const promise = run().finally(() => (ms = performance.now() - started));
  promise.catch(() => {});
  return { promise, ms: () => ms };
}

export interface BundlePasses {
  client: Timed<ClientBundle>;
  server: Timed<ServerBundle>;
}

export function startBundlePasses(o: BundlePassesOptions): BundlePasses {
  // What esbuild made of a file for one pass, the other takes (see TransformMemo).
  const transforms: TransformMemo = new Map();
  const runClient = () => bundleClient({ ...o.bundle, transforms, cache: o.rollupCache?.client ?? false }, o.outDir, o.warn);
  const runServer = () => bundleServer({ ...o.bundle, transforms, cache: o.rollupCache?.server ?? false }, o.serverDir, o.warn);
  // The server pass needs nothing of the client's, so both run at once: rollup waits on files and
  // on esbuild's process in each, and the other pass works meanwhile.
  const server = timed(() =>
    o.cache
      ? withBundleCache({
          ...o.cache.server,
          outDir: o.serverDir,
          run: runServer,
          inputs: (b) => b.inputs,
          outputs: async () => (await fs.readdir(o.serverDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(o.serverDir, path.join(e.parentPath, e.name))),
          save: () => ({}),
          restore: (_meta, inputs): ServerBundle => ({ entryFile: path.join(o.serverDir, 'server-entry.mjs'), inputs }),
        }).then((c) => c.result)
      : runServer(),
  );
  const client = timed(() =>
    o.cache
      ? withBundleCache({
          ...o.cache.client,
          outDir: o.outDir,
          run: runClient,
          inputs: (c) => c.inputs,
          outputs: (c) => c.files.map((f) => f.fileName),
          save: ({ cache: _cache, inputs: _inputs, ...rest }) => rest,
          restore: (meta, inputs) => ({ ...(meta as Omit<ClientBundle, 'inputs'>), inputs }),
        }).then((c) => c.result)
      : runClient(),
  );
  return { client, server };
}
