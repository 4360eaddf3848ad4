import { Fragment } from 'react';
import { Link, useSiteConfig } from '@docsite/runtime';

interface FooterItem {
  label?: string;
  to?: string;
  href?: string;
}

/** Link columns (or one row of links), then the copyright. */
export default function Footer() {
  const footer = useSiteConfig().themeConfig.footer;
  if (!footer) return null;
  const links: any[] = footer.links ?? [];
  const columns = links.length > 0 && 'items' in links[0];
  return (
    <footer className={`footer footer--${footer.style ?? 'light'}`}>
      {columns ? (
        <div className="footer__columns">
          {links.map((col, i) => (
            <div className="footer__col" key={i}>
              <div className="footer__title">{col.title}</div>
              <ul className="footer__items">
                {(col.items as FooterItem[]).map((item, j) => (
                  <li key={j}>
                    <Link className="footer__link" to={item.to ?? item.href}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : (
        <div className="footer__row">
          {(links as FooterItem[]).map((item, i) => (
            <Fragment key={i}>
              {i > 0 && <span className="footer__sep"> · </span>}
              <Link className="footer__link" to={item.to ?? item.href}>
                {item.label}
              </Link>
            </Fragment>
          ))}
        </div>
      )}
      {footer.copyright && <div className="footer__copyright">{footer.copyright}</div>}
    </footer>
  );
}
