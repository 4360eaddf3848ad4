// The service worker source (browser code, bundled into /sw.js at post-build; the build injects
// two file lists, see serviceWorker.ts). Its URL's query says whether offline mode is on: on, it
// precaches what reading needs at install, activates, then caches the rest of the build as pages
// ask for it and, when a page asks, in the background; off, it caches nothing and deletes what an
// offline-mode worker left behind.
import { cacheNames, setCacheNameDetails } from 'workbox-core';
import { PrecacheController, type PrecacheEntry } from 'workbox-precaching';
import { downloadLater, laterCacheKeys, laterStrategy, pruneLaterCache } from './laterCache.ts';
import { installPrecache } from './precacheInstall.ts';

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
  addEventListener(type: 'message', listener: (event: MessageEvent & ExtendableEvent) => void): void;
  __WB_MANIFEST: (PrecacheEntry | string)[];
  __DOCSITE_CACHE_LATER: (PrecacheEntry | string)[];
}
const worker = self as unknown as WorkerScope;

const params = new URLSearchParams(worker.location.search);
const offlineMode = params.get('offlineMode') === 'true';
const debug = params.get('debug') === 'true';
const log = (...args: unknown[]) => debug && console.log('[docsite pwa] service worker:', ...args);

// docsite-precache-v2-<scope> and docsite-runtime-<scope>: workbox's names, with docsite's prefix.
setCacheNameDetails({ prefix: 'docsite' });
const precache = new PrecacheController({ cacheName: cacheNames.precache });
// Each written exactly once, as `self.<name>`: that is where the build injects the file lists.
const manifest = (self as unknown as WorkerScope).__WB_MANIFEST;
const laterFiles = (self as unknown as WorkerScope).__DOCSITE_CACHE_LATER;
if (offlineMode) precache.addToCacheList(manifest);
const laterKeys = offlineMode ? laterCacheKeys(laterFiles, worker.registration.scope) : new Map<string, string>();
const later = laterStrategy(cacheNames.runtime, laterKeys);
log({ offlineMode, precache: offlineMode ? manifest.length : 0, later: laterKeys.size });

/** Deletes docsite's caches except `keep`. */
async function deleteCaches(keep: string[] = []): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith('docsite-') && !keep.includes(name));
  await Promise.all(names.map((name) => caches.delete(name)));
  if (names.length) log('deleted caches', names);
}

worker.addEventListener('install', (event) => {
  // The new build is precached next to the old one (other cache keys) while the old worker serves.
  // Offline mode is ready once this is done: the page's own loading is over, so several at a time.
  if (offlineMode) event.waitUntil(installPrecache(precache, manifest, event, 6).then((count) => log('precached', count, 'files')));
});

async function cleanUpOffline(event: ExtendableEvent): Promise<void> {
  await precache.activate(event);
  const pruned = await pruneLaterCache(cacheNames.runtime, new Set(laterKeys.values()));
  if (pruned) log(`removed ${pruned} files of an earlier build from ${cacheNames.runtime}`);
  await deleteCaches([cacheNames.precache, cacheNames.runtime]);
}

worker.addEventListener('activate', (event) => {
  const cleanUp = offlineMode ? cleanUpOffline(event) : deleteCaches();
  // Control the pages already open: their next request can be answered offline.
  event.waitUntil(cleanUp.then(() => worker.clients.claim()));
});

/** The file URLs a URL may be stored under: /a/ -> /a/index.html, /a -> /a.html or /a/index.html. */
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

/** Offline, on a page that is not cached: the site's own not-found page. */
async function notFoundPage(error: unknown): Promise<Response> {
  const notFound = precache.getCacheKeyForURL(new URL('404.html', worker.registration.scope).href);
  const page = notFound ? await caches.open(cacheNames.precache).then((cache) => cache.match(notFound)) : undefined;
  if (page) return page;
  throw error;
}

/** A file of the rest of the build, cached under its file's key: /a/ is stored as /a/index.html. */
function fromLater(file: string, event: FetchEvent): Promise<Response> {
  const response = later.handle({ event, request: event.request, params: { file } });
  return event.request.mode === 'navigate' ? response.catch(notFoundPage) : response;
}

if (offlineMode) {
  worker.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method !== 'GET') return;
    const files = candidates(request.url);
    const cacheKey = files.map((url) => precache.getCacheKeyForURL(url)).find(Boolean);
    const laterFile = cacheKey ? undefined : files.find((url) => laterKeys.has(url));
    if (cacheKey) {
      log('from the precache', request.url);
      event.respondWith(fromPrecache(cacheKey, request));
    } else if (laterFile) {
      event.respondWith(fromLater(laterFile, event));
    } else if (request.mode === 'navigate') {
      event.respondWith(fetch(request).catch(notFoundPage));
    }
  });
}

/** One download of the rest at a time; a download that missed files (offline) is tried again on the next ask. */
let downloading: Promise<number> | undefined;
function downloadRest(event: ExtendableEvent, page: string): Promise<number> {
  const fetchOne = (file: string) => Promise.all(later.handleAll({ event, request: new Request(file, { credentials: 'same-origin' }), params: { file } }));
  // Fewer at a time than the precache: the reader is reading meanwhile.
  downloading ??= downloadLater(cacheNames.runtime, laterKeys, fetchOne, { limit: 3, first: candidates(page) }).then((failed) => {
    log(`background download done, ${failed} files missed`);
    if (failed) downloading = undefined;
    return failed;
  });
  return downloading;
}

worker.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') {
    log('skipping waiting');
    void worker.skipWaiting();
  } else if (event.data?.type === 'CACHE_LATER' && offlineMode) {
    log('background download of', laterKeys.size, 'files');
    event.waitUntil(downloadRest(event, new URL(String(event.data.page ?? ''), worker.registration.scope).href));
  }
});
