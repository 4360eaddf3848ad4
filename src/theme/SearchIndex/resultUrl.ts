// Where a search result leads. Like DocSearch's Docusaurus integration: a URL matching
// externalUrlRegex stays as it is (another site shares the index); any other becomes a path on
// this site, after replaceSearchResultPathname, so the client router can open it.
import { withBaseUrl } from '@docsite/runtime';

export interface ResultUrlOptions {
  baseUrl: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
}

/** True when `regex` (a RegExp source) matches `value`; false when there is no regex. */
export function isRegexpStringMatch(regex: string | undefined, value: string): boolean {
  return regex ? new RegExp(regex, 'gi').test(value) : false;
}

export function processSearchResultUrl(url: string, o: ResultUrlOptions): string {
  if (isRegexpStringMatch(o.externalUrlRegex, url)) return url;
  const parsed = new URL(url, 'https://docsite.invalid');
  let relative = parsed.pathname + parsed.hash;
  if (o.replaceSearchResultPathname) relative = relative.replaceAll(new RegExp(o.replaceSearchResultPathname.from, 'g'), o.replaceSearchResultPathname.to);
  return withBaseUrl(relative, o.baseUrl);
}

/** True for a path on this site (what the client router may open). */
export function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** The search page's URL for a query. */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return query ? `${searchPagePath}?q=${encodeURIComponent(query)}` : searchPagePath;
}
