// The heavy browser-only packages (mermaid, the DocSearch modal) are bundled by esbuild under
// assets/js/vendor/, with hashed names, and the client bundle imports them by URL: rollup never
// parses them. The esbuild output is cached per install and comes back byte for byte.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bundleVendor, VENDOR_DIR, VENDOR_PACKAGES, vendorImports, vendorPackageOf } from '../../src/cli/bundle/vendor.ts';
import { hashDir, read, repoRoot, runCli } from '../helpers/site.ts';

const HASHED = /^assets\/js\/vendor\/[\w-]+\.[A-Z0-9]{8}\.js$/;
/** Strings only mermaid's and the DocSearch modal's code hold. */
const MERMAID_SOURCE = 'No diagram type detected';
const DOCSEARCH_SOURCE = 'DocSearch-Modal';

const unit = suite('bundleVendor');
let cacheDir = '';
unit.before(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-vendor-cache-'));
});
unit.after(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

unit('bundles each package to a hashed entry under assets/js/vendor, and every chunk it loads', async () => {
  const bundle = await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir });
  assert.equal(Object.keys(bundle.entries).sort(), ['@docsearch/js/docsearch', 'mermaid', 'minisearch', 'sucrase']);
  assert.match(bundle.entries.mermaid, /^assets\/js\/vendor\/mermaid\.[A-Z0-9]{8}\.js$/);
  assert.match(bundle.entries['@docsearch/js/docsearch'], /^assets\/js\/vendor\/docsearch\.[A-Z0-9]{8}\.js$/);
  for (const file of bundle.contents.keys()) assert.match(file, HASHED);
  for (const imported of Object.values(bundle.imports).flat()) assert.ok(bundle.contents.has(imported), `${imported} is in the bundle`);
});

unit('a second run reads the cache and gives the same bytes', async () => {
  const cold = await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir });
  assert.equal(fs.readdirSync(cacheDir).map((d) => d.replace(/-[0-9a-f]{16}$/, '')).sort(), ['docsearch', 'mermaid', 'minisearch', 'sucrase'], 'one cache entry per package for one install and minify setting');
  const cached = await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir });
  assert.equal(cached.entries, cold.entries);
  assert.equal(cached.imports, cold.imports);
  assert.equal([...cached.contents.keys()], [...cold.contents.keys()]);
  for (const [file, bytes] of cold.contents) assert.ok(Buffer.from(cached.contents.get(file)!).equals(Buffer.from(bytes)), `${file} is identical`);
  // Read back, not bundled again: a byte changed in the cache comes back changed.
  const entry = path.join(cacheDir, fs.readdirSync(cacheDir).find((d) => d.startsWith('docsearch-'))!, 'files', cold.entries['@docsearch/js/docsearch']);
  const original = fs.readFileSync(entry);
  fs.writeFileSync(entry, Buffer.concat([original, Buffer.from('\n// from the cache\n')]));
  try {
    const again = await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir, packages: VENDOR_PACKAGES.filter((p) => p.name === 'docsearch') });
    assert.match(Buffer.from(again.contents.get(cold.entries['@docsearch/js/docsearch'])!).toString(), '// from the cache');
  } finally {
    fs.writeFileSync(entry, original);
  }
});

unit('a cache that cannot be written costs nothing but the bundling', async () => {
  const file = path.join(cacheDir, 'not-a-folder');
  fs.writeFileSync(file, '');
  const docsearch = VENDOR_PACKAGES.filter((p) => p.name === 'docsearch');
  const bundle = await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir: path.join(file, 'vendor'), packages: docsearch });
  assert.match(bundle.entries['@docsearch/js/docsearch'], HASHED);
});

unit("a package's entries from an earlier install go once they are a minute old; other packages' stay", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-vendor-prune-'));
  try {
    const old = new Date(Date.now() - 120_000);
    for (const name of ['docsearch-0123456789abcdef', 'docsearch-fedcba9876543210', 'mermaid-0123456789abcdef']) {
      fs.mkdirSync(path.join(dir, name));
      fs.utimesSync(path.join(dir, name), old, old);
    }
    fs.mkdirSync(path.join(dir, 'docsearch-00000000000000aa'));
    await bundleVendor({ frameworkDir: repoRoot, minify: true, cacheDir: dir, packages: VENDOR_PACKAGES.filter((p) => p.name === 'docsearch') });
    const left = fs.readdirSync(dir).sort();
    assert.ok(left.includes('mermaid-0123456789abcdef'), 'another package keeps its entry');
    assert.ok(left.includes('docsearch-00000000000000aa'), 'an entry under a minute old stays');
    assert.not.ok(left.includes('docsearch-0123456789abcdef') || left.includes('docsearch-fedcba9876543210'), left.join(' '));
    assert.is(left.filter((n) => n.startsWith('docsearch-')).length, 2, left.join(' '));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('a package is bundled on its own: the DocSearch modal alone has no mermaid code', async () => {
  const docsearch = VENDOR_PACKAGES.find((p) => p.name === 'docsearch')!;
  const bundle = await bundleVendor({ frameworkDir: repoRoot, minify: true, packages: [docsearch] });
  assert.equal(Object.keys(bundle.entries), ['@docsearch/js/docsearch']);
  for (const [file, bytes] of bundle.contents) assert.not.ok(Buffer.from(bytes).toString().includes(MERMAID_SOURCE), `${file} holds mermaid`);
  assert.is(vendorPackageOf(`/sub/${bundle.entries['@docsearch/js/docsearch']}`), docsearch);
});

unit.run();

const plugin = suite('vendorImports');
const entries = { mermaid: `${VENDOR_DIR}/mermaid.ABCDEFGH.js` };
const resolve = (source: string) => (vendorImports({ baseUrl: '/sub/', vendor: async () => ({ entries, imports: {}, contents: new Map() }) }) as any).resolveId.call({ error: (m: string) => assert.unreachable(m) }, source);

plugin('turns a vendor specifier into its entry URL under the baseUrl, left external', async () => {
  assert.equal(await resolve('mermaid'), { id: '/sub/assets/js/vendor/mermaid.ABCDEFGH.js', external: 'absolute' });
});

plugin('leaves every other import to rollup, react-live and subpaths of vendor packages included', async () => {
  for (const source of ['react-live', 'mermaid/dist/mermaid.core.mjs', '@docsearch/js', './mermaid']) assert.is(await resolve(source), null, source);
});

plugin.run();

const built = suite('client bundle with vendor packages, under a baseUrl');
let site = '';
const out = (name: string) => path.join(site, name);
const rollupJs = (dir: string) =>
  fs
    .readdirSync(path.join(dir, 'assets/js'), { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(dir, 'assets/js', e.name));

async function build(outDir: string, ...args: string[]) {
  const r = await runCli(['build', site, '--out-dir', outDir, ...args]);
  assert.is(r.code, 0, r.stdout + r.stderr);
}

built.before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-vendor-'));
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/pages/index.md'), '# Home\n\nNo diagram here.\n');
  fs.writeFileSync(path.join(site, 'content/pages/diagram.md'), '# Diagram\n\n```mermaid\ngraph TD;\n  A-->B;\n```\n');
  fs.writeFileSync(path.join(site, 'site.config.ts'), `export default { title: 'Vendor', url: 'https://vendor.example.com', baseUrl: '/sub/', markdown: { mermaid: true } };\n`);
  await build(out('build'));
});
built.after(() => fs.rmSync(site, { recursive: true, force: true }));

built('writes the vendor files under assets/js/vendor with hashed names', () => {
  const files = fs.readdirSync(path.join(out('build'), VENDOR_DIR)).map((f) => `${VENDOR_DIR}/${f}`);
  assert.ok(files.some((f) => /\/mermaid\.[A-Z0-9]{8}\.js$/.test(f)), 'the mermaid entry');
  assert.ok(files.some((f) => /\/docsearch\.[A-Z0-9]{8}\.js$/.test(f)), 'the DocSearch entry');
  for (const f of files) assert.match(f, HASHED);
});

built("rollup's own chunks hold no mermaid or DocSearch code", () => {
  for (const file of rollupJs(out('build'))) {
    assert.not.ok(read(file).includes(MERMAID_SOURCE), `${path.basename(file)} holds mermaid`);
    assert.not.ok(read(file).includes(DOCSEARCH_SOURCE), `${path.basename(file)} holds DocSearch`);
  }
});

built('the theme imports mermaid on demand from its vendor URL under the baseUrl', () => {
  const imports = rollupJs(out('build')).flatMap((f) => [...read(f).matchAll(/import\("(\/sub\/assets\/js\/vendor\/mermaid\.[A-Z0-9]{8}\.js)"\)/g)].map((m) => m[1]));
  assert.is(imports.length, 1, 'one chunk imports mermaid');
  assert.ok(fs.existsSync(path.join(out('build'), imports[0].slice('/sub/'.length))), `${imports[0]} is in the build`);
  assert.not.match(read(path.join(out('build'), 'index.html')), 'vendor/', 'no page preloads vendor code');
});

built('the asset manifest lists the vendor files by URL', () => {
  const manifest = JSON.parse(read(path.join(site, '.docsite/asset-manifest.json'))) as { files: Record<string, number> };
  const vendor = Object.keys(manifest.files).filter((url) => url.startsWith('/sub/assets/js/vendor/'));
  assert.is(vendor.length, fs.readdirSync(path.join(out('build'), VENDOR_DIR)).length);
});

built("the vendor bundles are kept with docsite's install, for every site, not in the site's .docsite", () => {
  assert.not.ok(fs.existsSync(path.join(site, '.docsite/cache/vendor')), 'no per-site vendor cache');
  const kept = fs.readdirSync(path.join(repoRoot, 'node_modules/.cache/docsite-vendor'));
  for (const name of ['mermaid', 'docsearch']) assert.ok(kept.some((d) => new RegExp(`^${name}-[0-9a-f]{16}$`).test(d)), `${name}: ${kept.join(' ')}`);
});

built('a build from the caches and one without them write the same bytes', async () => {
  await build(out('build-cached'));
  await build(out('build-uncached'), '--no-cache');
  const expected = hashDir(out('build'));
  assert.is(hashDir(out('build-cached')), expected, 'from the bundle cache');
  assert.is(hashDir(out('build-uncached')), expected, 'bundled again');
  // The client pass bundles again (a new page) and takes the vendor files from their own cache.
  fs.writeFileSync(path.join(site, 'content/pages/more.md'), '# More\n');
  await build(out('build-vendor-cache'));
  fs.rmSync(path.join(site, 'content/pages/more.md'));
  const vendorFiles = (dir: string) => hashDir(path.join(dir, VENDOR_DIR));
  assert.is(vendorFiles(out('build-vendor-cache')), vendorFiles(out('build')));
});

built.run();
