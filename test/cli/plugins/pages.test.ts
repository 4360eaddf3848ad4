import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import pagesPlugin, { permalinkFor, type PageFile, type PagesOptions } from '../../../src/cli/plugins/pages.ts';
import type { LoadContext, PluginActions, RouteConfig } from '../../../src/cli/types.ts';
import { oneLocale } from '../../helpers/oneLocale.ts';

const permalink = suite('permalinkFor');

permalink('maps index files to their folder', () => {
  assert.is(permalinkFor('index.tsx', '/', '/', true), '/');
  assert.is(permalinkFor('about/index.md', '/', '/', true), '/about/');
  assert.is(permalinkFor('guides/setup/index.mdx', '/', '/', true), '/guides/setup/');
});

permalink('maps a plain file to a folder-style route', () => {
  assert.is(permalinkFor('about.tsx', '/', '/', true), '/about/');
  assert.is(permalinkFor('guides/setup.md', '/', '/', true), '/guides/setup/');
});

permalink('does not treat a name that merely ends in index as an index file', () => {
  assert.is(permalinkFor('reindex.md', '/', '/', true), '/reindex/');
});

permalink('puts the baseUrl and the route base path in front', () => {
  assert.is(permalinkFor('index.tsx', '/', '/docs/', true), '/docs/');
  assert.is(permalinkFor('about.md', '/', '/docs/', true), '/docs/about/');
  assert.is(permalinkFor('about.md', '/extra/', '/docs/', true), '/docs/extra/about/');
});

permalink('drops the trailing slash when trailingSlash is false, but keeps the root', () => {
  assert.is(permalinkFor('about.tsx', '/', '/', false), '/about');
  assert.is(permalinkFor('about/index.md', '/', '/', false), '/about');
  assert.is(permalinkFor('index.tsx', '/', '/', false), '/');
  assert.is(permalinkFor('index.tsx', '/', '/docs/', false), '/docs');
});

permalink.run();

const plugin = suite('pagesPlugin');

const FILES: Record<string, string> = {
  'index.tsx': 'export default function Home() { return null; }\n',
  'about.md': '---\ntitle: About\n---\n# About\n',
  'guides/index.mdx': '# Guides\n',
  'guides/setup.md': '# Setup\n',
  'legacy.jsx': 'export default () => null;\n',
  'custom.md': '---\nslug: /custom-url\n---\n# Custom\n',
  'draft.md': '---\ndraft: true\n---\n# Draft\n',
  'secret.md': '---\nunlisted: true\n---\n# Secret\n',
  '_partial.mdx': 'A partial.\n',
  '_folder/x.md': '# Helper\n',
  'Widget.test.tsx': 'test\n',
  'notes.txt': 'not a page\n',
  'data.json': '{}\n',
};

let root = '';
let contentDir = '';
let pagesDir = '';

plugin.before(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-pages-'));
  contentDir = path.join(root, 'content');
  pagesDir = path.join(contentDir, 'pages');
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(pagesDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(pagesDir, rel), text);
  }
});

plugin.after(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function context(overrides: { isDev?: boolean; baseUrl?: string; trailingSlash?: boolean } = {}): LoadContext {
  const baseUrl = overrides.baseUrl ?? '/';
  return {
    siteDir: root,
    siteConfig: { baseUrl, trailingSlash: overrides.trailingSlash ?? true } as any,
    contentDir,
    generatedDir: path.join(root, '.docsite', 'generated'),
    frameworkDir: path.join(root, 'node_modules', 'docsite'),
    baseUrl,
    outDir: path.join(root, 'build'),
    isDev: overrides.isDev ?? false,
    ...oneLocale(root),
  };
}

async function load(ctx: LoadContext = context(), options?: PagesOptions): Promise<PageFile[]> {
  return (await pagesPlugin(ctx, options).loadContent!()) as PageFile[];
}

const permalinks = (pages: PageFile[]) => Object.fromEntries(pages.map((p) => [path.relative(pagesDir, p.source).split(path.sep).join('/'), p.permalink]));

plugin('is named pages with the default id and watches the pages folder', () => {
  const p = pagesPlugin(context());
  assert.is(p.name, 'pages');
  assert.is(p.id, 'default');
  assert.equal(p.getPathsToWatch!(), [pagesDir]);
  assert.is(pagesPlugin(context(), { id: 'extra' }).id, 'extra');
});

plugin('lists .md, .mdx, .tsx and .jsx pages and skips partials, helpers, tests and other files', async () => {
  assert.equal(permalinks(await load()), {
    'about.md': '/about/',
    'custom.md': '/custom-url/',
    'guides/index.mdx': '/guides/',
    'guides/setup.md': '/guides/setup/',
    'index.tsx': '/',
    'legacy.jsx': '/legacy/',
    'secret.md': '/secret/',
  });
});

plugin('tells markdown pages from component pages and keeps their front matter', async () => {
  const pages = await load();
  const about = pages.find((p) => p.source.endsWith('about.md'))!;
  const home = pages.find((p) => p.source.endsWith('index.tsx'))!;
  assert.equal(about, { source: path.join(pagesDir, 'about.md'), permalink: '/about/', kind: 'markdown', frontMatter: { title: 'About' } });
  assert.equal(home, { source: path.join(pagesDir, 'index.tsx'), permalink: '/', kind: 'component', frontMatter: {} });
});

plugin('honours the slug in front matter, with the baseUrl and trailingSlash applied', async () => {
  const custom = (pages: PageFile[]) => pages.find((p) => p.source.endsWith('custom.md'))!.permalink;
  assert.is(custom(await load()), '/custom-url/');
  assert.is(custom(await load(context({ baseUrl: '/docs/', trailingSlash: false }))), '/docs/custom-url');
});

plugin('drops draft pages in a build and keeps them in dev', async () => {
  assert.not.ok((await load()).some((p) => p.source.endsWith('draft.md')));
  const draft = (await load(context({ isDev: true }))).find((p) => p.source.endsWith('draft.md'));
  assert.is(draft?.permalink, '/draft/');
});

plugin('applies the baseUrl and trailingSlash false to every page', async () => {
  const links = permalinks(await load(context({ baseUrl: '/docs/', trailingSlash: false })));
  assert.is(links['index.tsx'], '/docs');
  assert.is(links['about.md'], '/docs/about');
  assert.is(links['guides/index.mdx'], '/docs/guides');
});

plugin('reads another folder and route base path from its options', async () => {
  const links = permalinks(await load(context(), { path: 'pages/guides', routeBasePath: '/learn/' }));
  // Sources are relative to the pages folder in `permalinks`, so the guides folder shows in the keys.
  assert.equal(links, { 'guides/index.mdx': '/learn/', 'guides/setup.md': '/learn/setup/' });
});

plugin('finds no pages when the folder does not exist', async () => {
  assert.equal(await load(context(), { path: 'missing' }), []);
});

plugin('adds a route per page: MDXPage with the content module for markdown, the file itself for components', async () => {
  const ctx = context();
  const p = pagesPlugin(ctx);
  const content = (await p.loadContent!()) as PageFile[];
  const routes: RouteConfig[] = [];
  const actions: PluginActions = {
    addRoute: (r) => routes.push(r),
    createData: async () => {
      assert.unreachable('the pages plugin writes no data');
      return '';
    },
    setGlobalData: () => assert.unreachable('the pages plugin sets no global data'),
  };
  await p.contentLoaded!({ content, actions, allContent: {} });
  const byPath = Object.fromEntries(routes.map((r) => [r.path, r]));
  assert.is(routes.length, content.length);
  assert.equal(byPath['/about/'], {
    path: '/about/',
    component: '@theme/MDXPage',
    modules: { content: path.join(pagesDir, 'about.md') },
    metadata: { sourceFilePath: path.join(pagesDir, 'about.md'), noIndex: false },
  });
  assert.equal(byPath['/'], { path: '/', component: path.join(pagesDir, 'index.tsx'), metadata: { sourceFilePath: path.join(pagesDir, 'index.tsx') } });
  assert.equal(byPath['/legacy/'].component, path.join(pagesDir, 'legacy.jsx'));
});

plugin('marks unlisted pages as noIndex in the route metadata', async () => {
  const p = pagesPlugin(context());
  const content = (await p.loadContent!()) as PageFile[];
  const routes: RouteConfig[] = [];
  await p.contentLoaded!({ content, actions: { addRoute: (r) => routes.push(r), createData: async () => '', setGlobalData: () => {} }, allContent: {} });
  assert.equal(
    routes.filter((r) => r.metadata?.noIndex).map((r) => r.path),
    ['/secret/'],
  );
});

plugin.run();
