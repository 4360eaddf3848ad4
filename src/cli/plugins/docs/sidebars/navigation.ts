// What a page learns from its sidebar: previous/next across categories, breadcrumbs, the
// sidebar's first link, and the sidebar as the theme renders it.
import type { PropSidebarItem } from '../../../../runtime/docsHooks.ts';
import type { Breadcrumb, GeneratedIndex, LoadedDoc, Navigation, NavLink, SidebarItem, Sidebars } from '../types.ts';

/** A page reachable by previous/next: a doc or a generated index, in sidebar order. */
export type NavEntry =
  | { kind: 'doc'; id: string; label: string; breadcrumbs: Breadcrumb[] }
  | { kind: 'index'; index: GeneratedIndex; label: string; breadcrumbs: Breadcrumb[] };

function categoryHref(item: Extract<SidebarItem, { type: 'category' }>, docs: Map<string, LoadedDoc>): string | undefined {
  if (item.link?.type === 'doc') return docs.get(item.link.id)?.permalink;
  return item.link?.permalink;
}

/** The navigable pages of a sidebar, in order: a category's own page comes before its items. */
export function flattenSidebar(items: SidebarItem[], docs: Map<string, LoadedDoc>, ancestors: Breadcrumb[] = []): NavEntry[] {
  return items.flatMap((item): NavEntry[] => {
    if (item.type === 'doc') return [{ kind: 'doc', id: item.id, label: item.label, breadcrumbs: [...ancestors, { label: item.label }] }];
    if (item.type !== 'category') return [];
    const crumb = { label: item.label, href: categoryHref(item, docs) };
    const own: NavEntry[] = [];
    if (item.link?.type === 'doc') own.push({ kind: 'doc', id: item.link.id, label: item.label, breadcrumbs: [...ancestors, crumb] });
    if (item.link?.type === 'generated-index') own.push({ kind: 'index', index: item.link, label: item.label, breadcrumbs: [...ancestors, crumb] });
    return [...own, ...flattenSidebar(item.items, docs, [...ancestors, crumb])];
  });
}

function docLink(doc: LoadedDoc, label?: string): NavLink {
  return { title: doc.frontMatter.pagination_label ?? label ?? doc.frontMatter.sidebar_label ?? doc.title, permalink: doc.permalink };
}

export interface NavigationResult {
  docNavigation: Record<string, Navigation>;
  generatedIndexes: (GeneratedIndex & Navigation)[];
  /** pagination_prev/next or displayed_sidebar values that name nothing. */
  problems: string[];
}

/**
 * Places every doc: its sidebar (displayed_sidebar, else the first sidebar listing it), and its
 * neighbours in that sidebar. Unlisted docs are skipped as neighbours; pagination_prev/next win.
 */
export function computeNavigation(sidebars: Sidebars, docs: LoadedDoc[], breadcrumbs = true): NavigationResult {
  const byId = new Map(docs.map((d) => [d.id, d]));
  const flat = Object.fromEntries(Object.entries(sidebars).map(([name, items]) => [name, flattenSidebar(items, byId)]));
  const homeOf = new Map<string, string>();
  for (const [name, entries] of Object.entries(flat)) for (const e of entries) if (e.kind === 'doc' && !homeOf.has(e.id)) homeOf.set(e.id, name);
  const problems: string[] = [];
  const listed = (e: NavEntry) => e.kind === 'index' || !byId.get(e.id)?.unlisted;
  const toLink = (e: NavEntry | undefined): NavLink | undefined =>
    !e ? undefined : e.kind === 'index' ? { title: e.label, permalink: e.index.permalink } : docLink(byId.get(e.id)!, e.label);

  const place = (sidebar: string | undefined, matches: (e: NavEntry) => boolean): Navigation => {
    const entries = sidebar ? (flat[sidebar] ?? []) : [];
    const at = entries.findIndex(matches);
    if (at === -1) return { sidebar, breadcrumbs: [] };
    const before = entries.slice(0, at).filter(listed);
    const after = entries.slice(at + 1).filter(listed);
    return { sidebar, previous: toLink(before[before.length - 1]), next: toLink(after[0]), breadcrumbs: breadcrumbs ? entries[at].breadcrumbs : [] };
  };

  const docNavigation: Record<string, Navigation> = {};
  for (const doc of docs) {
    const fm = doc.frontMatter;
    if (typeof fm.displayed_sidebar === 'string' && !(fm.displayed_sidebar in sidebars)) {
      problems.push(`${doc.source}: displayed_sidebar "${fm.displayed_sidebar}" is not a sidebar; sidebars are ${Object.keys(sidebars).map((s) => `"${s}"`).join(', ') || 'none'}.`);
    }
    const sidebar = fm.displayed_sidebar === undefined ? homeOf.get(doc.id) : (fm.displayed_sidebar ?? undefined);
    const nav = place(sidebar, (e) => e.kind === 'doc' && e.id === doc.id);
    for (const key of ['pagination_prev', 'pagination_next'] as const) {
      const value = fm[key];
      if (value === undefined) continue;
      const target = value === null ? undefined : byId.get(value);
      if (value !== null && !target) problems.push(`${doc.source}: ${key} "${value}" is not a doc id.`);
      nav[key === 'pagination_prev' ? 'previous' : 'next'] = target && docLink(target);
    }
    docNavigation[doc.id] = nav;
  }
  const generatedIndexes = Object.entries(flat).flatMap(([name, entries]) =>
    entries.flatMap((e) => (e.kind === 'index' ? [{ ...e.index, ...place(name, (x) => x === e) }] : [])),
  );
  return { docNavigation, generatedIndexes, problems };
}

/** Where a link to the whole sidebar goes: its first listed doc or category page. */
export function firstLink(items: SidebarItem[], docs: Map<string, LoadedDoc>): { path: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'doc' && docs.get(item.id) && !docs.get(item.id)!.unlisted) return { path: docs.get(item.id)!.permalink, label: item.label };
    if (item.type !== 'category') continue;
    const href = categoryHref(item, docs);
    if (href) return { path: href, label: item.label };
    const inner = firstLink(item.items, docs);
    if (inner) return inner;
  }
  return undefined;
}

/** The sidebar as the theme renders it: links with hrefs, categories with their link's href. */
export function toPropSidebar(items: SidebarItem[], docs: Map<string, LoadedDoc>): PropSidebarItem[] {
  return items.map((item): PropSidebarItem => {
    const extra = { ...(item.className !== undefined && { className: item.className }), ...('customProps' in item && item.customProps !== undefined && { customProps: item.customProps }) };
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = docs.get(item.id)!;
        return { type: 'link', label: item.label, href: doc.permalink, docId: doc.id, ...(doc.unlisted && { unlisted: true }), ...extra };
      }
      case 'category': {
        const href = categoryHref(item, docs);
        const linkUnlisted = item.link?.type === 'doc' && docs.get(item.link.id)?.unlisted;
        return {
          type: 'category',
          label: item.label,
          items: toPropSidebar(item.items, docs),
          collapsed: item.collapsed,
          collapsible: item.collapsible,
          ...(href !== undefined && { href }),
          ...(linkUnlisted && { linkUnlisted: true }),
          ...(item.description !== undefined && { description: item.description }),
          ...extra,
        };
      }
      default:
        return item as PropSidebarItem;
    }
  });
}
