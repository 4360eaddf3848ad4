// The browser side of split sidebars (src/cli/plugins/docs/sidebarParts.ts): a version file holds
// the sidebars' top level, categories as stubs; each category's items come in a part, either with
// the page's route (the parts it shows open) or on demand when a reader opens the category.
import { createContext, createElement, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PropSidebarItem, PropVersionMetadata } from './docsHooks.ts';
import { chunkRegistry, loadChunk } from './loader.ts';
import { useRouterState } from './router.tsx';
import { resolveRoute } from './routeTable.ts';

export interface SidebarPart {
  key: string;
  items: PropSidebarItem[];
  docs: PropVersionMetadata['docs'];
}

const OPEN_PREFIX = 'sidebar:';
const LAZY_PREFIX = '~sidebar:';

/** `items` with every stub whose part is in `parts` filled in, recursively. */
export function fillSidebarParts(items: PropSidebarItem[], parts: ReadonlyMap<string, SidebarPart>): PropSidebarItem[] {
  return items.map((item) => {
    if (item.type !== 'category' || !item.itemsKey) return item;
    const part = parts.get(item.itemsKey);
    return part ? { ...item, items: fillSidebarParts(part.items, parts) } : item;
  });
}

/** The version with the parts filled into its sidebars and their docs added to its cards. */
export function withSidebarParts(version: PropVersionMetadata, parts: ReadonlyMap<string, SidebarPart>): PropVersionMetadata {
  if (parts.size === 0) return version;
  const docsSidebars = Object.fromEntries(Object.entries(version.docsSidebars).map(([name, items]) => [name, fillSidebarParts(items, parts)]));
  const docs = Object.assign({}, version.docs, ...[...parts.values()].map((p) => p.docs));
  return { ...version, docsSidebars, docs };
}

/** Loads a "~" module of the current route chain; fetches the route table first when the page data did not list its chunk. */
export async function loadOnDemandChunk(id: string, pathname: string): Promise<unknown> {
  if (!chunkRegistry[id]) await resolveRoute(pathname);
  return loadChunk(id);
}

const LoaderContext = createContext<((key: string) => void) | null>(null);

/** What a category calls when it opens with its items not loaded yet. */
export function useSidebarPartLoader(): ((key: string) => void) | null {
  return useContext(LoaderContext);
}

export function SidebarPartLoaderProvider({ load, children }: { load: (key: string) => void; children?: ReactNode }) {
  return createElement(LoaderContext.Provider, { value: load }, children);
}

/**
 * `version` with the sidebar parts known so far: the current route's, and every part loaded since
 * (kept across navigations, so open categories stay filled), plus a loader for the rest.
 */
export function useVersionWithSidebarParts(version: PropVersionMetadata): { version: PropVersionMetadata; loadPart: (key: string) => void } {
  const { matches, location } = useRouterState();
  const seen = useRef(new Map<string, SidebarPart>());
  const [, setLoadedCount] = useState(0);
  const routeParts = matches.flatMap((m) => Object.entries(m.modules ?? {}).flatMap(([name, value]) => (name.startsWith(OPEN_PREFIX) && value ? [value as SidebarPart] : [])));
  for (const part of routeParts) seen.current.set(part.key, part);
  const keys = [...seen.current.keys()].join('|');
  const resolved = useMemo(() => withSidebarParts(version, seen.current), [version, keys]);
  // The version route lists every part as an on-demand module.
  const versionRoute = matches.find((m) => m.modules?.version === version)?.route;
  const pending = useRef(new Set<string>());
  const pathname = location.pathname;
  const loadPart = useCallback(
    (key: string) => {
      const id = versionRoute?.modules?.[LAZY_PREFIX + key];
      if (!id || seen.current.has(key) || pending.current.has(key)) return;
      pending.current.add(key);
      loadOnDemandChunk(id, pathname).then(
        (part) => {
          pending.current.delete(key);
          seen.current.set(key, part as SidebarPart);
          setLoadedCount((n) => n + 1);
        },
        () => pending.current.delete(key),
      );
    },
    [versionRoute, pathname],
  );
  return { version: resolved, loadPart };
}
