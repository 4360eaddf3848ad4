// Data shapes shared by the build (which writes them) and the browser runtime (which reads them).

/** One bundled module the browser can load: its URL and what to preload with it. */
export interface ChunkInfo {
  /** URL of the JS file, baseUrl included. */
  js: string;
  /** URLs of the JS files it imports statically (modulepreload / prefetch candidates). */
  deps?: string[];
  /**
   * Set when the chunk is JSON data that travels in another chunk's file (a page's own data, in
   * its content's file): the export of that file that holds the value.
   */
  export?: string;
}

/** A route as shipped to the browser: chunk ids instead of module paths. */
export interface ClientRoute {
  path: string;
  exact?: boolean;
  sidebar?: string;
  /** Chunk id of the component that renders the route. */
  component: string;
  /** Prop name -> chunk id of a content or data module. */
  modules?: Record<string, string>;
  /** Small JSON props passed as they are. */
  props?: Record<string, unknown>;
  /** The plugin that added it, as name@id (pages@default): what @docusaurus/useRouteContext reads. */
  plugin?: string;
  /** Locales of the build with no page at this page's path in them (absent: every locale has it). */
  missingIn?: string[];
  routes?: ClientRoute[];
}

/** A slice of the route table, loaded when the reader first navigates inside `prefix`. */
export interface RouteShard {
  prefix: string;
  url: string;
}

export interface ShardData {
  routes: ClientRoute[];
  chunks: Record<string, ChunkInfo>;
}

/** Inlined into every page as JSON: just enough to hydrate this route. */
export interface PageData {
  /** The pathname this HTML was rendered for. */
  path: string;
  /** Matched route chain, outermost first, without nested `routes`. */
  chain: ClientRoute[];
  chunks: Record<string, ChunkInfo>;
  shards: RouteShard[];
  /** Sources this page's response adds to the strict Content-Security-Policy; absent when none. */
  policy?: Record<string, string[]>;
  /** The page's locale, when it is not the one of @generated/site-data (another locale of the build). */
  locale?: string;
}

/** The browser-safe part of the site config (no plugins, no functions). */
export interface ClientSiteConfig {
  title: string;
  titleDelimiter: string;
  tagline: string;
  url: string;
  baseUrl: string;
  trailingSlash: boolean;
  favicon?: string;
  noIndex: boolean;
  i18n: {
    defaultLocale: string;
    /** The locale of the pages this data belongs to. */
    currentLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; direction: string; htmlLang: string; calendar: string; path: string }>;
  };
  themeConfig: Record<string, any>;
  customFields: Record<string, unknown>;
  storage: { type: string; namespace: boolean | string };
  baseUrlIssueBanner: boolean;
}

export interface SiteData {
  siteConfig: ClientSiteConfig;
  globalData: Record<string, Record<string, unknown>>;
  /** The site's version of docsite, for meta generator tags and debug pages. */
  docsiteVersion: string;
  /** id -> message of this locale: the theme's built-in translations with the site's code.json over them. */
  translations?: Record<string, string>;
}

/** A module loaded for a route: JSON data modules give their value, code modules their namespace. */
export type LoadedModule = any;

export interface LoadedMatch {
  route: ClientRoute;
  Component: React.ComponentType<any>;
  modules: Record<string, LoadedModule>;
}

/** What a client module may export to follow navigation. */
export interface ClientModule {
  onRouteUpdate?: (args: { location: Location | URL; previousLocation: URL | null }) => void | (() => void);
  onRouteDidUpdate?: (args: { location: Location | URL; previousLocation: URL | null }) => void;
}
