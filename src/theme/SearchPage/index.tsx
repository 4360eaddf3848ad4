import { useEffect, useMemo, useState } from 'react';
import { getLatestVersion, getPreferredVersionName, useSiteData, type DocsGlobalData } from '@docsite/runtime';
import Layout from '@theme/Layout';
import SearchPageResults from '@theme/SearchPage/Results';
import { useSearchConfig } from '@theme/SearchIndex/useSearchConfig';
import { groupHitsByPage, searchPageFacetFilters, searchQueryString, statusText, type SearchArea, type SearchPageFilters } from './searchPageData.ts';
import { HITS_PER_PAGE, useSearchResults } from './useSearchResults.ts';
import './styles.css';

const AREAS: { value: SearchArea; label: string }[] = [
  { value: 'all', label: 'Everywhere' },
  { value: 'docs', label: 'Docs' },
  { value: 'other', label: 'Blog and pages' },
];

function SearchPageContent({ docs }: { docs: Record<string, DocsGlobalData> }) {
  const config = useSearchConfig();
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const latest = useMemo(() => Object.fromEntries(Object.entries(docs).filter(([, d]) => d.versions.length > 0).map(([id, d]) => [id, getLatestVersion(d).name])), [docs]);
  const [filters, setFilters] = useState<SearchPageFilters>({ area: 'all', versions: latest });

  // The query and the preferred versions live in the browser: read them once hydrated.
  useEffect(() => {
    setQuery(new URLSearchParams(window.location.search).get('q') ?? '');
    const versions = { ...latest };
    for (const [id, data] of Object.entries(docs)) {
      const preferred = getPreferredVersionName(id);
      if (preferred && data.versions.some((v) => v.name === preferred)) versions[id] = preferred;
    }
    setFilters((f) => ({ ...f, versions }));
  }, [docs, latest]);

  const facetFilters = searchPageFacetFilters(config?.language ?? 'en', filters, config?.searchParameters.facetFilters);
  const results = useSearchResults(config, query, facetFilters, pages);
  const grouped = useMemo(() => groupHitsByPage(results.hits), [results.hits]);

  const onQuery = (value: string) => {
    setQuery(value);
    setPages(1);
    window.history.replaceState(window.history.state, '', window.location.pathname + searchQueryString(value));
  };

  return (
    <div className="container container--page search-page">
      <h1>{query ? `Search results for "${query}"` : 'Search the documentation'}</h1>
      <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
        <input className="search-page__input" type="search" name="q" aria-label="Search" placeholder="Type your search here" autoComplete="off" autoFocus value={query} onChange={(e) => onQuery(e.target.value)} />
        <div className="search-page__filters">
          <select aria-label="Where to search" value={filters.area} onChange={(e) => (setFilters({ ...filters, area: e.target.value as SearchArea }), setPages(1))}>
            {AREAS.map((a) => (
              <option key={a.value} value={a.value}>{a.label}</option>
            ))}
          </select>
          {Object.entries(docs)
            .filter(([, d]) => d.versions.length > 1)
            .map(([id, d]) => (
              <select key={id} aria-label={id === 'default' ? 'Docs version' : `Docs version (${id})`} value={filters.versions[id]} onChange={(e) => (setFilters({ ...filters, versions: { ...filters.versions, [id]: e.target.value } }), setPages(1))}>
                {d.versions.map((v) => (
                  <option key={v.name} value={v.name}>{v.label}</option>
                ))}
              </select>
            ))}
        </div>
      </form>
      <p className="search-page__status" aria-live="polite">
        {statusText(results.status, results.nbHits, grouped.length, results.error)}
      </p>
      <SearchPageResults pages={grouped} docs={docs} />
      {results.status === 'done' && results.nbHits > pages * HITS_PER_PAGE && (
        <button type="button" className="search-page__more" onClick={() => setPages(pages + 1)}>
          More results
        </button>
      )}
    </div>
  );
}

/** The search page: every result of a query (`?q=`), grouped by page, with area and version filters. */
export default function SearchPage() {
  const docs = (useSiteData().globalData.docs ?? {}) as Record<string, DocsGlobalData>;
  return (
    <Layout title="Search">
      <SearchPageContent docs={docs} />
    </Layout>
  );
}
