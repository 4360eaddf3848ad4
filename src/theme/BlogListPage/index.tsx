import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogListPageData, BlogMetadata, BlogPostContent, BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

export interface BlogListPageProps {
  page: BlogListPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
  /** The posts' modules, content0, content1, ... in the order of page.items. */
  [content: `content${number}`]: BlogPostContent;
}

/** A page of the blog's posts, newest first, each as an excerpt, with links to newer and older pages. */
export default function BlogListPage(props: BlogListPageProps) {
  const { page, sidebar, blogMetadata } = props;
  const items = page.items.map((metadata, i) => ({ metadata, content: props[`content${i}`] }));
  return (
    <BlogLayout title={blogMetadata.blogTitle} description={blogMetadata.blogDescription} sidebar={sidebar} wrapperClassName="blog-list-page">
      <h1 className="blog-list-page__title">{blogMetadata.blogTitle}</h1>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={page.metadata} />
    </BlogLayout>
  );
}
