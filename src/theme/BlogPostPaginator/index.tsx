import { Link } from '@docsite/runtime';
import type { BlogNavLink } from '@theme/Blog/types';
import './styles.css';

function PaginatorLink({ item, rel, label }: { item: BlogNavLink; rel: 'prev' | 'next'; label: string }) {
  return (
    <Link className={`blog-paginator__link blog-paginator__link--${rel}`} to={item.permalink} rel={rel}>
      <div className="blog-paginator__sublabel">{label}</div>
      <div className="blog-paginator__label">{item.title}</div>
    </Link>
  );
}

export interface BlogPostPaginatorProps {
  /** The newer post. */
  prevItem?: BlogNavLink;
  /** The older post. */
  nextItem?: BlogNavLink;
}

/** Links to the newer and the older post. */
export default function BlogPostPaginator({ prevItem, nextItem }: BlogPostPaginatorProps) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="blog-paginator" aria-label="Blog post page navigation">
      {prevItem ? <PaginatorLink item={prevItem} rel="prev" label="Newer post" /> : <span />}
      {nextItem && <PaginatorLink item={nextItem} rel="next" label="Older post" />}
    </nav>
  );
}
