// Whether the announcement bar is showing, shared by the bar and whatever needs its height.
// Server and first client render say "active"; the themeClassic inline script has already hidden
// a dismissed bar with CSS, and the effect below reads storage.
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRequiredContext, useSiteConfig } from '@docsite/runtime';
import { createStorageSlot, STORAGE_KEYS } from '@docsite/runtime';

export interface AnnouncementBarState {
  /** True while the bar is configured and not dismissed. */
  isActive: boolean;
  /** Hides the bar and remembers it for this announcement id. */
  close(): void;
}

const AnnouncementBarContext = createContext<AnnouncementBarState | null>(null);
const idSlot = createStorageSlot(STORAGE_KEYS.announcementId);
const dismissSlot = createStorageSlot(STORAGE_KEYS.announcementDismiss);

export function AnnouncementBarProvider({ children }: { children: ReactNode }) {
  const bar = useSiteConfig().themeConfig.announcementBar as { id: string; isCloseable: boolean } | undefined;
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!bar) return;
    // A new announcement replaces the old one, and the reader has not dismissed this one yet.
    if (idSlot.get() !== bar.id) {
      idSlot.set(bar.id);
      dismissSlot.del();
    }
    setDismissed(bar.isCloseable && dismissSlot.get() === 'true');
  }, [bar?.id, bar?.isCloseable]);

  const close = useCallback(() => {
    dismissSlot.set('true');
    setDismissed(true);
  }, []);

  const value = useMemo(() => ({ isActive: Boolean(bar) && !dismissed, close }), [bar, dismissed, close]);
  return <AnnouncementBarContext.Provider value={value}>{children}</AnnouncementBarContext.Provider>;
}

export function useAnnouncementBar(): AnnouncementBarState {
  return useRequiredContext(AnnouncementBarContext, 'useAnnouncementBar', 'AnnouncementBarProvider');
}
