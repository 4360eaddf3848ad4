// Stage: the config, and the context every plugin is made with.
import { loadConfig, reportDocusaurusMapping, type LoadedConfig } from '../config/loadConfig.ts';
import { createLoadContext } from '../shared/context.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { LoadContext } from '../types.ts';
import type { BuildOptions } from './options.ts';
import { localesToBuild } from './locales.ts';
import { siteCacheDir } from './plan.ts';

export interface Site {
  config: LoadedConfig;
  /** The default locale's context: the output folder, generated files and caches of the build. */
  context: LoadContext;
  /** The locales this build writes, the first one's pages first, each with its plugins' context. */
  locales: { locale: string; context: LoadContext }[];
}

export async function loadSite(options: BuildOptions, r: Reporter): Promise<Site> {
  const checked = options.dev ? undefined : options.checked;
  const config = await task(r, 'Load config', async () => checked?.config ?? loadConfig(options.siteDir, { configFile: options.configFile }));
  reportDocusaurusMapping(config, (m) => r.write(m));
  const contextOf = (locale?: string) => createLoadContext(config.siteDir, config.siteConfig, { outDir: options.outDir, isDev: options.dev, cacheDir: siteCacheDir(config.siteDir, options), locale });
  const context = contextOf();
  const { i18n } = config.siteConfig;
  // Dev serves one locale, as Docusaurus does: the default unless --locale names another.
  const asked = options.dev && !options.locales?.length ? [i18n.defaultLocale] : options.dev ? options.locales!.slice(0, 1) : options.locales;
  const locales = localesToBuild(config.siteConfig, asked).map((locale) => ({ locale, context: locale === i18n.defaultLocale ? context : contextOf(locale) }));
  return { config, context, locales };
}
