import { Link } from '@docsite/runtime';
import BlogAuthor from '@theme/BlogAuthor';
import type { BlogPostMetadata } from '@theme/Blog/types';

/** "5 min read": minutes rounded up, at least one. */
function readingTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.ceil(minutes))} min read`;
}

/** The post's title (a link on list pages), its date and reading time, and its authors. */
export default function BlogPostItemHeader({ metadata, isBlogPostPage }: { metadata: BlogPostMetadata; isBlogPostPage: boolean }) {
  const { title, permalink, date, formattedDate, readingTime, authors } = metadata;
  const Title = isBlogPostPage ? 'h1' : 'h2';
  return (
    <header className="blog-post-item__header">
      <Title className="blog-post-item__title">{isBlogPostPage ? title : <Link to={permalink}>{title}</Link>}</Title>
      <div className="blog-post-item__info">
        <time dateTime={date}>{formattedDate}</time>
        {readingTime !== undefined && (
          <>
            {' · '}
            <span>{readingTimeLabel(readingTime)}</span>
          </>
        )}
      </div>
      {authors.length > 0 && (
        <div className={authors.length > 1 ? 'blog-post-item__authors blog-post-item__authors--many' : 'blog-post-item__authors'}>
          {authors.map((author, i) => (
            <BlogAuthor key={author.key ?? `${author.name}-${i}`} author={author} />
          ))}
        </div>
      )}
    </header>
  );
}
