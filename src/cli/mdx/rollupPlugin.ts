// The rollup side of the Markdown compile: .md/.mdx modules, compiled by the build's compiler
// (mdxPlugin.ts). Apart from it, so the bundle passes load none of the Markdown pipeline: the bundle
// worker asks the build's main thread for each compiled file (bundle/bundleWorker.ts).
import type { Plugin as RollupPlugin, TransformResult } from 'rollup';

export function compiledMdx(compile: (code: string, id: string) => Promise<TransformResult>): RollupPlugin {
  return {
    name: 'docsite:mdx',
    // Rollup's own cache would skip unchanged files, keeping links to pages that moved: our cache decides.
    shouldTransformCachedModule: ({ id }) => (/\.mdx?$/.test(id) ? true : null),
    transform(code, id) {
      if (!/\.mdx?$/.test(id)) return null;
      return compile(code, id);
    },
  };
}
