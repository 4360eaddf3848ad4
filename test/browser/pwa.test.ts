// The pwa plugin in real Chromium, on a copy of the pwa fixture: with ?offlineMode=true one visit
// precaches what reading the current docs needs, says when the site is ready offline, and the
// current version's pages then open with the server gone; the rest of the build (version 1.0)
// follows in the background. Without offline mode nothing is cached; a new deployment into the
// same folder shows the reload popup, and the page switches builds whole (never assets of two
// builds on one page).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { repoRoot } from '../helpers/site.ts';

const pwa = suite('pwa: service worker and offline mode');
const siteDir = path.join(repoRoot, 'test/fixtures', `.tmp-pwa-browser-${process.pid}`);
const out = path.join(siteDir, 'build');
// A copy, which one test edits and builds again.
const site = useServedSite(pwa, { site: 'pwa', copy: siteDir });
const desktop = { viewport: { width: 1280, height: 900 } };

const url = (p: string) => site.url(p);
const build = () => site.rebuild();
/** The build's own asset URLs, e.g. /assets/js/main.AbCd1234.js */
const assetUrls = () =>
  new Set(
    fs
      .readdirSync(path.join(out, 'assets'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => '/' + path.relative(out, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );

/** Waits until a service worker controls the page and returns its script URL and docsite's caches. */
async function controlled(page: Page): Promise<{ scriptURL: string; caches: string[] }> {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
    return { scriptURL: navigator.serviceWorker.controller!.scriptURL, caches: await caches.keys() };
  });
}

/** URLs (without the revision parameter) in one of docsite's caches: the precache, or the runtime one (the rest). */
const cachedIn = (page: Page, prefix: 'docsite-precache-' | 'docsite-runtime-') =>
  page.evaluate(async (prefix) => {
    const name = (await caches.keys()).find((n) => n.startsWith(prefix));
    if (!name) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((r) => new URL(r.url).pathname).sort();
  }, prefix);
const precached = (page: Page) => cachedIn(page, 'docsite-precache-');

/** The files sw.js lists for the precache, as URL paths. */
const precacheList = () => {
  const sw = fs.readFileSync(path.join(out, 'sw.js'), 'utf8');
  const start = sw.indexOf('/*precache*/[') + '/*precache*/'.length;
  return (JSON.parse(sw.slice(start, sw.indexOf('}]', start) + 2)) as { url: string }[]).map((e) => '/' + e.url);
};

/** Waits for the message that says the site is ready offline, and returns its text. */
async function offlineReadyMessage(page: Page): Promise<string> {
  const status = page.locator('.pwa-offline-ready [role="status"]');
  await status.filter({ hasText: 'Available offline' }).waitFor({ timeout: 20_000 });
  return status.innerText();
}

/** Every /assets/ URL the page's document loaded: scripts, styles, route tables, lazy chunks. */
const loadedAssets = (page: Page) =>
  page.evaluate(() => [
    ...new Set(
      [...performance.getEntriesByType('resource').map((e) => e.name), ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src), ...[...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((l) => l.href)]
        .map((u) => new URL(u, location.href))
        .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
        .map((u) => u.pathname),
    ),
  ]);

/** The static server goes away: nothing is left to answer but the service worker. */
const withServerGone = (run: () => Promise<void>) => site.withServerStopped(run);

pwa('serve sends sw.js as JavaScript that is revalidated on every visit', async () => {
  const response = await fetch(url('/sw.js?offlineMode=true&debug=false'));
  assert.is(response.status, 200);
  assert.is(response.headers.get('content-type'), 'text/javascript; charset=utf-8');
  assert.is(response.headers.get('cache-control'), 'no-cache');
});

pwa('with ?offlineMode=true, one visit precaches the current docs, says so, and another of their pages then opens offline', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/intro/?offlineMode=true'));
  await waitForApp(page);
  assert.is(await offlineReadyMessage(page), 'Available offline');
  const worker = await controlled(page);
  assert.is(worker.scriptURL, url('/sw.js?offlineMode=true&debug=false'));
  assert.ok(worker.caches.includes(`docsite-precache-v2-${url('/')}`), worker.caches.join(', '));
  const cached = await precached(page);
  for (const p of ['/index.html', '/docs/offline/index.html', '/docs/install/index.html', '/404.html', '/search-index.json', '/manifest.json']) assert.ok(cached.includes(p), `${p} is precached`);
  assert.equal(precacheList().filter((p) => !cached.includes(p)), [], 'everything sw.js lists for the precache');
  assert.not.ok(cached.includes('/docs/1.0/intro/index.html'), 'an older version is not precached');

  // The message can be closed, and leaves the focus alone.
  assert.is(await page.evaluate(() => document.activeElement?.closest('.pwa-offline-ready') ?? null), null);
  await page.locator('.pwa-offline-ready button[aria-label="Close"]').click();
  assert.is(await page.locator('.pwa-offline-ready').count(), 0);

  await withServerGone(async () => {
    await context.setOffline(true);
    // Client-side: route table, page chunk and data from the precache.
    await page.locator('a[href="/docs/offline/"]').first().click();
    await page.waitForSelector('h1:has-text("Working offline")');
    // A full page load: /docs/install/ answered by docs/install/index.html from the precache.
    await page.goto(url('/docs/install/?offlineMode=true'));
    await waitForApp(page);
    assert.is(await page.locator('h1').first().innerText(), 'Installing');
    // A page the build does not have: its not-found page, from the precache too.
    await page.goto(url('/docs/nowhere/?offlineMode=true'));
    await page.waitForSelector('h1:has-text("Page Not Found")');
    await context.setOffline(false);
  });
  assert.equal(problems, []);
  await context.close();
});

pwa('after the precache, the rest of the build is cached in the background: an older version opens offline unvisited', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/intro/?offlineMode=true'));
  await waitForApp(page);
  await offlineReadyMessage(page);
  await page.waitForFunction(
    async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('docsite-runtime-'));
      return !!name && (await (await caches.open(name)).keys()).some((r) => new URL(r.url).pathname === '/docs/1.0/intro/index.html');
    },
    null,
    { timeout: 20_000, polling: 200 },
  );
  assert.not.ok((await precached(page)).includes('/docs/1.0/intro/index.html'));

  // The message is shown once: a page load with the offline copy in place has none.
  await page.reload();
  await waitForApp(page);
  await controlled(page);
  // The decision is made right after the load event; give its dynamic import time to show.
  await page.waitForTimeout(500);
  assert.is(await page.locator('.pwa-offline-ready').count(), 0);

  await withServerGone(async () => {
    await context.setOffline(true);
    await page.goto(url('/docs/1.0/intro/?offlineMode=true'));
    await waitForApp(page);
    assert.is(await page.locator('h1').first().innerText(), 'Introduction to 1.0');
    await context.setOffline(false);
  });
  assert.equal(problems, []);
  await context.close();
});

pwa('without offline mode the worker caches nothing, and pages need the network', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/intro/'));
  await waitForApp(page);
  const worker = await controlled(page);
  assert.is(worker.scriptURL, url('/sw.js?offlineMode=false&debug=false'));
  assert.equal(worker.caches, [], 'no cache at all');
  await withServerGone(async () => {
    const failed = await page.goto(url('/docs/install/')).then(() => null, (e: Error) => e.message);
    assert.match(failed ?? 'the page opened', /net::ERR_CONNECTION_REFUSED/);
  });
  // A request on a connection the closing server had kept open is reset rather than refused.
  assert.equal(problems.filter((p) => !/net::ERR_CONNECTION_(REFUSED|RESET)/.test(p)), []);
  await context.close();
});

pwa('a new deployment shows the reload popup in offline mode; Refresh switches the page to the new build as a whole', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/offline/?offlineMode=true'));
  await waitForApp(page);
  await controlled(page);
  // A second reader, out of offline mode.
  const online = await openPage(site.browser, desktop);
  await online.page.goto(url('/docs/offline/'));
  await waitForApp(online.page);
  await controlled(online.page);
  const firstBuild = assetUrls();

  const doc = path.join(siteDir, 'content/docs/offline.md');
  fs.writeFileSync(doc, fs.readFileSync(doc, 'utf8').replace('Build marker: first build.', 'Build marker: second build.'));
  await build();
  const secondBuild = assetUrls();
  const gone = [...firstBuild].filter((a) => !secondBuild.has(a));
  assert.ok(gone.length > 0, 'the new build removed assets of the first');

  // The next visit comes from the precache (the first build) and finds the new worker.
  await page.reload();
  await waitForApp(page);
  const popup = page.locator('.pwa-popup');
  await popup.waitFor({ state: 'visible', timeout: 20_000 });
  assert.match(await popup.innerText(), 'New version available');
  assert.ok(await page.locator('.pwa-popup button:has-text("Refresh")').isVisible());
  assert.match(await page.locator('article').innerText(), 'Build marker: first build.');

  // Until the reader refreshes, the page goes on with the first build only, even its deleted files.
  await page.locator('a[href="/docs/install/"]').first().click();
  await page.waitForSelector('h1:has-text("Installing")');
  const before = await loadedAssets(page);
  assert.equal(before.filter((a) => !firstBuild.has(a)), [], 'only assets of the first build');
  assert.ok(before.some((a) => gone.includes(a)), 'including assets the server no longer has');
  await page.goBack();
  await page.waitForSelector('h1:has-text("Working offline")');

  await Promise.all([page.waitForEvent('load'), page.locator('.pwa-popup button:has-text("Refresh")').click()]);
  await waitForApp(page);
  assert.is(page.url(), url('/docs/offline/?offlineMode=true'));
  assert.match(await page.locator('article').innerText(), 'Build marker: second build.');
  const after = await loadedAssets(page);
  assert.equal(after.filter((a) => !secondBuild.has(a)), [], 'only assets of the second build');
  // The old build's files left both caches when the new worker activated; nothing else waits.
  const cached = [...(await precached(page)), ...(await cachedIn(page, 'docsite-runtime-'))];
  assert.equal(gone.filter((a) => cached.includes(a)), []);
  assert.equal(precacheList().filter((p) => !cached.includes(p)), [], 'the second build is precached');
  assert.is(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting), null);
  assert.is(await page.locator('.pwa-popup').count(), 0);
  assert.equal(problems, []);

  // Out of offline mode, the next visit finds the new worker, which takes over by itself: no popup.
  const firstWorker = await online.page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
  await online.page.addInitScript(() => navigator.serviceWorker.addEventListener('controllerchange', () => ((window as any).__switched = true)));
  await online.page.reload();
  await waitForApp(online.page);
  await online.page.waitForFunction(() => (window as any).__switched === true, null, { timeout: 20_000 });
  assert.is(await online.page.evaluate(() => navigator.serviceWorker.controller!.scriptURL), firstWorker, 'same mode, same URL');
  assert.is(await online.page.locator('.pwa-popup').count(), 0);
  assert.equal(await online.page.evaluate(() => caches.keys()), []);
  assert.equal(online.problems, []);
  await online.context.close();
  await context.close();
});

pwa('a worker that cannot be registered is logged, and the page works on', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  fs.renameSync(path.join(out, 'sw.js'), path.join(out, 'sw.js.away'));
  try {
    await page.goto(url('/docs/intro/?offlineMode=true'));
    await waitForApp(page);
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.waitForTimeout(500);
  } finally {
    fs.renameSync(path.join(out, 'sw.js.away'), path.join(out, 'sw.js'));
  }
  const logged = problems.filter((p) => p.startsWith('error: [docsite pwa]'));
  assert.is(logged.length, 1, problems.join('\n'));
  assert.match(logged[0], 'error: [docsite pwa] The service worker /sw.js could not be registered, so this site will not work offline: TypeError: Failed to register a ServiceWorker');
  await page.locator('a[href="/docs/offline/"]').first().click();
  await page.waitForSelector('h1:has-text("Working offline")');
  await context.close();
});

pwa.run();
