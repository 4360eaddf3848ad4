import BlogPostItem from '@theme/BlogPostItem';
import type { BlogPostContent, BlogPostMetadata } from '@theme/Blog/types';

/** The posts of a list, tag or author page, each an excerpt with its "Read more" link. */
export default function BlogPostItems({ items }: { items: { metadata: BlogPostMetadata; content: BlogPostContent }[] }) {
  return (
    <>
      {items.map(({ metadata, content }) => (
        <BlogPostItem key={metadata.permalink} metadata={metadata} content={content} />
      ))}
    </>
  );
}
