// Previous/next, breadcrumbs, sidebar first links and the sidebar the theme renders.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { computeNavigation, firstLink, flattenSidebar, toPropSidebar } from '../../../../src/cli/plugins/docs/sidebars/navigation.ts';
import type { LoadedDoc, Sidebars } from '../../../../src/cli/plugins/docs/types.ts';
import { fakeDoc } from './helpers.ts';

const docs = [
  fakeDoc('intro'),
  fakeDoc('install', { frontMatter: { pagination_label: 'Install it' } }),
  fakeDoc('config'),
  fakeDoc('guides/index'),
  fakeDoc('guides/a'),
  fakeDoc('secret', { unlisted: true }),
  fakeDoc('guides/b'),
  fakeDoc('api/cli'),
  fakeDoc('lonely'),
];
const byId = new Map(docs.map((d) => [d.id, d]));
const index = { type: 'generated-index' as const, title: 'Getting Started', slug: '/category/getting-started', permalink: '/docs/category/getting-started/' };

const sidebars: Sidebars = {
  docs: [
    { type: 'doc', id: 'intro', label: 'Intro' },
    { type: 'category', label: 'Getting Started', collapsible: true, collapsed: false, link: index, items: [{ type: 'doc', id: 'install', label: 'Install' }, { type: 'doc', id: 'config', label: 'Config' }] },
    {
      type: 'category',
      label: 'Guides',
      collapsible: true,
      collapsed: true,
      link: { type: 'doc', id: 'guides/index' },
      items: [{ type: 'doc', id: 'guides/a', label: 'A' }, { type: 'doc', id: 'secret', label: 'Secret' }, { type: 'link', href: 'https://x.test', label: 'X' }, { type: 'doc', id: 'guides/b', label: 'B' }],
    },
  ],
  api: [{ type: 'html', value: '<hr>' }, { type: 'category', label: 'Empty', collapsible: true, collapsed: true, items: [{ type: 'doc', id: 'api/cli', label: 'CLI' }] }, { type: 'doc', id: 'intro', label: 'Intro again' }],
};

const nav = suite('computeNavigation');
const result = computeNavigation(sidebars, docs);

nav('links neighbours across categories, category pages included, in sidebar order', () => {
  const n = result.docNavigation;
  assert.equal([n.intro.previous, n.intro.next], [undefined, { title: 'Getting Started', permalink: '/docs/category/getting-started/' }]);
  assert.equal([n.install.previous?.title, n.install.next?.title], ['Getting Started', 'Config']);
  assert.equal([n.config.next?.title, n['guides/index'].previous?.title, n['guides/index'].next?.title], ['Guides', 'Config', 'A']);
  assert.is(n.config.previous?.title, 'Install it', 'pagination_label names the link to a doc');
});

nav('skips unlisted docs as neighbours, but gives them neighbours', () => {
  const n = result.docNavigation;
  assert.is(n['guides/a'].next?.title, 'B');
  assert.equal([n.secret.previous?.title, n.secret.next?.title], ['A', 'B']);
});

nav('gives a doc the first sidebar that lists it, and breadcrumbs of its categories', () => {
  const n = result.docNavigation;
  assert.is(n.intro.sidebar, 'docs');
  assert.is(n['api/cli'].sidebar, 'api');
  assert.equal(n['guides/b'].breadcrumbs, [{ label: 'Guides', href: '/docs/guides/index/' }, { label: 'B' }]);
  assert.equal(n['guides/index'].breadcrumbs, [{ label: 'Guides', href: '/docs/guides/index/' }]);
  assert.equal(n['api/cli'].breadcrumbs, [{ label: 'Empty', href: undefined }, { label: 'CLI' }]);
  assert.equal(n.lonely, { sidebar: undefined, breadcrumbs: [] });
});

nav('places generated indexes like docs', () => {
  assert.equal(result.generatedIndexes, [{ ...index, sidebar: 'docs', previous: { title: 'Intro', permalink: '/docs/intro/' }, next: { title: 'Install it', permalink: '/docs/install/' }, breadcrumbs: [{ label: 'Getting Started', href: '/docs/category/getting-started/' }] }]);
});

nav('follows displayed_sidebar and pagination_prev/next, and reports names that point at nothing', () => {
  const withFm = (id: string, frontMatter: LoadedDoc['frontMatter']) => docs.map((d) => (d.id === id ? { ...d, frontMatter } : d));
  const shown = computeNavigation(sidebars, withFm('api/cli', { displayed_sidebar: 'docs' })).docNavigation['api/cli'];
  assert.equal(shown, { sidebar: 'docs', breadcrumbs: [] });
  const hidden = computeNavigation(sidebars, withFm('intro', { displayed_sidebar: null })).docNavigation.intro;
  assert.equal(hidden, { sidebar: undefined, breadcrumbs: [] });
  const paged = computeNavigation(sidebars, withFm('install', { pagination_prev: null, pagination_next: 'lonely' })).docNavigation.install;
  assert.equal([paged.previous, paged.next], [undefined, { title: 'Title of lonely', permalink: '/docs/lonely/' }]);
  const bad = computeNavigation(sidebars, withFm('intro', { pagination_next: 'nope', displayed_sidebar: 'other' }));
  assert.equal(bad.problems, ['/site/content/docs/intro.md: displayed_sidebar "other" is not a sidebar; sidebars are "docs", "api".', '/site/content/docs/intro.md: pagination_next "nope" is not a doc id.']);
});

nav('can leave breadcrumbs out', () => {
  assert.equal(computeNavigation(sidebars, docs, false).docNavigation['guides/b'].breadcrumbs, []);
});

nav.run();

const flat = suite('flattenSidebar');

flat('lists a category page before its items and skips links and html', () => {
  assert.equal(
    flattenSidebar(sidebars.docs, byId).map((e) => (e.kind === 'doc' ? e.id : e.index.slug)),
    ['intro', '/category/getting-started', 'install', 'config', 'guides/index', 'guides/a', 'secret', 'guides/b'],
  );
});

flat.run();

const first = suite('firstLink');

first('is the first doc or category page, looking into categories without a page', () => {
  assert.equal(firstLink(sidebars.docs, byId), { path: '/docs/intro/', label: 'Intro' });
  assert.equal(firstLink(sidebars.api, byId), { path: '/docs/api/cli/', label: 'CLI' });
  assert.is(firstLink([{ type: 'link', href: '/x', label: 'X' }], byId), undefined);
});

first.run();

const props = suite('toPropSidebar');

props('turns docs into links with hrefs and categories into their page href', () => {
  const [intro, gettingStarted, guides] = toPropSidebar(sidebars.docs, byId);
  assert.equal(intro, { type: 'link', label: 'Intro', href: '/docs/intro/', docId: 'intro' });
  assert.equal(gettingStarted.type === 'category' && [gettingStarted.href, gettingStarted.collapsed, gettingStarted.items.length], ['/docs/category/getting-started/', false, 2]);
  assert.equal(guides.type === 'category' && guides.items.map((i) => (i.type === 'link' ? [i.label, i.unlisted ?? false] : i.type)), [
    ['A', false],
    ['Secret', true],
    ['X', false],
    ['B', false],
  ]);
});

props.run();
