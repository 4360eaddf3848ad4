// Which layout the viewport calls for. 'ssr' on the server and while hydrating, so the first
// client render matches the server's markup; components then re-render with the real size.
import { useSyncExternalStore } from 'react';

/** Widths above this many CSS pixels get the desktop layout; at or below it, the mobile one. */
export const DESKTOP_BREAKPOINT = 996;

export type WindowSize = 'desktop' | 'mobile' | 'ssr';

const MOBILE_QUERY = `(max-width: ${DESKTOP_BREAKPOINT}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = (): WindowSize => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop');
const getServerSnapshot = (): WindowSize => 'ssr';

export function useWindowSize(): WindowSize {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
