// Server entry: renders one route to HTML, returning data (markup and head tags), never writing.
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import siteData from '@generated/site-data';
import localeData from '@generated/locales.server';
import registry, { loadDirect } from '@generated/registry.server';
import { App } from './App.tsx';
import { headKey } from './Head.tsx';
import { mergePolicySources, type PolicySources } from './pagePolicy.tsx';
import { createStaticRouterStore, loadMatches } from './router.tsx';
import { setTranslations } from './translate.tsx';
import { setDirectModuleCodes as setCodes, setDirectModulesDir as setDir } from './directServer.ts';
import type { ClientRoute } from './types.ts';

const cache = new Map<string, Promise<unknown>>();

/** Loads a chunk on the server the same way the browser does: JSON data gives its value. */
export function loadServerChunk(id: string): Promise<unknown> {
  let p = cache.get(id);
  if (!p) {
    // Direct page modules are not in the registry: any other chunk is a direct one, when there are any.
    const direct = loadDirect;
    const loader = Object.hasOwn(registry, id) ? (registry as Record<string, () => Promise<any>>)[id] : direct && (() => direct(id));
    if (!loader) return Promise.reject(new Error(`Unknown chunk "${id}"`));
    p = loader().then((ns) => (ns && ns.__docsiteData === true ? ns.default : ns));
    cache.set(id, p);
  }
  return p;
}

/** Drops loaded chunks, so the next render loads them again (dev: a page edited since). */
export function forgetServerChunks(ids: string[]): void {
  for (const id of ids) cache.delete(id);
}

export interface ServerRenderResult {
  /** Markup of the app root. */
  html: string;
  /** Deduplicated head tags as HTML. */
  head: string;
  title: string;
  /** What the page's components asked for beyond the strict Content-Security-Policy (useContentSecurityPolicy). */
  policy: PolicySources;
}

function renderHead(elements: ReactElement[]): { head: string; title: string } {
  const byKey = new Map<string, ReactElement>();
  const rest: ReactElement[] = [];
  for (const el of elements) {
    const key = headKey(el);
    if (key) {
      byKey.delete(key);
      byKey.set(key, el);
    } else rest.push(el);
  }
  const all = [...byKey.values(), ...rest];
  const titleEl = byKey.get('title') as ReactElement<any> | undefined;
  const title = titleEl ? [titleEl.props.children].flat().join('') : '';
  return { head: all.map((el) => renderToStaticMarkup(el)).join(''), title };
}

/** `locale`: one of the build's other locales, whose site data and messages the page shows. */
export async function render(pathname: string, chain: ClientRoute[], locale?: string): Promise<ServerRenderResult> {
  const site = (locale && localeData[locale]) || siteData;
  const matches = await loadMatches(chain, loadServerChunk);
  // Set after the chunks load: renderToString below runs to its end without yielding.
  setTranslations(site.siteConfig.i18n.currentLocale, site.translations ?? {});
  const collector: ReactElement[] = [];
  const policy: PolicySources[] = [];
  const store = createStaticRouterStore({ location: { pathname, search: '', hash: '' }, matches, error: null, loading: false, scroll: 'none' });
  const html = renderToString(<App siteData={site} store={store} head={collector} policy={policy} />);
  return { html, ...renderHead(collector), policy: mergePolicySources(policy) };
}

export { siteData };
/**
 * The build says where it wrote the direct modules (the direct/ folder next to this entry), or
 * hands over their code when it renders in its own process. Either drops the chunks loaded so far:
 * a second build in one process imports this entry afresh, but its chunks (this code among them)
 * are the first build's modules when the bundle did not change, and so was this cache, holding
 * the page modules of before an edit.
 */
export function setDirectModuleCodes(codes: { get(id: string): string | undefined }, dir: string): void {
  cache.clear();
  setCodes(codes, dir);
}

export function setDirectModulesDir(dir: string): void {
  cache.clear();
  setDir(dir);
}
// Read by the build to explain a navbar item that failed to render.
export { default as navbarItemTypes } from '@theme/NavbarItem/ComponentTypes';
