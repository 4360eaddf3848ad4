// The Content-Security-Policy of `docsite serve`, in real Chromium: a site using everything a policy
// could refuse (inline scripts, live code, KaTeX, the search modal, a redirect page, inline styles)
// loads, hydrates and works without one violation, and only the page with live code may eval.
// The sweep covers every page of this build, or of CSP_SITE_BUILD=<build folder> when it is set
// (such as a copy of docsite's own).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer } from '../../src/cli/server/serve.ts';
import { sharedPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const csp = suite('Content-Security-Policy');
const site = useServedSite(csp, { site: 'csp', outDir: 'build-browser' });

// The tests take turns on one page (see sharedPage) that reports every policy violation into its
// problems, as an event and as a console message.
const turn = sharedPage(
  () => site.browser,
  {},
  async ({ page, problems }) => {
    await page.exposeFunction('__reportViolation', (text: string) => problems.push(`violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => (window as any).__reportViolation(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`));
    });
  },
);

/** Opens a page whose violations the test reads. */
async function open(url: string): Promise<{ page: Page; violations: string[]; close: () => Promise<void> }> {
  const { page, problems, close } = await turn();
  await page.goto(url);
  const violations = { get list() { return problems.filter((p) => p.startsWith('violation:') || /Content Security Policy|Refused to/.test(p)); } };
  return { page, get violations() { return violations.list; }, close };
}

const at = (p: string) => new URL(p.replace(/^\//, ''), site.origin).href;

csp('allows each page its own inline scripts by hash, and eval only on the page with live code', async () => {
  const policies: Record<string, string> = {};
  for (const p of ['/', '/docs/intro/', '/docs/live/', '/no-such-page/']) {
    const res = await fetch(at(p));
    const policy = res.headers.get('content-security-policy')!;
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${crypto.createHash('sha256').update(m[1]).digest('base64')}'`);
    assert.ok(inline.length >= 1, `${p}: the theme puts its colour-mode script inline`);
    for (const hash of inline) assert.match(policy, hash, p);
    assert.not.match(policy, /script-src[^;]*'unsafe-inline'/, p);
    assert.match(policy, "object-src 'none'", p);
    policies[p] = policy;
  }
  assert.match(policies['/'], /script-src 'self' 'sha256-[^;]*; style-src/);
  for (const p of ['/', '/docs/intro/', '/no-such-page/']) assert.not.match(policies[p], 'unsafe-eval', p);
  assert.match(policies['/docs/live/'], /script-src 'self' 'unsafe-eval' 'sha256-/);
  // The build's record of it, which the server read.
  assert.equal(JSON.parse(fs.readFileSync(path.join(site.outDir, 'content-security-policy.json'), 'utf8')), { pages: { 'docs/live/index.html': { 'script-src': ["'unsafe-eval'"] } } });
});

csp('loads and hydrates every kind of page without a violation', async () => {
  for (const p of ['/', '/docs/intro/', '/docs/math/', '/docs/live/', '/blog/', '/blog/2024/05/01/hello/', '/blog/archive/', '/styled/', '/search/?q=live', '/no-such-page/']) {
    const { page, violations, close } = await open(at(p));
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    assert.equal(violations, [], p);
    await close();
  }
});

csp('runs the live code of a page opened directly, under its own policy', async () => {
  const { page, violations, close } = await open(at('/docs/live/'));
  await waitForApp(page);
  await page.waitForSelector('.playground__preview .live-greeting', { timeout: 20_000 });
  assert.is(await page.locator('.live-greeting').textContent(), 'Hello from a live block');
  assert.equal(violations, []);
  await close();
});

csp('runs live code after a link from a page whose policy forbids eval, by loading its page in full', async () => {
  const { page, violations, close } = await open(at('/docs/intro/'));
  await waitForApp(page);
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await page.click('article a[href="/docs/live/"]');
  await page.waitForSelector('.playground__preview .live-greeting', { timeout: 20_000 });
  assert.is(await page.locator('.live-greeting').textContent(), 'Hello from a live block');
  assert.is(await page.evaluate(() => (window as any).__sameDocument), undefined, 'the live page was loaded as a document of its own');
  assert.equal(violations, []);
  // Its document may eval, so the way back is a client-side navigation.
  await page.evaluate(() => ((window as any).__sameDocument = true));
  await page.click('.navbar a[href="/blog/"]');
  await page.waitForURL(at('/blog/'));
  await page.waitForSelector('article');
  assert.is(await page.evaluate(() => (window as any).__sameDocument), true, 'the blog was reached without a reload');
  assert.equal(violations, []);
  await close();
});

csp('opens the search modal, switches colour mode and follows a redirect page without a violation', async () => {
  const { page, violations, close } = await open(at('/docs/intro/'));
  await waitForApp(page);
  for (let attempt = 0; ; attempt++) {
    await page.keyboard.press('Control+k');
    const opened = await page.waitForSelector('.DocSearch-Input:focus', { timeout: 3000 }).then(() => true, () => false);
    if (opened) break;
    if (attempt === 4) throw new Error('The search modal did not open');
  }
  await page.keyboard.type('math');
  await page.waitForSelector('.DocSearch-Hit');
  await page.keyboard.press('Escape');
  await page.click('.color-mode-toggle');
  await page.goto(at('/old-live/'));
  await page.waitForURL(at('/docs/live/'));
  await waitForApp(page);
  assert.equal(violations, []);
  await close();
});

csp('sweeps the pages of a built site without a violation: this build, or CSP_SITE_BUILD', async () => {
  const dir = process.env.CSP_SITE_BUILD ? path.resolve(process.env.CSP_SITE_BUILD) : site.outDir;
  assert.ok(fs.existsSync(path.join(dir, 'index.html')), `CSP_SITE_BUILD=${dir} holds no built site (no index.html): build one there or unset it`);
  const other = await startStaticServer({ dir, port: 0, host: '127.0.0.1' });
  try {
    const pages = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name === 'index.html')
      .map((e) => '/' + path.relative(dir, e.parentPath).split(path.sep).filter(Boolean).map(encodeURIComponent).map((s) => s + '/').join(''))
      .sort();
    assert.ok(pages.length > 0, `${dir} holds no page folders to sweep`);
    const limit = Number(process.env.CSP_SITE_PAGES) || 40;
    const step = Math.max(1, Math.floor(pages.length / limit));
    for (const p of pages.filter((_, i) => i % step === 0).slice(0, limit)) {
      const { page, violations, close } = await open(new URL(p.slice(1), other.url).href);
      await page.waitForLoadState('networkidle');
      assert.equal(violations, [], p);
      await close();
    }
  } finally {
    await other.close();
  }
});

csp.run();
