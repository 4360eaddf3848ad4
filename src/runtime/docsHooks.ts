// What docs pages read: the shapes of the docs plugin's data files, the version and sidebar
// contexts, and lookups with the spec's docs helper errors. Pure functions first, hooks after.
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext, useSiteData } from './context.tsx';
import { useRouterState } from './router.tsx';
import { findDocInVersions, getDocsData, getLatestVersion, getSidebarLink, getVersionMainDoc, type DocsGlobalData } from './docsData.ts';

export { findDocInVersions, getDocsData, getSidebarLink, getVersionMainDoc };

export type PropSidebarItemLink = {
  type: 'link';
  href: string;
  label: string;
  /** Set for doc items: the doc the link goes to. */
  docId?: string;
  /** Unlisted targets are shown only while they are the current page. */
  unlisted?: boolean;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
};
export type PropSidebarItemCategory = {
  type: 'category';
  label: string;
  items: PropSidebarItem[];
  /** The category's own page: a doc or a generated index. */
  href?: string;
  linkUnlisted?: boolean;
  collapsed: boolean;
  collapsible: boolean;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
  /** Set when the items live in a part of their own (loaded on demand); `items` is empty until then. */
  itemsKey?: string;
  /** How many items the category has, loaded or not. */
  itemCount?: number;
  /** The first page inside, for a category without a page of its own. */
  firstHref?: string;
};
export type PropSidebarItemHtml = { type: 'html'; value: string; defaultStyle?: boolean; className?: string };
export type PropSidebarItem = PropSidebarItemLink | PropSidebarItemCategory | PropSidebarItemHtml;

/** The one data file of a version, shared by all its pages. */
export interface PropVersionMetadata {
  pluginId: string;
  version: string;
  label: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  className: string;
  isLast: boolean;
  noIndex: boolean;
  docsSidebars: Record<string, PropSidebarItem[]>;
  /** Doc id -> what a card needs. */
  docs: Record<string, { id: string; title: string; description?: string; sidebar?: string }>;
}

export interface PropNavLink {
  title: string;
  permalink: string;
}

export interface PropBreadcrumb {
  label: string;
  href?: string;
}

/** The small per-doc data file. */
export interface PropDocMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
  previous?: PropNavLink;
  next?: PropNavLink;
  breadcrumbs: PropBreadcrumb[];
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  tags: { label: string; permalink: string; description?: string }[];
  unlisted: boolean;
  frontMatter: {
    hide_title?: boolean;
    hide_table_of_contents?: boolean;
    toc_min_heading_level?: number;
    toc_max_heading_level?: number;
    keywords?: string[];
    image?: string;
    sidebar_class_name?: string;
  };
  /** Version name -> this doc's permalink there (only when more than one version has it). */
  versions?: Record<string, string>;
}

/** Route props of a generated-index page. */
export interface PropCategoryGeneratedIndex {
  title: string;
  description?: string;
  keywords?: string[];
  image?: string;
  permalink: string;
  sidebar?: string;
  previous?: PropNavLink;
  next?: PropNavLink;
  breadcrumbs: PropBreadcrumb[];
}

export interface PropTagsListPage {
  tags: { label: string; permalink: string; description?: string; count: number }[];
}

export interface PropTagDocList {
  label: string;
  permalink: string;
  description?: string;
  allTagsPath: string;
  unlisted: boolean;
  items: { id: string; title: string; description: string; permalink: string }[];
}

// ------------------------------------------------------------------------------------------
// Pure lookups

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** Same route path, trailing slash ignored. */
export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && trimSlash(a) === trimSlash(b);
}

/** True when the item is the page at `pathname` or holds it. */
export function isActiveSidebarItem(item: PropSidebarItem, pathname: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, pathname);
  if (item.type === 'category') return isSamePath(item.href, pathname) || item.items.some((i) => isActiveSidebarItem(i, pathname));
  return false;
}

/** Items a reader sees: unlisted targets are hidden unless they are the current page. */
export function visibleSidebarItems(items: PropSidebarItem[], pathname: string): PropSidebarItem[] {
  return items.filter((item) => !(item.type === 'link' && item.unlisted && !isSamePath(item.href, pathname)));
}

/** The doc card data of a version; throws when the version has no doc with that id. */
export function getVersionDoc(version: PropVersionMetadata, id: string): PropVersionMetadata['docs'][string] {
  const doc = version.docs[id];
  if (!doc) {
    throw new Error(`No version doc found by id "${id}" in version "${version.version}" of docs plugin "${version.pluginId}".`);
  }
  return doc;
}

/** The category whose own page is `pathname`; throws when the path is not a category page. */
export function findSidebarCategory(items: PropSidebarItem[], pathname: string): PropSidebarItemCategory {
  const visit = (list: PropSidebarItem[]): PropSidebarItemCategory | undefined => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (isSamePath(item.href, pathname)) return item;
      const inner = visit(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const found = visit(items);
  if (!found) throw new Error(`"${pathname}" is not associated with a category: useCurrentSidebarCategory() only works on a category's own page.`);
  return found;
}

/** The docs plugin id whose path holds `pathname`, deepest first; with failfast, throws when none does. */
export function getActivePluginId(globalData: Record<string, Record<string, unknown>>, pathname: string, options: { failfast?: boolean } = {}): string | undefined {
  const instances = Object.entries((globalData.docs ?? {}) as Record<string, DocsGlobalData>).sort(([, a], [, b]) => trimSlash(b.path).length - trimSlash(a.path).length);
  const hit = instances.find(([, data]) => trimSlash(data.path) === '/' || trimSlash(pathname) === trimSlash(data.path) || pathname.startsWith(trimSlash(data.path) + '/'));
  if (!hit && options.failfast) {
    const paths = instances.map(([, d]) => `"${d.path}"`).join(', ');
    throw new Error(`No active docs plugin for "${pathname}": the path is under none of the docs plugin paths (${paths || 'no docs plugin is enabled'}). Use this helper on docs pages only.`);
  }
  return hit?.[0];
}

/** Where the same doc lives in the latest version, else that version's main doc. */
export function latestVersionPath(data: DocsGlobalData, docId: string | undefined): { path: string; label: string } {
  const latest = getLatestVersion(data);
  const doc = (docId !== undefined && latest.docs.find((d) => d.id === docId)) || getVersionMainDoc(latest);
  return { path: doc.path, label: latest.label };
}

// ------------------------------------------------------------------------------------------
// Contexts and hooks

const VersionContext = createContext<PropVersionMetadata | null>(null);
const SidebarContext = createContext<{ name: string; items: PropSidebarItem[] } | null | undefined>(undefined);

export function DocsVersionProvider({ version, children }: { version: PropVersionMetadata; children?: ReactNode }) {
  return createElement(VersionContext.Provider, { value: version }, children);
}

/** The version being rendered (its data file); only inside a docs version route. */
export function useCurrentVersion(): PropVersionMetadata {
  return useRequiredContext(VersionContext, 'useCurrentVersion', 'DocsVersionProvider');
}

export function DocsSidebarProvider({ sidebar, children }: { sidebar: { name: string; items: PropSidebarItem[] } | null; children?: ReactNode }) {
  return createElement(SidebarContext.Provider, { value: sidebar }, children);
}

/** The sidebar of the current docs page, or null on a page outside any sidebar. */
export function useDocsSidebar(): { name: string; items: PropSidebarItem[] } | null {
  const value = useContext(SidebarContext);
  if (value === undefined) throw new Error('Hook useDocsSidebar is called outside the <DocsSidebarProvider>. Render the component inside a docs page.');
  return value;
}

/** Per list of sidebar items: which category was last expanded, so autoCollapseCategories can close the others. */
const ExpandedContext = createContext<{ expanded: number | null; setExpanded: (index: number | null) => void } | null>(null);

export function DocSidebarExpandedProvider({ children }: { children?: ReactNode }) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const value = useMemo(() => ({ expanded, setExpanded }), [expanded]);
  return createElement(ExpandedContext.Provider, { value }, children);
}

export function useDocSidebarExpanded() {
  return useContext(ExpandedContext);
}

export function useDocById(id: string): PropVersionMetadata['docs'][string] {
  return getVersionDoc(useCurrentVersion(), id);
}

/** The category whose page is being shown. */
export function useCurrentSidebarCategory(): PropSidebarItemCategory {
  const { pathname } = useRouterState().location;
  const sidebar = useDocsSidebar();
  return findSidebarCategory(sidebar?.items ?? [], pathname);
}

/** The innermost matched route and its loaded modules: the page inside the docs layout. */
export function useDocsLeafRoute() {
  const { matches } = useRouterState();
  return matches[matches.length - 1];
}

/** Docs global data of the plugin whose path holds the current page. */
export function useActiveDocsData(): DocsGlobalData {
  const { globalData } = useSiteData();
  const { pathname } = useRouterState().location;
  return getDocsData(globalData, getActivePluginId(globalData, pathname, { failfast: true }));
}
