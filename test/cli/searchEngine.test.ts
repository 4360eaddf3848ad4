// The local search engine on a small fixed corpus: ranking (titles before mentions in passing),
// prefix, typo tolerance, stemming, facet filters, and the DocSearch hit shape it returns.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createSearchEngine, expandShard } from '../../src/theme/SearchIndex/engine.ts';
import { contextualFacetFilters, contextualTags, matchesFacetFilters, mergeFacetFilters } from '../../src/theme/SearchIndex/facets.ts';
import { highlight, snippet } from '../../src/theme/SearchIndex/highlight.ts';
import { stem } from '../../src/theme/SearchIndex/stemmer.ts';
import type { ShardData } from '../../src/theme/SearchIndex/types.ts';

const current: ShardData = {
  tag: 'docs-default-current',
  language: 'en',
  pages: [
    ['/docs/deployment/', 'Guides', 'Deployment'],
    ['/docs/configuration/', 'Guides', 'Configuration'],
    ['/docs/installation/', 'Guides', 'Installation'],
    ['/docs/caching/', 'Guides', 'Caching'],
  ],
  sections: [
    [0, '', '', '', 'Copy the built folder to any static host.'],
    [0, 'hosting-providers', 'Hosting providers', '', 'Any host that serves files works.'],
    [1, '', '', '', 'The configuration file lives at the root of the site.'],
    [1, 'options', 'Options', '', 'Every option has a default. Deployment targets are set elsewhere.'],
    [1, 'output-folder', 'Options', 'Output folder', 'The output folder holds the built pages.'],
    [2, '', '', '', 'Install the package with npm and start the development server.'],
    [2, 'installing-with-npm', 'Installing with npm', '', 'Run npm install fixture in your project folder.'],
    [3, '', '', '', 'Hashed files are cached for a year; pages revalidate on every visit.'],
    [3, 'cache-headers', 'Cache headers', '', 'A host should send long cache headers for hashed assets.'],
  ],
};
const old: ShardData = {
  tag: 'docs-default-1.0.0',
  language: 'en',
  pages: [['/docs/1.0.0/legacy-loader/', 'Guides', 'Legacy loader']],
  sections: [
    [0, '', '', '', 'Version one loaded pages through the legacy loader.'],
    [0, 'the-orrery-mode', 'The orrery mode', '', 'The orrery mode rotates every page. Deployment was manual.'],
  ],
};
const blog: ShardData = {
  tag: 'default',
  language: 'en',
  pages: [['/blog/2024/03/10/welcome/', 'Blog', 'Welcome to the blog']],
  sections: [[0, '', '', '', 'The blog announces every deployment of a release.']],
};

const engine = createSearchEngine();
await engine.add([...expandShard(current), ...expandShard(old), ...expandShard(blog)]);
const search = (query: string, extra: Record<string, unknown> = {}) => engine.search({ indexName: 'docsite', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra });
const urls = (query: string, extra?: Record<string, unknown>) => search(query, extra).hits.map((h) => h.url);

const ranking = suite('createSearchEngine: ranking');

ranking('a page whose title matches comes before pages that mention the word in passing', () => {
  const hits = search('deployment').hits;
  assert.is(hits[0].url, '/docs/deployment/');
  assert.is(hits[0].type, 'lvl1');
  const passing = hits.findIndex((h) => h.url === '/docs/configuration/#options');
  assert.ok(passing > 0, 'the mention in passing is found too, lower');
  assert.is(hits[passing].type, 'content');
});

ranking('a section heading outranks body text', () => {
  assert.is(urls('host')[0], '/docs/deployment/#hosting-providers');
});

ranking('the last word matches as a prefix, as the reader types', () => {
  assert.is(urls('deplo')[0], '/docs/deployment/');
  assert.is(urls('conf')[0], '/docs/configuration/');
});

ranking('a typo in a longer word still finds it', () => {
  assert.is(urls('configuraton')[0], '/docs/configuration/');
  assert.is(urls('instalation')[0].startsWith('/docs/installation/'), true);
});

ranking('a word matches other forms of it through its English stem', () => {
  assert.is(urls('caches')[0], '/docs/caching/', '"caches" finds the page titled "Caching"');
  assert.ok(urls('installing').includes('/docs/installation/'), '"installing" finds "Install the package"');
});

ranking('every word must match; a query no section matches whole falls back to any word', () => {
  assert.is(urls('configuration options')[0], '/docs/configuration/#options');
  assert.ok(search('configuration zebra').nbHits > 0, 'no section has both words: sections with one are listed');
  assert.is(search('zebra').nbHits, 0);
});

const shape = suite('createSearchEngine: hits');

shape('hits carry the DocSearch record shape with highlighted hierarchy and snippet', () => {
  const hit = search('deployment').hits.find((h) => h.url === '/docs/configuration/#options')!;
  assert.equal(hit.hierarchy, { lvl0: 'Guides', lvl1: 'Configuration', lvl2: 'Options', lvl3: null, lvl4: null, lvl5: null, lvl6: null });
  assert.is(hit.url_without_anchor, '/docs/configuration/');
  assert.is(hit.anchor, 'options');
  assert.equal(hit.docsite_tag, ['docs-default-current']);
  assert.is(hit.language, 'en');
  assert.is(hit._snippetResult.content.value, 'Every option has a default. <mark>Deployment</mark> targets are set elsewhere.');
  assert.is(hit._highlightResult.hierarchy.lvl1.value, 'Configuration');
  const title = search('deployment').hits[0];
  assert.is(title._highlightResult.hierarchy.lvl1.value, '<mark>Deployment</mark>');
  assert.is(title._highlightResult.hierarchy.lvl1.matchLevel, 'full');
});

shape('nbHits counts every match; hitsPerPage and page slice them', () => {
  const all = search('the');
  const first = search('the', { hitsPerPage: 2, page: 0 });
  const second = search('the', { hitsPerPage: 2, page: 1 });
  assert.is(first.nbHits, all.nbHits);
  assert.is(first.nbPages, Math.ceil(all.nbHits / 2));
  assert.equal([...first.hits, ...second.hits].map((h) => h.objectID), all.hits.slice(0, 4).map((h) => h.objectID));
});

const filters = suite('facet filters');

filters('contextual filters keep the current docs version and everything untagged by a version', () => {
  const facetFilters = contextualFacetFilters('en', ['default', 'docs-default-current']);
  assert.equal(facetFilters, ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-current']]);
  assert.equal(urls('orrery', { facetFilters }), []);
  assert.equal(urls('orrery', { facetFilters: contextualFacetFilters('en', ['default', 'docs-default-1.0.0']) }), ['/docs/1.0.0/legacy-loader/#the-orrery-mode']);
  const deployment = urls('deployment', { facetFilters });
  assert.ok(deployment.includes('/blog/2024/03/10/welcome/'), 'the blog is always searchable');
  assert.not.ok(deployment.some((u) => u.startsWith('/docs/1.0.0/')));
});

filters('Algolia semantics: entries AND, nested lists OR, a leading minus negates, unknown attributes fail', () => {
  const record = { docsite_tag: ['default'], language: 'en' };
  assert.ok(matchesFacetFilters(record, ['language:en', ['docsite_tag:x', 'docsite_tag:default']]));
  assert.not.ok(matchesFacetFilters(record, ['language:fr']));
  assert.ok(matchesFacetFilters(record, ['docsite_tag:-docs-default-1.0.0']));
  assert.not.ok(matchesFacetFilters(record, 'docsite_tag:-default'));
  assert.not.ok(matchesFacetFilters(record, ['type:lvl1']));
  assert.ok(matchesFacetFilters(record, ['type:lvl1'], true), 'shard selection lets unknown attributes pass');
  assert.equal(mergeFacetFilters('language:en', ['type:content']), ['language:en', 'type:content']);
});

filters('the version searched: the page being read, else the preferred one, else the latest', () => {
  const docs = {
    default: {
      path: '/docs/',
      versions: [
        { name: 'current', label: 'Canary', path: '/docs/next/', isLast: false, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
        { name: '2.0.0', label: '2.0.0', path: '/docs/', isLast: true, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
        { name: '1.0.0', label: '1.0.0', path: '/docs/1.0.0/', isLast: false, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
      ],
    },
  };
  assert.equal(contextualTags({ docs, pathname: '/docs/1.0.0/intro/', preferredVersions: {} }), ['default', 'docs-default-1.0.0']);
  assert.equal(contextualTags({ docs, pathname: '/docs/next/intro/', preferredVersions: { default: '1.0.0' } }), ['default', 'docs-default-current']);
  assert.equal(contextualTags({ docs, pathname: '/blog/', preferredVersions: { default: '1.0.0' } }), ['default', 'docs-default-1.0.0']);
  assert.equal(contextualTags({ docs, pathname: '/blog/', preferredVersions: {} }), ['default', 'docs-default-2.0.0']);
});

const text = suite('stem, highlight, snippet');

text("stem follows Porter's algorithm", () => {
  const cases = { caresses: 'caress', ponies: 'poni', agreed: 'agre', hopping: 'hop', relational: 'relat', generalization: 'gener', adjustment: 'adjust', installation: 'instal', configuration: 'configur', searching: 'search', indexes: 'index', at: 'at' };
  assert.equal(Object.fromEntries(Object.keys(cases).map((w) => [w, stem(w)])), cases);
});

text('highlight escapes HTML and wraps matched words', () => {
  const o = { isMatch: (w: string) => w.toLowerCase() === 'tag', preTag: '<mark>', postTag: '</mark>' };
  assert.equal(highlight('A <Tag> & a tag', o), { value: 'A &lt;<mark>Tag</mark>&gt; &amp; a <mark>tag</mark>', matchLevel: 'partial', matchedWords: [] });
  assert.is(highlight('nothing here', o).matchLevel, 'none');
});

text('snippet keeps a window of words around the first match, with ellipses where text was cut', () => {
  const words = Array.from({ length: 40 }, (_, i) => `w${i}`);
  words[20] = 'needle';
  const o = { isMatch: (w: string) => w === 'needle', preTag: '[', postTag: ']', words: 9, ellipsis: '…' };
  assert.is(snippet(words.join(' '), o).value, '…w17 w18 w19 [needle] w21 w22 w23 w24 w25…');
  assert.is(snippet('short text', o).value, 'short text');
});

ranking.run();
shape.run();
filters.run();
text.run();
