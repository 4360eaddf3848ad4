// The archive: listed posts by year, newest year and post first.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { archiveData } from '../../../../src/cli/plugins/blog/archive.ts';
import { fakePost } from './helpers.ts';

const archive = suite('archiveData');

archive('groups listed posts by year, newest first, whatever the list order', () => {
  const posts = [
    fakePost({ permalink: '/old', date: new Date('2020-01-07T00:00:00Z'), title: 'Old' }),
    fakePost({ permalink: '/new', date: new Date('2024-05-31T00:00:00Z'), title: 'New', formattedDate: 'May 31, 2024' }),
    fakePost({ permalink: '/mid', date: new Date('2024-01-05T00:00:00Z'), title: 'Mid' }),
    fakePost({ permalink: '/hidden', date: new Date('2022-01-01T00:00:00Z'), unlisted: true }),
  ];
  const data = archiveData(posts);
  assert.equal(data.years.map((y) => [y.year, y.posts.map((p) => p.title)]), [['2024', ['New', 'Mid']], ['2020', ['Old']]]);
  assert.equal(data.years[0].posts[0], { title: 'New', permalink: '/new', date: '2024-05-31T00:00:00.000Z', formattedDate: 'May 31, 2024' });
});

archive('is empty for a blog without listed posts', () => {
  assert.equal(archiveData([]), { years: [] });
});

archive.run();
