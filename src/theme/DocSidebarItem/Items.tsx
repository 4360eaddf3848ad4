import DocSidebarItem from '@theme/DocSidebarItem';
import { DocSidebarExpandedProvider, visibleSidebarItems, type PropSidebarItem } from '@docsite/runtime';

/**
 * The items of a sidebar (without the <ul>): what DocSidebar, categories and the mobile menu
 * render. Unlisted docs show only while they are open. It and DocSidebarItem render each other.
 */
export default function DocSidebarItems({ items, activePath, level }: { items: PropSidebarItem[]; activePath: string; level: number }) {
  return (
    <DocSidebarExpandedProvider>
      {visibleSidebarItems(items, activePath).map((item, index) => (
        <DocSidebarItem key={index} item={item} activePath={activePath} level={level} index={index} />
      ))}
    </DocSidebarExpandedProvider>
  );
}
