// The content plugins built for a locale: docs, blog posts and pages read from i18n/<locale>/ in
// Docusaurus' layout when translated, from the default files (and marked untranslated) when not,
// under the locale's baseUrl; translations without a default file are ignored with a warning.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import config from '../../fixtures/i18n-content/site.config.ts';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import blogPlugin from '../../../src/cli/plugins/blog/index.ts';
import type { BlogContent, BlogPost } from '../../../src/cli/plugins/blog/types.ts';
import docsPlugin from '../../../src/cli/plugins/docs/index.ts';
import { forgetGitHistory } from '../../../src/cli/plugins/docs/lastUpdate.ts';
import type { DocsContent, LoadedDoc } from '../../../src/cli/plugins/docs/types.ts';
import pagesPlugin, { type PageFile } from '../../../src/cli/plugins/pages.ts';
import { createLoadContext } from '../../../src/cli/shared/context.ts';
import type { Plugin, PluginActions, RouteConfig } from '../../../src/cli/types.ts';

const fixture = path.resolve('test/fixtures/i18n-content');
const FR_DOCS = 'i18n/fr/docusaurus-plugin-content-docs';
const FR_BLOG = 'i18n/fr/docusaurus-plugin-content-blog';
const FR_PAGES = 'i18n/fr/docusaurus-plugin-content-pages';

let siteDir = '';

/** The fixture's options for one plugin, as written in its site.config.ts. */
function optionsOf(name: string): Record<string, unknown> {
  const entry = config.plugins!.find((p) => (Array.isArray(p) ? p[0] : p) === name);
  return Array.isArray(entry) ? (entry[1] as Record<string, unknown>) : {};
}

/** Git history: the files by "Writer" in 2021, then the French intro and notes by "Traductrice" in 2023. */
function commitFixture(dir: string): void {
  const git = (args: string[], date: string, author: string) =>
    execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: author, GIT_AUTHOR_EMAIL: 'a@example.com', GIT_COMMITTER_NAME: author, GIT_COMMITTER_EMAIL: 'a@example.com', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }, stdio: 'pipe' });
  git(['init', '-q'], '2021-01-01T00:00:00Z', 'Writer');
  git(['add', '-A', '--', '.', `:!${FR_DOCS}/current/intro.md`, `:!${FR_BLOG}/notes.md`], '2021-01-01T00:00:00Z', 'Writer');
  git(['commit', '-q', '-m', 'English'], '2021-01-01T00:00:00Z', 'Writer');
  git(['add', '-A'], '2023-06-01T00:00:00Z', 'Traductrice');
  git(['commit', '-q', '-m', 'Français'], '2023-06-01T00:00:00Z', 'Traductrice');
}

interface LoadedSite {
  docs: DocsContent;
  blog: BlogContent;
  pages: PageFile[];
  /** Every route of the three plugins, nested ones included. */
  routes: RouteConfig[];
  docsGlobalData: any;
  /** createData files by the path handed back. */
  data: Map<string, unknown>;
  warnings: string[];
}

async function run<C>(plugin: Plugin<C>, data: Map<string, unknown>, routes: RouteConfig[], dataDir: string): Promise<{ content: C; globalData: unknown }> {
  const content = (await plugin.loadContent!()) as C;
  let globalData: unknown;
  const actions: PluginActions = {
    addRoute: (r) => routes.push(r),
    createData: async (name, value) => {
      const file = path.join(dataDir, `${plugin.name}-${plugin.id}`, name);
      data.set(file, value);
      return file;
    },
    setGlobalData: (v) => (globalData = v),
  };
  await plugin.contentLoaded?.({ content, actions, allContent: {} });
  return { content, globalData };
}

/** Loads the docs, blog and pages plugins of the fixture for `locale`, collecting their warnings. */
async function loadSite(locale: string, overrides: { docs?: Record<string, unknown>; blog?: Record<string, unknown> } = {}): Promise<LoadedSite> {
  const siteConfig = validateConfig(config, path.join(siteDir, 'site.config.ts'));
  const context = createLoadContext(siteDir, siteConfig, { locale });
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (m: unknown) => warnings.push(String(m));
  try {
    const data = new Map<string, unknown>();
    const routes: RouteConfig[] = [];
    const dataDir = path.join(context.generatedDir, 'data');
    const docs = await run(docsPlugin(context, { ...optionsOf('docs'), ...overrides.docs }), data, routes, dataDir);
    const blog = await run(blogPlugin(context, { ...optionsOf('blog'), ...overrides.blog }), data, routes, dataDir);
    const pages = await run(pagesPlugin(context, optionsOf('pages')), data, routes, dataDir);
    const flat: RouteConfig[] = [];
    const walk = (list: RouteConfig[]) => list.forEach((r) => (flat.push(r), walk(r.routes ?? [])));
    walk(routes);
    return { docs: docs.content, blog: blog.content, pages: pages.content, routes: flat, docsGlobalData: docs.globalData, data, warnings };
  } finally {
    console.warn = warn;
  }
}

const at = (file: string) => path.join(siteDir, file);
const docOf = (site: LoadedSite, version: string, id: string): LoadedDoc => {
  const doc = site.docs.versions.find((v) => v.name === version)?.docs.find((d) => d.id === id);
  if (!doc) throw new Error(`no doc "${id}" in version ${version}`);
  return doc;
};
const postOf = (site: LoadedSite, file: string): BlogPost => site.blog.posts.find((p) => p.relativePath === file)!;
const pageOf = (site: LoadedSite, file: string): PageFile => site.pages.find((p) => p.source.endsWith(`/${file}`))!;
const routeAt = (site: LoadedSite, routePath: string, component: string): RouteConfig => {
  const route = site.routes.find((r) => r.path === routePath && r.component === component);
  if (!route) throw new Error(`no ${component} route at ${routePath}; routes: ${site.routes.map((r) => r.path).join(', ')}`);
  return route;
};

const i18n = suite('content plugins built for another locale');
let fr: LoadedSite;
let en: LoadedSite;

i18n.before(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-i18n-content-'));
  fs.cpSync(fixture, siteDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}.docsite`) });
  commitFixture(siteDir);
  forgetGitHistory(siteDir);
  // Both locales in one process, French first: the English build must not see the French files.
  fr = await loadSite('fr');
  en = await loadSite('en');
});

i18n.after(() => {
  forgetGitHistory();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

i18n('reads a translated doc from current/: its title, description and source are the French ones', () => {
  const intro = docOf(fr, 'current', 'intro');
  assert.is(intro.source, at(`${FR_DOCS}/current/intro.md`));
  assert.is(intro.translationOf, at('content/docs/intro.md'));
  assert.is(intro.title, 'Présentation');
  assert.is(intro.description, 'Bienvenue dans la documentation.');
  assert.is(intro.untranslated, undefined);
  const route = routeAt(fr, '/fr/docs/next/intro/', '@theme/DocItem');
  assert.is(route.modules!.content, at(`${FR_DOCS}/current/intro.md`));
  assert.is(route.metadata!.sourceFilePath, at(`${FR_DOCS}/current/intro.md`));
});

i18n('uses the default file of a doc without translation and marks it untranslated', () => {
  const guide = docOf(fr, 'current', 'guide');
  assert.is(guide.source, at('content/docs/guide.md'));
  assert.is(guide.title, 'Guide');
  assert.is(guide.untranslated, true);
  assert.is(guide.translationOf, undefined);
  assert.is(routeAt(fr, '/fr/docs/next/guide/', '@theme/DocItem').metadata!.sourceFilePath, at('content/docs/guide.md'));
});

i18n('keeps the slug and sidebar position of the default file unless the translation sets its own', () => {
  const setup = docOf(fr, 'current', 'setup');
  assert.is(setup.title, 'Installation');
  assert.is(setup.permalink, '/fr/docs/next/install/', 'the English front matter slug');
  assert.is(docOf(fr, 'current', 'faq').permalink, '/fr/docs/next/questions/', 'the French front matter slug wins');
  const sidebar = fr.docs.versions.find((v) => v.name === 'current')!.sidebars.defaultSidebar;
  assert.equal(sidebar.map((item) => (item.type === 'doc' ? item.id : item.type)), ['setup', 'intro', 'faq', 'guide'], 'sidebar_position 1 and 2 from the English files');
});

i18n('reads a versioned doc from version-<name>/ and falls back to versioned_docs for the others', () => {
  const intro = docOf(fr, '1.0', 'intro');
  assert.is(intro.source, at(`${FR_DOCS}/version-1.0/intro.md`));
  assert.is(intro.translationOf, at('content/versioned_docs/version-1.0/intro.md'));
  assert.is(intro.title, 'Présentation 1.0');
  assert.is(intro.permalink, '/fr/docs/intro/');
  const legacy = docOf(fr, '1.0', 'legacy');
  assert.equal([legacy.source, legacy.untranslated], [at('content/versioned_docs/version-1.0/legacy.md'), true]);
});

i18n('points the edit URL of a translated doc at its translation with editLocalizedFiles, else at the English file', async () => {
  const base = 'https://github.com/example/i18n/edit/main/';
  assert.is(docOf(fr, 'current', 'intro').editUrl, `${base}${FR_DOCS}/current/intro.md`);
  assert.is(docOf(fr, '1.0', 'intro').editUrl, `${base}${FR_DOCS}/version-1.0/intro.md`);
  assert.is(docOf(fr, 'current', 'guide').editUrl, `${base}content/docs/guide.md`, 'an untranslated doc is edited in English');
  const off = await loadSite('fr', { docs: { editLocalizedFiles: false } });
  assert.is(docOf(off, 'current', 'intro').editUrl, `${base}content/docs/intro.md`);
  const calls: any[] = [];
  const fn = await loadSite('fr', { docs: { editUrl: (p: unknown) => (calls.push(p), 'https://e.test/') } });
  assert.is(docOf(fn, 'current', 'intro').editUrl, 'https://e.test/');
  assert.equal(calls.find((c) => c.docPath === 'intro.md' && c.version === 'current'), { version: 'current', versionDocsDirPath: 'content/docs', docPath: 'intro.md', permalink: '/fr/docs/next/intro/', locale: 'fr' });
});

i18n('dates a translated doc from the last commit of the translation', () => {
  const intro = docOf(fr, 'current', 'intro');
  assert.equal([intro.lastUpdatedBy, intro.lastUpdatedAt], ['Traductrice', Date.parse('2023-06-01T00:00:00Z')]);
  const guide = docOf(fr, 'current', 'guide');
  assert.equal([guide.lastUpdatedBy, guide.lastUpdatedAt], ['Writer', Date.parse('2021-01-01T00:00:00Z')]);
  assert.equal([docOf(en, 'current', 'intro').lastUpdatedBy], ['Writer'], 'the English intro keeps its own history');
});

i18n('reads a translated post, with the translated authors and tags files, and keeps the English date', () => {
  const hello = postOf(fr, '2024-01-15-hello.md');
  assert.is(hello.source, at(`${FR_BLOG}/2024-01-15-hello.md`));
  assert.is(hello.translationOf, at('content/blog/2024-01-15-hello.md'));
  assert.equal([hello.title, hello.description, hello.untranslated], ['Bonjour', 'Le premier billet.', undefined]);
  assert.equal([hello.permalink, hello.formattedDate], ['/fr/blog/2024/01/15/hello/', '15 janvier 2024']);
  assert.equal(hello.authors.map((a) => a.name), ['Équipe']);
  assert.equal(hello.tags.map((t) => [t.label, t.permalink]), [['Actualités', '/fr/blog/tags/news/']]);
  assert.is(hello.editUrl, 'https://github.com/example/i18n/edit/main/content/blog/2024-01-15-hello.md', 'editLocalizedFiles is off for the blog');
  const update = postOf(fr, '2024-02-01-update.md');
  assert.equal([update.source, update.title, update.untranslated], [at('content/blog/2024-02-01-update.md'), 'Update', true]);
  const route = routeAt(fr, '/fr/blog/2024/01/15/hello/', '@theme/BlogPostPage');
  assert.is(route.metadata!.sourceFilePath, at(`${FR_BLOG}/2024-01-15-hello.md`));
  // The post starts with its title, so it compiles from a copy: the French one, in the French build's folder.
  const copy = route.modules!.content;
  assert.ok(copy.startsWith(at('.docsite/generated/i18n/fr/')), copy);
  assert.match(fs.readFileSync(copy, 'utf8'), 'Le premier billet.');
});

i18n('dates a translated post like its default file: front matter date, else the default file\'s last commit', () => {
  assert.equal([postOf(fr, 'release.md').title, postOf(fr, 'release.md').date], ['Version', new Date('2024-03-10T00:00:00Z')]);
  assert.equal([postOf(fr, 'notes.md').title, postOf(fr, 'notes.md').date], ['Carnet', new Date('2021-01-01T00:00:00Z')]);
  assert.equal(fr.blog.posts.map((p) => p.relativePath), en.blog.posts.map((p) => p.relativePath), 'one order in both locales');
});

i18n('points a translated post at its translation with the blog editLocalizedFiles', async () => {
  const on = await loadSite('fr', { blog: { editLocalizedFiles: true } });
  assert.is(postOf(on, '2024-01-15-hello.md').editUrl, `https://github.com/example/i18n/edit/main/${FR_BLOG}/2024-01-15-hello.md`);
  assert.is(postOf(on, '2024-02-01-update.md').editUrl, 'https://github.com/example/i18n/edit/main/content/blog/2024-02-01-update.md');
});

i18n('reads a translated page and marks the untranslated Markdown page, not the component page', () => {
  const about = pageOf(fr, 'about.md');
  assert.equal(about, { source: at(`${FR_PAGES}/about.md`), translationOf: at('content/pages/about.md'), permalink: '/fr/about/', kind: 'markdown', frontMatter: { title: 'À propos' } });
  assert.is(routeAt(fr, '/fr/about/', '@theme/MDXPage').metadata!.sourceFilePath, at(`${FR_PAGES}/about.md`));
  const contact = pageOf(fr, 'contact.md');
  assert.equal([contact.source, contact.untranslated], [at('content/pages/contact.md'), true]);
  const home = pageOf(fr, 'index.tsx');
  assert.equal([home.permalink, home.untranslated], ['/fr/', undefined]);
});

i18n('puts every route and the docs global data under /fr/', () => {
  const outside = fr.routes.filter((r) => !r.path.startsWith('/fr/'));
  assert.equal(outside.map((r) => r.path), []);
  for (const expected of ['/fr/docs/next/', '/fr/docs/', '/fr/blog/', '/fr/blog/tags/', '/fr/blog/tags/news/', '/fr/blog/authors/', '/fr/blog/archive/', '/fr/']) {
    assert.ok(fr.routes.some((r) => r.path === expected), expected);
  }
  assert.is(fr.docsGlobalData.path, '/fr/docs');
  assert.equal(fr.docsGlobalData.versions.map((v: any) => v.path), ['/fr/docs/next', '/fr/docs']);
});

i18n('ignores a translation without a default file, naming each one in a warning', () => {
  assert.not.ok(fr.docs.versions[0].docs.some((d) => d.relativePath === 'orphan.md'));
  assert.not.ok(fr.blog.posts.some((p) => p.relativePath === '2024-03-01-seul.md'));
  assert.not.ok(fr.pages.some((p) => p.source.endsWith('seule.md')));
  const rel = (file: string) => path.relative(process.cwd(), at(file));
  const hint = '  Hint: A translation takes the place of the default file at the same path: add that file, or move the translation to the path of the file it translates.';
  assert.equal(fr.warnings, [
    [`[WARNING] 1 translated file of docs version "current" (locale "fr") has no default file and is ignored:`, `  - ${rel(`${FR_DOCS}/current/orphan.md`)}: there is no ${rel('content/docs/orphan.md')}`, hint].join('\n'),
    [`[WARNING] 1 translated file of the blog (locale "fr") has no default file and is ignored:`, `  - ${rel(`${FR_BLOG}/2024-03-01-seul.md`)}: there is no ${rel('content/blog/2024-03-01-seul.md')}`, hint].join('\n'),
    [`[WARNING] 1 translated file of the pages (locale "fr") has no default file and is ignored:`, `  - ${rel(`${FR_PAGES}/seule.md`)}: there is no ${rel('content/pages/seule.md')}`, hint].join('\n'),
  ]);
});

i18n('reads only the default files on the default locale, marks nothing and warns of nothing', () => {
  const docs = en.docs.versions.flatMap((v) => v.docs);
  assert.ok(docs.length >= 6, String(docs.length));
  const sources = [...docs.map((d) => d.source), ...en.blog.posts.map((p) => p.source), ...en.pages.map((p) => p.source)];
  assert.equal(sources.filter((s) => !s.startsWith(at('content/'))), []);
  const marked = [...docs, ...en.blog.posts, ...en.pages].filter((x) => 'untranslated' in x || 'translationOf' in x);
  assert.equal(marked, []);
  assert.equal(en.warnings, []);
  assert.equal([docOf(en, 'current', 'intro').title, postOf(en, '2024-01-15-hello.md').title, postOf(en, '2024-01-15-hello.md').authors[0].name], ['Introduction', 'Hello', 'Team']);
  assert.is(docOf(en, 'current', 'faq').permalink, '/docs/next/faq/');
  assert.equal(en.routes.filter((r) => r.path.startsWith('/fr/')).map((r) => r.path), []);
  const copy = routeAt(en, '/blog/2024/01/15/hello/', '@theme/BlogPostPage').modules!.content;
  assert.ok(!copy.includes(`${path.sep}i18n${path.sep}`), copy);
  assert.match(fs.readFileSync(copy, 'utf8'), 'The first post.');
});

i18n.run();
