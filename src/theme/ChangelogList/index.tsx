import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import ChangelogItem from '@theme/ChangelogItem';
import type { BlogListPageData, BlogMetadata, BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

export interface ChangelogListProps {
  page: BlogListPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
}

/** A page of releases, newest first: each one's version, date and committers, with newer/older page links. */
export default function ChangelogList({ page, sidebar, blogMetadata }: ChangelogListProps) {
  return (
    <BlogLayout title={blogMetadata.blogTitle} description={blogMetadata.blogDescription} sidebar={sidebar} wrapperClassName="changelog-list-page">
      <header className="changelog-list__header">
        <h1>{blogMetadata.blogTitle}</h1>
        <p>{blogMetadata.blogDescription}</p>
      </header>
      {page.items.map((metadata) => (
        <ChangelogItem key={metadata.permalink} metadata={metadata} />
      ))}
      <BlogListPaginator metadata={page.metadata} />
    </BlogLayout>
  );
}
