import BlogAuthor from '@theme/BlogAuthor';
import BlogLayout from '@theme/BlogLayout';
import type { BlogAuthorsListData, BlogSidebarData } from '@theme/Blog/types';
import './styles.css';

/** Every author of the blog that has a page, with their number of posts. */
export default function BlogAuthorsListPage({ authors, sidebar }: { authors: BlogAuthorsListData; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Authors" description="The authors of this blog" sidebar={sidebar} wrapperClassName="blog-authors-list-page">
      <h1>Authors</h1>
      <ul className="blog-authors-list">
        {authors.authors.map((author) => (
          <li key={author.key}>
            <BlogAuthor author={author} as="h2" count={author.count} />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
