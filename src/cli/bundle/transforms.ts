// Small rollup plugins: TypeScript/JSX through esbuild, JSON data modules, CSS collection, minify.
import crypto from 'node:crypto';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin as RollupPlugin } from 'rollup';

/**
 * esbuild's output by loader, file and text, shared by the two passes of one build: most of the
 * theme reaches both with the same text (only import.meta.env.SSR is replaced apart), and each
 * transform is a round trip to esbuild's process. One per build: dev's rebuilds make their own.
 */
export type TransformMemo = Map<string, Promise<string>>;

/** Compiles .ts/.tsx/.jsx (and JSX in site .js files) with esbuild; no type checking. */
export function esbuildTransform(options: { siteDir: string; memo?: TransformMemo }): RollupPlugin {
  return {
    name: 'docsite:esbuild',
    async transform(code, id) {
      const clean = id.split('?')[0];
      const ext = path.extname(clean);
      const isSiteJs = ext === '.js' && !clean.includes(`${path.sep}node_modules${path.sep}`) && clean.startsWith(options.siteDir);
      if (!['.ts', '.tsx', '.jsx', '.mts'].includes(ext) && !isSiteJs) return null;
      const loader = ext === '.ts' || ext === '.mts' ? 'ts' : ext === '.tsx' ? 'tsx' : 'jsx';
      const key = `${loader}\0${clean}\0${code}`;
      let output = options.memo?.get(key);
      if (!output) {
        output = transform(code, { loader, jsx: 'automatic', target: 'es2022', sourcefile: clean, sourcemap: false }).then((r) => r.code);
        options.memo?.set(key, output);
      }
      try {
        return { code: await output, map: null };
      } catch (error: any) {
        const e = error.errors?.[0];
        this.error({ message: e ? e.text : String(error), id: clean, loc: e?.location ? { file: clean, line: e.location.line, column: e.location.column } : undefined });
      }
    },
  };
}

/** JSON files under the generated folder become `export default <value>`, marked as data. */
export function jsonData(): RollupPlugin {
  return {
    name: 'docsite:json',
    transform(code, id) {
      if (!id.endsWith('.json')) return null;
      return { code: `export const __docsiteData = true;\nexport default JSON.parse(${JSON.stringify(code)});\n`, map: null };
    },
  };
}

/**
 * Collects imported CSS in import order into one hashed stylesheet (client), or drops it
 * (server). `onStylesheet` receives the emitted file name.
 */
export function cssCollector(options: { emit: boolean; minify: boolean; onStylesheet?: (fileName: string | null) => void }): RollupPlugin {
  const styles = new Map<string, string>();
  let inputNames: string[] = [];
  return {
    name: 'docsite:css',
    buildStart(input) {
      styles.clear();
      inputNames = Array.isArray(input.input) ? [] : Object.keys(input.input);
    },
    // Rollup's cache (dev rebuilds) skips the transform of unchanged modules, and buildStart has
    // just emptied the collection: without this, every rebuild after the first had no stylesheet.
    shouldTransformCachedModule: ({ id }) => (id.endsWith('.css') ? true : null),
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      styles.set(id, code);
      return { code: 'export default undefined;', map: null, moduleSideEffects: 'no-treeshake' };
    },
    async generateBundle(_output, bundle) {
      if (!options.emit) return;
      // Import order from the entries, main first. (rollup's own module list follows which file
      // finished loading first, so the stylesheet's order, and its hash, varied from build to build.)
      const rank = (name: string) => (inputNames.includes(name) ? inputNames.indexOf(name) : inputNames.length);
      const entries = Object.values(bundle)
        .flatMap((c) => (c.type === 'chunk' && c.isEntry && c.facadeModuleId ? [{ name: c.name, id: c.facadeModuleId }] : []))
        .sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
      const found = new Set(discoveryOrder((id) => this.getModuleInfo(id), entries.map((e) => e.id)).filter((id) => styles.has(id)));
      // A stylesheet the walk did not reach still goes in, at the end in a fixed order.
      const ordered = [...found, ...[...styles.keys()].filter((id) => !found.has(id)).sort()].map((id) => styles.get(id)!);
      if (ordered.length === 0) return options.onStylesheet?.(null);
      let css = ordered.join('\n');
      if (options.minify) css = (await transform(css, { loader: 'css', minify: true })).code;
      const hash = crypto.createHash('sha256').update(css).digest('hex').slice(0, 10);
      const fileName = `assets/css/styles.${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      options.onStylesheet?.(fileName);
    },
  };
}

/**
 * Module ids breadth first from each entry in turn, each module's imports in source order (static,
 * then dynamic): the order rollup discovers modules in, without the timing that reorders them.
 */
function discoveryOrder(info: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null, entries: string[]): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const add = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    order.push(id);
  };
  let next = 0;
  for (const entry of entries) {
    add(entry);
    for (; next < order.length; next++) {
      const module = info(order[next]);
      [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])].forEach(add);
    }
  }
  return order;
}

/**
 * Minifies output chunks with esbuild: much faster than terser, nearly as small. It also drops
 * what a chunk declares and never uses (the client pass leaves that to it: see bundleClient).
 */
export function esbuildMinify(): RollupPlugin {
  return {
    name: 'docsite:minify',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, treeShaking: true, format: 'esm', target: 'es2020', legalComments: 'none' });
      return { code: result.code, map: null };
    },
  };
}
