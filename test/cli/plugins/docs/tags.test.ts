// Doc tags: permalinks, the tags file, tag pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { kebabCase, readTagsFile, resolveDocTags, tagPages, tagsListPath } from '../../../../src/cli/plugins/docs/tags.ts';
import type { LoadedDoc } from '../../../../src/cli/plugins/docs/types.ts';

const kebab = suite('kebabCase');

kebab('splits words, case changes and digits like lodash', () => {
  assert.is(kebabCase('Getting started'), 'getting-started');
  assert.is(kebabCase('i18n'), 'i-18-n');
  assert.is(kebabCase('someTag'), 'some-tag');
  assert.is(kebabCase('d-custom-permalink'), 'd-custom-permalink');
});

kebab.run();

const resolve = suite('resolveDocTags');

resolve('gives string tags a kebab-case permalink under the version tags path', () => {
  assert.equal(resolveDocTags(['Advanced Usage'], null, '/docs/next', true), [{ label: 'Advanced Usage', permalink: '/docs/next/tags/advanced-usage/', inline: false }]);
  assert.is(tagsListPath('/docs', true), '/docs/tags/');
});

resolve('uses the tags file definition and marks tags it lacks as inline', () => {
  const file = { a: { label: 'Alpha', permalink: '/alpha-tag', description: 'First' } };
  assert.equal(resolveDocTags(['a', 'b', { label: 'C', permalink: '/c' }], file, '/docs', false), [
    { label: 'Alpha', permalink: '/docs/tags/alpha-tag', description: 'First', inline: false },
    { label: 'b', permalink: '/docs/tags/b', inline: true },
    { label: 'C', permalink: '/docs/tags/c', description: undefined, inline: true },
  ]);
});

resolve.run();

const file = suite('readTagsFile');

file('reads tags.yml by default, fills labels and permalinks, and is null when absent or disabled', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-tags-'));
  assert.is(readTagsFile(undefined, dir), null);
  fs.writeFileSync(path.join(dir, 'tags.yml'), 'someTag:\nother:\n  label: Other one\n  permalink: /o\n');
  assert.equal(readTagsFile(undefined, dir), { someTag: { label: 'someTag', permalink: '/some-tag', description: undefined }, other: { label: 'Other one', permalink: '/o', description: undefined } });
  assert.is(readTagsFile(false, dir), null);
  assert.throws(() => readTagsFile('missing.yml', dir), /The tags file missing.yml was not found/);
  fs.rmSync(dir, { recursive: true, force: true });
});

file.run();

const pages = suite('tagPages');

const doc = (id: string, tags: string[], unlisted = false) =>
  ({ id, title: id.toUpperCase(), description: '', permalink: `/docs/${id}/`, unlisted, tags: tags.map((t) => ({ label: t, permalink: `/docs/tags/${t}/`, inline: false })) }) as unknown as LoadedDoc;

pages('groups docs by tag, sorted, and leaves unlisted docs out', () => {
  const result = tagPages([doc('b', ['x', 'y']), doc('a', ['x']), doc('secret', ['y', 'z'], true)]);
  assert.equal(
    result.map((p) => [p.label, p.unlisted, p.items.map((i) => i.id)]),
    [
      ['x', false, ['a', 'b']],
      ['y', false, ['b']],
      ['z', true, []],
    ],
  );
});

pages.run();
