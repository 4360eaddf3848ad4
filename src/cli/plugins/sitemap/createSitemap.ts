// Pure parts of the sitemap plugin: which pages go in, their URLs and dates, and the XML and
// robots.txt text. The plugin (index.ts) only reads the rendered pages and writes the files.
import type { SitemapOptions } from './options.ts';

export interface SitemapPage {
  /** Route path, baseUrl included. */
  path: string;
  /** The page asks robots not to index it (unlisted, noIndex, a robots meta tag). */
  noIndex: boolean;
  /** Last update or publication time, in ms, when known. */
  lastUpdatedAt?: number;
}

export interface SitemapItem {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: number;
}

/**
 * A glob as a RegExp over a URL path: `*` and `?` stay within a segment, `**` crosses segments,
 * `{a,b}` is either, and `/**` at the end also matches the folder itself.
 */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      // "/**" at the end: the folder, with or without its slash, and everything below it.
      if (out.endsWith('/') && i + 2 === glob.length) out = `${out.slice(0, -1)}(?:/.*)?`;
      else out += '.*';
      i++;
    } else if (c === '{' && glob.indexOf('}', i) !== -1) {
      // "{blog,pages}": one of the listed alternatives.
      const end = glob.indexOf('}', i);
      out += `(?:${glob.slice(i + 1, end).split(',').map((alt) => globToRegExp(alt).source.slice(1, -1)).join('|')})`;
      i = end;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else out += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** `https://example.com` + `/a b/` -> `https://example.com/a%20b/`: percent-encoded as URLs in sitemaps must be. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** W3C datetime: `2024-05-01` or `2024-05-01T10:20:30.000Z`. */
export function formatLastmod(time: number, format: 'date' | 'datetime'): string {
  const iso = new Date(time).toISOString();
  return format === 'date' ? iso.slice(0, 10) : iso;
}

/** The sitemap entries: indexable pages not ignored, one per URL, sorted by URL. */
export function sitemapItems(pages: SitemapPage[], siteUrl: string, options: SitemapOptions): SitemapItem[] {
  const ignored = options.ignorePatterns.map(globToRegExp);
  const items = new Map<string, SitemapItem>();
  for (const page of pages) {
    if (page.noIndex || ignored.some((re) => re.test(page.path))) continue;
    const loc = absoluteUrl(siteUrl, page.path);
    items.set(loc, {
      loc,
      ...(options.lastmod && page.lastUpdatedAt !== undefined && { lastmod: formatLastmod(page.lastUpdatedAt, options.lastmod) }),
      ...(options.changefreq && { changefreq: options.changefreq }),
      ...(options.priority !== null && { priority: options.priority }),
    });
  }
  return [...items.values()].sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0));
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function sitemapXml(items: SitemapItem[]): string {
  const url = (i: SitemapItem) =>
    `<url><loc>${escapeXml(i.loc)}</loc>${i.lastmod ? `<lastmod>${i.lastmod}</lastmod>` : ''}${i.changefreq ? `<changefreq>${i.changefreq}</changefreq>` : ''}${i.priority !== undefined ? `<priority>${i.priority}</priority>` : ''}</url>`;
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items.map(url), '</urlset>', ''].join('\n');
}

/** Allow everything and name the sitemap; a noIndex site disallows everything. */
export function robotsTxt(sitemapUrl: string | null): string {
  if (sitemapUrl === null) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/** What the rendered head says: robots noindex, and the article dates Open Graph tags carry. */
export function readHead(html: string): { noIndex: boolean; modified?: number; published?: number } {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const out: { noIndex: boolean; modified?: number; published?: number } = { noIndex: false };
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const attrs = Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
    const key = (attrs.name ?? attrs.property ?? '').toLowerCase();
    const time = attrs.content ? Date.parse(attrs.content) : NaN;
    if (key === 'robots' && /\bnoindex\b/i.test(attrs.content ?? '')) out.noIndex = true;
    else if (key === 'article:modified_time' && !Number.isNaN(time)) out.modified = time;
    else if (key === 'article:published_time' && !Number.isNaN(time)) out.published = time;
  }
  return out;
}
