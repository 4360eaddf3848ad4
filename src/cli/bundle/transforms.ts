// Small rollup plugins: TypeScript/JSX through esbuild, JSON data modules, CSS collection, minify.
import crypto from 'node:crypto';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin as RollupPlugin } from 'rollup';

/** Compiles .ts/.tsx/.jsx (and JSX in site .js files) with esbuild; no type checking. */
export function esbuildTransform(options: { siteDir: string }): RollupPlugin {
  return {
    name: 'docsite:esbuild',
    async transform(code, id) {
      const clean = id.split('?')[0];
      const ext = path.extname(clean);
      const isSiteJs = ext === '.js' && !clean.includes(`${path.sep}node_modules${path.sep}`) && clean.startsWith(options.siteDir);
      if (!['.ts', '.tsx', '.jsx', '.mts'].includes(ext) && !isSiteJs) return null;
      const loader = ext === '.ts' || ext === '.mts' ? 'ts' : ext === '.tsx' ? 'tsx' : 'jsx';
      try {
        const result = await transform(code, { loader, jsx: 'automatic', target: 'es2022', sourcefile: clean, sourcemap: false });
        return { code: result.code, map: null };
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
  return {
    name: 'docsite:css',
    buildStart() {
      styles.clear();
    },
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      styles.set(id, code);
      return { code: 'export default undefined;', map: null, moduleSideEffects: 'no-treeshake' };
    },
    async generateBundle() {
      if (!options.emit) return;
      // Order: the order modules appear in the graph, which follows import order.
      const ordered = [...this.getModuleIds()].filter((id) => styles.has(id)).map((id) => styles.get(id)!);
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

/** Minifies output chunks with esbuild: much faster than terser, nearly as small. */
export function esbuildMinify(): RollupPlugin {
  return {
    name: 'docsite:minify',
    async renderChunk(code) {
      const result = await transform(code, { minify: true, format: 'esm', target: 'es2020', legalComments: 'none' });
      return { code: result.code, map: null };
    },
  };
}
