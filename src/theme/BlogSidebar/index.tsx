import { Link, useRouterState } from '@docsite/runtime';
import { isCurrentPath } from '@theme/Blog/currentPath';
import type { BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

/** The desktop blog sidebar: the blog's recent posts, the current one marked. */
export default function BlogSidebar({ sidebar }: { sidebar: BlogSidebarData }) {
  const { pathname } = useRouterState().location;
  return (
    <nav className="blog-sidebar" aria-label="Blog recent posts navigation">
      <div className="blog-sidebar__title">{sidebar.title}</div>
      <ul className="blog-sidebar__list">
        {sidebar.items.map((item) => {
          const current = isCurrentPath(pathname, item.permalink);
          return (
            <li key={item.permalink} className="blog-sidebar__item">
              <Link to={item.permalink} className={current ? 'blog-sidebar__link blog-sidebar__link--active' : 'blog-sidebar__link'} aria-current={current ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
