// docsite's own website: structure and accessibility of what readers get.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer, type RunningServer } from '../../src/cli/serve.ts';
import { launchBrowser, openPage, waitForApp } from '../helpers/browser.ts';
import { read, repoRoot, runCli } from '../helpers/site.ts';

const site = suite('the docsite website');
const outName = `.docsite/test-site-build-${process.pid}`;
const out = path.join(repoRoot, outName);
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let server: RunningServer;
let browser: Browser;

site.before(async () => {
  const r = await runCli(['build', '.', '--out-dir', outName]);
  assert.is(r.code, 0, r.stderr);
  server = await startStaticServer({ dir: out, port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});

site.after(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(out, { recursive: true, force: true });
});

const htmlFiles = () => fs.readdirSync(out, { recursive: true }).map(String).filter((f) => f.endsWith('.html'));

site('every page has exactly one h1', () => {
  const files = htmlFiles();
  assert.ok(files.length >= 7, `${files.length} pages`);
  for (const f of files) {
    const count = (read(path.join(out, f)).match(/<h1[\s>]/g) ?? []).length;
    assert.is(count, 1, `${f} has ${count} h1 elements`);
  }
});

for (const p of ['/', '/docs/', '/docs/cli/']) {
  site(`on ${p} the skip link is the first focusable element and jumps to the main content`, async () => {
    const { page, context } = await openPage(browser);
    await page.goto(new URL(p, server.url).href);
    await waitForApp(page);
    await page.keyboard.press('Tab');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    assert.is(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#__docsite_main');
    await context.close();
  });
}

for (const p of ['/', '/docs/installation/']) {
  site(`${p} has no axe-core violations of serious or critical impact`, async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto(new URL(p, server.url).href);
    await waitForApp(page);
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
        .map((v: any) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')})`);
    });
    assert.equal(violations, []);
    assert.equal(problems.filter((x) => !x.includes('Failed to load resource')), [], 'no console errors');
    await context.close();
  });
}

site.run();
