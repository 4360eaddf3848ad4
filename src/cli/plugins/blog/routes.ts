// The routes of one blog, all exact and side by side:
//   BlogListPage × list pages       /blog/, /blog/page/2/
//   BlogPostPage × posts            /blog/2024/05/31/hello/
//   BlogTagsListPage, BlogTagsPostsPage × tags × pages   /blog/tags/, /blog/tags/release/page/2/
//   BlogArchivePage                 /blog/archive/
//   BlogAuthorsListPage, BlogAuthorsPostsPage × authors × pages   /blog/authors/team/authors/2/
// List pages load the posts' excerpt modules as content0, content1, ...; every page shares one
// sidebar data file.
import path from 'node:path';
import type { BlogMetadata } from '../../../theme/Blog/types.ts';
import { registerSourceCopy } from '../../errors.ts';
import type { RouteConfig } from '../../types.ts';
import { dataFileName, type CreateData } from '../docs/routes.ts';
import { archiveData } from './archive.ts';
import type { BlogOptions } from './options.ts';
import { paginate, type Page } from './pagination.ts';
import { authorsListData, postMetadata, postNeighbours, postsByAuthor, sidebarData, tagsListData } from './pageData.ts';
import type { BlogPaths } from './postPaths.ts';
import { excerptSource, fullPostSource, needsFullCopy, relinkCopy } from './postSource.ts';
import { blogPostingJson } from './structuredData.ts';
import { groupTags } from './tags.ts';
import type { BlogContent, BlogPost } from './types.ts';

export interface BlogRoutesContext {
  options: BlogOptions;
  paths: BlogPaths;
  trailingSlash: boolean;
  siteUrl: string;
  baseUrl: string;
  createData: CreateData;
  /** Absolute folder for generated post sources. */
  sourcesDir: string;
  /** Writes a generated post source (an absolute path) when its text changed. */
  writeSource: (file: string, text: string) => Promise<void>;
}

/** The module each post renders from: the file itself, or generated copies (see postSource.ts). */
export async function postModules(post: BlogPost, c: Pick<BlogRoutesContext, 'sourcesDir' | 'writeSource'>): Promise<{ content: string; excerpt: string }> {
  const { analysis: a, frontMatterBlock, body } = post;
  const write = async (kind: 'posts' | 'excerpts', text: string) => {
    const file = path.join(c.sourcesDir, kind, post.relativePath);
    await c.writeSource(file, relinkCopy(text, { dir: path.dirname(post.source), copyDir: path.dirname(file), isMdx: post.isMdx }));
    registerSourceCopy(file, post.source);
    return file;
  };
  const content = needsFullCopy(a, post.isMdx) ? await write('posts', fullPostSource(frontMatterBlock, body, a)) : post.source;
  const excerpt = excerptSource(frontMatterBlock, body, a);
  return { content, excerpt: excerpt === null ? content : await write('excerpts', excerpt) };
}

export async function createBlogRoutes(content: BlogContent, c: BlogRoutesContext): Promise<RouteConfig[]> {
  const { options: o, paths, trailingSlash } = c;
  const blogMetadata: BlogMetadata = { blogTitle: o.blogTitle, blogDescription: o.blogDescription, blogBasePath: paths.blogBasePath, ...(paths.archivePath && { archivePath: paths.archivePath }) };
  const { posts } = content;
  const listed = posts.filter((p) => !p.unlisted);
  const modules = new Map(await Promise.all(posts.map(async (p) => [p, await postModules(p, c)] as const)));
  const sidebar: Record<string, string> = o.blogSidebarCount === 0 ? {} : { sidebar: await c.createData('sidebar.json', sidebarData(posts, { title: o.blogSidebarTitle, count: o.blogSidebarCount })) };
  const routes: RouteConfig[] = [];

  const groups = groupTags(posts);
  if (groups.length > 0) blogMetadata.tagsListPath = paths.tagsListPath;
  const byAuthor = postsByAuthor(posts, content.authorsMap);
  const authors = authorsListData(content.authorsMap, byAuthor);
  if (authors.authors.length > 0) blogMetadata.authorsListPath = paths.authorsListPath;
  const props = { blogMetadata };

  /** One route per page of a list: the page's data file plus each post's excerpt module. */
  const listRoutes = async <T extends object>(pages: Page<BlogPost>[], component: string, name: string, extra: T, noIndex = false) => {
    for (const page of pages) {
      const data = { ...extra, metadata: page.metadata, items: page.items.map(postMetadata) };
      const file = await c.createData(`${name}/page-${page.metadata.page}.json`, data);
      const contents = Object.fromEntries(page.items.map((p, i) => [`content${i}`, modules.get(p)!.excerpt]));
      routes.push({ path: page.metadata.permalink, component, exact: true, modules: { ...sidebar, page: file, ...contents }, props, metadata: { noIndex } });
    }
  };

  const paging = (basePath: string, pageBasePath = o.pageBasePath) => ({ postsPerPage: o.postsPerPage, basePath, pageBasePath, trailingSlash });
  await listRoutes(paginate(listed, paging(paths.blogBasePath)), '@theme/BlogListPage', 'list', {});

  const neighbours = postNeighbours(posts);
  const structured = { siteUrl: c.siteUrl, baseUrl: c.baseUrl, blogTitle: o.blogTitle, blogBasePath: paths.blogBasePath };
  for (const post of posts) {
    const metadata = await c.createData(`posts/${dataFileName(post.permalink)}.json`, { ...postMetadata(post), ...neighbours.get(post), structuredData: blogPostingJson(post, structured) });
    routes.push({
      path: post.permalink,
      component: '@theme/BlogPostPage',
      exact: true,
      modules: { ...sidebar, content: modules.get(post)!.content, metadata },
      props,
      metadata: { sourceFilePath: post.source, noIndex: post.unlisted },
    });
  }

  if (groups.length > 0) {
    const file = await c.createData('tags.json', tagsListData(groups));
    routes.push({ path: paths.tagsListPath, component: '@theme/BlogTagsListPage', exact: true, modules: { ...sidebar, tags: file }, props });
    for (const g of groups) {
      const tag = { label: g.label, permalink: g.permalink, ...(g.description && { description: g.description }), count: g.posts.length, allTagsPath: paths.tagsListPath, unlisted: g.unlisted };
      await listRoutes(paginate(g.posts, paging(g.permalink)), '@theme/BlogTagsPostsPage', `tags/${dataFileName(g.permalink)}`, { tag }, g.unlisted);
    }
  }

  if (paths.archivePath) {
    routes.push({ path: paths.archivePath, component: '@theme/BlogArchivePage', exact: true, modules: { archive: await c.createData('archive.json', archiveData(posts)) }, props });
  }

  if (authors.authors.length > 0) {
    routes.push({ path: paths.authorsListPath, component: '@theme/BlogAuthorsListPage', exact: true, modules: { ...sidebar, authors: await c.createData('authors.json', authors) }, props });
    for (const author of authors.authors) {
      // Docusaurus' layout: page 2 of an author is <author page>/authors/2.
      const pages = paginate(byAuthor.get(author.key!) ?? [], paging(author.page!.permalink, 'authors'));
      await listRoutes(pages, '@theme/BlogAuthorsPostsPage', `authors/${dataFileName(author.key!)}`, { author });
    }
  }
  return routes;
}
