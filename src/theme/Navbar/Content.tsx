import { useSiteConfig } from '@docsite/runtime';
import NavbarItems from '@theme/Navbar/Items';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebarToggle';

/** The bar's two halves: hamburger, brand and left items; right items and the colour-mode toggle. */
export default function NavbarContent() {
  const items: Record<string, unknown>[] = useSiteConfig().themeConfig.navbar?.items ?? [];
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileSidebarToggle />
        <NavbarLogo />
        <NavbarItems items={items.filter((item) => item.position === 'left')} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarItems items={items.filter((item) => item.position !== 'left')} />
        <NavbarColorModeToggle className="navbar__item" />
      </div>
    </div>
  );
}
