// The locales one build writes: which ones (--locale), each one's URL and output folder, and
// which locale a route path belongs to.
import type { SiteConfig } from '../config/schema.ts';
import { DocsiteError } from '../errors.ts';

export interface LocaleBase {
  locale: string;
  /** The locale's baseUrl: the site's, with <localeConfigs.path>/ after it for other locales. */
  baseUrl: string;
}

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
  const { i18n, baseUrl } = siteConfig;
  return i18n.locales.map((locale) => ({ locale, baseUrl: locale === i18n.defaultLocale ? baseUrl : `${baseUrl}${i18n.localeConfigs[locale]?.path ?? locale}/` }));
}

/** The locale a route path is in: the one with the longest baseUrl the path starts with. */
export function localeOfPath(routePath: string, bases: LocaleBase[]): string {
  // The default locale's baseUrl is the shortest: every other one starts with it.
  let best = bases.reduce((a, b) => (b.baseUrl.length < a.baseUrl.length ? b : a));
  for (const b of bases) {
    const inIt = routePath.startsWith(b.baseUrl) || `${routePath}/` === b.baseUrl;
    if (inIt && b.baseUrl.length > best.baseUrl.length) best = b;
  }
  return best.locale;
}
