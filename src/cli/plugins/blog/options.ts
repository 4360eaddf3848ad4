// The blog plugin's options: Docusaurus-compatible defaults, and one error listing every bad field.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';

export interface ReadingTimeParams {
  /** The post's Markdown, front matter excluded. */
  content: string;
  frontMatter: Record<string, unknown>;
  /** The built-in estimate; pass options.wordsPerMinute to change the speed. */
  defaultReadingTime: (args: { content: string; options?: { wordsPerMinute?: number } }) => number;
}
export type ReadingTimeFunction = (params: ReadingTimeParams) => number | undefined;
/** `locale`: the locale being built, as Docusaurus passes it. */
export type BlogEditUrlFunction = (params: { blogDirPath: string; blogPath: string; permalink: string; locale?: string }) => string | undefined;

const fn = <T>(what: string) => z.custom<T>((v) => typeof v === 'function', { error: what });
const count = z.union([z.number().int({ error: 'a whole number or "ALL"' }).min(0, { error: 'a whole number or "ALL"' }), z.literal('ALL')], { error: 'a whole number or "ALL"' });
const perPage = 'a whole number of 1 or more, or "ALL"';
const feedType = z.enum(['rss', 'atom', 'json']);

const feedOptions = z.strictObject({
  type: z.union([feedType, z.literal('all'), z.array(feedType), z.null()], { error: '"rss", "atom", "json", "all", a list of these, or null' }).default(['rss', 'atom']),
  title: z.string().optional(),
  description: z.string().optional(),
  copyright: z.string().optional(),
  language: z.string().optional(),
  /** Most recent posts per feed; null for all of them. */
  limit: z.union([z.number().int().min(1, { error: 'a number of 1 or more' }), z.null(), z.literal(false)], { error: 'a number of 1 or more, null or false' }).default(20),
});

export const blogOptionsSchema = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, { error: 'letters, digits, "_" and "-" only' }).default('default'),
  path: z.string().default('blog'),
  routeBasePath: z.string().default('blog'),
  tagsBasePath: z.string().default('tags'),
  archiveBasePath: z.string().nullable().default('archive'),
  authorsBasePath: z.string().default('authors'),
  pageBasePath: z.string().default('page'),
  blogTitle: z.string().default('Blog'),
  blogDescription: z.string().default('Blog'),
  blogSidebarTitle: z.string().default('Recent posts'),
  blogSidebarCount: count.default(5),
  postsPerPage: z.union([z.number().int({ error: perPage }).min(1, { error: perPage }), z.literal('ALL')], { error: perPage }).default(10),
  showReadingTime: z.boolean().default(true),
  readingTime: fn<ReadingTimeFunction>('a function').optional(),
  sortPosts: z.enum(['descending', 'ascending']).default('descending'),
  truncateMarker: z.instanceof(RegExp, { error: 'a regular expression' }).default(/<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/),
  editUrl: z.union([z.string(), fn<BlogEditUrlFunction>('a function')]).optional(),
  /** A string editUrl points a translated post at its translation (i18n/<locale>/...) instead of the default file. */
  editLocalizedFiles: z.boolean().default(false),
  authorsMapPath: z.string().default('authors.yml'),
  tags: z.union([z.string(), z.literal(false), z.null()]).optional(),
  onInlineTags: z.enum(['ignore', 'log', 'warn', 'throw']).default('warn'),
  feedOptions: feedOptions.prefault({}),
});

export type BlogOptions = z.output<typeof blogOptionsSchema>;
export type UserBlogOptions = z.input<typeof blogOptionsSchema>;
export type FeedType = z.output<typeof feedType>;

const bare = (p: string) => p.replace(/^\/+|\/+$/g, '');

/** Validates and defaults the options; `entry` names the instance, e.g. `plugins[2] ("blog", id "tests")`. */
export function validateBlogOptions(raw: unknown, entry: string): BlogOptions {
  const o = parsePluginOptions(blogOptionsSchema, raw, { plugin: 'blog', entry, knownKeys: (path) => Object.keys(path.length ? feedOptions.shape : blogOptionsSchema.shape) });
  // Paths are written with or without slashes; keep them bare ("blog", "" for the site root).
  return { ...o, routeBasePath: bare(o.routeBasePath), tagsBasePath: bare(o.tagsBasePath), authorsBasePath: bare(o.authorsBasePath), pageBasePath: bare(o.pageBasePath), archiveBasePath: o.archiveBasePath === null ? null : bare(o.archiveBasePath) };
}

/** The feed formats to write: 'all' is every format, null none. */
export function feedTypes(type: BlogOptions['feedOptions']['type']): FeedType[] {
  if (type === null) return [];
  if (type === 'all') return ['rss', 'atom', 'json'];
  return Array.isArray(type) ? [...new Set(type)] : [type];
}
