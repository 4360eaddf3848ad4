// Loads and prefetches route chunks in the browser, by URL.
import type { ChunkInfo } from './types.ts';

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
const attempts = new Map<string, number>();
/** Dev: how often an edit has rewritten a chunk since the page loaded (its URL stays the same). */
const editions = new Map<string, number>();

/** Chunk id -> where it lives; filled from the page data and from route shards. */
export const chunkRegistry: Record<string, ChunkInfo> = {};

export function registerChunks(chunks: Record<string, ChunkInfo>): void {
  Object.assign(chunkRegistry, chunks);
}

/** The loaded value of a chunk, or undefined when it has not loaded yet. */
export function getLoadedChunk(id: string): unknown {
  return loaded.get(id);
}

function unwrap(ns: any): unknown {
  // JSON data modules are compiled to `export default <value>` with a marker; code modules keep their namespace.
  return ns && ns.__docsiteData === true ? ns.default : ns;
}

/**
 * Imports a chunk by id. A failed import is not cached by us; a retry imports a fresh URL,
 * because browsers remember a failed module URL for the life of the page.
 */
export function loadChunk(id: string): Promise<unknown> {
  if (loaded.has(id)) return Promise.resolve(loaded.get(id));
  const inflight = pending.get(id);
  if (inflight) return inflight;
  const info = chunkRegistry[id];
  if (!info) return Promise.reject(new Error(`Unknown chunk "${id}": the route table and the build are out of sync. Reload the page.`));
  const attempt = attempts.get(id) ?? 0;
  // A new query string is a new module to the browser: needed for retries and for edited chunks.
  const query = [editions.has(id) && `edit=${editions.get(id)}`, attempt > 0 && `retry=${attempt}`].filter(Boolean).join('&');
  const url = query ? `${info.js}?${query}` : info.js;
  const promise = import(/* @vite-ignore */ url).then(
    (ns) => {
      const value = info.export ? (ns as Record<string, unknown>)[info.export] : unwrap(ns);
      loaded.set(id, value);
      pending.delete(id);
      return value;
    },
    (error: unknown) => {
      pending.delete(id);
      attempts.set(id, attempt + 1);
      throw error;
    },
  );
  pending.set(id, promise);
  return promise;
}

/**
 * docsite dev: forgets chunks an edit rewrote, so the next load imports them again. True when the
 * page had loaded one of them (it should render again).
 */
export function invalidateChunks(ids: string[]): boolean {
  let used = false;
  for (const id of ids) {
    if (loaded.delete(id)) used = true;
    pending.delete(id);
    editions.set(id, (editions.get(id) ?? 0) + 1);
  }
  return used;
}

const prefetched = new Set<string>();

function slowConnection(): boolean {
  const c = (navigator as any).connection;
  if (!c) return false;
  return Boolean(c.saveData) || /2g/.test(String(c.effectiveType ?? ''));
}

function supportsPrefetch(): boolean {
  const link = document.createElement('link');
  try {
    return link.relList?.supports?.('prefetch') ?? false;
  } catch {
    return false;
  }
}

/** Hints the browser to fetch a URL soon: <link rel=prefetch>, or a low-priority GET. */
export function prefetchUrl(url: string): void {
  if (prefetched.has(url) || slowConnection()) return;
  prefetched.add(url);
  if (supportsPrefetch()) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.as = 'script';
    link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  } else {
    fetch(url, { credentials: 'same-origin' }).catch(() => prefetched.delete(url));
  }
}

export function prefetchChunks(ids: string[]): void {
  for (const id of ids) {
    const info = chunkRegistry[id];
    if (!info || loaded.has(id)) continue;
    prefetchUrl(info.js);
    info.deps?.forEach(prefetchUrl);
  }
}
