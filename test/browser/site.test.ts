// docsite's own website: structure and accessibility of what readers get.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, sharedPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { manualVersions, versionTags } from '../helpers/manualTags.ts';
import { read, repoRoot, runCli } from '../helpers/site.ts';

const site = suite('the docsite website');
const outName = `.docsite/test-site-build-${process.pid}`;
const out = path.join(repoRoot, outName);
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// Cold: no compiled Markdown from earlier builds (the determinism test below builds again).
const website = useServedSite(site, { site: '.', outDir: outName, args: ['--no-cache'] });

/** Relative path -> sha256 of every file under `dir`. */
function digestTree(dir: string): Map<string, string> {
  return new Map(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort()
      .map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]),
  );
}

site('two cold builds of the website are byte-identical', async () => {
  const againName = `${outName}-again`;
  const again = path.join(repoRoot, againName);
  try {
    const r = await runCli(['build', '.', '--out-dir', againName, '--no-cache']);
    assert.is(r.code, 0, r.stderr);
    const [a, b] = [digestTree(out), digestTree(again)];
    const names = [...new Set([...a.keys(), ...b.keys()])].sort();
    const differ = names.filter((n) => a.get(n) !== b.get(n));
    assert.ok(a.size > 1000, `${a.size} files`);
    assert.equal(differ, [], `${differ.length} of ${names.length} files differ`);
  } finally {
    fs.rmSync(again, { recursive: true, force: true });
  }
});

let pagesCache: string[] | undefined;
/** The site's pages: every HTML file except the client-redirects plugin's redirect pages. */
const htmlFiles = () =>
  (pagesCache ??= fs
    .readdirSync(out, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html') && !read(path.join(out, f)).includes('<meta http-equiv="refresh"')));

site('every page has exactly one h1', () => {
  const files = htmlFiles();
  assert.ok(files.length >= 7, `${files.length} pages`);
  // The test page of a Layout rendered without children has, by design, no content and no h1.
  for (const f of files.filter((x) => !x.startsWith('tests/pages/layout-no-children/'))) {
    const count = (read(path.join(out, f)).match(/<h1[\s>]/g) ?? []).length;
    assert.is(count, 1, `${f} has ${count} h1 elements`);
  }
});

for (const p of ['/', '/docs/', '/docs/cli/']) {
  site(`on ${p} the skip link is the first focusable element and jumps to the main content`, async () => {
    const { page, context } = await openPage(website.browser);
    await page.goto(new URL(p, website.origin).href);
    await waitForApp(page);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#__docsite_main');
    await context.close();
  });
}

const exists = (p: string) => fs.existsSync(path.join(out, decodeURIComponent(p), 'index.html'));
const routesUnder = (prefix: string) => htmlFiles().filter((f) => f.startsWith(prefix)).map((f) => `/${f.replace(/index\.html$/, '')}`);

site('blog routes: 23 posts, list pages 2 to 5, archive, tags with pagination, authors', () => {
  for (const p of ['/blog/', '/blog/page/2/', '/blog/page/5/', '/blog/archive/', '/blog/tags/', '/blog/tags/release/', '/blog/tags/release/page/2/', '/blog/tags/release/page/3/', '/blog/authors/', '/blog/releases/2.2/', '/blog/releases/3.4/']) {
    assert.ok(exists(p), `${p} exists`);
  }
  assert.not.ok(exists('/blog/page/6/'), 'five list pages only');
  const posts = routesUnder('blog/').filter((r) => /^\/blog\/(\d{4}\/\d\d\/\d\d|releases)\/.+/.test(r) || /^\/blog\/(preparing|upgrading)-/.test(r));
  assert.is(posts.length, 23, posts.join('\n'));
  const tags = routesUnder('blog/tags/').filter((r) => !r.includes('/page/') && r !== '/blog/tags/');
  assert.is(tags.length, 15, tags.join(' '));
  assert.ok(routesUnder('blog/authors/').length >= 7, 'the authors index and a page per author');
});

site('changelog routes: 97 entries incl. the space path, list pages 2 to 5 with 17 on the last, authors', () => {
  const entries = routesUnder('changelog/').filter((r) => !/^\/changelog\/(page|authors)\//.test(r) && r !== '/changelog/');
  assert.is(entries.length, 97);
  assert.ok(exists('/changelog/V2%20Changelog/'), 'the legacy section at /changelog/V2 Changelog/');
  for (const p of ['/changelog/', '/changelog/page/2/', '/changelog/page/5/', '/changelog/authors/', '/changelog/3.4.0/', '/changelog/2.0.0-alpha.19/']) assert.ok(exists(p), `${p} exists`);
  assert.not.ok(exists('/changelog/page/6/'));
  const last = read(path.join(out, 'changelog/page/5/index.html'));
  assert.is((last.match(/<article/g) ?? []).length, 17, 'page 5 lists 17 entries');
});

site('test blog: list pages 2 to 7, archive, authors, tags, an unlisted post kept out of the lists', () => {
  for (const p of ['/tests/blog/', '/tests/blog/page/2/', '/tests/blog/page/7/', '/tests/blog/archive/', '/tests/blog/authors/', '/tests/blog/tags/', '/tests/blog/unlisted-post/']) assert.ok(exists(p), `${p} exists`);
  assert.not.ok(exists('/tests/blog/page/8/'));
  assert.not.ok(exists('/tests/blog/draft-post/'), 'drafts are not built in production');
  const lists = routesUnder('tests/blog/page/').map((r) => read(path.join(out, r, 'index.html'))).join('') + read(path.join(out, 'tests/blog/index.html'));
  const listed = [...lists.matchAll(/class="blog-post-item__title"><a href="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(listed.length >= 19, `${listed.length} posts listed`);
  assert.not.ok(listed.includes('/tests/blog/unlisted-post/'), 'the unlisted post is in no list page');
});

for (const dir of ['blog', 'changelog', 'tests/blog']) {
  site(`${dir} feeds parse as RSS 2.0, Atom 1.0 and JSON Feed 1.1, with absolute URLs only`, () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
    const rss = parser.parse(read(path.join(out, dir, 'rss.xml')));
    assert.is(rss.rss['@version'], '2.0');
    const rssItems = [rss.rss.channel.item].flat();
    assert.ok(rssItems.length > 0);
    for (const item of rssItems) assert.match(String(item.link), /^https:\/\/docsite\.dev\//);
    const atom = parser.parse(read(path.join(out, dir, 'atom.xml')));
    assert.is(atom.feed['@xmlns'], 'http://www.w3.org/2005/Atom');
    for (const entry of [atom.feed.entry].flat()) for (const link of [entry.link].flat()) assert.match(String(link['@href']), /^https:\/\//);
    const json = JSON.parse(read(path.join(out, dir, 'feed.json')));
    assert.is(json.version, 'https://jsonfeed.org/version/1.1');
    for (const item of json.items) assert.match(item.url, /^https:\/\/docsite\.dev\//);
    // Relative href/src attributes inside the feed contents would break in feed readers.
    const bodies = json.items.map((i: any) => i.content_html ?? '').join('\n');
    assert.not.match(bodies, /\s(href|src)="\/(?!\/)/, 'no root-relative URL in feed content');
  });
}

const desktop = { viewport: { width: 1280, height: 900 } };
// The tests take turns on one page (see sharedPage), but those with other options.
const turn = sharedPage(() => website.browser, desktop);

site('the version dropdown keeps the current doc when switching versions', async () => {
  const { page, close, problems } = await turn();
  await page.goto(new URL('/docs/3.3.2/cli/', website.origin).href);
  await waitForApp(page);
  const toggle = page.locator('.navbar__items--right .dropdown > .navbar__link').first();
  assert.is((await toggle.innerText()).trim(), '3.3.2');
  await toggle.click();
  await page.click('.navbar__items--right .dropdown__menu a:has-text("3.4.0")');
  await page.waitForURL((u) => u.pathname === '/docs/3.4.0/cli/');
  await page.locator('.navbar__items--right .dropdown > .navbar__link:has-text("3.4.0")').waitFor();
  await page.locator('.navbar__items--right .dropdown > .navbar__link').first().click();
  await page.click('.navbar__items--right .dropdown__menu a:has-text("Canary")');
  await page.waitForURL((u) => u.pathname === '/docs/cli/');
  assert.is(await page.locator('h1').innerText(), 'The CLI');
  assert.equal(problems.filter((x) => !x.includes('Failed to load resource')), []);
  await close();
});

site('docs sidebar: opening a category collapses its open sibling (autoCollapseCategories), and the sidebar hides and comes back', async () => {
  const { page, close } = await turn();
  await page.goto(new URL('/docs/', website.origin).href);
  await waitForApp(page);
  const category = (label: string) => page.locator(`.docs-sidebar li.menu__list-item:has(> .menu__list-item-collapsible :text-is("${label}"))`);
  await page.click(`.docs-sidebar button[aria-label="Expand sidebar category 'Guides'"]`);
  await page.waitForFunction(() => !document.querySelector('.docs-sidebar .menu__list-item--collapsed a[href="/docs/creating-pages/"]'));
  assert.not.match((await category('Guides').getAttribute('class'))!, 'menu__list-item--collapsed');
  // The category's items were not in the page's first load (sidebar parts): opening it fetched them.
  await page.locator('.docs-sidebar a[href="/docs/creating-pages/"]').waitFor({ state: 'visible' });
  await page.click(`.docs-sidebar button[aria-label="Expand sidebar category 'Advanced Guides'"]`);
  await page.waitForFunction(() => [...document.querySelectorAll('.docs-sidebar li.menu__list-item')].some((li) => li.classList.contains('menu__list-item--collapsed') && li.textContent!.startsWith('Guides')));
  assert.not.match((await category('Advanced Guides').getAttribute('class'))!, 'menu__list-item--collapsed');
  await page.click('button.docs-sidebar__collapse');
  await page.locator('.docs-sidebar').waitFor({ state: 'detached' });
  await page.click('button.docs-root__expand');
  await page.locator('.docs-sidebar').waitFor({ state: 'visible' });
  await close();
});

site('on a phone the docs sidebar is the secondary menu, with a button back to the main menu', async () => {
  const { page, context } = await openPage(website.browser, { viewport: { width: 400, height: 800 } });
  await page.goto(new URL('/docs/cli/', website.origin).href);
  await waitForApp(page);
  await page.click('button.navbar__toggle');
  const current = page.locator('.navbar-sidebar .menu__link--active[aria-current="page"]');
  await current.waitFor({ state: 'visible' });
  assert.is(await current.innerText(), 'The CLI');
  await page.click('.navbar-sidebar button.navbar-sidebar__back');
  await page.locator('.navbar-sidebar a:has-text("Blog")').waitFor({ state: 'visible' });
  assert.ok(await page.locator('.navbar-sidebar a:has-text("Community")').isVisible(), 'the main menu lists the navbar items');
  await context.close();
});

site('at least 85 doc routes in each docs version, plus the generated-index pages', () => {
  const docRoutes = (prefix: string, exclude: RegExp | null) => htmlFiles().filter((f) => f.startsWith(prefix) && f.endsWith('index.html') && !(exclude && exclude.test(f)) && !/\/tags\//.test(f));
  for (const [prefix, exclude] of [['docs/3.4.0/', null], ['docs/3.3.2/', null], ['docs/', /^docs\/3\.\d\.\d\//]] as const) {
    const routes = docRoutes(prefix, exclude);
    assert.ok(routes.length >= 87, `${prefix}: ${routes.length} doc routes (85 docs + 2 generated-index pages)`);
    assert.ok(routes.some((f) => f === `${prefix}category/guides/index.html`), `${prefix}category/guides/`);
  }
});

site('docs tags: each version with a tags file has /tags/ listing every tag its docs use and a page per tag; the others have none', () => {
  const tagged: string[] = [];
  for (const { name, routeBase, dir } of manualVersions()) {
    const { tagsFile, docs } = versionTags(dir);
    if (!tagsFile) {
      assert.not.ok(exists(`${routeBase}tags/`), `${routeBase}tags/ exists, but ${name} has no tags file`);
      continue;
    }
    tagged.push(name);
    const list = `${routeBase}tags/`;
    assert.ok(exists(list), `${list} is missing`);
    const listHtml = read(path.join(out, list, 'index.html'));
    const counts = new Map<string, number>();
    for (const tags of docs.values()) for (const t of tags as string[]) counts.set(t, (counts.get(t) ?? 0) + 1);
    assert.ok(counts.size > 0, `no doc of ${name} has tags`);
    for (const [key, n] of counts) {
      const def = tagsFile[key]!;
      const page = `${routeBase}tags${def.permalink}/`;
      assert.ok(exists(page), `${page} (tag ${key} of ${name}) is missing`);
      const h1 = /<h1>([^<]*)<\/h1>/.exec(read(path.join(out, page, 'index.html')))?.[1];
      assert.is(h1, `${n} doc${n === 1 ? '' : 's'} tagged with &quot;${def.label}&quot;`, page);
      assert.ok(listHtml.includes(`href="${page}"`), `${list} does not link to ${page}`);
    }
  }
  // The current docs and 3.4.0 have tags files (see test/site/docsContent.test.ts).
  for (const v of ['current', '3.4.0']) assert.ok(tagged.includes(v), `${v} has no tags file`);
});

// Home, showcase, versions and example pages (content/pages).

site('home: the tagline as the one h1, Get Started to /docs/, the playground, the release banner', async () => {
  const html = read(path.join(out, 'index.html'));
  assert.match(html, /<h1 class="home-hero__title">Documentation sites that build in seconds and ship little JavaScript<\/h1>/);
  assert.match(html, /<a class="home-button home-button--secondary" href="\/docs\/playground\/">/);
  assert.match(html, /<a class="home-button home-button--primary" href="\/docs\/">Get Started<\/a>/);
  assert.match(html, /<a class="home-banner__link" href="\/blog\/releases\/3\.4\/">/);
  assert.ok(exists('/blog/releases/3.4/') && exists('/docs/playground/'));
  const { page, close, problems } = await turn();
  await page.goto(new URL('/', website.origin).href);
  await waitForApp(page);
  await page.click('a:text-is("Get Started")');
  await page.waitForURL((u) => u.pathname === '/docs/');
  assert.is(await page.locator('h1').innerText(), 'Introduction');
  assert.equal(problems, []);
  await close();
});

// One page of each type, with what it must show before axe looks at it.
const AXE_PAGES: [type: string, path: string, ready?: string][] = [
  ['home', '/'],
  ['doc', '/docs/installation/'],
  ['category index', '/docs/category/guides/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/releases/3.4/'],
  ['changelog list', '/changelog/'],
  ['changelog entry', '/changelog/3.4.0/'],
  ['showcase', '/showcase/'],
  ['search', '/search/?q=config', '.search-page__results a'],
  ['versions', '/versions/'],
  ['test page', '/tests/pages/markdown-tests-mdx/'],
];

for (const mode of ['light', 'dark'] as const) {
  // The site follows prefers-color-scheme until a reader picks a mode, so the context's scheme sets it.
  const axeTurn = sharedPage(() => website.browser, { ...desktop, colorScheme: mode, bypassCSP: true }); // axe is injected as an inline script
  for (const [type, p, ready] of AXE_PAGES) {
    site(`${type} (${p}) in ${mode} mode has no axe-core violations`, async () => {
      const { page, close, problems } = await axeTurn();
      await page.goto(new URL(p, website.origin).href);
      await waitForApp(page);
      if (ready) await page.locator(ready).first().waitFor();
      assert.is(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v: any) => `${v.impact} ${v.id} (${v.nodes.length}): ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')})`);
      });
      assert.equal(violations, []);
      assert.equal(problems.filter((x) => !x.includes('Failed to load resource')), [], 'no console errors');
      await close();
    });
  }
}

site('showcase: the static HTML lists every site, favourites first, demonstration addresses only', async () => {
  const { sites } = await import('../../content/data/showcase.ts');
  assert.ok(sites.length >= 60, `${sites.length} entries`);
  for (const s of sites) {
    assert.match(s.website, /^https:\/\/[a-z0-9.-]+\.example\.(com|org|net|edu)\//, s.website);
    assert.ok(fs.existsSync(path.join(repoRoot, 'content/static', s.preview)), `${s.preview} exists`);
  }
  const html = read(path.join(out, 'showcase/index.html'));
  assert.is((html.match(/<li class="showcase-card">/g) ?? []).length, sites.length);
  const favorites = html.indexOf('Our favorites');
  assert.ok(favorites > 0 && html.indexOf('All sites') > favorites);
  assert.match(html, new RegExp(`>${sites.length} sites<`));
});

site('showcase: OR and AND filters, name search and Clear All, kept in the URL across reload and Back', async () => {
  const { sites } = await import('../../content/data/showcase.ts');
  const withTags = (...tags: string[]) => sites.filter((s: any) => tags.some((t) => s.tags.includes(t)));
  const orCount = withTags('opensource', 'product').length;
  const andCount = sites.filter((s: any) => s.tags.includes('opensource') && s.tags.includes('product')).length;
  assert.ok(andCount > 0 && andCount < orCount, `AND ${andCount} vs OR ${orCount}`);

  const { page, close, problems } = await turn();
  const count = page.locator('.showcase-filters__count');
  const cards = page.locator('.showcase-results .showcase-card');
  const expectCount = async (n: number) => {
    await page.waitForFunction((text) => document.querySelector('.showcase-filters__count')?.textContent === text, `${n} ${n === 1 ? 'site' : 'sites'}`);
    assert.is(await cards.count(), n);
  };
  await page.goto(new URL('/showcase/', website.origin).href);
  await waitForApp(page);
  await expectCount(sites.length);
  await page.click('label:text-is("Open-Source")');
  await page.waitForURL((u) => u.search === '?tags=opensource');
  await page.click('label:text-is("Product")');
  await page.waitForURL((u) => u.search === '?tags=opensource&tags=product');
  await expectCount(orCount);
  await page.click('.showcase-operator button:text-is("AND")');
  await page.waitForURL((u) => u.search === '?tags=opensource&tags=product&operator=AND');
  await expectCount(andCount);

  await page.reload();
  await waitForApp(page);
  await expectCount(andCount);
  assert.is(await page.locator('.showcase-operator button:text-is("AND")').getAttribute('aria-pressed'), 'true');
  assert.ok(await page.locator('#showcase-tag-product').isChecked());
  assert.not.ok(await page.locator('#showcase-tag-design').isChecked());

  await page.goBack();
  await page.waitForURL((u) => u.search === '?tags=opensource&tags=product');
  await expectCount(orCount);
  assert.is(await page.locator('.showcase-operator button:text-is("OR")').getAttribute('aria-pressed'), 'true');

  await page.fill('#showcase-search-input', 'ACME');
  await page.waitForURL((u) => new URLSearchParams(u.search).get('name') === 'ACME');
  await expectCount(1);
  await page.fill('#showcase-search-input', 'no such site');
  await page.locator('h2:text-is("No result")').waitFor();
  await page.click('button:text-is("Clear All")');
  await page.waitForURL((u) => u.pathname === '/showcase/' && u.search === '');
  await expectCount(sites.length);
  assert.is(await page.inputValue('#showcase-search-input'), '');
  assert.ok(await page.locator('h2:has-text("Our favorites")').isVisible());
  assert.equal(problems, []);
  await close();
});

site('versions page: the Canary, latest and past versions from the docs data, with working links', async () => {
  const html = read(path.join(out, 'versions/index.html'));
  const sections = ['Current version (Stable)', 'Next version (Unreleased)', 'Past versions'].map((h) => html.indexOf(h));
  assert.ok(sections.every((i, n) => i > 0 && (n === 0 || i > sections[n - 1])), 'the three sections in order');
  const rows = [...html.matchAll(/<tr><th scope="row">([^<]+)<\/th>(.*?)<\/tr>/g)].map((m) => [m[1], [...m[2].matchAll(/href="([^"]+)"/g)].map((h) => h[1])]);
  assert.equal(rows, [
    ['3.4.0', ['/docs/3.4.0/', '/changelog/3.4.0/']],
    ['Canary 🚧', ['/docs/', '/community/canary/']],
    ['3.3.2', ['/docs/3.3.2/', '/changelog/3.3.2/']],
  ]);
  for (const [, links] of rows) for (const link of links) assert.ok(exists(link as string), `${link} exists`);
  const { page, close } = await turn();
  await page.goto(new URL('/versions/', website.origin).href);
  await waitForApp(page);
  await page.click('tr:has(th:text-is("3.3.2")) a[href="/changelog/3.3.2/"]');
  await page.waitForURL((u) => u.pathname === '/changelog/3.3.2/');
  await close();
});

site('examples: a Markdown page with front matter and a wrapper class; a noindex page left out of the sitemap', () => {
  const md = read(path.join(out, 'examples/markdownPageExample/index.html'));
  assert.match(md, /<title>Markdown page example \| docsite<\/title>/);
  assert.match(md, /<meta name="description" content="A standalone page written in MDX/);
  assert.match(md, /<main id="__docsite_main" class="main-wrapper markdown-page-example">/);
  const noIndex = read(path.join(out, 'examples/noIndex/index.html'));
  assert.match(noIndex.slice(0, noIndex.indexOf('</head>')), /<meta name="robots" content="noindex"\/?>/);
  const sitemap = read(path.join(out, 'sitemap.xml'));
  assert.match(sitemap, /<loc>https:\/\/docsite\.dev\/examples\/markdownPageExample\/<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/docsite\.dev\/showcase\/<\/loc>/);
  assert.not.match(sitemap, /examples\/noIndex/);
});

// Every route named in section 2 of the site specification.
const SPEC_ROUTES = [
  '/',
  ...['', '3.4.0/', '3.3.2/'].flatMap((v) =>
    [
      '', 'advanced/', 'api/site-config/', 'api/plugins/', 'api/themes/', 'api/plugin-methods/', 'cli/', 'configuration/', 'deployment/', 'i18n/introduction/',
      'markdown-features/math-equations/', 'markdown-features/plugins/', 'markdown-features/react/', 'markdown-features/tabs/', 'markdown-features/toc/',
      'migration/', 'migration/v2/', 'migration/v2/automated/', 'migration/v2/manual/', 'migration/v2/translated-sites/', 'migration/v2/versioned-sites/', 'migration/v3/',
      'playground/', 'search/', 'seo/', 'sidebar/', 'sidebar/autogenerated/', 'sidebar/items/', 'sidebar/multiple-sidebars/', 'static-assets/', 'styling-layout/',
      'swizzling/', 'typescript-support/', 'using-plugins/', 'versioning/', 'category/getting-started/', 'category/guides/',
    ].map((p) => `/docs/${v}${p}`),
  ),
  '/blog/', '/blog/archive/', '/blog/authors/', '/blog/page/2/', '/blog/page/5/', '/blog/tags/', '/blog/tags/release/', '/blog/tags/release/page/2/', '/blog/tags/release/page/3/',
  ...['2.2', '2.3', '2.4', '3.0', '3.1', '3.2', '3.3', '3.4'].map((v) => `/blog/releases/${v}/`),
  ...['adoption', 'beta', 'birth', 'blog', 'documentation', 'docusaurus', 'endi', 'i-18-n', 'maintenance', 'new', 'profilo', 'recap', 'release', 'search', 'tribute'].map((t) => `/blog/tags/${t}/`),
  '/changelog/', '/changelog/2.0.0-alpha.19/', '/changelog/3.4.0/', '/changelog/authors/', '/changelog/page/2/', '/changelog/page/5/', '/changelog/V2%20Changelog/',
  ...['canary', 'contributing', 'release-process', 'resources', 'support', 'team'].map((p) => `/community/${p}/`),
  '/examples/markdownPageExample/', '/examples/noIndex/', '/feature-requests/', '/search/', '/showcase/', '/versions/',
  '/tests/', '/tests/blog/', '/tests/blog/page/2/', '/tests/blog/page/7/', '/tests/blog/archive/', '/tests/blog/authors/', '/tests/blog/tags/', '/tests/blog/unlisted-post/',
  '/tests/pages/',
  ...['analytics', 'code-block-tests', 'crashTest', 'diagrams', 'embeds', 'error-boundary-tests', 'head-metadata', 'hydration-tests', 'layout-no-children', 'link-tests',
    'markdown-tests-md', 'markdown-tests-mdx', 'navbar-dropdown-tests', 'page-toc-tests', 'react-18', 'seo', 'tabs-tests', 'unlisted', 'z-index-tests'].map((p) => `/tests/pages/${p}/`),
  '/tests/docs/', '/tests/docs/tags/',
  '/__docusaurus/debug/', ...['config', 'content', 'globalData', 'metadata', 'registry', 'routes'].map((p) => `/__docusaurus/debug/${p}/`),
];

site('every route named in the specification exists in the build', () => {
  const missing = SPEC_ROUTES.filter((p) => !exists(p));
  assert.equal(missing, [], `missing routes:\n${missing.join('\n')}`);
  // Dated posts of the blog and of the test blog (2020 to 2024).
  assert.ok(routesUnder('blog/2017/').length > 0 && routesUnder('blog/2022/').length > 0, 'dated blog posts');
  for (const year of ['2020', '2021', '2022', '2023', '2024']) assert.ok(routesUnder(`tests/blog/${year}/`).length > 0, `a test blog post of ${year}`);
});

site('client redirects: /docs/support, /docs/team, /docs/resources (and next) and /home/ are redirect pages to their targets', async () => {
  for (const [from, to] of [['docs/support', '/community/support/'], ['docs/next/team', '/community/team/'], ['docs/resources', '/community/resources/'], ['home', '/']]) {
    const html = read(path.join(out, from, 'index.html'));
    assert.match(html, `<meta http-equiv="refresh" content="0; url=${to}">`);
    assert.match(html, '<meta name="robots" content="noindex">');
    assert.match(html, `<link rel="canonical" href="https://docsite.dev${to}">`);
  }
  const { page, close } = await turn();
  await page.goto(new URL('/docs/team/', website.origin).href);
  await page.waitForURL((u) => u.pathname === '/community/team/');
  assert.is(await page.locator('h1').first().innerText(), 'Team');
  await close();
});

site('the crash test page shows the crash fallback instead of a blank page', async () => {
  const { page, close } = await turn();
  await page.goto(new URL('/tests/pages/crashTest/', website.origin).href);
  await waitForApp(page);
  const crash = page.locator('button:has-text("Crash")').first();
  if (await crash.count()) await crash.click();
  await page.getByText('Try again').first().waitFor({ timeout: 5000 });
  await close();
});

site.run();
