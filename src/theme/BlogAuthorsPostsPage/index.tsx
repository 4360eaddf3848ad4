import { Link } from '@docsite/runtime';
import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import type { BlogAuthorPageData, BlogMetadata, BlogPostContent, BlogSidebarData } from '@theme/Blog/types';

export interface BlogAuthorsPostsPageProps {
  page: BlogAuthorPageData;
  sidebar?: BlogSidebarData;
  blogMetadata: BlogMetadata;
  [content: `content${number}`]: BlogPostContent;
}

/** One page of an author's posts, under the author's card. */
export default function BlogAuthorsPostsPage(props: BlogAuthorsPostsPageProps) {
  const { page, sidebar, blogMetadata } = props;
  const { author } = page;
  const items = page.items.map((metadata, i) => ({ metadata, content: props[`content${i}`] }));
  const name = author.name ?? author.key ?? 'Author';
  return (
    <BlogLayout title={name} description={author.title ?? `Posts by ${name}`} sidebar={sidebar} wrapperClassName="blog-authors-posts-page">
      <header className="blog-page-header">
        <BlogAuthor author={{ ...author, page: undefined }} as="h1" />
        <p>
          {author.count === 1 ? 'One post' : `${author.count} posts`}
          {blogMetadata.authorsListPath && (
            <>
              {' · '}
              <Link to={blogMetadata.authorsListPath}>View all authors</Link>
            </>
          )}
        </p>
      </header>
      {items.length === 0 ? <p>This author has not written any posts yet.</p> : <BlogPostItems items={items} />}
      <BlogListPaginator metadata={page.metadata} />
    </BlogLayout>
  );
}
