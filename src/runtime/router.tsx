// The client router: the committed location changes only once the next route's chunks are in.
import { localeOfPath, type LocaleBase } from './locales.ts';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { Router as WouterRouter } from 'wouter';
import { loadChunk } from './loader.ts';
import { chunkIdsOf, isOnDemandModule, resolveRoute } from './routeTable.ts';
import { decodePath, normalizeLocationPath } from './paths.ts';
import type { ClientModule, ClientRoute, LoadedMatch } from './types.ts';

export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface RouterState {
  location: RouterLocation;
  matches: LoadedMatch[];
  /** Set when the current location's chunks failed to load. */
  error: unknown;
  /** True once a navigation has taken longer than the spinner delay. */
  loading: boolean;
  /** What to scroll to after this commit. */
  scroll: 'hash' | 'top' | 'none';
}

export interface RouterStore {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): Promise<void>;
  retry(): Promise<void>;
  prefetch(path: string): Promise<void>;
  /** Loads the current route's modules again and renders with them, in place (docsite dev, after an edit). */
  refresh?(): Promise<void>;
}

export const SPINNER_DELAY_MS = 200;

/** Loads a chain's component and module chunks and pairs them with their routes. */
export async function loadMatches(chain: ClientRoute[], load: (id: string) => Promise<unknown> = loadChunk): Promise<LoadedMatch[]> {
  return Promise.all(
    chain.map(async (route) => {
      // Modules named "~..." load on demand (a sidebar category's items), not with the route.
      const eager = Object.entries(route.modules ?? {}).filter(([name]) => !isOnDemandModule(name));
      const [component, ...values] = await Promise.all([load(route.component), ...eager.map(([, id]) => load(id))]);
      const modules: Record<string, unknown> = {};
      eager.forEach(([k], i) => (modules[k] = values[i]));
      const Component = (component as any)?.default;
      if (typeof Component !== 'function' && typeof Component !== 'object') {
        throw new Error(`The route ${route.path} has no component to render: its module has no default export. Export a React component as default.`);
      }
      return { route, Component, modules };
    }),
  );
}

/** A store that never changes: what the server renders with. */
export function createStaticRouterStore(state: RouterState): RouterStore {
  return {
    getState: () => state,
    subscribe: () => () => {},
    navigate: async () => {},
    retry: async () => {},
    prefetch: async () => {},
  };
}

function readLocation(): RouterLocation {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash };
}

/** `localeBases`: the site's locales, when it has several: a link into another locale loads that page in full. */
export function createBrowserRouterStore(initial: RouterState, options: { trailingSlash: boolean; clientModules: ClientModule[]; localeBases?: LocaleBase[] }): RouterStore {
  let state = initial;
  let navId = 0;
  const listeners = new Set<() => void>();
  const set = (patch: Partial<RouterState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  async function go(to: string, mode: 'push' | 'replace' | 'pop', refresh = false): Promise<void> {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin) {
      window.location.assign(url.href);
      return;
    }
    const pathname = normalizeLocationPath(url.pathname, options.trailingSlash);
    // Another locale's pages need its site data and messages, which this page did not load.
    const bases = options.localeBases;
    if (bases && bases.length > 1 && localeOfPath(decodePath(pathname), bases) !== localeOfPath(decodePath(state.location.pathname), bases)) {
      window.location.assign(url.href);
      return;
    }
    const next: RouterLocation = { pathname, search: url.search, hash: url.hash };
    const prev = state.location;
    const href = pathname + url.search + url.hash;
    if (!refresh && mode !== 'pop' && pathname === prev.pathname && url.search === prev.search && url.hash && !state.error) {
      history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', href);
      set({ location: next, scroll: 'hash' });
      return;
    }
    const id = ++navId;
    const previousLocation = new URL(prev.pathname + prev.search + prev.hash, window.location.origin);
    options.clientModules.forEach((m) => m.onRouteUpdate?.({ location: url, previousLocation }));
    let chain: ClientRoute[];
    try {
      chain = await resolveRoute(pathname);
      if (chain.length === 0) throw new Error(`No route matches ${pathname}`);
    } catch (error) {
      console.warn(`[docsite] Could not preload the route ${pathname}; loading the page in full instead.`, error);
      window.location.assign(href);
      return;
    }
    const timer = setTimeout(() => id === navId && set({ loading: true }), SPINNER_DELAY_MS);
    const scroll = refresh ? 'none' : next.hash ? 'hash' : pathname === prev.pathname && mode !== 'pop' ? 'none' : 'top';
    try {
      const matches = await loadMatches(chain);
      if (id !== navId) return;
      if (mode !== 'pop') history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', href);
      set({ location: next, matches, error: null, loading: false, scroll });
    } catch (error) {
      if (id !== navId) return;
      if (mode !== 'pop') history[mode === 'replace' ? 'replaceState' : 'pushState'](null, '', href);
      set({ location: next, error, loading: false, scroll: 'top' });
    } finally {
      clearTimeout(timer);
    }
  }

  window.addEventListener('popstate', () => {
    const loc = readLocation();
    void go(loc.pathname + loc.search + loc.hash, 'pop');
  });

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: (to, opts) => go(to, opts?.replace ? 'replace' : 'push'),
    retry: () => {
      const { pathname, search, hash } = state.location;
      return go(pathname + search + hash, 'replace');
    },
    refresh: () => {
      const { pathname, search, hash } = state.location;
      return go(pathname + search + hash, 'replace', true);
    },
    async prefetch(path) {
      const { prefetchChunks } = await import('./loader.ts');
      const chain = await resolveRoute(new URL(path, window.location.href).pathname);
      prefetchChunks(chainIds(chain));
    },
  };
}

function chainIds(chain: ClientRoute[]) {
  return chunkIdsOf(chain);
}

const StoreContext = createContext<RouterStore | null>(null);

export function useRouterStore(): RouterStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('Hook useRouterStore is called outside the <DocsiteRouter>. Render the component inside the site app.');
  return store;
}

export function useRouterState(): RouterState {
  const store = useRouterStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * Scrolls after each commit: to the hash target, else to the top, unless only the query changed.
 * Rendered after the route chain by the component that renders it (App's RouteView), so its layout
 * effect runs in the same commit as the new page's: with Preact, a separately subscribed component
 * shallower in the tree would commit first and scroll before the target exists.
 */
export function ScrollManager({ clientModules }: { clientModules: ClientModule[] }) {
  const state = useRouterState();
  const previous = useRef<RouterLocation | null>(null);
  const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
  useIsoLayoutEffect(() => {
    const prev = previous.current;
    previous.current = state.location;
    if (!prev) return;
    if (state.scroll === 'hash' && state.location.hash) {
      const id = decodeURIComponent(state.location.hash.slice(1));
      document.getElementById(id)?.scrollIntoView();
    } else if (state.scroll === 'top') {
      window.scrollTo(0, 0);
    }
  }, [state.location, state.scroll]);
  const lastDidUpdate = useRef<URL | null>(null);
  useEffect(() => {
    const { pathname, search, hash } = state.location;
    const location = new URL(pathname + search + hash, window.location.origin);
    const previousLocation = lastDidUpdate.current;
    lastDidUpdate.current = location;
    // The first render is the page load, not a route change.
    if (previousLocation) clientModules.forEach((m) => m.onRouteDidUpdate?.({ location, previousLocation }));
  }, [state.location]);
  return null;
}

export function DocsiteRouter({ store, children }: { store: RouterStore; children: ReactNode }) {
  const { location } = store.getState();
  const useLocationHook = (): [string, (to: string, opts?: { replace?: boolean }) => void] => {
    const state = useRouterState();
    return [state.location.pathname, (to, opts) => void store.navigate(to, opts)];
  };
  const useSearchHook = () => useRouterState().location.search.replace(/^\?/, '');
  return (
    <StoreContext.Provider value={store}>
      <WouterRouter hook={useLocationHook} searchHook={useSearchHook} ssrPath={location.pathname} ssrSearch={location.search.replace(/^\?/, '')}>
        {children}
      </WouterRouter>
    </StoreContext.Provider>
  );
}
