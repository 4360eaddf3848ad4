import { useNavbarMobileSidebar } from '@theme/Navbar/mobileSidebar';

/** The hamburger button: shown at the mobile breakpoint, opens and closes the mobile sidebar. */
export default function NavbarMobileSidebarToggle() {
  const { disabled, shown, toggle } = useNavbarMobileSidebar();
  if (disabled) return null;
  return (
    <button type="button" className="navbar__toggle" aria-label="Toggle navigation bar" aria-expanded={shown} onClick={toggle}>
      <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
        <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
      </svg>
    </button>
  );
}
