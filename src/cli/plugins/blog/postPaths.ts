// Pure rules for a post's file name, date and permalink.
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';

/** Markdown files that are posts: partials and helpers start with "_" (the file or a folder). */
export function isPostFile(relativePath: string): boolean {
  return /\.mdx?$/.test(relativePath) && !relativePath.split('/').some((s) => s.startsWith('_'));
}

export interface ParsedFileName {
  /** The date the path carries, as written ("2021-05-12", "2021/05/12"); absent without one. */
  dateText?: string;
  /** The name after the date, or the path without extension when there is no date. */
  text: string;
  /** Slug from the blog root: /YYYY/MM/DD/<folder><name> with a date, /<path> without. */
  slug: string;
}

// Docusaurus' rule: the last date in the path; folders before it move after it in the slug.
const DATE_FILE_NAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/**
 * `2021-05-12-hello.md`, `2021/05-12-hello.mdx`, `2021/05/12/hello.md` and
 * `2021-05-12-hello/index.mdx` all give /2021/05/12/hello; `demo/2020-08-03-intro.md` gives
 * /2020/08/03/demo/intro; `releases/3.4/index.mdx` (no date) gives /releases/3.4.
 */
export function parseBlogFileName(relativePath: string): ParsedFileName {
  const m = DATE_FILE_NAME.exec(relativePath);
  if (m?.groups) {
    const { folder, date, text } = m.groups;
    return { dateText: date, text, slug: `/${date.replace(/-/g, '/')}/${folder}${text}` };
  }
  const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { text, slug: `/${text}` };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why year/month/day is not a day of the calendar, or null when it is one. */
export function impossibleDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12) return `there is no month ${month}`;
  const days = daysInMonth(year, month);
  if (day < 1 || day > days) return `${MONTHS[month - 1]} ${year} has ${days} days`;
  return null;
}

export type DateResult = { date: Date } | { problem: string };

/** A file name's date ("2021/05-12") as UTC midnight, or why it is impossible. */
export function fileNameDate(dateText: string): DateResult {
  const [year, month, day] = dateText.split(/[-/]/).map(Number);
  const problem = impossibleDate(year, month, day);
  return problem ? { problem: `${dateText} is not a date (${problem})` } : { date: new Date(Date.UTC(year, month - 1, day)) };
}

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A front matter date: a YAML date, "YYYY-MM-DD", or an ISO 8601 date-time. Without a time zone
 * it is UTC, so a post dated 2024-05-31 is that day wherever the site is built.
 */
export function frontMatterDate(value: unknown): DateResult {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? { problem: 'not a valid date' } : { date: value };
  const m = typeof value === 'string' ? DATE.exec(value.trim()) : null;
  if (!m) return { problem: 'a date such as 2024-05-31 or 2024-05-31T20:00' };
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((v) => (v === undefined ? 0 : Number(v)));
  const problem = impossibleDate(year, month, day) ?? (hour > 23 || minute > 59 || second > 59 ? 'the time is out of range' : null);
  if (problem) return { problem: `a real date (${problem})` };
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const zone = m[8];
  if (!zone || zone === 'Z') return { date: new Date(utc) };
  const sign = zone.startsWith('-') ? -1 : 1;
  const [zh, zm] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
  return { date: new Date(utc - sign * (zh * 60 + zm) * 60_000) };
}

/** Blog root + slug, with the site's trailing-slash rule: a front matter slug is relative to the blog root too. */
export function postPermalink(blogBasePath: string, slug: string, trailingSlash: boolean): string {
  return applyTrailingSlash(joinUrl(blogBasePath, slug.startsWith('/') ? slug : `/${slug}`), trailingSlash);
}

/** "May 31, 2024" in the site's locale, read in UTC like the dates themselves. */
export function formatPostDate(date: Date, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/**
 * An absolute URL for a link or image written in a post or authors file: full URLs stay, site
 * paths ("/img/a.png") get the site URL and baseUrl, relative ones resolve against the page.
 */
export function absoluteUrl(url: string, o: { siteUrl: string; baseUrl: string; pageUrl: string }): string {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const withBase = o.baseUrl !== '/' && url.startsWith(o.baseUrl) ? url : o.baseUrl.replace(/\/$/, '') + url;
    return new URL(withBase, o.siteUrl + '/').href;
  }
  return new URL(url, o.pageUrl).href;
}

export interface BlogPaths {
  /** The first list page. */
  blogBasePath: string;
  tagsListPath: string;
  authorsListPath: string;
  /** Absent when archiveBasePath is null. */
  archivePath?: string;
}

/** The blog's fixed pages, baseUrl included, with the site's trailing-slash rule. */
export function blogPaths(baseUrl: string, o: { routeBasePath: string; tagsBasePath: string; authorsBasePath: string; archiveBasePath: string | null }, trailingSlash: boolean): BlogPaths {
  const route = (...parts: string[]) => applyTrailingSlash(joinUrl('/', baseUrl, o.routeBasePath, ...parts, '/'), trailingSlash) || '/';
  return {
    blogBasePath: route(),
    tagsListPath: route(o.tagsBasePath),
    authorsListPath: route(o.authorsBasePath),
    ...(o.archiveBasePath !== null && { archivePath: route(o.archiveBasePath) }),
  };
}
