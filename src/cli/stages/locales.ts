// The locales one build writes: which ones (--locale), each one's URL and output folder, and
// which locale a route path belongs to.
import type { SiteConfig } from '../config/schema.ts';
import { DocsiteError } from '../errors.ts';
import { localeBasesFrom, type LocaleBase } from '../../runtime/locales.ts';

export { localeOfPath, pathInLocale, type LocaleBase } from '../../runtime/locales.ts';

/** The locales to build, default first: all of i18n.locales, or the ones --locale names. */
export function localesToBuild(siteConfig: SiteConfig, asked?: string[]): string[] {
  const { locales, defaultLocale } = siteConfig.i18n;
  if (!asked?.length) return [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  const unknown = asked.filter((l) => !locales.includes(l));
  if (unknown.length) {
    throw new DocsiteError(`Unknown locale${unknown.length === 1 ? '' : 's'} ${unknown.map((l) => `"${l}"`).join(', ')} in --locale: the site's locales are ${locales.map((l) => `"${l}"`).join(', ')}.`, {
      hint: 'Pass one of them, or add the locale to i18n.locales in the site config.',
    });
  }
  return [...new Set([defaultLocale, ...locales].filter((l) => asked.includes(l)))];
}

/** Every locale of the site with its baseUrl. */
export function localeBases(siteConfig: SiteConfig): LocaleBase[] {
  return localeBasesFrom(siteConfig.i18n, siteConfig.baseUrl);
}
