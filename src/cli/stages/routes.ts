// Turns the routes plugins added into the manifest: chunk ids instead of module paths, plain JSON.
import crypto from 'node:crypto';
import path from 'node:path';
import { localeOfPath, pathInLocale, type LocaleBase } from '../../runtime/locales.ts';
import { addTrailingSlash, isCatchAll, joinUrl } from '../../runtime/paths.ts';
import type { ClientRoute } from '../../runtime/types.ts';
import { DocsiteError, report, type Severity } from '../errors.ts';
import type { RouteConfig } from '../types.ts';

export interface ManifestRoute extends ClientRoute {
  routes?: ManifestRoute[];
  /** The plugin that added it, e.g. pages@default. */
  plugin: string;
  metadata?: RouteConfig['metadata'];
}

export interface RouteManifest {
  routes: ManifestRoute[];
  /** Chunk id -> module path or alias the bundler resolves. */
  chunks: Record<string, string>;
}

/** Readable, stable chunk id: a slug of the module path plus a short hash against collisions. */
export function chunkIdFor(modulePath: string, siteDir: string): string {
  // Relative to the site, so the same site builds the same ids (and chunk names) wherever it lives.
  const key = modulePath.startsWith('@') ? modulePath : path.relative(siteDir, modulePath).split(path.sep).join('/');
  const readable = modulePath.startsWith('@') ? modulePath.replace(/^@/, '') : key.replace(/\.(mdx?|tsx?|jsx?|json)$/, '');
  const slug = readable.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '').slice(-48) || 'chunk';
  const hash = crypto.createHash('sha1').update(key).digest('hex').slice(0, 6);
  return `${slug}-${hash}`;
}

export interface CreateRoutesOptions {
  siteDir: string;
  baseUrl: string;
  onDuplicateRoutes: Severity;
  /** Module rendering unknown paths; added as the last route. */
  notFoundComponent?: string;
  /** Every locale built, when there are several: each other locale gets a not-found route of its own. */
  localeBases?: LocaleBase[];
  warn?: (message: string) => void;
}

/** Route paths that more than one route claims, with who claims them. */
export function findDuplicateRoutes(routes: RouteConfig[]): Map<string, RouteConfig[]> {
  const byPath = new Map<string, RouteConfig[]>();
  const visit = (list: RouteConfig[]) => {
    for (const r of list) {
      if (r.routes?.length) visit(r.routes);
      else {
        const key = addTrailingSlash(r.path);
        byPath.set(key, [...(byPath.get(key) ?? []), r]);
      }
    }
  };
  visit(routes);
  return new Map([...byPath].filter(([, list]) => list.length > 1));
}

export function createRoutes(routes: RouteConfig[], options: CreateRoutesOptions): RouteManifest {
  const duplicates = findDuplicateRoutes(routes);
  if (duplicates.size > 0) {
    const rel = (r: RouteConfig) => (r.metadata?.sourceFilePath ? path.relative(options.siteDir, r.metadata.sourceFilePath) : r.context?.plugin ?? 'a plugin');
    report(
      options.onDuplicateRoutes,
      new DocsiteError(`Duplicate routes: ${duplicates.size} path${duplicates.size === 1 ? ' is' : 's are'} created more than once; the first route of each is used.`, {
        details: [...duplicates].map(([p, list]) => `- ${p} from ${list.map(rel).join(' and ')}`),
        hint: 'Rename or move one of the files, or give it another slug in its front matter.',
      }),
      options.warn,
    );
  }
  const chunks: Record<string, string> = {};
  const idOf = (modulePath: string) => {
    const id = chunkIdFor(modulePath, options.siteDir);
    chunks[id] = modulePath;
    return id;
  };
  const convert = (r: RouteConfig): ManifestRoute => {
    const out: ManifestRoute = { path: r.path, component: idOf(r.component), plugin: r.context?.plugin ?? 'unknown' };
    if (r.exact === false) out.exact = false;
    if (r.sidebar) out.sidebar = r.sidebar;
    if (r.modules && Object.keys(r.modules).length) out.modules = Object.fromEntries(Object.entries(r.modules).map(([k, v]) => [k, idOf(v)]));
    if (r.props) out.props = r.props;
    if (r.metadata) out.metadata = r.metadata;
    if (r.routes?.length) out.routes = r.routes.map((c) => convert({ ...c, context: c.context ?? r.context }));
    return out;
  };
  const seen = new Set<string>();
  const unique = routes.filter((r) => {
    if (r.routes?.length) return true;
    const key = addTrailingSlash(r.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const manifest = unique.map(convert);
  if (options.localeBases) markMissingCounterparts(manifest, options.localeBases);
  const notFound = idOf(options.notFoundComponent ?? '@theme/NotFound');
  // An unknown path under another locale's base shows that locale's not-found page.
  for (const b of options.localeBases ?? []) if (b.baseUrl !== options.baseUrl) manifest.push({ path: `${b.baseUrl}*`, exact: false, component: notFound, plugin: 'core' });
  manifest.push({ path: '*', exact: false, component: notFound, plugin: 'core' });
  return { routes: manifest, chunks };
}

/** Marks each page whose path has no page in some other locale (its locale dropdown and hreflang skip those). */
function markMissingCounterparts(routes: ManifestRoute[], bases: LocaleBase[]): void {
  const leaves: ManifestRoute[] = [];
  const visit = (list: ManifestRoute[]) => list.forEach((r) => (r.routes?.length ? visit(r.routes) : leaves.push(r)));
  visit(routes);
  const paths = new Set(leaves.map((r) => addTrailingSlash(r.path)));
  for (const r of leaves) {
    const own = localeOfPath(r.path, bases);
    const missing = bases.filter((b) => b.locale !== own && !paths.has(addTrailingSlash(pathInLocale(r.path, bases, b.locale)))).map((b) => b.locale);
    if (missing.length) r.missingIn = missing;
  }
}

/** Every path a page is rendered for: leaves of nested routes, non-exact routes at their base. */
export function pagePaths(routes: ManifestRoute[]): string[] {
  const out: string[] = [];
  const visit = (list: ManifestRoute[]) => {
    for (const r of list) {
      if (isCatchAll(r.path)) continue;
      if (r.routes?.length) visit(r.routes);
      else out.push(r.path);
    }
  };
  visit(routes);
  return out;
}

/** A route's own fields as the browser gets them: no build metadata, no child routes. */
export function clientRouteOwn(r: ManifestRoute): Omit<ClientRoute, 'routes'> {
  const { metadata: _m, routes: _r, ...own } = r;
  return own;
}

export function toClientRoute(r: ManifestRoute): ClientRoute {
  const own = clientRouteOwn(r);
  return r.routes ? { ...own, routes: r.routes.map(toClientRoute) } : own;
}

export interface ShardPlan {
  prefix: string;
  routes: ManifestRoute[];
}

function commonPrefix(paths: string[]): string {
  if (paths.length === 0) return '/';
  const split = paths.map((p) => p.split('/').slice(0, -1));
  const first = split[0];
  let n = first.length;
  for (const s of split) {
    let i = 0;
    while (i < n && s[i] === first[i]) i++;
    n = i;
  }
  return addTrailingSlash(first.slice(0, n).join('/') || '/');
}

/**
 * Groups routes into shards by plugin, each under the deepest path prefix its routes share, so
 * the browser loads only the part of the route table it navigates in. The catch-all joins the
 * root shard, and each locale's catch-all its locale's root shard.
 */
export function planShards(routes: ManifestRoute[], baseUrl: string, localeBases?: LocaleBase[]): ShardPlan[] {
  const byPrefix = new Map<string, ManifestRoute[]>();
  const groups = new Map<string, ManifestRoute[]>();
  const root = addTrailingSlash(joinUrl('/', baseUrl));
  // One plugin's routes in two locales share no prefix below the site's: grouped apart.
  const localeOf = (r: ManifestRoute) => (localeBases && localeBases.length > 1 ? localeOfPath(r.path, localeBases) : '');
  for (const r of routes) {
    const key = r.path === '*' ? 'core' : isCatchAll(r.path) ? `core ${r.path}` : `${r.plugin} ${localeOf(r)}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const [key, list] of groups) {
    const prefix = key === 'core' ? root : key.startsWith('core ') ? list[0].path.slice(0, -1) : commonPrefix(list.map((r) => r.path));
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), ...list]);
  }
  if (!byPrefix.has(root)) byPrefix.set(root, []);
  return [...byPrefix].map(([prefix, list]) => ({
    prefix,
    // Keep the catch-all last so more specific routes match first.
    routes: [...list.filter((r) => !isCatchAll(r.path)), ...list.filter((r) => isCatchAll(r.path))],
  }));
}
