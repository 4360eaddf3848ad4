import { Link } from '@docsite/runtime';
import { isSamePath, type PropSidebarItemLink } from '@docsite/runtime';

/** A doc or external link of the sidebar; the current page's link is marked active. */
export default function DocSidebarItemLink({ item, activePath, level }: { item: PropSidebarItemLink; activePath: string; level: number }) {
  const active = isSamePath(item.href, activePath);
  return (
    <li className={['menu__list-item', `menu__list-item--level-${level}`, item.className].filter(Boolean).join(' ')}>
      <Link className={['menu__link', active && 'menu__link--active'].filter(Boolean).join(' ')} aria-current={active ? 'page' : undefined} to={item.href}>
        {item.label}
      </Link>
    </li>
  );
}
