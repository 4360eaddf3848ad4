// Modules the build generates for each site (see src/cli/stages/codegen.ts).
declare module '@generated/site-data' {
  const data: import('./types.ts').SiteData;
  export default data;
}
declare module '@generated/locales' {
  /** The build's other locales: each one's site data, loaded before a page in it hydrates. */
  const locales: Record<string, () => Promise<{ default: import('./types.ts').SiteData }>>;
  export default locales;
}
declare module '@generated/locales.server' {
  const locales: Record<string, import('./types.ts').SiteData>;
  export default locales;
}
declare module '@generated/client-modules' {
  const modules: import('./types.ts').ClientModule[];
  export default modules;
}
declare module '@generated/registry.server' {
  const registry: Record<string, () => Promise<unknown>>;
  export default registry;
  export const loadDirect: ((id: string) => Promise<unknown>) | null;
}
declare module '@theme/*' {
  const Component: any;
  export default Component;
}
declare module '@theme-original/*' {
  const Component: any;
  export default Component;
}
declare module '*.css';
