// The docs global data, in the shape src/runtime/docsData.ts reads.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docsGlobalData, versionGlobalData } from '../../../../src/cli/plugins/docs/globalData.ts';
import { fakeVersion } from './versionFixture.ts';

const global = suite('docsGlobalData');

global('has the plugin path, one entry per version and the breadcrumbs option', () => {
  const data = docsGlobalData([fakeVersion(), fakeVersion({ name: '1.0', label: '1.0', path: '/docs', isLast: true })], { baseUrl: '/', routeBasePath: 'docs', breadcrumbs: true });
  assert.is(data.path, '/docs');
  assert.is(data.breadcrumbs, true);
  assert.equal(data.versions.map((v) => [v.name, v.label, v.path, v.isLast]), [
    ['current', 'Canary', '/docs/next', false],
    ['1.0', '1.0', '/docs', true],
  ]);
  assert.is(docsGlobalData([], { baseUrl: '/base/', routeBasePath: '', breadcrumbs: false }).path, '/base');
});

global('lists docs with path, sidebar and unlisted flag, generated indexes, sidebar links and draft ids', () => {
  assert.equal(versionGlobalData(fakeVersion()), {
    name: 'current',
    label: 'Canary',
    path: '/docs/next',
    isLast: false,
    mainDocId: 'intro',
    docs: [
      { id: 'intro', path: '/docs/next/', sidebar: 'docs' },
      { id: 'guide', path: '/docs/next/guide/', sidebar: 'docs', unlisted: true },
      { id: 'alone', path: '/docs/next/alone/' },
      { id: '/category/start', path: '/docs/next/category/start/', sidebar: 'docs' },
    ],
    sidebars: { docs: { link: { path: '/docs/next/', label: 'Intro' } } },
    draftIds: ['wip'],
  });
});

global.run();
