// Which locale a path belongs to, and a path's counterpart in another locale: pure, shared by the
// build (routes, alternates, rendering) and the browser (links, the locale dropdown, the router).
import { withBaseUrl } from './paths.ts';

export interface LocaleBase {
  locale: string;
  /** The locale's baseUrl: the site's, with <localeConfigs.path>/ after it for other locales. */
  baseUrl: string;
}

interface I18nLike {
  defaultLocale: string;
  currentLocale?: string;
  locales: string[];
  localeConfigs: Record<string, { path?: string } | undefined>;
}

/** Every locale with its baseUrl, from the site's own baseUrl (the default locale's). */
export function localeBasesFrom(i18n: I18nLike, siteBaseUrl: string): LocaleBase[] {
  return i18n.locales.map((locale) => ({ locale, baseUrl: locale === i18n.defaultLocale ? siteBaseUrl : `${siteBaseUrl}${i18n.localeConfigs[locale]?.path ?? locale}/` }));
}

/** The site's own baseUrl, from a locale's config (whose baseUrl has the locale's path in it). */
export function siteBaseUrlOf(site: { baseUrl: string; i18n: I18nLike }): string {
  const { currentLocale, defaultLocale, localeConfigs } = site.i18n;
  if (!currentLocale || currentLocale === defaultLocale) return site.baseUrl;
  const suffix = `${localeConfigs[currentLocale]?.path ?? currentLocale}/`;
  return site.baseUrl.endsWith(suffix) ? site.baseUrl.slice(0, -suffix.length) : site.baseUrl;
}

/** The locale bases of the site a locale's config belongs to. */
export function localeBasesOf(site: { baseUrl: string; i18n: I18nLike }): LocaleBase[] {
  return localeBasesFrom(site.i18n, siteBaseUrlOf(site));
}

/** The locale a path is in: the one with the longest baseUrl the path starts with. */
export function localeOfPath(routePath: string, bases: LocaleBase[]): string {
  // The default locale's baseUrl is the shortest: every other one starts with it.
  let best = bases.reduce((a, b) => (b.baseUrl.length < a.baseUrl.length ? b : a));
  for (const b of bases) {
    const inIt = routePath.startsWith(b.baseUrl) || `${routePath}/` === b.baseUrl;
    if (inIt && b.baseUrl.length > best.baseUrl.length) best = b;
  }
  return best.locale;
}

/** The same page's path in another locale: the locale part of the path swapped. */
export function pathInLocale(routePath: string, bases: LocaleBase[], locale: string): string {
  const from = bases.find((b) => b.locale === localeOfPath(routePath, bases))!;
  const to = bases.find((b) => b.locale === locale);
  if (!to) return routePath;
  const rest = `${routePath}/` === from.baseUrl ? '' : routePath.slice(from.baseUrl.length);
  return to.baseUrl + rest;
}

const FILE = /\.[a-z0-9]+$/i;

/**
 * A site path as a link of a page in `locale`: a page path of the default locale (Markdown links of
 * untranslated pages compile to those) moves under the locale's base; a path in another locale, a
 * file and a path without the site's base keep what withBaseUrl gives them.
 */
export function localizeHref(href: string, bases: LocaleBase[], locale: string, baseUrl: string): string {
  if (bases.length < 2) return withBaseUrl(href, baseUrl);
  const own = bases.find((b) => b.locale === locale);
  const site = bases.reduce((a, b) => (b.baseUrl.length < a.baseUrl.length ? b : a));
  if (!own || own === site) return withBaseUrl(href, baseUrl);
  if (bases.some((b) => b !== site && (href.startsWith(b.baseUrl) || `${href}/` === b.baseUrl))) return href;
  // Under the site's base already (a compiled Markdown link, a path written with the base).
  if (site.baseUrl !== '/' && (href.startsWith(site.baseUrl) || `${href}/` === site.baseUrl)) {
    const pathname = href.split(/[?#]/)[0];
    return FILE.test(pathname) ? href : own.baseUrl + href.slice(Math.min(href.length, site.baseUrl.length));
  }
  return withBaseUrl(href, own.baseUrl);
}
