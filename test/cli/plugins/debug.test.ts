// The debug plugin: content summaries that stay small, the pages it adds, and a whole build of the
// debug-site fixture: seven noindex pages outside the sitemap, showing the real manifest, chunk
// registry, config, content and metadata, with none of that data on the site's other pages.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../../src/cli/shared/context.ts';
import debugPlugin, { contentPageData } from '../../../src/cli/plugins/debug/index.ts';
import { summarizeContent } from '../../../src/cli/plugins/debug/summarize.ts';
import type { RouteConfig } from '../../../src/cli/types.ts';
import { displayModulePath } from '../../../src/theme/DebugLayout/types.ts';
import { fixture, read, runCli, type CliResult } from '../../helpers/site.ts';

const summarize = suite('summarizeContent');

summarize('keeps a small value whole, as plain JSON: Maps, Sets, Dates, RegExps and functions included', () => {
  const s = summarizeContent({ m: new Map([['k', 1]]), s: new Set([1]), d: new Date(0), f: function named() {}, r: /x/g, skipped: undefined, list: [1, 'two', null] });
  const plain = { m: { k: 1 }, s: [1], d: '1970-01-01T00:00:00.000Z', f: '[function named]', r: '/x/g', list: [1, 'two', null] };
  assert.equal(s, { value: plain, summarised: false, bytes: JSON.stringify(plain).length });
});

summarize('cuts a large value to its first items and keys, notes what was left out, and stays within the budget', () => {
  const docs = Array.from({ length: 300 }, (_, i) => ({ id: `doc-${i}`, body: 'x'.repeat(500) }));
  const s = summarizeContent({ docs, version: 'current' }, 4000);
  assert.ok(s.summarised);
  assert.is(s.bytes, JSON.stringify({ docs, version: 'current' }).length);
  assert.ok(JSON.stringify(s.value).length <= 4000, `${JSON.stringify(s.value).length} bytes`);
  const value = s.value as { docs: unknown[]; version: string };
  assert.is(value.version, 'current');
  assert.is(value.docs.length, 11);
  assert.is(value.docs[10], '… 290 more items');
  assert.equal(value.docs[0], { id: 'doc-0', body: `${'x'.repeat(200)}… (500 characters)` });
});

summarize('describes levels below the depth that fits in one line, and marks cycles', () => {
  const deep = { a: { b: { c: { d: { e: { f: { g: { h: { i: 'x'.repeat(300) } } } } } } } } };
  const s = summarizeContent({ deep, more: Array.from({ length: 200 }, () => deep) }, 1500);
  assert.ok(s.summarised);
  assert.ok(JSON.stringify(s.value).length <= 1500);
  assert.match(JSON.stringify(s.value), /"\{1 key: [a-i]\}"/);
  const cycle: Record<string, unknown> = { name: 'loop' };
  cycle.self = cycle;
  assert.equal(summarizeContent(cycle).value, { name: 'loop', self: '[circular]' });
});

summarize.run();

const plugin = suite('debugPlugin');

plugin('adds seven noindex routes below /__docusaurus/debug/, the manifest module on routes and registry', async () => {
  const siteDir = fixture('debug-site');
  const siteConfig = validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/base/' }, path.join(siteDir, 'site.config.ts'));
  const routes: RouteConfig[] = [];
  const created: Record<string, any> = {};
  await debugPlugin(createLoadContext(siteDir, siteConfig)).contentLoaded!({
    content: undefined,
    allContent: { pages: { default: [{ permalink: '/' }] }, debug: { default: undefined } },
    actions: { addRoute: (r) => routes.push(r), createData: async (name, data) => ((created[name] = data), `/gen/${name}`), setGlobalData: () => {} },
  });
  assert.equal(
    routes.map((r) => [r.path, r.component, r.modules ?? null]),
    [
      ['/base/__docusaurus/debug/', '@theme/DebugIndex', null],
      ['/base/__docusaurus/debug/config/', '@theme/DebugConfig', null],
      ['/base/__docusaurus/debug/metadata/', '@theme/DebugMetadata', { metadata: '/gen/metadata.json' }],
      ['/base/__docusaurus/debug/registry/', '@theme/DebugRegistry', { manifest: path.join(siteDir, '.docsite/generated/routes.json') }],
      ['/base/__docusaurus/debug/routes/', '@theme/DebugRoutes', { manifest: path.join(siteDir, '.docsite/generated/routes.json') }],
      ['/base/__docusaurus/debug/content/', '@theme/DebugContent', { content: '/gen/content.json' }],
      ['/base/__docusaurus/debug/globalData/', '@theme/DebugGlobalData', null],
    ],
  );
  for (const r of routes) assert.equal(r.metadata, { noIndex: true });
  assert.equal(routes[4].props, { basePath: '/base/__docusaurus/debug/', siteDir });
  assert.equal(created['metadata.json'], { nodeVersion: process.version, siteVersion: undefined, plugins: [{ name: 'pages', id: 'default' }, { name: 'debug', id: 'default' }] });
  assert.equal(created['content.json'].plugins.map((p: { name: string; hasContent: boolean }) => [p.name, p.hasContent]), [['pages', true], ['debug', false]]);
});

plugin('summarises each plugin instance on its own budget', () => {
  const data = contentPageData({ docs: { default: { docs: Array.from({ length: 500 }, (_, i) => ({ id: i })) }, tests: { small: true } } }, 2000);
  assert.equal(data.plugins.map((p) => [p.name, p.id, p.summarised]), [['docs', 'default', true], ['docs', 'tests', false]]);
  assert.equal(data.plugins[1].content, { small: true });
});

plugin('shows module paths under the site folder as @site/, and leaves aliases alone', () => {
  assert.is(displayModulePath('/srv/site/content/docs/a.md', '/srv/site'), '@site/content/docs/a.md');
  assert.is(displayModulePath('/srv/site/content/docs/a.md', '/srv/site/'), '@site/content/docs/a.md');
  assert.is(displayModulePath('/srv/site-two/a.md', '/srv/site'), '/srv/site-two/a.md');
  assert.is(displayModulePath('@theme/DocItem', '/srv/site'), '@theme/DocItem');
});

plugin.run();

const build = suite('debug plugin build');
const site = fixture('debug-site');
const out = path.join(site, 'build-debug');
const html = (route: string) => read(path.join(out, route, 'index.html'));
const main = (route: string) => /<main[^>]*>(.*)<\/main>/s.exec(html(route))![1];
const DEBUG_ROUTES = ['', 'config/', 'metadata/', 'registry/', 'routes/', 'content/', 'globalData/'].map((p) => `__docusaurus/debug/${p}`);
let result: CliResult;
let manifest: { routes: { path: string; routes?: unknown[] }[]; chunks: Record<string, string> };

/** Every path of the manifest, nested routes after their parent. */
const allPaths = (routes: { path: string; routes?: any[] }[]): string[] => routes.flatMap((r) => [r.path, ...allPaths(r.routes ?? [])]);

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/debug-site', '--out-dir', 'build-debug']);
  manifest = JSON.parse(read(path.join(site, '.docsite/generated/routes.json')));
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0 with every link checked', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  assert.not.match(result.stdout + result.stderr, 'WARNING');
});

build('renders the seven debug pages, each noindex once and linking to the others', () => {
  for (const route of DEBUG_ROUTES) {
    const page = html(route);
    assert.is(page.match(/<meta name="robots"[^>]*>/g)?.join(), '<meta name="robots" content="noindex, nofollow">', route);
    for (const other of DEBUG_ROUTES) assert.match(page, `href="/${other}"`, `${route} links to ${other}`);
  }
  assert.match(html('__docusaurus/debug/routes'), '<title>Debug: Routes | Debug Fixture</title>');
});

build('leaves the debug pages out of the sitemap', () => {
  const locs = [...read(path.join(out, 'sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  assert.equal(locs, ['https://debug.example.com/', 'https://debug.example.com/about/', 'https://debug.example.com/docs/guides/install/', 'https://debug.example.com/docs/intro/']);
});

build("lists every route of the build's manifest, nested ones included, with component and plugin", () => {
  const page = main('__docusaurus/debug/routes');
  const listed = [...page.matchAll(/data-route-path="([^"]*)"/g)].map((m) => m[1]);
  assert.equal(listed, allPaths(manifest.routes));
  assert.ok(listed.length >= 12, `${listed.length} routes`);
  assert.match(page, `${listed.length}<!-- --> routes, nested ones below their parent.`);
  assert.match(page, '<a href="/docs/intro/">/docs/intro/</a></span><span class="debug-routes__facts">exact<!-- --> · <!-- -->@theme/DocItem<!-- --> · <!-- -->docs@default</span>');
  assert.match(page, '<span class="debug-routes__path">/docs/</span><span class="debug-routes__facts">prefix<!-- --> · <!-- -->@theme/DocVersionRoot<!-- --> · <!-- -->docs@default</span>');
  assert.match(page, '<span class="debug-routes__path">*</span><span class="debug-routes__facts">prefix<!-- --> · <!-- -->@theme/NotFound<!-- --> · <!-- -->core</span>');
  assert.match(page, '<a href="/about/">/about/</a></span><span class="debug-routes__facts">exact<!-- --> · <!-- -->@site/content/pages/about.tsx<!-- --> · <!-- -->pages@default</span>');
});

build('shows every chunk id of the manifest with its module on the registry page', () => {
  const page = main('__docusaurus/debug/registry');
  const ids = Object.keys(manifest.chunks);
  assert.match(page, `${ids.length}<!-- --> chunks.`);
  for (const id of ids) assert.match(page, `<span class="json-view__key">&quot;${id}&quot;<!-- -->: </span>`, id);
  assert.match(page, '<span class="json-view__value json-view__value--string">&quot;@site/content/pages/about.tsx&quot;</span>');
});

build('shows the client config, the content of each plugin, the global data and the versions', () => {
  assert.match(main('__docusaurus/debug/config'), '<button type="button" class="json-view__toggle" aria-expanded="false"><span class="json-view__key">&quot;customFields&quot;<!-- -->: </span><span class="json-view__summary">{ 1 key }</span></button>');
  const content = main('__docusaurus/debug/content');
  assert.equal([...content.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]), ['theme-classic@default', 'pages@default', 'docs@default', 'debug@default', 'sitemap@default']);
  assert.match(content, '<h2>pages@default</h2><p class="debug-layout__note">The whole content: ');
  assert.match(main('__docusaurus/debug/globalData'), '<span class="json-view__key">&quot;docs&quot;<!-- -->: </span>');
  const metadata = main('__docusaurus/debug/metadata');
  assert.match(metadata, `<dt>Node.js</dt><dd>${process.version}</dd>`);
  assert.match(metadata, '<h2>5<!-- --> plugin instances</h2>');
});

build("keeps the debug components and data out of every other page's first load", () => {
  const debugChunks = Object.entries(manifest.chunks).filter(([, m]) => /@theme\/Debug|generated[/\\]routes\.json|data[/\\]debug-/.test(m)).map(([id]) => id);
  assert.is(debugChunks.length, 10, debugChunks.join());
  for (const route of ['', 'about', 'docs/intro', 'docs/guides/install']) {
    const page = html(route);
    for (const id of debugChunks) assert.not.match(page, id, `${route || '/'} loads ${id}`);
    assert.not.match(page, /theme-Debug|JsonView|generated-routes/, route);
  }
});

build('the route manifest is a direct module: the text codegen wrote, not bundled', () => {
  const [id] = Object.entries(manifest.chunks).find(([, m]) => /generated[/\\]routes\.json$/.test(m))!;
  const debugRoutes = html('__docusaurus/debug/routes');
  const info = JSON.parse(/<script id="__DOCSITE_DATA__" type="application\/json">(.*?)<\/script>/s.exec(debugRoutes)![1]).chunks[id];
  assert.ok(info, 'the routes page loads the manifest chunk');
  const code = read(path.join(out, info.js));
  assert.ok(code.startsWith('export const __docsiteData=!0;export default JSON.parse('), 'written as a data module, not by rollup');
  assert.equal(JSON.parse(JSON.parse(code.slice(code.indexOf('JSON.parse(') + 11, code.lastIndexOf(')')))), manifest, 'the manifest codegen wrote');
});

build.run();
