// Shown/hidden state of the mobile sidebar, shared by the hamburger, the backdrop, the close button
// and the sidebar itself.
import { createContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext, useRouterState, useSiteConfig } from '@docsite/runtime';
import { useWindowSize } from '@docsite/runtime';

export interface NavbarMobileSidebarState {
  /** False on desktop and while hydrating: the sidebar is not rendered then. */
  shouldRender: boolean;
  /** True when there is nothing to show: no navbar items. */
  disabled: boolean;
  shown: boolean;
  toggle(): void;
  close(): void;
}

const Context = createContext<NavbarMobileSidebarState | null>(null);

/*
 * Back closes a shown sidebar and stays on the page: this popstate listener stops the event before
 * the router sees it, then goes forward again to restore the URL. It only can when it runs first,
 * and listeners run in the order they were added: it is added when this module loads, which on a
 * page's first load is before the router starts (route chunks load first). When the navbar loads
 * later (window.__docsite.store is set once the router runs), Back is left to the router: it navigates
 * back, and the route change closes the sidebar.
 */
let closeOnBack: (() => void) | null = null;
if (typeof window !== 'undefined' && !(window as { __docsite?: { store?: unknown } }).__docsite?.store) {
  let restoring = false;
  window.addEventListener('popstate', (event) => {
    if (restoring) {
      restoring = false;
      event.stopImmediatePropagation();
    } else if (closeOnBack) {
      event.stopImmediatePropagation();
      closeOnBack();
      closeOnBack = null;
      restoring = true;
      history.go(1);
    }
  });
}

/** Closes the sidebar on route change, on Back (staying on the page) and on the desktop layout; locks page scroll while it is shown. */
export function NavbarMobileSidebarProvider({ children }: { children: ReactNode }) {
  const windowSize = useWindowSize();
  const disabled = (useSiteConfig().themeConfig.navbar?.items ?? []).length === 0;
  const [shown, setShown] = useState(false);
  const { location } = useRouterState();

  useEffect(() => setShown(false), [location]);
  useEffect(() => {
    if (windowSize === 'desktop') setShown(false);
  }, [windowSize]);
  useEffect(() => {
    if (!shown) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => void (document.body.style.overflow = previous);
  }, [shown]);

  useEffect(() => {
    if (!shown) return;
    closeOnBack = () => setShown(false);
    return () => void (closeOnBack = null);
  }, [shown]);

  const value = useMemo(
    () => ({ shouldRender: windowSize === 'mobile' && !disabled, disabled, shown, toggle: () => setShown((s) => !s), close: () => setShown(false) }),
    [windowSize, disabled, shown],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebarState {
  return useRequiredContext(Context, 'useNavbarMobileSidebar', 'NavbarMobileSidebarProvider');
}
