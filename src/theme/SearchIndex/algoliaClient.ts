// The smallest Algolia search client the search page needs: one multi-query POST to the
// application's search host. (The modal uses DocSearch's own client.)
import type { SearchClient, SearchRequest, SearchResult } from './types.ts';

export interface AlgoliaCredentials {
  appId: string;
  apiKey: string;
}

/** The search host DocSearch queries first, and the one docsite preconnects to. */
export function algoliaHost(appId: string): string {
  return `https://${appId}-dsn.algolia.net`;
}

/** The request a multi-query search sends: credentials in the query string, a simple (no-preflight) POST. */
export function algoliaQueriesRequest(c: AlgoliaCredentials, requests: SearchRequest[]): { url: string; init: RequestInit } {
  const auth = new URLSearchParams({ 'x-algolia-api-key': c.apiKey, 'x-algolia-application-id': c.appId });
  return {
    url: `${algoliaHost(c.appId)}/1/indexes/*/queries?${auth}`,
    init: { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ requests }) },
  };
}

export function createAlgoliaSearchClient(c: AlgoliaCredentials, fetchImpl: typeof fetch = (...args) => fetch(...args)): SearchClient {
  return {
    async search({ requests }) {
      const { url, init } = algoliaQueriesRequest(c, requests);
      const response = await fetchImpl(url, init);
      if (!response.ok) throw new Error(`Algolia answered ${response.status} for index ${requests[0]?.indexName}.`);
      return (await response.json()) as { results: SearchResult[] };
    },
  };
}
