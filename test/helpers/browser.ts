// Real Chromium for browser tests: Debian's package driven by playwright-core. Never skips.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM_PATH}; browser tests need it. Install it with: apt-get install -y chromium`);
  }
  // playwright gives every launch a fresh, empty profile directory of its own.
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings, and uncaught page errors, as text. */
  problems: string[];
  console: ConsoleMessage[];
}

/** A fresh context and page that records console errors/warnings and page errors. */
export async function openPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<WatchedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const problems: string[] = [];
  const messages: ConsoleMessage[] = [];
  page.on('console', (m) => {
    messages.push(m);
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, context, problems, console: messages };
}

/** Waits until the client entry has hydrated or rendered the page. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.docsiteReady === 'true', null, { timeout: 10_000 });
}
