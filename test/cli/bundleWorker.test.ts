// A build bundles in a worker while its main thread compiles the pages (bundle/passes.ts). Its
// output is the one bundling after the compile gives, byte for byte: with pages that import
// components and partials, with a plugin's own rollup plugin (ideal-image), with diagrams, live
// code, math and local files, and when a site's remark plugin adds imports that the pages' text
// does not show, or when the worker itself fails (the build then bundles again).
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../src/cli/stages/index.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { fixture, hashDir, read, repoRoot } from '../helpers/site.ts';

const test = suite('bundle worker');
const copies: string[] = [];
test.after(() => copies.forEach((c) => fs.rmSync(c, { recursive: true, force: true })));

function copyOf(name: string): string {
  const copy = path.join(repoRoot, 'test/fixtures', `.tmp-bundle-worker-${name}-${process.pid}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(fixture(name), copy, { recursive: true, filter: (f) => !/^(build|\.docsite)$/.test(path.basename(f)) });
  copies.push(copy);
  return copy;
}

const notStep = (line: string) => !line.startsWith('✔') && !line.startsWith('Built') && !line.startsWith('Bundling again');

/** A cold build of `site`, its printed lines and the digest of its output. */
async function coldBuild(site: string, bundleWorker: boolean) {
  fs.rmSync(path.join(site, '.docsite'), { recursive: true, force: true });
  const lines: string[] = [];
  await build({ siteDir: site, bundleWorker, reporter: { write: (l) => lines.push(l), status: () => {} } });
  return { lines, hash: hashDir(path.join(site, 'build')) };
}

// Diagrams, live code, math and local files: mayImport.test.ts checks the guess for every page.
for (const name of ['theme-markdown', 'ideal-image']) {
  test(`${name}: the same output with and without the worker`, async () => {
    const site = copyOf(name);
    const inWorker = await coldBuild(site, true);
    const after = await coldBuild(site, false);
    assert.is(inWorker.hash, after.hash);
    assert.equal(inWorker.lines.filter(notStep), after.lines.filter(notStep));
  });
}

test('remark-import: the pages a remark plugin made import something are bundled again, and render it', async () => {
  const site = copyOf('remark-import');
  process.env.DEBUG = 'docsite';
  const inWorker = await coldBuild(site, true).finally(() => delete process.env.DEBUG);
  assert.ok(inWorker.lines.includes('Bundling again: 3 pages import more than the text shows (content/docs/intro.md, content/docs/second.md, content/pages/index.md).'), inWorker.lines.join('\n'));
  const html = read(path.join(site, 'build/docs/intro/index.html'));
  assert.match(html, 'Stamped by a remark plugin.');
  assert.match(html, 'A page that imports nothing, as far as its text shows.');
  const after = await coldBuild(site, false);
  assert.is(inWorker.hash, after.hash);
});

test('worker-config: when the worker fails on its own (here, the config refuses to load there), the main thread bundles', async () => {
  const site = copyOf('worker-config');
  process.env.DEBUG = 'docsite';
  const inWorker = await coldBuild(site, true).finally(() => delete process.env.DEBUG);
  assert.ok(
    inWorker.lines.some((l) => l.startsWith("Bundling again: the bundle worker failed (The bundle worker could not make the plugins' rollup plugins:")),
    inWorker.lines.join('\n'),
  );
  assert.match(read(path.join(site, 'build/docs/intro/index.html')), 'A page of a site whose config refuses to load in a worker.');
  const after = await coldBuild(site, false);
  assert.is(inWorker.hash, after.hash);
});

test('an import that resolves to nothing fails the build with the page named, and the worker stops', async () => {
  const site = copyOf('theme-markdown');
  fs.writeFileSync(path.join(site, 'content/pages/broken.mdx'), "import Missing from './missing-component';\n\n# Broken\n\n<Missing />\n");
  const error = await build({ siteDir: site, reporter: { write: () => {}, status: () => {} } }).then(
    () => null,
    (e: unknown) => e,
  );
  assert.instance(error, DocsiteError);
  assert.match((error as DocsiteError).title, 'Cannot find module "./missing-component"');
  assert.match(String((error as DocsiteError).location?.file), 'broken.mdx');
  assert.not.ok(fs.readdirSync(site).some((f) => f.startsWith('build.tmp-')), 'the temporary output is removed');
});

test.run();
