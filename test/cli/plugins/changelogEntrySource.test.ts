// The generated post of each release: dates that keep file order, raised headings, escaped prose, front matter, authors file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { committersAuthorsFile, entryBody, entryDescription, entryFileName, entrySource, escapeProse, releaseDates } from '../../../src/cli/plugins/changelog/entrySource.ts';
import type { ChangelogRelease } from '../../../src/cli/plugins/changelog/parseChangelog.ts';

const release = (version: string, date: string, body = '', committers: ChangelogRelease['committers'] = []): ChangelogRelease => ({ version, date, line: 1, body, committers });

const dates = suite('releaseDates');

dates('gives releases of the same day descending times, so the newest-first sort keeps file order', () => {
  const releases = [release('3.3.2', '2024-05-03'), release('3.3.1', '2024-05-03'), release('3.3.0', '2024-05-03'), release('3.2.1', '2024-04-04')];
  assert.equal(releaseDates(releases), ['2024-05-03T20:00:00Z', '2024-05-03T19:59:00Z', '2024-05-03T19:58:00Z', '2024-04-04T20:00:00Z']);
});

const body = suite('entryBody');

body('raises #### headings to ## and leaves code blocks alone', () => {
  const text = ['#### :rocket: New Feature', '', '- `docs`: a {fix}', '', '```ts', '#### in code { <Tag> }', '```', '##### deeper stays'].join('\n');
  assert.is(entryBody(text), ['## :rocket: New Feature', '', '- `docs`: a \\{fix\\}', '', '```ts', '#### in code { <Tag> }', '```', '##### deeper stays'].join('\n'));
});

body('escapes braces and angle brackets outside code spans, turns autolinks into links and drops HTML comments', () => {
  assert.is(escapeProse('a { b } `{ <c> }` <Tabs> <https://example.com/x> <!-- note -->'), 'a \\{ b \\} `{ <c> }` &lt;Tabs> [https://example.com/x](https://example.com/x) ');
  assert.is(escapeProse('already \\{ escaped'), 'already \\{ escaped');
});

const source = suite('entrySource');

source('writes title, description, slug, date and authors, then the truncate marker the compiler hides', () => {
  const r = release('3.4.0', '2024-05-31', '#### :rocket: New Feature\n\n- One\n\n#### Committers: 1\n\n- Core team (@core)', [{ name: 'Core team', alias: 'core' }]);
  assert.is(
    entrySource(r, '2024-05-31T20:00:00Z', true),
    [
      '---',
      'title: "3.4.0"',
      'description: "Release notes of 3.4.0: New Feature."',
      'slug: "/3.4.0"',
      'date: "2024-05-31T20:00:00Z"',
      'authors: ["core"]',
      '---',
      '{/* truncate */}',
      '',
      '## :rocket: New Feature',
      '',
      '- One',
      '',
      '## Committers: 1',
      '',
      '- Core team (@core)',
      '',
    ].join('\n'),
  );
  assert.match(entrySource(r, '2024-05-31T20:00:00Z', false), '\n<!-- truncate -->\n');
});

source('keeps a space in the slug of the legacy section', () => {
  assert.match(entrySource(release('V2 Changelog', '2019-04-10'), '2019-04-10T20:00:00Z', true), 'slug: "/V2 Changelog"');
  assert.is(entryDescription(release('V2 Changelog', '2019-04-10', 'Old notes.')), 'Release notes of V2 Changelog.');
});

source('names entry files after the version, with what file systems refuse replaced', () => {
  assert.equal(['3.4.0', 'V2 Changelog', '2.0.0-beta.1+build', '.hidden', 'a:b*c'].map(entryFileName), ['3.4.0.md', 'V2 Changelog.md', '2.0.0-beta.1+build.md', '_hidden.md', 'a_b_c.md']);
});

const authors = suite('committersAuthorsFile');

authors('lists every committer once, by name, with the name of their newest release and a page at their alias', () => {
  const releases = [release('2.0.0', '2024-02-01', '', [{ name: 'Docs team', alias: 'docs' }, { name: 'Core team', alias: 'core' }]), release('1.0.0', '2024-01-01', '', [{ name: 'Old docs name', alias: 'docs' }, { name: 'L10n team', alias: 'l10n' }])];
  assert.equal(committersAuthorsFile(releases), {
    core: { name: 'Core team', page: { permalink: '/core' } },
    docs: { name: 'Docs team', page: { permalink: '/docs' } },
    l10n: { name: 'L10n team', page: { permalink: '/l10n' } },
  });
  assert.equal(Object.keys(committersAuthorsFile(releases)), ['core', 'docs', 'l10n']);
});

dates.run();
body.run();
source.run();
authors.run();
