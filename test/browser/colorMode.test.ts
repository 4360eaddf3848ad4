// Colour mode in real Chromium, on the theme-chrome fixture: the toggle, storage, the system
// preference, and no flash of the wrong theme before the scripts run.
import type { Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { useColorMode } from '../../src/runtime/colorMode.tsx';
import { storageSuffix } from '../../src/runtime/storage.ts';
import { buildThemeChrome } from '../fixtures/theme-chrome/build.ts';
import { openPage, waitForApp } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const colorMode = suite('colour mode');
const site = useServedSite(colorMode, { site: 'theme-chrome', build: () => buildThemeChrome('build-color-mode') });

// The fixture sets storage.namespace: true, so every key carries the hash of its url and baseUrl.
const themeKey = `theme${storageSuffix({ namespace: true, url: 'https://chrome.example.com', baseUrl: '/' })}`;
const DARK_BACKGROUND = 'rgb(24, 25, 32)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

const url = (p: string) => site.url(p);
const label = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

async function look(page: Page) {
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    choice: document.documentElement.getAttribute('data-theme-choice'),
    background: getComputedStyle(document.body).backgroundColor,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--ds-color-primary').trim(),
    toggle: document.querySelector('.color-mode-toggle')?.getAttribute('aria-label'),
  }));
}

/** Waits for the toggle's label: it is rendered for the default mode, then corrected after hydration. */
async function waitForLabel(page: Page, mode: string) {
  await page.waitForFunction((expected) => document.querySelector('.color-mode-toggle')?.getAttribute('aria-label') === expected, label(mode));
}

colorMode('the toggle switches to dark mode, stores the choice, and a reload keeps it', async () => {
  const { page, context, problems } = await openPage(site.browser, { colorScheme: 'light' });
  await page.goto(url('/'));
  await waitForApp(page);
  assert.equal(await look(page), { theme: 'light', choice: 'system', background: LIGHT_BACKGROUND, primary: '#2e8555', toggle: label('light') });

  await page.click('.color-mode-toggle');
  await waitForLabel(page, 'dark');
  assert.equal(await look(page), { theme: 'dark', choice: 'dark', background: DARK_BACKGROUND, primary: '#25c2a0', toggle: label('dark') });
  assert.is(await page.evaluate((key) => localStorage.getItem(key), themeKey), 'dark');

  await page.reload();
  await waitForApp(page);
  await waitForLabel(page, 'dark');
  assert.equal(await look(page), { theme: 'dark', choice: 'dark', background: DARK_BACKGROUND, primary: '#25c2a0', toggle: label('dark') });

  await page.click('.color-mode-toggle');
  await waitForLabel(page, 'light');
  assert.is(await page.evaluate((key) => localStorage.getItem(key), themeKey), 'light');
  assert.equal(problems, []);
  await context.close();
});

colorMode('with nothing stored the page follows a dark system preference, and a stored choice wins over it', async () => {
  const { page, context, problems } = await openPage(site.browser, { colorScheme: 'dark' });
  await page.goto(url('/'));
  await waitForApp(page);
  await waitForLabel(page, 'dark');
  assert.equal(await look(page), { theme: 'dark', choice: 'system', background: DARK_BACKGROUND, primary: '#25c2a0', toggle: label('dark') });

  await page.click('.color-mode-toggle');
  await waitForLabel(page, 'light');
  await page.reload();
  await waitForApp(page);
  assert.equal(await look(page), { theme: 'light', choice: 'light', background: LIGHT_BACKGROUND, primary: '#2e8555', toggle: label('light') });
  assert.equal(problems, []);
  await context.close();
});

colorMode('a stored dark mode is applied before any module script runs: no flash of light', async () => {
  const { page, context, problems } = await openPage(site.browser, { colorScheme: 'light' });
  await context.addInitScript((key) => {
    localStorage.setItem(key, 'dark');
    // readyState turns "interactive" when parsing ends, before deferred and module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as any).__beforeModules = {
        theme: document.documentElement.getAttribute('data-theme'),
        background: getComputedStyle(document.body).backgroundColor,
      };
    });
  }, themeKey);
  await page.goto(url('/'));
  assert.equal(await page.evaluate(() => (window as any).__beforeModules), { theme: 'dark', background: DARK_BACKGROUND });
  await waitForApp(page);
  await waitForLabel(page, 'dark');
  assert.equal(problems, [], 'hydrating light markup on a dark page logs nothing');
  await context.close();
});

colorMode('the dark mode is there even when no script but the inline one ever runs', async () => {
  const { page, context } = await openPage(site.browser, { colorScheme: 'dark' });
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(url('/'));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.docsiteReady), undefined, 'the app never started');
  const { theme, background } = await look(page);
  assert.equal({ theme, background }, { theme: 'dark', background: DARK_BACKGROUND });
  await context.close();
});

colorMode('the footer shows the logo variant of the current mode', async () => {
  const { page, context } = await openPage(site.browser, { colorScheme: 'light' });
  await page.goto(url('/'));
  await waitForApp(page);
  const visibleLogo = () => page.locator('.footer__logo:visible').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname));
  assert.equal(await visibleLogo(), ['/img/logo.svg']);
  await page.click('.color-mode-toggle');
  await waitForLabel(page, 'dark');
  assert.equal(await visibleLogo(), ['/img/logo-dark.svg']);
  await context.close();
});

colorMode.run();

const hook = suite('useColorMode');

hook('throws the provider error when used outside <ColorModeProvider>', () => {
  function Probe() {
    useColorMode();
    return null;
  }
  assert.throws(
    () => renderToString(createElement(Probe)),
    (e: Error) => e.message === 'Hook useColorMode is called outside the <ColorModeProvider>. Wrap the component that calls it in <ColorModeProvider>.',
  );
});

hook.run();
