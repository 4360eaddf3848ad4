// docsite's own website: structure and accessibility of what readers get.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { XMLParser } from 'fast-xml-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer, type RunningServer } from '../../src/cli/serve.ts';
import { launchBrowser, openPage, waitForApp } from '../helpers/browser.ts';
import { read, repoRoot, runCli } from '../helpers/site.ts';

const site = suite('the docsite website');
const outName = `.docsite/test-site-build-${process.pid}`;
const out = path.join(repoRoot, outName);
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let server: RunningServer;
let browser: Browser;

site.before(async () => {
  const r = await runCli(['build', '.', '--out-dir', outName]);
  assert.is(r.code, 0, r.stderr);
  server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

site.after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(out, { recursive: true, force: true });
});

let pagesCache: string[] | undefined;
/** The site's pages: every HTML file except the client-redirects plugin's redirect pages. */
const htmlFiles = () =>
  (pagesCache ??= fs
    .readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html') && !read(path.join(out, f)).includes('<meta http-equiv="refresh"')));

site('every page has exactly one h1', () => {
  const files = htmlFiles();
  assert.ok(files.length >= 7, `${files.length} pages`);
  for (const f of files) {
    const count = (read(path.join(out, f)).match(/<h1[\s>]/g) ?? []).length;
    assert.is(count, 1, `${f} has ${count} h1 elements`);
  }
});

for (const p of ['/', '/docs/', '/docs/cli/']) {
  site(`on ${p} the skip link is the first focusable element and jumps to the main content`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(new URL(p, server.url).href);
    await waitForApp(page);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#__docsite_main');
    await context.close();
  });
}

for (const p of ['/', '/docs/installation/']) {
  site(`${p} has no axe-core violations of serious or critical impact`, async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(new URL(p, server.url).href);
    await waitForApp(page);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: any) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    });
    assert.equal(violations, []);
    assert.equal(problems.filter((x) => !x.includes('Failed to load resource')), [], 'no console errors');
    await context.close();
  });
}

const exists = (p: string) => fs.existsSync(path.join(out, decodeURIComponent(p), 'index.html'));
const routesUnder = (prefix: string) => htmlFiles().filter((f) => f.startsWith(prefix)).map((f) => `/${f.replace(/index\.html$/, '')}`);

site('blog routes: 23 posts, list pages 2 to 5, archive, tags with pagination, authors', () => {
  for (const p of ['/blog/', '/blog/page/2/', '/blog/page/5/', '/blog/archive/', '/blog/tags/', '/blog/tags/release/', '/blog/tags/release/page/2/', '/blog/tags/release/page/3/', '/blog/authors/', '/blog/releases/2.2/', '/blog/releases/3.4/']) {
    assert.ok(exists(p), `${p} exists`);
  }
  assert.not.ok(exists('/blog/page/6/'), 'five list pages only');
  const posts = routesUnder('blog/').filter((r) => /^\/blog\/(\d{4}\/\d\d\/\d\d|releases)\/.+/.test(r) || /^\/blog\/(preparing|upgrading)-/.test(r));
  assert.is(posts.length, 23, posts.join('\n'));
  const tags = routesUnder('blog/tags/').filter((r) => !r.includes('/page/') && r !== '/blog/tags/');
  assert.is(tags.length, 15, tags.join(' '));
  assert.ok(routesUnder('blog/authors/').length >= 7, 'the authors index and a page per author');
});

site('changelog routes: 97 entries incl. the space path, list pages 2 to 5 with 17 on the last, authors', () => {
  const entries = routesUnder('changelog/').filter((r) => !/^\/changelog\/(page|authors)\//.test(r) && r !== '/changelog/');
  assert.is(entries.length, 97);
  assert.ok(exists('/changelog/V2%20Changelog/'), 'the legacy section at /changelog/V2 Changelog/');
  for (const p of ['/changelog/', '/changelog/page/2/', '/changelog/page/5/', '/changelog/authors/', '/changelog/3.4.0/', '/changelog/2.0.0-alpha.19/']) assert.ok(exists(p), `${p} exists`);
  assert.not.ok(exists('/changelog/page/6/'));
  const last = read(path.join(out, 'changelog/page/5/index.html'));
  assert.is((last.match(/<article/g) ?? []).length, 17, 'page 5 lists 17 entries');
});

site('test blog: list pages 2 to 7, archive, authors, tags, an unlisted post kept out of the lists', () => {
  for (const p of ['/tests/blog/', '/tests/blog/page/2/', '/tests/blog/page/7/', '/tests/blog/archive/', '/tests/blog/authors/', '/tests/blog/tags/', '/tests/blog/unlisted-post/']) assert.ok(exists(p), `${p} exists`);
  assert.not.ok(exists('/tests/blog/page/8/'));
  assert.not.ok(exists('/tests/blog/draft-post/'), 'drafts are not built in production');
  const lists = routesUnder('tests/blog/page/').map((r) => read(path.join(out, r, 'index.html'))).join('') + read(path.join(out, 'tests/blog/index.html'));
  const listed = [...lists.matchAll(/class="blog-post-item__title"><a href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(listed.length >= 19, `${listed.length} posts listed`);
  assert.not.ok(listed.includes('/tests/blog/unlisted-post/'), 'the unlisted post is in no list page');
});

for (const dir of ['blog', 'changelog', 'tests/blog']) {
  site(`${dir} feeds parse as RSS 2.0, Atom 1.0 and JSON Feed 1.1, with absolute URLs only`, () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
    const rss = parser.parse(read(path.join(out, dir, 'rss.xml')));
    assert.is(rss.rss['@version'], '2.0');
    const rssItems = [rss.rss.channel.item].flat();
    assert.ok(rssItems.length > 0);
    for (const item of rssItems) assert.match(String(item.link), /^https:\/\/docsite\.dev\//);
    const atom = parser.parse(read(path.join(out, dir, 'atom.xml')));
    assert.is(atom.feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    for (const entry of [atom.feed.entry].flat()) for (const link of [entry.link].flat()) assert.match(String(link['@href']), /^https:\/\//);
    const json = JSON.parse(read(path.join(out, dir, 'feed.json')));
    assert.is(json.version, 'https://jsonfeed.org/version/1.1');
    for (const item of json.items) assert.match(item.url, /^https:\/\/docsite\.dev\//);
    // Relative href/src attributes inside the feed contents would break in feed readers.
    const bodies = json.items.map((i: any) => i.content_html ?? '').join('\n');
    assert.not.match(bodies, /\s(href|src)="\/(?!\/)/, 'no root-relative URL in feed content');
  });
}

site.run();
