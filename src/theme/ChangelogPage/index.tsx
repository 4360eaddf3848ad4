import { Link } from '@docsite/runtime';
import BlogLayout from '@theme/BlogLayout';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import ChangelogItem from '@theme/ChangelogItem';
import ChangelogPaginator from '@theme/ChangelogPaginator';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { BlogMetadata, BlogPostContent, BlogPostPageMetadata as EntryPageData, BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

export interface ChangelogPageProps {
  content: BlogPostContent;
  metadata: EntryPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
  /** The list page that shows this entry, for the way back. */
  listPageLink?: string;
}

/** A release's page: back to its list page, the release notes, newer/older releases, a table of contents. */
export default function ChangelogPage({ content, metadata, sidebar, blogMetadata, listPageLink }: ChangelogPageProps) {
  const toc = content.toc ?? [];
  const showTOC = toc.length > 0;
  return (
    <BlogLayout title={metadata.title} description={metadata.description} sidebar={sidebar} toc={showTOC ? <TOC toc={toc} /> : undefined} wrapperClassName="changelog-page">
      <BlogPostPageMetadata metadata={metadata} />
      <BlogPostPageStructuredData json={metadata.structuredData} />
      <Link className="changelog-page__back" to={listPageLink ?? blogMetadata.blogBasePath}>
        ← Back to index page
      </Link>
      {showTOC && <TOCCollapsible toc={toc} className="changelog-page__toc-mobile" />}
      <ChangelogItem metadata={metadata} content={content} isChangelogPage />
      <ChangelogPaginator prevItem={metadata.prevItem} nextItem={metadata.nextItem} />
    </BlogLayout>
  );
}
