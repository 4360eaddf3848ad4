// A search client over the built-in index: it reads the shard manifest, downloads only the
// shards a query's facet filters can match (the current docs version, blog, pages...), and
// answers from the local engine. Nothing leaves the site's own origin.
import { createSearchEngine, expandShard } from './engine.ts';
import { matchesFacetFilters } from './facets.ts';
import type { FacetFilters, SearchClient, SearchManifest, ShardData, ShardInfo } from './types.ts';

export interface LocalSearchClient extends SearchClient {
  /** Downloads the manifest and the shards these filters need, before the first query. */
  preload(facetFilters?: FacetFilters): Promise<void>;
  /** Every shard of the site, for filters that list them (the search page). */
  shards(): Promise<ShardInfo[]>;
}

/** DocSearch shows its "Unable to fetch results" screen for errors of this name. */
export class RetryError extends Error {
  name = 'RetryError';
  constructor(message: string, readonly status?: number) {
    super(message);
  }
}

async function getJson<T>(url: string, fetchImpl: typeof fetch, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (error) {
    throw new RetryError(`Could not download the search index ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new RetryError(`Could not download the search index ${url}: HTTP ${response.status}`, response.status);
  return (await response.json()) as T;
}

/** Whether a query started a download itself, rather than only joined one already running. */
interface Own {
  started: boolean;
}

export function createLocalSearchClient({ manifestUrl, fetchImpl = (...args) => fetch(...args) }: { manifestUrl: string; fetchImpl?: typeof fetch }): LocalSearchClient {
  const engine = createSearchEngine();
  let manifest: Promise<SearchManifest> | null = null;
  const loaded = new Map<string, Promise<void>>();

  // A failed download is forgotten, so the next query tries again. `own` records that the caller
  // started a download rather than joined one.
  const getManifest = (own?: Own) => {
    if (!manifest) {
      if (own) own.started = true;
      manifest = getJson<SearchManifest>(manifestUrl, fetchImpl, { cache: 'no-cache' }).catch((e) => {
        manifest = null;
        throw e;
      });
    }
    return manifest;
  };
  const loadShard = (shard: ShardInfo, own?: Own) => {
    let p = loaded.get(shard.name);
    if (!p) {
      if (own) own.started = true;
      p = getJson<ShardData>(shard.url, fetchImpl).then(
        (data) => engine.add(expandShard(data)),
        (e) => {
          loaded.delete(shard.name);
          throw e;
        },
      );
      loaded.set(shard.name, p);
    }
    return p;
  };
  const shardsFor = async (facetFilters?: FacetFilters, own?: Own) => {
    const { shards } = await getManifest(own);
    const needed = shards.filter((s) => matchesFacetFilters({ docsite_tag: [s.tag], language: s.language }, facetFilters, true));
    await Promise.all(needed.map((shard) => loadShard(shard, own)));
  };

  return {
    preload: (facetFilters) => shardsFor(facetFilters),
    async shards() {
      return (await getManifest()).shards;
    },
    async search({ requests }) {
      const own: Own = { started: false };
      const load = () => Promise.all(requests.map((r) => shardsFor(r.facetFilters, own)));
      try {
        await load();
      } catch (error) {
        // A shard gone from the server: the site was deployed again since the manifest was read.
        if ((error as RetryError).status === 404) manifest = null;
        // A download an earlier query started, that failed (the network was down then, perhaps
        // not now): this query tries once itself, else the reader's last keystroke could show
        // only the old failure. Whether it started a download is its own to know: several
        // queries that joined one failed download retry at once, and the first to do so starts
        // the next download before the others have looked (a count of downloads started said
        // "you started one" to those, and their searches failed).
        else if (own.started) throw error;
        await load();
      }
      return { results: requests.map((r) => engine.search(r)) };
    },
  };
}

const clients = new Map<string, LocalSearchClient>();

/** One client per manifest for the whole page: the modal and the search page share downloads. */
export function localSearchClient(manifestUrl: string): LocalSearchClient {
  let client = clients.get(manifestUrl);
  if (!client) clients.set(manifestUrl, (client = createLocalSearchClient({ manifestUrl })));
  return client;
}
