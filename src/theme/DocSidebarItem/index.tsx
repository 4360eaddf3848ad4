import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItems from '@theme/DocSidebarItem/Items';
import type { PropSidebarItem } from '@docsite/runtime';

export interface DocSidebarItemProps {
  item: PropSidebarItem;
  activePath: string;
  /** Depth in the sidebar, 1 at the top. */
  level: number;
  /** Position among its siblings, for auto-collapsing the others. */
  index: number;
}

/** One sidebar entry, by kind: a link, raw HTML, or a category holding the list of its items. */
export default function DocSidebarItem(props: DocSidebarItemProps) {
  const { item, activePath, level } = props;
  if (item.type === 'category') {
    return (
      <DocSidebarItemCategory {...props} item={item}>
        <DocSidebarItems items={item.items} activePath={activePath} level={level + 1} />
      </DocSidebarItemCategory>
    );
  }
  if (item.type === 'html') return <DocSidebarItemHtml {...props} item={item} />;
  return <DocSidebarItemLink {...props} item={item} />;
}
