import { useEffect, useState } from 'react';
import NavbarMobileSidebarHeader from '@theme/NavbarMobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/NavbarMobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/NavbarMobileSidebar/SecondaryMenu';
import { useNavbarMobileSidebar } from '@theme/Navbar/mobileSidebar';
import { useNavbarSecondaryMenuContent } from '@theme/Navbar/secondaryMenu';
import './styles.css';

/** The slide-in menu of small screens: the page's secondary menu first, if it has one, else the navbar items. */
export default function NavbarMobileSidebar() {
  const { shown } = useNavbarMobileSidebar();
  const secondary = useNavbarSecondaryMenuContent();
  const [primaryChosen, setPrimaryChosen] = useState(false);
  // Each opening starts on the page's own menu again.
  useEffect(() => {
    if (shown) setPrimaryChosen(false);
  }, [shown]);
  const showSecondary = secondary !== null && !primaryChosen;
  return (
    <div className="navbar-sidebar" aria-hidden={!shown}>
      <NavbarMobileSidebarHeader />
      <div className="navbar-sidebar__items">
        {showSecondary ? (
          <NavbarMobileSidebarSecondaryMenu onBack={() => setPrimaryChosen(true)}>{secondary}</NavbarMobileSidebarSecondaryMenu>
        ) : (
          <NavbarMobileSidebarPrimaryMenu />
        )}
      </div>
    </div>
  );
}
