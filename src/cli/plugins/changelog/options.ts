// The changelog plugin's options, and the blog options they become: the changelog is a blog whose
// posts are generated from CHANGELOG.md, so most choices are fixed rather than offered.
import { z } from 'zod';
import type { UserBlogOptions } from '../blog/options.ts';
import { blogOptionsSchema } from '../blog/options.ts';
import { parsePluginOptions } from '../pluginOptions.ts';

const blogShape = blogOptionsSchema.shape;
// The blog's feed options, every feed on by default (the blog writes RSS and Atom only).
const blogFeed = blogShape.feedOptions.unwrap();
const feedOptions = blogFeed.extend({ type: blogFeed.shape.type.unwrap().default('all') });

export const changelogOptionsSchema = z.strictObject({
  id: blogShape.id,
  /** The changelog file, relative to the folder holding site.config.ts. */
  changelogPath: z.string().default('CHANGELOG.md'),
  routeBasePath: z.string().default('changelog'),
  authorsBasePath: blogShape.authorsBasePath,
  pageBasePath: blogShape.pageBasePath,
  title: z.string().default('Changelog'),
  description: z.string().default('Every release and what changed in it'),
  sidebarTitle: z.string().default('Changelog'),
  postsPerPage: blogShape.postsPerPage.unwrap().default(20),
  feedOptions: feedOptions.prefault({}),
});

export type ChangelogOptions = z.output<typeof changelogOptionsSchema>;
export type UserChangelogOptions = z.input<typeof changelogOptionsSchema>;

const bare = (p: string) => p.replace(/^\/+|\/+$/g, '');

/** Validates and defaults the options; `entry` names the instance, e.g. `plugins[2] ("changelog", id "default")`. */
export function validateChangelogOptions(raw: unknown, entry: string): ChangelogOptions {
  const o = parsePluginOptions(changelogOptionsSchema, raw, {
    plugin: 'changelog',
    entry,
    knownKeys: (path) => Object.keys(path.length ? feedOptions.shape : changelogOptionsSchema.shape),
  });
  return { ...o, routeBasePath: bare(o.routeBasePath), authorsBasePath: bare(o.authorsBasePath), pageBasePath: bare(o.pageBasePath) };
}

export interface GeneratedPaths {
  /** Absolute folder of the generated entry files. */
  entriesDir: string;
  /** Absolute path of the generated authors file. */
  authorsFile: string;
}

/** The options of the blog that renders the changelog: no tags, no archive, no reading time, every entry in the sidebar. */
export function blogOptionsFor(o: ChangelogOptions, generated: GeneratedPaths, siteTitle: string): UserBlogOptions {
  return {
    id: o.id === 'default' ? 'changelog' : `changelog-${o.id}`,
    path: generated.entriesDir,
    routeBasePath: o.routeBasePath,
    authorsBasePath: o.authorsBasePath,
    pageBasePath: o.pageBasePath,
    archiveBasePath: null,
    blogTitle: o.title,
    blogDescription: o.description,
    blogSidebarTitle: o.sidebarTitle,
    blogSidebarCount: 'ALL',
    postsPerPage: o.postsPerPage,
    showReadingTime: false,
    authorsMapPath: generated.authorsFile,
    tags: false,
    onInlineTags: 'ignore',
    feedOptions: {
      ...o.feedOptions,
      title: o.feedOptions.title ?? `${siteTitle} changelog`,
      description: o.feedOptions.description ?? `Every release of ${siteTitle}`,
    },
  };
}
