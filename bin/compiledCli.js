// The CLI compiled to ES modules, kept fresh: the file URL of a compiled src/cli/index.ts whose
// every input file is unchanged since it was compiled, compiling it first when needed. Null when
// it cannot be compiled or stored: the caller runs the sources through tsx instead.
//
// The compiled modules (an entry and the chunks its import()s load) live in one folder under
// node_modules/.cache/docsite-cli/ of docsite's own folder, so bare imports (of the packages not
// compiled in: see BUNDLED_PACKAGES in cliPackages.js) resolve from there exactly as they do from
// src/cli/. Each source file keeps its own import.meta.url, so paths computed from it still point
// into src/.
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BUNDLED_PACKAGES, packageOf, replacementFor } from './cliPackages.js';
import { CLI_WORKERS, workerModuleName } from './cliWorkers.js';

// Where the tests of the replacements look them up.
export { REPLACED_PACKAGES } from './cliPackages.js';

const docsiteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Bumped when the way the CLI is compiled changes: every stored module is then stale. */
const FORMAT = 5;

/** Bare imports stay external unless their package is in BUNDLED_PACKAGES; REPLACED_PACKAGES resolve to docsite's modules. */
const externals = {
  name: 'docsite-cli-externals',
  setup(b) {
    b.onResolve({ filter: /^[^./#]/ }, (args) => {
      const replacement = replacementFor(args.path, args.importer, b.initialOptions.absWorkingDir);
      if (replacement) return { path: replacement };
      if (args.path.startsWith('node:') || !BUNDLED_PACKAGES.test(packageOf(args.path))) return { path: args.path, external: true };
      return undefined;
    });
  },
};

/**
 * @param {{ frameworkDir?: string, entry?: string, cacheDir?: string, workers?: string[] }} [options] where the
 *   sources and the cache are (tests compile small stand-ins), and the worker modules (paths
 *   relative to frameworkDir; default CLI_WORKERS for docsite's own entry, none for another)
 * @returns {Promise<string | null>}
 */
export async function compiledCli(options = {}) {
  const frameworkDir = options.frameworkDir ?? docsiteDir;
  const cacheDir = options.cacheDir ?? path.join(frameworkDir, 'node_modules/.cache/docsite-cli');
  const o = {
    frameworkDir,
    cacheDir,
    entry: options.entry ?? path.join(frameworkDir, 'src/cli/index.ts'),
    workers: options.workers ?? (options.entry ? [] : CLI_WORKERS),
    manifestFile: path.join(cacheDir, 'manifest.json'),
  };
  try {
    const fresh = await freshModule(o);
    if (fresh) return fresh;
    return await compile(o);
  } catch (error) {
    if (/\bdocsite\b|\*/.test(process.env.DEBUG ?? '')) console.error('docsite: running the CLI from its sources; compiling it failed:', error);
    return null;
  }
}

/** The stored module, when the manifest names one and every input still has its size and mtime. */
async function freshModule({ frameworkDir, cacheDir, manifestFile }) {
  let manifest;
  try {
    manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
  } catch {
    return null;
  }
  if (manifest.format !== FORMAT || manifest.node !== process.version || !Array.isArray(manifest.inputs)) return null;
  // Synchronously, stopping at the first change: every command starts here, and the 480 stats
  // took 18 ms of CPU through fs/promises against about 3 ms.
  const same = manifest.inputs.every(([file, size, mtimeMs]) => {
    const stat = statSync(path.join(frameworkDir, file), { throwIfNoEntry: false });
    return stat !== undefined && stat.size === size && stat.mtimeMs === mtimeMs;
  });
  if (!same) return null;
  const file = path.join(cacheDir, manifest.module);
  try {
    await fs.access(file);
  } catch {
    return null;
  }
  enableSourceMaps();
  return pathToFileURL(file).href;
}

/** Under DEBUG=docsite a stack trace names the source files and lines, not the compiled module's. */
function enableSourceMaps() {
  if (/\bdocsite\b|\*/.test(process.env.DEBUG ?? '')) process.setSourceMapsEnabled(true);
}

/**
 * Every module of docsite that uses import.meta gets its own constants, and import.meta.url
 * names them (esbuild renames each module's copy apart): the technique loadConfig uses for site
 * configs. No text of the sources is rewritten.
 */
const fileScope = {
  name: 'docsite-cli-file-scope',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      const loader = args.path.endsWith('x') ? 'tsx' : 'ts';
      if (!source.includes('import.meta')) return { contents: source, loader };
      const prefix = `const __docsite_cli_url = ${JSON.stringify(pathToFileURL(args.path).href)}, __docsite_cli_filename = ${JSON.stringify(args.path)}, __docsite_cli_dirname = ${JSON.stringify(path.dirname(args.path))};`;
      return { contents: prefix + source, loader };
    });
    // The same for a package compiled in that uses import.meta (none does today).
    b.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?js$/ }, async (args) => {
      const source = await fs.readFile(args.path, 'utf8');
      if (!/\bimport\.meta\b/.test(source)) return undefined;
      const prefix = `const __docsite_cli_url = ${JSON.stringify(pathToFileURL(args.path).href)}, __docsite_cli_filename = ${JSON.stringify(args.path)}, __docsite_cli_dirname = ${JSON.stringify(path.dirname(args.path))};`;
      return { contents: prefix + source, loader: 'js' };
    });
  },
};

async function compile({ frameworkDir, cacheDir, entry, workers, manifestFile }) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: { index: entry, ...Object.fromEntries(workers.map((w) => [workerModuleName(w).replace(/\.mjs$/, ''), path.join(frameworkDir, w)])) },
    absWorkingDir: frameworkDir,
    bundle: true,
    // Every import() of the sources stays one: a command loads what it runs (docsite serve and a
    // build with nothing to do never load rollup or the Markdown pipeline).
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages' CommonJS files call require() for Node's modules.
    banner: { js: "import { createRequire as __docsiteCreateRequire } from 'node:module'; const require = __docsiteCreateRequire(import.meta.url);" },
    outdir: path.join(cacheDir, 'out'),
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'silent',
    define: { 'import.meta.url': '__docsite_cli_url', 'import.meta.filename': '__docsite_cli_filename', 'import.meta.dirname': '__docsite_cli_dirname' },
    plugins: [externals, fileScope],
  });
  const outDir = path.join(cacheDir, 'out');
  const files = result.outputFiles.map((f) => ({ name: path.relative(outDir, f.path), text: f.text })).sort((a, b) => (a.name < b.name ? -1 : 1));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.text).update('\0');
  const name = hash.digest('hex').slice(0, 12);
  const inputs = await Promise.all(
    Object.keys(result.metafile.inputs).map(async (input) => {
      const stat = await fs.stat(path.join(frameworkDir, input));
      return [input, stat.size, stat.mtimeMs];
    }),
  );
  // Written into a temporary folder and renamed: a CLI started meanwhile never reads half of it.
  const tmpDir = path.join(cacheDir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await fs.mkdir(tmpDir, { recursive: true });
  await Promise.all(files.map((f) => fs.writeFile(path.join(tmpDir, f.name), f.text)));
  try {
    await fs.rename(tmpDir, path.join(cacheDir, name));
  } catch (error) {
    // Another CLI compiled the same sources first: its folder holds the same files.
    await fs.rm(tmpDir, { recursive: true, force: true });
    await fs.access(path.join(cacheDir, name, 'index.mjs'));
  }
  const manifestTmp = `${manifestFile}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(manifestTmp, JSON.stringify({ format: FORMAT, node: process.version, module: `${name}/index.mjs`, inputs }));
  await fs.rename(manifestTmp, manifestFile);
  await prune(cacheDir, name);
  enableSourceMaps();
  return pathToFileURL(path.join(cacheDir, name, 'index.mjs')).href;
}

/** Removes what was compiled before this, once no CLI started in the last minute may still be loading it. */
async function prune(cacheDir, keep) {
  const now = Date.now();
  for (const name of await fs.readdir(cacheDir)) {
    if (name === keep || name === 'manifest.json') continue;
    const file = path.join(cacheDir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > 60_000) await fs.rm(file, { recursive: true, force: true });
  }
}
