import BlogLayout from '@theme/BlogLayout';
import TagsListByLetter from '@theme/TagsListByLetter';
import type { BlogSidebarData, BlogTagsListData } from '@theme/Blog/types';

/** Every tag of the blog with its number of posts, grouped by first letter. */
export default function BlogTagsListPage({ tags, sidebar }: { tags: BlogTagsListData; sidebar?: BlogSidebarData }) {
  return (
    <BlogLayout title="Tags" description="Blog tags" sidebar={sidebar} wrapperClassName="blog-tags-list-page">
      <h1>Tags</h1>
      <TagsListByLetter tags={tags.tags} />
    </BlogLayout>
  );
}
