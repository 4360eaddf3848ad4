import { Link, useBaseUrl, useSiteConfig } from '@docsite/runtime';

// 'img/logo.svg' in the config means the site's static folder, whatever page renders it.
const sitePath = (src: string) => (/^([a-z][a-z0-9+.-]*:|\/)/i.test(src) ? src : `/${src}`);

/** The brand: logo (with its dark-mode variant) and title, linking to logo.href or the home page. */
export default function NavbarLogo() {
  const { title: siteTitle, themeConfig } = useSiteConfig();
  const { title, logo } = themeConfig.navbar ?? {};
  const src = useBaseUrl(sitePath(logo?.src ?? ''));
  const srcDark = useBaseUrl(sitePath(logo?.srcDark ?? ''));
  const image = (className: string, url: string) => (
    <img className={[className, logo?.className].filter(Boolean).join(' ')} src={url} alt={logo?.alt ?? title ?? siteTitle} width={logo?.width} height={logo?.height} />
  );
  return (
    <Link className="navbar__brand" to={logo?.href ?? '/'} target={logo?.target}>
      {logo && image(logo.srcDark ? 'navbar__logo navbar__logo--light' : 'navbar__logo', src)}
      {logo?.srcDark && image('navbar__logo navbar__logo--dark', srcDark)}
      {(title || !logo) && <b className="navbar__title">{title ?? siteTitle}</b>}
    </Link>
  );
}
