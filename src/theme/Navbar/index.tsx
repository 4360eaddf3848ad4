import NavbarLayout from '@theme/Navbar/Layout';
import NavbarContent from '@theme/Navbar/Content';
import { NavbarMobileSidebarProvider } from '@theme/Navbar/mobileSidebar';

/** The fixed top bar: brand and items by position, the colour-mode toggle, and the mobile sidebar. */
export default function Navbar() {
  return (
    <NavbarMobileSidebarProvider>
      <NavbarLayout>
        <NavbarContent />
      </NavbarLayout>
    </NavbarMobileSidebarProvider>
  );
}
