import { Link } from '@docsite/runtime';
import '@theme/TagsListInline/styles.css';

export interface TagWithCount {
  label: string;
  permalink: string;
  description?: string;
  count: number;
}

/** Tags with their counts, grouped under their first letter: the body of every tags index page. */
export default function TagsListByLetter({ tags }: { tags: TagWithCount[] }) {
  const groups = new Map<string, TagWithCount[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <>
      {[...groups].map(([letter, list]) => (
        <section key={letter} className="tags-by-letter__group">
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
    </>
  );
}
