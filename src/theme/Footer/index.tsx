import { Fragment } from 'react';
import { useSiteConfig } from '@docsite/runtime';
import LinkItem, { type FooterLinkItemConfig } from '@theme/Footer/LinkItem';
import Logo, { type FooterLogoConfig } from '@theme/Footer/Logo';
import './styles.css';

interface FooterColumnConfig {
  title?: string;
  className?: string;
  items: FooterLinkItemConfig[];
}

interface FooterConfig {
  style?: 'light' | 'dark';
  links?: FooterColumnConfig[] | FooterLinkItemConfig[];
  logo?: FooterLogoConfig;
  /** HTML written by the site owner. */
  copyright?: string;
}

const isColumn = (link: FooterColumnConfig | FooterLinkItemConfig): link is FooterColumnConfig => Array.isArray((link as FooterColumnConfig).items);

function Columns({ columns }: { columns: FooterColumnConfig[] }) {
  return (
    <div className="footer__columns">
      {columns.map((column, i) => (
        <div className={['footer__col', column.className].filter(Boolean).join(' ')} key={i}>
          {column.title && <div className="footer__title">{column.title}</div>}
          <ul className="footer__items">
            {column.items.map((item, j) => (
              <li className="footer__item" key={j}>
                <LinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function Row({ items }: { items: FooterLinkItemConfig[] }) {
  return (
    <div className="footer__row">
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 && <span className="footer__link-separator"> · </span>}
          <LinkItem item={item} />
        </Fragment>
      ))}
    </div>
  );
}

/** Link columns (or one row of links separated by middle dots), then the logo and the copyright. */
export default function Footer() {
  const footer = useSiteConfig().themeConfig.footer as FooterConfig | undefined;
  if (!footer) return null;
  const { style = 'light', links = [], logo, copyright } = footer;
  return (
    <footer className={`footer footer--${style}`}>
      {links.length > 0 && (links.some(isColumn) ? <Columns columns={links as FooterColumnConfig[]} /> : <Row items={links as FooterLinkItemConfig[]} />)}
      {(logo || copyright) && (
        <div className="footer__bottom">
          {logo && <div className="footer__logo-wrapper"><Logo logo={logo} /></div>}
          {copyright && <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
        </div>
      )}
    </footer>
  );
}
