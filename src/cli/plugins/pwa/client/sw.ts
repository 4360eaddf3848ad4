// The service worker source (browser code, bundled into /sw.js at post-build; the build injects
// the precache manifest at self.__WB_MANIFEST). Its URL's query says whether offline mode is on:
// on, it precaches the whole build at install and answers every request it can from that cache;
// off, it caches nothing and deletes what an offline-mode worker left behind.
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';

// The WebWorker lib cannot share a program with DOM: the little this file uses, declared here.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  __WB_MANIFEST: (PrecacheEntry | string)[];
}
const worker = self as unknown as WorkerScope;

const params = new URLSearchParams(worker.location.search);
const offlineMode = params.get('offlineMode') === 'true';
const debug = params.get('debug') === 'true';
const log = (...args: unknown[]) => debug && console.log('[docsite pwa] service worker:', ...args);

// docsite-precache-v2-<scope>: workbox's versioned precache name, with docsite's prefix.
setCacheNameDetails({ prefix: 'docsite' });
const precache = new PrecacheController({ cacheName: cacheNames.precache });
// Written exactly `self.__WB_MANIFEST`, once: that is where the build injects the file list.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
if (offlineMode) precache.addToCacheList(manifest);
log({ offlineMode, cacheName: cacheNames.precache, entries: offlineMode ? manifest.length : 0 });

/** Deletes docsite's caches except `keep`. */
async function deleteCaches(keep?: string): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith('docsite-') && name !== keep);
  await Promise.all(names.map((name) => caches.delete(name)));
  if (names.length) log('deleted caches', names);
}

worker.addEventListener('install', (event) => {
  // The new build is precached next to the old one (other cache keys) while the old worker serves.
  if (offlineMode) event.waitUntil(precache.install(event).then((result) => log('installed', result)));
});

worker.addEventListener('activate', (event) => {
  const cleanUp = offlineMode ? precache.activate(event).then(() => deleteCaches(cacheNames.precache)) : deleteCaches();
  // Control the pages already open: their next request can be answered offline.
  event.waitUntil(cleanUp.then(() => worker.clients.claim()));
});

/** The precache keys a URL may be stored under: /a/ -> /a/index.html, /a -> /a.html or /a/index.html. */
function candidates(href: string): string[] {
  const url = new URL(href);
  if (url.origin !== worker.location.origin) return [];
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('/')) return [url.href, `${url.href}index.html`];
  return [url.href, `${url.href}.html`, `${url.href}/index.html`];
}

async function fromPrecache(cacheKey: string, request: Request): Promise<Response> {
  const cached = await caches.open(cacheNames.precache).then((cache) => cache.match(cacheKey));
  return cached ?? fetch(request);
}

async function navigateOnline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // Offline, on a page the build does not have: the site's own not-found page.
    const notFound = precache.getCacheKeyForURL(new URL('404.html', worker.registration.scope).href);
    const page = notFound ? await caches.open(cacheNames.precache).then((cache) => cache.match(notFound)) : undefined;
    if (page) return page;
    throw error;
  }
}

if (offlineMode) {
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const cacheKey = candidates(request.url).map((url) => precache.getCacheKeyForURL(url)).find(Boolean);
    if (cacheKey) {
      log('from the precache', request.url);
      event.respondWith(fromPrecache(cacheKey, request));
    } else if (request.mode === 'navigate') {
      event.respondWith(navigateOnline(request));
    }
  });
}

worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') {
    log('skipping waiting');
    void worker.skipWaiting();
  }
});
