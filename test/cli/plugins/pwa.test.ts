// The pwa plugin: offline-mode strategies, head tags, option errors, the reading set, and a whole
// build of the pwa fixture (sw.js with the precache, what reading the current docs needs, and the
// rest of the build's files to cache later; the manifest tags in every head).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { inParallel } from '../../../src/cli/plugins/pwa/client/inParallel.ts';
import { activeStrategies, serviceWorkerUrl, type OfflineModeSignals } from '../../../src/cli/plugins/pwa/client/offlineMode.ts';
import pwaPlugin, { pwaHeadTags } from '../../../src/cli/plugins/pwa/index.ts';
import { validatePwaOptions } from '../../../src/cli/plugins/pwa/options.ts';
import { readingSet, splitEntries } from '../../../src/cli/plugins/pwa/readingSet.ts';
import { HASHED_URL, injectLists } from '../../../src/cli/plugins/pwa/serviceWorker.ts';
import type { LoadContext, RenderedPage } from '../../../src/cli/types.ts';
import { fixture, read, runCli } from '../../helpers/site.ts';
import { oneLocale } from '../../helpers/oneLocale.ts';

const DEFAULT_STRATEGIES = ['appInstalled', 'queryString', 'standalone'] as const;
const none: OfflineModeSignals = { appInstalled: false, standalone: false, search: '', viewportWidth: 1280, saveData: false };

const strategies = suite('activeStrategies');

strategies('offline mode stays off when no strategy holds', () => {
  assert.equal(activeStrategies(DEFAULT_STRATEGIES, none), []);
  assert.equal(activeStrategies(DEFAULT_STRATEGIES, { ...none, search: '?offlineMode=false' }), []);
});

strategies('each default strategy turns it on by itself', () => {
  assert.equal(activeStrategies(DEFAULT_STRATEGIES, { ...none, appInstalled: true }), ['appInstalled']);
  assert.equal(activeStrategies(DEFAULT_STRATEGIES, { ...none, search: '?a=1&offlineMode=true' }), ['queryString']);
  assert.equal(activeStrategies(DEFAULT_STRATEGIES, { ...none, standalone: true }), ['standalone']);
});

strategies('only the configured strategies count', () => {
  assert.equal(activeStrategies(['queryString'], { ...none, appInstalled: true, standalone: true }), []);
  assert.equal(activeStrategies(['always'], none), ['always']);
  assert.equal(activeStrategies(['mobile', 'saveData'], { ...none, viewportWidth: 996, saveData: true }), ['mobile', 'saveData']);
  assert.equal(activeStrategies(['mobile'], { ...none, viewportWidth: 997 }), []);
});

strategies('the worker URL carries the mode and the debug flag', () => {
  assert.is(serviceWorkerUrl('/sw.js', { offlineMode: true, debug: false }), '/sw.js?offlineMode=true&debug=false');
  assert.is(serviceWorkerUrl('/docs/sw.js', { offlineMode: false, debug: true }), '/docs/sw.js?offlineMode=false&debug=true');
});

strategies.run();

const head = suite('pwaHeadTags');

head('puts file paths under the baseUrl and leaves colours, URLs and absolute paths alone', () => {
  const tags = pwaHeadTags(
    [
      { tagName: 'link', rel: 'manifest', href: 'manifest.json' },
      { tagName: 'link', rel: 'apple-touch-icon', href: './img/icon.png' },
      { tagName: 'meta', name: 'theme-color', content: '#25c2a0' },
      { tagName: 'meta', name: 'msapplication-TileImage', content: 'img/tile.png' },
      { tagName: 'link', rel: 'icon', href: 'https://cdn.example.com/icon.png' },
      { tagName: 'link', rel: 'mask-icon', href: '/img/mask.svg', color: '#000' },
    ],
    '/site/',
  );
  assert.equal(tags, [
    { tagName: 'link', attributes: { rel: 'manifest', href: '/site/manifest.json' } },
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: '/site/img/icon.png' } },
    { tagName: 'meta', attributes: { name: 'theme-color', content: '#25c2a0' } },
    { tagName: 'meta', attributes: { name: 'msapplication-TileImage', content: '/site/img/tile.png' } },
    { tagName: 'link', attributes: { rel: 'icon', href: 'https://cdn.example.com/icon.png' } },
    { tagName: 'link', attributes: { rel: 'mask-icon', href: '/img/mask.svg', color: '#000' } },
  ]);
});

head.run();

const options = suite('validatePwaOptions');

options('fills in the defaults', () => {
  const o = validatePwaOptions({}, 'plugins[0] ("pwa", id "default")');
  assert.equal(o.offlineModeActivationStrategies, [...DEFAULT_STRATEGIES]);
  assert.is(o.debug, false);
  assert.equal(o.pwaHead, []);
  assert.is(o.backgroundCaching, true);
  assert.equal(o.injectManifestConfig, { globPatterns: [], globIgnores: [], maximumFileSizeToCacheInBytes: 5 * 1024 * 1024 });
  assert.is(o.maxImageSizeInBytes, 512 * 1024);
});

options('reports every bad option at once, with suggestions', () => {
  try {
    validatePwaOptions({ offlineModeActivationStrategies: ['installed'], pwaHead: [{ rel: 'manifest' }], injectManifestConfig: { globPattern: [] } }, 'plugins[2] ("pwa", id "default")');
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.is(error.title, 'plugins[2] ("pwa", id "default"): 3 invalid pwa plugin options.');
    assert.equal(error.details, [
      '- offlineModeActivationStrategies.0: found "installed"; expected one of "appInstalled", "standalone", "queryString", "always", "mobile", "saveData".',
      '- pwaHead.0.tagName: found nothing; expected a tag name such as "link" or "meta".',
      '- injectManifestConfig.globPattern: unknown option; did you mean "globPatterns"?',
    ]);
  }
});

options.run();

const reading = suite('readingSet');

const page = (path: string, file: string, scripts: string[] = []): RenderedPage => ({ path, file, title: path, links: [], anchors: [], noIndex: false, scripts });
const searchManifest = {
  version: 1 as const,
  shards: [
    { name: 'docs-default-current', tag: 'docs-default-current', kind: 'docs', pluginId: 'default', version: 'current', language: 'en', url: '/site/assets/search/docs-default-current.1234567890.json', records: 1, bytes: 1 },
    { name: 'docs-default-1.0', tag: 'docs-default-1.0', kind: 'docs', pluginId: 'default', version: '1.0', language: 'en', url: '/site/assets/search/docs-default-1.0.1234567890.json', records: 1, bytes: 1 },
    { name: 'blog', tag: 'default', kind: 'blog', language: 'en', url: '/site/assets/search/blog.1234567890.json', records: 1, bytes: 1 },
  ],
};

reading('holds the home and not-found pages, the reading versions\' pages with their scripts, the shell and the search shards they use', () => {
  const inSet = readingSet({
    baseUrl: '/site/',
    pages: [
      page('/site/', 'index.html', ['/site/assets/js/main.aaaaaaaa.js']),
      page('/site/404.html', '404.html', ['/site/assets/js/main.aaaaaaaa.js', '/site/assets/js/theme-NotFound.bbbbbbbb.js']),
      page('/site/docs/intro/', 'docs/intro/index.html', ['/site/assets/js/content-docs-intro.cccccccc.js']),
      page('/site/docs/1.0/intro/', 'docs/1.0/intro/index.html', ['/site/assets/js/content-docs-1-0-intro.dddddddd.js']),
      page('/site/blog/', 'blog/index.html', ['/site/assets/js/theme-BlogListPage.eeeeeeee.js']),
    ],
    versions: [{ pluginId: 'default', name: 'current', pagePaths: ['/site/docs/intro/'] }],
    searchManifest,
    shellFiles: ['manifest.json', 'img/icon.png'],
  });
  const files = [
    'index.html', '404.html', 'docs/intro/index.html', 'docs/1.0/intro/index.html', 'blog/index.html',
    'assets/js/main.aaaaaaaa.js', 'assets/js/theme-NotFound.bbbbbbbb.js', 'assets/js/content-docs-intro.cccccccc.js', 'assets/js/content-docs-1-0-intro.dddddddd.js', 'assets/js/theme-BlogListPage.eeeeeeee.js', 'assets/js/vendor/mermaid.ffffffff.js',
    'assets/css/styles.12345678.css', 'assets/katex/fonts/KaTeX_Main-Regular.woff2', 'assets/routes/docs.1234567890.json',
    'search-index.json', 'assets/search/docs-default-current.1234567890.json', 'assets/search/docs-default-1.0.1234567890.json', 'assets/search/blog.1234567890.json',
    'manifest.json', 'img/icon.png', 'img/photo.png',
  ];
  assert.equal(files.filter(inSet), [
    'index.html', '404.html', 'docs/intro/index.html',
    'assets/js/main.aaaaaaaa.js', 'assets/js/theme-NotFound.bbbbbbbb.js', 'assets/js/content-docs-intro.cccccccc.js',
    'assets/css/styles.12345678.css', 'assets/katex/fonts/KaTeX_Main-Regular.woff2', 'assets/routes/docs.1234567890.json',
    'search-index.json', 'assets/search/docs-default-current.1234567890.json', 'assets/search/blog.1234567890.json',
    'manifest.json', 'img/icon.png',
  ]);
});

reading('without the built-in search, no search file is in it', () => {
  const inSet = readingSet({ baseUrl: '/', pages: [], versions: [], shellFiles: [] });
  assert.not.ok(inSet('search-index.json'));
  assert.ok(inSet('assets/css/styles.12345678.css'));
});

reading('splitEntries keeps the reading set, then the rest with the assets first', () => {
  const entries = ['a.html', 'assets/js/a.12345678.js', 'b/index.html', 'assets/js/b.12345678.js', 'img/c.png'].map((url) => ({ url, revision: null }));
  const { precache, later } = splitEntries(entries, (f) => f.startsWith('a'));
  assert.equal(precache.map((e) => e.url), ['a.html', 'assets/js/a.12345678.js', 'assets/js/b.12345678.js']);
  assert.equal(later.map((e) => e.url), ['b/index.html', 'img/c.png']);
  assert.equal(splitEntries(entries, (f) => f === 'a.html').later.map((e) => e.url), ['assets/js/a.12345678.js', 'assets/js/b.12345678.js', 'b/index.html', 'img/c.png']);
});

reading('injectLists writes each list at its point, and refuses a worker without exactly one of each', () => {
  const lists = { precache: [{ url: 'index.html', revision: 'r1' }], later: [] };
  assert.is(injectLists('const a=self.__WB_MANIFEST,b=self.__DOCSITE_CACHE_LATER;', lists), 'const a=/*precache*/[{"url":"index.html","revision":"r1"}],b=/*later*/[];');
  try {
    injectLists('const a=self.__WB_MANIFEST;', lists);
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.match(error.title, /has 0 occurrences of self\.__DOCSITE_CACHE_LATER, where the build writes its later list; it needs exactly one\.$/);
    assert.is(error.hint, 'Read the list once, as `const list = self.__DOCSITE_CACHE_LATER;`, so that minifying keeps the expression whole.');
  }
});

reading('inParallel runs every task, never more than the limit at once, and counts the failures', async () => {
  let running = 0;
  let most = 0;
  const done: number[] = [];
  const failed = await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
    running++;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, n % 3));
    running--;
    done.push(n);
    if (n % 2 === 0) throw new Error(`task ${n}`);
  });
  assert.equal(done.sort(), [1, 2, 3, 4, 5, 6, 7]);
  assert.is(most, 3);
  assert.is(failed, 3);
  assert.is(await inParallel([], 3, async () => {}), 0);
});

reading.run();

const generated = suite('pwaPlugin');

function contextFor(outDir: string, isDev = false): LoadContext {
  return { siteDir: outDir, siteConfig: { plugins: [] } as any, contentDir: outDir, generatedDir: outDir, frameworkDir: outDir, baseUrl: '/docs/', outDir, isDev, ...oneLocale(outDir) };
}

/** The page tmpBuild writes, as the build would report it. */
const homePage: RenderedPage = { path: '/docs/', file: 'index.html', title: 'Home', links: [], anchors: [], noIndex: false };

function tmpBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-pwa-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><title>Home</title>');
  return dir;
}

generated('writes manifest.json and links it from every head', async () => {
  const dir = tmpBuild();
  try {
    const plugin = pwaPlugin(contextFor(dir), { manifest: { name: 'Acme Docs', display: 'standalone' } });
    assert.equal(plugin.injectHtmlTags!({ content: undefined }).headTags, [{ tagName: 'link', attributes: { rel: 'manifest', href: '/docs/manifest.json' } }]);
    await plugin.postBuild!({ outDir: dir, content: undefined, routes: [], pages: [homePage], siteConfig: {} as any });
    assert.equal(JSON.parse(read(path.join(dir, 'manifest.json'))), { name: 'Acme Docs', display: 'standalone' });
    assert.equal(swLists(read(path.join(dir, 'sw.js'))).precache.map((e) => e.url).sort(), ['index.html', 'manifest.json']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

generated('refuses to replace a manifest.json from the static folder', async () => {
  const dir = tmpBuild();
  fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
  try {
    const plugin = pwaPlugin(contextFor(dir), { manifest: { name: 'Acme Docs' } });
    await plugin.postBuild!({ outDir: dir, content: undefined, routes: [], pages: [homePage], siteConfig: {} as any });
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.is(error.title, 'The pwa plugin\'s "manifest" option would replace the manifest.json of the static folder.');
    assert.is(error.hint, 'Keep one: delete static/manifest.json, or remove the "manifest" option.');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

generated("keeps fonts offline, but only KaTeX's woff2 files, which the precache holds with the styles", async () => {
  const dir = tmpBuild();
  fs.mkdirSync(path.join(dir, 'assets/katex/fonts'), { recursive: true });
  for (const f of ['KaTeX_Main-Regular.woff2', 'KaTeX_Main-Regular.woff', 'KaTeX_Main-Regular.ttf']) fs.writeFileSync(path.join(dir, 'assets/katex/fonts', f), 'font');
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts/Brand.woff'), 'font');
  try {
    await pwaPlugin(contextFor(dir), {}).postBuild!({ outDir: dir, content: undefined, routes: [], pages: [homePage], siteConfig: {} as any });
    const lists = swLists(read(path.join(dir, 'sw.js')));
    assert.equal(lists.precache.map((e) => e.url).sort(), ['assets/katex/fonts/KaTeX_Main-Regular.woff2', 'index.html']);
    assert.equal(lists.later.map((e) => e.url), ['fonts/Brand.woff']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

generated('in dev, adds the head tags but no worker', () => {
  const plugin = pwaPlugin(contextFor('/nowhere', true), { pwaHead: [{ tagName: 'meta', name: 'theme-color', content: '#000' }] });
  assert.equal(plugin.injectHtmlTags!({ content: undefined }).headTags, [{ tagName: 'meta', attributes: { name: 'theme-color', content: '#000' } }]);
  assert.is(plugin.postBuild, undefined);
  assert.is(plugin.getClientModules, undefined);
});

generated.run();

const built = suite('pwa fixture build');
const site = fixture('pwa');
const out = path.join(site, 'build-pwa-test');
let stdout = '';

type Entry = { url: string; revision: string | null };
/** The two file lists the build wrote into sw.js, each after a comment naming it. */
function swLists(sw: string): { precache: Entry[]; later: Entry[] } {
  const list = (name: string): Entry[] => {
    const start = sw.indexOf(`/*${name}*/[`);
    assert.ok(start >= 0, `sw.js holds the ${name} list`);
    const from = start + name.length + 4;
    // The list ends at the first "]" that closes valid JSON.
    for (let end = sw.indexOf(']', from); end >= 0; end = sw.indexOf(']', end + 1)) {
      try {
        return JSON.parse(sw.slice(from, end + 1));
      } catch {}
    }
    throw new Error(`the ${name} list of sw.js is not JSON`);
  };
  return { precache: list('precache'), later: list('later') };
}

const filesUnder = (dir: string) => fs.readdirSync(path.join(out, dir), { recursive: true }).map((f) => `${dir}/${String(f).split(path.sep).join('/')}`).filter((f) => fs.statSync(path.join(out, f)).isFile());

built.before(async () => {
  const r = await runCli(['build', 'test/fixtures/pwa', '--out-dir', 'build-pwa-test']);
  assert.is(r.code, 0, r.stdout + r.stderr);
  stdout = r.stdout + r.stderr;
});

built.after(() => fs.rmSync(out, { recursive: true, force: true }));

built('writes sw.js: the precache holds the current version\'s pages and what they load, the later list the rest', () => {
  const { precache, later } = swLists(read(path.join(out, 'sw.js')));
  const urls = [...precache, ...later].map((e) => e.url);
  assert.equal(new Set(urls).size, urls.length, 'no URL twice');
  const precached = precache.map((e) => e.url);
  for (const page of ['index.html', '404.html', 'docs/intro/index.html', 'docs/offline/index.html', 'docs/install/index.html']) {
    assert.match(precache.find((e) => e.url === page)?.revision ?? '', /^[0-9a-f]{32}$/, `${page} is precached with a revision`);
  }
  for (const file of ['search-index.json', 'manifest.json', 'img/icon.png', ...filesUnder('assets/css'), ...filesUnder('assets/routes')]) assert.ok(precached.includes(file), `${file} is precached`);
  // Every script the precached pages load, by their URL.
  for (const page of ['docs/intro/index.html', '404.html']) {
    for (const [, src] of read(path.join(out, page)).matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="\/([^"]+)"/g)) {
      assert.equal(precache.find((e) => e.url === src), { url: src, revision: null }, `${src} of ${page} is precached by its URL`);
    }
  }
  const search = filesUnder('assets/search');
  assert.equal(search.filter((f) => precached.includes(f)).map((f) => f.replace(/\.\w+\.json$/, '')), ['assets/search/docs-default-current', 'assets/search/pages']);
  // Version 1.0 and the search page come later; every hashed file there by its URL.
  const laterUrls = later.map((e) => e.url);
  for (const file of ['docs/1.0/intro/index.html', 'search/index.html', ...search.filter((f) => /docs-default-1\.0/.test(f))]) assert.ok(laterUrls.includes(file), `${file} is cached later`);
  assert.ok(laterUrls.some((u) => u.startsWith('assets/js/content-versioned-docs-version-1-0-intro')), 'the 1.0 page\'s code is cached later');
  for (const file of [...filesUnder('assets/js'), ...search]) {
    assert.ok(HASHED_URL.test(file), `${file} is a hashed name`);
    assert.equal([...precache, ...later].find((e) => e.url === file), { url: file, revision: null }, `${file} is listed by its URL`);
  }
});

built('leaves images over the size cap and the worker itself out of both lists', () => {
  const { precache, later } = swLists(read(path.join(out, 'sw.js')));
  const urls = [...precache, ...later].map((e) => e.url);
  assert.not.ok(urls.includes('img/poster.png'), 'the 30 KB poster is over maxImageSizeInBytes');
  assert.not.ok(urls.includes('sw.js'));
  assert.match(stdout, '[WARNING] pwa: 1 image(s) over maxImageSizeInBytes (20000 bytes) are not cached for offline use: img/poster.png');
  assert.match(stdout, new RegExp(`Service worker: sw\\.js \\d+\\.\\d KiB; in offline mode it precaches ${precache.length} files \\(\\d+\\.\\d KiB\\), then caches ${later.length} more \\(\\d+\\.\\d KiB\\) in the background`));
});

built('the worker is a small classic script that reads its mode from its URL', () => {
  const sw = read(path.join(out, 'sw.js'));
  assert.ok(fs.statSync(path.join(out, 'sw.js')).size < 40 * 1024, 'sw.js under 40 KiB');
  assert.not.match(sw, /^\s*(import|export)\s/m, 'no module syntax');
  assert.match(sw, 'offlineMode');
  assert.match(sw, 'SKIP_WAITING');
});

built('every page has the pwaHead tags, file paths under the baseUrl, and registers the worker', () => {
  for (const page of ['index.html', 'docs/intro/index.html', '404.html']) {
    const html = read(path.join(out, page));
    assert.match(html, '<link rel="manifest" href="/manifest.json">', page);
    assert.match(html, '<meta name="theme-color" content="rgb(37, 194, 160)">', page);
    assert.match(html, '<meta name="apple-mobile-web-app-capable" content="yes">', page);
    assert.match(html, '<link rel="apple-touch-icon" href="/img/icon.png">', page);
    assert.match(html, '<link rel="icon" href="/img/icon.png">', page);
  }
  const siteData = fs.readdirSync(path.join(out, 'assets/js')).filter((f) => f.startsWith('main.')).map((f) => read(path.join(out, 'assets/js', f))).join('');
  assert.match(siteData, '"swUrl":"/sw.js"', 'the registration knows the worker URL');
  assert.match(siteData, '"offlineModeActivationStrategies":["appInstalled","standalone","queryString"],"backgroundCaching":true');
});

built('the static manifest.json is copied as it is', () => {
  const manifest = JSON.parse(read(path.join(out, 'manifest.json')));
  assert.is(manifest.display, 'standalone');
  assert.is(manifest.icons[0].src, 'img/icon.png');
});

built.run();
