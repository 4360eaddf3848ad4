import { Link, useRouterState } from '@docsite/runtime';
import { isCurrentPath } from '@theme/Blog/currentPath';
import type { BlogSidebarData } from '@theme/Blog/types';

/** The blog's recent posts as the mobile navbar menu shows them. */
export default function BlogSidebarMobile({ sidebar }: { sidebar: BlogSidebarData }) {
  const { pathname } = useRouterState().location;
  return (
    <ul className="menu__list">
      {sidebar.items.map((item) => {
        const current = isCurrentPath(pathname, item.permalink);
        return (
          <li key={item.permalink} className="menu__list-item">
            <Link to={item.permalink} className={current ? 'menu__link menu__link--active' : 'menu__link'} aria-current={current ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
