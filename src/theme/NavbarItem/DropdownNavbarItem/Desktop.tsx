import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRouterState, useSiteConfig } from '@docsite/runtime';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { useNavbarItemRenderer } from '@theme/NavbarItem/renderer';
import { containsActiveItem, type ActivatableItem } from '@theme/NavbarItem/activeItem';
import type { DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';

const menuItems = (root: HTMLElement | null) => [...(root?.querySelectorAll<HTMLElement>('.dropdown__menu a, .dropdown__menu button') ?? [])];

/** Opens on hover and on Enter, Space or ArrowDown; closes on Escape and on any outside press or focus. */
export default function DropdownNavbarItemDesktop({ items, position, className, to, href, isActive, onClick, onKeyDown, ...props }: Omit<DropdownNavbarItemProps, 'mobile'>) {
  const NavbarItem = useNavbarItemRenderer();
  const { pathname } = useRouterState().location;
  const { baseUrl } = useSiteConfig();
  const root = useRef<HTMLDivElement>(null);
  const [show, setShow] = useState(false);
  const focusFirst = useRef(false);

  useEffect(() => {
    const closeIfOutside = (event: Event) => {
      if (root.current && !root.current.contains(event.target as Node)) setShow(false);
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    events.forEach((e) => document.addEventListener(e, closeIfOutside));
    return () => events.forEach((e) => document.removeEventListener(e, closeIfOutside));
  }, []);

  // The menu is invisible until it opens, so focus moves into it after the render that shows it.
  useEffect(() => {
    if (show && focusFirst.current) menuItems(root.current)[0]?.focus();
    focusFirst.current = false;
  }, [show]);

  const onToggleKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setShow((s) => !s);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = true;
      setShow(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = menuItems(root.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setShow(false);
      root.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    } else if (index !== -1 && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      links[(index + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={['navbar__item dropdown dropdown--hoverable', position === 'right' && 'dropdown--right', show && 'dropdown--show'].filter(Boolean).join(' ')}
      onKeyDown={onMenuKeyDown}
      onMouseEnter={() => setShow(true)}
      onMouseLeave={() => setShow(false)}
    >
      <NavbarNavLink
        {...props}
        aria-haspopup="true"
        aria-expanded={show}
        role="button"
        to={to}
        href={to ? undefined : (href ?? '#')}
        isActive={isActive ?? (() => containsActiveItem(items as ActivatableItem[], pathname, baseUrl))}
        className={['navbar__link', className].filter(Boolean).join(' ')}
        onClick={(event) => {
          if (!to) event.preventDefault();
          onClick?.(event);
        }}
        onKeyDown={onToggleKeyDown}
      />
      <ul className="dropdown__menu">
        {items.map((item, i) => (
          <NavbarItem isDropdownItem activeClassName="dropdown__link--active" {...item} key={i} />
        ))}
      </ul>
    </div>
  );
}
