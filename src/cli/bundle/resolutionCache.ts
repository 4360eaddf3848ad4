// Resolves each package import once per folder and pass. Every theme module imports the JSX
// runtime, React's hooks and the router by package name, and rollup asks every plugin to resolve
// each such import anew: node-resolve then reads the package's files again and finds the real path
// of the result one folder at a time (an lstat per folder, on the thread pool), for every module
// that imports it. A package import resolves the same from every module of a folder (Node looks
// up node_modules, and a package's `browser` field applies, by folder), so the first answer serves
// the rest.
import path from 'node:path';
import type { Plugin as RollupPlugin, ResolvedId } from 'rollup';

/** A package name import (`react`, `@docsearch/js/dist`): not relative, absolute, or a docsite alias. */
export const isPackageImport = (source: string) => !/^[./\0]|^@theme(-original)?\/|^@generated\/|^@site\/|^@docsite\/|^docsite\/runtime$/.test(source) && !path.isAbsolute(source) && !source.includes('?');

/** First in a pass's plugins: answers a package import from a folder it resolved before, through the other plugins. */
export function resolutionCache(): RollupPlugin {
  const answers = new Map<string, Promise<ResolvedId | null>>();
  return {
    name: 'docsite:resolution-cache',
    resolveId(source, importer, options) {
      // Virtual modules (commonjs proxies, helpers) resolve as their plugins decide, every time.
      if (!importer || importer.startsWith('\0') || importer.includes('?') || !isPackageImport(source)) return null;
      const key = [source, path.dirname(importer), options.isEntry, JSON.stringify(options.custom ?? null), JSON.stringify(options.attributes ?? null)].join('\0');
      let answer = answers.get(key);
      if (!answer) {
        answer = this.resolve(source, importer, { ...options, skipSelf: true });
        answers.set(key, answer);
      }
      // Unresolved: rollup asks the other plugins again and reports it as it would.
      return answer.then((resolved) => resolved ?? null);
    },
  };
}
