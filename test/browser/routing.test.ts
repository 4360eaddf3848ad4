// The client router in real Chromium, on the built basic fixture.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const routing = suite('client routing');
const site = useServedSite(routing, { site: 'basic', outDir: 'build-browser' });

const url = (p: string) => site.url(p);
const isResourceError = (p: string) => p.includes('Failed to load resource');

routing('clicking a Link changes page without a reload; URL and title update; Back works', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(url('/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('#to-guide');
  await page.waitForSelector('h1:has-text("The Guide")');
  assert.is(new URL(page.url()).pathname, '/docs/guide/');
  assert.is(await page.title(), 'The Guide | Fixture Site');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  await page.goBack();
  await page.waitForSelector('h1:has-text("Fixture home")');
  assert.is(new URL(page.url()).pathname, '/');
  assert.is(await page.title(), 'Fixture Site | A small site for tests');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept');
  await page.goForward();
  await page.waitForSelector('h1:has-text("The Guide")');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

routing('a route whose chunk fails to load shows the error and Retry, and Retry loads it', async () => {
  const { page, context } = await openPage(site.browser);
  let block = true;
  await page.route(/content-pages-broken-chunk-[^/]*\.js/, (route) => (block ? route.abort('failed') : route.continue()));
  await page.goto(url('/'));
  await waitForApp(page);
  await page.click('#to-broken');
  const alert = page.locator('.docsite-load-error');
  await alert.waitFor();
  assert.match(await alert.innerText(), /This page could not be loaded\./);
  assert.ok(await page.locator('.docsite-load-error pre').innerText(), 'the error text is shown');
  assert.is(new URL(page.url()).pathname, '/broken-chunk/');
  block = false;
  await page.click('button:has-text("Retry")');
  await page.waitForSelector('h1:has-text("Broken chunk page loaded")');
  assert.is(await page.locator('.docsite-load-error').count(), 0);
  await context.close();
});

routing('a slow route shows the spinner only after 200 ms, then the page', async () => {
  const { page, context } = await openPage(site.browser);
  await page.route(/content-pages-slow-[^/]*\.js/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(url('/'));
  await waitForApp(page);
  const clickedAt = Date.now();
  await page.click('#to-slow');
  const early = await page.locator('.docsite-loading').count();
  const earlyAt = Date.now() - clickedAt;
  await page.locator('.docsite-loading').waitFor({ timeout: 1400 });
  const shownAfter = Date.now() - clickedAt;
  if (earlyAt < 200) assert.is(early, 0, 'no spinner in the first 200 ms');
  assert.ok(shownAfter >= 200, `spinner appeared after ${shownAfter} ms`);
  await page.waitForSelector('h1:has-text("Slow page loaded")');
  assert.is(await page.locator('.docsite-loading').count(), 0, 'spinner gone once loaded');
  await context.close();
});

routing('/some/page/index.html and /some/page.html land on /some/page/', async () => {
  const { page, context } = await openPage(site.browser);
  for (const alias of ['/some/page/index.html', '/some/page.html']) {
    await page.goto(url(alias));
    await waitForApp(page);
    await page.waitForSelector('h1:has-text("Some page")');
    assert.is(new URL(page.url()).pathname, '/some/page/', alias);
  }
  await context.close();
});

routing('a hash link scrolls to its target; a query-only change keeps the scroll position', async () => {
  const { page, context } = await openPage(site.browser, { viewport: { width: 1000, height: 700 } });
  await page.goto(url('/'));
  await waitForApp(page);
  await page.click('#to-about-section');
  await page.waitForSelector('h1:has-text("About the fixture")');
  await page.waitForFunction(() => {
    const top = document.getElementById('section-two')?.getBoundingClientRect().top ?? -1;
    return window.scrollY > 500 && top >= 0 && top < 200;
  });
  // Scroll somewhere, then change only the query: no jump to the top.
  await page.goto(url('/'));
  await waitForApp(page);
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 400);
  });
  // A DOM click: page.click() would scroll the link into view first.
  await page.evaluate(() => (document.getElementById('to-query') as HTMLElement).click());
  await page.waitForFunction(() => location.search === '?tab=2');
  assert.is(await page.evaluate(() => window.scrollY), 400);
  await context.close();
});

routing('a failed route-table load logs a warning and falls back to a full page load', async () => {
  const { page, context, console: messages } = await openPage(site.browser);
  await page.route(/\/assets\/routes\//, (route) => route.abort('failed'));
  await page.goto(url('/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('#to-guide');
  await page.waitForSelector('h1:has-text("The Guide")');
  assert.is(await page.evaluate(() => (window as any).__marker), undefined, 'the document was reloaded');
  assert.ok(messages.some((m) => m.type() === 'warning' && m.text().includes('Could not preload the route /docs/guide/')));
  await context.close();
});

routing('hovering a link prefetches its route chunks with <link rel=prefetch>', async () => {
  const { page, context } = await openPage(site.browser, { viewport: { width: 1000, height: 300 } });
  await page.goto(url('/about/'));
  await waitForApp(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.hover('footer a[href="/docs/guide/"]');
  await page.waitForFunction(() => [...document.querySelectorAll('link[rel=prefetch]')].some((l) => /content-pages-docs-guide-/.test((l as HTMLLinkElement).href)));
  await context.close();
});

routing('links scrolled into view prefetch on idle; nothing is prefetched with Save-Data on', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(url('/'));
  await waitForApp(page);
  await page.waitForFunction(() => [...document.querySelectorAll('link[rel=prefetch]')].some((l) => /content-pages-slow-/.test((l as HTMLLinkElement).href)));
  await context.close();
  const saver = await openPage(site.browser);
  await saver.page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  await saver.page.goto(url('/'));
  await waitForApp(saver.page);
  await saver.page.hover('#to-guide');
  await saver.page.waitForTimeout(500);
  assert.is(await saver.page.locator('link[rel=prefetch]').count(), 0);
  await saver.context.close();
});

routing('client modules hear onRouteUpdate before and onRouteDidUpdate after a route change', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(url('/'));
  await waitForApp(page);
  await page.click('#to-guide');
  await page.waitForSelector('h1:has-text("The Guide")');
  await page.waitForFunction(() => (window as any).__routeEvents.length >= 2);
  assert.equal(await page.evaluate(() => (window as any).__routeEvents), ['update / -> /docs/guide/', 'did-update / -> /docs/guide/']);
  await context.close();
});

routing('no page of the fixture logs a hydration warning or error', async () => {
  const { page, context, problems } = await openPage(site.browser);
  for (const p of ['/', '/about/', '/docs/guide/', '/slow/', '/broken-chunk/', '/some/page/', '/404.html', '/no-such-page/']) {
    await page.goto(url(p));
    await waitForApp(page);
    await page.waitForTimeout(50);
  }
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

routing.run();
