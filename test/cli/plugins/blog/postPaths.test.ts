// Post file names, dates and permalinks: the rules Docusaurus blogs are written against.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { absoluteUrl, blogPaths, fileNameDate, formatPostDate, frontMatterDate, impossibleDate, isPostFile, parseBlogFileName, postPermalink } from '../../../../src/cli/plugins/blog/postPaths.ts';

const fileName = suite('parseBlogFileName');

fileName('reads the date and name of every dated layout', () => {
  for (const file of ['2021-05-12-hello.md', '2021-05-12-hello.mdx', '2021/05-12-hello.mdx', '2021/05/12/hello.md', '2021-05-12-hello/index.mdx', '2021/05/12/hello/index.md']) {
    const parsed = parseBlogFileName(file);
    assert.is(parsed.slug, '/2021/05/12/hello', file);
    assert.is(parsed.text, 'hello', file);
  }
  assert.is(parseBlogFileName('2021/05-12-hello.mdx').dateText, '2021/05-12');
});

fileName('moves folders before the date after it, as Docusaurus does', () => {
  assert.equal(parseBlogFileName('demo/2020-08-03-second-blog-intro.md'), { dateText: '2020-08-03', text: 'second-blog-intro', slug: '/2020/08/03/demo/second-blog-intro' });
});

fileName('uses the path itself when there is no date', () => {
  assert.equal(parseBlogFileName('releases/3.4/index.mdx'), { text: 'releases/3.4', slug: '/releases/3.4' });
  assert.equal(parseBlogFileName('hello-world.md'), { text: 'hello-world', slug: '/hello-world' });
});

fileName('gives a file named only by a date the date as its URL', () => {
  assert.equal(parseBlogFileName('2023-08-05.mdx'), { dateText: '2023-08-05', text: '', slug: '/2023/08/05/' });
});

fileName.run();

const files = suite('isPostFile');

files('takes Markdown files, not partials, helpers or data', () => {
  assert.ok(isPostFile('2021-05-12-hello.md'));
  assert.ok(isPostFile('a/b/index.mdx'));
  assert.not.ok(isPostFile('_partial.md'));
  assert.not.ok(isPostFile('_drafts/2021-05-12-x.md'));
  assert.not.ok(isPostFile('authors.yml'));
  assert.not.ok(isPostFile('2021/Note.tsx'));
});

files.run();

const dates = suite('post dates');

dates('reads a file name date as UTC midnight', () => {
  assert.equal(fileNameDate('2021/05-12'), { date: new Date('2021-05-12T00:00:00Z') });
  assert.equal(fileNameDate('2024-2-29'), { date: new Date('2024-02-29T00:00:00Z') });
});

dates('says why a file name date is impossible', () => {
  assert.equal(fileNameDate('2023-02-30'), { problem: '2023-02-30 is not a date (February 2023 has 28 days)' });
  assert.equal(fileNameDate('2023-13-01'), { problem: '2023-13-01 is not a date (there is no month 13)' });
  assert.is(impossibleDate(2024, 2, 29), null);
  assert.is(impossibleDate(2023, 4, 31), 'April 2023 has 30 days');
  assert.is(impossibleDate(2023, 1, 0), 'January 2023 has 31 days');
});

dates('reads front matter dates: days, date-times, zones, YAML dates', () => {
  assert.equal(frontMatterDate('2024-05-31'), { date: new Date('2024-05-31T00:00:00Z') });
  assert.equal(frontMatterDate('2024-05-31T20:00'), { date: new Date('2024-05-31T20:00:00Z') });
  assert.equal(frontMatterDate('2024-05-31 20:00:30.5'), { date: new Date('2024-05-31T20:00:30.500Z') });
  assert.equal(frontMatterDate('2024-05-31T20:00:00+02:00'), { date: new Date('2024-05-31T18:00:00Z') });
  assert.equal(frontMatterDate('2024-05-31T20:00:00-0130'), { date: new Date('2024-05-31T21:30:00Z') });
  assert.equal(frontMatterDate(new Date('2020-01-07T00:00:00Z')), { date: new Date('2020-01-07T00:00:00Z') });
});

dates('says what a front matter date should look like, or why it is impossible', () => {
  assert.equal(frontMatterDate('yesterday'), { problem: 'a date such as 2024-05-31 or 2024-05-31T20:00' });
  assert.equal(frontMatterDate(20240531), { problem: 'a date such as 2024-05-31 or 2024-05-31T20:00' });
  assert.equal(frontMatterDate('2023-02-30'), { problem: 'a real date (February 2023 has 28 days)' });
  assert.equal(frontMatterDate('2023-02-03T25:00'), { problem: 'a real date (the time is out of range)' });
});

dates('formats dates for readers in the site locale, in UTC', () => {
  assert.is(formatPostDate(new Date('2024-05-31T23:30:00Z'), 'en'), 'May 31, 2024');
  assert.is(formatPostDate(new Date('2024-05-31T00:00:00Z'), 'fr'), '31 mai 2024');
});

dates.run();

const permalinks = suite('postPermalink and blogPaths');

permalinks('joins the blog root and the slug, with the trailing-slash rule', () => {
  assert.is(postPermalink('/blog/', '/2021/05/12/hello', true), '/blog/2021/05/12/hello/');
  assert.is(postPermalink('/blog', '/2021/05/12/hello', false), '/blog/2021/05/12/hello');
  assert.is(postPermalink('/blog/', 'preparing-for-v3', true), '/blog/preparing-for-v3/', 'a front matter slug is relative to the blog root');
  assert.is(postPermalink('/tests/blog/', '/x/y/z.html', true), '/tests/blog/x/y/z.html', 'a .html slug takes no slash');
  assert.is(postPermalink('/blog/', '/2023/08/05/', false), '/blog/2023/08/05');
});

permalinks('places the fixed pages under the blog root, baseUrl included', () => {
  const o = { routeBasePath: 'blog', tagsBasePath: 'tags', authorsBasePath: 'authors', archiveBasePath: 'archive' };
  assert.equal(blogPaths('/', o, true), { blogBasePath: '/blog/', tagsListPath: '/blog/tags/', authorsListPath: '/blog/authors/', archivePath: '/blog/archive/' });
  assert.equal(blogPaths('/site/', { ...o, archiveBasePath: null }, false), { blogBasePath: '/site/blog', tagsListPath: '/site/blog/tags', authorsListPath: '/site/blog/authors' });
  assert.is(blogPaths('/', { ...o, routeBasePath: '' }, true).blogBasePath, '/');
});

permalinks('makes URLs absolute: site paths get the baseUrl, relative ones the page', () => {
  const o = { siteUrl: 'https://example.com', baseUrl: '/site/', pageUrl: 'https://example.com/site/blog/2024/01/01/a/' };
  assert.is(absoluteUrl('/img/a.png', o), 'https://example.com/site/img/a.png');
  assert.is(absoluteUrl('/site/img/a.png', o), 'https://example.com/site/img/a.png');
  assert.is(absoluteUrl('./img/a.png', o), 'https://example.com/site/blog/2024/01/01/a/img/a.png');
  assert.is(absoluteUrl('https://cdn.example.org/a.png', o), 'https://cdn.example.org/a.png');
});

permalinks.run();
