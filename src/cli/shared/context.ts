// Builds the LoadContext every plugin receives, from the loaded config and CLI options.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../config/schema.ts';
import type { LoadContext } from '../types.ts';

/** The framework's root folder (where package.json and src/ live). */
export const frameworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * `locale`: the locale this context builds (default: the default locale). Another locale's pages
 * live under baseUrl/<its path>/ and its output under outDir/<its path>/.
 */
export function createLoadContext(siteDir: string, siteConfig: SiteConfig, options: { outDir?: string; isDev?: boolean; cacheDir?: string; locale?: string } = {}): LoadContext {
  const { i18n } = siteConfig;
  const currentLocale = options.locale ?? i18n.defaultLocale;
  const localePath = currentLocale === i18n.defaultLocale ? '' : i18n.localeConfigs[currentLocale]?.path ?? currentLocale;
  const i18nDir = path.resolve(siteDir, i18n.path);
  const outDir = path.resolve(siteDir, options.outDir ?? siteConfig.outDir);
  const baseUrl = localePath ? `${siteConfig.baseUrl}${localePath}/` : siteConfig.baseUrl;
  return {
    siteDir,
    // Another locale's plugins see its own baseUrl in the config too, as Docusaurus' do.
    siteConfig: localePath ? { ...siteConfig, baseUrl } : siteConfig,
    contentDir: path.resolve(siteDir, siteConfig.contentDir),
    generatedDir: path.join(siteDir, '.docsite', options.isDev ? 'dev-generated' : 'generated', ...(localePath ? ['i18n', currentLocale] : [])),
    frameworkDir,
    baseUrl,
    outDir: localePath ? path.join(outDir, localePath) : outDir,
    isDev: Boolean(options.isDev),
    cacheDir: options.cacheDir,
    i18n: { defaultLocale: i18n.defaultLocale, currentLocale, locales: i18n.locales, localeConfigs: i18n.localeConfigs, path: i18nDir },
    localizationDir: path.join(i18nDir, currentLocale),
  };
}
