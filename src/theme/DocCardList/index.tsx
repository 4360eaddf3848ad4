import { useCurrentSidebarCategory, useRouterState, visibleSidebarItems, type PropSidebarItem } from '@docsite/runtime';
import DocCard from '@theme/DocCard';

export interface DocCardListProps {
  /** Sidebar items to show; without them, the items of the category whose page this is. */
  items?: PropSidebarItem[];
  className?: string;
}

function CurrentCategoryCards({ className }: { className?: string }) {
  return <DocCardList items={useCurrentSidebarCategory().items} className={className} />;
}

/** One card per sidebar item: a category page's contents, or the items given. */
export default function DocCardList({ items, className }: DocCardListProps) {
  const { pathname } = useRouterState().location;
  if (!items) return <CurrentCategoryCards className={className} />;
  return (
    <section className={['doc-card-list', className].filter(Boolean).join(' ')}>
      {visibleSidebarItems(items, pathname).map((item, i) => (
        <DocCard key={i} item={item} />
      ))}
    </section>
  );
}
