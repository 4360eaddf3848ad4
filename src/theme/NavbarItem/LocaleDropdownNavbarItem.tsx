import { useSyncExternalStore } from 'react';
import { useRouterState, useSiteConfig } from '@docsite/runtime';
import DropdownNavbarItem, { type DropdownChild, type DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';

export interface LocaleDropdownNavbarItemProps extends Omit<DropdownNavbarItemProps, 'items'> {
  dropdownItemsBefore?: DropdownChild[];
  dropdownItemsAfter?: DropdownChild[];
}

const subscribeNever = () => () => {};

/**
 * Lists the site's locales, each linking to the current page in that locale. Other locales are
 * separate builds, so their links load the page in full.
 */
export default function LocaleDropdownNavbarItem({ dropdownItemsBefore = [], dropdownItemsAfter = [], mobile = false, label, ...props }: LocaleDropdownNavbarItemProps) {
  const { i18n, baseUrl } = useSiteConfig();
  const { pathname, search, hash } = useRouterState().location;
  // The server renders without query or hash: add them once hydrated, so the markup matches.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  // docsite builds the default locale only, so the page being read is in that locale.
  const currentLocale = i18n.defaultLocale;
  const pathInLocale = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\//, '');
  const localeItems: DropdownChild[] = i18n.locales.map((locale) => {
    const config = i18n.localeConfigs[locale];
    const target = `${locale === i18n.defaultLocale ? baseUrl : `${baseUrl}${config.path}/`}${pathInLocale}${hydrated ? search + hash : ''}`;
    const isCurrent = locale === currentLocale;
    return { label: config.label, lang: config.htmlLang, to: isCurrent ? target : `pathname://${target}`, autoAddBaseUrl: false, isActive: () => isCurrent };
  });
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile ? 'Languages' : (label ?? i18n.localeConfigs[currentLocale]?.label ?? currentLocale);
  // The current locale's entry is always the current page: that does not make the dropdown active.
  return <DropdownNavbarItem isActive={() => false} {...props} mobile={mobile} label={dropdownLabel} items={items} />;
}
