import NavbarNavLink, { type NavbarNavLinkProps } from '@theme/NavbarItem/NavbarNavLink';

export interface DefaultNavbarItemProps extends NavbarNavLinkProps {
  /** Rendered in the mobile sidebar's menu rather than the top bar. */
  mobile?: boolean;
  /** Rendered inside a dropdown's menu. */
  isDropdownItem?: boolean;
  position?: 'left' | 'right';
}

/** A link item: in the top bar, in a dropdown menu, or in the mobile menu. */
export default function DefaultNavbarItem({ mobile = false, isDropdownItem = false, position: _position, className, activeClassName, ...props }: DefaultNavbarItemProps) {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <NavbarNavLink className={['menu__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName ?? 'menu__link--active'} {...props} />
      </li>
    );
  }
  if (isDropdownItem) {
    return (
      <li>
        <NavbarNavLink className={['dropdown__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName ?? 'dropdown__link--active'} {...props} />
      </li>
    );
  }
  return <NavbarNavLink className={['navbar__item navbar__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName} {...props} />;
}
