// Route modules that need no bundler: generated JSON data, and Markdown/MDX pages whose compiled
// code imports nothing but the JSX runtime and the MDX provider (most docs and blog posts). They
// skip rollup's module graph and chunking: esbuild turns them into one small file each, importing
// the shared `mdx-runtime` chunk in the browser; the server evaluates them with the same runtime
// the server bundle uses. Pages that import components, images or partials still go through rollup.
import crypto from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build as esbuild, type Plugin as EsbuildPlugin } from 'esbuild';
import type { ChunkInfo } from '../../runtime/types.ts';
import { readPack, sameKeys, writePack } from '../cache/cachePack.ts';
import type { MdxCompiler } from '../mdx/mdxPlugin.ts';
import { isPlainModule, PLAIN_MARK } from '../mdx/plainOutput.ts';

/** The only imports a direct page may have, and the names it may take from them: all in the runtime chunk. */
export const MDX_RUNTIME_IMPORTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['react/jsx-runtime', new Set(['Fragment', 'jsx', 'jsxs'])],
  ['@docsite/runtime', new Set(['useMDXComponents'])],
]);
export const MDX_RUNTIME_SOURCES: ReadonlySet<string> = new Set(MDX_RUNTIME_IMPORTS.keys());
/** Names the runtime chunk (src/runtime/mdxRuntime.ts) exports for direct pages. */
export const MDX_RUNTIME_ENTRY = 'mdx-runtime';

export interface DirectModule {
  id: string;
  /** The source module path (for messages). */
  file: string;
  kind: 'json' | 'mdx';
  /** Compiled MDX (ESM), or the JSON text. */
  code: string;
  /** Short content hash of `code`: part of the output names. */
  hash: string;
  /** The Markdown source the code was compiled from (dev compares it with an edit). */
  source?: string;
  /** Compiled code that holds no code of its author (see mdx/plainOutput.ts): a minified build ships it as it is. */
  plain?: boolean;
}

export interface DirectPlan {
  direct: DirectModule[];
  /** Chunk id -> module path: what still goes through rollup. */
  bundled: Record<string, string>;
}

export const shortHash = (s: string | Uint8Array) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 10);

/**
 * True when a compiled module's only imports are the MDX runtime's, and it loads nothing at run
 * time. Compiled MDX puts every top-level statement at the start of a line and escapes line
 * breaks in strings, so the module statements are the lines starting with import/export: a scan
 * of lines, where a parser would add much to every page's compile.
 */
export function importsOnlyMdxRuntime(code: string): boolean {
  // Conservative: any dynamic import or import.meta (even inside a string) goes through rollup.
  if (/\bimport\s*\(|\bimport\.meta\b/.test(code)) return false;
  for (const m of code.matchAll(/^(import|export)\b([^\n]*)/gm)) {
    if (m[1] === 'export') {
      // A re-export (`export {a} from "x"`, `export * from "x"`) loads a module. The rest of the
      // line is the statement's own (one statement a line: mdx/plainOutput.ts), strings included.
      if (/^\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']/.test(m[2])) return false;
      continue;
    }
    // Only `import {a as b, ...} from "<runtime source>"`, with names the runtime chunk exports.
    const named = /^\s*\{([^}]*)\}\s*from\s*(["'])(.*?)\2\s*;?\s*$/.exec(m[2]);
    const allowed = named && MDX_RUNTIME_IMPORTS.get(named[3]);
    if (!allowed) return false;
    const names = named[1].split(',').map((x) => x.trim().split(/\s+as\s+/)[0]).filter(Boolean);
    if (!names.every((n) => allowed.has(n))) return false;
  }
  return true;
}

/** How the route chunks split before any compile (see sortRouteChunks). */
export interface ChunkSort {
  /** The route-level Markdown that may become direct modules, in path order, with its text. */
  markdown: { file: string; code: string }[];
  /** The route-level Markdown that may import something: bundled, whatever it compiles to. */
  importing: { file: string; code: string }[];
  /** Chunk id -> module path: what goes through rollup whatever the compile gives. */
  bundled: Record<string, string>;
  /** Every chunk id that may be a direct module: JSON data and the Markdown above. */
  maybeDirect: string[];
}

export interface PlanOptions {
  readFile?: (file: string) => Promise<string>;
  /**
   * Compiles the route-level Markdown all at once first (workers, caches): the plan then finds
   * every result in memory. `importing`: the pages rollup bundles, which it compiles too.
   */
  precompile?: (jobs: { file: string; code: string }[], importing: { file: string; code: string }[]) => Promise<unknown>;
  /**
   * Markdown that may import more than the MDX runtime, by its text (mdx/mayImport.ts): bundled
   * without a look at its compiled code. Default: none, every page's compiled code decides.
   */
  mayImport?: (source: string, file: string) => boolean;
  /** sortRouteChunks' answer for the same chunks and options, when the caller has it already. */
  sorted?: ChunkSort;
}

const isRouteMarkdown = (file: string) => path.isAbsolute(file) && /\.mdx?$/.test(file);

/**
 * Sorts `chunks` by what is known before compiling: JSON data is direct, modules by name and
 * other files are bundled, and so is Markdown that may import something (`mayImport`).
 */
export async function sortRouteChunks(chunks: Record<string, string>, o: PlanOptions = {}): Promise<ChunkSort> {
  const read = o.readFile ?? ((f: string) => fs.readFile(f, 'utf8'));
  const files = [...new Set(Object.values(chunks).filter(isRouteMarkdown))].sort();
  const texts = new Map(await Promise.all(files.map(async (file) => [file, await read(file)] as const)));
  const importing = new Set(o.mayImport ? files.filter((f) => o.mayImport!(texts.get(f)!, f)) : []);
  const bundled: Record<string, string> = {};
  const maybeDirect: string[] = [];
  for (const [id, file] of Object.entries(chunks).sort(([a], [b]) => a.localeCompare(b))) {
    const direct = path.isAbsolute(file) && (file.endsWith('.json') || (isRouteMarkdown(file) && !importing.has(file)));
    if (direct) maybeDirect.push(id);
    else bundled[id] = file;
  }
  const job = (file: string) => ({ file, code: texts.get(file)! });
  return { markdown: files.filter((f) => !importing.has(f)).map(job), importing: files.filter((f) => importing.has(f)).map(job), bundled, maybeDirect };
}

/**
 * Compiles the route-level Markdown of `chunks` and sorts every chunk into direct modules and the
 * ones rollup bundles. Compile errors surface here, located in the Markdown file.
 */
export async function planDirectModules(chunks: Record<string, string>, compile: MdxCompiler, options: PlanOptions = {}): Promise<DirectPlan> {
  const sources = new Map<string, Promise<string>>();
  const readFile = (file: string) => {
    if (!sources.has(file)) sources.set(file, (options.readFile ?? ((f: string) => fs.readFile(f, 'utf8')))(file));
    return sources.get(file)!;
  };
  const sorted = options.sorted ?? (await sortRouteChunks(chunks, { ...options, readFile }));
  if (options.precompile) await options.precompile(sorted.markdown, sorted.importing);
  const direct: DirectModule[] = [];
  const bundled: Record<string, string> = { ...sorted.bundled };
  for (const id of sorted.maybeDirect) {
    const file = chunks[id];
    if (file.endsWith('.json')) {
      const code = await readFile(file);
      direct.push({ id, file, kind: 'json', code, hash: shortHash(code) });
      continue;
    }
    const source = await readFile(file);
    const result = await compile(source, file);
    const compiled = typeof result === 'string' ? result : String(result?.code ?? '');
    if (importsOnlyMdxRuntime(compiled)) direct.push({ id, file, kind: 'mdx', code: compiled, hash: shortHash(compiled), source, plain: isPlainModule(compiled) });
    else bundled[id] = file;
  }
  return { direct, bundled: Object.fromEntries(Object.entries(bundled).sort(([a], [b]) => a.localeCompare(b))) };
}

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
async function compileAll(mods: DirectModule[], runtime: string, format: 'esm' | 'cjs', minify: boolean, cacheDir?: string): Promise<Map<string, string>> {
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

export interface DirectClientOutput {
  chunks: Record<string, ChunkInfo>;
  files: { fileName: string; size: number }[];
  /** Page id -> the browser module's code (the server side is derived from it). */
  codes: Map<string, string>;
  /**
   * Writes the files (once; later calls do nothing). With `deferWrites` the caller calls it: the
   * build does while the pages render, since no page needs these files to render (the render
   * worker starts meanwhile). Otherwise they are written already.
   */
  write: () => void;
}

/** The route tree as far as chunks go: which chunk ids each route uses. */
interface RouteChunks {
  component?: string;
  modules?: Record<string, string>;
  routes?: RouteChunks[];
}

/**
 * JSON data modules that can travel in a page's content file: a JSON module and a Markdown module
 * that one route alone uses (a doc's metadata and its text). Returns JSON id -> Markdown id.
 */
export function pageDataCompanions(routes: RouteChunks[], direct: DirectModule[]): Map<string, string> {
  const uses = new Map<string, number>();
  const count = (id: string | undefined) => id !== undefined && uses.set(id, (uses.get(id) ?? 0) + 1);
  const walk = (rs: RouteChunks[]) => {
    for (const r of rs) {
      count(r.component);
      for (const id of new Set(Object.values(r.modules ?? {}))) count(id);
      walk(r.routes ?? []);
    }
  };
  walk(routes);
  const kind = new Map(direct.map((m) => [m.id, m.kind]));
  const companions = new Map<string, string>();
  const pair = (rs: RouteChunks[]) => {
    for (const r of rs) {
      const own = [...new Set(Object.values(r.modules ?? {}))].filter((id) => uses.get(id) === 1);
      const mdx = own.filter((id) => kind.get(id) === 'mdx');
      if (mdx.length === 1) for (const id of own) if (kind.get(id) === 'json') companions.set(id, mdx[0]);
      pair(r.routes ?? []);
    }
  };
  pair(routes);
  return companions;
}

/**
 * Writes the browser side: `assets/js/<id>.<hash>.js` per module. `runtime` is the runtime chunk's
 * file name under assets/js/ and what it statically imports (preloaded along with each page).
 * With `routes` (not in dev, where an edit rewrites one page's file), a page's own JSON data goes
 * into its content's file as one more export: one file and one request fewer per page, and
 * creating a file is a cost that grows with the site.
 */
export async function writeDirectClient(plan: DirectPlan, o: { outDir: string; baseUrl: string; minify: boolean; runtime: ChunkInfo & { fileName: string }; cacheDir?: string; stableNames?: boolean; routes?: RouteChunks[]; deferWrites?: boolean }): Promise<DirectClientOutput> {
  const mdx = plan.direct.filter((m) => m.kind === 'mdx');
  const compiled = await compileAll(mdx, `./${path.basename(o.runtime.fileName)}`, 'esm', o.minify, o.cacheDir);
  const chunks: Record<string, ChunkInfo> = {};
  const files: { fileName: string; size: number }[] = [];
  const runtimeDeps = [o.runtime.js, ...(o.runtime.deps ?? [])];
  const companions = o.routes && !o.stableNames ? pageDataCompanions(o.routes, plan.direct) : new Map<string, string>();
  // Markdown id -> [JSON module, its export name], in id order (the file's bytes must not depend on anything else).
  const carried = new Map<string, [DirectModule, string][]>();
  for (const m of plan.direct) {
    const host = companions.get(m.id);
    if (host) carried.set(host, [...(carried.get(host) ?? []), [m, `__docsiteData${(carried.get(host)?.length ?? 0) + 1}`]]);
  }
  const pending: [file: string, code: string][] = [];
  for (const m of plan.direct) {
    if (companions.has(m.id)) continue;
    let code = m.kind === 'json' ? `export const __docsiteData=!0;export default JSON.parse(${JSON.stringify(m.code)});\n` : compiled.get(m.id)!;
    for (const [data, name] of carried.get(m.id) ?? []) code += `export const ${name}=JSON.parse(${JSON.stringify(data.code)});\n`;
    const fileName = directFileName(m.id, code, o.stableNames);
    pending.push([path.join(o.outDir, fileName), code]);
    chunks[m.id] = m.kind === 'json' ? { js: o.baseUrl + fileName } : { js: o.baseUrl + fileName, deps: runtimeDeps };
    for (const [data, name] of carried.get(m.id) ?? []) chunks[data.id] = { ...chunks[m.id], export: name };
    files.push({ fileName, size: Buffer.byteLength(code) });
  }
  files.sort((a, b) => a.fileName.localeCompare(b.fileName));
  // Written synchronously: for small files, fs/promises' thread-pool round trips for open, write
  // and close cost more time and CPU than the writes.
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    mkdirSync(path.join(o.outDir, 'assets/js'), { recursive: true });
    for (const [file, code] of pending) writeFileSync(file, code);
  };
  if (!o.deferWrites) write();
  return { chunks, files, codes: compiled, write };
}

/**
 * A direct module's browser file. Dev names it by id alone (the dev server sends no-store), so an
 * edit rewrites the one file and nothing that names it changes: route tables and other pages stay.
 */
export const directFileName = (id: string, code: string, stable = false) => (stable ? `assets/js/${id}.js` : `assets/js/${id}.${shortHash(code).slice(0, 8)}.js`);

/**
 * Dev: writes one edited page's module, browser and server side, under the names the build gave
 * it (stable names: see directFileName).
 */
export async function writeEditedModule(m: DirectModule, o: { outDir: string; serverDir: string; minify: boolean; runtime: ChunkInfo & { fileName: string } }): Promise<void> {
  // No cache: the pack holds the whole build's modules, and this is one edited module.
  const client = (await compileAll([m], `./${path.basename(o.runtime.fileName)}`, 'esm', o.minify)).get(m.id)!;
  const server = directModuleToCommonJs(client) ?? (await compileAll([m], MDX_RUNTIME_ENTRY, 'cjs', false)).get(m.id)!;
  await Promise.all([fs.writeFile(path.join(o.outDir, directFileName(m.id, '', true)), client), fs.writeFile(path.join(directServerDir(o.serverDir), `${m.id}.cjs`), server)]);
}

/** The folder under the server bundle where the server side of direct modules goes. */
export const directServerDir = (serverDir: string) => path.join(serverDir, 'direct');

/** `import {a as b, c} from <runtime>` as CommonJS, from the text between the braces; null unless every name is an identifier. */
function runtimeRequire(namesText: string): string | null {
  const names = namesText.split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.split(/\s+as\s+/));
  if (!names.every((n) => n.every((x) => /^[\w$]+$/.test(x)))) return null;
  return `const {${names.map(([from, to = from]) => `${from}:${to}`).join(',')}}=require("${MDX_RUNTIME_ENTRY}");`;
}

/**
 * The server side of a browser module as CommonJS, by rewriting its first and last statements:
 * esbuild writes a direct page as runtime imports, code, then one `export { ... }` list. Null
 * when the code has any other shape (the caller compiles it with esbuild instead).
 */
export function directModuleToCommonJs(code: string): string | null {
  const lead = /^(?:\s*\/\/[^\n]*\n)*/.exec(code)![0];
  let at = lead.length;
  const requires: string[] = [];
  const importRe = /\s*import\s*\{([^}]*)\}\s*from\s*"([^"]*)"\s*;?/y;
  for (let m: RegExpExecArray | null; (importRe.lastIndex = at), (m = importRe.exec(code)); at = importRe.lastIndex) {
    const line = runtimeRequire(m[1]);
    if (line === null) return null;
    requires.push(line);
  }
  const tail = /\bexport\s*\{([^}]*)\}\s*;?\s*$/.exec(code);
  if (!tail) return null;
  const exports = tail[1].split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.split(/\s+as\s+/));
  if (!exports.every((n) => n.every((x) => /^[\w$]+$/.test(x)))) return null;
  const body = code.slice(at, tail.index);
  // Any other module statement left (one inside a string only looks like one: esbuild then).
  if (/(^|[\n;{}])\s*(import|export)\b/.test(body)) return null;
  return `${requires.join('')}${body}module.exports={${exports.map(([local, name = local]) => `${JSON.stringify(name)}:${local}`).join(',')}};\n`;
}

/** The leading import statements of a plain module (one a line), and where its other statements start. */
function plainImports(code: string): { imports: { names: string; source: string }[]; body: number } | null {
  let at = code.startsWith(PLAIN_MARK) ? PLAIN_MARK.length : 0;
  const imports: { names: string; source: string }[] = [];
  while (code.startsWith('import ', at)) {
    const end = code.indexOf('\n', at);
    const m = /^import \{([^}]*)\} from "([^"]*)";$/.exec(code.slice(at, end === -1 ? undefined : end));
    if (!m) return null;
    imports.push({ names: m[1], source: m[2] });
    at = end === -1 ? code.length : end + 1;
  }
  return { imports, body: at };
}

/** A plain module for the browser: its runtime imports from `runtime`, the rest as compiled. */
export function plainBrowserModule(code: string, runtime: string): string {
  const parsed = plainImports(code);
  if (!parsed || !parsed.imports.every((i) => MDX_RUNTIME_SOURCES.has(i.source))) throw new Error(`docsite bug: a plain page module imports more than the MDX runtime`);
  return parsed.imports.map((i) => `import {${i.names}} from ${JSON.stringify(runtime)};\n`).join('') + code.slice(parsed.body);
}

/**
 * A plain module as the server's CommonJS (see directServer.ts): each top-level statement is a line,
 * so its exports are the lines starting `export const`, `export function` or `export default
 * function`. Null for any other export form (esbuild compiles the module then).
 */
export function plainModuleToCommonJs(code: string): string | null {
  const parsed = plainImports(code);
  if (!parsed) return null;
  const requires = parsed.imports.map((i) => runtimeRequire(i.names));
  if (requires.includes(null)) return null;
  const exported: [string, string][] = [];
  let failed = false;
  const body = code.slice(parsed.body).replace(/^export (?:(default) )?(?:(const|function) ([\w$]+)|.*)/gm, (line, isDefault: string | undefined, kind: string | undefined, name: string | undefined) => {
    if (!name || (isDefault && kind !== 'function')) {
      failed = true;
      return line;
    }
    exported.push([isDefault ? 'default' : name, name]);
    return line.slice(isDefault ? 'export default '.length : 'export '.length);
  });
  if (failed) return null;
  return `${requires.join('')}\n${body}module.exports={${exported.map(([name, local]) => `${JSON.stringify(name)}:${local}`).join(',')}};\n`;
}

/**
 * The server side: CommonJS the server entry evaluates with its own runtime (see
 * src/runtime/directServer.ts), derived from the browser modules in `clientCodes`, which spares a
 * second esbuild pass (esbuild for any it has not, or cannot derive). Returned by id;
 * written as files under the server bundle too when `write` is set (dev renders in a worker, and
 * an edit rewrites one file).
 */
export async function writeDirectServer(plan: DirectPlan, serverDir: string, cacheDir?: string, clientCodes?: Map<string, string>, o: { write?: boolean } = {}): Promise<Map<string, string>> {
  const dir = directServerDir(serverDir);
  await fs.rm(dir, { recursive: true, force: true });
  const mdx = plan.direct.filter((m) => m.kind === 'mdx');
  const derived = new Map<string, string>();
  for (const m of mdx) {
    const client = clientCodes?.get(m.id);
    const cjs = m.plain ? plainModuleToCommonJs(m.code) : client === undefined ? null : directModuleToCommonJs(client);
    if (cjs !== null) derived.set(m.id, cjs);
  }
  const compiled = await compileAll(mdx.filter((m) => !derived.has(m.id)), MDX_RUNTIME_ENTRY, 'cjs', false, cacheDir);
  const codes = new Map(plan.direct.map((m) => [m.id, m.kind === 'json' ? `module.exports={__docsiteData:true,default:JSON.parse(${JSON.stringify(m.code)})};\n` : (derived.get(m.id) ?? compiled.get(m.id)!)]));
  if (o.write) {
    await fs.mkdir(dir, { recursive: true });
    await Promise.all([...codes].map(([id, code]) => fs.writeFile(path.join(dir, `${id}.cjs`), code)));
  }
  return codes;
}
