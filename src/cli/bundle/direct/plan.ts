// Route modules that need no bundler: generated JSON data, and Markdown/MDX pages whose compiled
// code imports nothing but the JSX runtime and the MDX provider (most docs and blog posts). They
// skip rollup's module graph and chunking: esbuild turns them into one small file each, importing
// the shared `mdx-runtime` chunk in the browser; the server evaluates them with the same runtime
// the server bundle uses. Pages that import components, images or partials still go through rollup.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MdxCompiler } from '../../mdx/mdxPlugin.ts';
import { isPlainModule } from '../../mdx/plainOutput.ts';

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
