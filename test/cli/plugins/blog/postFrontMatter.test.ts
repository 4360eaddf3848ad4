// Blog post front matter: known keys by type, dates checked, problems at the key's line.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeFrontMatterProblem } from '../../../../src/cli/plugins/docs/docFrontMatter.ts';
import { validatePostFrontMatter } from '../../../../src/cli/plugins/blog/postFrontMatter.ts';
import { parseFrontMatter } from '../../../../src/cli/shared/frontMatter.ts';

const validate = suite('validatePostFrontMatter');

const check = (source: string) => validatePostFrontMatter(parseFrontMatter(source, 'post.md').frontMatter, source, 'post.md');
const described = (source: string) => {
  const r = check(source);
  return 'problems' in r ? r.problems.map((p) => `${p.line}: ${describeFrontMatterProblem(p)}`) : [];
};

validate('accepts every author form, tag form and a date; keeps unknown keys', () => {
  const r = check('---\ntitle: Hi\ndate: 2024-05-31T20:00\ntags: [a, {label: B, permalink: /b}]\nauthors: [team, {name: Guest, image_url: /g.png}, {key: team, title: Host}]\nhide_reading_time: true\n---\n');
  assert.ok('frontMatter' in r);
  if (!('frontMatter' in r)) return;
  assert.equal(r.date, new Date('2024-05-31T20:00:00Z'));
  assert.is((r.frontMatter as any).hide_reading_time, true);
  assert.ok('frontMatter' in check('---\nauthors: team\n---\n'));
  assert.ok('frontMatter' in check('---\nauthors: {name: Solo}\n---\n'));
});

validate('says what is wrong with a date', () => {
  assert.equal(described('---\ntitle: x\ndate: next week\n---\n'), ['3: "date" is "next week"; expected a date such as 2024-05-31 or 2024-05-31T20:00.']);
  assert.equal(described('---\ndate: 2023-02-30\n---\n'), ['2: "date" is "2023-02-30"; expected a real date (February 2023 has 28 days).']);
});

validate('collects every problem of a file, in line order', () => {
  assert.equal(described('---\ntags: release\nauthors: [{name: [X]}]\ndraft: yes please\ntoc_max_heading_level: 9\n---\n'), [
    '2: "tags" is "release"; expected a list.',
    '3: "authors" is [{"name":["X"]}]; expected a string or an object.',
    '4: "draft" is "yes please"; expected a boolean.',
    '5: "toc_max_heading_level" is 9; expected a whole number from 2 to 6.',
  ]);
});

validate.run();
