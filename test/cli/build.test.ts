// A whole build of the basic fixture: files, head tags, hashed assets, page data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, read, runCli, type CliResult } from '../helpers/site.ts';

const build = suite('docsite build');
const out = path.join(fixture('basic'), 'build-buildtest');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/basic', '--out-dir', 'build-buildtest']);
});

build('exits 0 and prints every stage with its time, then a summary', () => {
  assert.is(result.code, 0, result.stderr);
  for (const stage of ['Load config', 'Load plugins', 'Load content', 'Create routes', 'Bundle client', 'Bundle server', 'Render pages']) {
    assert.match(result.stdout, new RegExp(`✔ ${stage} \\(\\d+(\\.\\d+)? m?s\\)`));
  }
  assert.match(result.stdout, /Built 7 routes into test\/fixtures\/basic\/build-buildtest\/: 7 HTML pages, [\d.]+ KiB JS, [\d.]+ KiB CSS in [\d.]+ m?s\./);
});

build('writes one index.html per route with trailing slashes, a 404.html and static files', () => {
  for (const file of ['index.html', 'about/index.html', 'docs/guide/index.html', 'slow/index.html', 'some/page/index.html', '404.html', 'robots.txt']) {
    assert.ok(fs.existsSync(path.join(out, file)), `${file} exists`);
  }
});

build('puts title, description, canonical, og tags, lang and hreflang with x-default in the head', () => {
  const html = read(path.join(out, 'docs/guide/index.html'));
  assert.match(html, '<html lang="en" dir="ltr">');
  assert.match(html, '<title>The Guide | Fixture Site</title>');
  assert.match(html, '<meta name="description" content="How to use the fixture."/>');
  assert.match(html, '<link rel="canonical" href="https://fixture.example.com/docs/guide/"/>');
  assert.match(html, '<meta property="og:title" content="The Guide | Fixture Site"/>');
  assert.match(html, '<meta property="og:url" content="https://fixture.example.com/docs/guide/"/>');
  assert.match(html, /<link rel="alternate" href="https:\/\/fixture.example.com\/docs\/guide\/" hrefLang="en"\/>/);
  assert.match(html, /<link rel="alternate" href="https:\/\/fixture.example.com\/docs\/guide\/" hrefLang="x-default"\/>/);
});

build('the home page title is the site title and tagline', () => {
  assert.match(read(path.join(out, 'index.html')), '<title>Fixture Site | A small site for tests</title>');
});

build('preloads the route own chunks and loads hashed JS and CSS from assets/', () => {
  const html = read(path.join(out, 'docs/guide/index.html'));
  const data = JSON.parse(/<script id="__DOCSITE_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
  assert.is(data.path, '/docs/guide/');
  assert.is(data.chain.length, 1);
  const ids = [data.chain[0].component, ...Object.values(data.chain[0].modules)] as string[];
  for (const id of ids) {
    assert.match(html, `<link rel="modulepreload" href="${data.chunks[id].js}">`);
    assert.match(data.chunks[id].js, /^\/assets\/js\/[\w-]+\.[\w-]{8}\.js$/);
  }
  assert.match(html, /<link rel="stylesheet" href="\/assets\/css\/styles\.[0-9a-f]{10}\.css">/);
  assert.match(html, /<script type="module" src="\/assets\/js\/main\.[\w-]{8}\.js"><\/script>/);
});

build('splits client code per route: one chunk file per page module', () => {
  const files = fs.readdirSync(path.join(out, 'assets/js'));
  for (const slug of ['content-pages-about', 'content-pages-slow', 'content-pages-broken-chunk', 'content-pages-docs-guide', 'theme-MDXPage', 'theme-NotFound']) {
    assert.ok(files.some((f) => f.startsWith(slug)), `a chunk for ${slug}`);
  }
});

build('renders Markdown headings with ids and MDX components and tables', () => {
  const html = read(path.join(out, 'some/page/index.html'));
  assert.match(html, '<h1 id="some-page">Some page</h1>');
  assert.match(html, '<mark>component</mark>');
  assert.match(html, '<table>');
});

build('404.html renders the not-found page for the catch-all route', () => {
  const html = read(path.join(out, '404.html'));
  assert.match(html, '<title>Page Not Found | Fixture Site</title>');
  assert.match(html, '<h1>Page Not Found</h1>');
});

build('writes the route table as JSON shards the browser loads on demand', () => {
  const html = read(path.join(out, 'index.html'));
  const data = JSON.parse(/<script id="__DOCSITE_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
  assert.ok(data.shards.length >= 1);
  const shard = JSON.parse(read(path.join(out, data.shards[0].url)));
  assert.equal(shard.routes.at(-1), { path: '*', exact: false, component: shard.routes.at(-1).component, plugin: 'core' });
  assert.ok(shard.routes.some((r: { path: string }) => r.path === '/docs/guide/'));
});

build('shows the base-URL issue banner script on the home page only', () => {
  assert.match(read(path.join(out, 'index.html')), '__docsite-base-url-issue-banner-container');
  assert.not.match(read(path.join(out, 'about/index.html')), '__docsite-base-url-issue-banner-container');
});

build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build.run();

const rebuild = suite('docsite build, rebuilt in one process (as docsite dev does)');

rebuild('a rebuild with rollup\'s cache keeps the stylesheet', async () => {
  const { build: runBuild, createBuildSession } = await import('../../src/cli/stages/index.ts');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-rebuild-'));
  try {
    fs.cpSync(fixture('basic'), copy, { recursive: true, filter: (f) => !/^(build|\.docsite)$/.test(path.basename(f)) });
    const session = createBuildSession();
    const reporter = { write: () => {}, status: () => {} };
    const first = await runBuild({ siteDir: copy, reporter, dev: true }, session);
    assert.ok(first.stats.cssBytes > 1000, `first build: ${first.stats.cssBytes} bytes of CSS`);
    const page = fs.readdirSync(path.join(copy, 'content'), { recursive: true }).map(String).find((f) => /\.mdx?$/.test(f))!;
    fs.appendFileSync(path.join(copy, 'content', page), '\n\nEdited.\n');
    const second = await runBuild({ siteDir: copy, reporter, dev: true }, session);
    assert.is(second.stats.cssBytes, first.stats.cssBytes, 'the same stylesheet after the rebuild');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

rebuild.run();
