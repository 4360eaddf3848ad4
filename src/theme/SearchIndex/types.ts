// The shapes the search plugin writes at build time and the browser reads: a manifest of shards,
// each shard a compact list of pages and their sections, expanded into DocSearch-shaped records.

/** The facet that scopes a record to a docs version ("docs-default-3.3.2") or to the rest ("default"). */
export const TAG_FACET = 'docsite_tag';
/** The tag of everything outside versioned docs: blog, pages, changelog. Always searchable. */
export const DEFAULT_TAG = 'default';

/** The tag of one docs version: `docs-<pluginId>-<versionName>`. */
export function docVersionTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** One entry of search-index.json. */
export interface ShardInfo {
  /** docs-<plugin>-<version>, blog, pages, blog-<id>, ... */
  name: string;
  /** The docsite_tag value of every record in the shard. */
  tag: string;
  /** What wrote it: "docs", "blog", "pages", or another plugin's name. */
  kind: string;
  /** For docs shards: the plugin id and version name. */
  pluginId?: string;
  version?: string;
  language: string;
  /** Content-hashed file URL, baseUrl included. */
  url: string;
  records: number;
  bytes: number;
}

export interface SearchManifest {
  version: 1;
  shards: ShardInfo[];
}

/** A page of a shard: [url, lvl0, lvl1]. */
export type ShardPage = [url: string, lvl0: string, lvl1: string];
/** A section: [page index, anchor ('' for the page top), lvl2, lvl3, text]. */
export type ShardSection = [page: number, anchor: string, lvl2: string, lvl3: string, text: string];

export interface ShardData {
  tag: string;
  language: string;
  pages: ShardPage[];
  sections: ShardSection[];
}

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: null;
  lvl5: null;
  lvl6: null;
}

/** A record as DocSearch's crawler would store it (without highlight data). */
export interface SearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** The deepest heading of the section: lvl1 for the page top, lvl2 or lvl3 below. */
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  docsite_tag: string[];
  language: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

/** A hit as DocSearch renders it. */
export interface SearchHit extends SearchRecord {
  _highlightResult: { hierarchy: Record<string, HighlightValue>; content: HighlightValue };
  _snippetResult: { hierarchy: Record<string, HighlightValue>; content: HighlightValue };
}

/** One query of a multi-query request, in Algolia's shape (the fields docsite reads). */
export interface SearchRequest {
  indexName: string;
  query: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  attributesToSnippet?: string[];
  [key: string]: unknown;
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  index: string;
  query: string;
  params: string;
  processingTimeMS: number;
  exhaustiveNbHits: boolean;
}

/** Algolia facet filters: top-level entries are ANDed, nested lists ORed; "attr:-value" negates. */
export type FacetFilters = string | (string | string[])[];

/** What docsite's search calls need: DocSearch's search client contract. */
export interface SearchClient {
  search(args: { requests: SearchRequest[] }): Promise<{ results: SearchResult[] }>;
}

/** Global data of the search plugin. */
export interface SearchGlobalData {
  /** 'local': the built-in index; 'algolia': themeConfig.algolia. */
  provider: 'local' | 'algolia';
  /** The search page's path with baseUrl, or null when there is none. */
  searchPagePath: string | null;
  contextualSearch: boolean;
  /** URL of the index manifest (local provider). */
  manifestUrl?: string;
  /** URL of the DocSearch modal stylesheet, loaded with the modal. */
  stylesheetUrl: string;
  /** Where "Let us know" goes when a query finds nothing; `{query}` is replaced. */
  missingResultsUrl?: string;
  language: string;
}
