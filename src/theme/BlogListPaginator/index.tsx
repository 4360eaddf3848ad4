import { Link } from '@docsite/runtime';
import type { BlogPaginatorMetadata } from '@theme/Blog/types';
// Styled by BlogPostPaginator's stylesheet.
import '@theme/BlogPostPaginator/styles.css';

/** Links to the page of newer entries and the page of older entries of a list. */
export default function BlogListPaginator({ metadata }: { metadata: BlogPaginatorMetadata }) {
  const { previousPage, nextPage } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav className="blog-paginator" aria-label="Blog list page navigation">
      {previousPage ? (
        <Link className="blog-paginator__link blog-paginator__link--prev" to={previousPage} rel="prev">
          <div className="blog-paginator__label">Newer entries</div>
        </Link>
      ) : (
        <span />
      )}
      {nextPage && (
        <Link className="blog-paginator__link blog-paginator__link--next" to={nextPage} rel="next">
          <div className="blog-paginator__label">Older entries</div>
        </Link>
      )}
    </nav>
  );
}
