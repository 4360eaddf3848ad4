// The data shapes the blog plugin writes and the Blog* theme components read. Plain JSON: the
// plugin formats dates at build time, so the server and the browser render the same text.
import type { ComponentType } from 'react';

/** A compiled post module (the full post, or its excerpt): the content and what MDX exports with it. */
export interface BlogPostContent {
  default: ComponentType<any>;
  frontMatter?: Record<string, unknown>;
  toc?: { value: string; id: string; level: number }[];
}

export interface BlogAuthor {
  /** The authors.yml key; absent for inline authors. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageURL?: string;
  email?: string;
  /** Platform -> full profile URL. */
  socials?: Record<string, string>;
  /** The author's page, when it has one. */
  page?: { permalink: string };
}

export interface BlogTag {
  label: string;
  permalink: string;
  description?: string;
}

export interface BlogNavLink {
  title: string;
  permalink: string;
}

/** What every list, tag, author and post page knows about a post. */
export interface BlogPostMetadata {
  permalink: string;
  title: string;
  description: string;
  /** ISO date-time. */
  date: string;
  /** The date as readers see it, e.g. "May 31, 2024". */
  formattedDate: string;
  /** Minutes; absent when reading time is off for the post. */
  readingTime?: number;
  authors: BlogAuthor[];
  tags: BlogTag[];
  /** True when the post has a truncate marker: list pages show an excerpt and "Read more". */
  hasTruncateMarker: boolean;
  unlisted: boolean;
  editUrl?: string;
  frontMatter: {
    image?: string;
    keywords?: string[];
    hide_table_of_contents?: boolean;
    toc_min_heading_level?: number;
    toc_max_heading_level?: number;
  };
}

/** The data file of a post page: the post, its neighbours, and its JSON-LD (already escaped). */
export interface BlogPostPageMetadata extends BlogPostMetadata {
  /** The newer post. */
  prevItem?: BlogNavLink;
  /** The older post. */
  nextItem?: BlogNavLink;
  /** BlogPosting structured data, safe to put inside a <script> element as it is. */
  structuredData: string;
}

/** Facts about one blog instance, passed as route props to every blog page. */
export interface BlogMetadata {
  blogTitle: string;
  blogDescription: string;
  /** The blog's root URL (first list page). */
  blogBasePath: string;
  /** Absent when there is no tags index. */
  tagsListPath?: string;
  /** Absent when archiveBasePath is null. */
  archivePath?: string;
  /** Absent when no author has a page. */
  authorsListPath?: string;
}

export interface BlogSidebarData {
  title: string;
  items: (BlogNavLink & { date: string; unlisted: boolean })[];
}

/** Where a list page sits among its siblings. */
export interface BlogPaginatorMetadata {
  page: number;
  totalPages: number;
  totalCount: number;
  /** Page size; equals totalCount when the option is 'ALL'. */
  postsPerPage: number;
  permalink: string;
  previousPage?: string;
  nextPage?: string;
}

/** One list page (/blog/, /blog/page/2/): the posts shown, in order. */
export interface BlogListPageData {
  metadata: BlogPaginatorMetadata;
  items: BlogPostMetadata[];
}

export interface BlogTagsPageData extends BlogListPageData {
  tag: BlogTag & { count: number; allTagsPath: string; unlisted: boolean };
}

export interface BlogAuthorPageData extends BlogListPageData {
  author: BlogAuthor & { count: number };
}

export interface BlogTagsListData {
  tags: (BlogTag & { count: number })[];
}

export interface BlogAuthorsListData {
  authors: (BlogAuthor & { count: number })[];
}

export interface BlogArchiveData {
  years: { year: string; posts: (BlogNavLink & { date: string; formattedDate: string })[] }[];
}
