// Search with themeConfig.algolia, without network: result URLs, the facet filters and requests
// docsite sends, and what the search plugin does to the build (a preconnect, page metadata,
// no local index).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../src/cli/shared/context.ts';
import searchPlugin from '../../src/cli/plugins/search/index.ts';
import type { RouteConfig } from '../../src/cli/types.ts';
import type { SiteData } from '../../src/runtime/types.ts';
import { docSearchProps } from '../../src/theme/SearchBar/docSearchProps.ts';
import { algoliaQueriesRequest, createAlgoliaSearchClient } from '../../src/theme/SearchIndex/algoliaClient.ts';
import { processSearchResultUrl } from '../../src/theme/SearchIndex/resultUrl.ts';
import { facetFiltersAt, searchConfig } from '../../src/theme/SearchIndex/useSearchConfig.ts';

const algolia = {
  appId: 'X1Z85QJPUV',
  apiKey: 'search-only-key',
  indexName: 'docsite',
  externalUrlRegex: 'external\\.example\\.org|other\\.example\\.net',
  replaceSearchResultPathname: { from: '^/docs/next/', to: '/docs/' },
  searchParameters: { facetFilters: ['type:content'] },
};
const siteConfig = validateConfig({ title: 'Site', url: 'https://docs.example.com', baseUrl: '/', themeConfig: { algolia } }, 'site.config.ts');

const urls = suite('processSearchResultUrl');

urls('turns an absolute URL of the site into a path the client router can open', () => {
  assert.is(processSearchResultUrl('https://docs.example.com/docs/intro/#start', { baseUrl: '/' }), '/docs/intro/#start');
  assert.is(processSearchResultUrl('https://docs.example.com/docs/intro/?ref=x', { baseUrl: '/' }), '/docs/intro/', 'like DocSearch, the query string is dropped');
});

urls('leaves URLs matching externalUrlRegex alone', () => {
  assert.is(processSearchResultUrl('https://external.example.org/guide/#a', { baseUrl: '/', externalUrlRegex: algolia.externalUrlRegex }), 'https://external.example.org/guide/#a');
});

urls('applies replaceSearchResultPathname, then the baseUrl', () => {
  const o = { baseUrl: '/', replaceSearchResultPathname: algolia.replaceSearchResultPathname };
  assert.is(processSearchResultUrl('https://docs.example.com/docs/next/intro/', o), '/docs/intro/');
  assert.is(processSearchResultUrl('https://docs.example.com/guide/', { baseUrl: '/site/' }), '/site/guide/');
  assert.is(processSearchResultUrl('/site/guide/#x', { baseUrl: '/site/' }), '/site/guide/#x', 'paths of the local index already carry it');
});

const params = suite('DocSearch options with Algolia');

const docs = {
  default: {
    path: '/docs/',
    versions: [
      { name: 'current', label: 'Canary', path: '/docs/next/', isLast: false, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
      { name: '3.3.2', label: '3.3.2', path: '/docs/3.3.2/', isLast: false, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
      { name: '3.4.0', label: '3.4.0', path: '/docs/', isLast: true, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
    ],
  },
};
const siteData = (contextualSearch: boolean): SiteData =>
  ({
    siteConfig: { baseUrl: '/', themeConfig: { algolia: { ...algolia, contextualSearch } } },
    globalData: { docs, search: { default: { provider: 'algolia', searchPagePath: '/search/', contextualSearch, stylesheetUrl: '/assets/css/docsearch.0123456789.css', language: 'en' } } },
  }) as unknown as SiteData;

params('credentials and index come from themeConfig.algolia', () => {
  const config = searchConfig(siteData(true))!;
  assert.equal([config.provider, config.appId, config.apiKey, config.indexName], ['algolia', 'X1Z85QJPUV', 'search-only-key', 'docsite']);
});

params('contextual search adds the language and the docs version of the page to the configured facet filters', () => {
  const site = siteData(true);
  const config = searchConfig(site)!;
  assert.equal(facetFiltersAt(config, site, '/docs/3.3.2/cli/'), ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-3.3.2'], 'type:content']);
  assert.equal(facetFiltersAt(config, site, '/blog/'), ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-3.4.0'], 'type:content'], 'outside the docs: the latest version');
  const off = siteData(false);
  assert.equal(facetFiltersAt(searchConfig(off)!, off, '/docs/3.3.2/cli/'), ['type:content'], 'without contextual search: only the configured filters');
});

params('DocSearch gets the index with merged facet filters, and hit URLs processed for the router', () => {
  const site = siteData(true);
  const config = searchConfig(site)!;
  const facetFilters = facetFiltersAt(config, site, '/docs/3.3.2/cli/');
  const props = docSearchProps({ config, facetFilters, initialQuery: '', localClient: null, navigate: () => {}, closeModal: () => {}, onClose: () => {} }) as any;
  assert.equal([props.appId, props.apiKey], ['X1Z85QJPUV', 'search-only-key']);
  assert.equal(props.indices, [{ name: 'docsite', searchParameters: { facetFilters } }]);
  assert.equal(props.keyboardShortcuts, { 'Ctrl/Cmd+K': false, '/': false });
  const items = props.transformItems([{ url: 'https://docs.example.com/docs/next/intro/#a' }, { url: 'https://other.example.net/x/' }]);
  assert.equal(items.map((i: { url: string }) => i.url), ['/docs/intro/#a', 'https://other.example.net/x/']);
  assert.is(props.translations.modal.noResultsScreen.noResultsText, 'No results for');
  assert.is(props.translations.modal.startScreen.recentSearchesTitle, 'Recent');
  assert.is(props.translations.modal.startScreen.favoriteSearchesTitle, 'Favorite');
  assert.is(props.translations.modal.errorScreen.titleText, 'Unable to fetch results');
});

params('the search client DocSearch builds is kept for Algolia, and counts hits per query', async () => {
  const site = siteData(true);
  const calls: unknown[] = [];
  const algoliaClient = { addAlgoliaAgent: () => {}, transporter: {}, search: async (args: unknown) => (calls.push(args), { results: [{ nbHits: 7, hits: [] }] }) };
  const props = docSearchProps({ config: searchConfig(site)!, facetFilters: undefined, initialQuery: '', localClient: null, navigate: () => {}, closeModal: () => {}, onClose: () => {} }) as any;
  const client = props.transformSearchClient(algoliaClient);
  const response = await client.search({ requests: [{ indexName: 'docsite', query: 'cli' }] });
  assert.is(calls.length, 1);
  assert.is(response.results[0].nbHits, 7);
});

const request = suite('algoliaQueriesRequest');

request('posts every query to the application search host, credentials in the query string', async () => {
  const { url, init } = algoliaQueriesRequest({ appId: 'X1Z85QJPUV', apiKey: 'search-only-key' }, [{ indexName: 'docsite', query: 'cli', facetFilters: ['language:en'] }]);
  assert.is(url, 'https://X1Z85QJPUV-dsn.algolia.net/1/indexes/*/queries?x-algolia-api-key=search-only-key&x-algolia-application-id=X1Z85QJPUV');
  assert.is(init.method, 'POST');
  assert.equal(JSON.parse(init.body as string), { requests: [{ indexName: 'docsite', query: 'cli', facetFilters: ['language:en'] }] });
  const seen: string[] = [];
  const client = createAlgoliaSearchClient({ appId: 'A', apiKey: 'k' }, async (u) => (seen.push(String(u)), new Response(JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }))));
  assert.equal((await client.search({ requests: [{ indexName: 'i', query: 'q' }] })).results[0].nbHits, 0);
  assert.ok(seen[0].startsWith('https://A-dsn.algolia.net/'));
});

const plugin = suite('search plugin with Algolia');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-search-algolia-'));
plugin.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

plugin('preconnects to Algolia, builds no local index and adds the page facets for the crawler', async () => {
  const context = createLoadContext(tmp, siteConfig);
  const p = searchPlugin(context, {});
  assert.equal(p.injectHtmlTags!({ content: undefined }).headTags, [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://X1Z85QJPUV-dsn.algolia.net', crossorigin: true } }]);
  let globalData: any;
  const routes: RouteConfig[] = [];
  await p.contentLoaded!({ content: undefined, allContent: {}, actions: { addRoute: (r) => routes.push(r), createData: async () => '', setGlobalData: (d) => (globalData = d) } });
  assert.equal(routes, [{ path: '/search/', component: '@theme/SearchPage', exact: true, metadata: { noIndex: true } }]);
  assert.is(globalData.provider, 'algolia');
  assert.is(globalData.manifestUrl, undefined);
  const outDir = path.join(tmp, 'build');
  fs.mkdirSync(path.join(outDir, 'guide'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'guide/index.html'), '<html><head><title>Guide</title></head><body><main><h1>Guide</h1></main></body></html>');
  const pageRoutes: RouteConfig[] = [{ path: '/guide/', component: '@theme/MDXPage', metadata: { sourceFilePath: '/x/guide.md' }, context: { plugin: 'pages@default' } }];
  await p.postBuild!({ outDir, content: undefined, routes: pageRoutes, pages: [{ path: '/guide/', file: 'guide/index.html', title: 'Guide', links: [], anchors: [], noIndex: false }], siteConfig });
  assert.match(fs.readFileSync(path.join(outDir, 'guide/index.html'), 'utf8'), '<meta name="docsearch:language" content="en"><meta name="docsearch:docsite_tag" content="default">\n</head>');
  assert.not.ok(fs.existsSync(path.join(outDir, 'search-index.json')));
  assert.not.ok(fs.existsSync(path.join(outDir, 'assets/search')));
  assert.ok(fs.readdirSync(path.join(outDir, 'assets/css')).some((f) => f.startsWith('docsearch.')), 'the modal stylesheet is still written');
});

plugin('without Algolia settings, nothing points at Algolia', () => {
  const local = validateConfig({ title: 'Site', url: 'https://docs.example.com' }, 'site.config.ts');
  const p = searchPlugin(createLoadContext(tmp, local), {});
  assert.equal(p.injectHtmlTags!({ content: undefined }), {});
});

plugin('reports unknown and invalid options together', () => {
  const local = validateConfig({ title: 'Site', url: 'https://docs.example.com' }, 'site.config.ts');
  assert.throws(() => searchPlugin(createLoadContext(tmp, local), { searchPage: 'find', contextualSearch: 'yes' } as any), (e: Error & { details?: string[] }) => {
    assert.is(e.message, 'plugins ("search", id "default"): 2 invalid search plugin options.');
    return true;
  });
});

urls.run();
params.run();
request.run();
plugin.run();
