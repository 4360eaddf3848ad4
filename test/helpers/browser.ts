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

/** A turn on a page that tests share (see sharedPage). */
export interface PageTurn extends WatchedPage {
  /** Ends the turn; the page stays open for the next one. */
  close(): Promise<void>;
}

/**
 * One context and page that several tests take turns on: on a 2-core machine a new context and page
 * cost Chromium and playwright about a core-second (theme Markdown tests: 60 -> 29 core-s). A turn
 * starts where the last one left off but without its routes, its request, response and dialog
 * listeners, its messages, its cookies, the local and session storage of the origin it ended on,
 * and at the viewport of `options`; it then loads its own page. The HTTP cache stays. Every turn
 * gets the same `problems` and `console` arrays, emptied. `setUp` runs once on each page opened
 * (exposed functions and init scripts, which stay through navigations). A test that needs other
 * context options, init scripts of its own, a fresh cache or several origins' storage opens its
 * own page.
 */
export function sharedPage(browser: () => Browser, options: Parameters<Browser['newContext']>[0] = {}, setUp?: (watched: WatchedPage) => Promise<void>): () => Promise<PageTurn> {
  let shared: WatchedPage | undefined;
  return async () => {
    if (shared && !shared.page.isClosed()) {
      const { page, context } = shared;
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      for (const event of ['request', 'response', 'requestfinished', 'requestfailed', 'dialog', 'popup', 'download'] as const) page.removeAllListeners(event);
      await context.clearCookies();
      if (options.viewport) await page.setViewportSize(options.viewport);
      await page.evaluate(() => {
        try {
          localStorage.clear();
          sessionStorage.clear();
        } catch {
          // A page without storage (about:blank).
        }
      });
      shared.problems.length = 0;
      shared.console.length = 0;
    } else {
      shared = await openPage(browser(), options);
      await setUp?.(shared);
    }
    return { ...shared, close: async () => {} };
  };
}
