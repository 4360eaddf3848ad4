// A site written for Docusaurus builds: its pages import @theme/ components and @docusaurus/*
// modules and render on the server as they would there; the constructs docsite lacks fail the
// build with file:line, the construct and what to write instead, leaving the previous build.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, read, runCli, seedPreviousBuild } from '../helpers/site.ts';

const built = suite('docsite build of Docusaurus-style content');
const out = path.join(fixture('docusaurus-compat'), 'build-compat');
const html = (p: string) => read(path.join(out, p, 'index.html'));
/** The text of the element with this id, tags and React's comment markers removed. */
const textOf = (page: string, id: string) => {
  const m = new RegExp(`<(\\w+) id="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(page);
  assert.ok(m, `no element with id "${id}"`);
  return m![2].replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
};

built.before(async () => {
  const r = await runCli(['build', 'test/fixtures/docusaurus-compat', '--out-dir', 'build-compat']);
  assert.is(r.code, 0, r.stderr + r.stdout);
});

built.after(() => fs.rmSync(out, { recursive: true, force: true }));

built('TOCInline lists the headings of the page from the toc its module exports', () => {
  const nav = /<nav class="toc-inline"[\s\S]*?<\/nav>/.exec(html('toc'))?.[0] ?? '';
  const links = [...nav.matchAll(/<a href="#([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
  assert.equal(links, ['first-section First section', 'a-detail-of-the-first A detail of the first', 'second-section Second section', 'third-section Third section']);
});

built('DocCardList without props shows a card per item of the category whose page it is on', () => {
  const page = html('docs/guides');
  const cards = [...page.matchAll(/<a class="doc-card" href="([^"]+)">[\s\S]*?<p class="doc-card__description"[^>]*>([^<]+)<\/p><\/a>/g)].map((m) => `${m[1]} ${m[2]}`);
  assert.equal(cards, ['/docs/guides/install/ Putting the tool on your machine.', '/docs/guides/deploy/ Putting the site online.']);
});

built('the docs client hooks read the doc page being rendered', () => {
  assert.is(textOf(html('docs/guides'), 'doc-facts'), 'Guides / Every guide of the fixture. / 2 items / version current / plugin default / route docusaurus-plugin-content-docs default');
});

built('ThemedImage renders both sources on the server, each marked with its mode', () => {
  const imgs = [...html('themed').matchAll(/<img src="([^"]+)" alt="A rectangle" class="themed-image themed-image--(\w+)"\/>/g)].map((m) => `${m[2]} ${m[1]}`);
  assert.equal(imgs, ['light /img/light.svg', 'dark /img/dark.svg']);
});

built('the @docusaurus/* modules give Docusaurus\' values on the server', () => {
  const page = html('modules');
  const facts = Object.fromEntries([...page.matchAll(/<li id="fact-(\w+)">/g)].map((m) => [m[1], textOf(page, `fact-${m[1]}`)]));
  assert.equal(facts, {
    title: 'Docusaurus Compat Fixture',
    locale: 'en',
    base: 'https://compat.example.com/img/light.svg /docs/',
    path: '/modules/',
    history: 'function',
    docs: '1 version, docs, active none',
    browser: 'server no dom',
    mode: 'light',
    navbar: '1 navbar item',
    class: 'markdown',
    internal: 'true false',
    translate: 'Hello reader',
    route: 'docusaurus-plugin-content-pages default',
    push: 'To the themed image',
  });
  assert.match(page, '<meta name="compat-check" content="head works"/>');
  assert.is(textOf(page, 'translated'), 'Translated text');
  assert.is(textOf(page, 'interpolated'), 'Hello everyone');
  assert.is(textOf(page, 'browser-only'), 'not yet');
  assert.match(page, '<a id="compat-link" href="/docs/guides/">The guides</a>');
});

built('the theme components Docusaurus content imports render with its props', () => {
  const page = html('modules');
  assert.match(page, '<div role="note" class="admonition admonition--tip" aria-label="A tip">');
  assert.match(page, /<div class="code-block language-js code-block--line-numbers" style="[^"]+" data-language="js"><div class="code-block__title">hello\.js<\/div>/);
  assert.match(page, '<p>Inline: <code>npm run build</code></p>');
  assert.match(page, '<summary class="details__summary">More</summary>');
  assert.match(page, '<h2 id="custom-heading" class="anchor">A custom heading<a href="#custom-heading"');
  assert.match(page, /<li role="tab"[^>]*aria-selected="true"[^>]*>Linux<\/li>/);
  // lazy: only the selected panel is rendered.
  assert.not.match(page, 'Mac text');
});

built('a CodeBlock with a string child is highlighted as the fenced block of the same code', () => {
  const blocks = [...html('modules').matchAll(/<div class="code-block [\s\S]*?<\/code>/g)].map((m) => m[0]);
  assert.is(blocks.length, 4);
  assert.match(blocks[0], /<span class="code-block__line">console\.<span style="[^"]+">log<\/span>/);
  assert.match(blocks[1], /<div class="code-block__title">lamp\.js<\/div>[\s\S]*<span class="code-block__line code-block__line--highlighted">lamp\.on <span style="[^"]+">=<\/span>/);
  assert.is(blocks[0], blocks[2]);
  assert.is(blocks[1], blocks[3]);
});

built('a page that imports no @docusaurus/ module loads none of their code', () => {
  /** The JS files a page's HTML loads or preloads, and whether they hold the compat modules' code. */
  const compatIn = (page: string) =>
    [...new Set([...html(page).matchAll(/(?:src|href)="(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]))].some((file) => /canUseIntersectionObserver|Hook useDoc is called outside/.test(read(path.join(out, file))));
  assert.ok(compatIn('modules'), 'the modules page loads ExecutionEnvironment');
  assert.ok(compatIn('docs/guides'), 'the guides page loads useDoc');
  assert.not.ok(compatIn('docs/intro'), 'the intro doc loads compat code');
  assert.not.ok(compatIn('toc'), 'the toc page loads compat code');
});

built.run();

const failing = suite('docsite build on Docusaurus constructs it does not support');

async function failingBuild(name: string) {
  const outDir = path.join(fixture(name), 'build');
  const before = seedPreviousBuild(outDir);
  const r = await runCli(['build', `test/fixtures/${name}`]);
  return { ...r, outDir, before, error: r.stderr.slice(r.stderr.indexOf('[ERROR]')).trimEnd() };
}

failing('an unknown @docusaurus/ module names file:line, the module, what to write instead and the modules provided', async () => {
  const r = await failingBuild('docusaurus-unknown-module');
  assert.is(r.code, 1);
  const [first, hint] = r.error.split('\n');
  assert.is(first, '[ERROR] test/fixtures/docusaurus-unknown-module/content/pages/index.mdx:6:29: docsite does not provide the Docusaurus module "@docusaurus/plugin-content-blog/client".');
  assert.ok(hint.startsWith(`  Hint: Blog pages get their post as props in docsite's blog theme components; swizzle BlogPostItem to change how a post renders. docsite provides: @docusaurus/Link, `), hint);
  assert.not.match(r.stderr, /\n\s+at /);
  assert.is(hashDir(r.outDir), r.before);
});

failing('a name a @docusaurus/ module lacks names file:line, the name and what the module provides', async () => {
  const r = await failingBuild('docusaurus-missing-export');
  assert.is(r.code, 1);
  assert.is(
    r.error,
    [
      '[ERROR] test/fixtures/docusaurus-missing-export/content/pages/index.mdx:5:24: "usePrismTheme" of "@docusaurus/theme-common" is not provided by docsite.',
      `  Hint: docsite's "@docusaurus/theme-common" provides useColorMode, useThemeConfig, useWindowSize, ThemeClassNames, PageMetadata. For anything else use docsite's runtime ("@docsite/runtime", listed in the Client API), or swizzle the docsite theme component you want to change.`,
    ].join('\n'),
  );
  assert.not.match(r.stderr, /\n\s+at /);
  assert.is(hashDir(r.outDir), r.before);
});

failing.run();
