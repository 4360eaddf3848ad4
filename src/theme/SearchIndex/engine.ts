// The local search engine: MiniSearch over section records, answering Algolia-shaped requests
// with DocSearch-shaped hits. Titles and headings weigh more than body text; the last word
// matches as a prefix; longer words forgive a typo; English words match their stems.
import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import { matchesFacetFilters } from './facets.ts';
import { highlight, snippet, WORD_SEPARATOR } from './highlight.ts';
import { stem } from './stemmer.ts';
import type { Hierarchy, HighlightValue, RecordType, SearchHit, SearchRecord, SearchRequest, SearchResult, ShardData } from './types.ts';

/** Field weights: a page title outranks a section heading, which outranks a mention in passing. */
export const BOOST = { title: 8, heading: 4, parents: 1, content: 1 };

/** Lower case, accents dropped: "Café" and "cafe" are one word. */
export function normalizeWord(word: string): string {
  return word.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

const termCache = new Map<string, string[] | null>();

/** The terms a word is indexed under: itself and its stem. */
export function indexTerms(word: string): string[] | null {
  let terms = termCache.get(word);
  if (terms === undefined) {
    const w = normalizeWord(word);
    const s = w && stem(w);
    terms = !w ? null : s === w ? [w] : [w, s];
    // Words repeat: a page's vocabulary is small next to its length.
    if (termCache.size < 50_000) termCache.set(word, terms);
  }
  return terms;
}

/** Records of a shard, in DocSearch's shape. */
export function expandShard(shard: ShardData): SearchRecord[] {
  return shard.sections.map(([pageIndex, anchor, lvl2, lvl3, text]) => {
    const [url, lvl0, lvl1] = shard.pages[pageIndex];
    const type: RecordType = lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1';
    const hierarchy: Hierarchy = { lvl0, lvl1, lvl2: lvl2 || null, lvl3: lvl3 || null, lvl4: null, lvl5: null, lvl6: null };
    const full = anchor ? `${url}#${anchor}` : url;
    return { objectID: full, url: full, url_without_anchor: url, anchor: anchor || null, type, hierarchy, content: text || null, docsite_tag: [shard.tag], language: shard.language };
  });
}

interface IndexedDoc {
  id: number;
  title: string;
  heading: string;
  parents: string;
  content: string;
}

function toIndexedDoc(record: SearchRecord, id: number): IndexedDoc {
  const h = record.hierarchy;
  return {
    id,
    title: record.type === 'lvl1' ? h.lvl1 : '',
    heading: record.type === 'lvl3' ? (h.lvl3 ?? '') : record.type === 'lvl2' ? (h.lvl2 ?? '') : '',
    parents: [h.lvl0, record.type !== 'lvl1' ? h.lvl1 : '', record.type === 'lvl3' ? h.lvl2 : ''].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

/** Each word of the query must match (AND); a word matches as written or by its stem (OR, exact forms score twice). */
export function buildQuery(query: string, combineWith: 'AND' | 'OR'): Query {
  const words = query.split(WORD_SEPARATOR).map(normalizeWord).filter(Boolean);
  return {
    combineWith,
    queries: words.map((word, i) => {
      const prefix = i === words.length - 1;
      // Typos allowed as Algolia does: one from four letters, two from eight (of the form searched).
      const fuzzy = (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0);
      const form = (processTerm: (t: string) => string) => ({ queries: [word], prefix, fuzzy, processTerm, combineWith: 'AND' as const });
      return { combineWith: 'OR' as const, queries: [form((t) => t), form((t) => stem(t))] };
    }),
  };
}

function snippetWords(request: SearchRequest): number {
  const spec = (request.attributesToSnippet ?? []).find((a) => a.startsWith('content'));
  const n = spec ? Number(spec.split(':')[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 15;
}

export interface SearchEngine {
  /** Indexes records a chunk at a time, yielding between chunks so typing stays smooth. */
  add(records: SearchRecord[]): Promise<void>;
  readonly size: number;
  search(request: SearchRequest): SearchResult;
}

export function createSearchEngine(): SearchEngine {
  const records: SearchRecord[] = [];
  const mini = new MiniSearch<IndexedDoc>({
    fields: ['title', 'heading', 'parents', 'content'],
    tokenize: (text) => text.split(WORD_SEPARATOR),
    processTerm: (term) => indexTerms(term),
    searchOptions: { boost: BOOST },
  });

  function toHit(record: SearchRecord, result: MiniResult, request: SearchRequest): SearchHit {
    const matched = new Set(result.terms);
    const isMatch = (word: string) => (indexTerms(word) ?? []).some((t) => matched.has(t));
    const tags = { isMatch, preTag: request.highlightPreTag ?? '<em>', postTag: request.highlightPostTag ?? '</em>' };
    const words = result.queryTerms;
    const fields = new Set(Object.values(result.match).flat());
    const headingMatched = fields.has('title') || fields.has('heading');
    const type: RecordType = headingMatched || !record.content ? record.type : 'content';
    const hierarchy: Record<string, HighlightValue> = {};
    for (const [lvl, value] of Object.entries(record.hierarchy)) if (value) hierarchy[lvl] = highlight(value, tags, words);
    const content = record.content ?? '';
    return {
      ...record,
      type,
      _highlightResult: { hierarchy, content: highlight(content, tags, words) },
      _snippetResult: { hierarchy, content: snippet(content, { ...tags, words: snippetWords(request), ellipsis: request.snippetEllipsisText ?? '…' }, words) },
    };
  }

  return {
    add(list) {
      const start = records.length;
      records.push(...list);
      return mini.addAllAsync(list.map((r, i) => toIndexedDoc(r, start + i)), { chunkSize: 100 });
    },
    get size() {
      return records.length;
    },
    search(request) {
      const started = Date.now();
      const filter = (r: MiniResult) => matchesFacetFilters(records[r.id] as unknown as Record<string, unknown>, request.facetFilters);
      const query = request.query.trim();
      let results = query ? mini.search(buildQuery(query, 'AND'), { filter }) : [];
      // Like DocSearch indices (removeWordsIfNoResults: allOptional): no page has every word, so rank pages having some.
      if (results.length === 0 && query.split(WORD_SEPARATOR).filter(Boolean).length > 1) results = mini.search(buildQuery(query, 'OR'), { filter });
      const hitsPerPage = request.hitsPerPage ?? 20;
      const page = request.page ?? 0;
      const hits = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((r) => toHit(records[r.id], r, request));
      return {
        hits,
        nbHits: results.length,
        page,
        nbPages: Math.ceil(results.length / hitsPerPage),
        hitsPerPage,
        index: request.indexName,
        query: request.query,
        params: '',
        processingTimeMS: Date.now() - started,
        exhaustiveNbHits: true,
      };
    },
  };
}
