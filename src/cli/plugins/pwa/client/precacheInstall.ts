// Browser code (service worker): fills the precache at install, several files at a time.
// PrecacheController.install fetches one file after the other, so a precache of a few hundred
// files takes that many round trips before offline mode is ready (workbox issue #2880).
import type { PrecacheController, PrecacheEntry } from 'workbox-precaching';
import { inParallel } from './inParallel.ts';

/**
 * What PrecacheController.install does, with `limit` requests at a time: each file goes through
 * the controller's own strategy (cached under its key, skipped when already there); a file that
 * cannot be fetched fails the install, so a worker never activates with a partial precache.
 */
export async function installPrecache(controller: PrecacheController, entries: (PrecacheEntry | string)[], event: Event, limit: number): Promise<number> {
  // As workbox does: a file with a revision bypasses the HTTP cache, a hashed one may use it.
  const revised = new Set(entries.flatMap((e) => (typeof e !== 'string' && e.revision ? [new URL(e.url, location.href).href] : [])));
  const files = [...controller.getURLsToCacheKeys()];
  const failed: string[] = [];
  await inParallel(files, limit, async ([url, cacheKey]) => {
    const request = new Request(url, { integrity: controller.getIntegrityForCacheKey(cacheKey), cache: revised.has(url) ? 'reload' : 'default', credentials: 'same-origin' });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event: event as never })).catch((error: unknown) => {
      failed.push(url);
      throw error;
    });
  });
  if (failed.length) throw new Error(`${failed.length} file(s) could not be precached, first ${failed[0]}; the worker will try again at the next visit.`);
  return files.length;
}
