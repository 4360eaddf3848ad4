import { Link } from '@docsite/runtime';
import Layout from '@theme/Layout';
import type { PropTagsListPage } from '@docsite/runtime';
// Tag chips (.tag, .tags-list) are styled by TagsListInline's stylesheet.

/** Every tag of a docs version with the number of docs that carry it, grouped by first letter. */
export default function DocTagsListPage({ tags }: { tags: PropTagsListPage }) {
  const groups = new Map<string, PropTagsListPage['tags']>();
  for (const tag of tags.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <Layout title="Tags" description="Docs tags">
      <div className="container container--page tags-page">
        <h1>Tags</h1>
        {[...groups].map(([letter, list]) => (
          <section key={letter} className="tags-page__group">
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
      </div>
    </Layout>
  );
}
