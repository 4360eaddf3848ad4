// What the search components read: the search plugin's global data merged with
// themeConfig.algolia, and the facet filters of the reader's current context.
import { getPreferredVersionName, storageKey, useSiteData, type DocsGlobalData, type SiteData } from '@docsite/runtime';
import { contextualFacetFilters, contextualTags, mergeFacetFilters } from './facets.ts';
import type { FacetFilters, SearchGlobalData } from './types.ts';

export interface AlgoliaThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  searchPagePath?: string | false;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
  searchParameters?: Record<string, unknown> & { facetFilters?: FacetFilters };
}

export interface SearchConfig extends SearchGlobalData {
  baseUrl: string;
  /** DocSearch needs credentials and an index name even for the local index (it never uses them then). */
  appId: string;
  apiKey: string;
  indexName: string;
  searchParameters: Record<string, unknown> & { facetFilters?: FacetFilters };
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
}

/** The search configuration, or null when the search plugin is not part of the site. */
export function searchConfig(site: SiteData): SearchConfig | null {
  const data = site.globalData.search?.default as SearchGlobalData | undefined;
  if (!data) return null;
  const { baseUrl, themeConfig } = site.siteConfig;
  const algolia = (themeConfig as { algolia?: AlgoliaThemeConfig }).algolia;
  if (data.provider === 'algolia' && algolia) {
    return { ...data, baseUrl, appId: algolia.appId, apiKey: algolia.apiKey, indexName: algolia.indexName, searchParameters: algolia.searchParameters ?? {}, externalUrlRegex: algolia.externalUrlRegex, replaceSearchResultPathname: algolia.replaceSearchResultPathname };
  }
  let indexName = 'docsite';
  // Recent and favourite searches are stored per index name: give each site on an origin its own.
  try {
    indexName = storageKey('docsite');
  } catch {}
  return { ...data, baseUrl, appId: 'local', apiKey: 'local', indexName, searchParameters: {} };
}

export function useSearchConfig(): SearchConfig | null {
  return searchConfig(useSiteData());
}

/** Facet filters for a query made at `pathname`: contextual ones (when on) plus the configured ones. */
export function facetFiltersAt(config: SearchConfig, site: SiteData, pathname: string): FacetFilters | undefined {
  const configured = config.searchParameters.facetFilters;
  if (!config.contextualSearch) return configured;
  const docs = (site.globalData.docs ?? {}) as Record<string, DocsGlobalData>;
  const preferredVersions: Record<string, string | null> = {};
  for (const id of Object.keys(docs)) {
    try {
      preferredVersions[id] = getPreferredVersionName(id);
    } catch {
      preferredVersions[id] = null;
    }
  }
  const tags = contextualTags({ docs, pathname, preferredVersions });
  return mergeFacetFilters(contextualFacetFilters(config.language, tags), configured);
}
