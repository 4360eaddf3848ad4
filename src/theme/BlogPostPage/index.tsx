import BlogLayout from '@theme/BlogLayout';
import BlogPostItem from '@theme/BlogPostItem';
import BlogPostPaginator from '@theme/BlogPostPaginator';
import BlogPostPageMetadata from '@theme/BlogPostPage/Metadata';
import BlogPostPageStructuredData from '@theme/BlogPostPage/StructuredData';
import Unlisted from '@theme/Unlisted';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import type { BlogMetadata, BlogPostContent, BlogPostPageMetadata as PostPageData, BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

export interface BlogPostPageProps {
  content: BlogPostContent;
  metadata: PostPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
}

/** A post's page: the post, its newer and older neighbours, its table of contents, its metadata. */
export default function BlogPostPage({ content, metadata, sidebar }: BlogPostPageProps) {
  const fm = metadata.frontMatter;
  const toc = content.toc ?? [];
  const showTOC = !fm.hide_table_of_contents && toc.length > 0;
  const levels = { toc, minHeadingLevel: fm.toc_min_heading_level, maxHeadingLevel: fm.toc_max_heading_level };
  return (
    <BlogLayout title={metadata.title} description={metadata.description} keywords={fm.keywords} image={fm.image} sidebar={sidebar} toc={showTOC ? <TOC {...levels} /> : undefined}>
      <BlogPostPageMetadata metadata={metadata} />
      <BlogPostPageStructuredData json={metadata.structuredData} />
      {metadata.unlisted && <Unlisted className="blog-unlisted-banner" />}
      {showTOC && <TOCCollapsible {...levels} className="blog-post-page__toc-mobile" />}
      <BlogPostItem metadata={metadata} content={content} isBlogPostPage />
      <BlogPostPaginator prevItem={metadata.prevItem} nextItem={metadata.nextItem} />
    </BlogLayout>
  );
}
