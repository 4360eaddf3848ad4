// Data shapes of the debug plugin's pages, shared by the plugin (which writes them) and the theme.

/** The debug pages, in navigation order: URL segment below the debug base path, and what each shows. */
export const DEBUG_PAGES = [
  { slug: '', component: 'DebugIndex', label: 'Index', description: 'These links.' },
  { slug: 'config', component: 'DebugConfig', label: 'Config', description: 'The site config as the browser sees it: no plugins, no functions.' },
  { slug: 'metadata', component: 'DebugMetadata', label: 'Metadata', description: 'docsite and Node.js versions, and every plugin instance with its id.' },
  { slug: 'registry', component: 'DebugRegistry', label: 'Registry', description: 'Every chunk id of the route manifest and the module it loads.' },
  { slug: 'routes', component: 'DebugRoutes', label: 'Routes', description: 'Every route of the manifest: path, exact or prefix, component, plugin.' },
  { slug: 'content', component: 'DebugContent', label: 'Content', description: "Each plugin's loaded content, summarised when it is large." },
  { slug: 'globalData', component: 'DebugGlobalData', label: 'Global data', description: 'The data plugins share with every page through setGlobalData.' },
] as const;

/** Props every debug route receives. */
export interface DebugRouteProps {
  /** The debug index's path, baseUrl included. */
  basePath: string;
}

/** Props of the registry and routes pages: module paths under siteDir are shown as @site/... */
export interface DebugManifestProps extends DebugRouteProps {
  siteDir: string;
  manifest: DebugManifest;
}

/** The build's route manifest (.docsite/generated/routes.json). */
export interface DebugManifest {
  routes: DebugManifestRoute[];
  /** Chunk id -> module path or alias. */
  chunks: Record<string, string>;
}

export interface DebugManifestRoute {
  path: string;
  exact?: boolean;
  component: string;
  plugin: string;
  modules?: Record<string, string>;
  props?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  routes?: DebugManifestRoute[];
}

/** One plugin instance's loaded content, whole or summarised. */
export interface DebugPluginContent {
  name: string;
  id: string;
  /** False when the plugin has no loadContent or it returned nothing. */
  hasContent: boolean;
  summarised: boolean;
  /** Size of the whole content as JSON. */
  bytes: number;
  content: unknown;
}

export interface DebugMetadata {
  nodeVersion: string;
  /** The site's own package.json version, when it has one. */
  siteVersion?: string;
  plugins: { name: string; id: string }[];
}

/** `/abs/site/content/a.md` -> `@site/content/a.md`; aliases and other paths stay as they are. */
export function displayModulePath(modulePath: string, siteDir: string): string {
  const dir = siteDir.replace(/[\\/]+$/, '');
  if (modulePath.startsWith(`${dir}/`) || modulePath.startsWith(`${dir}\\`)) return `@site/${modulePath.slice(dir.length + 1).replace(/\\/g, '/')}`;
  return modulePath;
}
