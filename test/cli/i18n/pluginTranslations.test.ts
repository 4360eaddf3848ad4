import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../../src/cli/config/loadConfig.ts';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { pluginTranslationDir, translateLoadedPlugins, translatePluginContent } from '../../../src/cli/i18n/pluginTranslations.ts';
import { initPlugins } from '../../../src/cli/plugins/index.ts';
import type { TranslatableBlogContent } from '../../../src/cli/plugins/blog/translations.ts';
import type { DocsContent } from '../../../src/cli/plugins/docs/types.ts';
import { createLoadContext } from '../../../src/cli/shared/context.ts';
import type { Plugin } from '../../../src/cli/types.ts';
import { fixture } from '../../helpers/site.ts';

const { siteDir, siteConfig } = await loadConfig(fixture('i18n-write'));
const context = createLoadContext(siteDir, siteConfig);
const plugins = await initPlugins(context);
const docs = plugins.find((p) => p.name === 'docs') as Plugin<DocsContent>;
const blog = plugins.find((p) => p.name === 'blog') as Plugin<TranslatableBlogContent>;
const docsContent = await docs.loadContent!();
const blogContent = await blog.loadContent!();

const localizationDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-translations-'));
const write = (rel: string, content: unknown) => {
  const file = path.join(localizationDir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return file;
};

const files = suite('getTranslationFiles');

files('the docs plugin declares each version\'s label and its sidebars\' category and link labels, with Docusaurus\' ids', async () => {
  const declared = await docs.getTranslationFiles!({ content: docsContent });
  assert.equal(
    declared.map((f) => [f.path, Object.keys(f.content)]),
    [
      ['current', ['version.label', 'sidebar.docs.category.Guides', 'sidebar.docs.category.Guides.link.generated-index.description', 'sidebar.docs.category.Advanced', 'sidebar.docs.link.Example site']],
      ['version-1.0', ['version.label', 'sidebar.docs.category.Basics']],
    ],
  );
  const current = declared[0].content;
  assert.equal(current['version.label'], { message: 'Next', description: 'The name shown for docs version current' });
  assert.equal(current['sidebar.docs.category.Guides'], { message: 'Guides', description: 'Sidebar docs: the category Guides' });
  assert.equal(current['sidebar.docs.link.Example site'], { message: 'Example site', description: 'Sidebar docs: the link Example site, to https://example.com/' });
});

files('the blog declares its title, description and sidebar title in options', async () => {
  const declared = await blog.getTranslationFiles!({ content: blogContent });
  assert.equal(declared.map((f) => [f.path, Object.fromEntries(Object.entries(f.content).map(([id, m]) => [id, m.message]))]), [['options', { title: 'News', description: 'What is new', 'sidebar.title': 'Latest' }]]);
});

files.run();

const translate = suite('translatePluginContent');

translate('reads the docs plugin\'s files from its folder and translates sidebars, breadcrumbs, index pages and version labels', async () => {
  assert.is(pluginTranslationDir(localizationDir, docs), path.join(localizationDir, 'docusaurus-plugin-content-docs'));
  write('docusaurus-plugin-content-docs/current.json', {
    'version.label': { message: 'Suivante' },
    'sidebar.docs.category.Guides': { message: 'Guides pratiques' },
    'sidebar.docs.link.Example site': { message: "Site d'exemple" },
    'sidebar.docs.category.Advanced': { message: 'Avancé' },
  });
  const translated = await translatePluginContent(docs, docsContent, localizationDir);
  const [current, old] = translated.versions;
  assert.is(current.label, 'Suivante');
  const labels = current.sidebars.docs.map((item) => ('label' in item ? item.label : item.type));
  assert.equal(labels, ['Introduction', 'Guides pratiques', "Site d'exemple"]);
  const guides = current.sidebars.docs[1];
  assert.ok(guides.type === 'category' && guides.link?.type === 'generated-index' && guides.link.title === 'Guides pratiques', 'the index page takes the translated label as its title');
  assert.equal(current.generatedIndexes.map((g) => g.title), ['Guides pratiques']);
  const install = current.docs.find((d) => d.id === 'guides/install')!;
  assert.equal(current.docNavigation[install.id].breadcrumbs.map((b) => b.label), ['Guides pratiques', 'Install']);
  assert.equal(current.docNavigation['guides/deploy'].breadcrumbs.map((b) => b.label), ['Guides pratiques', 'Avancé', 'Deploy']);
  // Without its file, version 1.0 is left as it was.
  assert.is(old, docsContent.versions[1]);
  // The loaded content itself is not changed.
  assert.is(docsContent.versions[0].label, 'Next');
});

translate('a folder without files leaves the content as it is', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-plugin-translations-empty-'));
  const same = await translatePluginContent(docs, docsContent, empty);
  assert.is(same.versions[0], docsContent.versions[0]);
});

translate('the blog\'s options.json gives its title, description and sidebar title', async () => {
  write('docusaurus-plugin-content-blog/options.json', { title: { message: 'Actualités' }, 'sidebar.title': { message: 'Derniers billets' } });
  const translated = await translatePluginContent(blog, blogContent, localizationDir);
  assert.equal(translated.texts, { blogTitle: 'Actualités', blogDescription: 'What is new', blogSidebarTitle: 'Derniers billets' });
});

translate('translateLoadedPlugins translates every loaded plugin and leaves the others', async () => {
  const pages = { name: 'pages' } as Plugin;
  const out = await translateLoadedPlugins(
    [
      { plugin: blog as Plugin, name: 'blog', id: 'default', content: blogContent },
      { plugin: pages, name: 'pages', id: 'default', content: 'pages content' },
    ],
    localizationDir,
  );
  assert.is((out[0].content as TranslatableBlogContent).texts?.blogTitle, 'Actualités');
  assert.is(out[1].content, 'pages content');
});

translate('hands translateContent every declared id, the translated ones with their translation', async () => {
  write('files-plugin/strings.json', { a: { message: 'A traduit' } });
  let given: unknown;
  const plugin: Plugin<string> = {
    name: 'files-plugin',
    getTranslationFiles: () => [{ path: 'strings', content: { a: { message: 'A' }, b: { message: 'B', description: 'the b' } } }],
    translateContent: ({ content, translationFiles }) => ((given = translationFiles), `${content}!`),
  };
  assert.is(await translatePluginContent(plugin, 'content', localizationDir), 'content!');
  assert.equal(given, [{ path: 'strings', content: { a: { message: 'A traduit' }, b: { message: 'B', description: 'the b' } } }]);
});

translate('a plugin instance with another id reads the folder with that id', () => {
  assert.is(pluginTranslationDir('/i18n/fr', { name: 'docs', id: 'community' }), path.join('/i18n/fr', 'docusaurus-plugin-content-docs-community'));
  assert.is(pluginTranslationDir('/i18n/fr', { name: 'my-plugin' }), path.join('/i18n/fr', 'my-plugin'));
});

translate('a broken file stops with its file and line', async () => {
  const file = write('docusaurus-plugin-content-docs/version-1.0.json', '{\n  "version.label": "Un"\n}\n');
  try {
    await translatePluginContent(docs, docsContent, localizationDir);
    assert.unreachable('accepted a broken file');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.match(formatError(error, false), `[ERROR] ${file}:2:3: 1 entry of the translation file has the wrong shape:`);
  }
});

translate.run();
