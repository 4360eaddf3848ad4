// The pwa plugin: a web app manifest and head tags, and a service worker (/sw.js) that makes the
// site readable offline once offline mode is on for a reader (an installed app, a standalone
// window, ?offlineMode=true...): the docs first, the rest later. Off, the worker caches nothing.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsiteError } from '../../errors.ts';
import type { SearchManifest } from '../../../theme/SearchIndex/types.ts';
import type { HtmlTagObject, LoadContext, Plugin } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import type { PwaGlobalData } from './client/registerSw.ts';
import { validatePwaOptions, type PwaOptions, type UserPwaOptions } from './options.ts';
import { readingSet, readingVersions, type ReadingVersion } from './readingSet.ts';
import { bundleServiceWorker, SW_FILE, writeServiceWorker } from './serviceWorker.ts';

export type { UserPwaOptions as PwaPluginOptions } from './options.ts';

const MANIFEST_FILE = 'manifest.json';
/** Written by the search plugin, which runs before the site's plugins. */
const SEARCH_MANIFEST_FILE = 'search-index.json';
const REGISTER_MODULE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client/registerSw.ts');

/** A file path in an href or content (`img/icon.png`, not `#fff` or a URL) is made absolute under baseUrl. */
export function pwaHeadTags(pwaHead: PwaOptions['pwaHead'], baseUrl: string): HtmlTagObject[] {
  const isRelativeFile = (v: string) => !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(v) && /\.\w+$/.test(v);
  return pwaHead.map(({ tagName, ...attributes }) => {
    for (const key of ['href', 'content'] as const) {
      const value = attributes[key];
      if (value && isRelativeFile(value)) attributes[key] = baseUrl + value.replace(/^\.\//, '');
    }
    return { tagName, attributes };
  });
}

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/** The build's files that head tags name (icons, the web app manifest) and the favicon: every page shows them. */
export function shellFiles(headTags: HtmlTagObject[], baseUrl: string, favicon: string | undefined): string[] {
  const values = headTags.flatMap((t) => [t.attributes?.href, t.attributes?.content]).filter((v): v is string => typeof v === 'string' && v.startsWith(baseUrl));
  return [MANIFEST_FILE, ...(favicon && !/^[a-z][a-z0-9+.-]*:/i.test(favicon) ? [favicon.replace(/^\//, '')] : []), ...values.map((v) => v.slice(baseUrl.length))];
}

async function readSearchManifest(outDir: string): Promise<SearchManifest | undefined> {
  const text = await fs.readFile(path.join(outDir, SEARCH_MANIFEST_FILE), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as SearchManifest);
}

export default function pwaPlugin(context: LoadContext, rawOptions: UserPwaOptions = {}): Plugin {
  const options = validatePwaOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'pwa', 'default'));
  const { baseUrl } = context;
  const headTags = pwaHeadTags(options.pwaHead, baseUrl);
  if (options.manifest && !headTags.some((t) => t.tagName === 'link' && t.attributes?.rel === 'manifest')) {
    headTags.unshift({ tagName: 'link', attributes: { rel: 'manifest', href: baseUrl + MANIFEST_FILE } });
  }
  const plugin: Plugin = { name: 'pwa', injectHtmlTags: () => ({ headTags }) };
  // A worker in dev would serve stale builds from its cache: dev gets the head tags only.
  if (context.isDev) return plugin;
  // Bundled while the site builds (esbuild works in its own process); postBuild only adds the manifest.
  let bundled: Promise<Uint8Array> | undefined;
  let versions: ReadingVersion[] = [];
  return {
    ...plugin,
    getClientModules: () => [REGISTER_MODULE],
    contentLoaded({ actions, allContent }) {
      const data: PwaGlobalData = {
        swUrl: baseUrl + SW_FILE,
        scope: baseUrl,
        debug: options.debug,
        offlineModeActivationStrategies: options.offlineModeActivationStrategies,
        backgroundCaching: options.backgroundCaching,
      };
      actions.setGlobalData(data);
      versions = readingVersions(allContent);
      bundled = bundleServiceWorker(options);
      // A failed bundle is reported by postBuild, which awaits it; a build that fails sooner never does.
      bundled.catch(() => {});
    },
    async postBuild({ outDir, pages, siteConfig }) {
      if (options.manifest) {
        const file = path.join(outDir, MANIFEST_FILE);
        if (await fs.stat(file).then(() => true, () => false)) {
          throw new DocsiteError(`The pwa plugin's "manifest" option would replace the ${MANIFEST_FILE} of the static folder.`, {
            hint: `Keep one: delete static/${MANIFEST_FILE}, or remove the "manifest" option.`,
          });
        }
        await fs.writeFile(file, JSON.stringify(options.manifest, null, 2));
      }
      const inReadingSet = readingSet({ baseUrl, pages, versions, searchManifest: await readSearchManifest(outDir), shellFiles: shellFiles(headTags, baseUrl, siteConfig.favicon) });
      const stats = await writeServiceWorker(outDir, options, inReadingSet, bundled);
      for (const warning of stats.warnings) console.warn(`[WARNING] pwa: ${warning}`);
      console.log(
        `Service worker: ${SW_FILE} ${kib(stats.swBytes)}; in offline mode it precaches ${stats.precache.count} files (${kib(stats.precache.bytes)}), ` +
          `then caches ${stats.later.count} more (${kib(stats.later.bytes)}) ${options.backgroundCaching ? 'in the background' : 'as they are opened'}`,
      );
    },
  };
}
