// Data the blog plugin passes between its stages. What the theme reads lives in
// src/theme/Blog/types.ts.
import type { BlogAuthor } from '../../../theme/Blog/types.ts';
import type { PostFrontMatter } from './postFrontMatter.ts';
import type { PostBodyAnalysis } from './postSource.ts';

/** A post as loaded from its file. */
export interface BlogPost {
  /** Absolute source file: the translation when the current locale has one. */
  source: string;
  /** The default locale's file, when `source` is its translation. */
  translationOf?: string;
  /** Set, on another locale than the default, when the post has no translation (its text is the default file's). */
  untranslated?: true;
  /** Source path relative to the blog folder, posix (the same in every locale). */
  relativePath: string;
  /** Slug from the blog root, leading slash. */
  slug: string;
  permalink: string;
  title: string;
  description: string;
  date: Date;
  formattedDate: string;
  /** Minutes; undefined when reading time is off. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: { label: string; permalink: string; description?: string; inline: boolean }[];
  frontMatter: PostFrontMatter;
  draft: boolean;
  unlisted: boolean;
  editUrl?: string;
  /** Leading title and truncate marker, as found in the body. */
  analysis: PostBodyAnalysis;
  /** Text before the front matter ends, and the body: what generated copies are made from. */
  frontMatterBlock: string;
  body: string;
  isMdx: boolean;
}

export interface BlogContent {
  /** Every post, newest first (or oldest first with sortPosts 'ascending'); drafts left out in production. */
  posts: BlogPost[];
  /** authors.yml keys -> authors, or null without the file. */
  authorsMap: Record<string, BlogAuthor & { key: string }> | null;
}
