// The pwa plugin: offline-mode strategies, head tags, option errors, and a whole build of the pwa
// fixture (sw.js with a precache manifest of the build's files, the manifest tags in every head).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { activeStrategies, serviceWorkerUrl, type OfflineModeSignals } from '../../../src/cli/plugins/pwa/client/offlineMode.ts';
import pwaPlugin, { pwaHeadTags } from '../../../src/cli/plugins/pwa/index.ts';
import { validatePwaOptions } from '../../../src/cli/plugins/pwa/options.ts';
import { HASHED_URL } from '../../../src/cli/plugins/pwa/serviceWorker.ts';
import type { LoadContext } from '../../../src/cli/types.ts';
import { fixture, read, runCli } from '../../helpers/site.ts';

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

const generated = suite('pwaPlugin');

function contextFor(outDir: string, isDev = false): LoadContext {
  return { siteDir: outDir, siteConfig: { plugins: [] } as any, contentDir: outDir, generatedDir: outDir, frameworkDir: outDir, baseUrl: '/docs/', outDir, isDev };
}

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
    await plugin.postBuild!({ outDir: dir, content: undefined, routes: [], pages: [], siteConfig: {} as any });
    assert.equal(JSON.parse(read(path.join(dir, 'manifest.json'))), { name: 'Acme Docs', display: 'standalone' });
    assert.equal(precacheManifest(read(path.join(dir, 'sw.js'))).map((e) => e.url).sort(), ['index.html', 'manifest.json']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

generated('refuses to replace a manifest.json from the static folder', async () => {
  const dir = tmpBuild();
  fs.writeFileSync(path.join(dir, 'manifest.json'), '{}');
  try {
    const plugin = pwaPlugin(contextFor(dir), { manifest: { name: 'Acme Docs' } });
    await plugin.postBuild!({ outDir: dir, content: undefined, routes: [], pages: [], siteConfig: {} as any });
    assert.unreachable('should throw');
  } catch (error: any) {
    assert.is(error.title, 'The pwa plugin\'s "manifest" option would replace the manifest.json of the static folder.');
    assert.is(error.hint, 'Keep one: delete static/manifest.json, or remove the "manifest" option.');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

generated("precaches fonts, but only KaTeX's woff2 files", async () => {
  const dir = tmpBuild();
  fs.mkdirSync(path.join(dir, 'assets/katex/fonts'), { recursive: true });
  for (const f of ['KaTeX_Main-Regular.woff2', 'KaTeX_Main-Regular.woff', 'KaTeX_Main-Regular.ttf']) fs.writeFileSync(path.join(dir, 'assets/katex/fonts', f), 'font');
  fs.mkdirSync(path.join(dir, 'fonts'));
  fs.writeFileSync(path.join(dir, 'fonts/Brand.woff'), 'font');
  try {
    await pwaPlugin(contextFor(dir), {}).postBuild!({ outDir: dir, content: undefined, routes: [], pages: [], siteConfig: {} as any });
    assert.equal(precacheManifest(read(path.join(dir, 'sw.js'))).map((e) => e.url).sort(), ['assets/katex/fonts/KaTeX_Main-Regular.woff2', 'fonts/Brand.woff', 'index.html']);
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

/** The precache manifest injected into sw.js. */
function precacheManifest(sw: string): { url: string; revision: string | null }[] {
  const list = /(\[\{"revision".*?\}\])/.exec(sw);
  assert.ok(list, 'sw.js holds a precache manifest');
  return JSON.parse(list![1]);
}

const filesUnder = (dir: string) => fs.readdirSync(path.join(out, dir), { recursive: true }).map((f) => `${dir}/${String(f).split(path.sep).join('/')}`).filter((f) => fs.statSync(path.join(out, f)).isFile());

built.before(async () => {
  const r = await runCli(['build', 'test/fixtures/pwa', '--out-dir', 'build-pwa-test']);
  assert.is(r.code, 0, r.stdout + r.stderr);
  stdout = r.stdout + r.stderr;
});

built.after(() => fs.rmSync(out, { recursive: true, force: true }));

built('writes sw.js, precaching every page and hashed asset, hashed ones without a revision', () => {
  const manifest = precacheManifest(read(path.join(out, 'sw.js')));
  const urls = manifest.map((e) => e.url);
  assert.equal(new Set(urls).size, urls.length, 'no URL twice');
  for (const page of ['index.html', '404.html', 'docs/intro/index.html', 'docs/offline/index.html', 'docs/install/index.html']) {
    assert.match(manifest.find((e) => e.url === page)?.revision ?? '', /^[0-9a-f]{32}$/, `${page} has a revision`);
  }
  const hashed = [...filesUnder('assets/js'), ...filesUnder('assets/css'), ...filesUnder('assets/routes'), ...filesUnder('assets/search')];
  assert.ok(hashed.length > 10);
  for (const file of hashed) {
    assert.ok(HASHED_URL.test(file), `${file} is a hashed name`);
    assert.equal(manifest.find((e) => e.url === file), { url: file, revision: null }, `${file} is precached by its URL`);
  }
  for (const file of ['search-index.json', 'manifest.json', 'img/icon.png']) assert.ok(urls.includes(file), `${file} is precached`);
});

built('leaves images over the size cap and the worker itself out of the precache', () => {
  const urls = precacheManifest(read(path.join(out, 'sw.js'))).map((e) => e.url);
  assert.not.ok(urls.includes('img/poster.png'), 'the 30 KB poster is over maxImageSizeInBytes');
  assert.not.ok(urls.includes('sw.js'));
  assert.match(stdout, '[WARNING] pwa: 1 image(s) over maxImageSizeInBytes (20000 bytes) are not precached: img/poster.png');
  assert.match(stdout, /Service worker: sw\.js \d+\.\d KiB, precaches \d+ files, \d+\.\d KiB in offline mode/);
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
  assert.match(siteData, '"offlineModeActivationStrategies":["appInstalled","standalone","queryString"]');
});

built('the static manifest.json is copied as it is', () => {
  const manifest = JSON.parse(read(path.join(out, 'manifest.json')));
  assert.is(manifest.display, 'standalone');
  assert.is(manifest.icons[0].src, 'img/icon.png');
});

built.run();
