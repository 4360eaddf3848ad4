#!/usr/bin/env node
// node bench/dev-edit.mjs [siteDir] [--file content/docs/x.mdx] [--path /docs/x] [--edits 5]
// `docsite dev` on a site (docsite's own website by default), a docs page open in Chromium, then
// a few saved edits of that page's text: prints the time from each save to the new text showing
// in the browser (the page reloads by itself), and the median. Also usable from bench/run.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Starts dev, opens `pagePath`, saves `edits` edits of `file`; resolves with the times in ms (text shown, page hydrated). */
export async function measureDevEdits({ siteDir, file, pagePath, edits = 5, log = () => {} }) {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
  const { chromium } = await import('playwright-core');
  const source = path.resolve(siteDir, file);
  const original = fs.readFileSync(source);
  const child = spawn(process.execPath, [path.join(root, 'bin/docsite.js'), 'dev', siteDir, '--port', '0', '--host', '127.0.0.1', '--verbose'], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const waitFor = async (test, what, ms = 600_000) => {
    const t0 = Date.now();
    while (!test()) {
      if (child.exitCode !== null || Date.now() - t0 > ms) throw new Error(`dev-edit: no ${what}. Output:\n${out.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  let browser;
  try {
    await waitFor(() => /docsite dev server at (http:\/\/\S+)/.test(out), 'dev server');
    const url = new URL(pagePath.replace(/^\//, ''), /docsite dev server at (http:\/\/\S+)/.exec(out)[1]).href;
    browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.docsiteReady === 'true');
    const times = [];
    const hydrated = [];
    for (let i = 0; i < edits; i++) {
      // Wait until the rebuild that follows the previous edit is over: each edit starts from quiet.
      const mark = out.length;
      const marker = `Dev edit marker ${Date.now().toString(36)}${i}`;
      const started = performance.now();
      fs.writeFileSync(source, `${original}\n\n${marker}.\n`);
      // The new text on screen (the reloaded page's HTML has it), then the page interactive again.
      await page.waitForFunction((m) => document.body?.innerText.includes(m), marker, { polling: 5, timeout: 600_000 });
      times.push(performance.now() - started);
      await page.waitForFunction(() => document.documentElement.dataset.docsiteReady === 'true', null, { polling: 5, timeout: 600_000 });
      hydrated.push(performance.now() - started);
      log(`edit ${i + 1}: text shown after ${Math.round(times[i])} ms, page hydrated after ${Math.round(hydrated[i])} ms (${/(Updated|Rebuilt)[^\n]*/.exec(out.slice(mark))?.[0] ?? ''})`);
      await waitFor(() => /(Checked|Rebuilt|Build fixed)[^\n]*\n/.test(out.slice(mark)), 'rebuild after the edit');
    }
    return { times, hydrated };
  } finally {
    fs.writeFileSync(source, original);
    await browser?.close();
    child.kill();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const siteDir = args[0] && !args[0].startsWith('--') ? path.resolve(args[0]) : root;
  const { times, hydrated } = await measureDevEdits({ siteDir, file: opt('file', 'content/docs/installation.mdx'), pagePath: opt('path', '/docs/installation'), edits: Number(opt('edits', '5')), log: console.log });
  const list = (xs) => xs.map((t) => Math.round(t)).join(', ');
  console.log(`save -> new text in the browser: median ${Math.round(median(times))} ms of ${times.length} (${list(times)} ms)`);
  console.log(`save -> page hydrated again: median ${Math.round(median(hydrated))} ms (${list(hydrated)} ms)`);
}
