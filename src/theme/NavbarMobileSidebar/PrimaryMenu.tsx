import { useSiteConfig } from '@docsite/runtime';
import NavbarItems from '@theme/Navbar/Items';

/** Every navbar item, in config order, as a vertical menu. */
export default function NavbarMobileSidebarPrimaryMenu() {
  const items: Record<string, unknown>[] = useSiteConfig().themeConfig.navbar?.items ?? [];
  return (
    <ul className="menu__list">
      <NavbarItems items={items} mobile />
    </ul>
  );
}
