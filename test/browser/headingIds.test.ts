// Explicit heading ids, `## Title {#id}`, in real Chromium on the built heading-ids fixture: a link
// from another page, a table of contents entry and a first load all land on the heading.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const headingIds = suite('explicit heading ids');
const site = useServedSite(headingIds, { site: 'heading-ids', outDir: 'build-browser' });

const url = (p: string) => site.url(p);
const isResourceError = (p: string) => p.includes('Failed to load resource');

/** Waits until the element `id` is scrolled near the top of the window, below the navbar. */
async function landsOn(page: Page, id: string): Promise<void> {
  await page.waitForFunction((target) => {
    const top = document.getElementById(target)?.getBoundingClientRect().top ?? -1;
    return window.scrollY > 200 && top >= 0 && top < 150;
  }, id);
  assert.is(new URL(page.url()).hash, `#${id}`);
}

headingIds('a link from another page lands on the heading its {#id} names', async () => {
  const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1200, height: 500 } });
  await page.goto(url('/'));
  await waitForApp(page);
  await page.click('a:has-text("Theme aliases")');
  await page.waitForSelector('h1:has-text("Themes")');
  await landsOn(page, 'theme-aliases');
  assert.is(await page.locator('#theme-aliases').evaluate((h) => h.firstChild?.textContent), 'Theme aliases');
  await page.click('.toc a.toc__link[href="#swizzled"]');
  await landsOn(page, 'swizzled');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

headingIds('a first load of a page at the id of a heading from its partial lands on that heading', async () => {
  const { page, context, problems } = await openPage(site.browser, { viewport: { width: 1200, height: 500 } });
  await page.goto(url('/docs/themes/#from-partial'));
  await waitForApp(page);
  await landsOn(page, 'from-partial');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

headingIds.run();
