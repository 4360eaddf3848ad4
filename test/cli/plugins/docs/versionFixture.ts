// A loaded version in memory for the routes, data and global data tests.
import type { LoadedVersion } from '../../../../src/cli/plugins/docs/types.ts';
import { fakeDoc } from './helpers.ts';

export function fakeVersion(extra: Partial<LoadedVersion> = {}): LoadedVersion {
  const index = { type: 'generated-index' as const, title: 'Start', slug: '/category/start', permalink: '/docs/next/category/start/' };
  return {
    name: 'current',
    label: 'Canary',
    path: '/docs/next',
    isLast: false,
    banner: 'unreleased',
    badge: true,
    className: 'docs-version-current',
    noIndex: false,
    contentPath: '/site/content/docs',
    sidebarFilePath: '/site/content/sidebars.ts',
    editContentPath: '/site/content/docs',
    docs: [
      fakeDoc('intro', { slug: '/', permalink: '/docs/next/', title: 'Introduction', tags: [{ label: 'Basics', permalink: '/docs/next/tags/basics/', inline: false }], editUrl: 'https://e.test/intro.md', lastUpdatedAt: 1, lastUpdatedBy: 'Team', frontMatter: { hide_title: true, keywords: ['k'], sidebar_position: 1 } }, '/docs/next'),
      fakeDoc('guide', { unlisted: true, tags: [{ label: 'Basics', permalink: '/docs/next/tags/basics/', inline: false }] }, '/docs/next'),
      fakeDoc('alone', {}, '/docs/next'),
    ],
    draftIds: ['wip'],
    sidebars: { docs: [{ type: 'doc', id: 'intro', label: 'Intro' }, { type: 'category', label: 'Start', collapsible: true, collapsed: true, link: index, items: [{ type: 'doc', id: 'guide', label: 'Guide' }] }] },
    docNavigation: {
      intro: { sidebar: 'docs', next: { title: 'Start', permalink: index.permalink }, breadcrumbs: [{ label: 'Intro' }] },
      guide: { sidebar: 'docs', previous: { title: 'Start', permalink: index.permalink }, breadcrumbs: [{ label: 'Start', href: index.permalink }, { label: 'Guide' }] },
      alone: { breadcrumbs: [] },
    },
    generatedIndexes: [{ ...index, sidebar: 'docs', previous: { title: 'Intro', permalink: '/docs/next/' }, breadcrumbs: [{ label: 'Start', href: index.permalink }] }],
    mainDocId: 'intro',
    ...extra,
  };
}
