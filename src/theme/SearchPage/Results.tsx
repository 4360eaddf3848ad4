import { Link, type DocsGlobalData } from '@docsite/runtime';
import { versionLabel, type ResultPage } from './searchPageData.ts';

/** One block per page: its title, its area and version, and its matching sections with snippets. */
export default function SearchPageResults({ pages, docs }: { pages: ResultPage[]; docs: Record<string, DocsGlobalData> }) {
  return (
    <ol className="search-page__results">
      {pages.map((page) => {
        const version = versionLabel(page.tags, docs);
        return (
          <li key={page.url} className="search-page__result">
            <h2 className="search-page__result-title">
              <Link to={page.url} prefetch={false} dangerouslySetInnerHTML={{ __html: page.title }} />
            </h2>
            <p className="search-page__result-context">
              {page.lvl0}
              {version && <span className="search-page__badge">{version}</span>}
            </p>
            <ul className="search-page__sections">
              {page.sections.map((section) => (
                <li key={section.url} className="search-page__section">
                  {section.heading && <Link to={section.url} prefetch={false} className="search-page__section-heading" dangerouslySetInnerHTML={{ __html: section.heading }} />}
                  {section.snippet && <p className="search-page__snippet" dangerouslySetInnerHTML={{ __html: section.snippet }} />}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
