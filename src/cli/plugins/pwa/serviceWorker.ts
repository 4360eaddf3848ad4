// Writes /sw.js after the build: the worker source bundled with esbuild, then workbox-build's
// injectManifest lists the build's files in it, each with a revision.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
// workbox-build is imported when a service worker is written, and only its injectManifest module:
// the package's index loads every other tool too (generateSW brings rollup and babel), 0.6-0.9 s
// on every build, against about 0.1 s for this one module.
import type { ManifestEntry } from 'workbox-build';
import { KATEX_DIR } from '../../mdx/math.ts';
import type { PwaOptions } from './options.ts';

export const SW_FILE = 'sw.js';
const SW_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client/sw.ts');

/** What a page may need offline: pages, code, route tables, search index, fonts, images, the manifest. */
export const DEFAULT_GLOB_PATTERNS = ['**/*.{html,js,css,json,webmanifest}', '**/*.{woff,woff2,ttf,otf,eot}', '**/*.{png,jpg,jpeg,gif,svg,ico,webp,avif}'];
/** KaTeX ships each font three times; every browser that runs service workers reads the woff2 one. */
const DEFAULT_GLOB_IGNORES = ['**/*.map', `${KATEX_DIR}/**/*.{woff,ttf}`];
const IMAGE = /\.(png|jpe?g|gif|svg|ico|webp|avif)$/i;
/** Files whose name carries a content hash: their URL is their revision, so the manifest omits one. */
export const HASHED_URL = /^assets\/(js|css|routes|search|ideal-img)\/.+\.[\w-]{8,}\.\w+$/;

export interface ServiceWorkerStats {
  /** Bytes of sw.js, manifest included. */
  swBytes: number;
  /** Files precached in offline mode, and their total bytes. */
  count: number;
  size: number;
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

/** Writes sw.js into outDir: the bundled worker (see bundleServiceWorker) with the precache manifest. */
export async function writeServiceWorker(outDir: string, options: PwaOptions, bundled: Promise<Uint8Array> = bundleServiceWorker(options)): Promise<ServiceWorkerStats> {
  const swDest = path.join(outDir, SW_FILE);
  await fs.writeFile(swDest, await bundled);
  const { injectManifestConfig: config, maxImageSizeInBytes } = options;
  const tooLargeImages: string[] = [];
  const { injectManifest } = await import('workbox-build/build/inject-manifest.js');
  const result = await injectManifest({
    swSrc: swDest,
    swDest,
    globDirectory: outDir,
    globPatterns: [...DEFAULT_GLOB_PATTERNS, ...config.globPatterns],
    globIgnores: [...DEFAULT_GLOB_IGNORES, ...config.globIgnores],
    maximumFileSizeToCacheInBytes: config.maximumFileSizeToCacheInBytes,
    dontCacheBustURLsMatching: HASHED_URL,
    manifestTransforms: [
      (entries: (ManifestEntry & { size: number })[]) => {
        const manifest = entries.filter((e) => !(IMAGE.test(e.url) && e.size > maxImageSizeInBytes) || (tooLargeImages.push(e.url), false));
        return { manifest, warnings: [] };
      },
    ],
  });
  // A site without fonts (or images) is fine: only the site's own patterns must match something.
  const warnings = result.warnings.filter((w) => !DEFAULT_GLOB_PATTERNS.some((p) => w.includes(JSON.stringify(p))));
  if (tooLargeImages.length) warnings.push(`${tooLargeImages.length} image(s) over maxImageSizeInBytes (${maxImageSizeInBytes} bytes) are not precached: ${tooLargeImages.slice(0, 5).join(', ')}${tooLargeImages.length > 5 ? ', ...' : ''}`);
  return { swBytes: (await fs.stat(swDest)).size, count: result.count, size: result.size, warnings };
}
