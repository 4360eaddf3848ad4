import { useEffect, useState } from 'react';
import { useRouterState, useSiteConfig } from '@docsite/runtime';
import Collapsible from '@theme/Collapsible';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { useNavbarItemRenderer } from '@theme/NavbarItem/renderer';
import { containsActiveItem, type ActivatableItem } from '@theme/NavbarItem/activeItem';
import type { DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';

/** A collapsible list in the mobile menu: collapsed unless it holds the current page. */
export default function DropdownNavbarItemMobile({ items, position: _position, className, to: _to, href: _href, onClick, ...props }: Omit<DropdownNavbarItemProps, 'mobile'>) {
  const NavbarItem = useNavbarItemRenderer();
  const { pathname } = useRouterState().location;
  const { baseUrl } = useSiteConfig();
  const holdsActive = containsActiveItem(items as ActivatableItem[], pathname, baseUrl);
  const [collapsed, setCollapsed] = useState(!holdsActive);
  useEffect(() => {
    if (holdsActive) setCollapsed(false);
  }, [holdsActive]);

  return (
    <li className={['menu__list-item', collapsed && 'menu__list-item--collapsed'].filter(Boolean).join(' ')}>
      <NavbarNavLink
        {...props}
        role="button"
        aria-expanded={!collapsed}
        href="#"
        className={['menu__link menu__link--sublist menu__link--sublist-caret', className].filter(Boolean).join(' ')}
        onClick={(event) => {
          event.preventDefault();
          setCollapsed((c) => !c);
          onClick?.(event);
        }}
      />
      <Collapsible as="ul" className="menu__list" collapsed={collapsed}>
        {items.map((item, i) => (
          <NavbarItem mobile isDropdownItem activeClassName="menu__link--active" {...item} key={i} />
        ))}
      </Collapsible>
    </li>
  );
}
