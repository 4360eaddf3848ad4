// Docs front matter checks: what was found, what is expected, and the key's line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeFrontMatterProblem, keyLine, validateDocFrontMatter } from '../../../../src/cli/plugins/docs/docFrontMatter.ts';
import { parseFrontMatter } from '../../../../src/cli/shared/frontMatter.ts';

const validate = suite('validateDocFrontMatter');

const check = (source: string) => validateDocFrontMatter(parseFrontMatter(source, 'doc.md').frontMatter, source, 'doc.md');

validate('accepts the documented keys and keeps unknown ones', () => {
  const source = '---\nid: intro\nsidebar_position: 2\ntags: [a, {label: B, permalink: /b}]\npagination_next: null\nmy_key: 1\nlast_update:\n  date: 2024-01-02\n  author: Team\n---\n';
  const result = check(source);
  assert.ok('frontMatter' in result);
  if ('frontMatter' in result) {
    assert.is(result.frontMatter.sidebar_position, 2);
    assert.is(result.frontMatter.pagination_next, null);
    assert.is((result.frontMatter as any).my_key, 1);
  }
});

validate('reports a wrong type with the line of the key, what was found and what is expected', () => {
  const result = check('---\ntitle: Intro\nsidebar_position: first\n---\n# Intro\n');
  assert.ok('problems' in result);
  if (!('problems' in result)) return;
  assert.equal(result.problems, [{ file: 'doc.md', line: 3, key: 'sidebar_position', found: 'first', expected: 'a number' }]);
  assert.is(describeFrontMatterProblem(result.problems[0]), '"sidebar_position" is "first"; expected a number.');
});

validate('collects every problem of a file', () => {
  const result = check('---\nhide_title: yes please\ntoc_max_heading_level: 9\nid: a/b\ntags: [1]\n---\n');
  assert.ok('problems' in result);
  if (!('problems' in result)) return;
  const described = result.problems.map((p) => `${p.line}: ${describeFrontMatterProblem(p)}`);
  assert.equal(described, [
    '2: "hide_title" is "yes please"; expected a boolean.',
    '3: "toc_max_heading_level" is 9; expected a whole number from 2 to 6.',
    '4: "id" is "a/b"; expected an id without "/" (put the doc in a folder instead).',
    '5: "tags.0" is 1; expected a string or an object.',
  ]);
});

validate.run();

const line = suite('keyLine');

line('counts the opening fence as line 1 and stops at the closing one', () => {
  const source = '---\na: 1\n"b": 2\n---\nb: 3\n';
  assert.is(keyLine(source, 'a'), 2);
  assert.is(keyLine(source, 'b'), 3);
  assert.is(keyLine(source, 'c'), 1);
});

line.run();
