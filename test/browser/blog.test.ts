// The blog in real Chromium, on the built blog-basic fixture: list pagination, a tag page and
// its pagination, an author page, newer/older post links and the sidebar's current post, all
// through the client router, hydrating without a warning.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, sharedPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const blog = suite('blog pages');
const site = useServedSite(blog, { site: 'blog-basic', outDir: 'build-blog-browser' });

const url = (p: string) => site.url(p);
const desktop = { viewport: { width: 1280, height: 900 } };
// The tests take turns on one page (see sharedPage), but those with other options.
const turn = sharedPage(() => site.browser, desktop);
const pathname = (page: { url(): string }) => new URL(page.url()).pathname;
const postTitles = (page: import('playwright-core').Page) => page.locator('.blog-layout__main h2.blog-post-item__title').allInnerTexts();

blog('older and newer entries move through the list pages without a reload', async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/blog/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  assert.equal(await postTitles(page), ['Fixture 3.4', 'A post with its own slug']);
  await page.click('a:has-text("Older entries")');
  await page.waitForURL(/\/blog\/page\/2\/$/);
  await page.waitForSelector('h2:has-text("Announcing 2.0")');
  assert.equal(await postTitles(page), ['A post named by its date only', 'Announcing 2.0']);
  await page.click('a:has-text("Older entries")');
  await page.waitForSelector('h2:has-text("Announcing the beta")');
  assert.is(pathname(page), '/blog/page/3/');
  assert.ok(await page.locator('.fixture-note').isVisible(), 'the excerpt renders its imported component');
  await page.click('a:has-text("Newer entries")');
  await page.waitForSelector('h2:has-text("Announcing 2.0")');
  assert.is(pathname(page), '/blog/page/2/');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await close();
});

blog('a tag chip opens the tag page, which pages through its posts', async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/blog/releases/3.4/'));
  await waitForApp(page);
  await page.click('article a.tag:has-text("Release")');
  await page.waitForSelector('h1:has-text("4 posts tagged with \\"Release\\"")');
  assert.is(pathname(page), '/blog/tags/release/');
  assert.is(await page.title(), '4 posts tagged with "Release" | Blog Fixture');
  assert.equal(await postTitles(page), ['Fixture 3.4', 'Announcing 2.0']);
  await page.click('a:has-text("Older entries")');
  await page.waitForSelector('h2:has-text("Releasing translations")');
  assert.is(pathname(page), '/blog/tags/release/page/2/');
  assert.equal(await postTitles(page), ['Announcing the beta', 'Releasing translations']);
  await page.click('a:has-text("View all tags")');
  await page.waitForSelector('h1:has-text("Tags")');
  assert.is(pathname(page), '/blog/tags/');
  assert.equal(problems, []);
  await close();
});

blog("an author's name opens their page, with their posts and its second page", async () => {
  const { page, close, problems } = await turn();
  await page.goto(url('/blog/2021/05/12/beta/'));
  await waitForApp(page);
  await page.click('article .blog-author__name a:has-text("The Fixture Team")');
  await page.waitForSelector('h1.blog-author__name:has-text("The Fixture Team")');
  assert.is(pathname(page), '/blog/authors/team/');
  assert.is(await page.title(), 'The Fixture Team | Blog Fixture');
  assert.equal(await postTitles(page), ['Fixture 3.4', 'Announcing the beta']);
  await page.click('a:has-text("Older entries")');
  await page.waitForSelector('h2:has-text("Releasing translations")');
  assert.is(pathname(page), '/blog/authors/team/authors/2/');
  await page.click('a:has-text("View all authors")');
  await page.waitForSelector('h1:has-text("Authors")');
  assert.equal(await page.locator('.blog-authors-list h2').allInnerTexts(), ['The Fixture Team3', 'Staff Writer3']);
  assert.equal(problems, []);
  await close();
});

blog('older and newer post links walk the posts; the sidebar marks the current one', async () => {
  const { page, close, problems } = await turn();
  const current = '.blog-sidebar a[aria-current="page"]';
  await page.goto(url('/blog/releases/3.4/'));
  await waitForApp(page);
  assert.is(await page.locator(current).innerText(), 'Fixture 3.4');
  assert.is(await page.locator('a[rel="prev"]:has-text("Newer post")').count(), 0, 'the newest post has no newer one');
  await page.click('a[rel="next"]:has-text("Older post")');
  await page.waitForSelector('h1:has-text("A post with its own slug")');
  assert.is(pathname(page), '/blog/preparing-for-v3/');
  assert.is(await page.locator(current).innerText(), 'A post with its own slug');
  await page.click('a[rel="next"]:has-text("Older post")');
  await page.waitForSelector('h1:has-text("A post named by its date only")');
  assert.is(pathname(page), '/blog/2023/08/05/');
  await page.click('a[rel="prev"]:has-text("Newer post")');
  await page.waitForSelector('h1:has-text("A post with its own slug")');
  await page.click('.blog-sidebar a:has-text("Our 2021 recap")');
  await page.waitForSelector('h1:has-text("Our 2021 recap")');
  assert.is(await page.locator(current).count(), 1);
  assert.is(await page.title(), 'Our 2021 recap | Blog Fixture');
  assert.equal(problems, []);
  await close();
});

blog("on a small screen the blog's posts are the mobile menu, the current one marked", async () => {
  const { page, context, problems } = await openPage(site.browser, { viewport: { width: 400, height: 800 } });
  await page.goto(url('/blog/2022/01/24/recap/'));
  await waitForApp(page);
  assert.not.ok(await page.locator('.blog-sidebar').isVisible(), 'no desktop sidebar');
  await page.click('button.navbar__toggle');
  const current = page.locator('.navbar-sidebar .menu__link--active[aria-current="page"]');
  await current.waitFor({ state: 'visible' });
  assert.is(await current.innerText(), 'Our 2021 recap');
  await page.click('.navbar-sidebar .menu__link:text-is("Announcing 2.0")');
  await page.waitForSelector('h1:has-text("Announcing 2.0")');
  assert.is(pathname(page), '/blog/2022/08/01/announcing/');
  assert.equal(problems, []);
  await context.close();
});

blog('every kind of blog page hydrates without a warning', async () => {
  const { page, close, problems } = await turn();
  const pages = ['/blog/', '/blog/page/4/', '/blog/releases/3.4/', '/blog/2022/01/24/recap/', '/blog/2023/10/01/unlisted/', '/blog/archive/', '/blog/tags/', '/blog/tags/release/page/2/', '/blog/authors/', '/blog/authors/writer/authors/2/', '/notes/'];
  for (const p of pages) {
    await page.goto(url(p));
    await waitForApp(page);
    assert.is(await page.evaluate(() => (window as any).__docsite.hydrated), true, p);
  }
  assert.equal(problems, []);
  await close();
});

blog.run();
