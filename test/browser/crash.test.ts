// The crash fallback in Chromium: message, cause chain, Try again; navbar and footer stay.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const crash = suite('crash fallback');
const site = useServedSite(crash, { site: 'theme-crash', outDir: 'build-crash' });

crash('a crashing component shows "This page crashed." with the message and cause chain; Try again recovers', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(site.origin);
  await waitForApp(page);
  await page.click('#crash');
  const fallback = page.locator('.error-page');
  await fallback.waitFor();
  assert.is(await page.locator('.error-page h1').innerText(), 'This page crashed.');
  const causes = await page.locator('.error-page__cause').allInnerTexts();
  assert.equal(causes, ['Boom: the component failed', 'Cause: Root cause: missing data']);
  assert.ok(await page.locator('nav.navbar').isVisible(), 'the navbar is still there');
  await page.click('button:has-text("Try again")');
  await page.waitForSelector('h1:has-text("Crash test")');
  assert.is(await page.locator('.error-page').count(), 0);
  await context.close();
});

crash.run();
