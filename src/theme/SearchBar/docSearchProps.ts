// The DocSearch options docsite passes: its index (local or Algolia), contextual facet filters,
// result URLs processed like DocSearch's Docusaurus integration, links that go through the
// client router, and a footer link to the search page.
import { isInternalUrl, processSearchResultUrl, searchPageUrl } from '@theme/SearchIndex/resultUrl';
import type { SearchConfig } from '@theme/SearchIndex/useSearchConfig';
import type { FacetFilters, SearchClient } from '@theme/SearchIndex/types';
import { searchTranslations, seeAllResultsText } from './translations.ts';

type Html = (strings: TemplateStringsArray, ...values: unknown[]) => unknown;
interface AlgoliaLiteClient extends SearchClient {
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: unknown;
}

export interface DocSearchPropsInput {
  config: SearchConfig;
  facetFilters: FacetFilters | undefined;
  initialQuery: string;
  /** The built-in index's client, which replaces Algolia's; null with Algolia. */
  localClient: SearchClient | null;
  /** Opens a path on this site through the client router. */
  navigate: (path: string) => void;
  closeModal: () => void;
  onClose: () => void;
  /** Told whether the last search failed (DocSearch 5 shows "No results" for a failed search). */
  onSearchFailed?: (failed: boolean) => void;
  portalContainer?: Element;
}

/** True for a plain left click, the one the client router may take over. */
function isPlainClick(e: MouseEvent): boolean {
  return !e.defaultPrevented && e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

export function docSearchProps(o: DocSearchPropsInput): Record<string, unknown> {
  const { config } = o;
  // nbHits per query: DocSearch's own count adds up over successive queries.
  const counts = new Map<string, number>();
  const follow = (e: MouseEvent, url: string) => {
    if (!isPlainClick(e) || !isInternalUrl(url)) return;
    e.preventDefault();
    o.navigate(url);
  };
  const missingUrl = config.missingResultsUrl;
  return {
    appId: config.appId,
    apiKey: config.apiKey,
    indices: [{ name: config.indexName, searchParameters: { ...config.searchParameters, ...(o.facetFilters ? { facetFilters: o.facetFilters } : {}) } }],
    placeholder: searchTranslations.modal.searchBox.placeholderText,
    translations: searchTranslations,
    initialQuery: o.initialQuery,
    // docsite handles these itself, before the modal code is even loaded.
    keyboardShortcuts: { 'Ctrl/Cmd+K': false, '/': false },
    portalContainer: o.portalContainer,
    transformSearchClient: (client: AlgoliaLiteClient) => {
      const inner = o.localClient ?? client;
      // Searches run one per keystroke and may settle out of order: only the last one started
      // says whether the search failed. An earlier one failing late (its download was cut off
      // before the network came back) would otherwise hide the results of the one after it.
      let last = 0;
      return {
        addAlgoliaAgent: (segment: string, version?: string) => client.addAlgoliaAgent(segment, version),
        transporter: client.transporter,
        async search(args: Parameters<SearchClient['search']>[0]) {
          const mine = ++last;
          try {
            const response = await inner.search(args);
            counts.set(args.requests[0]?.query ?? '', response.results.reduce((n, r) => n + (r.nbHits ?? 0), 0));
            if (mine === last) o.onSearchFailed?.(false);
            return response;
          } catch (error) {
            if (mine === last) o.onSearchFailed?.(true);
            throw error;
          }
        },
      };
    },
    transformItems: (items: { url: string }[]) => items.map((item) => ({ ...item, url: processSearchResultUrl(item.url, config) })),
    navigator: {
      navigate: ({ itemUrl }: { itemUrl: string }) => (isInternalUrl(itemUrl) ? o.navigate(itemUrl) : window.location.assign(itemUrl)),
    },
    hitComponent: ({ hit, children }: { hit: { url: string }; children: unknown }, { html }: { html: Html }) =>
      html`<a href=${hit.url} onClick=${(e: MouseEvent) => follow(e, hit.url)}>${children}</a>`,
    resultsFooterComponent: config.searchPagePath
      ? ({ state }: { state: { query: string; context: { nbHits?: number } } }, { html }: { html: Html }) => {
          const url = searchPageUrl(config.searchPagePath!, state.query);
          const count = counts.get(state.query) ?? state.context.nbHits ?? 0;
          const onClick = (e: MouseEvent) => {
            follow(e, url);
            o.closeModal();
          };
          return html`<a href=${url} onClick=${onClick}>${seeAllResultsText(count)}</a>`;
        }
      : undefined,
    getMissingResultsUrl: missingUrl ? ({ query }: { query: string }) => missingUrl.replaceAll('{query}', encodeURIComponent(query)) : undefined,
    onClose: o.onClose,
  };
}
