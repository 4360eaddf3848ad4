// Docs pages in real Chromium, on the built docs-versioned fixture: the sidebar stays while the
// reader moves between docs, categories open and close, the current page is highlighted,
// previous/next links work, and old versions show their banner.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, sharedPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const docs = suite('docs pages');
const site = useServedSite(docs, { site: 'docs-versioned', outDir: 'build-docs-browser' });

const url = (p: string) => site.url(p);
// The fixture has no favicon: Chromium's request for /favicon.ico is not the site's doing.
const isMissingResource = (p: string) => p.includes('Failed to load resource') && p.includes('404');
const desktop = { viewport: { width: 1280, height: 900 } };
// The tests take turns on one page (see sharedPage), but those with other options.
const turn = sharedPage(() => site.browser, desktop);
const sidebar = '.docs-root__sidebar';
const activeLink = `${sidebar} .menu__link--active[aria-current="page"]`;

docs('moving between docs keeps the same sidebar element and highlights the new page', async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/docs/next/'));
  await waitForApp(page);
  await page.evaluate(() => ((document.querySelector('.docs-sidebar') as any).__marker = 'kept'));
  assert.is(await page.locator(activeLink).innerText(), 'Introduction');
  await page.click(`${sidebar} a:has-text("A tagged doc")`);
  await page.waitForSelector('h1:has-text("A tagged doc")');
  assert.is(new URL(page.url()).pathname, '/docs/next/tagged/');
  assert.is(await page.title(), 'A tagged doc | Docs Fixture');
  assert.is(await page.evaluate(() => (document.querySelector('.docs-sidebar') as any).__marker), 'kept', 'the sidebar was not re-created');
  assert.is(await page.locator(activeLink).innerText(), 'A tagged doc');
  assert.is(await page.locator(activeLink).count(), 1);
  assert.equal(problems.filter((p) => !isMissingResource(p)), []);
  await close();
});

docs('a category opens and closes with its caret, and opens when its page is visited', async () => {
  const { page, close } = await turn();
  await page.goto(url('/docs/next/'));
  await waitForApp(page);
  const styling = page.locator(`${sidebar} a:has-text("Styling and layout")`);
  const caret = page.locator(`${sidebar} button[aria-label="Expand sidebar category 'Guides'"]`);
  assert.not.ok(await styling.isVisible(), 'Guides starts collapsed');
  await caret.click();
  await styling.waitFor({ state: 'visible' });
  await page.locator(`${sidebar} button[aria-label="Collapse sidebar category 'Guides'"]`).click();
  await styling.waitFor({ state: 'hidden' });
  await page.click(`${sidebar} a.menu__link--sublist:has-text("Guides")`);
  await page.waitForSelector('h1:has-text("Guides")');
  await styling.waitFor({ state: 'visible' });
  assert.is(await page.locator(activeLink).innerText(), 'Guides');
  await close();
});

docs('a category without a page of its own toggles from its label', async () => {
  const { page, close } = await turn();
  await page.goto(url('/docs/1.0.0/'));
  await waitForApp(page);
  const label = page.locator(`${sidebar} button.menu__link--sublist:has-text("Getting Started")`);
  const install = page.locator(`${sidebar} a:has-text("Installation")`);
  assert.is(await label.getAttribute('aria-expanded'), 'false');
  await label.click();
  await install.waitFor({ state: 'visible' });
  assert.is(await label.getAttribute('aria-expanded'), 'true');
  await install.click();
  await page.waitForSelector('h1:has-text("Installation")');
  assert.is(await page.locator(activeLink).innerText(), 'Installation');
  await close();
});

docs('previous and next links walk the sidebar across categories', async () => {
  const { page, close } = await turn();
  await page.goto(url('/docs/next/'));
  await waitForApp(page);
  const next = page.locator('.pagination-nav__link--next');
  assert.is(await next.locator('.pagination-nav__label').innerText(), 'Getting Started');
  await next.click();
  await page.waitForSelector('.doc-card-list');
  assert.is(new URL(page.url()).pathname, '/docs/next/category/getting-started/');
  await next.click();
  await page.waitForSelector('h1:has-text("Installation")');
  await next.click();
  await page.waitForSelector('h1:has-text("Configuration")');
  assert.is(await page.locator(activeLink).innerText(), 'Configuration');
  await page.locator('.pagination-nav__link--prev').click();
  await page.waitForSelector('h1:has-text("Installation")');
  assert.is(new URL(page.url()).pathname, '/docs/next/getting-started/installation/');
  await close();
});

docs('an old version shows its banner, whose link leads to the latest version', async () => {
  const { page, close } = await turn();
  await page.goto(url('/docs/1.0.0/getting-started/installation/'));
  await waitForApp(page);
  const banner = page.locator('.doc-version-banner');
  assert.match(await banner.innerText(), 'This is documentation for Docs Fixture 1.0.0, which is no longer actively maintained.');
  await banner.locator('a:has-text("latest version")').click();
  await page.waitForSelector('.doc-version-badge:has-text("Version: 2.0.0")');
  assert.is(new URL(page.url()).pathname, '/docs/getting-started/installation/');
  assert.is(await page.locator('.doc-version-banner').count(), 0);
  await close();
});

docs('a hideable sidebar collapses to a button and comes back', async () => {
  const { page, close } = await turn();
  await page.goto(url('/docs/next/'));
  await waitForApp(page);
  await page.click('button.docs-sidebar__collapse');
  await page.locator('.docs-sidebar').waitFor({ state: 'detached' });
  await page.click('button.docs-root__expand');
  await page.locator('.docs-sidebar').waitFor({ state: 'visible' });
  await close();
});

docs('on a small screen the docs sidebar is the mobile menu, opened on the current page', async () => {
  const { page, context } = await openPage(site.browser, { viewport: { width: 400, height: 800 } });
  await page.goto(url('/docs/next/guides/styling/'));
  await waitForApp(page);
  assert.not.ok(await page.locator('.docs-sidebar').isVisible(), 'no desktop sidebar');
  await page.click('button.navbar__toggle');
  const current = page.locator('.navbar-sidebar .menu__link--active[aria-current="page"]');
  await current.waitFor({ state: 'visible' });
  assert.is(await current.innerText(), 'Styling and layout');
  await context.close();
});

docs.run();
