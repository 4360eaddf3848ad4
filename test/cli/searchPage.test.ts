// The search page's data: its filters as facet filters, hits grouped by page, labels.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { expandShard } from '../../src/theme/SearchIndex/engine.ts';
import type { SearchHit } from '../../src/theme/SearchIndex/types.ts';
import { groupHitsByPage, searchPageFacetFilters, searchQueryString, statusText, versionLabel } from '../../src/theme/SearchPage/searchPageData.ts';

const page = suite('search page data');

page('the area and version filters become facet filters, merged with the configured ones', () => {
  const versions = { default: '3.3.2', community: 'current' };
  assert.equal(searchPageFacetFilters('en', { area: 'all', versions }), ['language:en', ['docsite_tag:default', 'docsite_tag:docs-default-3.3.2', 'docsite_tag:docs-community-current']]);
  assert.equal(searchPageFacetFilters('en', { area: 'docs', versions: { default: '3.3.2' } }), ['language:en', ['docsite_tag:docs-default-3.3.2']]);
  assert.equal(searchPageFacetFilters('en', { area: 'other', versions }, ['type:content']), ['language:en', ['docsite_tag:default'], 'type:content']);
});

page('hits are grouped by page in the order of each page best hit', () => {
  const records = expandShard({
    tag: 'docs-default-current',
    language: 'en',
    pages: [
      ['/docs/a/', 'Guides', 'Alpha'],
      ['/docs/b/', 'Guides', 'Beta'],
    ],
    sections: [
      [1, 'one', 'One', '', 'Beta text.'],
      [0, '', '', '', 'Alpha text.'],
      [1, 'two', 'One', 'Two', 'More beta.'],
    ],
  });
  const hits = records.map((r) => ({ ...r, _highlightResult: { hierarchy: { lvl1: { value: `<mark>${r.hierarchy.lvl1}</mark>` } } }, _snippetResult: { content: { value: r.content } } })) as unknown as SearchHit[];
  assert.equal(groupHitsByPage(hits), [
    {
      url: '/docs/b/',
      title: '<mark>Beta</mark>',
      lvl0: 'Guides',
      tags: ['docs-default-current'],
      sections: [
        { url: '/docs/b/#one', heading: 'One', snippet: 'Beta text.' },
        { url: '/docs/b/#two', heading: 'Two', snippet: 'More beta.' },
      ],
    },
    { url: '/docs/a/', title: '<mark>Alpha</mark>', lvl0: 'Guides', tags: ['docs-default-current'], sections: [{ url: '/docs/a/', heading: null, snippet: 'Alpha text.' }] },
  ]);
});

page('labels: the docs version of a hit, the status line, the query string', () => {
  const docs = {
    default: {
      path: '/docs/',
      versions: [
        { name: 'current', label: 'Canary', path: '/docs/next/', isLast: false, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
        { name: '2.0.0', label: '2.0.0', path: '/docs/', isLast: true, mainDocId: 'intro', docs: [], sidebars: {}, draftIds: [] },
      ],
    },
  };
  assert.is(versionLabel(['docs-default-current'], docs), 'Canary');
  assert.is(versionLabel(['default'], docs), null);
  assert.is(statusText('done', 3, 2), '3 sections found on 2 pages');
  assert.is(statusText('done', 1, 1), '1 section found on 1 page');
  assert.is(statusText('done', 0, 0), 'No results were found');
  assert.is(statusText('error', 0, 0, 'HTTP 500'), 'Unable to fetch results: HTTP 500');
  assert.is(searchQueryString('a b&c'), '?q=a%20b%26c');
  assert.is(searchQueryString(''), '');
});

page('a hit without highlight results (Algolia can send none) has its title and heading escaped, as they land in HTML', () => {
  const payload = '<img src=x onerror=alert(1)>';
  const hit = {
    objectID: '1',
    url: '/docs/x/#y',
    url_without_anchor: '/docs/x/',
    hierarchy: { lvl0: 'Docs', lvl1: payload, lvl2: `${payload} 2`, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    type: 'lvl2',
  } as unknown as SearchHit;
  const [result] = groupHitsByPage([hit]);
  assert.is(result.title, '&lt;img src=x onerror=alert(1)&gt;');
  assert.is(result.sections[0].heading, '&lt;img src=x onerror=alert(1)&gt; 2');
});

page.run();
