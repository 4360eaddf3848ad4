import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import { useNavbarMobileSidebar } from '@theme/Navbar/mobileSidebar';

/** The mobile sidebar's top row: brand, colour-mode switch, close button. */
export default function NavbarMobileSidebarHeader() {
  const { close } = useNavbarMobileSidebar();
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo />
      <NavbarColorModeToggle />
      <button type="button" aria-label="Close navigation bar" className="navbar-sidebar__close" onClick={close}>
        <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true">
          <g stroke="currentColor" strokeWidth="1.2">
            <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </g>
        </svg>
      </button>
    </div>
  );
}
