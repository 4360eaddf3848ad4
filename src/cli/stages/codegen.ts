// Writes the generated modules the bundler resolves as @generated/*: plain data and tiny loaders.
import path from 'node:path';
import type { ClientSiteConfig, SiteData } from '../../runtime/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import { writeIfChanged } from '../cache/writeIfChanged.ts';
import type { RouteManifest } from './routes.ts';

/** The part of the config the browser may see: JSON only, no plugins. */
/** `locale`: the locale of the pages it is for (default: the default locale); c.baseUrl is that locale's. */
export function clientSiteConfig(c: SiteConfig, locale = c.i18n.defaultLocale): ClientSiteConfig {
  return {
    title: c.title,
    titleDelimiter: c.titleDelimiter,
    tagline: c.tagline,
    url: c.url,
    baseUrl: c.baseUrl,
    trailingSlash: c.trailingSlash,
    favicon: c.favicon,
    noIndex: c.noIndex,
    i18n: { ...(c.i18n as Omit<ClientSiteConfig['i18n'], 'currentLocale'>), currentLocale: locale },
    themeConfig: JSON.parse(JSON.stringify(c.themeConfig ?? {})),
    customFields: JSON.parse(JSON.stringify(c.customFields ?? {})),
    storage: c.storage as ClientSiteConfig['storage'],
    baseUrlIssueBanner: c.baseUrlIssueBanner,
  };
}

export interface CodegenInput {
  generatedDir: string;
  siteData: SiteData;
  /** The build's other locales' site data, by locale. */
  localeData?: Record<string, SiteData>;
  manifest: RouteManifest;
  clientModules: string[];
  /** Modules the server loads from files instead of the bundle (see bundle/direct/). */
  direct?: { modules: { id: string }[]; loader: string };
}

/** The generated route manifest file and its text (the debug plugin's pages load it as a module). */
export const manifestFile = (generatedDir: string) => path.join(generatedDir, 'routes.json');
export const manifestJson = (manifest: RouteManifest) => JSON.stringify(manifest, null, 2);

/** Writes every generated file, skipping unchanged ones so the dev watcher never loops. */
export async function writeGeneratedFiles(input: CodegenInput): Promise<void> {
  const { generatedDir: dir, manifest } = input;
  const direct = new Set((input.direct?.modules ?? []).map((m) => m.id));
  const registry = Object.entries(manifest.chunks)
    .filter(([id]) => !direct.has(id))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, mod]) => `  ${JSON.stringify(id)}: () => import(${JSON.stringify(mod)}),`)
    .join('\n');
  // Direct modules (bundle/direct/) are not listed: loadDirect loads any chunk the list lacks.
  const registryHead = input.direct ? `export { loadDirectModule as loadDirect } from ${JSON.stringify(input.direct.loader)};\n` : 'export const loadDirect = null;\n';
  const clientModules = input.clientModules.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};`).join('\n');
  writeIfChanged(path.join(dir, 'site-data.json'), JSON.stringify(input.siteData));
  // The other locales' data: the server entry holds them all, a page in the browser loads its own.
  const others = Object.entries(input.localeData ?? {});
  for (const [locale, data] of others) writeIfChanged(path.join(dir, `site-data.${locale}.json`), JSON.stringify(data));
  const file = (locale: string) => JSON.stringify(`./site-data.${locale}.json`);
  writeIfChanged(path.join(dir, 'locales.js'), `export default {\n${others.map(([l]) => `  ${JSON.stringify(l)}: () => import(${file(l)}),\n`).join('')}};\n`);
  writeIfChanged(path.join(dir, 'locales.server.js'), `${others.map(([l], i) => `import l${i} from ${file(l)};\n`).join('')}export default {\n${others.map(([l], i) => `  ${JSON.stringify(l)}: l${i},\n`).join('')}};\n`);
  writeIfChanged(manifestFile(dir), manifestJson(manifest));
  writeIfChanged(path.join(dir, 'registry.server.js'), `// Chunk id -> lazy import of the bundled chunks, for server rendering.\n${registryHead}export default {\n${registry}\n};\n`);
  writeIfChanged(path.join(dir, 'client-modules.js'), `${clientModules}\nexport default [${input.clientModules.map((_, i) => `m${i}`).join(', ')}];\n`);
}
