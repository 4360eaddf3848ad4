// Live code blocks in real Chromium, on the built live-code fixture: the editor and preview load
// with the block, typing updates the preview, an error shows in the preview until it is fixed.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const live = suite('live code blocks');
const site = useServedSite(live, { site: 'live-code', outDir: 'build-browser' });

const url = (p: string) => site.url(p);
const isResourceError = (p: string) => p.includes('Failed to load resource');
const isReactLive = (s: string) => /\/Live\.[\w-]+\.js$/.test(s);

async function visit(p: string) {
  const watched = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
  const scripts: string[] = [];
  watched.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await watched.page.goto(url(p));
  await waitForApp(watched.page);
  return { ...watched, scripts };
}

const preview = (page: Page, n: number) => page.locator('.playground').nth(n).locator('.playground__preview');

/** Replaces the code of the first live block by typing, as a reader would. */
async function typeCode(page: Page, code: string) {
  await page.locator('.playground__editor pre').first().click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(code);
}

live('every live block loads an editor and runs its code in the preview', async () => {
  const { page, context, problems, scripts } = await visit('/live/');
  await page.waitForSelector('.playground__preview .typed', { timeout: 20_000 });
  assert.is(await preview(page, 0).innerHTML(), '<p class="greeting">Hello from a live block</p>');
  assert.is(await preview(page, 1).locator('.counter').textContent(), 'Clicked 0 times');
  await preview(page, 1).locator('.counter').click();
  assert.is(await preview(page, 1).locator('.counter').textContent(), 'Clicked 1 times', 'useState comes from the scope');
  assert.is(await preview(page, 2).textContent(), 'Hi, TypeScript', 'noInline TypeScript calls render()');
  assert.is(await page.locator('.playground__editor pre[contenteditable]').count(), 3);
  assert.is(await page.locator('.playground').nth(1).locator('.code-block__title').textContent(), 'Counter');
  assert.is(scripts.filter(isReactLive).length, 1, 'react-live loads once for all blocks');
  const token = await page.locator('.playground__editor .token.tag').first().evaluate((el) => [getComputedStyle(el).borderTopWidth, getComputedStyle(el).paddingLeft]);
  assert.equal(token, ['0px', '0px'], "the site's .tag rule does not box the editor's tokens");
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

live('typing into the editor updates the preview', async () => {
  const { page, context, problems } = await visit('/live/');
  await page.waitForSelector('.playground__preview .greeting', { timeout: 20_000 });
  await typeCode(page, '<p className="greeting">Edited by hand</p>');
  await page.waitForFunction(() => document.querySelector('.playground__preview .greeting')?.textContent === 'Edited by hand');
  assert.match(await page.locator('.playground__editor pre').first().innerText(), 'Edited by hand');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

live('a syntax error shows in the preview, and fixing it brings the result back', async () => {
  const { page, context, problems } = await visit('/live/');
  await page.waitForSelector('.playground__preview .greeting', { timeout: 20_000 });
  await typeCode(page, '<p className="greeting">Fixed</p');
  const error = page.locator('.playground').first().locator('.playground__error');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /^SyntaxError: /);
  assert.is(await preview(page, 0).innerHTML(), '', 'the preview is empty while the code is broken');
  assert.is(await preview(page, 1).locator('.counter').count(), 1, 'the other blocks keep working');
  await page.keyboard.type('>');
  await page.waitForFunction(() => document.querySelector('.playground__preview .greeting')?.textContent === 'Fixed');
  assert.is(await error.count(), 0);
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

live('a live block far down the page loads its editor when it is scrolled into view', async () => {
  const { page, context, scripts, problems } = await visit('/far/');
  await page.waitForTimeout(500);
  assert.equal(scripts.filter(isReactLive), [], 'nothing loads while the block is out of sight');
  assert.match((await page.locator('.playground__placeholder').textContent()) ?? '', 'Loading the live preview');
  await page.locator('.playground').scrollIntoViewIfNeeded();
  await page.waitForSelector('.playground__preview .far', { timeout: 20_000 });
  assert.is(scripts.filter(isReactLive).length, 1);
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

live('components the site adds to ReactLiveScope can be used in live code', async () => {
  const { page, context, problems } = await visit('/scope/');
  await page.waitForSelector('.playground__preview .badge', { timeout: 20_000 });
  assert.is(await preview(page, 0).innerHTML(), '<p>Status: <span class="badge">new</span></p>');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

live('a page without live blocks downloads no react-live; the server HTML shows the code first', async () => {
  const { page, context, scripts } = await visit('/');
  await page.waitForTimeout(500);
  assert.ok(scripts.length > 0);
  assert.equal(scripts.filter(isReactLive), []);
  await context.close();
  const html = await (await fetch(url('/live/'))).text();
  assert.match(html, 'Loading the live preview…');
  assert.match(html, /class="code-block__line">.*Hello from a live block/);
});

live.run();
