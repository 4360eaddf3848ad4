import { Head } from '@docsite/runtime';
import type { BlogPostMetadata } from '@theme/Blog/types';

/** Open Graph article tags: the post's type, date, authors and tags. */
export default function BlogPostPageMetadata({ metadata }: { metadata: BlogPostMetadata }) {
  return (
    <Head>
      <meta property="og:type" content="article" />
      <meta property="article:published_time" content={metadata.date} />
      {metadata.authors.some((a) => a.url) && <meta property="article:author" content={metadata.authors.flatMap((a) => (a.url ? [a.url] : [])).join(',')} />}
      {metadata.tags.length > 0 && <meta property="article:tag" content={metadata.tags.map((t) => t.label).join(',')} />}
    </Head>
  );
}
