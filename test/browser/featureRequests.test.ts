// The feature requests board in real Chromium, on the built feature-requests fixture: filters kept
// in the URL, a request opened from the board and Back to the filtered board, all without a
// reload; direct loads of a request's page, of a filtered board, and of a path no request has.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sharedPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const board = suite('feature requests board');
const site = useServedSite(board, { site: 'feature-requests', outDir: 'build-requests-browser' });
// The tests take turns on one page (see sharedPage).
const turn = sharedPage(() => site.browser);

const url = (p: string) => site.url(p);
const pathAndQuery = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const titles = (page: Page) => page.locator('.feature-requests__title').allInnerTexts();
const count = (page: Page) => page.locator('.feature-requests__count').innerText();
const isResourceError = (p: string) => p.includes('Failed to load resource');

board('a request opens from the filtered board without a reload, and Back returns to the board with the filter kept', async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/feature-requests/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  assert.is(await count(page), '6 requests');
  await page.selectOption('select[name="status"]', 'open');
  await page.waitForFunction(() => location.search === '?status=open');
  assert.equal(await titles(page), ['Dark code themes', 'API pages from schemas']);
  assert.is(await count(page), '2 of 6 requests');
  await page.selectOption('select[name="sort"]', 'title');
  await page.waitForFunction(() => location.search === '?status=open&sort=title');
  assert.equal(await titles(page), ['API pages from schemas', 'Dark code themes']);

  await page.click('a:has-text("Dark code themes")');
  await page.waitForSelector('h1:has-text("Dark code themes")');
  assert.is(pathAndQuery(page), '/feature-requests/dark-code-themes/');
  assert.is(await page.title(), 'Dark code themes | Feature Requests Fixture');
  assert.is(await page.locator('.feature-request__facts dd').first().innerText(), 'Open');

  await page.goBack();
  await page.waitForSelector('h1:has-text("Feature requests")');
  assert.is(pathAndQuery(page), '/feature-requests/?status=open&sort=title');
  assert.is(await page.inputValue('select[name="status"]'), 'open');
  assert.is(await page.inputValue('select[name="sort"]'), 'title');
  assert.equal(await titles(page), ['API pages from schemas', 'Dark code themes']);
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await close();
});

board("a request's category link opens the board filtered by that category", async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/feature-requests/offline-reading/'));
  await waitForApp(page);
  await page.click('.feature-request__facts a:has-text("Performance")');
  await page.waitForSelector('.feature-requests__list');
  assert.is(pathAndQuery(page), '/feature-requests/?category=Performance');
  assert.is(await page.inputValue('select[name="category"]'), 'Performance');
  assert.equal(await titles(page), ['Faster builds', 'Offline reading']);
  assert.equal(problems, []);
  await close();
});

board("loading a request's page directly hydrates it, and its link back opens the board", async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/feature-requests/offline-reading/'));
  await waitForApp(page);
  assert.is(await page.evaluate(() => (window as any).__docsite.hydrated), true);
  assert.is(await page.locator('h1').innerText(), 'Offline reading');
  await page.click('a:has-text("← Feature requests")');
  await page.waitForSelector('.feature-requests__list');
  assert.is(pathAndQuery(page), '/feature-requests/');
  assert.is((await titles(page)).length, 6);
  assert.equal(problems, []);
  await close();
});

board('a filtered board loaded directly shows the filter once hydrated, without a hydration warning', async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/feature-requests/?category=Theme&sort=title'));
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.feature-requests__count')?.textContent === '2 of 6 requests');
  assert.equal(await titles(page), ['Comment threads', 'Dark code themes']);
  assert.is(await page.inputValue('select[name="category"]'), 'Theme');
  await page.selectOption('select[name="category"]', 'all');
  await page.waitForFunction(() => location.search === '?sort=title');
  assert.is(await count(page), '6 requests');
  assert.equal(problems, []);
  await close();
});

board('a deep path no request has renders the board\'s "no such request" message, with a link back', async () => {
  const { page, close, problems } = await turn();
  const response = await page.goto(url('/feature-requests/no-such-request/comments/'));
  assert.is(response?.status(), 404, 'the static server answers with 404.html');
  await waitForApp(page);
  await page.waitForSelector('h1:has-text("No such request")');
  assert.is(await page.title(), 'No such request | Feature Requests Fixture');
  assert.match(await page.locator('main').innerText(), 'There is no feature request at /feature-requests/no-such-request/comments/.');
  await page.click('a:has-text("Back to Feature requests")');
  await page.waitForSelector('.feature-requests__list');
  assert.is(pathAndQuery(page), '/feature-requests/');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await close();
});

board.run();
