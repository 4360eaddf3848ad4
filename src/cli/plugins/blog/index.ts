// The blog plugin: dated Markdown posts with list pages, tags, authors, an archive and feeds,
// Docusaurus-compatible in layout and front matter. Stages: options -> posts (with authors and
// tags) -> routes and data files -> feeds from the rendered post pages (postBuild).
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { joinUrl } from '../../../runtime/paths.ts';
import type { HtmlTagObject, LoadContext, Plugin, PluginLogger } from '../../types.ts';
import { localizedPluginDir } from '../docs/localizedFiles.ts';
import { readTagsFile } from '../docs/tags.ts';
import { readAuthorsFile } from './authors.ts';
import { absolutizeHtml, extractElementHtml, FEED_FILES, POST_CONTAINER_ID, writeFeeds, type FeedPost } from './feeds.ts';
import { loadPosts, sortPosts } from './loadPosts.ts';
import { feedTypes, validateBlogOptions, type UserBlogOptions } from './options.ts';
import { describeEntry } from '../pluginOptions.ts';
import { absoluteUrl, blogPaths } from './postPaths.ts';
import { createBlogRoutes } from './routes.ts';
import { reportInlineTags } from './tags.ts';
import { getBlogTranslationFiles, translateBlogContent, withBlogTexts, type TranslatableBlogContent } from './translations.ts';
import type { BlogPost } from './types.ts';

export type { UserBlogOptions as BlogPluginOptions } from './options.ts';

/**
 * Writes a generated post source only when its content changed, so the dev watcher and rollup's
 * cache stay quiet; write then rename, so a bundler in another build never reads half a file.
 */
async function writeSource(file: string, text: string): Promise<void> {
  const same = await fs.readFile(file, 'utf8').then((old) => old === text, () => false);
  if (same) return;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}

export default function blogPlugin(context: LoadContext, rawOptions: UserBlogOptions = {}): Plugin<TranslatableBlogContent> {
  const givenId = typeof rawOptions?.id === 'string' ? rawOptions.id : 'default';
  const options = validateBlogOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'blog', givenId));
  const { siteConfig, baseUrl } = context;
  const { trailingSlash } = siteConfig;
  const contentPath = path.resolve(context.contentDir, options.path);
  const localizedPath = localizedPluginDir(context, 'blog', options.id);
  const paths = blogPaths(baseUrl, options, trailingSlash);
  const types = feedTypes(options.feedOptions.type);
  const feedTitle = options.feedOptions.title ?? siteConfig.title;
  const { currentLocale } = context.i18n;
  // Dates and feeds speak the language of the locale being built.
  const locale = context.i18n.localeConfigs[currentLocale]?.htmlLang ?? currentLocale;
  const logger: PluginLogger = { info: (m) => console.log(m), warn: (m) => console.warn(m) };
  const sourcesDir = path.join(context.generatedDir, 'blog', options.id);

  const sitePath = (dir: string) => path.relative(context.siteDir, dir).split(path.sep).join('/');
  /** The authors file: the current locale's translation of it when there is one (as Docusaurus reads it). */
  const authorsFilePath = () => {
    const translated = localizedPath && path.resolve(localizedPath, options.authorsMapPath);
    return translated && existsSync(translated) ? translated : path.resolve(contentPath, options.authorsMapPath);
  };

  /** The post as feeds carry it: the rendered page's post container, URLs absolute. */
  async function feedPost(post: BlogPost, outDir: string, files: Map<string, string>): Promise<FeedPost> {
    const url = new URL(post.permalink, siteConfig.url + '/').href;
    const absolute = (u: string) => absoluteUrl(u, { siteUrl: siteConfig.url, baseUrl, pageUrl: url });
    const file = files.get(post.permalink);
    const html = file ? await fs.readFile(path.join(outDir, file), 'utf8').catch(() => null) : null;
    const inner = html ? extractElementHtml(html, POST_CONTAINER_ID) : null;
    return {
      title: post.title,
      url,
      date: post.date,
      description: post.description,
      contentHtml: inner === null ? post.description : absolutizeHtml(inner, url),
      authors: post.authors.map((a) => ({ name: a.name, email: a.email, url: a.url ? absolute(a.url) : a.page && absolute(a.page.permalink), avatar: a.imageURL && absolute(a.imageURL) })),
      tags: post.tags.map((t) => ({ label: t.label, url: absolute(t.permalink) })),
      ...(post.frontMatter.image && { image: absolute(post.frontMatter.image) }),
    };
  }

  return {
    name: 'blog',
    id: options.id,
    getPathsToWatch: () => [contentPath, ...(localizedPath ? [localizedPath] : [])],
    async loadContent() {
      const tagsFile = readTagsFile(options.tags, contentPath, localizedPath);
      const authorsMap = readAuthorsFile(authorsFilePath(), { authorsListPath: paths.authorsListPath, trailingSlash, required: false, warn: logger.warn });
      const posts = await loadPosts({
        contentPath,
        localizedPath,
        pluginId: options.id,
        options,
        sortPosts: options.sortPosts,
        blogBasePath: paths.blogBasePath,
        tagsListPath: paths.tagsListPath,
        tagsFile,
        authorsMap,
        blogDirPath: sitePath(contentPath),
        ...(localizedPath && { blogDirPathLocalized: sitePath(localizedPath) }),
        trailingSlash,
        isDev: context.isDev,
        locale,
        currentLocale,
        markdownFormat: siteConfig.markdown.format,
        warn: logger.warn,
      });
      if (tagsFile) reportInlineTags(posts, options, path.basename(options.tags || 'tags.yml'), logger);
      return { posts, authorsMap };
    },
    getTranslationFiles: () => getBlogTranslationFiles(options),
    translateContent: ({ content, translationFiles }) => translateBlogContent(content, translationFiles, options),
    async contentLoaded({ content, actions }) {
      const routes = await createBlogRoutes(content, {
        options: withBlogTexts(options, content),
        paths,
        trailingSlash,
        siteUrl: siteConfig.url,
        baseUrl,
        createData: actions.createData,
        sourcesDir,
        writeSource,
      });
      routes.forEach(actions.addRoute);
    },
    injectHtmlTags() {
      const headTags: HtmlTagObject[] = types.map((type) => ({
        tagName: 'link',
        attributes: { rel: 'alternate', type: FEED_FILES[type].mime, href: joinUrl('/', baseUrl, options.routeBasePath, FEED_FILES[type].file), title: `${feedTitle} ${type === 'rss' ? 'RSS' : type === 'atom' ? 'Atom' : 'JSON'} Feed` },
      }));
      return { headTags };
    },
    async postBuild({ outDir, content, pages }) {
      if (types.length === 0) return;
      const files = new Map(pages.map((p) => [p.path, p.file]));
      const { limit } = options.feedOptions;
      const newest = sortPosts(content.posts.filter((p) => !p.unlisted), 'descending');
      const posts = await Promise.all((typeof limit === 'number' ? newest.slice(0, limit) : newest).map((p) => feedPost(p, outDir, files)));
      const feedBaseUrl = new URL(joinUrl('/', baseUrl, options.routeBasePath, '/'), siteConfig.url + '/').href;
      const site = { siteUrl: siteConfig.url, baseUrl, pageUrl: feedBaseUrl };
      await writeFeeds(
        {
          title: feedTitle,
          description: options.feedOptions.description ?? `${siteConfig.title} Blog`,
          blogUrl: new URL(paths.blogBasePath, siteConfig.url + '/').href,
          feedBaseUrl,
          language: options.feedOptions.language ?? locale,
          copyright: options.feedOptions.copyright,
          favicon: siteConfig.favicon ? absoluteUrl(/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(siteConfig.favicon) ? siteConfig.favicon : `/${siteConfig.favicon.replace(/^\//, '')}`, site) : undefined,
          types,
          posts,
        },
        path.join(outDir, options.routeBasePath),
      );
    },
  };
}
