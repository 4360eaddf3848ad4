// The navbar in real Chromium, on the theme-navbar fixture: every item kind, active states,
// dropdown keyboard and outside-press rules, hide-on-scroll, the mobile sidebar, custom items.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sharedPage, waitForApp, type PageTurn, type WatchedPage } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { fixture, runCli } from '../helpers/site.ts';

const DESKTOP = { width: 1400, height: 800 };
const MOBILE = { width: 375, height: 700 };
// One build, server and browser for the suites that open pages.
const items = suite('navbar items');
const dropdown = suite('navbar dropdown');
const hideOnScroll = suite('navbar hideOnScroll');
const mobile = suite('navbar mobile sidebar');
const custom = suite('navbar custom items');
const site = useServedSite([items, dropdown, hideOnScroll, mobile, custom], { site: 'theme-navbar', outDir: 'build-navbar' });

const url = (p: string) => site.url(p);
const pathname = (page: Page) => new URL(page.url()).pathname;
/** Console errors and warnings that are not a missing favicon: hydration mismatches land here. */
const realProblems = (w: WatchedPage) => w.problems.filter((p) => !p.includes('Failed to load resource'));

// The tests take turns on one page per viewport (see sharedPage).
const turns = new Map([DESKTOP, MOBILE].map((viewport) => [viewport, sharedPage(() => site.browser, { viewport })]));

async function open(p: string, viewport = DESKTOP): Promise<PageTurn> {
  const watched = await turns.get(viewport)!();
  await watched.page.goto(url(p));
  await waitForApp(watched.page);
  return watched;
}

async function attrs(page: Page, selector: string) {
  return page.$eval(selector, (el) => ({
    text: (el as HTMLElement).innerText.trim(),
    href: el.getAttribute('href'),
    target: el.getAttribute('target'),
    rel: el.getAttribute('rel'),
    className: el.className,
    expanded: el.getAttribute('aria-expanded'),
  }));
}

const menuLinks = (page: Page, toggle: string) =>
  page.$$eval(`.navbar__items ${toggle} + .dropdown__menu a`, (links) => links.map((a) => ({ text: (a as HTMLElement).textContent, href: a.getAttribute('href'), active: a.classList.contains('dropdown__link--active') })));

items('the brand links home with a logo per colour mode and the title', async () => {
  const w = await open('/about/');
  const { page } = w;
  assert.is(await page.getAttribute('.navbar__brand', 'href'), '/');
  assert.is(await page.getAttribute('.navbar__logo--light', 'src'), '/img/logo.svg');
  assert.is(await page.getAttribute('.navbar__logo--dark', 'src'), '/img/logo-dark.svg');
  assert.is(await page.innerText('.navbar__title'), 'Navbar Fixture');
  assert.ok(await page.isVisible('.navbar__logo--light'));
  assert.not.ok(await page.isVisible('.navbar__logo--dark'));
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  assert.ok(await page.isVisible('.navbar__logo--dark'));
  assert.not.ok(await page.isVisible('.navbar__logo--light'));
  assert.equal(realProblems(w), []);
  await w.close();
});

items('every item kind renders on a page outside the docs', async () => {
  const w = await open('/');
  const { page } = w;
  assert.equal(await attrs(page, '.item-doc'), { text: 'Docs', href: '/docs/intro/', target: null, rel: null, className: 'navbar__item navbar__link item-doc', expanded: null });
  assert.is((await attrs(page, '.item-doc-sidebar')).href, '/docs/api/overview/');
  assert.is((await attrs(page, '.item-doc-sidebar')).text, 'API overview', 'the label defaults to the sidebar link label');
  assert.is((await attrs(page, '.item-blog')).href, '/blog/', "to: 'blog' is the site path /blog/");

  const github = await attrs(page, '.item-github');
  assert.equal([github.href, github.target, github.rel], ['https://github.com/example/docsite', '_blank', 'noopener noreferrer']);
  assert.is(await page.locator('.item-github svg.navbar__external-icon').count(), 1);

  assert.equal(await attrs(page, '.item-more'), { text: 'More', href: '#', target: null, rel: null, className: 'navbar__link item-more', expanded: 'false' });
  assert.is(await page.getAttribute('.item-more', 'aria-haspopup'), 'true');
  assert.equal(await menuLinks(page, '.item-more'), [
    { text: 'About', href: '/about/', active: false },
    { text: 'Team', href: '/community/team/', active: false },
    { text: 'Example', href: 'https://example.com/', active: false },
  ]);
  assert.is(await page.locator('.item-more + .dropdown__menu li > hr.item-more-separator').count(), 1, 'an html item inside a dropdown');

  assert.is(await page.innerHTML('.navbar__item:has(> .item-html)'), '<span class="item-html">Raw <b>HTML</b></span>');

  assert.is((await attrs(page, '.item-locales')).text, 'English');
  assert.equal(await page.$$eval('.item-locales + .dropdown__menu a', (as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')])), [['English', '/', 'en']]);

  assert.equal([(await attrs(page, '.item-docs-version')).text, (await attrs(page, '.item-docs-version')).href], ['1.0', '/docs/intro/']);
  assert.is((await attrs(page, '.item-versions')).text, '1.0', 'outside the docs the dropdown shows the latest version');
  assert.equal(await menuLinks(page, '.item-versions'), [
    { text: 'Next', href: '/docs/next/intro/', active: false },
    { text: '1.0', href: '/docs/intro/', active: false },
    { text: 'All versions', href: '/versions/', active: false },
  ]);

  const single = await attrs(page, '.item-single-version');
  assert.equal([single.text, single.href, single.className], ['Only', '/single/start/', 'navbar__item navbar__link item-single-version']);
  assert.is(await page.locator('.dropdown:has(.item-single-version)').count(), 0, 'one version: a plain link, not a dropdown');

  assert.is(await page.locator('.navbar__search .search-button').count(), 1, 'the search item holds the search button');
  assert.is(await page.locator('.navbar__items--right .color-mode-toggle').count(), 1);
  assert.is(await page.locator('.custom-alert-item').count(), 0, 'the custom item shows only under /tests/');
  assert.equal(realProblems(w), []);
  await w.close();
});

items('docs items follow the version of the page being read', async () => {
  const w = await open('/docs/next/api/overview/');
  const { page } = w;
  assert.is((await attrs(page, '.item-doc')).href, '/docs/next/intro/');
  assert.not.match((await attrs(page, '.item-doc')).className, 'navbar__link--active');
  assert.equal(await attrs(page, '.item-doc-sidebar'), { text: 'API overview', href: '/docs/next/api/overview/', target: null, rel: null, className: 'navbar__item navbar__link item-doc-sidebar navbar__link--active', expanded: null });
  assert.equal([(await attrs(page, '.item-docs-version')).text, (await attrs(page, '.item-docs-version')).href], ['Next', '/docs/next/intro/']);
  const versions = await attrs(page, '.item-versions');
  assert.is(versions.text, 'Next');
  assert.match(versions.className, 'navbar__link--active');
  assert.equal(await menuLinks(page, '.item-versions'), [
    { text: 'Next', href: '/docs/next/api/overview/', active: true },
    { text: '1.0', href: '/docs/api/overview/', active: false },
    { text: 'All versions', href: '/versions/', active: false },
  ]);
  assert.equal(realProblems(w), []);

  // A doc that only exists in Next: the 1.0 entry falls back to the 1.0 main doc.
  await page.goto(url('/docs/next/new-feature/'));
  await waitForApp(page);
  assert.equal((await menuLinks(page, '.item-versions')).map((l) => l.href), ['/docs/next/new-feature/', '/docs/intro/', '/versions/']);
  assert.match((await attrs(page, '.item-doc')).className, 'navbar__link--active', 'a doc item is active on every doc of its sidebar');
  assert.not.match((await attrs(page, '.item-doc-sidebar')).className, 'navbar__link--active');
  await w.close();
});

items('picking a version remembers it: the docs items use it outside the docs, after a reload too', async () => {
  const w = await open('/');
  const { page } = w;
  await page.hover('.item-versions');
  await page.click('.item-versions + .dropdown__menu a:has-text("Next")');
  await page.waitForSelector('h1:has-text("Intro Next")');
  assert.is(await page.evaluate(() => localStorage.getItem('docsite.docs.preferredVersion.default')), 'current');
  await page.click('.navbar__brand');
  await page.waitForSelector('h1:has-text("Navbar fixture home")');
  assert.is((await attrs(page, '.item-docs-version')).text, 'Next');
  assert.is((await attrs(page, '.item-doc')).href, '/docs/next/intro/');
  await page.reload();
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.item-versions')?.textContent === 'Next');
  assert.is((await attrs(page, '.item-doc')).href, '/docs/next/intro/');
  assert.equal(realProblems(w), [], 'the server renders the latest version and the client switches after hydration, without a mismatch');
  await w.close();
});

items('links are active by activeBaseRegex, by activeBasePath, or on their own path', async () => {
  const w = await open('/community/team/');
  const { page } = w;
  const active = () => page.$$eval('.navbar__items > a.navbar__link--active', (as) => as.map((a) => a.textContent));
  assert.equal(await active(), ['Community']);
  assert.match((await attrs(page, '.item-more')).className, 'navbar__link--active', 'the dropdown holding the page is active');
  await page.click('.item-guides');
  await page.waitForSelector('h1:has-text("Getting started")');
  assert.equal(await active(), ['Guides']);
  await page.goto(url('/guides/other/'));
  await waitForApp(page);
  assert.equal(await active(), ['Guides']);
  await page.goto(url('/blog/'));
  await waitForApp(page);
  assert.equal(await active(), ['Blog']);
  assert.is(await page.getAttribute('.item-blog', 'aria-current'), 'page');
  assert.equal(realProblems(w), []);
  await w.close();
});

items.run();

const isOpen = (page: Page) => page.isVisible('.item-more + .dropdown__menu');

dropdown('Enter and Space toggle it, Escape closes it and gives focus back to the label', async () => {
  const w = await open('/about/');
  const { page } = w;
  assert.not.ok(await isOpen(page));
  await page.focus('.item-more');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'visible' });
  assert.is(await page.getAttribute('.item-more', 'aria-expanded'), 'true');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });
  await page.keyboard.press(' ');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'visible' });
  await page.keyboard.press('Escape');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });
  assert.is(await page.getAttribute('.item-more', 'aria-expanded'), 'false');
  assert.is(await page.evaluate(() => document.activeElement?.className), 'navbar__link item-more navbar__link--active', 'More holds /about/, so it is active');
  assert.is(pathname(page), '/about/', 'the # label does not navigate');
  assert.equal(realProblems(w), []);
  await w.close();
});

dropdown('ArrowDown opens it on the first item, and the arrows move through the items', async () => {
  const w = await open('/about/');
  const { page } = w;
  await page.focus('.item-more');
  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'About');
  await page.keyboard.press('ArrowDown');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Team');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Example', 'ArrowUp wraps to the last item');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForSelector('h1:has-text("Team")');
  assert.equal(realProblems(w), []);
  await w.close();
});

dropdown('it closes on a press outside, a touch outside, and focus moving out', async () => {
  const w = await open('/about/');
  const { page } = w;
  const openWithKeyboard = async () => {
    await page.focus('.item-more');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.item-more + .dropdown__menu', { state: 'visible' });
  };
  await openWithKeyboard();
  await page.mouse.click(700, 500);
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });

  await openWithKeyboard();
  await page.evaluate(() => document.querySelector('h1')!.dispatchEvent(new Event('touchstart', { bubbles: true })));
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });

  await openWithKeyboard();
  await page.evaluate(() => document.querySelector('.item-more')!.closest('.dropdown')!.dispatchEvent(new Event('touchstart', { bubbles: true })));
  assert.ok(await isOpen(page), 'a touch inside keeps it open');
  await page.focus('.item-guides');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });
  assert.equal(realProblems(w), []);
  await w.close();
});

dropdown('it opens on hover and closes when the pointer leaves', async () => {
  const w = await open('/about/');
  const { page } = w;
  await page.hover('.item-more');
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'visible' });
  assert.is(await page.getAttribute('.item-more', 'aria-expanded'), 'true');
  await page.click('.item-more + .dropdown__menu a:has-text("Team")');
  await page.waitForSelector('h1:has-text("Team")');
  await page.mouse.move(700, 500);
  await page.waitForSelector('.item-more + .dropdown__menu', { state: 'hidden' });
  await w.close();
});

dropdown.run();

const hidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  await page.waitForTimeout(50);
}

hideOnScroll('hides scrolling down past the navbar, shows scrolling up and near the top', async () => {
  const w = await open('/');
  const { page } = w;
  assert.not.ok(await hidden(page));
  await scrollTo(page, 30);
  assert.not.ok(await hidden(page), 'still within the navbar height');
  await scrollTo(page, 600);
  assert.ok(await hidden(page));
  await scrollTo(page, 400);
  assert.not.ok(await hidden(page), 'scrolling up shows it');
  await scrollTo(page, 900);
  assert.ok(await hidden(page));
  await scrollTo(page, 0);
  assert.not.ok(await hidden(page));
  assert.equal(realProblems(w), []);
  await w.close();
});

hideOnScroll('a navigation without an anchor shows it; one that scrolls to an anchor does not hide it', async () => {
  const w = await open('/');
  const { page } = w;
  await page.click('#to-deep-anchor');
  await page.waitForFunction(() => window.scrollY > 1000);
  await page.waitForTimeout(100);
  assert.not.ok(await hidden(page), 'the scroll to the anchor is not the reader scrolling down');
  await scrollTo(page, 3500);
  assert.ok(await hidden(page));
  await page.click('#to-about-from-bottom');
  await page.waitForSelector('h1:has-text("About")');
  assert.not.ok(await hidden(page));
  await w.close();
});

hideOnScroll.run();

const sidebarShown = (page: Page) => page.isVisible('.navbar-sidebar');
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
async function openSidebar(page: Page) {
  await page.click('button[aria-label="Toggle navigation bar"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
}

mobile('at 375 px the items give way to the hamburger, which opens the sidebar and locks page scroll', async () => {
  const w = await open('/about/', MOBILE);
  const { page } = w;
  assert.not.ok(await page.isVisible('.navbar__items .item-blog'));
  assert.ok(await page.isVisible('button[aria-label="Toggle navigation bar"]'));
  assert.is(await page.getAttribute('button[aria-label="Toggle navigation bar"]', 'aria-expanded'), 'false');
  assert.not.ok(await sidebarShown(page));
  await openSidebar(page);
  assert.is(await page.getAttribute('button[aria-label="Toggle navigation bar"]', 'aria-expanded'), 'true');
  assert.is(await bodyOverflow(page), 'hidden');
  assert.ok(await page.isVisible('.navbar-sidebar .menu__link.item-blog'));
  assert.ok(await page.isVisible('.navbar-sidebar .color-mode-toggle'));

  await page.click('button[aria-label="Close navigation bar"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'hidden' });
  assert.is(await bodyOverflow(page), 'visible');

  await openSidebar(page);
  await page.mouse.click(360, 400);
  await page.waitForSelector('.navbar-sidebar', { state: 'hidden' });
  assert.is(await bodyOverflow(page), 'visible');
  assert.equal(realProblems(w), []);
  await w.close();
});

mobile('Back closes the sidebar without leaving the page', async () => {
  const w = await open('/', MOBILE);
  const { page } = w;
  await page.click('#to-about');
  await page.waitForSelector('h1:has-text("About")');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await openSidebar(page);
  await page.evaluate(() => history.back());
  await page.waitForSelector('.navbar-sidebar', { state: 'hidden' });
  await page.waitForTimeout(300);
  assert.is(pathname(page), '/about/');
  assert.ok(await page.isVisible('h1:has-text("About")'));
  assert.is(await bodyOverflow(page), 'visible');
  // The history is as it was: Back now goes to the previous page.
  await page.evaluate(() => history.back());
  await page.waitForSelector('h1:has-text("Navbar fixture home")');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(realProblems(w), []);
  await w.close();
});

mobile('a route change closes it, and so does the viewport becoming desktop', async () => {
  const w = await open('/about/', MOBILE);
  const { page } = w;
  await openSidebar(page);
  await page.click('.navbar-sidebar .menu__link.item-blog');
  await page.waitForSelector('h1:has-text("Blog")');
  await page.waitForSelector('.navbar-sidebar', { state: 'hidden' });
  assert.is(await bodyOverflow(page), 'visible');

  await openSidebar(page);
  assert.is(await bodyOverflow(page), 'hidden');
  await page.setViewportSize({ width: 1200, height: 700 });
  await page.waitForSelector('.navbar-sidebar', { state: 'detached' });
  assert.is(await bodyOverflow(page), 'visible');
  assert.ok(await page.isVisible('.navbar__items .item-blog'));
  assert.not.ok(await page.isVisible('button[aria-label="Toggle navigation bar"]'));
  await page.setViewportSize(MOBILE);
  assert.not.ok(await sidebarShown(page), 'back on mobile, it stays closed');
  await w.close();
});

mobile('dropdowns are collapsed unless they hold the current page; locale and version dropdowns say Languages and Versions', async () => {
  const w = await open('/about/', MOBILE);
  const { page } = w;
  await openSidebar(page);
  const sublist = (label: string) => page.locator(`.navbar-sidebar .menu__link--sublist:text-is("${label}")`);
  assert.is(await sublist('Languages').count(), 1);
  assert.is(await sublist('Versions').count(), 1);
  assert.is(await sublist('More').getAttribute('aria-expanded'), 'true', 'More holds /about/');
  assert.ok(await page.isVisible('.navbar-sidebar .menu__link:text-is("Team")'));
  assert.is(await sublist('Versions').getAttribute('aria-expanded'), 'false');
  assert.not.ok(await page.isVisible('.navbar-sidebar .menu__link:text-is("All versions")'));
  await sublist('Versions').click();
  await page.waitForSelector('.navbar-sidebar .menu__link:text-is("All versions")', { state: 'visible' });
  assert.is(await sublist('Versions').getAttribute('aria-expanded'), 'true');
  assert.ok(await sidebarShown(page), 'toggling a dropdown keeps the sidebar open');
  assert.is(await page.locator('.navbar-sidebar .menu__link:text-is("Only")').count(), 1, 'the one-version dropdown is a plain link here too');
  assert.is(await page.locator('.navbar-sidebar .navbar__search').count(), 0, 'search stays in the top bar');
  assert.equal(realProblems(w), []);
  await w.close();
});

mobile('on a page with a secondary menu, the sidebar shows it first, with a button back to the main menu', async () => {
  const w = await open('/docs/intro/', MOBILE);
  const { page } = w;
  await openSidebar(page);
  assert.ok(await page.isVisible('.navbar-sidebar .fake-doc-sidebar'));
  assert.not.ok(await page.isVisible('.navbar-sidebar .item-blog'));
  await page.click('.navbar-sidebar button:text-is("← Back to main menu")');
  await page.waitForSelector('.navbar-sidebar .item-blog', { state: 'visible' });
  assert.is(await page.locator('.navbar-sidebar .fake-doc-sidebar').count(), 0);
  const versions = page.locator('.navbar-sidebar .menu__link--sublist:text-is("Versions")');
  assert.is(await versions.getAttribute('aria-expanded'), 'true', 'the versions dropdown holds the current doc');
  await page.click('button[aria-label="Close navigation bar"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'hidden' });
  await openSidebar(page);
  assert.ok(await page.isVisible('.navbar-sidebar .fake-doc-sidebar'), 'reopening starts on the page menu again');

  // A page without one has no back button.
  await page.click('.navbar-sidebar .fake-doc-sidebar a:text-is("API overview")');
  await page.waitForSelector('h1:has-text("API overview 1.0")');
  await page.goto(url('/about/'));
  await waitForApp(page);
  await openSidebar(page);
  assert.is(await page.locator('.navbar-sidebar__back').count(), 0);
  assert.equal(realProblems(w), []);
  await w.close();
});

mobile.run();

custom('a type the site registers renders only on /tests/ and raises its alert', async () => {
  const w = await open('/about/');
  const { page } = w;
  assert.is(await page.locator('.custom-alert-item').count(), 0);
  await page.goto(url('/tests/'));
  await waitForApp(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  await page.click('.navbar__items .custom-alert-item');
  await page.waitForFunction(() => true);
  assert.equal(dialogs, ['alert: Hello from a custom navbar item']);
  assert.equal(realProblems(w), []);
  await w.close();
});

custom('an item that fails to render is reported with its config', async () => {
  const w = await open('/about/?crash-navbar-item');
  const { page } = w;
  const expected = 'A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site config:\n{\n  "type": "custom-crash",\n  "position": "left"\n}';
  await page.waitForFunction(() => document.body.innerText.includes('A theme navbar item failed to render.'));
  const reported = w.console.map((m) => m.text()).join('\n');
  assert.ok(reported.includes(expected), reported);
  // The crash fallback shows the cause chain: the item's own error is the cause.
  assert.ok((await page.innerText('body')).includes('The crash item crashed on purpose.'));
  await w.close();
});

custom.run();

const buildErrors = suite('navbar build errors');

buildErrors('a navbar item of an unknown type fails the build and names the type', async () => {
  const r = await runCli(['build', 'test/fixtures/navbar-unknown-type', '--out-dir', 'build-unknown']);
  assert.is(r.code, 1);
  const output = r.stdout + r.stderr;
  assert.ok(
    output.includes(
      '[ERROR] test/fixtures/navbar-unknown-type/site.config.ts: A navbar item in the site config cannot be rendered:\n' +
        '  - themeConfig.navbar.items[1]: unknown type "doesNotExist". Known types: "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown"; an override of @theme/NavbarItem/ComponentTypes adds more.\n',
    ),
    output,
  );
  fs.rmSync(path.join(fixture('navbar-unknown-type'), 'build-unknown'), { recursive: true, force: true });
});

buildErrors.run();
