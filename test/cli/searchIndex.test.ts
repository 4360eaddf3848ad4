// The local search index: reading sections out of rendered HTML, and a whole build of the
// search-site fixture (shards per docs version and per plugin, hashed names, what is left out,
// the summary line, nothing of search in a page's first load).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../src/cli/shared/context.ts';
import { initPlugins } from '../../src/cli/plugins/index.ts';
import { extractSearchPage } from '../../src/cli/plugins/search/extractSections.ts';
import type { SearchManifest, ShardData } from '../../src/theme/SearchIndex/types.ts';
import { fixture, read, runCli } from '../helpers/site.ts';

const extract = suite('extractSearchPage');

const doc = `<!DOCTYPE html><html><head><title>Configuration | Site</title></head><body>
<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/docs/">Docs</a></nav>
<main class="main-wrapper"><aside><nav class="menu"><button type="button" class="menu__link menu__link--sublist menu__link--active">Guides</button></nav></aside>
<article><nav class="breadcrumbs">Home › Guides</nav><div class="markdown"><h1 id="configuration">Configuration</h1>
<p>The file &amp; its <code>options</code>.</p><script>ignored()</script>
<h2 id="options" class="anchor">Options<a href="#options" class="hash-link" aria-label="Direct link">#</a></h2><p>Every option has a default.</p>
<h3 id="output">Output <em>folder</em><a href="#output" class="hash-link">#</a></h3><p>Holds<br/>pages.</p><h4 id="deep">Deep</h4><p>More text.</p>
<h2>No id</h2><p>Joined to the section above.</p>
<h2 id="next">Next</h2><button type="button">Copy</button><pre><code>npm run build</code></pre><p>Code blocks stay out.</p></div></article></main>
<footer>Footer text</footer></body></html>`;

extract('gives the title, the active sidebar category and one section per h2 and h3 with an id; scripts, buttons and code blocks are not text', () => {
  assert.equal(extractSearchPage(doc), {
    title: 'Configuration',
    lvl0: 'Guides',
    sections: [
      { anchor: '', lvl2: '', lvl3: '', text: 'The file & its options.' },
      { anchor: 'options', lvl2: 'Options', lvl3: '', text: 'Every option has a default.' },
      { anchor: 'output', lvl2: 'Options', lvl3: 'Output folder', text: 'Holds pages. Deep More text. No id Joined to the section above.' },
      { anchor: 'next', lvl2: 'Next', lvl3: '', text: 'Code blocks stay out.' },
    ],
  });
});

extract('without a sidebar category the active navbar item names the group; without .markdown, <main> counts but its chrome does not', () => {
  const page = `<nav class="navbar"><a class="navbar__item navbar__link navbar__link--active" href="/showcase/">Showcase</a></nav><main><header><h1>Showcase</h1></header><nav>Filters</nav><section><p>Sites built with it.</p><h2 id="more">More</h2><p>Others.</p></section><footer>Credits</footer></main>`;
  assert.equal(extractSearchPage(page), {
    title: '',
    lvl0: 'Showcase',
    sections: [
      { anchor: '', lvl2: '', lvl3: '', text: 'Sites built with it.' },
      { anchor: 'more', lvl2: 'More', lvl3: '', text: 'Others.' },
    ],
  });
});


extract('an element never read ends at its own end tag, nested ones of its name included; one left open hides nothing after it', () => {
  const page = (body: string) => `<main><div class="markdown"><h1>T</h1><p>Before.</p>${body}<h2 id="after">After</h2><p>Tail.</p></div></main>`;
  const sections = (body: string) => extractSearchPage(page(body)).sections.map((s) => `${s.anchor}:${s.text}`);
  // An svg in an svg: the inner end tag does not end the outer one.
  assert.equal(sections('<svg viewBox="0 0 1 1"><svg><text>inner</text></svg><text>outer</text></svg><p>Mid.</p>'), [':Before. Mid.', 'after:Tail.']);
  // Tags inside a code block are not the page's: its heading is no section, its </div> closes nothing.
  assert.equal(sections('<pre><code><h2 id="fake">Fake</h2></div></code></pre><p>Mid.</p>'), [':Before. Mid.', 'after:Tail.']);
  // A <pre> without its end tag (not what the renderer writes): what follows is read as before.
  assert.equal(sections('<pre class="x"><p>Mid.</p>'), [':Before.']);
  assert.equal(extractSearchPage(page('<PRE>x</pre><p>Mid.</p>')).sections[0].text, 'Before. Mid.');
});
const activation = suite('search plugin activation');

activation('search joins a site with a navbar search item, Algolia settings, or the plugin listed; no other', async () => {
  const names = async (extra: Record<string, unknown>) => {
    const config = validateConfig({ title: 'Site', url: 'https://docs.example.com', ...extra }, 'site.config.ts');
    return (await initPlugins(createLoadContext(fixture('search-site'), config))).map((p) => p.name);
  };
  assert.not.ok((await names({})).includes('search'));
  assert.ok((await names({ themeConfig: { navbar: { items: [{ type: 'search', position: 'right' }] } } })).includes('search'));
  assert.ok((await names({ themeConfig: { algolia: { appId: 'A', apiKey: 'k', indexName: 'i' } } })).includes('search'));
  assert.equal((await names({ plugins: [['search', { contextualSearch: false }]], themeConfig: { navbar: { items: [{ type: 'search' }] } } })).filter((n) => n === 'search'), ['search'], 'listed once, with its options');
});

const build = suite('search index build');
const site = fixture('search-site');
const out = path.join(site, 'build-search-index');
let stdout = '';
let manifest: SearchManifest;
const shard = (name: string) => JSON.parse(read(path.join(out, manifest.shards.find((s) => s.name === name)!.url))) as ShardData;

build.before(async () => {
  const r = await runCli(['build', 'test/fixtures/search-site', '--out-dir', 'build-search-index']);
  assert.is(r.code, 0, r.stdout + r.stderr);
  stdout = r.stdout;
  manifest = JSON.parse(read(path.join(out, 'search-index.json')));
});

build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('prints the index size in the build summary', () => {
  assert.match(stdout, /^Search index: 5 shards, \d+\.\d KiB \(\d+\.\d KiB gzip\), 27 sections of 14 pages$/m);
});

build('writes one shard per docs version and one per other plugin, with content-hashed names', () => {
  assert.equal(
    manifest.shards.map((s) => [s.name, s.tag, s.kind, s.version ?? null]),
    [
      ['blog', 'default', 'blog', null],
      ['docs-default-1.0.0', 'docs-default-1.0.0', 'docs', '1.0.0'],
      ['docs-default-2.0.0', 'docs-default-2.0.0', 'docs', '2.0.0'],
      ['docs-default-current', 'docs-default-current', 'docs', 'current'],
      ['pages', 'default', 'pages', null],
    ],
  );
  for (const s of manifest.shards) {
    assert.match(s.url, new RegExp(`^/assets/search/${s.name.replace(/\./g, '\\.')}\\.[0-9a-f]{10}\\.json$`));
    const body = fs.readFileSync(path.join(out, s.url));
    assert.is(s.url.split('.').at(-2), crypto.createHash('sha256').update(body).digest('hex').slice(0, 10), `${s.name}: the name carries the content hash`);
    assert.is(s.bytes, body.length);
    assert.is(s.records, (JSON.parse(body.toString()) as ShardData).sections.length);
  }
});

build('records hold the page, its group, its headings and its text', () => {
  const legacy = shard('docs-default-1.0.0');
  assert.ok(legacy.pages.some(([url, lvl0, lvl1]) => url === '/docs/1.0.0/legacy-loader/' && lvl0 === 'Guides' && lvl1 === 'Legacy loader'));
  const index = legacy.pages.findIndex(([url]) => url === '/docs/1.0.0/legacy-loader/');
  assert.equal(
    legacy.sections.filter(([page]) => page === index),
    [
      [index, '', '', '', 'Version one loaded pages through the legacy loader.'],
      [index, 'the-orrery-mode', 'The orrery mode', '', 'The orrery mode rotates every page around the home page. Later versions removed it.'],
    ],
  );
  assert.equal(shard('blog').pages, [['/blog/2024/03/10/welcome/', 'Blog', 'Welcome to the fixture blog']]);
  assert.equal(shard('pages').pages.map(([url]) => url), ['/', '/about/']);
});

build('unlisted, draft and noindex pages, and list pages, are never indexed', () => {
  const all = manifest.shards.map((s) => fs.readFileSync(path.join(out, s.url), 'utf8')).join('\n');
  for (const word of ['zephyrine', 'quillwort', 'marzipanic', 'bramblewick', 'gallimaufry']) assert.not.ok(all.includes(word), `"${word}" is not in the index`);
  assert.not.ok(all.includes('/blog/tags/'), 'tag pages repeat posts: not indexed');
  assert.not.ok(all.includes('"/blog/"'), 'the list page repeats posts: not indexed');
  assert.ok(shard('docs-default-1.0.0').sections.some((s) => s[4].includes('orrery')));
  assert.not.ok(shard('docs-default-current').sections.some((s) => s[4].includes('orrery')));
});

build('adds the search page and the modal stylesheet, and keeps both out of every first page load', () => {
  const html = read(path.join(out, 'docs/next/intro/index.html'));
  assert.match(read(path.join(out, 'search/index.html')), '<meta name="robots" content="noindex, nofollow">', 'the search page is at /search/, kept out of search engines');
  const css = fs.readdirSync(path.join(out, 'assets/css')).filter((f) => /^docsearch\.[0-9a-f]{10}\.css$/.test(f));
  assert.is(css.length, 1);
  assert.ok(read(path.join(out, 'assets/css', css[0])).includes('.DocSearch-Modal'));
  const data = JSON.parse(/<script id="__DOCSITE_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]);
  assert.ok(data, 'page data is there');
  assert.not.match(html, /docsearch|minisearch|localClient/i, 'no modal script, stylesheet or index is preloaded');
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1];
  assert.not.ok(read(path.join(out, stylesheet)).includes('.DocSearch-Modal'), 'the main stylesheet has no modal styles');
  assert.match(html, /<button type="button" class="search-button" aria-keyshortcuts="Control\+K Meta\+K \/">/);
  assert.not.match(html, /algolia/i, 'without Algolia settings nothing points at Algolia');
});

extract.run();
activation.run();
build.run();
