// The theme's Markdown features in real Chromium, on the built theme-markdown fixture: admonitions,
// build-time highlighted code blocks, tabs, details, table of contents and images.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getCollapseDuration } from '../../src/theme/Collapsible/index.tsx';
import { openPage, sharedPage, waitForApp, type PageTurn } from '../helpers/browser.ts';
import { useServedSite } from '../helpers/servedSite.ts';

const markdown = suite('theme Markdown features');
const site = useServedSite(markdown, { site: 'theme-markdown', outDir: 'build-browser' });

const url = (p: string) => site.url(p);
const isResourceError = (p: string) => p.includes('Failed to load resource');

// The visits without options of their own take turns on one page (see sharedPage).
const turn = sharedPage(() => site.browser, { viewport: { width: 1280, height: 800 } });

async function visit(p: string, options: Parameters<Browser['newContext']>[0] = {}): Promise<PageTurn> {
  const watched = Object.keys(options).length > 0 ? await openPage(site.browser, { viewport: { width: 1280, height: 800 }, ...options }) : undefined;
  const visiting = watched ? { ...watched, close: () => watched.context.close() } : await turn();
  await visiting.page.goto(url(p));
  await waitForApp(visiting.page);
  return visiting;
}

const selectedTabs = (page: Page) => page.$$eval('.tabs', (lists) => lists.map((l) => l.querySelector('[aria-selected="true"]')?.textContent));

markdown('every admonition type renders as a note with an icon and its title', async () => {
  const { page, close } = await visit('/admonitions/');
  const boxes = await page.$$eval('.admonition[role="note"]', (els) =>
    els.map((el) => [el.className, el.querySelector('.admonition__heading')!.textContent, Boolean(el.querySelector('.admonition__icon svg'))]),
  );
  assert.equal(boxes, [
    ['admonition admonition--note', 'Note', true],
    ['admonition admonition--tip', 'Pro tip', true],
    ['admonition admonition--info', 'Good to know', true],
    ['admonition admonition--warning', 'Warning', true],
    ['admonition admonition--danger', 'Use rm -rf with care', true],
    ['admonition admonition--tip', 'Nested inside', true],
  ]);
  assert.is(await page.locator('.admonition--danger .admonition__heading code').textContent(), 'rm -rf');
  assert.is(await page.locator('.admonition--danger .admonition--tip').count(), 1, 'the tip is inside the danger box');
  assert.match(await page.locator('main').innerText(), 'Plain text with a colon:word and the time 10:30 stays as written.');
  assert.match(await page.locator('.code-block').innerText(), ':::note Not an admonition');
  await close();
});

markdown('code blocks arrive highlighted in the HTML, with title, line numbers and highlighted lines', async () => {
  const html = await (await fetch(url('/code/'))).text();
  assert.match(html, /<span style="--token-light:#CF222E;--token-dark:#FF7B72">export<\/span>/);
  const { page, close } = await visit('/code/');
  const first = page.locator('.code-block').first();
  assert.is(await first.locator('.code-block__title').textContent(), 'src/greet.ts');
  // Line numbers are CSS counters: on screen, never in the text that is copied or selected.
  assert.is(await first.evaluate((el) => el.classList.contains('code-block--line-numbers')), true);
  const lines = await first.locator('.code-block__line').evaluateAll((els) =>
    els.map((el) => [getComputedStyle(el, '::before').content, el.classList.contains('code-block__line--highlighted')]),
  );
  assert.equal(lines, [['counter(line)', true], ['counter(line)', false], ['counter(line)', true], ['counter(line)', true], ['counter(line)', false]]);
  const fromTen = page.locator('.code-block', { hasText: 'line ten' }).locator('code');
  assert.is(await fromTen.evaluate((el) => getComputedStyle(el).counterReset), 'line 9');
  assert.is(await page.locator('.code-block.language-js').first().evaluate((el) => getComputedStyle(el.querySelector('.code-block__line')!, '::before').content), 'none');
  const magic = page.locator('.code-block.language-js').first();
  assert.equal(await magic.locator('.code-block__line--highlighted').allTextContents(), ['const b = 2;', 'const c = 3;', 'const d = 4;']);
  assert.equal(await page.locator('.language-bash .code-block__line--highlighted').allTextContents(), ['npm run build']);
  assert.equal(await page.locator('.language-html .code-block__line--highlighted').allTextContents(), ['  <p>highlighted</p>']);
  assert.not.match(await page.locator('main').innerText(), 'highlight-');
  const unknown = page.locator('.code-block[data-language="nosuchlanguage"]');
  assert.is(await unknown.innerText().then((t) => t.includes('plain <text> that the highlighter does not know')), true);
  assert.is(await page.locator('p code').first().textContent(), 'const x = 1');
  await close();
});

markdown('token colours follow the colour mode through CSS alone, darker on a highlighted line in light mode', async () => {
  const { page, close } = await visit('/code/');
  const colour = (selector: string, text: string) => page.locator(selector, { hasText: text }).first().evaluate((el) => getComputedStyle(el).color);
  const plain = () => colour('.code-block__line:not(.code-block__line--highlighted) span', 'const');
  const highlighted = () => colour('.code-block__line--highlighted span', 'export');
  assert.is(await plain(), 'rgb(207, 34, 46)');
  // 80% of #CF222E, 20% black: on the highlighted line's grey the plain colour falls below 4.5:1.
  assert.is(await highlighted(), 'color(srgb 0.649412 0.106667 0.144314)');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  assert.is(await plain(), 'rgb(255, 123, 114)');
  assert.is(await highlighted(), 'rgb(255, 123, 114)');
  await close();
});

markdown('the copy button copies the code without line numbers and says Copied for 2 s', async () => {
  const { page, close } = await visit('/code/', { permissions: ['clipboard-read', 'clipboard-write'] });
  const block = page.locator('.code-block').first();
  await block.hover();
  const button = block.locator('button', { hasText: 'Copy' });
  await button.click();
  await block.locator('button', { hasText: 'Copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.is(copied, 'export function greet(name: string): string {\n  const greeting = `Hello, ${name}`;\n  console.log(greeting);\n  return greeting;\n}');
  const clickedAt = Date.now();
  await block.locator('button', { hasText: /^Copy$/ }).waitFor({ timeout: 4000 });
  const shownFor = Date.now() - clickedAt;
  assert.ok(shownFor > 1500, `"Copied" was shown for about 2 s (${shownFor} ms after the check)`);
  await close();
});

markdown('the word-wrap button wraps long lines and unwraps them again', async () => {
  const { page, close } = await visit('/code/');
  const block = page.locator('.code-block', { hasText: 'veryLongLine' });
  const overflows = () => block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);
  assert.is(await overflows(), true);
  await block.hover();
  const wrap = block.locator('button[aria-label="Toggle word wrap"]');
  await wrap.click();
  assert.is(await wrap.getAttribute('aria-pressed'), 'true');
  assert.is(await overflows(), false);
  await wrap.click();
  assert.is(await overflows(), true);
  await close();
});

markdown('the server renders the default tab; groups with one groupId switch together', async () => {
  const html = await (await fetch(url('/tabs/'))).text();
  assert.match(html, /<div role="tabpanel" class="tabs__panel"[^>]*>Install with brew\.<\/div>/);
  assert.match(html, /<div role="tabpanel" class="tabs__panel" hidden=""[^>]*>Install with winget\.<\/div>/);
  const { page, close, problems } = await visit('/tabs/');
  assert.equal(await selectedTabs(page), ['macOS', 'Windows', 'npm']);
  await page.locator('.tabs').nth(1).getByRole('tab', { name: 'Linux' }).click();
  // The other group follows on the next render: wait for it (read at once, a loaded machine failed it).
  await page.waitForFunction(() => document.querySelectorAll('.tabs [aria-selected="true"]')[0]?.textContent === 'Linux', null, { timeout: 5000 }).catch(() => {});
  assert.equal(await selectedTabs(page), ['Linux', 'Linux', 'npm']);
  assert.is(await page.getByText('Install with apt.').isVisible(), true);
  assert.is(await page.getByText('Install with brew.').isVisible(), false);
  assert.is(await page.evaluate(() => localStorage.getItem('docsite.tab.os')), 'linux');
  assert.is(new URL(page.url()).search, '', 'only the group with queryString writes the query');
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await close();
});

markdown('a tab choice survives a reload and applies on another page', async () => {
  const { page, close, problems } = await visit('/tabs/');
  await page.locator('.tabs').nth(1).getByRole('tab', { name: 'Windows' }).click();
  await page.getByRole('tab', { name: 'macOS' }).nth(1).click();
  await page.reload();
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelectorAll('.tabs [aria-selected="true"]')[1]?.textContent === 'macOS');
  assert.equal(await selectedTabs(page), ['macOS', 'macOS', 'npm']);
  await page.goto(url('/tabs-again/'));
  await waitForApp(page);
  await page.waitForFunction(() => document.querySelector('.tabs [aria-selected="true"]')?.textContent === 'macOS');
  assert.is(await page.getByText('macOS on another page.').isVisible(), true);
  assert.equal(problems.filter((p) => !isResourceError(p)), [], 'no hydration warning with a stored choice');
  await close();
});

markdown('queryString selects the tab from the URL and writes the choice back without a reload', async () => {
  const { page, close } = await visit('/tabs/?current-os=win');
  await page.waitForFunction(() => document.querySelector('.tabs [aria-selected="true"]')?.textContent === 'Windows');
  await page.evaluate(() => ((window as any).__marker = 'kept'));
  await page.getByRole('tab', { name: 'Linux' }).first().click();
  await page.waitForFunction(() => location.search === '?current-os=linux');
  assert.is(await page.evaluate(() => (window as any).__marker), 'kept');
  assert.equal((await selectedTabs(page)).slice(0, 2), ['Linux', 'Linux']);
  await close();
});

markdown('arrow keys, Home and End move between tabs', async () => {
  const { page, close } = await visit('/tabs/');
  const first = page.locator('.tabs').first();
  await first.getByRole('tab', { name: 'macOS' }).focus();
  await page.keyboard.press('ArrowRight');
  assert.is(await page.evaluate(() => document.activeElement?.textContent), 'Linux');
  assert.is(await first.locator('[aria-selected="true"]').textContent(), 'Linux');
  await page.keyboard.press('ArrowRight');
  assert.is(await first.locator('[aria-selected="true"]').textContent(), 'Windows', 'wraps around');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  assert.is(await first.locator('[aria-selected="true"]').textContent(), 'Windows');
  await page.keyboard.press('End');
  assert.is(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')), 'true');
  assert.is(await first.locator('[aria-selected="true"]').textContent(), 'Linux');
  const ids = await first.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => [t.getAttribute('aria-controls'), t.getAttribute('tabindex')]));
  assert.equal(ids.map(([, tabindex]) => tabindex), ['-1', '-1', '0']);
  for (const [controls] of ids) assert.is(await page.locator(`[id="${controls}"][role="tabpanel"]`).count(), 1);
  await close();
});

markdown('lazy tabs render only the selected panel', async () => {
  const { page, close } = await visit('/tabs/');
  const lazy = page.locator('.tabs-container').nth(2);
  assert.is(await lazy.locator('[role="tabpanel"]').count(), 1);
  assert.match(await lazy.locator('[role="tabpanel"]').innerText(), 'npm install docsite');
  await lazy.getByRole('tab', { name: 'Yarn' }).click();
  assert.is(await lazy.locator('[role="tabpanel"]').count(), 1);
  assert.is(await lazy.locator('[role="tabpanel"]').innerText(), 'Yarn panel.');
  await close();
});

markdown('details opens with an eased height animation sized to its content, and closes again', async () => {
  const { page, close } = await visit('/details/');
  const details = page.locator('details').first();
  const body = details.locator('.details__collapsible');
  assert.is(await details.getAttribute('open'), null);
  // Record every style change: on a loaded machine the animation may be over before a later look.
  await body.evaluate((el) => {
    const seen: { transition: string; height: string }[] = ((window as any).__styles = []);
    new MutationObserver(() => seen.push({ transition: el.style.transition, height: el.style.height })).observe(el, { attributes: true, attributeFilter: ['style'] });
  });
  await details.locator('summary').click();
  await page.waitForFunction(() => (document.querySelector('.details__collapsible') as HTMLElement).style.height === '');
  const full = await body.evaluate((el) => el.scrollHeight);
  const styles: { transition: string; height: string }[] = await page.evaluate(() => (window as any).__styles);
  assert.ok(styles.some((st) => st.transition === `height ${getCollapseDuration(full)}ms ease-in-out`), JSON.stringify(styles));
  assert.ok(styles.some((st) => st.height === `${full}px` && st.transition !== ''), `it animates to the content height ${full}px`);
  assert.is(await details.getAttribute('open'), '');
  assert.is(await details.getByText('Line 12 of the long answer').isVisible(), true);
  await details.locator('summary').click();
  await page.waitForFunction(() => !document.querySelector('details')!.open);
  assert.is(await body.evaluate((el) => el.style.display), 'none');
  assert.is(await page.locator('details').nth(1).getAttribute('open'), '', 'details open starts open');
  await close();
});

markdown('details animates in 1 ms for readers who prefer reduced motion', async () => {
  const { page, close } = await visit('/details/', { reducedMotion: 'reduce' });
  // Record every transition the element is given: a 1 ms one is over before a later look.
  await page.locator('.details__collapsible').first().evaluate((el) => {
    const seen: string[] = ((window as any).__transitions = []);
    new MutationObserver(() => el.style.transition && seen.push(el.style.transition)).observe(el, { attributes: true, attributeFilter: ['style'] });
  });
  await page.locator('details summary').first().click();
  await page.waitForFunction(() => (document.querySelector('.details__collapsible') as HTMLElement).style.height === '');
  assert.ok((await page.evaluate(() => (window as any).__transitions as string[])).includes('height 1ms ease-in-out'));
  await close();
});

markdown('the desktop TOC lists levels 2 to 3, nested, and follows the heading in view', async () => {
  const { page, close } = await visit('/toc/');
  const toc = page.locator('nav.toc');
  assert.is(await toc.isVisible(), true);
  assert.is(await page.locator('.toc-collapsible').isVisible(), false);
  assert.is(await toc.locator('.toc__link').count(), 10);
  assert.is(await toc.locator('.toc__list--nested .toc__link').first().textContent(), 'Section 1 detail');
  assert.is(await toc.getByText('Section 1 fine print').count(), 0, 'h4 is out of the default levels');
  await page.evaluate(() => document.getElementById('section-3')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc__link--active')?.textContent === 'Section 3');
  await page.evaluate(() => document.getElementById('section-4-detail')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('.toc__link--active')?.textContent === 'Section 4 detail');
  assert.is(await toc.evaluate((el) => getComputedStyle(el).position), 'sticky');
  assert.ok((await toc.boundingBox())!.y >= 0, 'the sticky TOC stays in view');
  await close();
});

markdown('front matter sets the TOC levels of a page, or hides the TOC', async () => {
  const { page, close } = await visit('/toc-levels/');
  assert.equal(await page.locator('nav.toc .toc__link').allTextContents(), ['Level three 1', 'Level four 1', 'Level three 2', 'Level four 2']);
  await page.goto(url('/admonitions/'));
  await waitForApp(page);
  assert.is(await page.locator('.toc, .toc-collapsible').count(), 0);
  await close();
});

markdown('on mobile the TOC is an "On this page" button that expands the list', async () => {
  const { page, close } = await visit('/toc/', { viewport: { width: 600, height: 800 } });
  assert.is(await page.locator('nav.toc').isVisible(), false);
  const button = page.getByRole('button', { name: 'On this page' });
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.is(await page.locator('.toc-collapsible .toc__link').first().isVisible(), false);
  await button.click();
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  await page.locator('.toc-collapsible .toc__link', { hasText: 'Section 2 detail' }).click();
  await page.waitForFunction(() => Math.abs(document.getElementById('section-2-detail')!.getBoundingClientRect().top) < 120);
  assert.is(await button.getAttribute('aria-expanded'), 'false', 'following a link closes the list');
  await close();
});

markdown('Markdown images load lazily and decode asynchronously', async () => {
  const { page, close } = await visit('/');
  assert.equal(await page.locator('main img').evaluate((img) => [img.getAttribute('alt'), img.getAttribute('loading'), img.getAttribute('decoding')]), ['A green diagram', 'lazy', 'async']);
  await close();
});

markdown('no highlighter code reaches the browser', async () => {
  const dir = path.join(site.outDir, 'assets/js');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.js'));
  assert.ok(files.length > 0);
  const offenders = files.filter((f) => /shiki|oniguruma|textmate|grammar/i.test(fs.readFileSync(path.join(dir, f), 'utf8')));
  assert.equal(offenders, []);
});

markdown('no page of the fixture logs a hydration warning or error', async () => {
  const { page, close, problems } = await visit('/');
  for (const p of ['/admonitions/', '/code/', '/tabs/?current-os=linux', '/tabs-again/', '/details/', '/toc/', '/toc-levels/']) {
    await page.goto(url(p));
    await waitForApp(page);
    await page.waitForTimeout(50);
  }
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await close();
});

markdown('MDX imported into MDX (through @site/): a partial gets the theme components: its admonition and highlighted code render, in HTML and after hydration', async () => {
  const html = fs.readFileSync(path.join(site.outDir, 'partial/index.html'), 'utf8');
  assert.ok(html.includes('From the partial'), 'the admonition title is in the HTML');
  assert.match(html, /class="[^"]*admonition[^"]*"/);
  assert.match(html, /terminal/);
  assert.not.ok(fs.existsSync(path.join(site.outDir, '_partials')), 'files under _ folders are not pages');
  const { page, close, problems } = await visit('/partial/');
  assert.is(await page.locator('.admonition').count(), 1);
  assert.equal(problems.filter((p) => !isResourceError(p)), []);
  await close();
});

markdown.run();

