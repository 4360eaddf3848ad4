import { useRouterState } from '@docsite/runtime';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCard from '@theme/DocCard';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { useCurrentSidebarCategory, visibleSidebarItems, type PropCategoryGeneratedIndex } from '@docsite/runtime';

/** A category's generated page: its title and description, then one card per item of the category. */
export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex: index }: { categoryGeneratedIndex: PropCategoryGeneratedIndex }) {
  const category = useCurrentSidebarCategory();
  const { pathname } = useRouterState().location;
  return (
    <div className="doc-item generated-index-page">
      <div className="doc-item__main">
        <DocVersionBanner />
        <DocBreadcrumbs breadcrumbs={index.breadcrumbs} />
        <DocVersionBadge />
        <header className="markdown">
          <h1>{index.title}</h1>
          {index.description && <p>{index.description}</p>}
        </header>
        <section className="doc-card-list">
          {visibleSidebarItems(category.items, pathname).map((item, i) => (
            <DocCard key={i} item={item} />
          ))}
        </section>
        <DocPaginator previous={index.previous} next={index.next} />
      </div>
    </div>
  );
}
