// Post tags against tags.yml, the report of tags it does not define, and the tag groups.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { groupTags, inlineTagLines, reportInlineTags, resolvePostTags } from '../../../../src/cli/plugins/blog/tags.ts';
import { fakePost } from './helpers.ts';

const tagsFile = { release: { label: 'Release', permalink: '/release', description: 'Releases' }, i18n: { label: 'i18n', permalink: '/i-18-n' } };

const resolve = suite('resolvePostTags');

resolve('takes label, permalink and description from the tags file', () => {
  assert.equal(resolvePostTags(['release', 'i18n'], tagsFile, '/blog/tags/', true), [
    { label: 'Release', permalink: '/blog/tags/release/', description: 'Releases', inline: false },
    { label: 'i18n', permalink: '/blog/tags/i-18-n/', inline: false },
  ]);
});

resolve('marks tags the file does not define as inline; without a file nothing is inline', () => {
  assert.equal(resolvePostTags(['Hello World', { label: 'Obj', permalink: '/obj' }], tagsFile, '/blog/tags', false), [
    { label: 'Hello World', permalink: '/blog/tags/hello-world', inline: true },
    { label: 'Obj', permalink: '/blog/tags/obj', inline: true },
  ]);
  assert.is(resolvePostTags(['x'], null, '/blog/tags/', true)[0].inline, false);
});

resolve.run();

const report = suite('reportInlineTags');

const posts = [
  fakePost({ permalink: '/a', source: path.join(process.cwd(), 'content/blog/a.md'), tags: [{ label: 'release', permalink: '/blog/tags/release/', inline: false }, { label: 'oops', permalink: '/blog/tags/oops/', inline: true }] }),
  fakePost({ permalink: '/b', source: path.join(process.cwd(), 'content/blog/b.md'), tags: [{ label: 'typo', permalink: '/blog/tags/typo/', inline: true }] }),
];

report('names each post file and tag', () => {
  assert.equal(inlineTagLines(posts), ['- content/blog/a.md: "oops"', '- content/blog/b.md: "typo"']);
});

report("'throw' throws one error listing them; 'warn' prints it; 'ignore' says nothing", () => {
  try {
    reportInlineTags(posts, { id: 'default', onInlineTags: 'throw' }, 'tags.yml', { info: () => {}, warn: () => {} });
    assert.unreachable('should throw');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, 'Blog "default": 2 tags are not defined in tags.yml.');
    assert.equal(e.details, ['- content/blog/a.md: "oops"', '- content/blog/b.md: "typo"']);
    assert.is(e.hint, 'Add them to tags.yml, or set onInlineTags to "warn" or "ignore" in the blog plugin options.');
  }
  const warnings: string[] = [];
  reportInlineTags(posts, { id: 'tests', onInlineTags: 'warn' }, 'tags.yml', { info: () => {}, warn: (m) => warnings.push(m) });
  assert.is(warnings.length, 1);
  assert.match(warnings[0], /^\[WARNING\] Blog "tests": 2 tags are not defined in tags.yml.\n  - content\/blog\/a.md: "oops"/);
  reportInlineTags(posts, { id: 'x', onInlineTags: 'ignore' }, 'tags.yml', { info: () => assert.unreachable(), warn: () => assert.unreachable() });
});

report.run();

const groups = suite('groupTags');

groups('groups posts by tag permalink in label order; unlisted posts only fill otherwise empty tags', () => {
  const t = (label: string) => ({ label, permalink: `/blog/tags/${label}/`, inline: false });
  const a = fakePost({ permalink: '/a', tags: [t('beta'), t('alpha')] });
  const b = fakePost({ permalink: '/b', tags: [t('alpha')], unlisted: true });
  const c = fakePost({ permalink: '/c', tags: [t('secret')], unlisted: true });
  const result = groupTags([a, b, c]);
  assert.equal(result.map((g) => [g.label, g.unlisted, g.posts.map((p) => p.permalink)]), [
    ['alpha', false, ['/a']],
    ['beta', false, ['/a']],
    ['secret', true, ['/c']],
  ]);
});

groups.run();
