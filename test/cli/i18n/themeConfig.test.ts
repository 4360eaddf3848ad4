import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { getThemeConfigTranslationFiles, loadThemeConfigTranslations, translateThemeConfig } from '../../../src/cli/i18n/themeConfig.ts';

const { themeConfig } = validateConfig(
  {
    title: 'S',
    url: 'https://s.dev',
    baseUrl: '/',
    themeConfig: {
      navbar: {
        title: 'My site',
        logo: { src: 'logo.svg', alt: 'My logo' },
        items: [
          { to: '/docs/', label: 'Docs', position: 'left' },
          { type: 'dropdown', label: 'More', items: [{ href: 'https://a.dev', label: 'Elsewhere' }] },
          { type: 'search', position: 'right' },
        ],
      },
      footer: {
        logo: { src: 'f.svg', alt: 'Footer logo' },
        links: [{ title: 'Learn', items: [{ label: 'Intro', to: '/docs/' }, { html: '<b>x</b>' }] }],
        copyright: '© Me',
      },
    },
  },
  'site.config.ts',
);

const messages = (content: Record<string, { message: string }>) => Object.fromEntries(Object.entries(content).map(([id, m]) => [id, m.message]));

const files = suite('getThemeConfigTranslationFiles');

files('declares the navbar title, logo alt and item labels (dropdown items too), and the footer titles, labels, copyright and logo alt', () => {
  const declared = getThemeConfigTranslationFiles(themeConfig);
  assert.equal(
    declared.map((f) => [f.path, messages(f.content)]),
    [
      ['navbar', { title: 'My site', 'logo.alt': 'My logo', 'item.label.Docs': 'Docs', 'item.label.More': 'More', 'item.label.Elsewhere': 'Elsewhere' }],
      ['footer', { 'link.title.Learn': 'Learn', 'link.item.label.Intro': 'Intro', copyright: '© Me', 'logo.alt': 'Footer logo' }],
    ],
  );
  assert.is(declared[1].content['link.item.label.Intro'].description, 'The footer link labelled Intro, to /docs/');
});

files('a footer of plain links declares their labels; a site without footer has no footer file', () => {
  const simple = validateConfig({ title: 'S', url: 'https://s.dev', baseUrl: '/', themeConfig: { footer: { links: [{ label: 'Blog', to: '/blog/' }] } } }, 'site.config.ts').themeConfig;
  assert.equal(getThemeConfigTranslationFiles(simple).map((f) => [f.path, messages(f.content)]), [['navbar', {}], ['footer', { 'link.item.label.Blog': 'Blog' }]]);
  const none = validateConfig({ title: 'S', url: 'https://s.dev', baseUrl: '/' }, 'site.config.ts').themeConfig;
  assert.equal(getThemeConfigTranslationFiles(none).map((f) => f.path), ['navbar']);
});

files.run();

const translate = suite('translateThemeConfig');

translate('replaces the translated strings and keeps the others', () => {
  const out = translateThemeConfig(themeConfig, [
    { path: 'navbar', content: { title: { message: 'Mon site' }, 'item.label.Elsewhere': { message: 'Ailleurs' }, 'logo.alt': { message: 'Mon logo' } } },
    { path: 'footer', content: { 'link.title.Learn': { message: 'Apprendre' }, copyright: { message: '© Moi' } } },
  ]);
  assert.is(out.navbar.title, 'Mon site');
  assert.is(out.navbar.logo?.alt, 'Mon logo');
  assert.is(out.navbar.logo?.src, 'logo.svg');
  assert.equal(out.navbar.items.map((i) => i.label), ['Docs', 'More', undefined]);
  assert.is(out.navbar.items[1].items?.[0].label, 'Ailleurs');
  assert.is(out.navbar.items[2].label, undefined, 'an item without label gets none');
  const column = out.footer!.links[0] as { title: string; items: { label?: string; html?: string }[] };
  assert.is(column.title, 'Apprendre');
  assert.equal(column.items, [{ label: 'Intro', to: '/docs/' }, { html: '<b>x</b>' }]);
  assert.is(out.footer!.copyright, '© Moi');
  assert.is(out.footer!.logo?.alt, 'Footer logo');
  // The config it was given is left as it was.
  assert.is(themeConfig.navbar.title, 'My site');
});

translate.run();

const load = suite('loadThemeConfigTranslations');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-theme-config-'));

load('reads navbar.json and footer.json of docusaurus-theme-classic; without them the config is unchanged', async () => {
  assert.equal(await loadThemeConfigTranslations(path.join(dir, 'de'), themeConfig), themeConfig);
  fs.mkdirSync(path.join(dir, 'fr/docusaurus-theme-classic'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'fr/docusaurus-theme-classic/footer.json'), JSON.stringify({ 'link.item.label.Intro': { message: 'Introduction' } }));
  const out = await loadThemeConfigTranslations(path.join(dir, 'fr'), themeConfig);
  assert.is((out.footer!.links[0] as { items: { label?: string }[] }).items[0].label, 'Introduction');
  assert.is(out.navbar.title, 'My site');
});

load('a malformed navbar.json stops with its file and line', async () => {
  const file = path.join(dir, 'fr/docusaurus-theme-classic/navbar.json');
  fs.writeFileSync(file, '{\n  "title": { "message": "Mon site" }\n  "x": 1\n}');
  try {
    await loadThemeConfigTranslations(path.join(dir, 'fr'), themeConfig);
    assert.unreachable('accepted a malformed file');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.match(formatError(error, false), `[ERROR] ${file}:3:3: The translation file is not valid JSON: Expected ',' or '}' after property value.`);
  }
});

load.run();
