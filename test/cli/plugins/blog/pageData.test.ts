// What blog pages read: post metadata, newer/older links, the sidebar, the tags and authors indexes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { authorsListData, postMetadata, postNeighbours, postsByAuthor, sidebarData, tagsListData } from '../../../../src/cli/plugins/blog/pageData.ts';
import { groupTags } from '../../../../src/cli/plugins/blog/tags.ts';
import { fakePost } from './helpers.ts';

const day = (d: string) => new Date(`${d}T00:00:00Z`);
const a = fakePost({ permalink: '/a', title: 'A', date: day('2024-01-03'), authors: [{ key: 'team', name: 'Team' }], tags: [{ label: 'x', permalink: '/tags/x/', inline: true }] });
const b = fakePost({ permalink: '/b', title: 'B', date: day('2024-01-02'), unlisted: true, authors: [{ key: 'team', name: 'Team' }] });
const c = fakePost({ permalink: '/c', title: 'C', date: day('2024-01-01'), authors: [{ name: 'Inline' }], frontMatter: { keywords: ['k'], hide_table_of_contents: true }, analysis: { marker: { start: 0, end: 1, text: 'x' } } });

const data = suite('blog page data');

data('post metadata is plain JSON without build-only fields', () => {
  assert.equal(postMetadata(c), {
    permalink: '/c',
    title: 'C',
    description: '',
    date: '2024-01-01T00:00:00.000Z',
    formattedDate: '2024-01-01',
    authors: [{ name: 'Inline' }],
    tags: [],
    hasTruncateMarker: true,
    unlisted: false,
    frontMatter: { keywords: ['k'], hide_table_of_contents: true },
  });
  assert.equal(postMetadata(a).tags, [{ label: 'x', permalink: '/tags/x/' }], 'no "inline" flag');
});

data('newer and older links skip unlisted posts, which get none', () => {
  const n = postNeighbours([a, b, c]);
  assert.equal(n.get(a), { nextItem: { title: 'C', permalink: '/c' } });
  assert.equal(n.get(c), { prevItem: { title: 'A', permalink: '/a' } });
  assert.is(n.get(b), undefined);
  assert.equal(postNeighbours([c, a]).get(a), { nextItem: { title: 'C', permalink: '/c' } }, 'by date, whatever the list order');
});

data("the sidebar lists the first N listed posts, or all with 'ALL'", () => {
  assert.equal(sidebarData([a, b, c], { title: 'Recent', count: 1 }), { title: 'Recent', items: [{ title: 'A', permalink: '/a', date: '2024-01-03T00:00:00.000Z', unlisted: false }] });
  assert.is(sidebarData([a, b, c], { title: 'All', count: 'ALL' }).items.length, 2);
});

data('the tags index counts listed posts and hides tags only unlisted posts carry', () => {
  const t = (label: string) => ({ label, permalink: `/tags/${label}/`, inline: false });
  const posts = [fakePost({ permalink: '/1', tags: [t('x')] }), fakePost({ permalink: '/2', tags: [t('x')] }), fakePost({ permalink: '/3', tags: [t('y')], unlisted: true })];
  assert.equal(tagsListData(groupTags(posts)), { tags: [{ label: 'x', permalink: '/tags/x/', count: 2 }] });
});

data('authors with a page, in file order, with their listed posts', () => {
  const map = { writer: { key: 'writer', name: 'W', page: { permalink: '/authors/writer/' } }, team: { key: 'team', name: 'Team', page: { permalink: '/authors/team/' } }, quiet: { key: 'quiet', name: 'Q' } };
  const byAuthor = postsByAuthor([a, b, c], map);
  assert.equal(byAuthor.get('team')!.map((p) => p.title), ['A']);
  assert.equal(authorsListData(map, byAuthor).authors.map((x) => [x.key, x.count]), [['writer', 0], ['team', 1]]);
  assert.equal(authorsListData(null, new Map()), { authors: [] });
});

data.run();
