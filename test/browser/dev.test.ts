// `docsite dev`: rebuild and reload on change; MDX errors shown in terminal and browser; recovery.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';
import { cliPath, repoRoot } from '../helpers/site.ts';

const dev = suite('docsite dev');
const siteDir = path.join(repoRoot, 'test/fixtures', `.tmp-dev-${process.pid}`);
let child: ChildProcess;
let output = '';
let baseUrl = '';

async function waitFor(check: () => boolean, what: string, timeout = 15_000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}. Output so far:\n${output}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// A copy the tests edit, served by `docsite dev` in place of a build and the static server.
const site = useServedSite(dev, {
  site: 'dev-site',
  copy: siteDir,
  async start() {
    child = spawn(process.execPath, [cliPath, 'dev', siteDir, '--port', '0', '--host', '127.0.0.1', '--verbose'], { cwd: repoRoot, env: { ...process.env, CI: 'true', NO_COLOR: '1' } });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // A server that never said where it listens is stopped here: the helper closes only what started.
    await waitFor(() => /docsite dev server at (http:\/\/\S+)/.test(output), 'the dev server to start', 30_000).catch((error) => {
      child.kill();
      throw error;
    });
    baseUrl = /docsite dev server at (http:\/\/\S+)/.exec(output)![1];
    return {
      url: baseUrl,
      async close() {
        child.kill();
        await exited;
      },
    };
  },
});

/** The home page, hydrated, with a mark on window that a reload would lose. */
async function openMarkedHome() {
  const opened = await openPage(site.browser);
  await opened.page.goto(baseUrl);
  await waitForApp(opened.page);
  await opened.page.evaluate(() => ((window as any).__notReloaded = true));
  return opened;
}
const reloaded = async (page: import('playwright-core').Page) => (await page.evaluate(() => (window as any).__notReloaded)) !== true;

const indexFile = () => path.join(siteDir, 'content/pages/index.md');
const otherFile = () => path.join(siteDir, 'content/pages/other.mdx');

dev('serves the built site with the reload script injected', async () => {
  const html = await (await fetch(baseUrl)).text();
  assert.match(html, 'First version of the text.');
  assert.match(html, 'data-docsite-dev');
});

dev('a saved edit rebuilds and the open page reloads with the new text', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(baseUrl);
  await waitForApp(page);
  fs.writeFileSync(indexFile(), fs.readFileSync(indexFile(), 'utf8').replace('First version', 'Second version'));
  await page.waitForSelector('text=Second version of the text.', { timeout: 15_000 });
  await context.close();
});

dev('an edit of a page\'s text shows in place, without a reload, and the rebuild after it reloads nothing', async () => {
  // The previous test's edit is checked by a rebuild a second after it. A save while that rebuild
  // runs is read by it and shown by a reload (see the note in dev.ts): wait until it is done.
  await waitFor(() => /(Checked|Rebuilt after) a change to content\/pages\/index\.md/.test(output), "the rebuild that checks the previous test's edit");
  const { page, context, problems } = await openMarkedHome();
  await page.waitForSelector('text=Second version of the text.');
  const before = output.length;
  fs.writeFileSync(indexFile(), fs.readFileSync(indexFile(), 'utf8').replace('Second version', 'Third version'));
  await page.waitForSelector('text=Third version of the text.', { timeout: 15_000 });
  assert.match(output.slice(before), /Updated content\/pages\/index\.md in \d+ ms, 1 page rendered again/);
  // The server's copy is up to date too, for the next page load.
  assert.match(await (await fetch(baseUrl)).text(), 'Third version of the text.');
  // The full rebuild that follows finds nothing else changed: no reload.
  await waitFor(() => /Checked a change to content\/pages\/index\.md/.test(output.slice(before)), 'the rebuild after the update');
  await new Promise((r) => setTimeout(r, 300));
  assert.not.ok(await reloaded(page), 'the page was not reloaded');
  assert.equal(problems, []);
  await context.close();
});

dev('an edit of the front matter rebuilds and reloads: titles come from it', async () => {
  const { page, context } = await openMarkedHome();
  const before = output.length;
  fs.writeFileSync(indexFile(), fs.readFileSync(indexFile(), 'utf8').replace('title: Dev home', 'title: Dev home, renamed'));
  await waitFor(() => /Rebuilt after a change to content\/pages\/index\.md/.test(output.slice(before)), 'the rebuild');
  await page.waitForFunction(() => document.title.startsWith('Dev home, renamed'), null, { timeout: 15_000 });
  assert.not.match(output.slice(before), 'Updated content/pages/index.md');
  assert.ok(await reloaded(page), 'the page reloaded');
  await context.close();
});

dev('saves in quick succession are each shown in place, and one rebuild checks them afterwards', async () => {
  const { page, context } = await openMarkedHome();
  const before = output.length;
  for (const text of ['Fourth', 'Fifth', 'Sixth']) {
    fs.writeFileSync(indexFile(), fs.readFileSync(indexFile(), 'utf8').replace(/\w+ version of the text/, `${text} version of the text`));
    await page.waitForSelector(`text=${text} version of the text.`, { timeout: 15_000 });
  }
  await waitFor(() => /Checked a change to content\/pages\/index\.md/.test(output.slice(before)), 'the rebuild after the updates');
  const log = output.slice(before);
  assert.is(log.match(/Updated content\/pages\/index\.md/g)?.length, 3);
  assert.is(log.match(/Checked a change/g)?.length, 1, 'one rebuild, after the saves');
  assert.not.match(log, 'Rebuilt after');
  assert.not.ok(await reloaded(page), 'the page was not reloaded');
  await context.close();
});

dev('an MDX syntax error is shown with file:line:column in the terminal and the browser; fixing it recovers', async () => {
  const { page, context } = await openPage(site.browser);
  await page.goto(new URL('other/', baseUrl).href);
  await waitForApp(page);
  const before = output.length;
  fs.writeFileSync(otherFile(), '# Other page\n\nBroken: <span>\n');
  const location = `test/fixtures/.tmp-dev-${process.pid}/content/pages/other.mdx:3:9`;
  await waitFor(() => output.slice(before).includes(location), 'the error in the terminal');
  assert.match(output.slice(before), `[ERROR] ${location}: MDX syntax error: Expected a closing tag for \`<span>\``);
  const overlay = page.locator('#__docsite-dev-overlay');
  await overlay.waitFor({ timeout: 10_000 });
  assert.match(await overlay.innerText(), location);
  // The server keeps answering.
  assert.is((await fetch(baseUrl)).status, 200);
  fs.writeFileSync(otherFile(), '# Other page\n\nFixed at last.\n');
  await page.waitForSelector('text=Fixed at last.', { timeout: 15_000 });
  assert.is(await page.locator('#__docsite-dev-overlay').count(), 0);
  assert.is(child.exitCode, null, 'the dev server is still running');
  await context.close();
});

dev.run();
