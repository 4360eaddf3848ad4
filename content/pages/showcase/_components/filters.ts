// The showcase filters and their home in the URL query string:
//   tags=<tag>      once per selected tag
//   operator=AND    only when every selected tag must match (OR is the default and is not written)
//   name=<text>     the text searched for in the titles
import { TagList, type ShowcaseSite, type TagType } from '../../../data/showcase.ts';

export type Operator = 'OR' | 'AND';

export interface Filters {
  tags: TagType[];
  operator: Operator;
  name: string;
}

export const NO_FILTERS: Filters = { tags: [], operator: 'OR', name: '' };

/** Reads the filters from a query string, with or without its "?"; unknown tags are ignored. */
export function parseFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const tags = params.getAll('tags').filter((t): t is TagType => (TagList as string[]).includes(t));
  return {
    tags: TagList.filter((t) => tags.includes(t)),
    operator: params.get('operator') === 'AND' ? 'AND' : 'OR',
    name: params.get('name') ?? '',
  };
}

/** The query string for the filters: "" when nothing is set, else "?tags=...". */
export function formatFilters({ tags, operator, name }: Filters): string {
  const params = new URLSearchParams();
  for (const tag of tags) params.append('tags', tag);
  if (operator === 'AND') params.set('operator', 'AND');
  if (name) params.set('name', name);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** True when a filter narrows the list: then the page shows one list instead of favourites and the rest. */
export function isFiltered({ tags, name }: Filters): boolean {
  return tags.length > 0 || name.trim() !== '';
}

/**
 * The sites that pass the filters, in the given order. The name matches anywhere in the title,
 * case ignored. With tags selected, sites without tags never match; OR keeps sites with any
 * selected tag, AND only sites with all of them.
 */
export function filterSites(sites: ShowcaseSite[], { tags, operator, name }: Filters): ShowcaseSite[] {
  const needle = name.trim().toLowerCase();
  return sites.filter((site) => {
    if (needle && !site.title.toLowerCase().includes(needle)) return false;
    if (tags.length === 0) return true;
    if (site.tags.length === 0) return false;
    return operator === 'AND' ? tags.every((t) => site.tags.includes(t)) : tags.some((t) => site.tags.includes(t));
  });
}

/** "1 site", "12 sites". */
export function siteCount(n: number): string {
  return `${n} ${n === 1 ? 'site' : 'sites'}`;
}
