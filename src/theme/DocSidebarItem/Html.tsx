import type { PropSidebarItemHtml } from '@docsite/runtime';

/** Raw HTML from the sidebars file; with defaultStyle it is padded like a link. */
export default function DocSidebarItemHtml({ item, level }: { item: PropSidebarItemHtml; level: number }) {
  const className = ['menu__list-item', `menu__list-item--level-${level}`, item.defaultStyle && 'menu__html', item.className].filter(Boolean).join(' ');
  return <li className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
}
