// Pure URL-path helpers shared by the CLI and the browser runtime. No Node built-ins here.

/** Joins URL path parts with single slashes, keeping a leading slash and protocol-less paths. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  const protocol = /^[a-z][a-z0-9+.-]*:\/\//i.exec(joined)?.[0] ?? '';
  return protocol + joined.slice(protocol.length).replace(/\/{2,}/g, '/');
}

/** File extensions that mark a path as a file, which never takes a trailing slash. */
const FILE_EXTENSION = /\.(html?|xml|json|txt|md|mdx|pdf|zip|png|jpe?g|gif|svg|webp|avif|ico|css|m?js|map|rss|atom|woff2?|ttf|csv|ya?ml|webmanifest)$/i;

/** Prefixes a site-absolute path with the baseUrl, once; leaves full URLs, `//host` and relative paths alone. */
export function withBaseUrl(path: string, baseUrl: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  if (baseUrl !== '/' && path.startsWith(baseUrl)) return path;
  return baseUrl.replace(/\/$/, '') + path;
}

/** `/a/b` -> `/a/b/`; leaves query and hash alone. */
export function addTrailingSlash(path: string): string {
  const [pathname, rest] = splitPath(path);
  if (pathname.endsWith('/')) return path;
  // A file's path (feed.xml, llms.txt) keeps no slash; a version segment (/docs/3.4.0) does.
  if (FILE_EXTENSION.test(pathname.split('/').pop() ?? '')) return path;
  return `${pathname}/${rest}`;
}

export function removeTrailingSlash(path: string): string {
  const [pathname, rest] = splitPath(path);
  if (pathname === '/' || !pathname.endsWith('/')) return path;
  return pathname.slice(0, -1) + rest;
}

/** Applies the site's trailingSlash rule to a route path. */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return path;
  return trailingSlash ? addTrailingSlash(path) : removeTrailingSlash(path);
}

/** Splits `/a/b?x=1#h` into [`/a/b`, `?x=1#h`]. */
export function splitPath(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/**
 * Normalises what a static host may hand the client: `/a/index.html` and `/a.html` both mean the
 * route `/a/`. Query and hash are kept.
 */
export function normalizeLocationPath(path: string, trailingSlash = true): string {
  const [pathname, rest] = splitPath(path);
  let p = pathname;
  if (/\/index\.html$/i.test(p)) p = p.slice(0, -'index.html'.length);
  else if (/\.html$/i.test(p) && !/\/404\.html$/i.test(p)) p = p.slice(0, -'.html'.length);
  else return path;
  return applyTrailingSlash(p || '/', trailingSlash) + rest;
}

/** True for links the client router may handle: same-origin absolute paths, no protocol. */
export function isInternalUrl(href: string): boolean {
  return /^\/(?!\/)/.test(href) || (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//') && !href.startsWith('#'));
}

/** A route as the matcher sees it: the manifest entry, minus everything it does not need. */
export interface MatchableRoute {
  path: string;
  exact?: boolean;
  routes?: MatchableRoute[];
}

/** addTrailingSlash of each route's path, worked out once: a build matches every page against every route. */
const routeKeys = new WeakMap<MatchableRoute, { path: string; key: string }>();
function routeKey(route: MatchableRoute): string {
  const known = routeKeys.get(route);
  // Kept with the path it came from: a route whose path is changed in place gets a new key.
  if (known?.path === route.path) return known.key;
  const key = addTrailingSlash(route.path);
  routeKeys.set(route, { path: route.path, key });
  return key;
}

/** A not-found route: '*' for the whole site, '<prefix>*' for a part of it (another locale). */
export function isCatchAll(routePath: string): boolean {
  return routePath.endsWith('*');
}

/** `key` is addTrailingSlash(pathname). */
function pathMatches(route: MatchableRoute, pathname: string, key: string): boolean {
  if (route.exact !== false) return route.path === pathname || routeKey(route) === key;
  if (route.path === '*' || route.path === '/*') return true;
  if (isCatchAll(route.path)) return key.startsWith(route.path.slice(0, -1));
  return key.startsWith(routeKey(route));
}

/**
 * Finds the chain of routes (outermost first) that renders `pathname`. Exact routes win over
 * prefix routes at the same level; declaration order breaks ties. Returns [] when nothing matches.
 */
export function matchRoutes<R extends MatchableRoute>(routes: readonly R[], rawPathname: string): R[] {
  const pathname = decodePath(rawPathname);
  return matchDecoded(routes, pathname, addTrailingSlash(pathname));
}

/** The highest score a match can have: an exact route, alone or at the end of a chain. */
const EXACT = 1000 + 1;

/**
 * A list of routes split for matching: its exact routes without children by key (they match one
 * path only), the others in order. Built once per list (and again if the list changes).
 */
interface RouteIndex {
  size: number;
  exact: Map<string, number>;
  others: number[];
}
const indexes = new WeakMap<readonly MatchableRoute[], RouteIndex>();
function indexOf(routes: readonly MatchableRoute[]): RouteIndex {
  const known = indexes.get(routes);
  if (known && known.size === routes.length) return known;
  const index: RouteIndex = { size: routes.length, exact: new Map(), others: [] };
  routes.forEach((route, i) => {
    if (route.exact !== false && !(route.routes && route.routes.length > 0)) {
      const key = routeKey(route);
      if (!index.exact.has(key)) index.exact.set(key, i);
    } else index.others.push(i);
  });
  indexes.set(routes, index);
  return index;
}

function matchDecoded<R extends MatchableRoute>(routes: readonly R[], pathname: string, key: string): R[] {
  // The first route that scores EXACT wins, and only routes before the first exact one with this
  // path can: look at those, not at every route (a build matches every page against them all).
  const index = indexOf(routes);
  const exactAt = index.exact.get(key);
  let best: R[] = [];
  let bestScore = -1;
  for (const i of index.others) {
    if (exactAt !== undefined && i > exactAt) break;
    const route = routes[i];
    if (!pathMatches(route, pathname, key)) continue;
    if (route.routes && route.routes.length > 0) {
      const inner = matchDecoded(route.routes as R[], pathname, key);
      if (inner.length === 0) continue;
      const score = 1 + (inner[inner.length - 1].exact !== false ? EXACT - 1 : inner[inner.length - 1].path.length);
      if (score > bestScore) {
        best = [route, ...inner];
        bestScore = score;
      }
      continue;
    }
    const score = route.exact !== false ? EXACT : isCatchAll(route.path) ? route.path.length - 1 : route.path.length;
    if (score > bestScore) {
      best = [route];
      bestScore = score;
    }
  }
  return exactAt !== undefined && bestScore < EXACT ? [routes[exactAt]] : best;
}

/** location.pathname is percent-encoded; route paths are not. Malformed escapes stay as they are. */
export function decodePath(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/** Escapes text for safe use in HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON that is safe inside a <script> element: no `</script>`, no `<!--`, no U+2028/9. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
