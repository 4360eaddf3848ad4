// esbuild's pass over the direct pages: one small module each, from memory, the runtime imports
// mapped to the shared runtime chunk; kept by content across builds.
import path from 'node:path';
import { build as esbuild, type Plugin as EsbuildPlugin } from 'esbuild';
import { readPack, sameKeys, writePack } from '../../cache/cachePack.ts';
import { plainBrowserModule } from './commonJs.ts';
import { MDX_RUNTIME_SOURCES, shortHash, type DirectModule } from './plan.ts';

/** An esbuild plugin serving the compiled pages from memory and mapping the runtime imports to `runtime`. */
function fromMemory(mods: DirectModule[], runtime: string): EsbuildPlugin {
  const byId = new Map(mods.map((m) => [m.id, m]));
  return {
    name: 'docsite-direct',
    setup(b) {
      b.onResolve({ filter: /^direct:/ }, (a) => ({ path: a.path.slice('direct:'.length), namespace: 'direct' }));
      b.onLoad({ filter: /.*/, namespace: 'direct' }, (a) => ({ contents: byId.get(a.path)!.code, loader: 'js' }));
      b.onResolve({ filter: /.*/ }, (a) => (MDX_RUNTIME_SOURCES.has(a.path) ? { path: runtime, external: true } : { errors: [{ text: `Unexpected import "${a.path}" in a direct module; this is a docsite bug.` }] }));
    },
  };
}

/**
 * Runs esbuild over the modules not in the cache yet (keyed by content and output options). The
 * cache is one pack per format in `cacheDir`, holding the modules of the last call: pass no
 * `cacheDir` when compiling a few modules of a larger set (a dev edit).
 */
export async function compileAll(mods: DirectModule[], runtime: string, format: 'esm' | 'cjs', minify: boolean, cacheDir?: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  // A plain page needs no esbuild for the browser of a minified build: its imports are rewritten.
  if (format === 'esm' && minify) {
    for (const m of mods) if (m.plain) out.set(m.id, plainBrowserModule(m.code, runtime));
    mods = mods.filter((m) => !m.plain);
  }
  const keyOf = (m: DirectModule) => shortHash(`${format}\0${minify}\0${runtime}\0${m.id}\0${m.hash}`);
  const packFile = cacheDir ? path.join(cacheDir, `${format}.json`) : null;
  const pack = packFile ? await readPack<string>(packFile) : new Map<string, string>();
  const todo: DirectModule[] = [];
  for (const m of mods) {
    const hit = pack.get(keyOf(m));
    if (typeof hit === 'string') out.set(m.id, hit);
    else todo.push(m);
  }
  todo.sort((a, b) => a.id.localeCompare(b.id));
  // In batches: esbuild holds every output of a call in memory until it returns.
  for (let i = 0; i < todo.length; i += DIRECT_BATCH) await compileBatch(todo.slice(i, i + DIRECT_BATCH), runtime, format, minify, out);
  if (packFile) {
    const next = new Map(mods.map((m) => [keyOf(m), out.get(m.id)!]));
    if (!sameKeys(next, pack)) await writePack(packFile, next);
  }
  return out;
}

const DIRECT_BATCH = 250;

async function compileBatch(todo: DirectModule[], runtime: string, format: 'esm' | 'cjs', minify: boolean, out: Map<string, string>): Promise<void> {
  const result = await esbuild({
    entryPoints: todo.map((m) => ({ in: `direct:${m.id}`, out: m.id })),
    outdir: '/direct',
    bundle: true,
    write: false,
    format,
    platform: format === 'cjs' ? 'node' : 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [fromMemory(todo, runtime)],
  });
  for (const f of result.outputFiles) out.set(path.basename(f.path, '.js'), f.text);
}
