// The page being read in each locale: what the locale dropdown links to and what hreflang lists.
import { useSiteConfig } from './context.tsx';
import { localeBasesOf, pathInLocale } from './locales.ts';
import { isCatchAll } from './paths.ts';
import { useRouterState } from './router.tsx';

export interface AlternatePage {
  locale: string;
  /** The page's path in that locale, or the locale's home when the page has none there. */
  path: string;
  /** False when the locale has no such page (the path is its home then). */
  exists: boolean;
}

/** For each locale of the site, the current page's counterpart (the current locale included). */
export function useAlternatePages(): AlternatePage[] {
  const site = useSiteConfig();
  const { location, matches } = useRouterState();
  const bases = localeBasesOf(site);
  const leaf = matches[matches.length - 1]?.route;
  const notFound = !leaf || isCatchAll(leaf.path);
  return bases.map(({ locale, baseUrl }) => {
    const exists = locale === site.i18n.currentLocale ? !notFound : !notFound && !leaf.missingIn?.includes(locale);
    return { locale, path: exists || locale === site.i18n.currentLocale ? pathInLocale(location.pathname, bases, locale) : baseUrl, exists };
  });
}
