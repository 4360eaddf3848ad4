// The changelog in real Chromium, on the built changelog-basic fixture: older and newer release
// links through the client router (the legacy entry's path has a space), the way back to the list
// page, the sidebar, and the avatar row's toggle, hydrating without a warning.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const changelog = suite('changelog pages');
const site = useServedSite(changelog, { site: 'changelog-basic', outDir: 'build-changelog-browser' });

const url = (p: string) => site.url(p);
const desktop = { viewport: { width: 1280, height: 900 } };
const pathname = (page: Page) => new URL(page.url()).pathname;
const title = (page: Page) => page.locator('h1.changelog-item__title').innerText();

changelog('"Older release" then "Newer release" move between entries without a reload, through the path with a space', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/changelog/2.0.0-alpha.1/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('a:has-text("Older release")');
  await page.waitForSelector('h1:has-text("V2 Changelog")');
  assert.is(pathname(page), '/changelog/V2%20Changelog/');
  assert.is(await page.title(), 'V2 Changelog | Changelog Fixture');
  assert.ok(await page.locator('h2#before-20').isVisible(), 'the entry renders its notes');
  await page.click('a:has-text("Newer release")');
  await page.waitForSelector('h1:has-text("2.0.0-alpha.1")');
  assert.is(pathname(page), '/changelog/2.0.0-alpha.1/');
  await page.click('a:has-text("Newer release")');
  await page.waitForSelector('h1:has-text("2.0.0-beta.0")');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await context.close();
});

changelog('the legacy entry loads directly, marks itself in the sidebar, and leads back to its list page', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/changelog/V2%20Changelog/'));
  await waitForApp(page);
  assert.is(await title(page), 'V2 Changelog');
  assert.is(await page.locator('.blog-sidebar__link--active').innerText(), 'V2 Changelog');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('a:has-text("Back to index page")');
  await page.waitForSelector('h2.changelog-item__title >> text=2.0.0-rc.1');
  assert.is(pathname(page), '/changelog/page/2/');
  await page.click('.blog-sidebar a:has-text("3.4.0")');
  await page.waitForSelector('h1:has-text("3.4.0")');
  await page.click('.blog-sidebar a:has-text("V2 Changelog")');
  await page.waitForSelector('h1:has-text("V2 Changelog")');
  assert.is(pathname(page), '/changelog/V2%20Changelog/');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await context.close();
});

changelog('the avatar row shows ten committers, names as tooltips, and "+2 more" reveals the rest', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/changelog/'));
  await waitForApp(page);
  const first = page.locator('article.changelog-item').first();
  const avatars = first.locator('.changelog-avatar');
  assert.is(await avatars.count(), 10);
  assert.is(await avatars.first().getAttribute('title'), 'Core team');
  await first.locator('button:has-text("+2 more")').click();
  assert.is(await avatars.count(), 12);
  assert.is(await avatars.last().getAttribute('title'), 'Plugin team');
  assert.is(await first.getByRole('link', { name: 'Plugin team', exact: true }).count(), 1, 'the avatar link is named after the author');
  assert.is(await first.locator('.changelog-authors__toggle').getAttribute('aria-expanded'), 'true');
  await first.locator('button:has-text("Show fewer")').click();
  assert.is(await avatars.count(), 10);
  await avatars.first().click();
  await page.waitForSelector('h1:has-text("Core team")');
  assert.is(pathname(page), '/changelog/authors/fixture-core/');
  assert.equal(problems, []);
  await context.close();
});

changelog.run();
