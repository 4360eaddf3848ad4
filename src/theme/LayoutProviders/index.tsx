import type { ReactNode } from 'react';
import { ColorModeProvider } from '@docsite/runtime';
import { AnnouncementBarProvider } from '@theme/AnnouncementBar/useAnnouncementBar';

/** The state Layout's parts share: colour mode and the announcement bar. Swizzle to add providers. */
export default function LayoutProviders({ children }: { children: ReactNode }) {
  return (
    <ColorModeProvider>
      <AnnouncementBarProvider>{children}</AnnouncementBarProvider>
    </ColorModeProvider>
  );
}
