// RSS 2.0, Atom 1.0 and JSON Feed 1.1 of a blog. Each item carries the post as it was rendered
// (MDX components included), cut from the built page, with every URL made absolute: a feed is
// read far from the site, where a relative link means nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import { escapeHtml } from '../../../runtime/paths.ts';
import type { FeedType } from './options.ts';

/** The element of a post page that holds the rendered post; the feed content is its inside. */
export const POST_CONTAINER_ID = '__blog-post-container';

export const FEED_FILES: Record<FeedType, { file: string; mime: string }> = {
  rss: { file: 'rss.xml', mime: 'application/rss+xml' },
  atom: { file: 'atom.xml', mime: 'application/atom+xml' },
  json: { file: 'feed.json', mime: 'application/json' },
};

export interface FeedPost {
  title: string;
  /** Absolute URL. */
  url: string;
  date: Date;
  description: string;
  /** Rendered HTML with absolute URLs; the description when the page could not be read. */
  contentHtml: string;
  authors: { name?: string; email?: string; url?: string; avatar?: string }[];
  tags: { label: string; url: string }[];
  /** Absolute URL. */
  image?: string;
}

export interface FeedInput {
  title: string;
  description: string;
  /** Absolute URL of the blog's first list page. */
  blogUrl: string;
  /** Absolute URL of the folder the feed files go to, trailing slash. */
  feedBaseUrl: string;
  language?: string;
  copyright?: string;
  favicon?: string;
  types: FeedType[];
  posts: FeedPost[];
}

/** The inner HTML of the element with `id`, found by counting nested <div>s; null when absent. */
export function extractElementHtml(html: string, id: string): string | null {
  const at = html.indexOf(`id="${id}"`);
  if (at === -1) return null;
  const open = html.lastIndexOf('<div', at);
  const contentStart = html.indexOf('>', at) + 1;
  if (open === -1 || contentStart === 0) return null;
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = contentStart;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[0] === '</div>' ? -1 : 1;
    if (depth === 0) return html.slice(contentStart, m.index);
  }
  return null;
}

/**
 * Rewrites href, src and srcset values against the page URL, and drops what only makes sense on
 * the page: the headings' "#" links and React's empty text separators.
 */
export function absolutizeHtml(html: string, pageUrl: string): string {
  const absolute = (value: string) => {
    const decoded = value.replace(/&amp;/g, '&');
    try {
      return new URL(decoded, pageUrl).href.replace(/&/g, '&amp;');
    } catch {
      return value;
    }
  };
  return html
    .replace(/<a [^>]*class="hash-link"[^>]*>.*?<\/a>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/\s(href|src)="([^"]*)"/g, (_, attr: string, value: string) => ` ${attr}="${absolute(value)}"`)
    .replace(/\ssrcset="([^"]*)"/g, (_, value: string) => ` srcset="${value.split(',').map((part) => part.trim().replace(/^\S+/, (u) => absolute(u))).join(', ')}"`);
}

function xmlFeed(i: FeedInput, format: 'rss' | 'atom'): Feed {
  const updated = i.posts[0]?.date ?? new Date(0);
  const feed = new Feed({
    id: i.blogUrl,
    title: i.title,
    description: i.description,
    link: i.blogUrl,
    language: i.language,
    copyright: i.copyright,
    favicon: i.favicon,
    updated,
    generator: 'docsite',
    feedLinks: Object.fromEntries(i.types.map((t) => [t, i.feedBaseUrl + FEED_FILES[t].file])),
  });
  for (const post of i.posts) {
    // Titles and descriptions are plain text, but Atom marks an entry's title and summary as HTML
    // (type="html") and readers render an RSS description as HTML: escaped, they read as written.
    feed.addItem({
      title: format === 'atom' ? escapeHtml(post.title) : post.title,
      id: post.url,
      link: post.url,
      date: post.date,
      description: escapeHtml(post.description),
      content: post.contentHtml,
      author: post.authors.map((a) => ({ name: a.name, email: a.email, link: a.url })),
      category: post.tags.map((t) => ({ name: t.label, domain: t.url })),
      ...(post.image && { image: post.image }),
    });
  }
  return feed;
}

export function rssFeed(i: FeedInput): string {
  return xmlFeed(i, 'rss').rss2();
}

export function atomFeed(i: FeedInput): string {
  return xmlFeed(i, 'atom').atom1();
}

const compact = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1): `authors` lists, `language`, no 1.0 fields. */
export function jsonFeed(i: FeedInput): string {
  const feed = compact({
    version: 'https://jsonfeed.org/version/1.1',
    title: i.title,
    home_page_url: i.blogUrl,
    feed_url: i.feedBaseUrl + FEED_FILES.json.file,
    description: i.description,
    favicon: i.favicon,
    language: i.language,
    items: i.posts.map((p) =>
      compact({
        id: p.url,
        url: p.url,
        title: p.title,
        content_html: p.contentHtml,
        summary: p.description || undefined,
        image: p.image,
        date_published: p.date.toISOString(),
        authors: p.authors.filter((a) => a.name || a.url || a.avatar).map((a) => compact({ name: a.name, url: a.url, avatar: a.avatar })),
        tags: p.tags.map((t) => t.label),
      }),
    ),
  });
  return JSON.stringify(feed, null, 2);
}

const RENDER: Record<FeedType, (i: FeedInput) => string> = { rss: rssFeed, atom: atomFeed, json: jsonFeed };

/** Writes one file per feed type into `dir`; returns the files written. */
export async function writeFeeds(i: FeedInput, dir: string): Promise<string[]> {
  if (i.types.length === 0) return [];
  await fs.mkdir(dir, { recursive: true });
  return Promise.all(
    i.types.map(async (type) => {
      const file = path.join(dir, FEED_FILES[type].file);
      await fs.writeFile(file, RENDER[type](i));
      return file;
    }),
  );
}
