// Writes /sw.js after the build: the worker source bundled with esbuild, with two file lists from
// workbox-build's getManifest, each file with a revision: the precache (what reading needs, see
// readingSet.ts), installed before offline mode is ready, and the rest, cached later.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// workbox-build is imported when a service worker is written, and only its getManifest module:
// the package's index loads every other tool too (generateSW brings rollup and babel).
import type { ManifestEntry } from 'workbox-build';
import { DocsiteError } from '../../errors.ts';
import { KATEX_DIR } from '../../mdx/math.ts';
import type { PwaOptions } from './options.ts';
import { splitEntries } from './readingSet.ts';

export const SW_FILE = 'sw.js';
const SW_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client/sw.ts');
/** Where sw.ts reads its lists: the build writes each list there, as a JSON array. */
export const INJECTION_POINTS = { precache: 'self.__WB_MANIFEST', later: 'self.__DOCSITE_CACHE_LATER' } as const;

/** What a page may need offline: pages, code, route tables, search index, fonts, images, the manifest. */
export const DEFAULT_GLOB_PATTERNS = ['**/*.{html,js,css,json,webmanifest}', '**/*.{woff,woff2,ttf,otf,eot}', '**/*.{png,jpg,jpeg,gif,svg,ico,webp,avif}'];
/** KaTeX ships each font three times; every browser that runs service workers reads the woff2 one. */
const DEFAULT_GLOB_IGNORES = ['**/*.map', `${KATEX_DIR}/**/*.{woff,ttf}`];
const IMAGE = /\.(png|jpe?g|gif|svg|ico|webp|avif)$/i;
/** Files whose name carries a content hash: their URL is their revision, so the manifest omits one. */
export const HASHED_URL = /^assets\/(js|css|routes|search|ideal-img)\/.+\.[\w-]{8,}\.\w+$/;

export interface FileListStats {
  count: number;
  bytes: number;
}

export interface ServiceWorkerStats {
  /** Bytes of sw.js, file lists included. */
  swBytes: number;
  /** Files precached before offline mode is ready, and their total bytes. */
  precache: FileListStats;
  /** The rest of the offline copy: cached on demand or in the background. */
  later: FileListStats;
  warnings: string[];
}

/** The worker source bundled: it depends on the options alone, so the plugin starts it early. */
export async function bundleServiceWorker(options: PwaOptions): Promise<Uint8Array> {
  const bundled = await build({
    entryPoints: [SW_SOURCE],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: !options.debug,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    // Workbox logs every step in development builds: that is what debug asks for.
    define: { 'process.env.NODE_ENV': JSON.stringify(options.debug ? 'development' : 'production') },
  });
  return bundled.outputFiles[0].contents;
}

/** The bundled worker with each injection point replaced by its list; each must be there exactly once. */
export function injectLists(source: string, lists: Record<keyof typeof INJECTION_POINTS, ManifestEntry[]>): string {
  let out = source;
  for (const [name, point] of Object.entries(INJECTION_POINTS) as [keyof typeof INJECTION_POINTS, string][]) {
    const found = out.split(point).length - 1;
    if (found !== 1) {
      throw new DocsiteError(`The bundled service worker (${SW_SOURCE}) has ${found} occurrences of ${point}, where the build writes its ${name} list; it needs exactly one.`, {
        hint: `Read the list once, as \`const list = ${point};\`, so that minifying keeps the expression whole.`,
      });
    }
    // The comment names the list for whoever reads sw.js (and for the tests).
    out = out.replace(point, () => `/*${name}*/${JSON.stringify(lists[name])}`);
  }
  return out;
}

/**
 * Writes sw.js into outDir: the bundled worker (see bundleServiceWorker) with the build's files
 * that match the glob options, split by `inReadingSet` into the precache and the rest.
 */
export async function writeServiceWorker(
  outDir: string,
  options: PwaOptions,
  inReadingSet: (file: string) => boolean,
  bundled: Promise<Uint8Array> = bundleServiceWorker(options),
): Promise<ServiceWorkerStats> {
  const { injectManifestConfig: config, maxImageSizeInBytes } = options;
  const tooLargeImages: string[] = [];
  const sizes = new Map<string, number>();
  const { getManifest } = await import('workbox-build/build/get-manifest.js');
  const result = await getManifest({
    globDirectory: outDir,
    globPatterns: [...DEFAULT_GLOB_PATTERNS, ...config.globPatterns],
    globIgnores: [...DEFAULT_GLOB_IGNORES, ...config.globIgnores, SW_FILE],
    maximumFileSizeToCacheInBytes: config.maximumFileSizeToCacheInBytes,
    dontCacheBustURLsMatching: HASHED_URL,
    manifestTransforms: [
      (entries: (ManifestEntry & { size: number })[]) => {
        const manifest = entries.filter((e) => !(IMAGE.test(e.url) && e.size > maxImageSizeInBytes) || (tooLargeImages.push(e.url), false));
        for (const e of manifest) sizes.set(e.url, e.size);
        return { manifest, warnings: [] };
      },
    ],
  });
  const entries = result.manifestEntries.map(({ revision, url }) => ({ revision, url }));
  const lists = splitEntries(entries, inReadingSet);
  const swDest = path.join(outDir, SW_FILE);
  await fs.writeFile(swDest, injectLists(Buffer.from(await bundled).toString('utf8'), lists));
  // A site without fonts (or images) is fine: only the site's own patterns must match something.
  const warnings = result.warnings.filter((w) => !DEFAULT_GLOB_PATTERNS.some((p) => w.includes(JSON.stringify(p))));
  if (tooLargeImages.length) warnings.push(`${tooLargeImages.length} image(s) over maxImageSizeInBytes (${maxImageSizeInBytes} bytes) are not cached for offline use: ${tooLargeImages.slice(0, 5).join(', ')}${tooLargeImages.length > 5 ? ', ...' : ''}`);
  const stats = (list: ManifestEntry[]): FileListStats => ({ count: list.length, bytes: list.reduce((sum, e) => sum + (sizes.get(e.url) ?? 0), 0) });
  return { swBytes: (await fs.stat(swDest)).size, precache: stats(lists.precache), later: stats(lists.later), warnings };
}
