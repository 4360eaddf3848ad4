// Facet filters with Algolia's semantics, and the contextual filters of DocSearch's Docusaurus
// integration: the reader's language, plus the docs version they are reading (or prefer), plus
// everything that is not versioned docs. Pure functions: the browser and the tests share them.
import type { DocsGlobalData } from '@docsite/runtime';
import { DEFAULT_TAG, docVersionTag, TAG_FACET, type FacetFilters } from './types.ts';

function parseFilter(filter: string): { attribute: string; value: string; negated: boolean } {
  const colon = filter.indexOf(':');
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { attribute, value, negated };
}

/**
 * True when a record passes the filters. `unknown` says what a filter on an attribute the record
 * lacks yields: false for records (Algolia), true when asking whether a shard could match.
 */
export function matchesFacetFilters(record: Record<string, unknown>, filters: FacetFilters | undefined, unknown = false): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const one = (filter: string) => {
    const { attribute, value, negated } = parseFilter(filter);
    if (!(attribute in record)) return unknown;
    const own = record[attribute];
    const has = Array.isArray(own) ? own.map(String).includes(value) : String(own) === value;
    return negated ? !has : has;
  };
  return list.every((entry) => (Array.isArray(entry) ? entry.length === 0 || entry.some(one) : one(entry)));
}

/** Two filter lists as one: DocSearch's Docusaurus integration merges contextual and configured ones so. */
export function mergeFacetFilters(a: FacetFilters | undefined, b: FacetFilters | undefined): (string | string[])[] {
  const normalize = (f: FacetFilters | undefined) => (f === undefined ? [] : typeof f === 'string' ? [f] : f);
  return [...normalize(a), ...normalize(b)];
}

export interface SearchContext {
  /** docs plugin id -> its global data. */
  docs: Record<string, DocsGlobalData>;
  pathname: string;
  /** docs plugin id -> preferred version name, if the reader picked one. */
  preferredVersions: Record<string, string | null>;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
const isUnder = (pathname: string, base: string) => trimSlash(base) === '/' || trimSlash(pathname) === trimSlash(base) || pathname.startsWith(`${trimSlash(base)}/`);

/** The version a docs plugin contributes to search: the one being read, else the preferred, else the latest. */
export function searchVersionName(data: DocsGlobalData, pathname: string, preferred: string | null): string {
  const active = [...data.versions].sort((a, b) => trimSlash(b.path).length - trimSlash(a.path).length).find((v) => isUnder(pathname, v.path));
  const chosen = active ?? data.versions.find((v) => v.name === preferred) ?? data.versions.find((v) => v.isLast) ?? data.versions[0];
  return chosen.name;
}

/** "default" plus one docs version tag per docs plugin. */
export function contextualTags(context: SearchContext): string[] {
  const tags = [DEFAULT_TAG];
  for (const [pluginId, data] of Object.entries(context.docs)) {
    if (data.versions.length === 0) continue;
    tags.push(docVersionTag(pluginId, searchVersionName(data, context.pathname, context.preferredVersions[pluginId] ?? null)));
  }
  return tags;
}

/** [`language:en`, [`docsite_tag:default`, `docsite_tag:docs-default-3.3.2`]] */
export function contextualFacetFilters(language: string, tags: string[]): (string | string[])[] {
  return [`language:${language}`, tags.map((tag) => `${TAG_FACET}:${tag}`)];
}
