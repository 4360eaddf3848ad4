// The search page's data: its filters as facet filters, its query string, and hits grouped by
// page. Pure functions, shared by the page and its tests.
import { escapeHtml, type DocsGlobalData } from '@docsite/runtime';
import { contextualFacetFilters, mergeFacetFilters } from '@theme/SearchIndex/facets';
import { DEFAULT_TAG, docVersionTag, type FacetFilters, type SearchHit } from '@theme/SearchIndex/types';

/** Where to search: everywhere, only the docs, or only the rest (blog, pages...). */
export type SearchArea = 'all' | 'docs' | 'other';

export interface SearchPageFilters {
  area: SearchArea;
  /** docs plugin id -> version name. */
  versions: Record<string, string>;
}

export function searchPageFacetFilters(language: string, filters: SearchPageFilters, configured?: FacetFilters): (string | string[])[] {
  const docsTags = Object.entries(filters.versions).map(([pluginId, version]) => docVersionTag(pluginId, version));
  const tags = filters.area === 'docs' ? docsTags : filters.area === 'other' ? [DEFAULT_TAG] : [DEFAULT_TAG, ...docsTags];
  return mergeFacetFilters(contextualFacetFilters(language, tags), configured);
}

/** The label of a hit's docs version ("Canary", "2.0.0"), or null outside versioned docs. */
export function versionLabel(tags: string[] | undefined, docs: Record<string, DocsGlobalData>): string | null {
  for (const [pluginId, data] of Object.entries(docs)) {
    if (data.versions.length < 2) continue;
    const version = data.versions.find((v) => tags?.includes(docVersionTag(pluginId, v.name)));
    if (version) return version.label;
  }
  return null;
}

export interface ResultSection {
  url: string;
  /** Highlighted HTML of the section heading, null for the page top. */
  heading: string | null;
  /** Highlighted HTML snippet of the text. */
  snippet: string;
}

export interface ResultPage {
  url: string;
  /** Highlighted HTML of the page title. */
  title: string;
  lvl0: string;
  tags: string[];
  sections: ResultSection[];
}

/** Hits grouped by page, pages in the order of their best hit. */
export function groupHitsByPage(hits: SearchHit[]): ResultPage[] {
  const pages = new Map<string, ResultPage>();
  for (const hit of hits) {
    let page = pages.get(hit.url_without_anchor);
    if (!page) {
      // Highlighted values are HTML (escaped by the engine); raw hierarchy text is not, so escape it.
      const title = hit._highlightResult?.hierarchy?.lvl1?.value ?? escapeHtml(hit.hierarchy.lvl1 ?? '');
      page = { url: hit.url_without_anchor, title, lvl0: hit.hierarchy.lvl0, tags: hit.docsite_tag ?? [], sections: [] };
      pages.set(hit.url_without_anchor, page);
    }
    const level = hit.hierarchy.lvl3 ? 'lvl3' : hit.hierarchy.lvl2 ? 'lvl2' : null;
    page.sections.push({
      url: hit.url,
      heading: level ? (hit._highlightResult?.hierarchy?.[level]?.value ?? escapeHtml(hit.hierarchy[level] ?? '')) : null,
      snippet: hit._snippetResult?.content?.value ?? '',
    });
  }
  return [...pages.values()];
}

/** `?q=term`, or nothing for an empty query. */
export function searchQueryString(query: string): string {
  return query ? `?q=${encodeURIComponent(query)}` : '';
}

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The line above the results: progress, failure, or how much was found. */
export function statusText(status: 'idle' | 'loading' | 'done' | 'error', nbHits: number, pages: number, error?: string): string {
  if (status === 'error') return `Unable to fetch results: ${error}`;
  if (status === 'loading') return 'Fetching results…';
  if (status === 'idle') return '';
  return nbHits === 0 ? 'No results were found' : `${count(nbHits, 'section')} found on ${count(pages, 'page')}`;
}
