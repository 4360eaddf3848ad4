// Resolves the relative imports between docsite's own source files (src/theme, src/runtime) from
// one listing of src/ per pass. node-resolve answers each of them with a stat of the file, a look
// for its package.json and Node's realpath in JavaScript, an lstat per folder of the path: every
// pass meets these imports, and they were the bundle worker's largest cost after rollup itself.
// The answer is the one node-resolve gives: the file's real path, for a file that is no link and
// sits below the real src/ folder; anything else (no such file, an extensionless name, a link) is
// left to node-resolve.
import { readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin as RollupPlugin } from 'rollup';

/** Paths of the regular files below `dir` (none through a link), relative to it. */
function regularFiles(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? path.join(rel, e.name) : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile()) out.add(child);
    }
  };
  walk('');
  return out;
}

/** Place it just before node-resolve: every other plugin (aliases, assets, styles) answers first. */
export function frameworkFiles(frameworkDir: string): RollupPlugin {
  const srcDir = path.join(frameworkDir, 'src');
  let realSrc = '';
  let files = new Set<string>();
  /** The importer's path below src/, or null for a module elsewhere. */
  const below = (importer: string) => {
    for (const root of [srcDir, realSrc]) if (root && importer.startsWith(root + path.sep)) return importer.slice(root.length + 1);
    return null;
  };
  return {
    name: 'docsite:framework-files',
    buildStart() {
      // Listed afresh each pass: a dev rebuild sees files added since.
      try {
        realSrc = realpathSync.native(srcDir);
        files = regularFiles(realSrc);
      } catch {
        realSrc = '';
        files = new Set();
      }
    },
    resolveId(source, importer) {
      if (!importer || !(source.startsWith('./') || source.startsWith('../')) || source.includes('?') || importer.includes('?') || importer.startsWith('\0')) return null;
      const from = below(importer);
      if (from === null) return null;
      const target = path.join(path.dirname(from), source);
      if (target.startsWith('..') || !files.has(target)) return null;
      return path.join(realSrc, target);
    },
  };
}
