// No injection, in real Chromium: the pages of test/fixtures/injection (whose titles, tags, author
// names and site title hold script and attribute breakouts) open, hydrate, navigate and search
// without a single dialog, and show the strings as text.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const SCRIPT = '</script><script>alert(1)</script>';
const ATTRIBUTE = `"'><img src=x onerror=alert(1)>`;
const injection = suite('injection fixture in Chromium');
const site = useServedSite(injection, { site: 'injection', outDir: 'build-injection-browser' });

/** A page that records every dialog (alert, confirm, prompt) and dismisses it. */
async function watchedPage(): Promise<{ page: Page; dialogs: string[]; close: () => Promise<void> }> {
  const { page, context } = await openPage(site.browser);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()} on ${page.url()}`);
    void d.dismiss();
  });
  return { page, dialogs, close: () => context.close() };
}

const PAGES = ['/', '/docs/intro/', '/docs/tags/', '/blog/', '/blog/2024/01/31/post/', '/blog/tags/', '/blog/authors/team/', '/blog/archive/', '/not-a-page/'];

injection('no page fires a dialog when it loads and hydrates', async () => {
  const { page, dialogs, close } = await watchedPage();
  for (const p of PAGES) {
    await page.goto(site.origin.replace(/\/$/, '') + p);
    await waitForApp(page);
    // Give an injected onerror (a failing image load) time to fire.
    await page.waitForLoadState('networkidle');
  }
  assert.equal(dialogs, []);
  await close();
});

injection('client-side navigation renders the strings as text, without a dialog', async () => {
  const { page, dialogs, close } = await watchedPage();
  await page.goto(site.origin);
  await waitForApp(page);
  await page.click('a.navbar__link[href="/docs/intro/"]');
  await page.waitForURL(/\/docs\/intro\/$/);
  await page.waitForFunction(() => document.title.startsWith('Doc '));
  assert.is(await page.title(), `Doc ${SCRIPT} &amp; ]]> | Site ${SCRIPT} ${ATTRIBUTE} &amp; ]]>`);
  assert.is(await page.locator('img[src="x"]').count(), 0, 'no injected image');
  assert.ok((await page.locator('main').innerText()).includes(ATTRIBUTE), 'the tag reads as written');
  await page.waitForLoadState('networkidle');
  assert.equal(dialogs, []);
  await close();
});

injection('searching for the payloads shows them as text, without a dialog', async () => {
  const { page, dialogs, close } = await watchedPage();
  for (const q of ['alert', 'onerror', 'script']) {
    await page.goto(`${site.origin}search/?q=${q}`);
    await waitForApp(page);
    await page.locator('.search-page__result').first().waitFor();
    await page.waitForLoadState('networkidle');
    assert.is(await page.locator('img[src="x"]').count(), 0, `no injected image for "${q}"`);
  }
  const titles = await page.locator('.search-page__result-title').allInnerTexts();
  assert.ok(titles.some((t) => t.includes(SCRIPT)), `a result title reads as written: ${titles.join(' / ')}`);
  assert.equal(dialogs, []);
  await close();
});

injection.run();
