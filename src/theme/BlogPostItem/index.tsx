import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import type { BlogPostContent, BlogPostMetadata } from '@theme/Blog/types';
import './styles.css';

export interface BlogPostItemProps {
  metadata: BlogPostMetadata;
  /** The full post on its page; on list pages, the excerpt when the post has a truncate marker. */
  content: BlogPostContent;
  /** True on the post's own page: h1 title, full content, edit link. */
  isBlogPostPage?: boolean;
}

/** One post: title, date, reading time and authors; the content; tags and "Read more" or edit link. */
export default function BlogPostItem({ metadata, content, isBlogPostPage = false }: BlogPostItemProps) {
  return (
    <article className={isBlogPostPage ? 'blog-post-item blog-post-item--page' : 'blog-post-item'}>
      <BlogPostItemHeader metadata={metadata} isBlogPostPage={isBlogPostPage} />
      <BlogPostItemContent content={content} isBlogPostPage={isBlogPostPage} />
      <BlogPostItemFooter metadata={metadata} isBlogPostPage={isBlogPostPage} />
    </article>
  );
}
