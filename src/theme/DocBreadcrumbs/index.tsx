import { Link, useSiteData } from '@docsite/runtime';
import { getDocsData, getVersionMainDoc, useCurrentVersion, type PropBreadcrumb } from '@docsite/runtime';
import './styles.css';

/**
 * Where the page sits in its sidebar: a home link (the version's main doc), the categories
 * (links when they have a page of their own), then the page itself. Off with `breadcrumbs: false`.
 */
export default function DocBreadcrumbs({ breadcrumbs }: { breadcrumbs: PropBreadcrumb[] }) {
  const version = useCurrentVersion();
  const data = getDocsData(useSiteData().globalData, version.pluginId);
  const globalVersion = data.versions.find((v) => v.name === version.version);
  if (data.breadcrumbs === false || breadcrumbs.length === 0 || !globalVersion) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ul className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link className="breadcrumbs__link" aria-label="Home page" to={getVersionMainDoc(globalVersion).path}>
            ⌂
          </Link>
        </li>
        {breadcrumbs.map((crumb, i) => {
          const last = i === breadcrumbs.length - 1;
          return (
            <li key={i} className={['breadcrumbs__item', last && 'breadcrumbs__item--active'].filter(Boolean).join(' ')} aria-current={last ? 'page' : undefined}>
              {crumb.href && !last ? (
                <Link className="breadcrumbs__link" to={crumb.href}>
                  {crumb.label}
                </Link>
              ) : (
                <span className="breadcrumbs__link">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
