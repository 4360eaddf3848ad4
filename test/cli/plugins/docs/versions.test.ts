// Version discovery: names, labels, URLs, banners, folders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { validateDocsOptions, type UserDocsOptions } from '../../../../src/cli/plugins/docs/options.ts';
import { findSidebarsFile, readVersionNames, resolveVersions, versionedPaths } from '../../../../src/cli/plugins/docs/versions.ts';

const resolve = (options: UserDocsOptions, versionNames: string[]) =>
  resolveVersions({ options: validateDocsOptions({ sidebarPath: false, ...options }, 'x'), versionNames, contentDir: '/site/content', siteDir: '/site', baseUrl: '/' });

const versions = suite('resolveVersions');

versions('makes the newest released version the last one, at the route base path; current goes to /next', () => {
  const list = resolve({}, ['3.4.0', '3.3.2']);
  assert.equal(
    list.map((v) => [v.name, v.label, v.path, v.isLast, v.banner, v.badge]),
    [
      ['current', 'Next', '/docs/next', false, 'unreleased', true],
      ['3.4.0', '3.4.0', '/docs', true, 'none', true],
      ['3.3.2', '3.3.2', '/docs/3.3.2', false, 'unmaintained', true],
    ],
  );
  assert.is(list[0].contentPath, '/site/content/docs');
  assert.is(list[1].contentPath, '/site/content/versioned_docs/version-3.4.0');
  assert.is(list[1].sidebarFilePath, '/site/content/versioned_sidebars/version-3.4.0-sidebars.json');
  assert.is(list[0].className, 'docs-version-current');
});

versions('with no versions.json, current is the last version, unbadged and unbannered', () => {
  assert.equal(
    resolve({}, []).map((v) => [v.name, v.path, v.isLast, v.banner, v.badge]),
    [['current', '/docs', true, 'none', false]],
  );
});

versions('follows lastVersion, onlyIncludeVersions and per-version label and path, as the deploy preview does', () => {
  const list = resolve({ lastVersion: 'current', onlyIncludeVersions: ['current', '3.4.0'], versions: { current: { label: 'Canary 🚧' }, '3.4.0': { path: 'stable', banner: 'none' } } }, ['3.4.0', '3.3.2', '2.x']);
  assert.equal(
    list.map((v) => [v.name, v.label, v.path, v.banner]),
    [
      ['current', 'Canary 🚧', '/docs', 'none'],
      ['3.4.0', '3.4.0', '/docs/stable', 'none'],
    ],
  );
});

versions('prefixes folders of a non-default instance with its id and serves it under its route base path', () => {
  const [current] = resolve({ id: 'community', path: 'community', routeBasePath: 'community' }, []);
  assert.is(current.path, '/community');
  assert.is(current.contentPath, '/site/content/community');
  assert.equal(versionedPaths('/c', 'community').docsDir('1.0'), '/c/community_versioned_docs/version-1.0');
  assert.is(versionedPaths('/c', 'community').versionsFile, '/c/community_versions.json');
});

versions('editCurrentVersion points every version edit path at the current docs folder', () => {
  const list = resolve({ editCurrentVersion: true }, ['1.0']);
  assert.is(list[1].editContentPath, '/site/content/docs');
});

versions('rejects unknown names in lastVersion, onlyIncludeVersions and versions', () => {
  assert.throws(() => resolve({ lastVersion: '9.9' }, ['1.0']), (e: DocsiteError) => e.title === 'Docs plugin "default": lastVersion names unknown version "9.9".' && e.hint === 'Known versions: "current", "1.0".');
  assert.throws(() => resolve({ onlyIncludeVersions: ['1.0', '2.0'] }, ['1.0']), (e: DocsiteError) => e.title === 'Docs plugin "default": onlyIncludeVersions names unknown version "2.0".');
  assert.throws(() => resolve({ versions: { '2.0': {} } }, ['1.0']), (e: DocsiteError) => e.title === 'Docs plugin "default": the "versions" option names unknown version "2.0".');
  assert.throws(() => resolve({ includeCurrentVersion: false }, []), (e: DocsiteError) => e.title.includes('has no version to build'));
});

versions.run();

const files = suite('readVersionNames and findSidebarsFile');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-versions-'));

files('reads versions.json (or <id>_versions.json) and is empty without one', () => {
  fs.writeFileSync(path.join(tmp, 'versions.json'), '["2.0", "1.0"]');
  fs.writeFileSync(path.join(tmp, 'api_versions.json'), '["1.0"]');
  assert.equal(readVersionNames(tmp, 'default'), ['2.0', '1.0']);
  assert.equal(readVersionNames(tmp, 'api'), ['1.0']);
  assert.equal(readVersionNames(tmp, 'other'), []);
});

files('rejects a versions.json that is not a list of names', () => {
  fs.writeFileSync(path.join(tmp, 'bad_versions.json'), '{"a": 1}');
  assert.throws(() => readVersionNames(tmp, 'bad'), (e: DocsiteError) => e.title === 'bad_versions.json must be a list of version names.');
});

files('finds sidebars with any known extension, in the first folder that has it', () => {
  fs.mkdirSync(path.join(tmp, 'content'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'sidebars.js'), '');
  fs.writeFileSync(path.join(tmp, 'content', 'sidebars.ts'), '');
  assert.is(findSidebarsFile('sidebars', [path.join(tmp, 'content'), tmp]), path.join(tmp, 'content', 'sidebars.ts'));
  assert.is(findSidebarsFile('sidebars.js', [path.join(tmp, 'content'), tmp]), path.join(tmp, 'sidebars.js'));
  assert.is(findSidebarsFile('nope', [tmp]), undefined);
});

files.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
files.run();
