import { Link } from '@docsite/runtime';
import BlogLayout from '@theme/BlogLayout';
import type { BlogSidebarData, BlogTagsListData } from '@theme/Blog/types';
import '@theme/TagsListInline/styles.css';

/** Every tag of the blog with its number of posts, grouped by first letter. */
export default function BlogTagsListPage({ tags, sidebar }: { tags: BlogTagsListData; sidebar?: BlogSidebarData }) {
  const groups = new Map<string, BlogTagsListData['tags']>();
  for (const tag of tags.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <BlogLayout title="Tags" description="Blog tags" sidebar={sidebar} wrapperClassName="blog-tags-list-page">
      <h1>Tags</h1>
      {[...groups].map(([letter, list]) => (
        <section key={letter} className="blog-tags-list-page__group">
          <h2 id={`letter-${letter}`}>{letter}</h2>
          <ul className="tags-list">
            {list.map((tag) => (
              <li key={tag.permalink}>
                <Link className="tag" to={tag.permalink} title={tag.description}>
                  {tag.label} <span className="tag__count">{tag.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </BlogLayout>
  );
}
