// Posts loaded from a blog folder: permalinks, titles, dates, visibility, and every problem at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { createPost, loadPosts, type CreatePostInput } from '../../../../src/cli/plugins/blog/loadPosts.ts';
import { validateBlogOptions } from '../../../../src/cli/plugins/blog/options.ts';

const options = validateBlogOptions({}, 'x');
const base: Omit<CreatePostInput, 'relativePath' | 'source' | 'text'> = {
  fileDate: new Date('2000-01-01T00:00:00Z'),
  options,
  blogBasePath: '/blog/',
  tagsListPath: '/blog/tags/',
  tagsFile: null,
  authorsMap: { team: { key: 'team', name: 'Team' } },
  blogDirPath: 'content/blog',
  trailingSlash: true,
  isDev: false,
  locale: 'en',
  markdownFormat: 'mdx',
};
const create = (relativePath: string, text: string, over: Partial<CreatePostInput> = {}) => createPost({ ...base, relativePath, source: `/site/content/blog/${relativePath}`, text, ...over });
const post = (relativePath: string, text: string, over: Partial<CreatePostInput> = {}) => {
  const r = create(relativePath, text, over);
  if (!('post' in r)) throw new Error(JSON.stringify(r.problems));
  return r.post;
};

const one = suite('createPost');

one('dates the post from its file name and gives it a dated permalink', () => {
  const p = post('2021-05-12-hello.md', '---\ntitle: Hello\n---\nText.');
  assert.is(p.permalink, '/blog/2021/05/12/hello/');
  assert.equal(p.date, new Date('2021-05-12T00:00:00Z'));
  assert.is(p.formattedDate, 'May 12, 2021');
  assert.is(p.description, 'Text.');
});

one('lets front matter set the date and the slug', () => {
  const p = post('releases/3.4/index.mdx', '---\ntitle: R\ndate: 2024-05-31\n---\n');
  assert.equal([p.permalink, p.date.toISOString()], ['/blog/releases/3.4/', '2024-05-31T00:00:00.000Z']);
  const q = post('2023-09-29-long-name.md', '---\ntitle: Q\nslug: preparing-for-v3\ndate: 2023-09-30T10:00\n---\n');
  assert.equal([q.permalink, q.date.toISOString()], ['/blog/preparing-for-v3/', '2023-09-30T10:00:00.000Z']);
  assert.equal(post('x.md', '# X').date, base.fileDate, 'no date anywhere: the file time');
});

one('takes the title from front matter, else the leading h1, else the file name or date', () => {
  assert.is(post('2022-01-24-recap.md', '# Our *recap*\n\nA year.').title, 'Our recap');
  assert.is(post('2022-01-24-recap.md', '---\ntitle: Given\n---\n# Heading\n').title, 'Given');
  assert.is(post('2022-01-24-plain-name.md', 'Text').title, 'plain-name');
  assert.is(post('2023-08-05.mdx', 'Text').title, 'August 5, 2023');
  assert.is(post('2022-01-24-recap.md', '# Our recap\n\nA year.').description, 'A year.', 'the title is not the description');
});

one('resolves authors and tags, and notes the truncate marker', () => {
  const p = post('2021-01-01-a.md', '---\nauthors: [team, {name: Guest}]\ntags: [release]\n---\nIntro\n\n<!-- truncate -->\n\nMore');
  assert.equal(p.authors, [{ key: 'team', name: 'Team' }, { name: 'Guest' }]);
  assert.equal(p.tags, [{ label: 'release', permalink: '/blog/tags/release/', inline: false }]);
  assert.is(p.analysis.marker?.text, '<!-- truncate -->');
  assert.ok(p.isMdx);
  assert.is(p.readingTime, 2 / 200);
});

one('keeps drafts and unlisted posts out of production only', () => {
  const text = '---\ndraft: true\nunlisted: true\n---\n';
  assert.equal([post('2021-01-01-a.md', text).draft, post('2021-01-01-a.md', text).unlisted], [true, true]);
  assert.equal([post('2021-01-01-a.md', text, { isDev: true }).draft, post('2021-01-01-a.md', text, { isDev: true }).unlisted], [false, false]);
});

one('builds edit URLs from the editUrl option, unless the post sets its own', () => {
  const editUrl = 'https://github.com/o/r/edit/main/';
  assert.is(post('2021/05-12-a.mdx', '', { options: { ...options, editUrl } }).editUrl, 'https://github.com/o/r/edit/main/content/blog/2021/05-12-a.mdx');
  assert.is(post('a.md', '---\ncustom_edit_url: null\n---\n', { options: { ...options, editUrl } }).editUrl, undefined);
  assert.is(post('a.md', '', { options: { ...options, editUrl: ({ blogPath, permalink }) => `https://e.x/${blogPath}#${permalink}` } }).editUrl, 'https://e.x/a.md#/blog/a/');
});

one('returns the problems: impossible file name dates, unknown authors', () => {
  assert.equal(create('2023-02-30-x.md', ''), { problems: [{ file: '/site/content/blog/2023-02-30-x.md', message: 'Impossible date in the file name: 2023-02-30 is not a date (February 2023 has 28 days).', kind: 'file name' }] });
  assert.equal(create('a.md', '---\ntitle: A\nauthors: [teem]\n---\n'), {
    problems: [{ file: '/site/content/blog/a.md', line: 3, message: 'Unknown author "teem" in "authors": authors.yml has no such key; did you mean "team"?', kind: 'authors' }],
  });
});

one.run();

const folder = suite('loadPosts');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-posts-'));

function blog(name: string, files: Record<string, string>) {
  const dir = path.join(root, name);
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  return (over: Partial<Parameters<typeof loadPosts>[0]> = {}) => loadPosts({ ...base, contentPath: dir, sortPosts: 'descending', ...over });
}

folder('sorts newest first, leaves drafts and partials out, keeps unlisted posts', async () => {
  const load = blog('ok', { '2020-01-01-old.md': '# Old', '2024-01-01-new.md': '# New', '2022-01-01-draft.md': '---\ndraft: true\n---\n', '2023-01-01-hidden.md': '---\nunlisted: true\n---\n', '_partial.md': '# P', 'authors.yml': 'x: {name: X}' });
  assert.equal((await load()).map((p) => [p.title, p.unlisted]), [['New', false], ['hidden', true], ['Old', false]]);
  assert.equal((await load({ sortPosts: 'ascending' })).map((p) => p.title), ['Old', 'hidden', 'New']);
  assert.equal((await load({ isDev: true })).map((p) => p.title), ['New', 'hidden', 'draft', 'Old']);
});

folder('fails once for every problem of every post, naming files and lines', async () => {
  const load = blog('bad', { '2023-02-30-leap.md': '# Leap', 'b.md': '---\ntitle: B\ndate: soon\n---\n', 'c.md': '---\nauthors: [writer]\n---\n' });
  try {
    await load();
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    const rel = (f: string) => path.relative(process.cwd(), path.join(root, 'bad', f));
    assert.is(e.title, '3 problems in 3 blog posts:');
    assert.equal(e.details, [
      `- ${rel('2023-02-30-leap.md')}: Impossible date in the file name: 2023-02-30 is not a date (February 2023 has 28 days).`,
      `- ${rel('b.md')}:3: "date" is "soon"; expected a date such as 2024-05-31 or 2024-05-31T20:00.`,
      `- ${rel('c.md')}:2: Unknown author "writer" in "authors": authors.yml has no such key; it has "team".`,
    ]);
  }
});

folder('names the file of a single problem in the location', async () => {
  const load = blog('leap', { '2023-02-30-leap.md': '# Leap' });
  try {
    await load();
    assert.unreachable('should throw');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, 'Impossible date in the file name: 2023-02-30 is not a date (February 2023 has 28 days).');
    assert.is(e.location?.file, path.relative(process.cwd(), path.join(root, 'leap/2023-02-30-leap.md')));
    assert.is(e.hint, 'Rename the file: a post file name starts with a real date, YYYY-MM-DD-name.md.');
  }
});

folder('says when the blog folder is missing', async () => {
  try {
    await loadPosts({ ...base, contentPath: path.join(root, 'nope'), sortPosts: 'descending' });
    assert.unreachable('should throw');
  } catch (error) {
    assert.match((error as DocsiteError).title, /^The blog folder .*nope does not exist\.$/);
  }
});

folder.run();
