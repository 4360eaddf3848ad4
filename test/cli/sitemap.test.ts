// The sitemap plugin: which pages go in, the XML against the sitemaps.org rules, robots.txt, and
// a whole build of the sitemap fixture (served under /site/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { globToRegExp, readHead, robotsTxt, sitemapItems, sitemapXml } from '../../src/cli/plugins/sitemap/createSitemap.ts';
import sitemapPlugin from '../../src/cli/plugins/sitemap/index.ts';
import { validateSitemapOptions } from '../../src/cli/plugins/sitemap/options.ts';
import type { LoadContext, RenderedPage } from '../../src/cli/types.ts';
import { fixture, read, runCli, type CliResult } from '../helpers/site.ts';
import { oneLocale } from '../helpers/oneLocale.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
/** W3C datetime profiles the sitemap protocol accepts: a date, or a date and time with a zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** Checks a sitemap against the sitemaps.org rules and returns its entries. */
function validateSitemap(xml: string): Record<string, string>[] {
  assert.is(XMLValidator.validate(xml), true, 'well-formed XML');
  assert.ok(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), 'UTF-8 declaration');
  const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'url' }).parse(xml);
  const roots = Object.keys(doc).filter((k) => k !== '?xml');
  assert.equal(roots, ['urlset']);
  assert.is(doc.urlset['@_xmlns'], SITEMAP_NS);
  const urls: Record<string, string>[] = doc.urlset.url ?? [];
  assert.ok(urls.length <= 50000, 'at most 50,000 URLs');
  for (const url of urls) {
    assert.equal(Object.keys(url).filter((k) => !['loc', 'lastmod', 'changefreq', 'priority'].includes(k)), [], 'only sitemap elements');
    const loc = new URL(url.loc);
    assert.ok(['http:', 'https:'].includes(loc.protocol) && url.loc.length < 2048, `${url.loc} is absolute`);
    assert.is(loc.href, url.loc, `${url.loc} is already URL-escaped`);
    if (url.lastmod !== undefined) assert.match(url.lastmod, W3C_DATE);
    if (url.changefreq !== undefined) assert.ok(CHANGEFREQ.includes(url.changefreq), url.changefreq);
    if (url.priority !== undefined) assert.ok(Number(url.priority) >= 0 && Number(url.priority) <= 1, url.priority);
  }
  // Entities only: a raw & or < inside an element would not be XML.
  assert.not.match(xml.replace(/&(amp|lt|gt|quot|apos);/g, ''), /&/);
  return urls;
}

const glob = suite('globToRegExp');

glob('"/**" at the end matches the folder itself and everything below it', () => {
  const re = globToRegExp('/tests/blog/**');
  for (const p of ['/tests/blog', '/tests/blog/', '/tests/blog/2024/01/01/post/']) assert.ok(re.test(p), p);
  for (const p of ['/tests/blogs/', '/tests/', '/docs/tests/blog/']) assert.not.ok(re.test(p), p);
});

glob('"*" and "?" stay within one segment; other characters are literal', () => {
  assert.ok(globToRegExp('/blog/tags/*/').test('/blog/tags/release/'));
  assert.not.ok(globToRegExp('/blog/tags/*/').test('/blog/tags/release/page/2/'));
  assert.ok(globToRegExp('/docs/v?/').test('/docs/v2/'));
  assert.not.ok(globToRegExp('/docs/3.4.0/**').test('/docs/3x4x0/intro/'));
  assert.ok(globToRegExp('/**/page/*/').test('/blog/page/2/'));
});

glob('"{a,b}" matches either alternative', () => {
  const re = globToRegExp('/tests/{blog,pages}/**');
  for (const p of ['/tests/blog/', '/tests/pages/x/', '/tests/pages']) assert.ok(re.test(p), p);
  for (const p of ['/tests/docs/', '/tests/{blog,pages}/']) assert.not.ok(re.test(p), p);
});

glob.run();

const items = suite('sitemapItems and sitemapXml');
const defaults = validateSitemapOptions({}, 'plugins[1] ("sitemap", id "default")');

items('defaults: weekly, priority 0.5, no lastmod, sorted by URL, one entry per URL', () => {
  const pages = [{ path: '/b/', noIndex: false, lastUpdatedAt: 0 }, { path: '/a/', noIndex: false }, { path: '/b/', noIndex: false }];
  assert.equal(sitemapItems(pages, 'https://example.com', defaults), [
    { loc: 'https://example.com/a/', changefreq: 'weekly', priority: 0.5 },
    { loc: 'https://example.com/b/', changefreq: 'weekly', priority: 0.5 },
  ]);
});

items('leaves out noindex pages and pages matching ignorePatterns', () => {
  const options = validateSitemapOptions({ ignorePatterns: ['/tests/**'], changefreq: null, priority: null }, 'sitemap');
  const pages = [{ path: '/', noIndex: false }, { path: '/hidden/', noIndex: true }, { path: '/tests/', noIndex: false }, { path: '/tests/x/', noIndex: false }];
  assert.equal(sitemapItems(pages, 'https://example.com', options), [{ loc: 'https://example.com/' }]);
});

items('writes lastmod as a W3C date or datetime when the page has a time', () => {
  const time = Date.UTC(2024, 4, 6, 7, 8, 9);
  const page = [{ path: '/a/', noIndex: false, lastUpdatedAt: time }];
  assert.is(sitemapItems(page, 'https://example.com', validateSitemapOptions({ lastmod: 'date' }, 'sitemap'))[0].lastmod, '2024-05-06');
  assert.is(sitemapItems(page, 'https://example.com', validateSitemapOptions({ lastmod: 'datetime' }, 'sitemap'))[0].lastmod, '2024-05-06T07:08:09.000Z');
  assert.is(sitemapItems(page, 'https://example.com', defaults)[0].lastmod, undefined);
});

items('percent-encodes and XML-escapes locations', () => {
  const xml = sitemapXml(sitemapItems([{ path: '/r&d notes/café/', noIndex: false }], 'https://example.com', defaults));
  assert.match(xml, '<loc>https://example.com/r&amp;d%20notes/caf%C3%A9/</loc>');
  validateSitemap(xml);
});

items('keeps paths as routed: no slash added when the site has trailingSlash false', () => {
  const xml = sitemapXml(sitemapItems([{ path: '/', noIndex: false }, { path: '/docs/intro', noIndex: false }], 'https://example.com', defaults));
  assert.equal(validateSitemap(xml).map((u) => u.loc), ['https://example.com/', 'https://example.com/docs/intro']);
});

items.run();

const head = suite('readHead and robotsTxt');

head('finds robots noindex and the article dates in the head only', () => {
  const html = '<html><head><meta name="robots" content="noindex, nofollow"><meta property="article:published_time" content="2024-01-02T00:00:00.000Z"/></head><body><meta name="robots" content="index"></body></html>';
  assert.equal(readHead(html), { noIndex: true, published: Date.UTC(2024, 0, 2) });
  assert.equal(readHead('<head><meta name="robots" content="index, follow"><meta property="article:modified_time" content="2024-03-04"></head>'), { noIndex: false, modified: Date.UTC(2024, 2, 4) });
});

head('allows everything and names the sitemap, or disallows everything', () => {
  assert.is(robotsTxt('https://example.com/sitemap.xml'), 'User-agent: *\nAllow: /\n\nSitemap: https://example.com/sitemap.xml\n');
  assert.is(robotsTxt(null), 'User-agent: *\nDisallow: /\n');
});

head.run();

const plugin = suite('sitemapPlugin');

function contextFor(config: Record<string, unknown>, options: unknown): LoadContext {
  const siteConfig = validateConfig({ title: 'Site', url: 'https://example.com', ...config, plugins: [['sitemap', options]] }, '/site/site.config.ts');
  (siteConfig.plugins as unknown[])[0] = ['sitemap', options];
  return { siteDir: '/site', siteConfig, contentDir: '/site/content', generatedDir: '/site/.docsite/generated', frameworkDir: '/fw', baseUrl: siteConfig.baseUrl, outDir: '/site/build', isDev: false, ...oneLocale('/site') };
}

/** Runs postBuild on pages written to a temporary build folder; returns that folder. */
async function postBuild(config: Record<string, unknown>, files: Record<string, string>, pages: Partial<RenderedPage>[]): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-sitemap-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), text);
  }
  const options = {};
  const p = sitemapPlugin(contextFor(config, options), options);
  const full = pages.map((pg) => ({ title: '', links: [], anchors: [], noIndex: false, ...pg }) as RenderedPage);
  await p.postBuild!({ outDir, content: undefined, routes: [], pages: full, siteConfig: contextFor(config, options).siteConfig });
  return outDir;
}

const PAGE = '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>';

plugin('a site with noIndex gets a robots.txt that disallows everything, and no sitemap', async () => {
  const out = await postBuild({ noIndex: true }, { 'index.html': PAGE }, [{ path: '/', file: 'index.html' }]);
  assert.is(read(path.join(out, 'robots.txt')), 'User-agent: *\nDisallow: /\n');
  assert.not.ok(fs.existsSync(path.join(out, 'sitemap.xml')));
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('keeps the robots.txt a site brings in its static folder', async () => {
  const own = 'User-agent: *\nDisallow: /private/\n';
  const out = await postBuild({}, { 'index.html': PAGE, 'robots.txt': own }, [{ path: '/', file: 'index.html' }]);
  assert.is(read(path.join(out, 'robots.txt')), own);
  assert.ok(fs.existsSync(path.join(out, 'sitemap.xml')));
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('leaves out the 404 page and pages rendered with noIndex', async () => {
  const out = await postBuild({}, { 'index.html': PAGE, 'a.html': PAGE, '404.html': PAGE }, [
    { path: '/', file: 'index.html' },
    { path: '/a', file: 'a.html', noIndex: true },
    { path: '/404.html', file: '404.html' },
  ]);
  assert.equal(validateSitemap(read(path.join(out, 'sitemap.xml'))).map((u) => u.loc), ['https://example.com/']);
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('reports every invalid option at once, with a suggestion for a misspelt one', () => {
  try {
    const options = { lastmod: 'yes', priority: 2, filename: '/maps/sitemap.txt', ignorePattern: [], changefreq: 'often' };
    sitemapPlugin(contextFor({}, options), options as any);
    assert.unreachable('expected invalid options');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'plugins[0] ("sitemap", id "default"): 5 invalid sitemap plugin options.');
    assert.equal(e.details, [
      '- lastmod: found "yes"; expected "date", "datetime" or null.',
      '- changefreq: found "often"; expected one of "always", "hourly", "daily", "weekly", "monthly", "yearly", "never", or null.',
      '- priority: found 2; expected a number from 0 to 1, or null.',
      '- filename: found "/maps/sitemap.txt"; expected a file name ending in .xml, such as "sitemap.xml".',
      '- ignorePattern: unknown option; did you mean "ignorePatterns"?',
    ]);
  }
});

plugin.run();

const build = suite('sitemap build');
const site = fixture('sitemap');
const out = path.join(site, 'build-sitemap');
let result: CliResult;
let urls: Record<string, string>[] = [];

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/sitemap', '--out-dir', 'build-sitemap']);
  if (result.code === 0) urls = validateSitemap(read(path.join(out, 'sitemap.xml')));
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('lists the indexable pages with absolute, escaped URLs under the baseUrl, sorted', () => {
  assert.equal(urls.map((u) => u.loc), [
    'https://sitemap.example.com/site/',
    'https://sitemap.example.com/site/about/',
    'https://sitemap.example.com/site/blog/',
    'https://sitemap.example.com/site/blog/2024/03/05/hello/',
    'https://sitemap.example.com/site/blog/archive/',
    'https://sitemap.example.com/site/docs/intro/',
    'https://sitemap.example.com/site/r&d%20notes/',
  ]);
  assert.match(read(path.join(out, 'sitemap.xml')), '<loc>https://sitemap.example.com/site/r&amp;d%20notes/</loc>');
});

build('omits the robots-noindex page, unlisted pages and docs, drafts, ignored paths and the 404 page', () => {
  assert.ok(fs.existsSync(path.join(out, 'private/index.html')), 'the noindex page is built');
  assert.match(read(path.join(out, 'private/index.html')), '<meta name="robots" content="noindex"/>');
  const xml = read(path.join(out, 'sitemap.xml'));
  for (const p of ['/private/', '/hidden/', '/docs/secret/', '/docs/draft/', '/tests/', '404']) assert.not.match(xml, p);
});

build('dates docs by their last update and posts by their date; options apply to every entry', () => {
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  assert.equal(byLoc.get('https://sitemap.example.com/site/docs/intro/'), { loc: 'https://sitemap.example.com/site/docs/intro/', lastmod: '2024-02-03', changefreq: 'daily', priority: '0.7' });
  assert.is(byLoc.get('https://sitemap.example.com/site/blog/2024/03/05/hello/')!.lastmod, '2024-03-05');
  assert.is(byLoc.get('https://sitemap.example.com/site/about/')!.lastmod, undefined);
});

build('writes a robots.txt that points at the sitemap', () => {
  assert.is(read(path.join(out, 'robots.txt')), 'User-agent: *\nAllow: /\n\nSitemap: https://sitemap.example.com/site/sitemap.xml\n');
});

build.run();
