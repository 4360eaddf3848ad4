// The version data file (shared) and the per-doc metadata file.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docMetadata, tagsListData, versionData } from '../../../../src/cli/plugins/docs/versionData.ts';
import { tagPages } from '../../../../src/cli/plugins/docs/tags.ts';
import { fakeVersion } from './versionFixture.ts';

const data = suite('versionData');

data('holds the version facts, its sidebars as the theme renders them, and a card per doc', () => {
  const v = versionData(fakeVersion(), 'default');
  assert.equal({ ...v, docsSidebars: undefined, docs: undefined }, { pluginId: 'default', version: 'current', label: 'Canary', banner: 'unreleased', badge: true, className: 'docs-version-current', isLast: false, noIndex: false, docsSidebars: undefined, docs: undefined });
  assert.equal(v.docsSidebars.docs[0], { type: 'link', label: 'Intro', href: '/docs/next/', docId: 'intro' });
  assert.equal(v.docs.intro, { id: 'intro', title: 'Introduction', description: 'About intro.', sidebar: 'docs' });
  assert.equal(v.docs.alone, { id: 'alone', title: 'Title of alone', description: 'About alone.' });
});

data.run();

const meta = suite('docMetadata');

meta('keeps what a doc page shows and a small front matter subset', () => {
  const v = fakeVersion();
  assert.equal(docMetadata(v.docs[0], v.docNavigation.intro), {
    id: 'intro',
    title: 'Introduction',
    description: 'About intro.',
    permalink: '/docs/next/',
    sidebar: 'docs',
    next: { title: 'Start', permalink: '/docs/next/category/start/' },
    breadcrumbs: [{ label: 'Intro' }],
    editUrl: 'https://e.test/intro.md',
    lastUpdatedAt: 1,
    lastUpdatedBy: 'Team',
    tags: [{ label: 'Basics', permalink: '/docs/next/tags/basics/' }],
    unlisted: false,
    frontMatter: { hide_title: true, keywords: ['k'] },
  });
});

meta.run();

const tags = suite('tagsListData');

tags('lists tags that have listed docs, with counts', () => {
  assert.equal(tagsListData(tagPages(fakeVersion().docs)), { tags: [{ label: 'Basics', permalink: '/docs/next/tags/basics/', count: 1 }] });
});

tags.run();
