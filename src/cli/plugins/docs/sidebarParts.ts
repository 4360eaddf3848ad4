// Splits a version's sidebars into parts, one per category, so no page loads the whole sidebar:
// the version file keeps the top level (categories as stubs), each category's items go into a data
// file of their own, and a page's route loads only the parts it shows open (the categories that
// hold it and those expanded by default above them). A reader opening another category loads its
// part then. Without this, every docs page's first load grew with the number of docs.
import type { PropSidebarItem, PropSidebarItemCategory, PropVersionMetadata } from '../../../runtime/docsHooks.ts';

/** Module name prefix of a part a page shows open (loaded with the route). */
export const OPEN_PART_PREFIX = 'sidebar:';
/** Module name prefix of every part on the version route; "~" modules load only on demand. */
export const LAZY_PART_PREFIX = '~sidebar:';

export interface SidebarPart {
  /** `<sidebar>:<index path>`, e.g. `docs:2.0`. */
  key: string;
  items: PropSidebarItem[];
  /** Card data of the docs listed directly in this part. */
  docs: PropVersionMetadata['docs'];
}

export interface SplitSidebars {
  /** Top-level items of each sidebar, categories as stubs. */
  sidebars: Record<string, PropSidebarItem[]>;
  /** Card data of the top-level docs. */
  docs: PropVersionMetadata['docs'];
  parts: SidebarPart[];
  /** Keys of the parts a page at `permalink` in `sidebar` shows open on its first render, outermost first. */
  openParts(permalink: string, sidebar: string): string[];
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

function firstHref(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  return item.href ?? item.items.map(firstHref).find(Boolean);
}

/** Every permalink inside a category (its own page included). */
function pathsIn(item: PropSidebarItem, out = new Set<string>()): Set<string> {
  if (item.type === 'link') out.add(trimSlash(item.href));
  if (item.type === 'category') {
    if (item.href) out.add(trimSlash(item.href));
    item.items.forEach((i) => pathsIn(i, out));
  }
  return out;
}

export function splitSidebars(sidebars: Record<string, PropSidebarItem[]>, cards: PropVersionMetadata['docs']): SplitSidebars {
  const parts: SidebarPart[] = [];
  // Category key -> what decides whether a page shows it open.
  const tree = new Map<string, { paths: Set<string>; expanded: boolean; children: string[] }>();
  const cardsOf = (items: PropSidebarItem[]) =>
    Object.fromEntries(items.flatMap((i) => (i.type === 'link' && i.docId && cards[i.docId] ? [[i.docId, cards[i.docId]]] : [])));

  const stubList = (items: PropSidebarItem[], prefix: string): { items: PropSidebarItem[]; keys: string[] } => {
    const keys: string[] = [];
    const out = items.map((item, index): PropSidebarItem => {
      if (item.type !== 'category') return item;
      const key = `${prefix}${prefix.endsWith(':') ? '' : '.'}${index}`;
      keys.push(key);
      const inner = stubList(item.items, key);
      tree.set(key, { paths: pathsIn(item), expanded: !item.collapsed || !item.collapsible, children: inner.keys });
      parts.push({ key, items: inner.items, docs: cardsOf(item.items) });
      const href = item.href ?? firstHref(item);
      const stub: PropSidebarItemCategory = { ...item, items: [], itemsKey: key, itemCount: item.items.length, ...(!item.href && href && { firstHref: href }) };
      return stub;
    });
    return { items: out, keys };
  };

  const top: Record<string, PropSidebarItem[]> = {};
  const topKeys = new Map<string, string[]>();
  let docs: PropVersionMetadata['docs'] = {};
  for (const [name, items] of Object.entries(sidebars)) {
    const { items: stubbed, keys } = stubList(items, `${name}:`);
    top[name] = stubbed;
    topKeys.set(name, keys);
    docs = { ...docs, ...cardsOf(items) };
  }

  const openParts = (permalink: string, sidebar: string): string[] => {
    const target = trimSlash(permalink);
    const open: string[] = [];
    const visit = (keys: string[]) => {
      for (const key of keys) {
        const node = tree.get(key)!;
        if (!node.expanded && !node.paths.has(target)) continue;
        open.push(key);
        visit(node.children);
      }
    };
    visit(topKeys.get(sidebar) ?? []);
    return open;
  };
  return { sidebars: top, docs, parts, openParts };
}
