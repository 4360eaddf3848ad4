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

  // Per sidebar, once: where each entry is, and the nearest listed entries before and after each
  // place (looking them up per doc walked the whole sidebar for every doc).
  const indexes = new Map<string, { at: Map<NavEntry | string, number>; previous: (NavEntry | undefined)[]; next: (NavEntry | undefined)[] }>();
  const indexOf = (sidebar: string) => {
    let index = indexes.get(sidebar);
    if (index) return index;
    const entries = flat[sidebar] ?? [];
    const at = new Map<NavEntry | string, number>();
    const previous: (NavEntry | undefined)[] = [];
    const next: (NavEntry | undefined)[] = [];
    let last: NavEntry | undefined;
    entries.forEach((e, i) => {
      at.set(e, i);
      // A doc listed twice is placed where it comes first.
      if (e.kind === 'doc' && !at.has(e.id)) at.set(e.id, i);
      previous.push(last);
      if (listed(e)) last = e;
    });
    let following: NavEntry | undefined;
    for (let i = entries.length - 1; i >= 0; i--) {
      next[i] = following;
      if (listed(entries[i])) following = entries[i];
    }
    indexes.set(sidebar, (index = { at, previous, next }));
    return index;
  };
  /** The doc with that id, or that generated-index entry, in `sidebar`. */
  const place = (sidebar: string | undefined, entry: NavEntry | string): Navigation => {
    const index = sidebar ? indexOf(sidebar) : undefined;
    const at = index?.at.get(entry);
    if (index === undefined || at === undefined) return { sidebar, breadcrumbs: [] };
    return { sidebar, previous: toLink(index.previous[at]), next: toLink(index.next[at]), breadcrumbs: breadcrumbs ? flat[sidebar!][at].breadcrumbs : [] };
  };

  const docNavigation: Record<string, Navigation> = {};
  for (const doc of docs) {
    const fm = doc.frontMatter;
    if (typeof fm.displayed_sidebar === 'string' && !(fm.displayed_sidebar in sidebars)) {
      problems.push(`${doc.source}: displayed_sidebar "${fm.displayed_sidebar}" is not a sidebar; sidebars are ${Object.keys(sidebars).map((s) => `"${s}"`).join(', ') || 'none'}.`);
    }
    const sidebar = fm.displayed_sidebar === undefined ? homeOf.get(doc.id) : (fm.displayed_sidebar ?? undefined);
    const nav = place(sidebar, doc.id);
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
    entries.flatMap((e) => (e.kind === 'index' ? [{ ...e.index, ...place(name, e) }] : [])),
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
