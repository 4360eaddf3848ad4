// Mermaid diagrams in real Chromium, on the built mermaid fixture: drawn as SVG, redrawn in the
// other colour mode, errors shown in place, and no mermaid download on pages without a diagram.
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const diagrams = suite('Mermaid diagrams');
const site = useServedSite(diagrams, { site: 'mermaid', outDir: 'build-browser' });

const url = (p: string) => site.url(p);
const isResourceError = (p: string) => p.includes('Failed to load resource');
// mermaid's default theme fills nodes lavender, its dark theme near black.
const LIGHT_NODE = 'rgb(236, 236, 255)';
const DARK_NODE = 'rgb(31, 32, 32)';

async function visit(p: string) {
  const watched = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
  const scripts: string[] = [];
  watched.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await watched.page.goto(url(p));
  await waitForApp(watched.page);
  return { ...watched, scripts };
}

/** Waits until every diagram of the page is an SVG drawn in `mode`; returns the first node's fill per diagram. */
async function drawnIn(page: Page, mode: string, count: number): Promise<string[]> {
  await page.waitForFunction(
    ([m, n]) => {
      const boxes = [...document.querySelectorAll('.mermaid-diagram:not(.mermaid-diagram--error)')];
      return boxes.length === n && boxes.every((b) => b.getAttribute('data-mermaid-theme') === m && b.querySelector('svg'));
    },
    [mode, count] as const,
    { timeout: 30_000 },
  );
  return page.$$eval('.mermaid-diagram svg', (svgs) => svgs.map((s) => getComputedStyle(s.querySelector('rect')!).fill));
}

diagrams('a page with diagrams draws each one as an SVG in place of its source', async () => {
  const { page, context, problems } = await visit('/diagrams/');
  assert.equal(await drawnIn(page, 'light', 2), [LIGHT_NODE, LIGHT_NODE]);
  assert.is(await page.locator('.mermaid-diagram__source').count(), 0, 'the placeholders are gone');
  const first = page.locator('.mermaid-diagram svg').first();
  assert.match(await first.innerHTML(), 'Deploy');
  assert.ok((await first.boundingBox())!.height > 100, 'the diagram has a size');
  assert.match(await page.locator('.mermaid-diagram svg').nth(1).innerHTML(), 'opens a page');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

diagrams('switching the colour mode redraws the diagrams with the dark theme, and back', async () => {
  const { page, context, problems } = await visit('/diagrams/');
  await drawnIn(page, 'light', 2);
  await page.click('.color-mode-toggle');
  assert.equal(await drawnIn(page, 'dark', 2), [DARK_NODE, DARK_NODE]);
  await page.click('.color-mode-toggle');
  assert.equal(await drawnIn(page, 'light', 2), [LIGHT_NODE, LIGHT_NODE]);
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

diagrams('a reader who chose dark mode gets dark diagrams from the first drawing', async () => {
  const watched = await openPage(site.browser, { viewport: { width: 1280, height: 900 } });
  await watched.page.goto(url('/'));
  await waitForApp(watched.page);
  await watched.page.click('.color-mode-toggle');
  const themes: string[] = [];
  await watched.page.exposeFunction('__recordTheme', (t: string) => themes.push(t));
  await watched.page.addInitScript(() => {
    // Every drawing sets data-mermaid-theme on its diagram: record each value it takes.
    new MutationObserver((records) => {
      for (const r of records) (window as any).__recordTheme((r.target as Element).getAttribute('data-mermaid-theme'));
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-mermaid-theme'] });
  });
  await watched.page.goto(url('/diagrams/'));
  await waitForApp(watched.page);
  assert.equal(await drawnIn(watched.page, 'dark', 2), [DARK_NODE, DARK_NODE]);
  assert.ok(themes.length >= 2, 'both drawings were seen');
  assert.not.ok(themes.includes('light'), `drawn as ${themes.join(', ')}`);
  await watched.context.close();
});

diagrams('an invalid diagram shows mermaid\'s error in its place while the valid one is drawn', async () => {
  const { page, context, problems } = await visit('/invalid/');
  await drawnIn(page, 'light', 1);
  const error = page.locator('.mermaid-diagram--error');
  await error.waitFor();
  assert.is(await error.getAttribute('role'), 'alert');
  const text = await error.innerText();
  assert.match(text, 'This Mermaid diagram could not be drawn:');
  assert.match(text, 'Parse error on line 3');
  await page.click('#counter');
  assert.is(await page.locator('#counter').textContent(), 'clicked', 'the rest of the page still works');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

diagrams('a page without a diagram downloads no mermaid code; following a link to one loads it', async () => {
  const { page, context, scripts, problems } = await visit('/');
  await page.waitForTimeout(500);
  const isMermaid = (s: string) => /\/vendor\/(mermaid|flowDiagram|sequenceDiagram)[.-]/.test(s);
  assert.ok(scripts.length > 0);
  assert.equal(scripts.filter(isMermaid), [], 'no mermaid chunk on the home page');
  await page.click('a[href="/diagrams/"]');
  await drawnIn(page, 'light', 2);
  assert.ok(scripts.some((s) => /\/assets\/js\/vendor\/mermaid\.[A-Z0-9]{8}\.js$/.test(s)), 'mermaid loads with the first diagram');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await context.close();
});

diagrams.run();
