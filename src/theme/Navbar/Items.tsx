import { Component, type ReactNode } from 'react';
import NavbarItem from '@theme/NavbarItem';

class NavbarItemErrorBoundary extends Component<{ item: unknown; children: ReactNode }, { error: { cause: unknown } | null }> {
  state = { error: null as { cause: unknown } | null };

  static getDerivedStateFromError(cause: unknown) {
    return { error: { cause } };
  }

  render() {
    if (this.state.error) {
      throw new Error(
        `A theme navbar item failed to render.\nPlease double-check the following navbar item (themeConfig.navbar.items) of your site config:\n${JSON.stringify(this.props.item, null, 2)}`,
        { cause: this.state.error.cause },
      );
    }
    return this.props.children;
  }
}

/** Navbar items from the config; an item that fails to render is reported with its config. */
export default function NavbarItems({ items, mobile = false }: { items: Record<string, unknown>[]; mobile?: boolean }) {
  return (
    <>
      {items.map((item, i) => (
        <NavbarItemErrorBoundary key={i} item={item}>
          <NavbarItem {...item} mobile={mobile} />
        </NavbarItemErrorBoundary>
      ))}
    </>
  );
}
