import { forwardRef, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useSiteConfig } from './context.tsx';
import { localeBasesOf, localizeHref, type LocaleBase } from './locales.ts';
import { applyTrailingSlash, splitPath } from './paths.ts';
import { useRouterStore } from './router.tsx';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** A site path ("/docs/intro/") or a full URL. */
  to?: string;
  /** Turn off hover and viewport prefetching for this link. */
  prefetch?: boolean;
  /** Treat an absolute path as already carrying the baseUrl. */
  autoAddBaseUrl?: boolean;
}

let observer: IntersectionObserver | null = null;
const onVisible = new WeakMap<Element, () => void>();

function observe(el: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer!.unobserve(entry.target);
      const cb = onVisible.get(entry.target);
      onVisible.delete(entry.target);
      if (cb) (window.requestIdleCallback ?? setTimeout)(cb);
    }
  });
  onVisible.set(el, callback);
  observer.observe(el);
  return () => {
    onVisible.delete(el);
    observer?.unobserve(el);
  };
}

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

const basesBySite = new WeakMap<object, LocaleBase[]>();
function localeBasesCached(site: Parameters<typeof localeBasesOf>[0]): LocaleBase[] {
  if (!site.i18n || site.i18n.locales.length < 2) return [];
  let bases = basesBySite.get(site);
  if (!bases) basesBySite.set(site, (bases = localeBasesOf(site)));
  return bases;
}

/** Resolves what `to` means on this site: baseUrl prefix and trailing-slash rule applied. */
export function useResolvedHref(to: string, autoAddBaseUrl = true): string {
  const site = useSiteConfig();
  const { baseUrl, trailingSlash } = site;
  if (isExternal(to) || to.startsWith('#') || !to.startsWith('/')) return to;
  const [pathname, rest] = splitPath(autoAddBaseUrl ? localizeHref(to, localeBasesCached(site), site.i18n.currentLocale, baseUrl) : to);
  return applyTrailingSlash(pathname, trailingSlash) + rest;
}

/**
 * An anchor that navigates without a document reload for site paths, and prefetches the target
 * route's chunks when hovered or scrolled into view.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, href, prefetch = true, autoAddBaseUrl = true, onClick, onMouseEnter, target, rel, ...rest }, ref) {
  const raw = to ?? href ?? '';
  const resolved = useResolvedHref(raw, autoAddBaseUrl);
  const store = useRouterStore();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const internal = !isExternal(raw) && !raw.startsWith('#') && raw.startsWith('/') && !/\.(xml|json|txt|zip|pdf|png|jpe?g|svg|md)$/i.test(splitPath(raw)[0]) && target !== '_blank';

  useEffect(() => {
    if (!internal || !prefetch || !anchor.current) return;
    return observe(anchor.current, () => void store.prefetch(resolved).catch(() => {}));
  }, [resolved, internal, prefetch]);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void store.navigate(resolved);
  };

  return (
    <a
      {...rest}
      ref={(el) => {
        anchor.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      }}
      href={resolved}
      target={target ?? (isExternal(raw) ? '_blank' : undefined)}
      rel={rel ?? (isExternal(raw) ? 'noopener noreferrer' : undefined)}
      onClick={handleClick}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        if (internal && prefetch) void store.prefetch(resolved).catch(() => {});
      }}
    />
  );
});

export default Link;
