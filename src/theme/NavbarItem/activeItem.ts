// When a navbar link counts as the current page: shared by links and by mobile dropdowns, which
// start expanded when they hold the active item.
import { withBaseUrl } from '@docsite/runtime';

export interface ActivatableItem {
  to?: string;
  href?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  /** Computed items (versions, locales) decide for themselves. */
  isActive?: () => boolean;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** `to: 'blog'` means the site path /blog, as in the config docs; URLs and anchors stay as they are. */
export function toSitePath(to: string): string {
  return /^([a-z][a-z0-9+.-]*:|\/|#)/i.test(to) ? to : `/${to}`;
}

/** Active by activeBaseRegex, else activeBasePath (a prefix), else when the path is `to` itself. */
export function isItemActive(item: ActivatableItem, pathname: string, baseUrl: string): boolean {
  if (item.isActive) return item.isActive();
  if (item.activeBaseRegex) return new RegExp(item.activeBaseRegex).test(pathname);
  if (item.activeBasePath) return pathname.startsWith(withBaseUrl(toSitePath(item.activeBasePath), baseUrl));
  if (!item.to || item.to.startsWith('pathname://')) return false;
  const target = toSitePath(item.to).split(/[?#]/)[0];
  return target.startsWith('/') && trimSlash(withBaseUrl(target, baseUrl)) === trimSlash(pathname);
}

export function containsActiveItem(items: ActivatableItem[], pathname: string, baseUrl: string): boolean {
  return items.some((item) => isItemActive(item, pathname, baseUrl));
}
