// Pagination: page counts, URLs of page N, and the links between pages.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagePermalink, paginate } from '../../../../src/cli/plugins/blog/pagination.ts';

const pages = suite('paginate');
const items = Array.from({ length: 23 }, (_, i) => i);
const o = { postsPerPage: 5, basePath: '/blog/', pageBasePath: 'page', trailingSlash: true } as const;

pages('splits 23 posts five a page into 5 pages, the last with 3', () => {
  const result = paginate(items, o);
  assert.is(result.length, 5);
  assert.equal(result.map((p) => p.items.length), [5, 5, 5, 5, 3]);
  assert.equal(result.map((p) => p.metadata.permalink), ['/blog/', '/blog/page/2/', '/blog/page/3/', '/blog/page/4/', '/blog/page/5/']);
  assert.equal(result[0].metadata, { page: 1, totalPages: 5, totalCount: 23, postsPerPage: 5, permalink: '/blog/', nextPage: '/blog/page/2/' });
  assert.equal(result[4].metadata.previousPage, '/blog/page/4/');
  assert.is(result[4].metadata.nextPage, undefined);
});

pages("puts everything on one page with 'ALL', and keeps one page for an empty list", () => {
  const all = paginate(items, { ...o, postsPerPage: 'ALL' });
  assert.equal([all.length, all[0].items.length, all[0].metadata.postsPerPage], [1, 23, 23]);
  const empty = paginate([], o);
  assert.equal([empty.length, empty[0].items, empty[0].metadata.totalPages], [1, [], 1]);
});

pages('follows the trailing-slash rule and any page base path', () => {
  assert.is(pagePermalink('/blog/authors/team/', 'authors', 2, true), '/blog/authors/team/authors/2/');
  assert.is(pagePermalink('/blog/tags/release', 'page', 3, false), '/blog/tags/release/page/3');
  assert.is(pagePermalink('/blog', 'page', 1, false), '/blog');
  assert.equal(paginate([1, 2, 3], { ...o, postsPerPage: 2, basePath: '/changelog', trailingSlash: false }).map((p) => p.metadata.permalink), ['/changelog', '/changelog/page/2']);
});

pages.run();
