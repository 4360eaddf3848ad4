// Whole builds of the changelog plugin: the changelog-basic fixture (26 releases from CHANGELOG.md,
// two list pages, the legacy "V2 Changelog" entry with a space in its URL, served by `docsite
// serve`), the plugin's content on its own (committers, stale entries), and a heading without a
// date failing the build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js } from 'xml-js';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../../src/cli/shared/context.ts';
import changelogPlugin from '../../../src/cli/plugins/changelog/index.ts';
import { cliPath, fixture, hashDir, read, repoRoot, runCli, seedPreviousBuild, type CliResult } from '../../helpers/site.ts';

const site = fixture('changelog-basic');
const out = path.join(site, 'build-changelog');
const build = suite('changelog plugin build');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/changelog-basic', '--out-dir', 'build-changelog']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

const file = (route: string) => path.join(out, route, 'index.html');
const html = (route: string) => read(file(route));
/** The page's own column: without the sidebar, which lists every entry, and the table of contents. */
const column = (route: string) => /<main[^>]*>(.*)<\/main>/s.exec(html(route))![1].replace(/<aside class="blog-layout__(?:sidebar|toc)"[^>]*>.*?<\/aside>/gs, '');
const listed = (route: string) => [...column(route).matchAll(/<h2 class="changelog-item__title"><a href="([^"]*)">/g)].map((m) => m[1]);

const VERSIONS = ['3.4.0', '3.3.2', '3.3.1', '3.3.0', '3.2.1', '3.2.0', '3.1.1', '3.1.0', '3.0.1', '3.0.0', '2.4.3', '2.4.2', '2.4.1', '2.4.0', '2.3.1', '2.3.0', '2.2.0', '2.1.0', '2.0.1', '2.0.0', '2.0.0-rc.1', '2.0.0-beta.2', '2.0.0-beta.1', '2.0.0-beta.0', '2.0.0-alpha.1'];
const TEAMS = ['Core team', 'Docs team', 'Infra team', 'Design team', 'QA team', 'Security team', 'Localization team', 'Community team', 'Tooling team', 'Search team', 'Theme team', 'Plugin team'];

build('exits 0 with every link checked, the space path included', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  assert.not.match(result.stdout + result.stderr, 'WARNING');
  assert.match(result.stdout, /✔ Check links/);
  assert.match(result.stdout, /✔ Post-build plugins/);
});

build('writes two list pages, one page per release, the legacy entry at a path with a space, and the authors pages', () => {
  for (const route of ['changelog', 'changelog/page/2', ...VERSIONS.map((v) => `changelog/${v}`), 'changelog/V2 Changelog', 'changelog/authors', 'changelog/authors/fixture-core', 'changelog/authors/fixture-l10n']) {
    assert.ok(fs.existsSync(file(route)), `${route}/index.html`);
  }
  assert.not.ok(fs.existsSync(file('changelog/page/3')));
  assert.not.ok(fs.existsSync(file('changelog/archive')), 'no archive');
  assert.not.ok(fs.existsSync(file('changelog/tags')), 'no tags');
});

build('lists 20 releases a page, newest first, same-day releases in file order, with encoded links', () => {
  assert.equal(listed('changelog'), VERSIONS.slice(0, 20).map((v) => `/changelog/${v}/`));
  assert.equal(listed('changelog/page/2'), [...VERSIONS.slice(20).map((v) => `/changelog/${v}/`), '/changelog/V2%20Changelog/']);
  assert.match(column('changelog'), '<header class="changelog-list__header"><h1>Changelog</h1><p>Every release and what changed in it</p></header>');
  assert.match(column('changelog'), '<a class="blog-paginator__link blog-paginator__link--next" href="/changelog/page/2/" rel="next"><div class="blog-paginator__label">Older entries</div></a>');
  assert.match(column('changelog/page/2'), '<a class="blog-paginator__link blog-paginator__link--prev" href="/changelog/" rel="prev"><div class="blog-paginator__label">Newer entries</div></a>');
  assert.match(html('changelog'), '<title>Changelog | Changelog Fixture</title>');
});

build('keeps list pages small: version, date and avatars, no release notes', () => {
  const list = column('changelog');
  assert.match(list, '<h2 class="changelog-item__title"><a href="/changelog/3.3.1/">3.3.1</a></h2><time class="changelog-item__date" dateTime="2024-05-03T19:59:00.000Z">May 3, 2024</time>');
  assert.not.match(list, 'New Feature');
  assert.not.match(list, 'blog-post-item__content');
});

build('shows the committers as an avatar row: initials, name as tooltip, ten at most behind a "+2 more" toggle, nothing fetched', () => {
  const header = /<header class="changelog-item__header">(.*?)<\/header>/s.exec(column('changelog'))![1];
  const names = [...header.matchAll(/<a class="changelog-avatar" title="([^"]*)" href="[^"]*"><span class="changelog-avatar__circle" style="[^"]*" role="img" aria-label="\1">/g)].map((m) => m[1]);
  assert.equal(names, TEAMS.slice(0, 10));
  assert.match(header, '<a class="changelog-avatar" title="Core team" href="/changelog/authors/fixture-core/"><span class="changelog-avatar__circle" style="background-color:hsl(315 45% 32%)" role="img" aria-label="Core team">CT</span></a>');
  assert.match(header, '<button type="button" class="changelog-authors__toggle" aria-expanded="false">+2 more</button>');
  for (const route of ['changelog', 'changelog/3.4.0']) {
    assert.not.match(html(route), /<img|github|avatars\./i, `${route}: avatars are drawn locally`);
  }
  assert.not.match(column('changelog/page/2'), /2\.0\.0-alpha\.1<\/a><\/h2><time[^>]*>[^<]*<\/time><div class="changelog-authors"/, 'a release without committers has no avatar row');
});

build('renders an entry with its version as title, #### headings as ## in the table of contents, and escaped prose', () => {
  const page = column('changelog/3.4.0');
  assert.match(page, '<h1 class="changelog-item__title">3.4.0</h1>');
  assert.match(page, '<h2 id="rocket-new-feature" class="anchor">:rocket: New Feature<a href="#rocket-new-feature"');
  assert.match(page, '<h2 id="committers-12" class="anchor">Committers: 12');
  assert.match(page, 'a plain { brace } and a &lt;bare tag&gt; in prose render as text, see <a href="https://example.com/notes" target="_blank" rel="noopener noreferrer">https://example.com/notes</a>');
  assert.match(page, '<span class="code-block__line">## not a release heading, ', 'code blocks stay as written');
  assert.match(html('changelog/3.4.0'), '<aside class="blog-layout__toc" aria-label="Table of contents"><nav class="toc" aria-label="On this page"><ul class="toc__list"><li><a href="#rocket-new-feature" class="toc__link">:rocket: New Feature</a></li>');
  assert.match(html('changelog/3.4.0'), '<title>3.4.0 | Changelog Fixture</title>');
  assert.match(html('changelog/3.4.0'), '<meta name="description" content="Release notes of 3.4.0: New Feature, Bug Fix, Documentation."/>');
});

build('links each entry to the newer and older release and back to the list page that shows it', () => {
  const first = column('changelog/3.4.0');
  assert.match(first, '<a class="changelog-page__back" href="/changelog/">← Back to index page</a>');
  assert.not.match(first, 'Newer release');
  assert.match(first, '<a class="blog-paginator__link blog-paginator__link--next" href="/changelog/3.3.2/" rel="next"><div class="blog-paginator__sublabel">Older release</div><div class="blog-paginator__label">3.3.2</div></a>');
  const alpha = column('changelog/2.0.0-alpha.1');
  assert.match(alpha, '<a class="changelog-page__back" href="/changelog/page/2/">← Back to index page</a>');
  assert.match(alpha, '<a class="blog-paginator__link blog-paginator__link--prev" href="/changelog/2.0.0-beta.0/" rel="prev"><div class="blog-paginator__sublabel">Newer release</div><div class="blog-paginator__label">2.0.0-beta.0</div></a>');
  assert.match(alpha, '<a class="blog-paginator__link blog-paginator__link--next" href="/changelog/V2%20Changelog/" rel="next"><div class="blog-paginator__sublabel">Older release</div><div class="blog-paginator__label">V2 Changelog</div></a>');
  const legacy = column('changelog/V2 Changelog');
  assert.match(legacy, '<h1 class="changelog-item__title">V2 Changelog</h1><time class="changelog-item__date" dateTime="2019-04-10T20:00:00.000Z">April 10, 2019</time>');
  assert.match(legacy, '<a class="changelog-page__back" href="/changelog/page/2/">← Back to index page</a>');
  assert.not.match(legacy, 'Older release');
});

build('puts every entry in a sidebar titled "Changelog"', () => {
  const sidebar = /<aside class="blog-layout__sidebar" aria-label="Sidebar">(.*?)<\/aside>/s.exec(html('changelog/3.0.0'))![1];
  assert.match(sidebar, '<div class="blog-sidebar__title">Changelog</div>');
  assert.is(sidebar.match(/class="blog-sidebar__item"/g)?.length, 26);
  assert.match(sidebar, '<a class="blog-sidebar__link blog-sidebar__link--active" aria-current="page" href="/changelog/3.0.0/">3.0.0</a>');
});

build('indexes the committers at /changelog/authors/ with their number of releases', () => {
  const authors = column('changelog/authors');
  assert.match(authors, '<a href="/changelog/authors/fixture-core/">Core team</a><span class="blog-author__count">9</span>');
  assert.match(authors, '<a href="/changelog/authors/fixture-l10n/">Localization team</a><span class="blog-author__count">1</span>');
  assert.is(authors.match(/<li>/g)?.length, TEAMS.length);
});

build('writes RSS, Atom and JSON feeds of the 20 newest releases, linked from every page', () => {
  const rss = xml2js(read(path.join(out, 'changelog/rss.xml')), { compact: true }) as any;
  const atom = xml2js(read(path.join(out, 'changelog/atom.xml')), { compact: true }) as any;
  const json = JSON.parse(read(path.join(out, 'changelog/feed.json')));
  assert.is(rss.rss.channel.title._text, 'Changelog Fixture changelog');
  assert.is(rss.rss.channel.item.length, 20);
  assert.is(rss.rss.channel.item[0].link._text, 'https://changelog.example.com/changelog/3.4.0/');
  assert.is(atom.feed.entry.length, 20);
  assert.is(json.items.length, 20);
  assert.is(json.items[0].title, '3.4.0');
  assert.match(json.items[0].content_html, '<h2 id="rocket-new-feature" class="anchor">:rocket: New Feature</h2>');
  assert.equal(json.items[0].authors[0], { name: 'Core team', url: 'https://changelog.example.com/changelog/authors/fixture-core/' });
  assert.match(html('changelog'), '<link rel="alternate" type="application/rss+xml" href="/changelog/rss.xml" title="Changelog Fixture changelog RSS Feed">');
  assert.match(html('changelog/3.4.0'), '<link rel="alternate" type="application/json" href="/changelog/feed.json" title="Changelog Fixture changelog JSON Feed">');
});

build('`docsite serve` answers 200 for the legacy entry, percent-encoded or not', async () => {
  const child = spawn(process.execPath, [cliPath, 'serve', 'test/fixtures/changelog-basic', '--dir', 'build-changelog', '--port', '0', '--host', '127.0.0.1'], { cwd: repoRoot, env: { ...process.env, NO_COLOR: '1' } });
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (d) => {
        output += d;
        const m = /at (http:\/\/\S+\/) /.exec(output);
        if (m) resolve(m[1]);
      });
      child.on('close', () => reject(new Error(`serve exited: ${output}`)));
    });
    const encoded = await fetch(new URL('changelog/V2%20Changelog/', base));
    assert.is(encoded.status, 200);
    assert.match(await encoded.text(), '<h1 class="changelog-item__title">V2 Changelog</h1>');
    const noSlash = await fetch(new URL('changelog/V2%20Changelog', base), { redirect: 'manual' });
    assert.is(noSlash.status, 301);
    assert.is(noSlash.headers.get('location'), '/changelog/V2%20Changelog/');
  } finally {
    child.kill();
  }
});

const content = suite('changelog plugin content');
const tmp = path.join(repoRoot, 'test/fixtures', `.tmp-changelog-${process.pid}`);
content.before(() => {
  fs.mkdirSync(tmp, { recursive: true });
});
content.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

content('turns committers into the authors of their entry, and removes the entries of releases that are gone', async () => {
  const siteConfig = validateConfig({ title: 'Tmp', url: 'https://example.com', plugins: [['changelog', {}]] }, path.join(tmp, 'site.config.ts'));
  const context = createLoadContext(tmp, siteConfig);
  const load = () => changelogPlugin(context, {}).loadContent!();
  fs.writeFileSync(path.join(tmp, 'CHANGELOG.md'), '## 1.1.0 (2024-02-01)\n\n#### Committers: 2\n\n- Core team (@core)\n- Docs team (@docs)\n\n## 1.0.0 (2024-01-01)\n\n- First.\n');
  const first = await load();
  assert.equal(first.posts.map((p) => [p.permalink, p.authors.map((a) => [a.key, a.name, a.page?.permalink])]), [
    ['/changelog/1.1.0/', [['core', 'Core team', '/changelog/authors/core/'], ['docs', 'Docs team', '/changelog/authors/docs/']]],
    ['/changelog/1.0.0/', []],
  ]);
  fs.writeFileSync(path.join(tmp, 'CHANGELOG.md'), '## 1.1.0 (2024-02-01)\n\n- Only this one.\n');
  const second = await load();
  assert.equal(second.posts.map((p) => p.permalink), ['/changelog/1.1.0/']);
  assert.equal(fs.readdirSync(path.join(context.generatedDir, 'changelog/default/entries')), ['1.1.0.md']);
});

content('says which file is missing and which option to set', async () => {
  const siteConfig = validateConfig({ title: 'Tmp', url: 'https://example.com', plugins: [['changelog', { changelogPath: 'NEWS.md' }]] }, path.join(tmp, 'site.config.ts'));
  const plugin = changelogPlugin(createLoadContext(tmp, siteConfig), { changelogPath: 'NEWS.md' });
  try {
    await plugin.loadContent!();
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.is(error.title, `The changelog file ${path.relative(process.cwd(), path.join(tmp, 'NEWS.md'))} was not found.`);
    assert.is(error.hint, 'Create it, or set the changelogPath option of the changelog plugin (relative to the folder of site.config.ts).');
  }
});

content('fails the build on a heading without a date, naming CHANGELOG.md:line, and keeps the previous build', async () => {
  const rel = path.relative(repoRoot, tmp);
  fs.writeFileSync(path.join(tmp, 'site.config.ts'), "export default { title: 'Tmp', url: 'https://example.com', plugins: ['changelog'] };\n");
  fs.writeFileSync(path.join(tmp, 'CHANGELOG.md'), '# Changelog\n\n## 1.1.0\n\n- Oops, no date.\n\n## 1.0.0 (2024-01-01)\n\n- First.\n');
  const before = seedPreviousBuild(path.join(tmp, 'build'));
  const r = await runCli(['build', rel]);
  assert.is(r.code, 1);
  assert.is(
    r.stderr.slice(r.stderr.indexOf('[ERROR]')).trimEnd(),
    [
      `[ERROR] ${rel}/CHANGELOG.md:3: The heading "## 1.1.0" has no release date; expected "## <version> (YYYY-MM-DD)", for example "## 3.5.0 (2024-06-30)".`,
      '  Hint: Every "## " heading of the changelog starts a release: write it as "## <version> (YYYY-MM-DD)", and use "####" for headings inside a release.',
    ].join('\n'),
  );
  assert.is(hashDir(path.join(tmp, 'build')), before);
});

build.run();
content.run();
