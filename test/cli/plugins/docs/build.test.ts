// A whole build of the docs-versioned fixture: routes and files, titles, shared version data,
// unlisted and draft docs, generated-index cards, tags, banners, global data; and the
// docs-bad-sidebar fixture failing with every sidebar problem.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, read, runCli, type CliResult } from '../../../helpers/site.ts';

const site = fixture('docs-versioned');
const out = path.join(site, 'build-docs');
const build = suite('docs plugin build');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/docs-versioned', '--out-dir', 'build-docs']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

const html = (route: string) => read(path.join(out, route, 'index.html'));
const pageData = (route: string) => JSON.parse(/<script id="__DOCSITE_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html(route))![1]);
const main = (route: string) => /<main[^>]*>(.*)<\/main>/s.exec(html(route))![1];
const sidebarOf = (route: string) => /<aside class="docs-root__sidebar" aria-label="Sidebar">(.*?)<\/aside>/s.exec(html(route))?.[1] ?? '';

build('exits 0 with every link checked', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /✔ Check links/);
});

build('writes a page per doc of every version, generated index, tag page and community doc', () => {
  const pages = [
    'docs/next', 'docs/next/getting-started/installation', 'docs/next/getting-started/configuration', 'docs/next/guides', 'docs/next/guides/styling',
    'docs/next/guides/deploying', 'docs/next/tagged', 'docs/next/secret', 'docs/next/api/overview', 'docs/next/api/plugins', 'docs/next/api/plugins/content',
    'docs/next/api/plugins/search', 'docs/next/api/cli', 'docs/next/api/logger', 'docs/next/category/getting-started', 'docs/next/tags',
    'docs/next/tags/getting-started', 'docs/next/tags/advanced-usage',
    'docs', 'docs/getting-started/installation', 'docs/getting-started/configuration', 'docs/guides', 'docs/guides/styling', 'docs/api/overview', 'docs/api/cli', 'docs/category/getting-started',
    'docs/1.0.0', 'docs/1.0.0/getting-started/installation', 'docs/1.0.0/api/overview',
    'community/support', 'community/team',
  ];
  for (const page of pages) assert.ok(fs.existsSync(path.join(out, page, 'index.html')), `${page}/index.html`);
});

build('leaves drafts and underscore partials out, and gives versions without tags no tag pages', () => {
  assert.not.ok(fs.existsSync(path.join(out, 'docs/next/draft-page')), 'the draft doc has no page');
  assert.not.ok(fs.existsSync(path.join(out, 'docs/next/api/partial')), 'the _partial file is not a doc');
  assert.not.ok(fs.existsSync(path.join(out, 'docs/tags')), '2.0.0 has no tagged doc');
  assert.not.match(sidebarOf('docs/next/guides'), 'Draft page');
});

build('titles pages from front matter, else the first heading, else the id', () => {
  assert.match(html('docs/next/getting-started/configuration'), '<title>Configuration | Docs Fixture</title>');
  assert.match(html('docs/next/getting-started/installation'), '<title>Installation | Docs Fixture</title>');
  assert.match(html('docs/next/tagged'), '<title>A tagged doc | Docs Fixture</title>');
  assert.match(main('docs/next/tagged'), '<header class="markdown"><h1>A tagged doc</h1></header>', 'a doc without its own h1 gets one');
  assert.is(main('docs/next/getting-started/installation').match(/<h1/g)?.length, 1, 'a doc with its own h1 gets no second one');
  assert.match(html('docs/next/category/getting-started'), '<title>Getting Started | Docs Fixture</title>');
  assert.match(html('docs/next/tags'), '<title>Tags | Docs Fixture</title>');
});

build('loads one version data file for all docs of a version, and a small metadata file per doc', () => {
  const versionChunk = (route: string) => pageData(route).chain[0].modules.version as string;
  const next = ['docs/next', 'docs/next/tagged', 'docs/next/api/cli', 'docs/next/category/getting-started', 'docs/next/tags'].map(versionChunk);
  assert.is(new Set(next).size, 1, 'every page of the version references the same data chunk');
  assert.is.not(versionChunk('docs'), next[0]);
  assert.is.not(versionChunk('docs/1.0.0'), versionChunk('docs'));
  const chain = pageData('docs/next/tagged').chain;
  assert.equal(chain.map((r: any) => r.component.replace(/-\w+$/, '')), ['theme-DocVersionRoot', 'theme-DocRoot', 'theme-DocItem']);
  assert.equal(Object.keys(chain[2].modules).filter((k) => !k.startsWith('sidebar:')), ['content', 'metadata']);
  // The sidebar comes in parts: the version file holds its top level, the page loads the parts it shows open.
  assert.ok(Object.keys(chain[2].modules).some((k) => k.startsWith('sidebar:')), 'the page loads the sidebar parts it shows open');
  assert.ok(Object.keys(chain[0].modules).some((k) => k.startsWith('~sidebar:')), 'the version route lists every part, loaded on demand');
  const dataDir = path.join(site, '.docsite/generated/data/docs-default');
  const versionFiles = fs.readdirSync(dataDir).filter((d) => fs.existsSync(path.join(dataDir, d, 'version.json')));
  assert.is(versionFiles.length, 3);
  const docFile = fs.readdirSync(path.join(dataDir, versionFiles[0], 'docs'))[0];
  assert.not.match(read(path.join(dataDir, versionFiles[0], 'docs', docFile)), 'docsSidebars', 'sidebars are not copied into doc files');
});

build('marks an unlisted doc noindex with a banner, and hides it from the sidebar of other pages', () => {
  const secret = html('docs/next/secret');
  assert.match(secret, '<meta name="robots" content="noindex, nofollow"');
  assert.match(secret, 'This page is unlisted.');
  assert.match(sidebarOf('docs/next/secret'), '>Secret page</a>');
  assert.not.match(sidebarOf('docs/next/guides/styling'), 'Secret page');
  assert.not.match(html('docs/next/guides/styling'), 'name="robots"');
});

build('renders a card per item on a generated-index page, with doc descriptions', () => {
  const page = main('docs/next/category/getting-started');
  assert.match(page, '<h1>Getting Started</h1><p>Install the fixture and configure it.</p>');
  const cards = [...page.matchAll(/<a class="doc-card" href="([^"]+)">.*?<\/h2>(?:<p[^>]*>([^<]*)<\/p>)?<\/a>/g)].map((m) => [m[1], m[2]]);
  assert.equal(cards, [
    ['/docs/next/getting-started/installation/', 'Install the fixture with one command.'],
    ['/docs/next/getting-started/configuration/', 'Every option of the fixture.'],
  ]);
});

build('links previous and next across categories and shows breadcrumbs', () => {
  const page = main('docs/next/getting-started/installation');
  assert.match(page, /pagination-nav__link--prev" href="\/docs\/next\/category\/getting-started\/".*?Getting Started/);
  assert.match(page, /pagination-nav__link--next" href="\/docs\/next\/getting-started\/configuration\/".*?Configuration/);
  assert.match(main('docs/next/guides/styling'), /pagination-nav__link--next" href="\/docs\/next\/guides\/deploying\/".*?Deploy it/);
  assert.match(page, '<a class="breadcrumbs__link" href="/docs/next/category/getting-started/">Getting Started</a>');
});

build('orders the autogenerated api sidebar by position and folds a lone index doc into a link', () => {
  const labels = [...sidebarOf('docs/next/api/cli').matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  // The Plugins category is collapsed here, and collapsed categories render their items only once opened.
  assert.equal(labels, ['API overview', 'Plugins', 'CLI', 'logger']);
  const inPlugins = [...sidebarOf('docs/next/api/plugins/content').matchAll(/class="menu__link[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  assert.equal(inPlugins, ['API overview', 'Plugins', 'Content plugin', 'Search plugin', 'CLI', 'logger']);
  assert.match(sidebarOf('docs/next/api/cli'), '<a class="menu__link menu__link--active" aria-current="page" href="/docs/next/api/cli/">CLI</a>');
});

build('shows version banners with a link to the same doc in the latest version', () => {
  assert.match(main('docs/1.0.0'), 'This is documentation for Docs Fixture 1.0.0, which is no longer actively maintained.');
  assert.match(main('docs/next/getting-started/configuration'), 'This is unreleased documentation for Docs Fixture Canary version.');
  assert.match(main('docs/next/getting-started/configuration'), '<a href="/docs/getting-started/configuration/"><b>latest version</b></a>');
  assert.not.match(main('docs/getting-started/configuration'), 'doc-version-banner');
  assert.match(main('docs/getting-started/configuration'), 'Version: <!-- -->2.0.0');
  assert.not.match(main('community/support'), 'doc-version-badge', 'a single version has no badge');
});

build('shows tags, the edit link and the last update', () => {
  const intro = main('docs/next');
  assert.match(intro, 'href="https://github.com/example/docs-fixture/edit/main/content/docs/intro.md"');
  assert.match(intro, 'Last updated<!-- --> on <time dateTime="2024-05-01T00:00:00.000Z">May 1, 2024</time> by <b>Docs Team</b>');
  assert.match(main('docs/next/tagged'), '<a class="tag" href="/docs/next/tags/advanced-usage/">Advanced Usage</a>');
  assert.match(main('docs/next/tags'), /href="\/docs\/next\/tags\/getting-started\/">getting-started<!-- --> <span class="tag__count">1<\/span>/);
  assert.match(main('docs/next/tags/advanced-usage'), '<h1>1 doc tagged with &quot;Advanced Usage&quot;</h1>');
});

build('publishes global data in the shape the navbar reads, and the navbar uses it', () => {
  const data = JSON.parse(read(path.join(site, '.docsite/generated/site-data.json'))).globalData.docs;
  assert.equal(Object.keys(data), ['default', 'community']);
  const next = data.default.versions[0];
  assert.equal([data.default.path, data.default.breadcrumbs], ['/docs', true]);
  assert.equal(data.default.versions.map((v: any) => [v.name, v.label, v.path, v.isLast, v.mainDocId]), [
    ['current', 'Canary', '/docs/next', false, 'intro'],
    ['2.0.0', '2.0.0', '/docs', true, 'intro'],
    ['1.0.0', '1.0.0', '/docs/1.0.0', false, 'intro'],
  ]);
  assert.equal(next.draftIds, ['draft-page']);
  assert.equal(next.sidebars, { docs: { link: { path: '/docs/next/', label: 'Introduction' } }, api: { link: { path: '/docs/next/api/overview/', label: 'API overview' } } });
  // Only the docs the navbar links by id (and the main doc): the list goes into every page's entry chunk.
  assert.equal(next.docs, [{ id: 'intro', path: '/docs/next/', sidebar: 'docs' }]);
  assert.equal(data.community.versions[0].docs, [{ id: 'support', path: '/community/support/', sidebar: 'community' }]);
  const navbar = /<nav aria-label="Main".*?<\/nav>/s.exec(html('docs/next/api/cli'))![0];
  assert.match(navbar, '<a class="navbar__item navbar__link" href="/docs/next/">Docs</a>');
  assert.match(navbar, '<a class="navbar__item navbar__link navbar__link--active" aria-current="page" href="/docs/next/api/overview/">API</a>');
  assert.match(navbar, '<a class="dropdown__link" href="/docs/api/cli/">2.0.0</a>');
});

build.run();

const bad = suite('docs plugin build with a bad sidebars file');

bad('fails with every sidebar problem, the nearest doc id and the file', async () => {
  const r = await runCli(['build', 'test/fixtures/docs-bad-sidebar', '--out-dir', 'build-bad']);
  assert.is(r.code, 1);
  const output = r.stdout + r.stderr;
  assert.match(output, '[ERROR] test/fixtures/docs-bad-sidebar/content/sidebars.json: The sidebars file has 2 problems (docs version "current"):');
  assert.match(output, '  - "instalation" in sidebar "docs" (docs[1]): doc id not found, did you mean "installation"?');
  assert.match(output, '  - docs[2]: unknown sidebar item type "docs"; did you mean "doc"? Known types: "doc", "ref", "link", "category", "autogenerated", "html".');
  assert.not.ok(fs.existsSync(path.join(fixture('docs-bad-sidebar'), 'build-bad')));
});

bad.run();
