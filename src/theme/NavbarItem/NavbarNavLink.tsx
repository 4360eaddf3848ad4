import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link, useRouterState, useSiteConfig, withBaseUrl } from '@docsite/runtime';
import ExternalLinkIcon from '@theme/NavbarItem/ExternalLinkIcon';
import { isItemActive, toSitePath } from '@theme/NavbarItem/activeItem';

export interface NavbarNavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path, client-routed. `pathname://` + path forces a full page load. */
  to?: string;
  /** A URL (opens in a new tab with an icon) or a path taken as is. */
  href?: string;
  label?: ReactNode;
  /** Raw HTML label, instead of `label`. */
  html?: string;
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeClassName?: string;
  isActive?: () => boolean;
  /** Add the site's baseUrl to a path given as `href`. */
  prependBaseUrlToHref?: boolean;
  autoAddBaseUrl?: boolean;
}

const isUrl = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/** The anchor every navbar link renders: routing, external-link icon and the active class. */
export default function NavbarNavLink({ to, href, label, html, activeBasePath, activeBaseRegex, activeClassName = 'navbar__link--active', isActive, prependBaseUrlToHref, autoAddBaseUrl, className, children, ...props }: NavbarNavLinkProps) {
  const { pathname } = useRouterState().location;
  const { baseUrl } = useSiteConfig();
  const target = to !== undefined ? toSitePath(to) : href;
  const external = href !== undefined && to === undefined && isUrl(href);
  const active = !external && isItemActive({ to: target, activeBasePath, activeBaseRegex, isActive }, pathname, baseUrl);
  const classes = [className, active && activeClassName].filter(Boolean).join(' ') || undefined;
  const content = html !== undefined ? <span dangerouslySetInnerHTML={{ __html: html }} /> : (children ?? label);
  if (target?.startsWith('pathname://')) {
    const path = target.slice('pathname://'.length);
    return <a {...props} className={classes} href={autoAddBaseUrl === false ? path : withBaseUrl(path, baseUrl)}>{content}</a>;
  }
  return (
    <Link {...props} to={target} autoAddBaseUrl={autoAddBaseUrl ?? (to !== undefined || prependBaseUrlToHref)} className={classes} aria-current={active ? 'page' : undefined}>
      {content}
      {external && <ExternalLinkIcon />}
    </Link>
  );
}
