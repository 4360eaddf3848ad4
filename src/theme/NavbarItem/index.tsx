import type { ComponentType } from 'react';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import { NavbarItemRendererContext } from '@theme/NavbarItem/renderer';
import './styles.css';

export interface NavbarItemProps {
  /** A key of `@theme/NavbarItem/ComponentTypes`; "default" with `items` means "dropdown". */
  type?: string;
  mobile?: boolean;
  isDropdownItem?: boolean;
  [key: string]: unknown;
}

/** The component registered for a navbar item type; throws for a type nobody registered. */
export function getNavbarItemComponent(type: string): ComponentType<any> {
  const component = (ComponentTypes as Record<string, ComponentType<any> | undefined>)[type];
  if (!component || !Object.hasOwn(ComponentTypes, type)) throw new Error(`No NavbarItem component found for type "${type}".`);
  return component;
}

/** One navbar item, whatever its type: looks the type up and renders that component. */
export default function NavbarItem({ type, ...props }: NavbarItemProps) {
  const resolved = !type || type === 'default' ? (props.items !== undefined ? 'dropdown' : 'default') : type;
  const Component = getNavbarItemComponent(resolved);
  return (
    <NavbarItemRendererContext.Provider value={NavbarItem}>
      <Component {...props} />
    </NavbarItemRendererContext.Provider>
  );
}
