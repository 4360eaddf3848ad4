import { Link } from '@docsite/runtime';
import { getVersionDoc, useCurrentVersion, type PropSidebarItem } from '@docsite/runtime';
import './styles.css';

/** The page a category card opens: its own page, else the first page inside it. */
function firstHref(item: PropSidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  return item.href ?? item.firstHref ?? item.items.map(firstHref).find(Boolean);
}

/** A card for one sidebar item: a doc (with its description), a link, or a category (with its size). */
export default function DocCard({ item }: { item: PropSidebarItem }) {
  const version = useCurrentVersion();
  const href = firstHref(item);
  if (item.type === 'html' || !href) return null;
  let icon = '🗃️';
  let description = item.description;
  if (item.type === 'link') {
    // As Docusaurus: a page of this site, doc or not, is a page; only a URL with a scheme or host gets the link icon.
    icon = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href) ? '🔗' : '📄️';
    description ??= item.docId ? getVersionDoc(version, item.docId).description : undefined;
  } else {
    const count = item.itemCount ?? item.items.length;
    description ??= `${count} item${count === 1 ? '' : 's'}`;
  }
  return (
    <Link className="doc-card" to={href}>
      <h2 className="doc-card__title" title={item.label}>
        <span aria-hidden="true">{icon}</span> {item.label}
      </h2>
      {description && (
        <p className="doc-card__description" title={description}>
          {description}
        </p>
      )}
    </Link>
  );
}
