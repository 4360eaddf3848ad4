// Docusaurus-style content in real Chromium, on the docusaurus-compat fixture: TOCInline's links
// scroll to their headings, DocCardList shows and opens the category's docs, ThemedImage follows
// the colour mode, the @docusaurus/* modules switch to their browser values once hydrated and
// navigate, and a link to a {#id} heading of another doc lands on it.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const compat = suite('Docusaurus-style content in the browser');
const site = useServedSite(compat, { site: 'docusaurus-compat', outDir: 'build-browser' });

const url = (p: string) => site.url(p);

/**
 * Opens a page. `siteProblems()` are its console problems, less the 404 of Chromium's own
 * /favicon.ico request (the fixture has none) when that was the only path missing.
 */
async function visit(p: string, viewport = { width: 1280, height: 800 }) {
  const watched = await openPage(site.browser, { viewport });
  const missing: string[] = [];
  watched.page.on('response', (r) => r.status() === 404 && missing.push(new URL(r.url()).pathname));
  await watched.page.goto(url(p));
  await waitForApp(watched.page);
  const siteProblems = () => watched.problems.filter((m) => !m.includes('Failed to load resource') || missing.some((f) => f !== '/favicon.ico'));
  return { ...watched, siteProblems };
}

/** Where the element's top is, relative to the viewport's top, in viewport heights. */
const topInViewports = (page: Page, selector: string) => page.$eval(selector, (el) => el.getBoundingClientRect().top / window.innerHeight);

compat('TOCInline lists the headings and each link scrolls to its heading', async () => {
  const { page, context, siteProblems } = await visit('/toc/');
  const links = await page.$$eval('.toc-inline a', (as) => as.map((a) => a.textContent));
  assert.equal(links, ['First section', 'A detail of the first', 'Second section', 'Third section']);
  assert.ok((await topInViewports(page, '#third-section')) > 1, 'the third heading starts below the fold');
  await page.click('.toc-inline a[href="#third-section"]');
  await page.waitForFunction(() => location.hash === '#third-section');
  await page.waitForFunction(() => {
    const top = document.getElementById('third-section')!.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight / 2;
  });
  await page.click('.toc-inline a[href="#first-section"]');
  await page.waitForFunction(() => location.hash === '#first-section');
  const first = await topInViewports(page, '#first-section');
  assert.ok(first >= 0 && first < 0.5, `the first heading is at the top (${first})`);
  assert.equal(siteProblems(), []);
  await context.close();
});

compat('DocCardList shows the category\'s docs as cards that open them', async () => {
  const { page, context, siteProblems } = await visit('/docs/guides/');
  const cards = await page.$$eval('.markdown .doc-card-list .doc-card', (as) => as.map((a) => [a.querySelector('.doc-card__title')!.textContent!.trim(), a.querySelector('.doc-card__description')?.textContent, (a as HTMLElement).offsetHeight > 0]));
  assert.equal(cards, [
    ['📄️ Installing', 'Putting the tool on your machine.', true],
    ['📄️ Deploying', 'Putting the site online.', true],
  ]);
  await page.click('.doc-card-list a[href="/docs/guides/deploy/"]');
  await page.waitForFunction(() => location.pathname === '/docs/guides/deploy/' && document.querySelector('h1')?.textContent === 'Deploying');
  assert.equal(siteProblems(), []);
  await context.close();
});

/** The themed images in the page and whether each is shown. */
const themedImages = (page: Page) => page.$$eval('img.themed-image', (imgs) => imgs.map((img) => `${new URL((img as HTMLImageElement).src).pathname} ${getComputedStyle(img).display !== 'none'}`));

compat('ThemedImage shows the image of the colour mode and swaps when it changes', async () => {
  const { page, context, siteProblems } = await visit('/themed/');
  await page.waitForFunction(() => document.querySelectorAll('img.themed-image').length === 1);
  assert.equal(await themedImages(page), ['/img/light.svg true']);
  await page.click('.color-mode-toggle');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark' && document.querySelector('img.themed-image')?.getAttribute('src') === '/img/dark.svg');
  assert.equal(await themedImages(page), ['/img/dark.svg true']);
  // A new load in dark mode: before the scripts run, the stylesheet shows only the dark image.
  await page.route('**/*.js', (route) => route.abort());
  await page.reload();
  assert.equal(await themedImages(page), ['/img/light.svg false', '/img/dark.svg true']);
  await page.unrouteAll();
  assert.equal(siteProblems().filter((p) => !p.includes('Failed to load resource')), []);
  await context.close();
});

compat('the @docusaurus/* modules give their browser values once hydrated', async () => {
  const { page, context, siteProblems } = await visit('/modules/');
  await page.waitForFunction(() => document.getElementById('browser-only')?.textContent === 'in the browser');
  assert.is(await page.textContent('#fact-browser'), 'browser dom');
  // The ErrorBoundary caught the component that crashes in the browser, with its own fallback.
  assert.is(await page.textContent('#caught'), 'Caught: on purpose');
  await page.click('#compat-link');
  await page.waitForFunction(() => location.pathname === '/docs/guides/' && document.querySelector('h1')?.textContent === 'Guides');
  // React reports the caught error on the console, and docsite's boundary logs it.
  assert.equal(siteProblems().filter((p) => !p.includes('on purpose')), []);
  await context.close();
});

compat('useHistory().push and <Redirect> navigate in the browser', async () => {
  const { page, context, siteProblems } = await visit('/modules/');
  await page.click('#fact-push button');
  await page.waitForFunction(() => location.pathname === '/themed/' && location.search === '?from=modules' && document.querySelector('h1')?.textContent === 'Themed image');
  await page.goto(url('/old-themed/'));
  // The server page of the old address stays as it is; once hydrated, the reader is sent on, in place of it.
  await page.waitForFunction(() => location.pathname === '/themed/' && document.querySelector('h1')?.textContent === 'Themed image');
  await page.goBack();
  await page.waitForFunction(() => location.pathname === '/modules/' || location.pathname === '/themed/');
  assert.is(new URL(page.url()).pathname, '/themed/', 'the redirect replaced the old address in the history');
  // The modules page's ErrorBoundary demo logs its caught error.
  assert.equal(siteProblems().filter((p) => !p.includes('on purpose')), []);
  await context.close();
});

compat('a link to a {#id} heading of another doc lands on that heading', async () => {
  const { page, context, siteProblems } = await visit('/docs/intro/', { width: 1200, height: 500 });
  await page.click('a:has-text("static hosts")');
  await page.waitForFunction(() => {
    const top = document.getElementById('static-hosts')?.getBoundingClientRect().top ?? -1;
    return location.pathname === '/docs/guides/deploy/' && window.scrollY > 200 && top >= 0 && top < 150;
  });
  assert.is(new URL(page.url()).hash, '#static-hosts');
  assert.is(await page.locator('#static-hosts').evaluate((h) => h.firstChild?.textContent), 'Static hosts');
  assert.equal(siteProblems(), []);
  await context.close();
});

compat.run();
