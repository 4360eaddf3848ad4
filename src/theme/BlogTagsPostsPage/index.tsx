import { Head, Link } from '@docsite/runtime';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogMetadata, BlogPostContent, BlogSidebarData, BlogTagsPageData } from '@theme/Blog/types';

export interface BlogTagsPostsPageProps {
  page: BlogTagsPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
  [content: `content${number}`]: BlogPostContent;
}

/** `One post tagged with "x"`, `3 posts tagged with "x"`. */
function tagPageTitle(count: number, label: string): string {
  return `${count === 1 ? 'One post' : `${count} posts`} tagged with "${label}"`;
}

/** One page of the posts carrying a tag, with a link to every tag. */
export default function BlogTagsPostsPage(props: BlogTagsPostsPageProps) {
  const { page, sidebar } = props;
  const { tag } = page;
  const title = tagPageTitle(tag.count, tag.label);
  const items = page.items.map((metadata, i) => ({ metadata, content: props[`content${i}`] }));
  return (
    <BlogLayout title={title} description={tag.description} sidebar={sidebar} wrapperClassName="blog-tags-posts-page">
      {tag.unlisted && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <header className="blog-page-header">
        <h1>{title}</h1>
        {tag.description && <p>{tag.description}</p>}
        <Link to={tag.allTagsPath}>View all tags</Link>
      </header>
      <BlogPostItems items={items} />
      <BlogListPaginator metadata={page.metadata} />
    </BlogLayout>
  );
}
