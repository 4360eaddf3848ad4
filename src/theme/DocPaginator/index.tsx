import { Link } from '@docsite/runtime';
import type { PropNavLink } from '@docsite/runtime';
import './styles.css';

function PaginatorLink({ link, rel }: { link: PropNavLink; rel: 'prev' | 'next' }) {
  return (
    <Link className={`pagination-nav__link pagination-nav__link--${rel}`} to={link.permalink} rel={rel}>
      <div className="pagination-nav__sublabel">{rel === 'prev' ? 'Previous' : 'Next'}</div>
      <div className="pagination-nav__label">{link.title}</div>
    </Link>
  );
}

/** Links to the previous and next pages of the sidebar, across categories. */
export default function DocPaginator({ previous, next }: { previous?: PropNavLink; next?: PropNavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? <PaginatorLink link={previous} rel="prev" /> : <span />}
      {next && <PaginatorLink link={next} rel="next" />}
    </nav>
  );
}
