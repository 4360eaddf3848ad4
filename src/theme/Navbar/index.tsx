import { Link, useBaseUrl, useSiteConfig } from '@docsite/runtime';

interface NavItem {
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  type?: string;
}

function Item({ item }: { item: NavItem }) {
  return (
    <Link className="navbar__link" to={item.to ?? item.href}>
      {item.label}
    </Link>
  );
}

/** The top bar: brand on the left, then the configured items by position. */
export default function Navbar() {
  const { title, themeConfig } = useSiteConfig();
  const navbar = themeConfig.navbar ?? {};
  const items: NavItem[] = navbar.items ?? [];
  const logo = navbar.logo;
  const logoSrc = useBaseUrl(logo?.src ?? '');
  return (
    <nav className="navbar" aria-label="Main">
      <Link className="navbar__brand" to={logo?.href ?? '/'}>
        {logo?.src && <img className="navbar__logo" src={logoSrc} alt={logo.alt ?? ''} width={logo.width} height={logo.height} />}
        <b className="navbar__title">{navbar.title ?? title}</b>
      </Link>
      <div className="navbar__items">
        {items.filter((i) => i.position === 'left').map((item, i) => <Item key={i} item={item} />)}
      </div>
      <div className="navbar__items navbar__items--right">
        {items.filter((i) => i.position !== 'left').map((item, i) => <Item key={i} item={item} />)}
      </div>
    </nav>
  );
}
