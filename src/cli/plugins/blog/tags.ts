// Post tags: front matter tags resolved against the blog's tags file (tags.yml), tags the file
// does not define reported at the severity the site chose, and the tag pages' groups.
import path from 'node:path';
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import { DocsiteError, report } from '../../errors.ts';
import type { PluginLogger } from '../../types.ts';
import { kebabCase, type TagsFile } from '../docs/tags.ts';
import type { BlogOptions } from './options.ts';
import type { PostFrontMatter } from './postFrontMatter.ts';
import type { BlogPost } from './types.ts';

export type ResolvedTag = BlogPost['tags'][number];

/** A post's tags with their URLs; `inline` marks tags a tags file exists but does not define. */
export function resolvePostTags(tags: PostFrontMatter['tags'], tagsFile: TagsFile | null, tagsListPath: string, trailingSlash: boolean): ResolvedTag[] {
  const url = (permalink: string) => applyTrailingSlash(joinUrl(tagsListPath, '/', permalink), trailingSlash);
  return (tags ?? []).map((tag) => {
    if (typeof tag === 'string') {
      const def = tagsFile?.[tag];
      if (def) return { label: def.label, permalink: url(def.permalink), ...(def.description && { description: def.description }), inline: false };
      return { label: tag, permalink: url(`/${kebabCase(tag) || encodeURIComponent(tag)}`), inline: tagsFile !== null };
    }
    return { label: tag.label, permalink: url(tag.permalink), ...(tag.description && { description: tag.description }), inline: tagsFile !== null };
  });
}

/** One line per post and tag the tags file does not define: `- content/blog/post.md: "tag"`. */
export function inlineTagLines(posts: BlogPost[]): string[] {
  return posts.flatMap((p) => p.tags.filter((t) => t.inline).map((t) => `- ${path.relative(process.cwd(), p.source)}: "${t.label}"`));
}

/** Reports tags missing from the tags file: onInlineTags 'throw' fails the build, 'warn' and 'log' print. */
export function reportInlineTags(posts: BlogPost[], o: Pick<BlogOptions, 'id' | 'onInlineTags'>, tagsFileName: string, logger: PluginLogger): void {
  const lines = inlineTagLines(posts);
  if (lines.length === 0 || o.onInlineTags === 'ignore') return;
  const n = lines.length;
  const error = new DocsiteError(`Blog "${o.id}": ${n} tag${n === 1 ? ' is' : 's are'} not defined in ${tagsFileName}.`, {
    details: lines,
    hint: `Add ${n === 1 ? 'it' : 'them'} to ${tagsFileName}, or set onInlineTags to ${o.onInlineTags === 'throw' ? '"warn" or "ignore"' : '"ignore"'} in the blog plugin options.`,
  });
  if (o.onInlineTags === 'log') logger.info(error.title);
  else report(o.onInlineTags, error, logger.warn);
}

export interface TagGroup {
  label: string;
  permalink: string;
  description?: string;
  /** True when every post with the tag is unlisted: the page is built but kept out of indexes. */
  unlisted: boolean;
  /** The posts the tag page lists, newest first: the listed ones, or all when every one is unlisted. */
  posts: BlogPost[];
}

/** One group per tag permalink, in label order; posts keep the order they come in. */
export function groupTags(posts: BlogPost[]): TagGroup[] {
  const groups = new Map<string, { label: string; permalink: string; description?: string; all: BlogPost[] }>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const group = groups.get(tag.permalink) ?? { label: tag.label, permalink: tag.permalink, description: tag.description, all: [] };
      group.all.push(post);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()]
    .map(({ all, ...g }) => {
      const listed = all.filter((p) => !p.unlisted);
      return { ...g, unlisted: listed.length === 0, posts: listed.length === 0 ? all : listed };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
