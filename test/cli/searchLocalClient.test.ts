// The browser's client over the built-in index, with a fake fetch: it downloads the manifest and
// only the shards a query's facet filters can match, and recovers from a redeployed site.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalSearchClient, RetryError } from '../../src/theme/SearchIndex/localClient.ts';
import type { SearchManifest, ShardData } from '../../src/theme/SearchIndex/types.ts';

const shardData = (tag: string, url: string, title: string, text: string): ShardData => ({ tag, language: 'en', pages: [[url, 'Docs', title]], sections: [[0, '', '', '', text]] });
const files: Record<string, unknown> = {
  '/search-index.json': {
    version: 1,
    shards: [
      { name: 'blog', tag: 'default', kind: 'blog', language: 'en', url: '/assets/search/blog.1111111111.json', records: 1, bytes: 0 },
      { name: 'docs-default-current', tag: 'docs-default-current', kind: 'docs', language: 'en', url: '/assets/search/docs-default-current.2222222222.json', records: 1, bytes: 0 },
      { name: 'docs-default-1.0.0', tag: 'docs-default-1.0.0', kind: 'docs', language: 'en', url: '/assets/search/docs-default-1.0.0.3333333333.json', records: 1, bytes: 0 },
    ],
  } satisfies SearchManifest,
  '/assets/search/blog.1111111111.json': shardData('default', '/blog/post/', 'Release notes', 'A release post.'),
  '/assets/search/docs-default-current.2222222222.json': shardData('docs-default-current', '/docs/next/intro/', 'Introduction', 'Release process today.'),
  '/assets/search/docs-default-1.0.0.3333333333.json': shardData('docs-default-1.0.0', '/docs/1.0.0/intro/', 'Introduction', 'Release process of old.'),
};

function fakeFetch(table: Record<string, unknown>, log: string[]): typeof fetch {
  return (async (input: RequestInfo | URL) => {
    const url = String(input);
    log.push(url);
    if (!(url in table)) return new Response('missing', { status: 404 });
    return new Response(JSON.stringify(table[url]), { status: 200 });
  }) as typeof fetch;
}

/**
 * A network that comes back: a download begun while offline hangs until release(), then fails;
 * one begun after online() is answered from `files`.
 */
function networkComingBack(log: string[]) {
  let online = false;
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const inner = fakeFetch(files, log);
  const fetchImpl = (async (input: RequestInfo | URL) => {
    if (!online) {
      await gate;
      throw new TypeError('Failed to fetch');
    }
    return inner(input);
  }) as typeof fetch;
  return { fetchImpl, online: () => void (online = true), release: () => release() };
}

const client = suite('createLocalSearchClient');

client('downloads the manifest and only the shards the facet filters can match, once', async () => {
  const log: string[] = [];
  const c = createLocalSearchClient({ manifestUrl: '/search-index.json', fetchImpl: fakeFetch(files, log) });
  const facetFilters = ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-current']];
  const { results } = await c.search({ requests: [{ indexName: 'docsite', query: 'release', facetFilters }] });
  assert.equal(results[0].hits.map((h) => h.url).sort(), ['/blog/post/', '/docs/next/intro/']);
  assert.equal(log, ['/search-index.json', '/assets/search/blog.1111111111.json', '/assets/search/docs-default-current.2222222222.json']);
  await c.search({ requests: [{ indexName: 'docsite', query: 'process', facetFilters }] });
  assert.is(log.length, 3, 'nothing downloaded twice');
  await c.search({ requests: [{ indexName: 'docsite', query: 'release' }] });
  assert.is(log.at(-1), '/assets/search/docs-default-1.0.0.3333333333.json', 'no filter: every shard');
});

client('a failed download rejects with a RetryError and is tried again on the next query', async () => {
  const log: string[] = [];
  const table: Record<string, unknown> = {};
  const c = createLocalSearchClient({ manifestUrl: '/search-index.json', fetchImpl: fakeFetch(table, log) });
  try {
    await c.search({ requests: [{ indexName: 'docsite', query: 'release' }] });
    assert.unreachable('the search should fail');
  } catch (error) {
    assert.instance(error, RetryError);
    assert.is((error as Error).name, 'RetryError');
  }
  Object.assign(table, files);
  const { results } = await c.search({ requests: [{ indexName: 'docsite', query: 'release' }] });
  assert.is(results[0].nbHits, 3);
});

client('a query that only joined an earlier query\'s download, which then failed, downloads again itself', async () => {
  const log: string[] = [];
  const network = networkComingBack(log);
  const c = createLocalSearchClient({ manifestUrl: '/search-index.json', fetchImpl: network.fetchImpl });
  const first = c.search({ requests: [{ indexName: 'docsite', query: 'release' }] });
  network.online();
  const second = c.search({ requests: [{ indexName: 'docsite', query: 'release' }] });
  network.release();
  await first.then(() => assert.unreachable('the first query started the failing download'), (e) => assert.instance(e, RetryError));
  const { results } = await second;
  assert.is(results[0].nbHits, 3, 'the second query downloaded again and answered');
  assert.is(log[0], '/search-index.json');
});

client('several queries that joined a failed download each try again, though one of them downloads first', async () => {
  const log: string[] = [];
  const network = networkComingBack(log);
  const c = createLocalSearchClient({ manifestUrl: '/search-index.json', fetchImpl: network.fetchImpl });
  // The reader types on while the download the first keystroke began is still failing: the
  // queries after it join that download. When it fails, the first of them to try again starts a
  // new one; the others must join that, not give up because a download began since they started.
  const first = c.search({ requests: [{ indexName: 'docsite', query: 'r' }] });
  network.online();
  const later = ['re', 'rel', 'release'].map((query) => c.search({ requests: [{ indexName: 'docsite', query }] }));
  network.release();
  await first.then(() => assert.unreachable('the first query started the failing download'), (e) => assert.instance(e, RetryError));
  const settled = await Promise.allSettled(later);
  assert.equal(settled.map((s) => s.status), ['fulfilled', 'fulfilled', 'fulfilled']);
  assert.is((settled[2] as PromiseFulfilledResult<{ results: { nbHits: number }[] }>).value.results[0].nbHits, 3);
  assert.is(log.filter((u) => u === '/search-index.json').length, 1, 'one new download of the manifest for all three');
});

client('a shard gone after a new deploy makes it read the manifest again', async () => {
  const log: string[] = [];
  const table: Record<string, unknown> = { ...files };
  const c = createLocalSearchClient({ manifestUrl: '/search-index.json', fetchImpl: fakeFetch(table, log) });
  await c.preload(['docsite_tag:default']);
  // The next deploy renames the current docs shard.
  const manifest = structuredClone(files['/search-index.json']) as SearchManifest;
  manifest.shards[1].url = '/assets/search/docs-default-current.4444444444.json';
  table['/search-index.json'] = manifest;
  table['/assets/search/docs-default-current.4444444444.json'] = files['/assets/search/docs-default-current.2222222222.json'];
  delete table['/assets/search/docs-default-current.2222222222.json'];
  const { results } = await c.search({ requests: [{ indexName: 'docsite', query: 'today', facetFilters: ['docsite_tag:docs-default-current'] }] });
  assert.equal(results[0].hits.map((h) => h.url), ['/docs/next/intro/']);
  assert.equal(log.filter((u) => u === '/search-index.json').length, 2);
});

client.run();
