// The secondary menu of the mobile sidebar: a page (a doc, with its sidebar) registers content
// while it is mounted, and the mobile sidebar shows it before the main menu. A module-level store
// rather than a context, because pages render below the navbar, not inside it.
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

let current: { owner: object; content: ReactNode } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows `content` as the mobile sidebar's secondary menu while the calling component is mounted. */
export function useNavbarSecondaryMenu(content: ReactNode): void {
  const owner = useRef({}).current;
  useEffect(() => {
    current = { owner, content };
    emit();
  }, [content]);
  useEffect(
    () => () => {
      if (current?.owner !== owner) return;
      current = null;
      emit();
    },
    [],
  );
}

/** The registered secondary menu, or null. Null on the server and while hydrating. */
export function useNavbarSecondaryMenuContent(): ReactNode | null {
  return useSyncExternalStore(
    subscribe,
    () => current?.content ?? null,
    () => null,
  );
}
