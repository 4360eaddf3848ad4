// Splitting CHANGELOG.md into releases: headings, dates, committers, and the headings that are not releases.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseChangelog, parseCommitters } from '../../../src/cli/plugins/changelog/parseChangelog.ts';

const parse = suite('parseChangelog');

const CHANGELOG = `# Changelog

Intro text before the first release is not part of any release.

## 3.4.0 (2024-05-31)

#### :rocket: New Feature

- \`docs\`: tags files

\`\`\`md
## 9.9.9 inside a code block is not a heading
\`\`\`

#### Committers: 2

- Core team (@docsite-core)
- Docs team (@docsite-docs)

## 3.3.2 (2024-05-03)

- A fix.

## V2 Changelog (2019-04-10)

#### Before 2.0

Old notes.
`;

parse('splits at each "## <version> (YYYY-MM-DD)" heading, in file order, with the lines under it', () => {
  const { releases, problems } = parseChangelog(CHANGELOG);
  assert.equal(problems, []);
  assert.equal(releases.map((r) => [r.version, r.date, r.line]), [['3.4.0', '2024-05-31', 5], ['3.3.2', '2024-05-03', 20], ['V2 Changelog', '2019-04-10', 24]]);
  assert.is(releases[1].body, '- A fix.');
  assert.ok(releases[0].body.startsWith('#### :rocket: New Feature\n'));
  assert.ok(releases[0].body.includes('## 9.9.9 inside a code block'), 'a heading in a code block stays in the release');
  assert.is(releases[2].body, '#### Before 2.0\n\nOld notes.');
});

parse('reads the committers of each release', () => {
  const { releases } = parseChangelog(CHANGELOG);
  assert.equal(releases[0].committers, [{ name: 'Core team', alias: 'docsite-core' }, { name: 'Docs team', alias: 'docsite-docs' }]);
  assert.equal(releases[1].committers, []);
});

parse('reports every heading that is not a release, with its line, what was found and the expected form', () => {
  const text = '# Changelog\n\n## Unreleased\n\n- wip\n\n## 3.4.0 (2024-02-30)\n\n## 3.3.0 (2024-01-01)\n\n## 3.3.0 (2023-12-01)\n\n## a/b (2023-01-01)\n';
  const { releases, problems } = parseChangelog(text);
  assert.equal(problems, [
    { line: 3, message: 'The heading "## Unreleased" has no release date; expected "## <version> (YYYY-MM-DD)", for example "## 3.5.0 (2024-06-30)".' },
    { line: 7, message: 'The heading "## 3.4.0 (2024-02-30)" has an impossible date (February 2024 has 29 days); expected "## <version> (YYYY-MM-DD)", for example "## 3.5.0 (2024-06-30)".' },
    { line: 11, message: 'The heading "## 3.3.0 (2023-12-01)" repeats version 3.3.0 of line 9; each release needs a heading of its own.' },
    { line: 13, message: 'The heading "## a/b (2023-01-01)" has a version with / \\ ? # or %, which cannot be part of the entry\'s URL.' },
  ]);
  assert.equal(releases.map((r) => r.version), ['3.3.0']);
  assert.is(releases[0].body, '', 'a release ends where the next heading starts, even a bad one');
});

parse('reads Windows line endings', () => {
  const { releases } = parseChangelog('## 1.0.0 (2024-01-01)\r\n\r\n- first\r\n');
  assert.equal(releases.map((r) => [r.version, r.body]), [['1.0.0', '- first']]);
});

const committers = suite('parseCommitters');

committers('reads "Name (@alias)", lerna-changelog links and bare handles, once per alias', () => {
  const body = ['#### Committers: 5', '', '- Core team (@docsite-core)', '- Docs team ([@docsite-docs](https://example.com/docs))', '- @docsite-infra', '- [@docsite-qa](https://example.com/qa)', '* Core team again (@docsite-core)', 'Not a list item (@nobody)'].join('\n');
  assert.equal(parseCommitters(body), [
    { name: 'Core team', alias: 'docsite-core' },
    { name: 'Docs team', alias: 'docsite-docs' },
    { name: 'docsite-infra', alias: 'docsite-infra' },
    { name: 'docsite-qa', alias: 'docsite-qa' },
  ]);
});

committers('ignores handles outside the Committers section', () => {
  assert.equal(parseCommitters('#### :bug: Bug Fix\n\n- Thanks (@someone)\n\n#### Committers: 1\n\n- Core team (@core)\n\n#### Other\n\n- Later (@later)'), [{ name: 'Core team', alias: 'core' }]);
});

committers.run();
parse.run();
