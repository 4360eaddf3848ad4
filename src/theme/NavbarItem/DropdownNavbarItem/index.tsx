import DropdownNavbarItemDesktop from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import DropdownNavbarItemMobile from '@theme/NavbarItem/DropdownNavbarItem/Mobile';
import type { NavbarNavLinkProps } from '@theme/NavbarItem/NavbarNavLink';
import '@theme/NavbarItem/styles.css';

/** A child of a dropdown: any navbar item config (type, label, to, ...). */
export type DropdownChild = Record<string, unknown> & { type?: string };

export interface DropdownNavbarItemProps extends NavbarNavLinkProps {
  items: DropdownChild[];
  position?: 'left' | 'right';
  mobile?: boolean;
}

/** A label that opens a menu of items: a hover/keyboard menu on desktop, a collapsible list on mobile. */
export default function DropdownNavbarItem({ mobile = false, ...props }: DropdownNavbarItemProps) {
  return mobile ? <DropdownNavbarItemMobile {...props} /> : <DropdownNavbarItemDesktop {...props} />;
}
