// The pwa plugin's options: when offline mode turns on, what the service worker caches, head tags.
import { z } from 'zod';
import { parsePluginOptions } from '../pluginOptions.ts';
import { OFFLINE_MODE_STRATEGIES } from './client/offlineMode.ts';

const bytes = z.number({ error: 'a number of bytes' }).int({ error: 'a whole number of bytes' }).positive({ error: 'a number of bytes' });

export const pwaOptionsSchema = z.strictObject({
  /** Logs what the registration and the service worker do, and keeps sw.js unminified. */
  debug: z.boolean().default(false),
  /** Offline mode is on when any of these holds for the reader's browser. */
  offlineModeActivationStrategies: z
    .array(z.enum(OFFLINE_MODE_STRATEGIES, { error: `one of ${OFFLINE_MODE_STRATEGIES.map((s) => `"${s}"`).join(', ')}` }))
    .min(1)
    .default(['appInstalled', 'queryString', 'standalone']),
  /** Tags added to every page's head: `{ tagName: 'link', rel: 'manifest', href: 'manifest.json' }`. */
  pwaHead: z.array(z.object({ tagName: z.string({ error: 'a tag name such as "link" or "meta"' }) }).catchall(z.string({ error: 'a string attribute value' }))).default([]),
  /** A web app manifest to write as manifest.json (instead of one in the static folder). */
  manifest: z.record(z.string(), z.unknown()).optional(),
  /** After the precache, the worker downloads the rest of the offline copy in the background; false: only what the reader opens. */
  backgroundCaching: z.boolean().default(true),
  /** The files of the offline copy (the precache and the rest). */
  injectManifestConfig: z
    .strictObject({
      /** Globs (relative to the build folder) of files kept offline besides the defaults. */
      globPatterns: z.array(z.string()).default([]),
      /** Globs left out of the offline copy. */
      globIgnores: z.array(z.string()).default([]),
      /** Files larger than this are left out, with a warning. */
      maximumFileSizeToCacheInBytes: bytes.default(5 * 1024 * 1024),
    })
    .prefault({}),
  /** Images larger than this are not cached: they load from the network when online. */
  maxImageSizeInBytes: bytes.default(512 * 1024),
});

export type PwaOptions = z.output<typeof pwaOptionsSchema>;
export type UserPwaOptions = z.input<typeof pwaOptionsSchema>;

export function validatePwaOptions(raw: unknown, entry: string): PwaOptions {
  return parsePluginOptions(pwaOptionsSchema, raw, {
    plugin: 'pwa',
    entry,
    knownKeys: (p) => Object.keys(p[0] === 'injectManifestConfig' ? pwaOptionsSchema.shape.injectManifestConfig.unwrap().shape : pwaOptionsSchema.shape),
  });
}
