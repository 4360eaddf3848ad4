// The debug pages in real Chromium, on the built debug-site fixture: the routes page lists every
// route of the build's manifest, its JSON views open from the keyboard, the filter narrows the
// list, and the pages link to each other through the client router.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { read } from '../helpers/site.ts';

const debug = suite('debug pages');
const site = useServedSite(debug, { site: 'debug-site', outDir: 'build-debug-browser' });
let manifest: { routes: ManifestRoute[]; chunks: Record<string, string> };

interface ManifestRoute {
  path: string;
  exact?: boolean;
  plugin: string;
  routes?: ManifestRoute[];
}

const flatten = (routes: ManifestRoute[]): ManifestRoute[] => routes.flatMap((r) => [r, ...flatten(r.routes ?? [])]);

// The manifest of this build, read once it is built.
debug.before(() => {
  manifest = JSON.parse(read(path.join(site.siteDir, '.docsite/generated/routes.json')));
});

const url = (p: string) => site.url(p);

debug("the routes page lists every route of the build's manifest, with exact or prefix and plugin", async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(url('/__docusaurus/debug/routes/'));
  await waitForApp(page);
  const rows = await page.locator('.debug-routes__route').evaluateAll((els) =>
    els.map((el) => [el.getAttribute('data-route-path'), el.querySelector('.debug-routes__facts')!.textContent]),
  );
  const expected = flatten(manifest.routes);
  assert.is(rows.length, expected.length);
  rows.forEach(([p, facts], i) => {
    assert.is(p, expected[i].path);
    assert.ok(facts!.startsWith(expected[i].exact === false ? 'prefix · ' : 'exact · '), `${p}: ${facts}`);
    assert.ok(facts!.endsWith(` · ${expected[i].plugin}`), `${p}: ${facts}`);
  });
  assert.ok(rows.some(([p]) => p === '/__docusaurus/debug/routes/'), 'the debug routes are in the list too');
  assert.equal(problems, []);
  await context.close();
});

debug("a route's JSON view opens and closes from the keyboard, and the filter narrows the list", async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(url('/__docusaurus/debug/routes/'));
  await waitForApp(page);
  const row = page.locator('.debug-routes__route[data-route-path="/docs/intro/"]');
  const toggle = row.locator('.json-view__toggle').first();
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  const keys = await row.locator('.json-view__children > li > .json-view__key, .json-view__children > li > button > .json-view__key').allInnerTexts();
  assert.ok(keys.includes('"component": ') && keys.includes('"plugin": ') && keys.includes('"modules": '), keys.join());
  await page.keyboard.press(' ');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');

  await page.fill('.debug-layout__filter input', '/docs/');
  const filtered = await page.locator('.debug-routes__route').evaluateAll((els) => els.map((el) => el.getAttribute('data-route-path')));
  assert.equal(filtered, flatten(manifest.routes).map((r) => r.path).filter((p) => p.includes('/docs/')));
  assert.equal(problems, []);
  await context.close();
});

debug('the debug pages link to each other without a reload; the registry lists every chunk', async () => {
  const { page, context, problems } = await openPage(site.browser);
  await page.goto(url('/__docusaurus/debug/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.click('.debug-index a:has-text("Registry")');
  await page.waitForSelector('h1:has-text("Debug: Registry")');
  assert.is(new URL(page.url()).pathname, '/__docusaurus/debug/registry/');
  const ids = await page.locator('.json-view__children > li > .json-view__key').allInnerTexts();
  assert.equal(ids.map((k) => JSON.parse(k.replace(/: $/, ''))), Object.keys(manifest.chunks).sort((a, b) => a.localeCompare(b)));
  await page.click('.debug-layout__nav a:has-text("Content")');
  await page.waitForSelector('h2:has-text("docs@default")');
  await page.locator('.debug-content__plugin:has(h2:has-text("docs@default")) button:has-text("Expand all")').click();
  assert.ok((await page.locator('.debug-content__plugin:has(h2:has-text("docs@default")) .json-view__toggle[aria-expanded="false"]').count()) === 0);
  assert.match(await page.locator('meta[name="robots"]').getAttribute('content') ?? '', 'noindex');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no document reload');
  assert.equal(problems, []);
  await context.close();
});

debug.run();
