// The crash fallback in Chromium: message, cause chain, Try again; navbar and footer stay.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer, type RunningServer } from '../../src/cli/server/serve.ts';
import { launchBrowser, openPage, waitForApp } from '../helpers/browser.ts';
import { fixture, runCli } from '../helpers/site.ts';

const crash = suite('crash fallback');
const out = path.join(fixture('theme-crash'), 'build-crash');
let server: RunningServer;
let browser: Browser;

crash.before(async () => {
  const r = await runCli(['build', 'test/fixtures/theme-crash', '--out-dir', 'build-crash']);
  assert.is(r.code, 0, r.stderr);
  server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

crash.after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(out, { recursive: true, force: true });
});

crash('a crashing component shows "This page crashed." with the message and cause chain; Try again recovers', async () => {
  const { page, context } = await openPage(browser);
  await page.goto(server.url);
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
