import type { ReactNode } from 'react';

/** The page's own menu (a doc sidebar), under a button back to the main menu. */
export default function NavbarMobileSidebarSecondaryMenu({ children, onBack }: { children: ReactNode; onBack: () => void }) {
  return (
    <>
      <button type="button" className="navbar-sidebar__back" onClick={onBack}>
        ← Back to main menu
      </button>
      {children}
    </>
  );
}
