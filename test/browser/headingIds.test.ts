// Explicit heading ids, `## Title {#id}`, in real Chromium on the built heading-ids fixture: a link
// from another page, a table of contents entry and a first load all land on the heading.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer, type RunningServer } from '../../src/cli/server/serve.ts';
import { launchBrowser, openPage, waitForApp } from '../helpers/browser.ts';
import { fixture, runCli } from '../helpers/site.ts';

const headingIds = suite('explicit heading ids');
const out = path.join(fixture('heading-ids'), 'build-browser');
let server: RunningServer;
let browser: Browser;

headingIds.before(async () => {
  const r = await runCli(['build', 'test/fixtures/heading-ids', '--out-dir', 'build-browser']);
  assert.is(r.code, 0, r.stderr + r.stdout);
  server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

headingIds.after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(out, { recursive: true, force: true });
});

const url = (p: string) => new URL(p, server.url).href;
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
  const { page, context, problems } = await openPage(browser, { viewport: { width: 1200, height: 500 } });
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
  const { page, context, problems } = await openPage(browser, { viewport: { width: 1200, height: 500 } });
  await page.goto(url('/docs/themes/#from-partial'));
  await waitForApp(page);
  await landsOn(page, 'from-partial');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

headingIds.run();
