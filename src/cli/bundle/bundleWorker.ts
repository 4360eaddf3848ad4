// The bundle worker (see passes.ts): runs both rollup passes of a build on a core of its own while
// the build's main thread compiles the pages. Markdown that rollup meets (pages that import
// something, partials) is compiled by the main thread on request: one compiler, one copy of the
// Markdown pipeline warm, and every compiled file in the build's own cache. With plugins that
// bring rollup plugins (ideal-image), it loads the site config and makes them here.
import { parentPort, workerData } from 'node:worker_threads';
import type { Plugin as RollupPlugin, TransformResult } from 'rollup';
import { reviveError, serializeError } from '../errors.ts';
import type { MdxCompiler } from '../mdx/mdxPlugin.ts';
import type { ClientBundle, ServerBundle } from './bundle.ts';
import type { BundleWorkerData, FromBundleWorker, ToBundleWorker } from './bundleInWorker.ts';
import { startBundlePasses } from './passes.ts';

const data = workerData as BundleWorkerData;
const post = (m: FromBundleWorker) => parentPort!.postMessage(m);

async function pluginRollupPlugins(): Promise<{ client: RollupPlugin[]; server: RollupPlugin[] }> {
  if (!data.withPlugins) return { client: [], server: [] };
  // Loaded only here: the plugins bring their dependencies (a service worker builder, a feed writer).
  const [{ loadConfig }, { createLoadContext }, { initPlugins }] = await Promise.all([import('../config/loadConfig.ts'), import('../shared/context.ts'), import('../plugins/index.ts')]);
  const config = await loadConfig(data.siteDir, { configFile: data.configPath });
  const context = createLoadContext(config.siteDir, config.siteConfig, { outDir: data.outDir, isDev: false, cacheDir: data.cacheDir });
  const plugins = await initPlugins(context);
  return { client: plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: false }) ?? []), server: plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: true }) ?? []) };
}
const rollupPlugins = pluginRollupPlugins();
rollupPlugins.catch(() => {});

// Markdown compiled by the main thread: one request per file and text, however many passes ask.
let nextId = 0;
const waiting = new Map<number, { resolve: (code: string) => void; reject: (error: Error) => void }>();
const asked = new Map<string, Promise<TransformResult>>();
const compile = ((code: string, file: string) => {
  const key = `${file}\0${code}`;
  let p = asked.get(key);
  if (!p) {
    const id = nextId++;
    p = new Promise<string>((resolve, reject) => waiting.set(id, { resolve, reject })).then((compiled) => ({ code: compiled, map: null }));
    asked.set(key, p);
    post({ type: 'compile', id, code, file });
  }
  return p;
}) as MdxCompiler;

/** The parts of a result that cross back: rollup's module cache stays (a build keeps none). */
const plain = (r: ClientBundle | ServerBundle) => ({ ...r, cache: undefined });

parentPort!.on('message', async (m: ToBundleWorker) => {
  if (m.type === 'compiled') {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.reject(reviveError(m.error));
    else w?.resolve(m.code!);
    return;
  }
  let plugins: { client: RollupPlugin[]; server: RollupPlugin[] };
  try {
    plugins = await rollupPlugins;
  } catch (error) {
    // The main thread loaded this config and made these plugins: failing here is the worker's
    // own problem (a plain error, so the build bundles on its main thread instead).
    const cause = error instanceof Error ? error.message : String(error);
    for (const type of ['client', 'server'] as const) post({ type, ms: 0, error: serializeError(new Error(`The bundle worker could not make the plugins' rollup plugins: ${cause}`)) });
    return;
  }
  const passes = startBundlePasses({
    bundle: { ...m.bundle, mdxCompiler: compile, pluginRollupPlugins: plugins },
    outDir: m.outDir,
    serverDir: m.serverDir,
    cache: m.cache,
    warn: (message) => post({ type: 'warn', message }),
  });
  for (const type of ['client', 'server'] as const) {
    passes[type].promise.then(
      (result) => post({ type, ms: passes[type].ms(), result: plain(result) }),
      (error) => post({ type, ms: passes[type].ms(), error: serializeError(error) }),
    );
  }
});
