// The render cache: a page's markup kept across builds, read back from the previous build's HTML.
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PolicySources } from '../../../runtime/pagePolicy.tsx';
import { APP_OPEN } from '../html.ts';
import type { RenderOptions, RenderResult } from './options.ts';

/**
 * A render cache entry. The page's markup is not copied into the cache: it is in the page's HTML
 * file, `length` characters from `at`, and `sha1` is its hash. A later build reads it from there
 * (the previous build's output, still in place while the next one renders) and renders the page
 * again when the file is gone or no longer holds that markup. A copy in the cache would be a second
 * copy of every page to build, send between threads and write, in every cold build.
 */
export interface CachedPage {
  head: string;
  title: string;
  policy: PolicySources;
  /** The HTML file, relative to the output folder. */
  file: string;
  at: number;
  length: number;
  sha1: string;
}


/**
 * A page's server-rendered markup depends on the server bundle (theme, config, global data), its
 * path, its route chain (ids and props) and the modules of that chain: the key holds all of them,
 * so an edit re-renders the pages that show it and reuses the rest.
 */
export function renderKey(o: NonNullable<RenderOptions['cache']>, pathname: string, chain: unknown, ids: string[]): string {
  const hash = crypto.createHash('sha1').update(o.serverHash).update('\0').update(pathname).update('\0').update(JSON.stringify(chain));
  for (const id of ids) hash.update('\0').update(id).update(':').update(o.moduleHashes[id] ?? '');
  return hash.digest('hex');
}

export async function readRenderCache(file: string): Promise<Map<string, CachedPage>> {
  try {
    return new Map(Object.entries(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, CachedPage>));
  } catch {
    return new Map();
  }
}

export const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('base64');

/**
 * A cached page's markup, read from the previous build's HTML file: at its place, or (a plugin
 * added to the head after rendering) after the element it renders into. Undefined when the
 * file is gone or holds other markup there: the page renders again.
 */
export function recall(entry: CachedPage | undefined, outDir: string): RenderResult | undefined {
  // A cache file written by another version of docsite, or by hand: any other shape is a miss.
  if (typeof entry?.file !== 'string' || typeof entry.at !== 'number' || typeof entry.length !== 'number' || typeof entry.head !== 'string' || typeof entry.title !== 'string' || typeof entry.policy !== 'object' || entry.policy === null) return undefined;
  let text: string;
  try {
    text = readFileSync(path.join(outDir, entry.file), 'utf8');
  } catch {
    return undefined;
  }
  const found = APP_OPEN.length + text.indexOf(APP_OPEN);
  for (const at of found === entry.at || found < APP_OPEN.length ? [entry.at] : [entry.at, found]) {
    const html = text.slice(at, at + entry.length);
    if (html.length === entry.length && sha1(html) === entry.sha1) return { html, head: entry.head, title: entry.title, policy: entry.policy };
  }
  return undefined;
}

/**
 * Writes the render cache entry by entry into a temporary file, renamed over `file` by finish();
 * abandon() (a no-op after finish) removes it when the render fails part way.
 */
export async function renderCacheWriter(file: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(tmp, 'w');
  let parts: string[] = ['{'];
  let size = 1;
  let first = true;
  let open = true;
  // One write at a time (a FileHandle's writes must not overlap), whoever adds meanwhile.
  let writing: Promise<unknown> = Promise.resolve();
  const flush = () => {
    const chunk = parts.join('');
    parts = [];
    size = 0;
    writing = writing.then(() => handle.write(chunk));
    return writing;
  };
  return {
    /** One entry, `"key":{...}`. */
    async add(cacheEntry: string) {
      const entry = `${first ? '' : ','}${cacheEntry}`;
      first = false;
      parts.push(entry);
      size += entry.length;
      if (size > 1 << 22) await flush();
    },
    async finish() {
      parts.push('}');
      await flush();
      await handle.close();
      await fs.rename(tmp, file);
      // Only now: when the rename fails, abandon() still removes the temporary file.
      open = false;
    },
    async abandon() {
      if (!open) return;
      open = false;
      await handle.close().catch(() => {});
      await fs.rm(tmp, { force: true });
    },
  };
}
