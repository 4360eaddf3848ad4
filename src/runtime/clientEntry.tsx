// Browser entry: read the page data, load this route's chunks, hydrate.
import { createRoot, hydrateRoot } from 'react-dom/client';
import defaultSiteData from '@generated/site-data';
import locales from '@generated/locales';
import clientModules from '@generated/client-modules';
import { App } from './App.tsx';
import { invalidateChunks, registerChunks } from './loader.ts';
import { setDocumentPolicy } from './pagePolicy.tsx';
import { configureStorage, type StorageType } from './storage.ts';
import { setTranslations } from './translate.tsx';
import { localeBasesOf } from './locales.ts';
import { decodePath, normalizeLocationPath } from './paths.ts';
import { resolveRoute, setShards } from './routeTable.ts';
import { createBrowserRouterStore, loadMatches, type RouterState } from './router.tsx';
import type { ClientRoute, PageData } from './types.ts';

async function start() {
  const dataEl = document.getElementById('__DOCSITE_DATA__');
  const container = document.getElementById('__docsite');
  if (!dataEl || !container) throw new Error('[docsite] This page has no #__docsite root or page data: it was not built by docsite.');
  const data = JSON.parse(dataEl.textContent ?? '{}') as PageData;
  // A page of another locale than the default bundle's brings that locale's data first.
  const siteData = data.locale && locales[data.locale] ? (await locales[data.locale]()).default : defaultSiteData;
  setTranslations(siteData.siteConfig.i18n.currentLocale, siteData.translations ?? {});
  registerChunks(data.chunks);
  setShards(data.shards);
  const { storage, url, baseUrl } = siteData.siteConfig;
  // Before anything renders: components read storage in their first effects.
  configureStorage({ type: storage.type as StorageType, namespace: storage.namespace, url, baseUrl });

  const { pathname, search, hash } = window.location;
  const path = normalizeLocationPath(pathname, siteData.siteConfig.trailingSlash);
  if (path !== pathname) history.replaceState(history.state, '', path + search + hash);
  setDocumentPolicy(path, data.policy ?? {});

  // The HTML was rendered for another path (a 404.html fallback, an .html alias): render afresh.
  const canHydrate = decodePath(path) === decodePath(data.path);
  let chain: ClientRoute[] = data.chain;
  if (!canHydrate) chain = await resolveRoute(path).catch(() => data.chain);

  const state: RouterState = { location: { pathname: path, search, hash }, matches: [], error: null, loading: false, scroll: 'none' };
  try {
    state.matches = await loadMatches(chain);
  } catch (error) {
    state.error = error;
  }
  const store = createBrowserRouterStore(state, { trailingSlash: siteData.siteConfig.trailingSlash, clientModules, localeBases: localeBasesOf(siteData.siteConfig) });
  const app = <App siteData={siteData} store={store} head={null} clientModules={clientModules} />;
  if (canHydrate && !state.error) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // `hot`: docsite dev's page script calls it after an edit rewrote these chunks (see src/cli/dev/devClient.ts).
  (window as any).__docsite = { store, hydrated: canHydrate, hot: (ids: string[]) => (invalidateChunks(ids) ? store.refresh!() : Promise.resolve()) };
  document.documentElement.dataset.docsiteReady = 'true';
}

start().catch((error) => console.error('[docsite] The page could not start.', error));
