// Whether the code runs in the browser after hydration. False on the server and during the first
// client render, so that render matches the server's markup; true from the next one on.
import { useEffect, useState } from 'react';

/** True once the component has mounted in the browser. */
export function useIsBrowser(): boolean {
  // An effect rather than useSyncExternalStore: Preact's compat layer ignores the server snapshot
  // and would answer true while hydrating.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
