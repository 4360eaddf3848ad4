import { Link } from '@docsite/runtime';
import './styles.css';

/** "Tags:" and the page's tags, each linking to the tag's page. */
export default function TagsListInline({ tags }: { tags: { label: string; permalink: string; description?: string }[] }) {
  return (
    <div className="tags-inline">
      <b>Tags:</b>
      <ul className="tags-list">
        {tags.map((tag) => (
          <li key={tag.permalink}>
            <Link className="tag" to={tag.permalink} title={tag.description}>
              {tag.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
