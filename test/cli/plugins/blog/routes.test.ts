// The routes of a blog: every page it makes, which modules each loads, and what is noindex.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { RouteConfig } from '../../../../src/cli/types.ts';
import { analyzePostBody } from '../../../../src/cli/plugins/blog/postSource.ts';
import { validateBlogOptions } from '../../../../src/cli/plugins/blog/options.ts';
import { blogPaths } from '../../../../src/cli/plugins/blog/postPaths.ts';
import { createBlogRoutes, postModules } from '../../../../src/cli/plugins/blog/routes.ts';
import type { BlogContent } from '../../../../src/cli/plugins/blog/types.ts';
import { fakePost } from './helpers.ts';

const MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const release = { label: 'Release', permalink: '/blog/tags/release/', inline: false };
const team = { key: 'team', name: 'Team', page: { permalink: '/blog/authors/team/' } };
const posts = [1, 2, 3, 4, 5].map((n) =>
  fakePost({ permalink: `/blog/p${n}/`, title: `P${n}`, date: new Date(Date.UTC(2024, 0, 10 - n)), tags: [release], authors: n <= 3 ? [team] : [], unlisted: n === 5 }),
);
const content: BlogContent = { posts, authorsMap: { team, nobody: { key: 'nobody', name: 'Nobody', page: { permalink: '/blog/authors/nobody/' } } } };

async function routesFor(content: BlogContent, options: Record<string, unknown> = {}) {
  const o = validateBlogOptions({ postsPerPage: 2, ...options }, 'x');
  const data = new Map<string, unknown>();
  const routes = await createBlogRoutes(content, {
    options: o,
    paths: blogPaths('/', o, true),
    trailingSlash: true,
    siteUrl: 'https://example.com',
    baseUrl: '/',
    createData: async (name, value) => (data.set(name, value), `/gen/${name}`),
    sourcesDir: '/gen/src',
    writeSource: async () => {},
  });
  return { routes, data, byPath: new Map<string, RouteConfig>(routes.map((r) => [r.path, r])) };
}

const routes = suite('createBlogRoutes');

routes('makes list pages, posts, tag pages with pagination, the archive and author pages', async () => {
  const { routes } = await routesFor(content);
  assert.equal(routes.map((r) => `${r.component.replace('@theme/', '')} ${r.path}`), [
    'BlogListPage /blog/',
    'BlogListPage /blog/page/2/',
    'BlogPostPage /blog/p1/',
    'BlogPostPage /blog/p2/',
    'BlogPostPage /blog/p3/',
    'BlogPostPage /blog/p4/',
    'BlogPostPage /blog/p5/',
    'BlogTagsListPage /blog/tags/',
    'BlogTagsPostsPage /blog/tags/release/',
    'BlogTagsPostsPage /blog/tags/release/page/2/',
    'BlogArchivePage /blog/archive/',
    'BlogAuthorsListPage /blog/authors/',
    'BlogAuthorsPostsPage /blog/authors/team/',
    'BlogAuthorsPostsPage /blog/authors/team/authors/2/',
    'BlogAuthorsPostsPage /blog/authors/nobody/',
  ]);
});

routes('gives list pages their posts as content0.., one data file, the shared sidebar and blog props', async () => {
  const { byPath, data } = await routesFor(content);
  const page2 = byPath.get('/blog/page/2/')!;
  assert.equal(page2.modules, { sidebar: '/gen/sidebar.json', page: '/gen/list/page-2.json', content0: '/site/content/blog/blog/p3/.md', content1: '/site/content/blog/blog/p4/.md' });
  assert.equal((data.get('list/page-2.json') as any).items.map((i: any) => i.title), ['P3', 'P4']);
  assert.equal((page2.props as any).blogMetadata, { blogTitle: 'Blog', blogDescription: 'Blog', blogBasePath: '/blog/', archivePath: '/blog/archive/', tagsListPath: '/blog/tags/', authorsListPath: '/blog/authors/' });
});

routes('builds the unlisted post noindex, with its source, and leaves it out of every list', async () => {
  const { byPath, data } = await routesFor(content);
  assert.equal(byPath.get('/blog/p5/')!.metadata, { sourceFilePath: '/site/content/blog/blog/p5/.md', noIndex: true });
  assert.equal(byPath.get('/blog/p1/')!.metadata, { sourceFilePath: '/site/content/blog/blog/p1/.md', noIndex: false });
  const listed = [...data].filter(([name]) => name.includes('page-')).flatMap(([, v]) => (v as any).items.map((i: any) => i.permalink));
  assert.not.ok(listed.includes('/blog/p5/'));
  assert.not.ok(JSON.stringify(data.get('sidebar.json')).includes('/blog/p5/'));
  assert.not.ok(JSON.stringify(data.get('archive.json')).includes('/blog/p5/'));
});

routes('post pages carry newer/older links and escaped BlogPosting data', async () => {
  const { data } = await routesFor(content);
  const p2 = [...data].find(([name, v]) => name.startsWith('posts/') && (v as any).permalink === '/blog/p2/')![1] as any;
  assert.equal([p2.prevItem, p2.nextItem], [{ title: 'P1', permalink: '/blog/p1/' }, { title: 'P3', permalink: '/blog/p3/' }]);
  assert.is(JSON.parse(p2.structuredData)['@type'], 'BlogPosting');
});

routes('leaves out the archive with archiveBasePath null, the sidebar with a count of 0, tags and authors without any', async () => {
  const bare = { posts: [fakePost({ permalink: '/blog/only/' })], authorsMap: null };
  const { routes, byPath } = await routesFor(bare, { archiveBasePath: null, blogSidebarCount: 0 });
  assert.equal(routes.map((r) => r.path), ['/blog/', '/blog/only/']);
  assert.equal(Object.keys(byPath.get('/blog/')!.modules!), ['page', 'content0']);
});

routes.run();

const modules = suite('postModules');

modules('compiles the file itself when it can, and writes copies for titles, markers and excerpts', async () => {
  const written: Record<string, string> = {};
  const c = { sourcesDir: '/gen', writeSource: async (file: string, text: string) => void (written[file] = text) };
  const make = (relativePath: string, body: string, isMdx = true) =>
    fakePost({ permalink: '/p/', source: `/site/content/blog/${relativePath}`, relativePath, body, frontMatterBlock: '---\nx: 1\n---\n', isMdx, analysis: analyzePostBody(body, MARKER) });
  assert.equal(await postModules(make('plain.md', 'Text'), c), { content: '/site/content/blog/plain.md', excerpt: '/site/content/blog/plain.md' });
  assert.equal(await postModules(make('jsx.mdx', "import A from './A';\n\nIntro\n\n{/* truncate */}\n\nMore"), c), { content: '/site/content/blog/jsx.mdx', excerpt: '/gen/excerpts/jsx.mdx' });
  assert.is(written['/gen/excerpts/jsx.mdx'], '---\nx: 1\n---\nimport A from "/site/content/blog/A";\n\nIntro\n\n');
  assert.equal(await postModules(make('html.md', '# Title\n\nIntro\n\n<!-- truncate -->\n\nMore'), c), { content: '/gen/posts/html.md', excerpt: '/gen/excerpts/html.md' });
  assert.is(written['/gen/posts/html.md'], '---\nx: 1\n---\n\n\nIntro\n\n\n\nMore');
});

modules.run();
