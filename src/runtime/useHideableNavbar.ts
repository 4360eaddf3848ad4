// Hide-on-scroll for the navbar: hidden while the reader scrolls down past it, shown again on
// scroll up, near the top, and after a navigation that has no anchor to scroll to.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useRouterState } from './router.tsx';

export interface HideableNavbar {
  /** Attach to the navbar element: its height is the "near the top" threshold. */
  navbarRef: (node: HTMLElement | null) => void;
  isNavbarVisible: boolean;
}

export function useHideableNavbar(hideOnScroll: boolean): HideableNavbar {
  const [isNavbarVisible, setNavbarVisible] = useState(true);
  const navbarHeight = useRef(0);
  // Set when a navigation scrolls to an anchor: that scroll is not the reader's.
  const ignoreNextScroll = useRef(false);
  const navbarRef = useCallback((node: HTMLElement | null) => {
    if (node) navbarHeight.current = node.getBoundingClientRect().height;
  }, []);

  useEffect(() => {
    if (!hideOnScroll) return;
    let last = window.scrollY;
    const onScroll = () => {
      const top = window.scrollY;
      const previous = last;
      last = top;
      if (top < navbarHeight.current) return setNavbarVisible(true);
      if (ignoreNextScroll.current) {
        ignoreNextScroll.current = false;
        return;
      }
      if (top > previous) setNavbarVisible(false);
      // Not at the very bottom: an overscroll bounce there is not a scroll up.
      else if (top < previous && top + window.innerHeight < document.documentElement.scrollHeight - navbarHeight.current) setNavbarVisible(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  const { location } = useRouterState();
  const firstLocation = useRef(location);
  // A layout effect: it must run before the scroll event of the router's scroll to the anchor
  // (Preact runs plain effects after the next frame, when that event may have fired already).
  const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
  useIsoLayoutEffect(() => {
    if (!hideOnScroll || location === firstLocation.current) return;
    const id = location.hash ? decodeURIComponent(location.hash.slice(1)) : '';
    if (id && document.getElementById(id)) ignoreNextScroll.current = true;
    else setNavbarVisible(true);
  }, [location, hideOnScroll]);

  return { navbarRef, isNavbarVisible };
}
