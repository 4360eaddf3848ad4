// The chrome around content in real Chromium, on the theme-chrome fixture: the announcement bar
// (closing, remembering, a new id), the footer, and the back-to-top button.
import type { BrowserContext, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { storageSuffix } from '../../src/runtime/storage.ts';
import { buildThemeChrome } from '../fixtures/theme-chrome/build.ts';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const suffix = storageSuffix({ namespace: true, url: 'https://chrome.example.com', baseUrl: '/' });
const idKey = `docsite.announcement.id${suffix}`;
const dismissKey = `docsite.announcement.dismiss${suffix}`;

const stored = (page: Page) => page.evaluate(([id, dismiss]) => ({ id: localStorage.getItem(id), dismiss: localStorage.getItem(dismiss) }), [idKey, dismissKey]);
const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

const announcement = suite('AnnouncementBar');
const footer = suite('Footer');
const backToTop = suite('BackToTopButton');
// The same site twice: site.config.ts (announcement "release-1", footer columns), then
// site.config.new-id.ts (announcement "release-2", footer links in one row).
const site = useServedSite([announcement, footer, backToTop], {
  site: 'theme-chrome',
  builds: {
    first: { build: () => buildThemeChrome('build-announcement') },
    second: { build: () => buildThemeChrome('build-announcement-new-id', 'site.config.new-id.ts') },
  },
});
const { first, second } = site.builds;

announcement('shows the configured HTML content in the configured colours', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  assert.is(await bar(page).innerText(), 'Version 1 is out: read the notes.');
  assert.is(await page.locator('#announcement-link').getAttribute('href'), '/other/');
  const colours = await bar(page).evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color]);
  assert.equal(colours, ['rgb(32, 35, 42)', 'rgb(255, 255, 255)']);
  assert.is(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'false');
  assert.equal(await stored(page), { id: 'release-1', dismiss: null });
  assert.equal(problems, []);
  await context.close();
});

announcement('Close hides the bar and it stays hidden after a reload, from the first paint', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await context.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const el = document.querySelector('.announcement-bar');
      (window as any).__beforeModules = el && getComputedStyle(el).display;
    });
  });
  await page.goto(first.url());
  await waitForApp(page);
  assert.is(await page.evaluate(() => (window as any).__beforeModules), 'flex', 'shown before closing');
  await bar(page).getByRole('button', { name: 'Close' }).click();
  assert.is(await bar(page).count(), 0);
  assert.equal(await stored(page), { id: 'release-1', dismiss: 'true' });

  await page.reload();
  assert.is(await page.evaluate(() => (window as any).__beforeModules), 'none', 'hidden by CSS before any module script runs');
  await waitForApp(page);
  await page.waitForFunction(() => !document.querySelector('.announcement-bar'));
  assert.equal(problems, []);
  await context.close();
});

/** A context for the second build's origin holding what the reader stored on the first one. */
async function sameReaderOnNewBuild(from: BrowserContext): Promise<BrowserContext> {
  const { origins } = await from.storageState();
  const localStorage = origins.find((o) => o.origin === new URL(first.url()).origin)?.localStorage ?? [];
  return site.browser.newContext({ storageState: { cookies: [], origins: [{ origin: new URL(second.url()).origin, localStorage }] } });
}

announcement('a new announcement id shows the bar again to a reader who closed the old one', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  await bar(page).getByRole('button', { name: 'Close' }).click();
  assert.equal(await stored(page), { id: 'release-1', dismiss: 'true' });

  const next = await sameReaderOnNewBuild(context);
  const again = await next.newPage();
  const problems: string[] = [];
  again.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
  await again.goto(second.url());
  assert.is(await again.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'false');
  await waitForApp(again);
  await again.waitForFunction(([key]) => localStorage.getItem(key) === 'release-2', [idKey]);
  assert.is(await bar(again).innerText(), 'Version 2 is out.');
  assert.ok(await bar(again).isVisible());
  assert.equal(await stored(again), { id: 'release-2', dismiss: null });
  assert.equal(problems, []);
  await next.close();
  await context.close();
});

announcement.run();

footer('renders link columns, raw HTML items, the logo and the HTML copyright', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  const el = page.locator('footer.footer');
  assert.is(await el.getAttribute('class'), 'footer footer--dark');
  assert.equal(await el.locator('.footer__title').allInnerTexts(), ['Learn', 'More']);
  assert.equal(await el.locator('.footer__col').first().locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])), [
    ['Home', '/', null],
    ['Other page', '/other/', null],
  ]);
  const github = el.getByRole('link', { name: 'GitHub' });
  assert.equal([await github.getAttribute('target'), await github.getAttribute('rel')], ['_blank', 'noopener noreferrer']);
  assert.is(await github.locator('svg[aria-hidden="true"]').count(), 1, 'external links carry the icon');
  assert.is(await el.locator('.footer__col').first().locator('svg').count(), 0, 'internal links do not');
  assert.is(await el.locator('#footer-html-item').innerText(), 'Badge');
  assert.is(await el.locator('.footer__copyright').innerText(), 'Copyright © 2024 Chrome Fixture');
  assert.is(await el.locator('#copyright-owner').count(), 1, 'the copyright HTML is rendered, not escaped');
  assert.is(await el.locator('.footer__logo-link').getAttribute('href'), 'https://example.com/');
  assert.equal(await el.locator('.footer__logo:visible').evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt'), i.getAttribute('width')])), [['/img/logo.svg', 'Chrome logo', '40']]);
  await context.close();
});

footer('an internal footer link navigates without a reload', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.locator('footer').getByRole('link', { name: 'Other page' }).click();
  await page.waitForSelector('h1:has-text("Other page")');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept');
  await context.close();
});

footer('a flat list of links is one row separated by middle dots', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(second.url());
  await waitForApp(page);
  assert.is(await page.getAttribute('footer', 'class'), 'footer footer--light');
  assert.is(await page.locator('.footer__row').innerText(), 'Home · GitHub · Made with docsite');
  assert.is(await page.locator('.footer__row #footer-row-html').count(), 1);
  assert.is(await page.locator('.footer__columns').count(), 0);
  await context.close();
});

footer.run();


const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 1, y);
  // Let the scroll event reach the button and React re-render.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
};
// The class, not visibility: visibility stays "visible" until the 0.2 s fade-out ends.
const isShown = (page: Page) => page.locator('.back-to-top').evaluate((el) => el.classList.contains('back-to-top--shown'));

/** Records every scroll position from now on into window.__positions. */
const recordScroll = (page: Page) =>
  page.evaluate(() => {
    const positions: number[] = ((window as any).__positions = []);
    window.addEventListener('scroll', () => positions.push(window.scrollY), { passive: true });
  });

backToTop('appears only when the reader is past 300px and scrolling up', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  assert.is(await isShown(page), false);
  await scrollTo(page, 250);
  await scrollTo(page, 100);
  assert.is(await isShown(page), false, 'scrolling up, but not past 300px');
  await scrollTo(page, 1500);
  assert.is(await isShown(page), false, 'past 300px, but scrolling down');
  await scrollTo(page, 1400);
  assert.is(await isShown(page), true);
  await page.getByRole('button', { name: 'Scroll back to top' }).waitFor({ state: 'visible' });
  await scrollTo(page, 1450);
  assert.is(await isShown(page), false, 'hidden again when scrolling down');
  await context.close();
});

backToTop('scrolls to the top over several frames, each keeping 85% of the distance', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  await scrollTo(page, 1500);
  await scrollTo(page, 1400);
  await recordScroll(page);
  await page.getByRole('button', { name: 'Scroll back to top' }).click();
  // Scroll events are dispatched on the next frame, after scrollY changes: wait for the event.
  await page.waitForFunction(() => (window as any).__positions.at(-1) === 0);
  const positions: number[] = await page.evaluate(() => (window as any).__positions);
  assert.ok(positions.length >= 10, `${positions.length} steps`);
  assert.ok(Math.abs(positions[0] - 1400 * 0.85) <= 1, `first step ${positions[0]}`);
  assert.ok(positions.every((y, i) => i === 0 || y < positions[i - 1]), 'always upwards');
  assert.equal(problems, []);
  await context.close();
});

backToTop('stops when the reader scrolls during the animation', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(first.url());
  await waitForApp(page);
  await scrollTo(page, 2000);
  await scrollTo(page, 1900);
  await page.getByRole('button', { name: 'Scroll back to top' }).click();
  await page.waitForFunction(() => window.scrollY < 1700);
  await page.mouse.move(200, 200);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(400);
  const settled = await page.evaluate(() => window.scrollY);
  await page.waitForTimeout(200);
  assert.ok(settled > 300, `still at ${settled}`);
  assert.is(await page.evaluate(() => window.scrollY), settled, 'no more animation frames move the page');
  await context.close();
});

backToTop('jumps straight to the top when the reader prefers reduced motion', async () => {
  const { page, context } = await openPage(site.browser, { reducedMotion: 'reduce' });
  await page.goto(first.url());
  await waitForApp(page);
  await scrollTo(page, 1500);
  await scrollTo(page, 1400);
  await recordScroll(page);
  await page.getByRole('button', { name: 'Scroll back to top' }).click();
  // Scroll events are dispatched on the next frame, after scrollY changes: wait for the event.
  await page.waitForFunction(() => (window as any).__positions.at(-1) === 0);
  assert.equal(await page.evaluate(() => (window as any).__positions), [0]);
  await context.close();
});

backToTop.run();
