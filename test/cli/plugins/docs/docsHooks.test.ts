// The docs helpers of the browser runtime and the spec's docs helper errors, verbatim.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DocVersion } from '../../../../src/runtime/docsData.ts';
import {
  findDocInVersions,
  findSidebarCategory,
  getActivePluginId,
  getDocsData,
  getSidebarLink,
  getVersionDoc,
  getVersionMainDoc,
  isActiveSidebarItem,
  latestVersionPath,
  useCurrentVersion,
  useDocsSidebar,
  visibleSidebarItems,
  type PropSidebarItem,
  type PropVersionMetadata,
} from '../../../../src/runtime/docsHooks.ts';

const sidebar: PropSidebarItem[] = [
  { type: 'link', label: 'Intro', href: '/docs/', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides/',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'link', label: 'A', href: '/docs/guides/a/', docId: 'guides/a' },
      { type: 'link', label: 'Secret', href: '/docs/secret/', docId: 'secret', unlisted: true },
      { type: 'category', label: 'Deep', href: '/docs/deep/', collapsed: true, collapsible: true, items: [] },
    ],
  },
  { type: 'html', value: '<hr>' },
];
const version: PropVersionMetadata = { pluginId: 'default', version: '2.0', label: '2.0', banner: 'none', badge: false, className: '', isLast: true, noIndex: false, docsSidebars: { docs: sidebar }, docs: { intro: { id: 'intro', title: 'Intro' } } };
const v = (name: string, extra: Partial<DocVersion> = {}): DocVersion => ({ name, label: name, path: `/docs/${name}`, isLast: false, mainDocId: 'intro', docs: [{ id: 'intro', path: `/docs/${name}/` }], sidebars: {}, draftIds: [], ...extra });

const errors = suite('docs helper errors');

errors('no version doc found by id', () => {
  assert.equal(getVersionDoc(version, 'intro'), { id: 'intro', title: 'Intro' });
  assert.throws(() => getVersionDoc(version, 'nope'), (e: Error) => e.message === 'No version doc found by id "nope" in version "2.0" of docs plugin "default".');
});

errors('sidebar id not found in versions, listing the available ids', () => {
  const versions = [v('next', { sidebars: { docs: { link: { path: '/docs/next/', label: 'Intro' } } } }), v('1.0', { sidebars: { api: {} } })];
  assert.equal(getSidebarLink(versions, 'docs'), { path: '/docs/next/', label: 'Intro' });
  assert.throws(() => getSidebarLink(versions, 'guides'), (e: Error) => e.message === 'Couldn\'t find any sidebar with id "guides" in versions "next", "1.0".\nAvailable sidebar ids are:\n- docs\n- api');
});

errors('doc id not found, and null for a draft id', () => {
  const versions = [v('next', { draftIds: ['wip'] })];
  assert.is(findDocInVersions(versions, 'wip'), null);
  assert.throws(() => findDocInVersions(versions, 'nope'), (e: Error) => e.message === 'Couldn\'t find any doc with id "nope" in version "next".\nAvailable doc ids are:\n- intro');
});

errors('path not associated with a category', () => {
  assert.is(findSidebarCategory(sidebar, '/docs/deep').label, 'Deep');
  assert.throws(() => findSidebarCategory(sidebar, '/docs/guides/a/'), (e: Error) => e.message === '"/docs/guides/a/" is not associated with a category: useCurrentSidebarCategory() only works on a category\'s own page.');
});

errors('docs plugin not enabled', () => {
  assert.throws(() => getDocsData({ docs: { default: {} } }, 'api'), (e: Error) => e.message === 'The docs plugin with id "api" is not enabled, so there is no docs data to read. Enabled docs plugin ids: "default".');
  assert.throws(() => getDocsData({}, 'default'), (e: Error) => e.message === 'The docs plugin with id "default" is not enabled, so there is no docs data to read. Add the docs plugin to site.config.ts.');
});

errors('no active docs plugin for path', () => {
  const globalData = { docs: { default: { path: '/docs', versions: [] }, community: { path: '/community', versions: [] } } };
  assert.is(getActivePluginId(globalData, '/community/team/'), 'community');
  assert.is(getActivePluginId(globalData, '/blog/'), undefined);
  assert.throws(
    () => getActivePluginId(globalData, '/blog/', { failfast: true }),
    (e: Error) => e.message === 'No active docs plugin for "/blog/": the path is under none of the docs plugin paths ("/community", "/docs"). Use this helper on docs pages only.',
  );
});

errors('no version doc found for a version main doc', () => {
  assert.throws(() => getVersionMainDoc(v('next', { mainDocId: 'gone' })), (e: Error) => e.message === 'No version doc found by id "gone": version "next" names it as mainDocId, but has no doc with that id.');
});

errors('hooks outside their provider', () => {
  const Version = () => (useCurrentVersion(), null);
  const Sidebar = () => (useDocsSidebar(), null);
  assert.throws(() => renderToString(createElement(Version)), (e: Error) => e.message === 'Hook useCurrentVersion is called outside the <DocsVersionProvider>. Wrap the component that calls it in <DocsVersionProvider>.');
  assert.throws(() => renderToString(createElement(Sidebar)), (e: Error) => e.message === 'Hook useDocsSidebar is called outside the <DocsSidebarProvider>. Render the component inside a docs page.');
});

errors.run();

const lookups = suite('sidebar lookups');

lookups('marks a link active on its page and a category on its page or any page inside', () => {
  assert.ok(isActiveSidebarItem(sidebar[0], '/docs'));
  assert.ok(isActiveSidebarItem(sidebar[1], '/docs/guides/a'));
  assert.not.ok(isActiveSidebarItem(sidebar[1], '/docs/'));
  assert.not.ok(isActiveSidebarItem(sidebar[2], '/docs/'));
});

lookups('hides unlisted links unless they are the current page', () => {
  const guides = sidebar[1] as Extract<PropSidebarItem, { type: 'category' }>;
  assert.equal(visibleSidebarItems(guides.items, '/docs/').map((i) => (i as any).label), ['A', 'Deep']);
  assert.equal(visibleSidebarItems(guides.items, '/docs/secret/').map((i) => (i as any).label), ['A', 'Secret', 'Deep']);
});

lookups('finds the same doc in the latest version, else its main doc', () => {
  const latest = v('2.0', { isLast: true, label: 'Two', docs: [{ id: 'intro', path: '/docs/2.0/' }, { id: 'guide', path: '/docs/2.0/guide/' }] });
  const data = { path: '/docs', versions: [v('next', { docs: [{ id: 'guide', path: '/docs/next/guide/' }, { id: 'new', path: '/docs/next/new/' }] }), latest] };
  assert.equal(latestVersionPath(data, 'guide'), { path: '/docs/2.0/guide/', label: 'Two' });
  assert.equal(latestVersionPath(data, 'new'), { path: '/docs/2.0/', label: 'Two' });
});

lookups.run();
