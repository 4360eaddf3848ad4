// Reads a sidebars file: JSON as is; TS/JS compiled with esbuild (like site.config.ts) and imported.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildFailure, type Plugin } from 'esbuild';
import { frameworkImports } from '../../../config/loadConfig.ts';
import { DocsiteError } from '../../../errors.ts';

const rel = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * A `module.exports = ...` file inside a "type": "module" package is ESM to esbuild, where
 * `module` does not exist. Give such files a module object and export what they assign.
 */
const commonJsEntry: Plugin = {
  name: 'docsite-sidebars-cjs',
  setup(b) {
    b.onLoad({ filter: /\.c?js$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const esm = /^\s*(import|export)\s/m.test(source);
      if (esm || !/\b(module\.exports|exports\.\w+)\s*=/.test(source)) return undefined;
      return { contents: `var module = { exports: {} }, exports = module.exports;\n${source}\nexport default module.exports;\n`, loader: 'js' };
    });
  },
};

/** The default export (or module.exports) of the file; `cacheDir` holds the compiled module. */
export async function loadSidebarsFile(file: string, cacheDir: string): Promise<unknown> {
  if (file.endsWith('.json')) {
    const text = await fs.readFile(file, 'utf8');
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new DocsiteError(`${rel(file)} is not valid JSON: ${(error as Error).message}`, { location: { file }, cause: error });
    }
  }
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      plugins: [commonJsEntry, frameworkImports()],
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = (error as BuildFailure).errors?.[0];
    const loc = first?.location;
    throw new DocsiteError(`Could not compile ${rel(file)}: ${first?.text ?? (error as Error).message}`, {
      location: loc ? { file: path.resolve(loc.file), line: loc.line, column: loc.column + 1 } : { file },
      hint: 'Fix the error in the sidebars file and run the command again.',
      cause: error,
    });
  }
  // A content hash in the name: Node never serves a stale module from its cache.
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 12);
  const base = path.basename(file).replace(/\.\w+$/, '');
  const out = path.join(cacheDir, `${base}.${hash}.mjs`);
  await fs.mkdir(cacheDir, { recursive: true });
  // Write then rename: a concurrent build of the same site never imports half a file.
  // Unique per write: two docs instances of one process may compile the same sidebars file at once.
  const tmp = `${out}.${process.pid}.${randomUUID()}.tmp`;
  await fs.writeFile(tmp, code);
  await fs.rename(tmp, out);
  for (const name of await fs.readdir(cacheDir)) {
    if (name.startsWith(`${base}.`) && /\.[0-9a-f]{12}\.mjs$/.test(name) && name !== path.basename(out)) await fs.rm(path.join(cacheDir, name), { force: true });
  }
  try {
    const module = await import(pathToFileURL(out).href);
    const value = module.default ?? module;
    return typeof value === 'function' ? await value() : value;
  } catch (error) {
    throw new DocsiteError(`${rel(file)} threw while loading: ${(error as Error)?.message ?? String(error)}`, { location: { file }, cause: error });
  }
}
