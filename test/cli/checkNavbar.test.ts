// checkNavbarItems: navbar items the theme cannot render, named against the site config.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkNavbarItems } from '../../src/cli/stages/checkNavbar.ts';

const TYPES = ['default', 'dropdown', 'html', 'doc', 'docSidebar'];
const version = (sidebars: Record<string, { link?: { path: string; label: string } }>) => ({
  name: 'current',
  label: 'Next',
  path: '/docs/',
  isLast: true,
  mainDocId: 'intro',
  docs: [{ id: 'intro', path: '/docs/intro/' }],
  sidebars,
  draftIds: ['wip'],
});
const globalData = { docs: { default: { path: '/docs/', versions: [version({ docs: { link: { path: '/docs/intro/', label: 'Intro' } }, links: {} })] } } };

const check = suite('checkNavbarItems');

check('finds nothing wrong with items the theme can render', () => {
  const items = [{ to: '/' }, { label: 'More', items: [{ to: '/a/' }] }, { type: 'docSidebar', sidebarId: 'docs' }, { type: 'doc', docId: 'wip' }];
  assert.equal(checkNavbarItems(items, TYPES, globalData), []);
});

check('names an unknown type with the nearest known type, dropdown items included', () => {
  assert.equal(checkNavbarItems([{ label: 'More', items: [{ type: 'htm' }] }], TYPES, globalData), [
    'themeConfig.navbar.items[0].items[0]: unknown type "htm"; did you mean "html"? Known types: "default", "dropdown", "html", "doc", "docSidebar"; an override of @theme/NavbarItem/ComponentTypes adds more.',
  ]);
});

check('names a docSidebar item whose sidebar is empty or missing, and a doc item whose doc is missing', () => {
  const items = [{ type: 'docSidebar', sidebarId: 'links' }, { type: 'docSidebar', sidebarId: 'api' }, { type: 'doc', docId: 'intr' }];
  assert.equal(checkNavbarItems(items, TYPES, globalData), [
    'themeConfig.navbar.items[0]: sidebar "links" of docs plugin "default" has no doc, so a docSidebar item has nothing to link to.',
    'themeConfig.navbar.items[1]: sidebar "api" does not exist in docs plugin "default"; its sidebars are "docs", "links".',
    'themeConfig.navbar.items[2]: doc "intr" does not exist in docs plugin "default"; did you mean "intro"?',
  ]);
});

check('names a docs item when its docs plugin is not enabled', () => {
  assert.equal(checkNavbarItems([{ type: 'doc', docId: 'intro', docsPluginId: 'api' }], TYPES, globalData), [
    'themeConfig.navbar.items[0]: a "doc" item needs the docs plugin with id "api", which is not enabled.',
  ]);
});

check.run();
