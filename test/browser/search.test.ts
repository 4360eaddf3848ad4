// Search in real Chromium on the built search-site fixture: the DocSearch modal over the local
// index (shortcuts, contextual version filtering, router navigation, recent searches, what the
// first query downloads), the search page, and the same modal and page answered by a stubbed
// Algolia when themeConfig.algolia is set.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page, Response, Route } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const local = suite('search over the local index');
const algolia = suite('search with themeConfig.algolia (Algolia stubbed)');
// The fixture built twice: with its local index, and with themeConfig.algolia instead.
const site = useServedSite([local, algolia], {
  site: 'search-site',
  builds: {
    local: { outDir: 'build-search-browser' },
    algolia: { outDir: 'build-search-algolia', args: ['--config', 'site.algolia.config.ts'] },
  },
});
const desktop = { viewport: { width: 1280, height: 900 } };

const modalText = (page: Page) => page.locator('.DocSearch-Modal').innerText();
const hitTitles = (page: Page) => page.locator('.DocSearch-Hit-title').allInnerTexts();

/**
 * Presses Ctrl+K until the modal opens: the page may still be hydrating when the test starts, and
 * the shortcut listener comes with hydration. A press during the modal's download opens it too.
 */
async function openModal(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Control+k');
    try {
      await page.waitForSelector('.DocSearch-Input:focus', { timeout: attempt < 4 ? 3000 : 30_000 });
      return;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * Opens the modal and enters the whole query as one input event, so that the modal runs one
 * search: hits in the dropdown are then that query's hits (typing letter by letter ran a search
 * per letter, and a slow CI machine showed the hits of "o" for "orrery"). While the search runs,
 * the modal may already say "No results for" the query, so a query expected to find nothing must
 * show that for half a second.
 */
async function openAndSearch(page: Page, query: string, expect: 'hits' | 'no results' = 'hits'): Promise<void> {
  await openModal(page);
  await page.fill('.DocSearch-Input', query);
  if (expect === 'hits') {
    await page.waitForSelector('.DocSearch-Hit');
    return;
  }
  await page.waitForFunction((q) => (document.querySelector('.DocSearch-Dropdown')?.textContent ?? '').includes(`No results for "${q}"`), query);
  let last = '';
  let since = Date.now();
  for (const start = Date.now(); Date.now() - since < 500 && Date.now() - start < 15_000; await page.waitForTimeout(50)) {
    const now = await page.locator('.DocSearch-Dropdown').innerHTML();
    if (now !== last) (last = now), (since = Date.now());
  }
}

// ---------------------------------------------------------------------------------------------

const url = (p: string) => site.builds.local.url(p);

local('Ctrl+K, Meta+K, "/" and typing into the focused button open the modal; Escape and Ctrl/Meta+K close it', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openModal(page);
  assert.is(await page.getAttribute('.DocSearch-Input', 'placeholder'), 'Search docs');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  // Focus moves back once the modal's teardown has run, which may come a frame after it is gone.
  await page.waitForFunction(() => document.activeElement?.className === 'search-button', null, { timeout: 3000 }).catch(() => {});
  assert.is(await page.evaluate(() => document.activeElement?.className), 'search-button', 'focus goes back to the button');

  await page.keyboard.press('Meta+k');
  await page.waitForSelector('.DocSearch-Input:focus');
  await page.keyboard.press('Meta+k');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await page.waitForSelector('.DocSearch-Input:focus');
  assert.is(await page.inputValue('.DocSearch-Input'), '', 'the slash opens the modal without typing itself');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });

  await page.focus('.search-button');
  await page.keyboard.press('d');
  await page.waitForSelector('.DocSearch-Input:focus');
  assert.is(await page.inputValue('.DocSearch-Input'), 'd');
  await page.keyboard.type('eploy');
  await page.waitForFunction(() => document.querySelector('.DocSearch-Hit-title')?.textContent === 'Deployment');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  assert.equal(problems, []);
  await context.close();
});

local('"/" typed into a text field stays in the field', async () => {
  const { page, context } = await openPage(site.browser, desktop);
  await page.goto(url('/search/'));
  await waitForApp(page);
  await page.fill('.search-page__input', '');
  await page.focus('.search-page__input');
  await page.keyboard.type('a/b');
  assert.is(await page.inputValue('.search-page__input'), 'a/b');
  assert.is(await page.locator('.DocSearch-Modal').count(), 0);
  await context.close();
});

local('results are those of the docs version being read: a word of an old version is found only from that version', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/1.0.0/intro/'));
  await waitForApp(page);
  await openAndSearch(page, 'orrery');
  assert.equal(await hitTitles(page), ['The orrery mode']);
  assert.match(await page.innerHTML('.DocSearch-Hit-title'), '<mark>orrery</mark>');
  await page.keyboard.press('Escape');

  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openAndSearch(page, 'orrery', 'no results');
  assert.match(await modalText(page), 'No results for "orrery"');
  await page.keyboard.press('Escape');

  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openAndSearch(page, 'release');
  assert.ok((await hitTitles(page)).some((t) => t.includes('Release cadence')), 'the blog is searchable from any docs version');
  assert.equal(problems, []);
  await context.close();
});

local('clicking a result opens it through the client router and remembers it as a recent search', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openModal(page);
  assert.is(await page.evaluate(() => getComputedStyle(document.querySelector('.DocSearch-Footer')!, '::before').content), '"No recent searches"');
  await page.keyboard.press('Escape');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await openAndSearch(page, 'hosting');
  await page.click('.DocSearch-Hit a >> nth=0');
  await page.waitForURL(/\/docs\/next\/deployment\/#hosting-providers$/);
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  await page.waitForSelector('h1:has-text("Deployment")');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  await openModal(page);
  assert.match(await modalText(page), 'Recent');
  assert.match(await modalText(page), 'Hosting providers');
  assert.ok(await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('__DOCSEARCH_RECENT_SEARCHES__'))));
  assert.equal(problems, []);
  await context.close();
});

local('"See all results" opens the search page for the query', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openAndSearch(page, 'options');
  const footer = page.locator('.DocSearch-HitsFooter a[href$="?q=options"]');
  await footer.waitFor();
  const count = /^See all (\d+) results$/.exec(await footer.innerText());
  assert.ok(count, await footer.innerText());
  await footer.click();
  await page.waitForURL(/\/search\/\?q=options$/);
  await page.waitForSelector('.search-page__result');
  assert.ok(Number(count![1]) > 0);
  assert.is(await page.inputValue('.search-page__input'), 'options');
  assert.is(await page.locator('.DocSearch-Modal').count(), 0);
  assert.equal(problems, []);
  await context.close();
});

local('the modal, its styles and the index load only on intent, and a first query downloads under 300 KB gzipped', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url('/docs/next/configuration/'));
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const firstLoad = responses.splice(0).map((r) => r.url());
  assert.not.ok(firstLoad.some((u) => /docsearch|localClient|search-index|\/assets\/search\//.test(u)), `first load: ${firstLoad.join(' ')}`);

  await page.hover('.search-button');
  await page.waitForFunction(() => document.querySelector('link[data-docsite-search]') !== null);
  await page.click('.search-button');
  await page.waitForSelector('.DocSearch-Input:focus');
  await page.keyboard.type('output');
  await page.waitForSelector('.DocSearch-Hit');
  await page.waitForLoadState('networkidle');
  const downloads = await Promise.all(responses.map(async (r) => ({ url: r.url(), gzip: zlib.gzipSync(await r.body()).length })));
  const total = downloads.reduce((n, d) => n + d.gzip, 0);
  assert.ok(downloads.every((d) => d.url.startsWith(site.builds.local.origin)), 'everything comes from the site itself');
  const names = downloads.map((d) => new URL(d.url).pathname);
  assert.ok(names.some((n) => /\/assets\/js\/vendor\/docsearch\.[A-Z0-9]{8}\.js$/.test(n)), names.join(' '));
  assert.ok(names.some((n) => /\/assets\/css\/docsearch\.[0-9a-f]{10}\.css$/.test(n)));
  assert.ok(names.includes('/search-index.json'));
  assert.ok(names.some((n) => n.startsWith('/assets/search/docs-default-current.')), 'the current version shard');
  assert.not.ok(names.some((n) => /\/assets\/search\/docs-default-(1|2)\./.test(n)), 'other versions are not downloaded');
  assert.ok(total < 300 * 1024, `first query downloaded ${(total / 1024).toFixed(1)} KiB gzipped`);
  assert.equal(problems, []);
  await context.close();
});

local('the search page lists every result grouped by page, filters by area and version, and keeps the query in the URL', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url('/search/?q=install'));
  await waitForApp(page);
  await page.waitForSelector('.search-page__result');
  assert.is(await page.inputValue('.search-page__input'), 'install');
  assert.equal(await page.locator('.search-page__result-title').allInnerTexts(), ['Installation']);
  assert.match(await page.innerHTML('.search-page__result'), '<mark>Install</mark>');
  assert.is(await page.locator('.search-page__badge').first().innerText(), '2.0.0', 'outside the docs, the latest version');

  await page.selectOption('select[aria-label="Docs version"]', 'current');
  await page.waitForSelector('.search-page__badge:has-text("Canary")');
  await page.fill('.search-page__input', 'fixture');
  await page.waitForFunction(() => document.querySelectorAll('.search-page__result').length > 2);
  assert.is(new URL(page.url()).search, '?q=fixture', 'the URL follows the query (replaceState)');
  const titles = await page.locator('.search-page__result-title').allInnerTexts();
  assert.ok(titles.includes('Welcome to the fixture blog') && titles.includes('About the fixture') && titles.includes('Introduction'), titles.join(', '));

  await page.selectOption('select[aria-label="Where to search"]', 'other');
  await page.waitForFunction(() => !document.querySelector('.search-page__badge'));
  assert.not.ok((await page.locator('.search-page__result-title').allInnerTexts()).includes('Introduction'));

  await page.selectOption('select[aria-label="Where to search"]', 'docs');
  await page.selectOption('select[aria-label="Docs version"]', '1.0.0');
  await page.fill('.search-page__input', 'orrery');
  await page.waitForSelector('.search-page__section-heading:has-text("The orrery mode")');
  await page.click('.search-page__section-heading');
  await page.waitForURL(/\/docs\/1\.0\.0\/legacy-loader\/#the-orrery-mode$/);
  const origin = new URL(site.builds.local.origin).origin;
  assert.equal(requests.filter((r) => !r.startsWith(origin)), [], 'no request leaves the site');
  assert.equal(problems, []);
  await context.close();
});

/**
 * The page's requests matching `pattern` and its console, with notes, printed when the wait given
 * to explain() fails: a wait that timed out in CI (once each, not reproduced since) says what the
 * page did meanwhile.
 */
function searchLog(page: Page, pattern: RegExp) {
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string) => lines.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
  page.on('request', (r) => pattern.test(r.url()) && add(`request ${r.method()} ${r.url()} ${(r.postData() ?? '').slice(0, 160)}`));
  page.on('requestfailed', (r) => pattern.test(r.url()) && add(`failed ${r.url()}: ${r.failure()?.errorText}`));
  page.on('response', (r) => pattern.test(r.url()) && add(`response ${r.status()} ${r.url()}`));
  page.on('console', (m) => add(`console ${m.type()}: ${m.text().slice(0, 300)}`));
  return {
    note: add,
    async explain<T>(wait: () => Promise<T>): Promise<T> {
      try {
        return await wait();
      } catch (error) {
        const screen = await page.evaluate(() => ({ focus: document.activeElement?.className, input: (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value, container: document.querySelector('.DocSearch-Container')?.className, modal: document.querySelector('.DocSearch-Modal')?.textContent?.slice(0, 400) })).catch(() => null);
        console.log(`What the page did (${pattern}):\n${lines.join('\n')}\nOn screen: ${JSON.stringify(screen)}`);
        throw error;
      }
    },
  };
}

local('a failed index download shows the error texts, not "No results"', async () => {
  const { page, context } = await openPage(site.browser, desktop);
  await page.route('**/search-index.json', (route) => route.abort());
  const log = searchLog(page, /search/);
  await page.goto(url('/docs/next/intro/'));
  await waitForApp(page);
  await openModal(page);
  await page.keyboard.type('install');
  await page.waitForSelector('.docsite-search--error .DocSearch-Dropdown');
  const shown = await page.evaluate(() => getComputedStyle(document.querySelector('.DocSearch-Dropdown')!, '::before').content);
  assert.is(shown.replace(/\\a /i, '\n'), '"Unable to fetch results\nYou might want to check your network connection."');
  assert.not.ok(await page.locator('.DocSearch-NoResults').isVisible());
  await page.unroute('**/search-index.json');
  log.note('unrouted');
  await page.keyboard.type('ation');
  log.note('typed "ation"');
  await log.explain(() => page.waitForSelector('.DocSearch-Hit'));
  assert.is(await page.locator('.docsite-search--error').count(), 0, 'the next search that works clears the error');
  await context.close();
});

// ---------------------------------------------------------------------------------------------

const algoliaUrl = (p: string) => site.builds.algolia.url(p);

const hit = (url: string, lvl1: string, lvl2: string | null, content: string) => ({
  objectID: url,
  url,
  url_without_anchor: url.split('#')[0],
  anchor: url.split('#')[1] ?? null,
  type: lvl2 ? 'lvl2' : 'lvl1',
  content,
  hierarchy: { lvl0: 'Guides', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  docsite_tag: ['docs-default-1.0.0'],
  _highlightResult: { hierarchy: { lvl0: { value: 'Guides' }, lvl1: { value: lvl1 }, ...(lvl2 && { lvl2: { value: `<mark>${lvl2}</mark>` } }) }, content: { value: content } },
  _snippetResult: { content: { value: content } },
});

/** Answers Algolia's search hosts with two hits and records the queries. */
async function stubAlgolia(page: Page): Promise<{ queries: any[]; hosts: string[] }> {
  const seen = { queries: [] as any[], hosts: [] as string[] };
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    const request = route.request();
    seen.hosts.push(new URL(request.url()).host);
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, GET, OPTIONS' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const { requests } = JSON.parse(request.postData() ?? '{}');
    seen.queries.push(...requests);
    const hits = [hit('https://search.example.com/moved/deployment/#hosting-providers', 'Deployment', 'Hosting providers', 'Any host works.'), hit('https://external.example.org/guide/', 'External guide', null, 'Elsewhere.')];
    const results = requests.map((r: any) => ({ hits, nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, index: r.indexName, query: r.query, params: '', processingTimeMS: 1, exhaustiveNbHits: true }));
    await route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify({ results }) });
  });
  return seen;
}

algolia('the modal queries Algolia with contextual and configured facet filters; results open through the router', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  const seen = await stubAlgolia(page);
  await page.goto(algoliaUrl('/docs/1.0.0/intro/'));
  await waitForApp(page);
  assert.is(await page.getAttribute('link[rel="preconnect"]', 'href'), 'https://FIXTUREAPP-dsn.algolia.net');
  assert.ok(fs.existsSync(path.join(site.builds.algolia.outDir, 'search-index.json')) === false, 'no local index is built');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await openAndSearch(page, 'host');
  // The hits are on screen, so the stub has answered the query; find it among the requests seen.
  for (let i = 0; i < 100 && !seen.queries.some((q: any) => q.query === 'host'); i++) await page.waitForTimeout(50);
  const query = seen.queries.findLast((q: any) => q.query === 'host') ?? seen.queries.at(-1);
  assert.is(query.indexName, 'fixture');
  assert.is(query.query, 'host');
  assert.equal(query.facetFilters, ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-1.0.0'], 'type:-lvl0']);
  assert.ok(seen.hosts.every((h) => h.startsWith('fixtureapp-') || h.startsWith('FIXTUREAPP-')), seen.hosts.join(' '));
  assert.is(await page.getAttribute('.DocSearch-Hit a >> nth=1', 'href'), 'https://external.example.org/guide/', 'externalUrlRegex keeps other sites absolute');
  assert.is(await page.getAttribute('.DocSearch-Hit a >> nth=0', 'href'), '/docs/next/deployment/#hosting-providers', 'replaceSearchResultPathname applied');
  await page.click('.DocSearch-Hit a >> nth=0');
  await page.waitForURL(/\/docs\/next\/deployment\/#hosting-providers$/);
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept');
  assert.equal(problems, []);
  await context.close();
});

algolia('the search page queries Algolia too, and no local index is fetched', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  const seen = await stubAlgolia(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(algoliaUrl('/search/?q=host'));
  await waitForApp(page);
  await page.waitForSelector('.search-page__result');
  assert.equal(await page.locator('.search-page__result-title').allInnerTexts(), ['Deployment', 'External guide']);
  assert.equal(seen.queries.at(-1).facetFilters, ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-2.0.0'], 'type:-lvl0']);
  assert.not.ok(requests.some((r) => r.includes('search-index.json') || r.includes('/assets/search/')));
  assert.equal(problems, []);
  await context.close();
});

algolia('a search that fails after a later one worked leaves that one\'s results on screen', async () => {
  const { page, context } = await openPage(site.browser, desktop);
  await stubAlgolia(page);
  // Registered last, so asked first: the query "ho" is held (its handler returns at once, so the
  // later queries are answered meanwhile; a retry of it on another host is held too), then refused
  // with a 403, which is not retried. "host" gets hits of its own, so the screen shows whose hits
  // it has (no network event is waited for).
  const held: Route[] = [];
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'content-type': 'application/json' };
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    const request = route.request();
    const requests: any[] = request.method() === 'POST' ? (JSON.parse(request.postData() ?? '{}').requests ?? []) : [];
    if (requests.some((r) => r.query === 'ho')) return void held.push(route);
    if (!requests.some((r) => r.query === 'host')) return route.fallback();
    const hits = [hit('https://search.example.com/moved/deployment/#only-host', 'Deployment', 'Only for host', 'The answer to host.')];
    const results = requests.map((r) => ({ hits, nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, index: r.indexName, query: r.query, params: '', processingTimeMS: 1, exhaustiveNbHits: true }));
    await route.fulfill({ status: 200, headers: cors, body: JSON.stringify({ results }) });
  });
  await page.goto(algoliaUrl('/docs/1.0.0/intro/'));
  await waitForApp(page);
  await openModal(page);
  await page.keyboard.type('ho');
  for (let i = 0; i < 100 && held.length === 0; i++) await page.waitForTimeout(50);
  assert.ok(held.length > 0, 'the query "ho" reached the stub');
  const log = searchLog(page, /algolia/);
  log.note(`${held.length} request(s) for "ho" held`);
  await page.keyboard.type('st');
  await log.explain(() => page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement)?.value === 'host' && document.querySelector('.DocSearch-Hit')?.textContent?.includes('Only for host')));
  for (const route of held.splice(0)) await route.fulfill({ status: 403, headers: cors, body: JSON.stringify({ message: 'refused', status: 403 }) });
  // The refusal arrives after the hits for "host": they stay, with no error screen over them.
  await page.waitForTimeout(500);
  assert.is(await page.locator('.docsite-search--error').count(), 0, 'no error screen');
  assert.ok(await page.locator('.DocSearch-Hit >> nth=0').isVisible(), 'the hits are visible');
  assert.match(await page.locator('.DocSearch-Hit >> nth=0').innerText(), 'Only for host');
  await context.close();
});

algolia('a first search slower than 300 ms leaves the search box focused, and the keys typed meanwhile land in it', async () => {
  const { page, context } = await openPage(site.browser, desktop);
  await stubAlgolia(page);
  // DocSearch marks a search "stalled" after 300 ms with no results on screen and re-creates
  // its search box for that screen; without keepSearchBoxFocus.ts focus fell to <body> and the
  // next keys were lost (a CI run typed "st" after "ho" and kept "ho"). The query "h" is held.
  const held: Route[] = [];
  await page.route(/algolia(net)?\.(net|com)/, async (route) => {
    const request = route.request();
    const requests: any[] = request.method() === 'POST' ? (JSON.parse(request.postData() ?? '{}').requests ?? []) : [];
    if (requests.some((r) => r.query === 'h')) return void held.push(route);
    return route.fallback();
  });
  await page.goto(algoliaUrl('/docs/1.0.0/intro/'));
  await waitForApp(page);
  await openModal(page);
  // Counts the search boxes DocSearch takes out of the page from here on.
  await page.evaluate(`(() => {
    window.__searchBoxesRemoved = 0;
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1 && (n.matches('.DocSearch-Input') || n.querySelector('.DocSearch-Input'))) window.__searchBoxesRemoved++;
    }).observe(document.querySelector('.docsite-search'), { childList: true, subtree: true });
  })()`);
  await page.keyboard.type('h');
  for (let i = 0; i < 100 && held.length === 0; i++) await page.waitForTimeout(50);
  assert.ok(held.length > 0, 'the query "h" reached the stub');
  await page.waitForSelector('.DocSearch-Container--Stalled', { timeout: 10_000 });
  // Two more stall periods: a focus that reached DocSearch would run the search again, and stall
  // and re-create the box every 300 ms.
  await page.waitForTimeout(700);
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), 'the search box has focus');
  assert.is(await page.evaluate('window.__searchBoxesRemoved'), 1, 'the box was re-created once, for the stalled screen');
  await page.keyboard.type('ost');
  assert.is(await page.inputValue('.DocSearch-Input'), 'host');
  await page.waitForSelector('.DocSearch-Hit');
  assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), 'the search box still has focus');
  for (const route of held.splice(0)) await route.fallback().catch(() => {});
  await context.close();
});

algolia('keys typed into the search button while the modal opens all reach the search box, in order', async () => {
  const { page, context } = await openPage(site.browser, desktop);
  const seen = await stubAlgolia(page);
  await page.goto(algoliaUrl('/docs/1.0.0/intro/'));
  await waitForApp(page);
  // First with the modal code still to download, then with it loaded: the modal is given the
  // keys typed so far, and those typed before its search box has focus used to be dropped
  // ("hosing" for "hosting" with 30 ms between keys; only "h" once the code was loaded).
  for (const round of ['code to download', 'code loaded']) {
    await page.focus('.search-button');
    await page.keyboard.type('hosting');
    await page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement | null)?.value === 'hosting', null, { timeout: 10_000 }).catch(() => {});
    assert.is(await page.inputValue('.DocSearch-Input'), 'hosting', round);
    assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')), `${round}: the search box has focus`);
    for (let i = 0; i < 100 && seen.queries.at(-1)?.query !== 'hosting'; i++) await page.waitForTimeout(50);
    assert.is(seen.queries.at(-1)?.query, 'hosting', `${round}: the whole query was searched`);
    await page.keyboard.press('Escape');
    await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  }
  await context.close();
});

local.run();
algolia.run();
