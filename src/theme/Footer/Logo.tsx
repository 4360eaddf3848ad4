import { Link, useBaseUrl } from '@docsite/runtime';

export interface FooterLogoConfig {
  src: string;
  /** Shown instead of src in dark mode. */
  srcDark?: string;
  alt?: string;
  href?: string;
  width?: string | number;
  height?: string | number;
}

// 'img/logo.svg' in the config means the site's static folder, whatever page renders it.
const sitePath = (src: string) => (/^([a-z][a-z0-9+.-]*:|\/)/i.test(src) ? src : `/${src}`);

/** The footer logo; with srcDark, both images render and CSS shows the one for <html data-theme>. */
export default function Logo({ logo }: { logo: FooterLogoConfig }) {
  const src = useBaseUrl(sitePath(logo.src));
  const srcDark = useBaseUrl(sitePath(logo.srcDark ?? logo.src));
  // Lazy: the footer is below the fold, and only one of the two variants is ever shown.
  const image = (url: string, className: string) => <img className={className} src={url} alt={logo.alt ?? ''} width={logo.width} height={logo.height} loading="lazy" />;
  const images = logo.srcDark ? (
    <>
      {image(src, 'footer__logo themed-image--light')}
      {image(srcDark, 'footer__logo themed-image--dark')}
    </>
  ) : (
    image(src, 'footer__logo')
  );
  return logo.href ? (
    <Link className="footer__logo-link" to={logo.href}>
      {images}
    </Link>
  ) : (
    images
  );
}
