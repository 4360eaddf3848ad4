import { Head, useSiteConfig, useRouterState } from '@docsite/runtime';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string[] | string;
  image?: string;
}

/** Title, description, canonical URL, Open Graph tags and hreflang alternates for a page. */
export default function PageMetadata({ title, description, keywords, image }: PageMetadataProps) {
  const site = useSiteConfig();
  const { pathname } = useRouterState().location;
  const pageTitle = title ? `${title} ${site.titleDelimiter} ${site.title}` : site.tagline ? `${site.title} ${site.titleDelimiter} ${site.tagline}` : site.title;
  const url = site.url + pathname;
  const img = image ?? site.themeConfig.image;
  const imageUrl = img ? (/^https?:/.test(img) ? img : site.url + site.baseUrl + img.replace(/^\//, '')) : undefined;
  return (
    <Head>
      <title>{pageTitle}</title>
      <meta property="og:title" content={pageTitle} />
      {description && <meta name="description" content={description} />}
      {description && <meta property="og:description" content={description} />}
      {keywords && <meta name="keywords" content={Array.isArray(keywords) ? keywords.join(',') : keywords} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <link rel="alternate" href={url} hrefLang={site.i18n.localeConfigs[site.i18n.defaultLocale]?.htmlLang ?? site.i18n.defaultLocale} />
      <link rel="alternate" href={url} hrefLang="x-default" />
    </Head>
  );
}
