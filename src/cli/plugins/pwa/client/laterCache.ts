// Browser code (service worker): the part of the offline copy that is not precached. Each file is
// cached under its URL and revision, like the precache, the first time a page asks for it or when
// the background download gets to it; the cache only ever holds files of the running build.
import { copyResponse } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { CacheFirst } from 'workbox-strategies';
import { inParallel } from './inParallel.ts';

/** File URL (absolute, no query) -> cache key: the URL, with the revision when the name has no hash. */
export function laterCacheKeys(entries: (PrecacheEntry | string)[], scope: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of entries) {
    const { url, revision } = typeof entry === 'string' ? { url: entry, revision: null } : entry;
    const key = new URL(url, scope);
    if (revision) key.searchParams.set('__WB_REVISION__', revision);
    keys.set(new URL(url, scope).href, key.href);
  }
  return keys;
}

/**
 * Cache first, under the key of the file named by the `file` param (a page's URL is not its
 * file's); only whole, successful answers are kept.
 */
export function laterStrategy(cacheName: string, keys: Map<string, string>): CacheFirst {
  return new CacheFirst({
    cacheName,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request, params }) => keys.get((params as { file?: string } | undefined)?.file ?? request.url) ?? request.url },
      // A host that redirects x/index.html to x/ gives a redirected answer, which a page load refuses.
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? (response.redirected ? copyResponse(response) : response) : null) },
    ],
  });
}

/** Removes what an earlier build left in the cache: keys the running build does not have. */
export async function pruneLaterCache(cacheName: string, keep: Set<string>): Promise<number> {
  const cache = await caches.open(cacheName);
  const stale = (await cache.keys()).filter((request) => !keep.has(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
  return stale.length;
}

/**
 * Fetches every file not cached yet, the `first` ones first (the page being read), a few at a
 * time so that the reader's own requests are not kept waiting; resolves to the number of files
 * that could not be fetched (offline, say).
 */
export async function downloadLater(cacheName: string, keys: Map<string, string>, fetchOne: (url: string) => Promise<unknown>, o: { limit: number; first: string[] }): Promise<number> {
  const cached = new Set((await (await caches.open(cacheName)).keys()).map((r) => r.url));
  const first = new Set(o.first.filter((url) => keys.has(url)));
  const todo = [...first, ...[...keys.keys()].filter((url) => !first.has(url))].filter((url) => !cached.has(keys.get(url)!));
  return inParallel(todo, o.limit, fetchOne);
}
