// @docusaurus/router: the react-router v5 hooks Docusaurus code uses, over docsite's router store.
import { useEffect, useMemo } from 'react';
import { useRouterState, useRouterStore, type RouterLocation } from '../router.tsx';

/** A path, or react-router's location object. */
export type To = string | { pathname?: string; search?: string; hash?: string };

const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`);

/** The committed location: pathname, search and hash; docsite keeps no history state. */
export function useLocation(): RouterLocation & { state: undefined } {
  const { location } = useRouterState();
  return useMemo(() => ({ ...location, state: undefined }), [location]);
}

export function useHistory() {
  const store = useRouterStore();
  const location = useLocation();
  return {
    location,
    push: (to: To) => void store.navigate(href(to)),
    replace: (to: To) => void store.navigate(href(to), { replace: true }),
    go: (n: number) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    /** Calls back after each navigation with the new location; returns the unsubscribe function. */
    listen(callback: (location: RouterLocation) => void): () => void {
      let last = store.getState().location;
      return store.subscribe(() => {
        const next = store.getState().location;
        if (next !== last) callback((last = next));
      });
    },
  };
}

/** Navigates to `to` once rendered in the browser; renders nothing (the server page stays as it is). */
export function Redirect({ to, push = false }: { to: To; push?: boolean }) {
  const store = useRouterStore();
  useEffect(() => void store.navigate(href(to), { replace: !push }), [href(to), push]);
  return null;
}
