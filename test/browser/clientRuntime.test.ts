// clientRuntime: the same React-rendered HTML hydrated by Preact (the default) and by React, in
// real Chromium, on a copy of the basic fixture built both ways.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const test = suite('clientRuntime');
const RUNTIMES = ['preact', 'react'] as const;
type Runtime = (typeof RUNTIMES)[number];
// A copy, which gets a second config that differs in clientRuntime only.
const site = useServedSite(test, {
  site: 'basic',
  copy: true,
  prepare(siteDir) {
    const config = fs.readFileSync(path.join(siteDir, 'site.config.ts'), 'utf8');
    fs.writeFileSync(path.join(siteDir, 'site.react.config.ts'), config.replace("baseUrl: '/',", "baseUrl: '/',\n  clientRuntime: 'react',"));
  },
  builds: {
    preact: { outDir: 'build-preact' },
    react: { outDir: 'build-react', args: ['--config', 'site.react.config.ts'] },
  },
});

/** The text of every script the home page loads first. */
function firstLoadText(runtime: Runtime): string {
  const out = site.builds[runtime].outDir;
  const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
  assert.ok(urls.length > 0, 'the home page loads scripts');
  return urls.map((u) => fs.readFileSync(path.join(out, u), 'utf8')).join('\n');
}

test('the first load carries Preact by default and React with clientRuntime "react"', () => {
  // Strings only each library's production build contains.
  const react = /react\.dev\/errors/;
  assert.not.match(firstLoadText('preact'), react);
  assert.match(firstLoadText('react'), react);
});

for (const runtime of RUNTIMES) {
  test(`${runtime}: hydration keeps the server's DOM, and events and client navigation work`, async () => {
    const { page, context, problems } = await openPage(site.browser);
    const missing: string[] = [];
    page.on('response', (r) => void (r.status() >= 400 && missing.push(`${r.status()} ${new URL(r.url()).pathname}`)));
    // Before any page script: list the elements of the app's root that hydration removes (the head
    // manager's own tag updates are not hydration), and keep the server's <h1>.
    await page.addInitScript(() => {
      const w = window as any;
      w.__removed = [];
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.removedNodes) if (n.nodeType === 1 && (r.target as Element).closest?.('#__docsite')) w.__removed.push((n as Element).outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => (w.__serverH1 = document.querySelector('h1')));
    });
    await page.goto(site.builds[runtime].url('/'));
    await waitForApp(page);
    assert.is(await page.evaluate(() => (window as any).__docsite.hydrated), true, 'hydrated, not rendered afresh');
    assert.equal(await page.evaluate(() => (window as any).__removed), [], 'no element was replaced');
    assert.ok(await page.evaluate(() => document.querySelector('h1') === (window as any).__serverH1), 'the <h1> is the one the server sent');
    // An event handler the hydration attached: the color mode toggle.
    const before = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.click('button.color-mode-toggle');
    await page.waitForFunction((b) => document.documentElement.dataset.theme !== b, before);
    // Client navigation: no reload, and Back returns.
    await page.evaluate(() => ((window as any).__marker = 'kept'));
    await page.click('#to-guide');
    await page.waitForSelector('h1:has-text("The Guide")');
    await page.goBack();
    await page.waitForSelector('h1:has-text("Fixture home")');
    assert.is(await page.evaluate(() => (window as any).__marker), 'kept', 'no reload');
    assert.equal(missing, [], 'every request of the page succeeded');
    // The browser's own /favicon.ico request (the fixture has none) is not one of the page's.
    assert.equal(problems.filter((p) => !p.includes('Failed to load resource')), []);
    await context.close();
  });
}

test.run();
