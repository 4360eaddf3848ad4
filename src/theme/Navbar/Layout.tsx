import type { ReactNode } from 'react';
import { useSiteConfig } from '@docsite/runtime';
import NavbarMobileSidebar from '@theme/NavbarMobileSidebar';
import { useNavbarMobileSidebar } from '@theme/Navbar/mobileSidebar';
import { useHideableNavbar } from '@docsite/runtime';
import './styles.css';

/** The <nav> element: hide-on-scroll, style variants, the backdrop and the mobile sidebar. */
export default function NavbarLayout({ children }: { children: ReactNode }) {
  const { hideOnScroll = false, style } = useSiteConfig().themeConfig.navbar ?? {};
  const mobileSidebar = useNavbarMobileSidebar();
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  const classes = [
    'navbar',
    hideOnScroll && 'navbar--hideable',
    hideOnScroll && !isNavbarVisible && 'navbar--hidden',
    style === 'dark' && 'navbar--dark',
    style === 'primary' && 'navbar--primary',
    mobileSidebar.shown && 'navbar-sidebar--show',
  ];
  return (
    <nav ref={navbarRef} aria-label="Main" className={classes.filter(Boolean).join(' ')}>
      {children}
      <div role="presentation" className="navbar-sidebar__backdrop" onClick={mobileSidebar.close} />
      {mobileSidebar.shouldRender && <NavbarMobileSidebar />}
    </nav>
  );
}
