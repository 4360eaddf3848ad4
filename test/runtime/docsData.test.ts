// The docs global-data lookups the navbar's docs items use, on plain data.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  findDocInVersion,
  findDocInVersions,
  getActiveVersion,
  getDocAtPath,
  getDocsData,
  getLatestVersion,
  getPreferredVersionName,
  getSidebarLink,
  getVersionMainDoc,
  isPathUnder,
  type DocVersion,
  type DocsGlobalData,
} from '../../src/runtime/docsData.ts';

const next: DocVersion = {
  name: 'current',
  label: 'Canary',
  path: '/docs/next',
  isLast: false,
  mainDocId: 'intro',
  docs: [
    { id: 'intro', path: '/docs/next/intro/', sidebar: 'docs' },
    { id: 'new', path: '/docs/next/new/', sidebar: 'docs' },
    { id: 'api/config', path: '/docs/next/api/config/', sidebar: 'api' },
  ],
  sidebars: { docs: { link: { path: '/docs/next/intro/', label: 'Intro' } }, api: { link: { path: '/docs/next/api/config/', label: 'Config' } } },
  draftIds: ['drafty'],
};
const stable: DocVersion = {
  name: '3.4.0',
  label: '3.4.0',
  path: '/docs',
  isLast: true,
  mainDocId: 'intro',
  docs: [
    { id: 'intro', path: '/docs/intro/', sidebar: 'docs' },
    { id: 'api/config', path: '/docs/api/config/', sidebar: 'api' },
  ],
  sidebars: { docs: { link: { path: '/docs/intro/', label: 'Intro' } }, api: { link: { path: '/docs/api/config/', label: 'Config' } }, empty: {} },
  draftIds: [],
};
const data: DocsGlobalData = { path: '/docs', versions: [next, stable] };

const docsData = suite('getDocsData');

docsData('returns the data of the plugin instance', () => {
  assert.is(getDocsData({ docs: { default: data } }), data);
  assert.is(getDocsData({ docs: { other: data } }, 'other'), data);
});

docsData('says which docs plugins are enabled when the id is wrong', () => {
  assert.throws(() => getDocsData({ docs: { default: data } }, 'community'), (e: Error) => e.message === 'The docs plugin with id "community" is not enabled, so there is no docs data to read. Enabled docs plugin ids: "default".');
});

docsData('says to add the docs plugin when there is none', () => {
  assert.throws(() => getDocsData({ pages: { default: {} } }), (e: Error) => e.message === 'The docs plugin with id "default" is not enabled, so there is no docs data to read. Add the docs plugin to site.config.ts.');
});

docsData.run();

const versions = suite('getActiveVersion / getLatestVersion');

versions('the latest version is the one marked isLast, else the first', () => {
  assert.is(getLatestVersion(data), stable);
  assert.is(getLatestVersion({ path: '/docs', versions: [{ ...next }, { ...stable, isLast: false }] }).name, 'current');
});

versions('the deepest version path holding the current path wins, though /docs holds /docs/next', () => {
  assert.is(getActiveVersion(data, '/docs/next/intro/'), next);
  assert.is(getActiveVersion(data, '/docs/next'), next);
  assert.is(getActiveVersion(data, '/docs/intro/'), stable);
  assert.is(getActiveVersion(data, '/docs/'), stable);
});

versions('a path outside the docs has no active version, and a lookalike prefix does not count', () => {
  assert.is(getActiveVersion(data, '/blog/'), undefined);
  assert.is(getActiveVersion(data, '/docsearch/'), undefined);
});

versions('isPathUnder compares whole segments and ignores a trailing slash', () => {
  assert.ok(isPathUnder('/docs/next/', '/docs/next'));
  assert.ok(isPathUnder('/docs/next/a/', '/docs/next/'));
  assert.not.ok(isPathUnder('/docs/nextgen/', '/docs/next'));
  assert.ok(isPathUnder('/anything/', '/'));
});

versions('getDocAtPath finds the doc of a permalink, trailing slash or not', () => {
  assert.is(getDocAtPath(next, '/docs/next/api/config')?.id, 'api/config');
  assert.is(getDocAtPath(next, '/docs/next/'), undefined);
});

versions('getPreferredVersionName is null on the server', () => {
  assert.is(getPreferredVersionName('default'), null);
});

versions.run();

const docs = suite('findDocInVersions');

docs('finds the doc in the first version that has it', () => {
  assert.is(findDocInVersions([stable, next], 'intro')?.path, '/docs/intro/');
  assert.is(findDocInVersions([stable, next], 'new')?.path, '/docs/next/new/');
  assert.is(findDocInVersion(next, 'new')?.path, '/docs/next/new/');
});

docs('gives null for a draft doc, which has no page', () => {
  assert.is(findDocInVersions([stable, next], 'drafty'), null);
});

docs('an unknown doc id lists the versions searched and the ids available', () => {
  assert.throws(
    () => findDocInVersions([stable, next], 'nope'),
    (e: Error) => e.message === 'Couldn\'t find any doc with id "nope" in versions "3.4.0", "current".\nAvailable doc ids are:\n- intro\n- api/config\n- new',
  );
  assert.throws(() => findDocInVersion(stable, 'new'), (e: Error) => e.message === 'Couldn\'t find any doc with id "new" in version "3.4.0".\nAvailable doc ids are:\n- intro\n- api/config');
});

docs.run();

const mainDoc = suite('getVersionMainDoc');

mainDoc('is the doc named by mainDocId', () => {
  assert.is(getVersionMainDoc(next).path, '/docs/next/intro/');
});

mainDoc('throws when the version has no doc with that id', () => {
  assert.throws(
    () => getVersionMainDoc({ ...stable, mainDocId: 'gone' }),
    (e: Error) => e.message === 'No version doc found by id "gone": version "3.4.0" names it as mainDocId, but has no doc with that id.',
  );
});

mainDoc.run();

const sidebar = suite('getSidebarLink');

sidebar('is the link of the sidebar in the first version that has it', () => {
  assert.equal(getSidebarLink([next, stable], 'api'), { path: '/docs/next/api/config/', label: 'Config' });
  assert.equal(getSidebarLink([stable, next], 'api'), { path: '/docs/api/config/', label: 'Config' });
});

sidebar('an unknown sidebar id lists the sidebar ids available', () => {
  assert.throws(
    () => getSidebarLink([stable], 'guides'),
    (e: Error) => e.message === 'Couldn\'t find any sidebar with id "guides" in version "3.4.0".\nAvailable sidebar ids are:\n- docs\n- api\n- empty',
  );
});

sidebar('a sidebar with nothing to link to fails with the docSidebar item error', () => {
  assert.throws(
    () => getSidebarLink([stable], 'empty', 'community'),
    (e: Error) => e.message === 'Couldn\'t find any doc in sidebar "empty" of docs plugin "community": a docSidebar navbar item needs a sidebar with at least one doc.',
  );
});

sidebar.run();
