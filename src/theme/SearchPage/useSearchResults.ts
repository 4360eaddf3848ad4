// Runs the search page's query against the local index or Algolia, a page of hits at a time.
import { useEffect, useState } from 'react';
import { createAlgoliaSearchClient } from '@theme/SearchIndex/algoliaClient';
import { processSearchResultUrl } from '@theme/SearchIndex/resultUrl';
import type { SearchConfig } from '@theme/SearchIndex/useSearchConfig';
import type { FacetFilters, SearchClient, SearchHit } from '@theme/SearchIndex/types';

export const HITS_PER_PAGE = 50;

async function searchClientFor(config: SearchConfig): Promise<SearchClient> {
  if (config.provider === 'local') return (await import('@theme/SearchIndex/localClient')).localSearchClient(config.manifestUrl!);
  return createAlgoliaSearchClient({ appId: config.appId, apiKey: config.apiKey });
}

export interface SearchResults {
  status: 'idle' | 'loading' | 'done' | 'error';
  hits: SearchHit[];
  nbHits: number;
  /** Pages of hits loaded so far. */
  pages: number;
  error?: string;
}

export function useSearchResults(config: SearchConfig | null, query: string, facetFilters: FacetFilters, pages: number): SearchResults {
  const [results, setResults] = useState<SearchResults>({ status: 'idle', hits: [], nbHits: 0, pages: 0 });
  const filtersKey = JSON.stringify(facetFilters);
  useEffect(() => {
    if (!config || !query.trim()) {
      setResults({ status: 'idle', hits: [], nbHits: 0, pages: 0 });
      return;
    }
    let current = true;
    setResults((r) => ({ ...r, status: 'loading' }));
    const requests = Array.from({ length: pages }, (_, page) => ({
      ...config.searchParameters,
      indexName: config.indexName,
      query,
      facetFilters,
      page,
      hitsPerPage: HITS_PER_PAGE,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:30'],
      snippetEllipsisText: '…',
    }));
    searchClientFor(config)
      .then((client) => client.search({ requests }))
      .then(({ results: list }) => {
        if (!current) return;
        const hits = list.flatMap((r) => r.hits).map((hit) => ({ ...hit, url: processSearchResultUrl(hit.url, config), url_without_anchor: processSearchResultUrl(hit.url_without_anchor ?? hit.url, config) }));
        setResults({ status: 'done', hits, nbHits: list[0]?.nbHits ?? 0, pages });
      })
      .catch((error: Error) => current && setResults({ status: 'error', hits: [], nbHits: 0, pages: 0, error: error.message }));
    return () => {
      current = false;
    };
    // facetFilters is compared by value through filtersKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config?.indexName, config?.manifestUrl, query, filtersKey, pages]);
  return results;
}
