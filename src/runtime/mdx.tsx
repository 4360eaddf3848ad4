// The MDX components in React context, so MDX imported into MDX (partials, a README rendered in a
// page) gets the theme's components too, not only the page's top-level content. Compiled MDX
// calls useMDXComponents (providerImportSource), and MDXContent provides the theme's map.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type MDXComponentMap = Record<string, ComponentType<any> | string | Record<string, unknown>>;

const MDXComponentsContext = createContext<MDXComponentMap>({});

/** The components in scope, merged with `components` (which win), or mapped by a function. */
export function useMDXComponents(components?: MDXComponentMap | ((inScope: MDXComponentMap) => MDXComponentMap)): MDXComponentMap {
  const inScope = useContext(MDXComponentsContext);
  if (typeof components === 'function') return components(inScope);
  return components ? { ...inScope, ...components } : inScope;
}

/** Makes `components` the MDX components of everything below, nested MDX included. */
export function MDXProvider({ components, children }: { components: MDXComponentMap; children?: ReactNode }) {
  const outer = useContext(MDXComponentsContext);
  return <MDXComponentsContext.Provider value={{ ...outer, ...components }}>{children}</MDXComponentsContext.Provider>;
}
