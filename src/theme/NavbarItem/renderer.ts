// How a dropdown renders its children: through the NavbarItem that rendered the dropdown. A context
// rather than an import, because NavbarItem -> ComponentTypes -> DropdownNavbarItem -> NavbarItem
// would be an import cycle.
import { createContext, useContext, type ComponentType } from 'react';

export const NavbarItemRendererContext = createContext<ComponentType<any> | null>(null);

export function useNavbarItemRenderer(): ComponentType<any> {
  const NavbarItem = useContext(NavbarItemRendererContext);
  if (!NavbarItem) {
    throw new Error('A navbar dropdown renders its items through @theme/NavbarItem: render it as a navbar item ({ type: "dropdown", items }) rather than on its own.');
  }
  return NavbarItem;
}
