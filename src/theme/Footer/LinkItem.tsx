import { Link } from '@docsite/runtime';

export interface FooterLinkItemConfig {
  label?: string;
  /** A site path, navigated to without a reload. */
  to?: string;
  /** Any URL; external ones open in a new tab. */
  href?: string;
  /** Raw HTML written by the site owner, rendered instead of a link. */
  html?: string;
}

const isExternalUrl = (url: string) => /^([a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/** One footer link, or the item's raw HTML. */
export default function LinkItem({ item }: { item: FooterLinkItemConfig }) {
  if (item.html !== undefined) return <span className="footer__link-html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  const external = item.to === undefined && item.href !== undefined && isExternalUrl(item.href);
  return (
    <Link className="footer__link" to={item.to ?? item.href} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {item.label}
      {external && (
        <svg className="footer__link-icon" width="13.5" height="13.5" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
        </svg>
      )}
    </Link>
  );
}
