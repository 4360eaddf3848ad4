// A site made by `docsite init` in a temporary folder outside the repository, built and served,
// in real Chromium: the home page, the docs and the blog render, and moving between them needs no
// reload.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { runCli } from '../helpers/site.ts';

const scaffold = suite('a site made by docsite init');
// No site to start from: `docsite init` makes one in an empty temporary folder, which is built
// from inside, as its author would.
const site = useServedSite(scaffold, {
  async build(tmp) {
    const made = await runCli(['init', 'my-site'], { cwd: tmp });
    assert.is(made.code, 0, made.stderr);
    const built = await runCli(['build'], { cwd: path.join(tmp, 'my-site') });
    assert.is(built.code, 0, built.stdout + built.stderr);
    return path.join(tmp, 'my-site', 'build');
  },
});

const url = (p: string) => site.url(p);
const desktop = { viewport: { width: 1280, height: 900 } };
const sidebar = '.docs-root__sidebar';
const activeLink = `${sidebar} .menu__link--active[aria-current="page"]`;

scaffold('the home page renders, and its button opens the docs without a reload', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/'));
  await waitForApp(page);
  assert.is(await page.locator('h1').innerText(), 'My Site');
  assert.is(await page.title(), 'My Site | Documentation built with docsite');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('a.button:has-text("Read the docs")');
  await page.waitForSelector('h1:has-text("Introduction")');
  assert.is(new URL(page.url()).pathname, '/docs/');
  assert.is(await page.title(), 'Introduction | My Site');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  await page.goBack();
  await page.waitForSelector('h1:has-text("My Site")');
  assert.equal(problems, []);
  await context.close();
});

scaffold('a doc renders with its sidebar of two categories; sidebar and next links move between docs', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/docs/'));
  await waitForApp(page);
  assert.equal(await page.locator(`${sidebar} .menu__link--sublist`).allInnerTexts(), ['Getting started', 'Guides']);
  assert.is(await page.locator(activeLink).innerText(), 'Introduction');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click(`${sidebar} a:has-text("Writing docs")`);
  await page.waitForSelector('h1:has-text("Writing docs")');
  assert.is(new URL(page.url()).pathname, '/docs/getting-started/writing-docs/');
  assert.is(await page.locator(activeLink).innerText(), 'Writing docs');
  await page.click('.pagination-nav__link--next');
  await page.waitForSelector('h1:has-text("Versioning")');
  assert.is(new URL(page.url()).pathname, '/docs/guides/versioning/');
  assert.is(await page.locator(activeLink).innerText(), 'Versioning');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  await page.click('.navbar a:has-text("My Site")');
  await page.waitForSelector('h1:has-text("My Site")');
  assert.is(new URL(page.url()).pathname, '/');
  assert.equal(problems, []);
  await context.close();
});

// Without the blog plugin, the classic template has no blog (test/cli/init.test.ts checks that).
const withBlog = scaffold;

withBlog('the Blog navbar link lists the post, and its title opens it', async () => {
  const { page, context, problems } = await openPage(site.browser, desktop);
  await page.goto(url('/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('.navbar a:has-text("Blog")');
  await page.waitForSelector('h2.blog-post-item__title:has-text("Welcome")');
  assert.is(new URL(page.url()).pathname, '/blog/');
  await page.click('h2.blog-post-item__title a');
  await page.waitForSelector('h1:has-text("Welcome")');
  assert.is(new URL(page.url()).pathname, '/blog/2026/01/01/welcome/');
  assert.match(await page.locator('article').innerText(), 'Write the next post in a new file');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await context.close();
});

scaffold.run();
