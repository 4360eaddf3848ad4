// The changelog's changes to its blog's routes: its own components, no excerpts on lists, the list page of each entry.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogPost } from '../../../src/cli/plugins/blog/types.ts';
import { changelogRoute, listPageLinks } from '../../../src/cli/plugins/changelog/routes.ts';

const links = suite('listPageLinks');

const posts = (n: number) => Array.from({ length: n }, (_, i) => ({ permalink: `/changelog/1.0.${n - i}/`, unlisted: false }) as BlogPost);

links('maps each entry to the list page that shows it', () => {
  const map = listPageLinks(posts(45), { postsPerPage: 20, basePath: '/changelog/', pageBasePath: 'page', trailingSlash: true });
  assert.is(map.get('/changelog/1.0.45/'), '/changelog/');
  assert.is(map.get('/changelog/1.0.26/'), '/changelog/');
  assert.is(map.get('/changelog/1.0.25/'), '/changelog/page/2/');
  assert.is(map.get('/changelog/1.0.1/'), '/changelog/page/3/');
  assert.is(listPageLinks(posts(45), { postsPerPage: 'ALL', basePath: '/changelog', pageBasePath: 'page', trailingSlash: false }).get('/changelog/1.0.1/'), '/changelog');
});

const route = suite('changelogRoute');

route('renders list pages with ChangelogList and without the excerpt modules', () => {
  const r = changelogRoute({ path: '/changelog/', component: '@theme/BlogListPage', modules: { sidebar: 's.json', page: 'p.json', content0: 'a.md', content1: 'b.md' }, props: { blogMetadata: {} } }, new Map());
  assert.equal(r, { path: '/changelog/', component: '@theme/ChangelogList', modules: { sidebar: 's.json', page: 'p.json' }, props: { blogMetadata: {} } });
});

route('renders entries with ChangelogPage and tells them their list page', () => {
  const r = changelogRoute({ path: '/changelog/V2 Changelog/', component: '@theme/BlogPostPage', modules: { content: 'v2.md' }, props: { blogMetadata: {} } }, new Map([['/changelog/V2 Changelog/', '/changelog/page/2/']]));
  assert.equal(r, { path: '/changelog/V2 Changelog/', component: '@theme/ChangelogPage', modules: { content: 'v2.md' }, props: { blogMetadata: {}, listPageLink: '/changelog/page/2/' } });
});

route('leaves the authors pages to the blog components', () => {
  const authors = { path: '/changelog/authors/', component: '@theme/BlogAuthorsListPage', modules: {} };
  assert.is(changelogRoute(authors, new Map()), authors);
});

links.run();
route.run();
