import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import DocCardList from '@theme/DocCardList';
import DocPaginator from '@theme/DocPaginator';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocVersionBanner from '@theme/DocVersionBanner';
import { useCurrentSidebarCategory, type PropCategoryGeneratedIndex } from '@docsite/runtime';

/** A category's generated page: its title and description, then one card per item of the category. */
export default function DocCategoryGeneratedIndexPage({ categoryGeneratedIndex: index }: { categoryGeneratedIndex: PropCategoryGeneratedIndex }) {
  const category = useCurrentSidebarCategory();
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
        <DocCardList items={category.items} />
        <DocPaginator previous={index.previous} next={index.next} />
      </div>
    </div>
  );
}
