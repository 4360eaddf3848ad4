// schema.org BlogPosting data for a post page, as JSON that is safe inside a <script> element.
import { jsonForScript } from '../../../runtime/paths.ts';
import { absoluteUrl } from './postPaths.ts';
import type { BlogPost } from './types.ts';

export interface StructuredDataContext {
  /** The site's URL, no trailing slash. */
  siteUrl: string;
  baseUrl: string;
  blogTitle: string;
  /** Path of the blog's first list page. */
  blogBasePath: string;
}

/** The BlogPosting object: URLs absolute, authors as Person, tags as keywords. */
export function blogPostingData(post: BlogPost, c: StructuredDataContext): Record<string, unknown> {
  const url = new URL(post.permalink, c.siteUrl + '/').href;
  const absolute = (u: string) => absoluteUrl(u, { siteUrl: c.siteUrl, baseUrl: c.baseUrl, pageUrl: url });
  const image = post.frontMatter.image && absolute(post.frontMatter.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    name: post.title,
    description: post.description,
    datePublished: post.date.toISOString(),
    author: post.authors.map((a) => ({
      '@type': 'Person',
      ...(a.name && { name: a.name }),
      ...(a.title && { description: a.title }),
      ...(a.url && { url: absolute(a.url) }),
      ...(a.email && { email: a.email }),
      ...(a.imageURL && { image: absolute(a.imageURL) }),
    })),
    ...(image && { image: { '@type': 'ImageObject', '@id': image, url: image, contentUrl: image, caption: `title image for the blog post: ${post.title}` } }),
    ...(post.tags.length > 0 && { keywords: post.tags.map((t) => t.label) }),
    isPartOf: { '@type': 'Blog', '@id': new URL(c.blogBasePath, c.siteUrl + '/').href, name: c.blogTitle },
  };
}

/** BlogPosting JSON escaped for a script element: no "</script>", no "<!--", no U+2028/9. */
export function blogPostingJson(post: BlogPost, c: StructuredDataContext): string {
  return jsonForScript(blogPostingData(post, c));
}
