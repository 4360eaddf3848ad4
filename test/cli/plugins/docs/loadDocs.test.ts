// One doc from its file: id, permalink, title, description, visibility, edit URL, tags.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDoc, duplicateIds, isDocFile, type CreateDocInput } from '../../../../src/cli/plugins/docs/loadDocs.ts';
import { validateDocsOptions } from '../../../../src/cli/plugins/docs/options.ts';
import type { LoadedDoc } from '../../../../src/cli/plugins/docs/types.ts';

const base: Omit<CreateDocInput, 'relativePath' | 'text'> = {
  source: '/site/content/docs/x.md',
  version: { name: 'current', path: '/docs/next', editContentPath: '/site/content/docs' },
  options: validateDocsOptions({ editUrl: 'https://github.com/o/r/edit/main/' }, 'x'),
  siteDir: '/site',
  trailingSlash: true,
  isDev: false,
  tagsFile: null,
};

const load = (relativePath: string, text: string, extra: Partial<CreateDocInput> = {}): LoadedDoc => {
  const result = createDoc({ ...base, relativePath, text, ...extra });
  if (!('doc' in result)) throw new Error(JSON.stringify(result.problems));
  return result.doc;
};

const create = suite('createDoc');

create('takes the title from front matter, else the first h1, else the id', () => {
  assert.is(load('a.md', '---\ntitle: From FM\n---\n# From H1\n').title, 'From FM');
  assert.is(load('a.md', '# From *H1*\n\nBody text.').title, 'From H1');
  assert.is(load('guides/02-no-title.md', 'Just text.').title, 'no-title');
});

create('takes the description from front matter, else the first paragraph', () => {
  assert.is(load('a.md', '---\ndescription: Given\n---\nBody').description, 'Given');
  assert.is(load('a.md', '# T\n\nFirst *paragraph* here.\n\nSecond.').description, 'First paragraph here.');
});

create('builds id and permalink from the path, number prefixes and slug', () => {
  const d = load('01-guides/02-setup.md', '# Setup');
  assert.equal([d.id, d.slug, d.permalink, d.numberPrefix, d.sourceDirName], ['01-guides/setup', '/guides/setup', '/docs/next/guides/setup/', 2, '01-guides']);
  assert.is(load('intro.md', '---\nslug: /\n---\n').permalink, '/docs/next/');
  assert.is(load('guides/index.md', '# Guides').permalink, '/docs/next/guides/');
  assert.is(load('01-a.md', '---\nparse_number_prefixes: false\n---\n').id, '01-a');
});

create('hides drafts and marks unlisted docs in production only', () => {
  assert.equal([load('a.md', '---\ndraft: true\n---\n').draft, load('a.md', '---\nunlisted: true\n---\n').unlisted], [true, true]);
  const dev = { isDev: true };
  assert.equal([load('a.md', '---\ndraft: true\n---\n', dev).draft, load('a.md', '---\nunlisted: true\n---\n', dev).unlisted], [false, false]);
});

create('joins the edit URL with the file path from the site folder; custom_edit_url wins, null turns it off', () => {
  assert.is(load('guides/a.md', '').editUrl, 'https://github.com/o/r/edit/main/content/docs/guides/a.md');
  assert.is(load('a.md', '---\ncustom_edit_url: https://x.test/a\n---\n').editUrl, 'https://x.test/a');
  assert.is(load('a.md', '---\ncustom_edit_url: null\n---\n').editUrl, undefined);
});

create('returns front matter problems instead of throwing', () => {
  const result = createDoc({ ...base, relativePath: 'a.md', text: '---\nsidebar_position: first\n---\n' });
  assert.ok('problems' in result && result.problems[0].line === 2);
});

create.run();

const files = suite('isDocFile');

files('keeps .md and .mdx and skips anything under an underscore name', () => {
  assert.equal(['a.md', 'b.mdx', 'c.txt', '_partial.md', 'x/_y/z.md', '_category_.json'].filter(isDocFile), ['a.md', 'b.mdx']);
});

files.run();

const dupes = suite('duplicateIds');

dupes('names both files of an id used twice', () => {
  const docs = [
    { id: 'guides/intro', source: 'docs/guides/intro.md' },
    { id: 'guides/intro', source: 'docs/guides/01-intro.md' },
    { id: 'other', source: 'docs/other.md' },
  ] as LoadedDoc[];
  assert.equal(duplicateIds(docs, (f) => f), ['- "guides/intro": docs/guides/intro.md and docs/guides/01-intro.md']);
});

dupes.run();

const edit = suite('docEditUrl through createDoc');

edit('calls an editUrl function with the version, folder, doc path and permalink', () => {
  const calls: unknown[] = [];
  const options = validateDocsOptions({ editUrl: (p: unknown) => (calls.push(p), 'https://e.test/x') }, 'x');
  assert.is(load('guides/a.md', '', { options }).editUrl, 'https://e.test/x');
  assert.equal(calls, [{ version: 'current', versionDocsDirPath: 'content/docs', docPath: 'guides/a.md', permalink: '/docs/next/guides/a/' }]);
});

edit.run();
