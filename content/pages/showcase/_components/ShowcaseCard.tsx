import { useSiteConfig, withBaseUrl } from 'docsite/runtime';
import { TagList, Tags, type ShowcaseSite } from '../../../data/showcase.ts';

/** One site: preview, title linking to the site, a heart for favourites, the source link, description and tags. */
export default function ShowcaseCard({ site }: { site: ShowcaseSite }) {
  const { baseUrl } = useSiteConfig();
  const favorite = site.tags.includes('favorite');
  return (
    <li className="showcase-card">
      <img className="showcase-card__image" src={withBaseUrl(site.preview, baseUrl)} alt={`Preview of ${site.title}`} width="640" height="360" loading="lazy" />
      <div className="showcase-card__body">
        <div className="showcase-card__header">
          <h3 className="showcase-card__title">
            <a href={site.website} target="_blank" rel="noopener noreferrer">
              {site.title}
            </a>
          </h3>
          {favorite && (
            <span className="showcase-card__favorite" role="img" aria-label="Favorite" title={Tags.favorite.description}>
              ❤
            </span>
          )}
          {site.source && (
            <a className="showcase-card__source" href={site.source} target="_blank" rel="noopener noreferrer">
              source<span className="showcase-sr-only"> of {site.title}</span>
            </a>
          )}
        </div>
        <p className="showcase-card__description">{site.description}</p>
      </div>
      {site.tags.length > 0 && (
        <ul className="showcase-card__tags" aria-label="Tags">
          {TagList.filter((t) => site.tags.includes(t)).map((t) => (
            <li key={t} className="showcase-card__tag" title={Tags[t].description}>
              <span className="showcase-dot" style={{ backgroundColor: Tags[t].color }} aria-hidden="true" />
              {Tags[t].label.toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
