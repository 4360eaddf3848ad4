import { useSyncExternalStore } from 'react';
import { useAlternatePages, useRouterState, useSiteConfig } from '@docsite/runtime';
import DropdownNavbarItem, { type DropdownChild, type DropdownNavbarItemProps } from '@theme/NavbarItem/DropdownNavbarItem';

export interface LocaleDropdownNavbarItemProps extends Omit<DropdownNavbarItemProps, 'items'> {
  dropdownItemsBefore?: DropdownChild[];
  dropdownItemsAfter?: DropdownChild[];
}

const subscribeNever = () => () => {};

/**
 * Lists the site's locales, each linking to the current page in that locale, or to the locale's
 * home when the page has no counterpart there.
 */
export default function LocaleDropdownNavbarItem({ dropdownItemsBefore = [], dropdownItemsAfter = [], mobile = false, label, ...props }: LocaleDropdownNavbarItemProps) {
  const { i18n } = useSiteConfig();
  const { search, hash } = useRouterState().location;
  const alternates = useAlternatePages();
  // The server renders without query or hash: add them once hydrated, so the markup matches.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const currentLocale = i18n.currentLocale;
  const localeItems: DropdownChild[] = alternates.map(({ locale, path, exists }) => {
    const config = i18n.localeConfigs[locale];
    const isCurrent = locale === currentLocale;
    // A link into another locale loads that page in full (the router sees the locale change).
    return { label: config.label, lang: config.htmlLang, to: `${path}${hydrated && exists ? search + hash : ''}`, autoAddBaseUrl: false, isActive: () => isCurrent };
  });
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const dropdownLabel = mobile ? 'Languages' : (label ?? i18n.localeConfigs[currentLocale]?.label ?? currentLocale);
  // The current locale's entry is always the current page: that does not make the dropdown active.
  return <DropdownNavbarItem isActive={() => false} {...props} mobile={mobile} label={dropdownLabel} items={items} />;
}
