import { Link } from '@docsite/runtime';
import type { BlogNavLink } from '@theme/Blog/types';
// Styled like the blog's newer/older post links.
import '@theme/BlogPostPaginator/styles.css';

function PaginatorLink({ item, rel, label }: { item: BlogNavLink; rel: 'prev' | 'next'; label: string }) {
  return (
    <Link className={`blog-paginator__link blog-paginator__link--${rel}`} to={encodeURI(item.permalink)} rel={rel}>
      <div className="blog-paginator__sublabel">{label}</div>
      <div className="blog-paginator__label">{item.title}</div>
    </Link>
  );
}

export interface ChangelogPaginatorProps {
  /** The newer release. */
  prevItem?: BlogNavLink;
  /** The older release. */
  nextItem?: BlogNavLink;
}

/** Links to the newer and the older release. */
export default function ChangelogPaginator({ prevItem, nextItem }: ChangelogPaginatorProps) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav className="blog-paginator" aria-label="Changelog entry navigation">
      {prevItem ? <PaginatorLink item={prevItem} rel="prev" label="Newer release" /> : <span />}
      {nextItem && <PaginatorLink item={nextItem} rel="next" label="Older release" />}
    </nav>
  );
}
