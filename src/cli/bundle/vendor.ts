// Heavy browser-only packages the theme loads on demand (mermaid, the DocSearch modal, sucrase) are bundled
// by esbuild, once per install, instead of by rollup on every build: parsing them was most of
// rollup's client pass. The client pass imports them as external URLs. The bundles depend on
// docsite's install only, not on the site, so builds keep them with the install
// (node_modules/.cache/docsite-vendor/), next to the compiled CLI: the first build after an
// install bundles them, and later builds of any site, cold ones included, read them back.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { build, version as esbuildVersion, type Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as RollupPlugin } from 'rollup';
import { DocsiteError } from '../errors.ts';

export interface VendorPackage {
  /** The import specifier the theme uses. */
  specifier: string;
  /** The entry file's name, before its hash. */
  name: string;
}

/**
 * Loaded on demand (through dynamic imports, or by a chunk that is), and none imports react
 * (react-live does: it stays with rollup, which shares docsite's one copy of react with it; the
 * compiler it imports, sucrase, does not, and it is large enough to slow rollup's browser pass).
 */
export const VENDOR_PACKAGES: readonly VendorPackage[] = [
  { specifier: 'mermaid', name: 'mermaid' },
  { specifier: '@docsearch/js/docsearch', name: 'docsearch' },
  { specifier: 'sucrase', name: 'sucrase' },
  { specifier: 'minisearch', name: 'minisearch' },
];

/** Where vendor files go, relative to the output folder. */
export const VENDOR_DIR = 'assets/js/vendor';

export interface VendorBundle {
  /** Specifier -> its entry file, relative to the output folder. */
  entries: Record<string, string>;
  /** File -> the files it imports (statically or dynamically), all relative to the output folder. */
  imports: Record<string, string[]>;
  /** File -> its bytes. */
  contents: Map<string, Uint8Array>;
}

interface CacheManifest {
  entries: VendorBundle['entries'];
  imports: VendorBundle['imports'];
}

/** The installed package.json of `name`, looked up the way Node would from `dir`. */
async function packageVersion(name: string, dir: string): Promise<string> {
  for (let d = dir; ; d = path.dirname(d)) {
    const text = await fs.readFile(path.join(d, 'node_modules', name, 'package.json'), 'utf8').catch(() => null);
    if (text !== null) return (JSON.parse(text) as { version: string }).version;
    if (path.dirname(d) === d) return 'missing';
  }
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Changes with the package, its installed version (and its dependencies'), esbuild and minify. */
async function vendorKey(pkg: VendorPackage, frameworkDir: string, minify: boolean): Promise<string> {
  const version = await packageVersion(packageName(pkg.specifier), frameworkDir);
  const lock = await fs.readFile(path.join(frameworkDir, 'node_modules/.package-lock.json')).catch(() => Buffer.alloc(0));
  return crypto
    .createHash('sha1')
    .update(JSON.stringify({ pkg, version, esbuildVersion, minify, frameworkDir }))
    .update(lock)
    .digest('hex')
    .slice(0, 16);
}

/** Records the file esbuild resolved each entry specifier to: the metafile names entries by file only. */
function entryResolutions(resolved: Map<string, string>): EsbuildPlugin {
  return {
    name: 'docsite-vendor-entries',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'entry-point' || args.pluginData === 'inner') return undefined;
        const result = await b.resolve(args.path, { kind: 'entry-point', resolveDir: args.resolveDir, pluginData: 'inner' });
        if (result.errors.length === 0) resolved.set(args.path, result.path);
        return result.errors.length ? undefined : { path: result.path };
      });
    },
  };
}

async function runEsbuild(pkg: VendorPackage, frameworkDir: string, minify: boolean): Promise<VendorBundle> {
  const outdir = path.join(frameworkDir, VENDOR_DIR);
  const resolved = new Map<string, string>();
  const result = await build({
    absWorkingDir: frameworkDir,
    entryPoints: [{ in: pkg.specifier, out: pkg.name }],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    outdir,
    entryNames: '[name].[hash]',
    chunkNames: '[name].[hash]',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [entryResolutions(resolved)],
  }).catch((error: { errors?: { text: string }[] }) => {
    throw new DocsiteError(`Could not bundle the browser package ${pkg.specifier}: ${error.errors?.[0]?.text ?? String(error)}`, {
      hint: "Reinstall docsite's dependencies (npm install), then build again.",
      cause: error,
    });
  });
  const rel = (file: string) => `${VENDOR_DIR}/${path.relative(outdir, path.resolve(frameworkDir, file)).split(path.sep).join('/')}`;
  const outputs = Object.entries(result.metafile.outputs).sort(([a], [b]) => a.localeCompare(b));
  const entries: Record<string, string> = {};
  const output = outputs.find(([, o]) => o.entryPoint && path.resolve(frameworkDir, o.entryPoint) === resolved.get(pkg.specifier));
  if (output) entries[pkg.specifier] = rel(output[0]);
  const imports = Object.fromEntries(outputs.map(([file, o]) => [rel(file), o.imports.filter((i) => !i.external).map((i) => rel(i.path))]));
  const contents = new Map(result.outputFiles.map((f) => [rel(f.path), f.contents] as const).sort(([a], [b]) => a.localeCompare(b)));
  return { entries, imports, contents };
}

async function readCache(dir: string): Promise<VendorBundle | null> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'manifest.json'), 'utf8')) as CacheManifest;
    const files = Object.keys(manifest.imports);
    const contents = await Promise.all(files.map((f) => fs.readFile(path.join(dir, 'files', f))));
    return { ...manifest, contents: new Map(files.map((f, i) => [f, contents[i]])) };
  } catch {
    return null;
  }
}

/**
 * Written aside, then renamed: a build that stops halfway, or one running alongside, never reads
 * half a cache. A cache that cannot be written (a read-only install) only costs the next build
 * the bundling. Entries of the same package from an earlier install go, once a minute old (a
 * build started before may still be reading one).
 */
async function writeCache(dir: string, bundle: VendorBundle, pkg: VendorPackage): Promise<void> {
  const tmp = `${dir}.tmp-${process.pid}`;
  try {
    await fs.rm(tmp, { recursive: true, force: true });
    for (const [file, bytes] of bundle.contents) {
      await fs.mkdir(path.dirname(path.join(tmp, 'files', file)), { recursive: true });
      await fs.writeFile(path.join(tmp, 'files', file), bytes);
    }
    await fs.writeFile(path.join(tmp, 'manifest.json'), JSON.stringify({ entries: bundle.entries, imports: bundle.imports } satisfies CacheManifest));
    await fs.rename(tmp, dir);
  } catch {
    await fs.rm(tmp, { recursive: true, force: true }).catch(() => {});
    return;
  }
  const parent = path.dirname(dir);
  const now = Date.now();
  for (const name of await fs.readdir(parent).catch(() => [] as string[])) {
    if (!/^[\w-]+-[0-9a-f]{16}$/.test(name) || name.slice(0, -17) !== pkg.name || path.join(parent, name) === dir) continue;
    const stat = await fs.stat(path.join(parent, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > 60_000) await fs.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * Vendor packages bundled from docsite's own install, each by its own esbuild run (a site that
 * never imports mermaid does not wait for the slowest of them), and
 * from `cacheDir/<name>-<key>/` when an earlier build left them. The result holds them all.
 */
export async function bundleVendor(o: { frameworkDir: string; minify: boolean; cacheDir?: string; packages?: readonly VendorPackage[] }): Promise<VendorBundle> {
  return mergeVendorBundles(await Promise.all((o.packages ?? VENDOR_PACKAGES).map((pkg) => bundleVendorPackage(pkg, o))));
}

async function bundleVendorPackage(pkg: VendorPackage, o: { frameworkDir: string; minify: boolean; cacheDir?: string }): Promise<VendorBundle> {
  const dir = o.cacheDir && path.join(o.cacheDir, `${pkg.name}-${await vendorKey(pkg, o.frameworkDir, o.minify)}`);
  const cached = dir ? await readCache(dir) : null;
  if (cached) return cached;
  const bundle = await runEsbuild(pkg, o.frameworkDir, o.minify);
  if (dir) await writeCache(dir, bundle, pkg);
  return bundle;
}

/** One bundle of several: file names carry content hashes, so a name two of them share is the same file. */
export function mergeVendorBundles(bundles: VendorBundle[]): VendorBundle {
  const merged: VendorBundle = { entries: {}, imports: {}, contents: new Map() };
  for (const b of bundles) {
    Object.assign(merged.entries, b.entries);
    Object.assign(merged.imports, b.imports);
    for (const [file, bytes] of b.contents) merged.contents.set(file, bytes);
  }
  merged.contents = new Map([...merged.contents].sort(([a], [b]) => a.localeCompare(b)));
  return merged;
}

/** The vendor package whose entry file a URL names (`.../vendor/mermaid.<hash>.js` is mermaid's). */
export function vendorPackageOf(url: string): VendorPackage | undefined {
  const file = url.slice(url.lastIndexOf('/') + 1);
  return VENDOR_PACKAGES.find((p) => file.startsWith(`${p.name}.`));
}

/** Client pass: a vendor specifier becomes its esbuild entry's URL, loaded by the browser as is. */
export function vendorImports(o: { baseUrl: string; vendor: (pkg: VendorPackage) => Promise<VendorBundle> }): RollupPlugin {
  return {
    name: 'docsite:vendor',
    async resolveId(source) {
      const pkg = VENDOR_PACKAGES.find((p) => p.specifier === source);
      if (!pkg) return null;
      const file = (await o.vendor(pkg)).entries[source];
      if (!file) return this.error(`esbuild produced no entry file for "${source}"; this is a docsite bug.`);
      return { id: o.baseUrl + file, external: 'absolute' };
    },
  };
}

/** The vendor files a chunk importing these URLs may load, entries and everything they import. */
export function vendorFilesFor(bundle: VendorBundle, urls: string[], baseUrl: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    if (!bundle.contents.has(file)) throw new DocsiteError(`The bundle imports ${baseUrl + file}, which the vendor bundle does not have.`, { hint: 'Stop the dev server and start it again (docsite\'s dependencies changed while it ran).' });
    seen.add(file);
    bundle.imports[file]?.forEach(visit);
  };
  for (const url of urls) visit(url.slice(baseUrl.length));
  return [...seen].sort();
}

/** Writes `files` under outDir; returns their names and sizes, as the rollup output lists its own. */
export async function writeVendorFiles(bundle: VendorBundle, files: string[], outDir: string): Promise<{ fileName: string; size: number }[]> {
  await fs.mkdir(path.join(outDir, VENDOR_DIR), { recursive: true });
  await Promise.all(files.map((f) => fs.writeFile(path.join(outDir, f), bundle.contents.get(f)!)));
  return files.map((fileName) => ({ fileName, size: bundle.contents.get(fileName)!.byteLength }));
}

/** True for an import the client pass left as a vendor URL. */
export const isVendorUrl = (id: string, baseUrl: string) => id.startsWith(`${baseUrl}${VENDOR_DIR}/`);
