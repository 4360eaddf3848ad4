import MDXContent from '@theme/MDXContent';
import type { BlogPostContent } from '@theme/Blog/types';

/**
 * The post's Markdown. On the post page it sits in #__blog-post-container: the feeds take the
 * rendered post from there.
 */
export default function BlogPostItemContent({ content, isBlogPostPage }: { content: BlogPostContent; isBlogPostPage: boolean }) {
  return (
    <div id={isBlogPostPage ? '__blog-post-container' : undefined} className="blog-post-item__content">
      <MDXContent content={content.default} />
    </div>
  );
}
