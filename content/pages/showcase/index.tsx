import { useEffect, useRef, useState } from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { useRouterState, useRouterStore } from 'docsite/runtime';
import { sortedSites, TagList, Tags, type ShowcaseSite, type TagType } from '../../data/showcase.ts';
import ShowcaseCard from './_components/ShowcaseCard.tsx';
import { filterSites, formatFilters, isFiltered, NO_FILTERS, parseFilters, siteCount, type Filters, type Operator } from './_components/filters.ts';
import './_components/showcase.css';

const favorites = sortedSites.filter((s) => s.tags.includes('favorite'));
const others = sortedSites.filter((s) => !s.tags.includes('favorite'));

/** False on the server and during hydration, true afterwards: the static HTML is the unfiltered list. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The filters as the URL says, and a setter that writes them back to it. Tag and operator changes
 * push a history entry, so Back restores the previous filters; typing in the name box replaces it.
 */
function useUrlFilters(): [Filters, (next: Filters, options?: { replace?: boolean }) => void] {
  const hydrated = useHydrated();
  const store = useRouterStore();
  const { pathname, search } = useRouterState().location;
  const filters = hydrated ? parseFilters(search) : NO_FILTERS;
  const setFilters = (next: Filters, options: { replace?: boolean } = {}) => {
    void store.navigate(pathname + formatFilters(next), options);
  };
  return [filters, setFilters];
}

function CardList({ sites }: { sites: ShowcaseSite[] }) {
  return (
    <ul className="showcase-list">
      {sites.map((site) => (
        <ShowcaseCard key={site.title} site={site} />
      ))}
    </ul>
  );
}

function TagCheckbox({ tag, checked, onChange }: { tag: TagType; checked: boolean; onChange: (checked: boolean) => void }) {
  const { label, description, color } = Tags[tag];
  const id = `showcase-tag-${tag}`;
  return (
    <li className="showcase-tag" title={description}>
      <input id={id} type="checkbox" className="showcase-tag__input" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <label htmlFor={id} className="showcase-tag__label">
        {label}
        {tag === 'favorite' ? (
          <span className="showcase-tag__heart" aria-hidden="true">
            ❤
          </span>
        ) : (
          <span className="showcase-dot" style={{ backgroundColor: color }} aria-hidden="true" />
        )}
      </label>
    </li>
  );
}

export default function Showcase() {
  const [filters, setFilters] = useUrlFilters();
  // The search box keeps its own text so typing never waits for the URL; the URL follows it, and
  // when the URL changes for another reason (Back, Clear All, a reload) the box follows the URL.
  const [name, setName] = useState('');
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (filters.name !== written.current) {
      written.current = filters.name;
      setName(filters.name);
    }
  }, [filters.name]);

  const active: Filters = { ...filters, name };
  const filtered = filterSites(sortedSites, active);

  const toggleTag = (tag: TagType, on: boolean) =>
    setFilters({ ...active, tags: TagList.filter((t) => (t === tag ? on : active.tags.includes(t))) });
  const setOperator = (operator: Operator) => operator !== active.operator && setFilters({ ...active, operator });
  const onNameChange = (value: string) => {
    setName(value);
    written.current = value;
    setFilters({ ...active, name: value }, { replace: true });
  };

  return (
    <Layout title="Showcase" description="A gallery of example documentation sites, with filters by tag and name kept in the URL.">
      <header className="showcase-header">
        <div className="container">
          <h1>docsite Site Showcase</h1>
          <p className="showcase-header__lead">
            A gallery of documentation sites, with filters by tag and by name. Every entry here is <strong>demonstration data</strong>
            : the projects are invented, their addresses use the reserved example.com, example.org and example.net domains, and none of
            them is a real website built with docsite.
          </p>
        </div>
      </header>

      <section className="container showcase-filters" aria-labelledby="filters">
        <div className="showcase-filters__head">
          <Heading as="h2" id="filters" className="anchor showcase-filters__title">
            Filters
          </Heading>
          <span className="showcase-filters__count" aria-live="polite">
            {siteCount(filtered.length)}
          </span>
          <div className="showcase-filters__controls">
            <div className="showcase-operator" role="group" aria-label="Match sites with any or all of the selected tags">
              {(['OR', 'AND'] as const).map((op) => (
                <button
                  key={op}
                  type="button"
                  className="showcase-operator__button"
                  aria-pressed={active.operator === op}
                  title={op === 'OR' ? 'Show sites with at least one of the selected tags' : 'Show sites with every selected tag'}
                  onClick={() => setOperator(op)}
                >
                  {op}
                </button>
              ))}
            </div>
            <button type="button" className="showcase-clear" onClick={() => setFilters(NO_FILTERS)}>
              Clear All
            </button>
          </div>
        </div>
        <ul className="showcase-tags" aria-label="Tags">
          {TagList.map((tag) => (
            <TagCheckbox key={tag} tag={tag} checked={active.tags.includes(tag)} onChange={(on) => toggleTag(tag, on)} />
          ))}
        </ul>
        <div className="showcase-search">
          <label htmlFor="showcase-search-input" className="showcase-sr-only">
            Search sites by name
          </label>
          <input
            id="showcase-search-input"
            type="search"
            className="showcase-search__input"
            placeholder="Search for a site name..."
            value={name}
            onChange={(e) => onNameChange(e.currentTarget.value)}
          />
        </div>
      </section>

      <section className="container showcase-results" aria-label="Sites">
        {!isFiltered(active) ? (
          <>
            <div className="showcase-favorites">
              <Heading as="h2" id="favorites" className="anchor">
                Our favorites <span aria-hidden="true">❤</span>
              </Heading>
              <CardList sites={favorites} />
            </div>
            <Heading as="h2" id="all-sites" className="anchor">
              All sites
            </Heading>
            <CardList sites={others} />
          </>
        ) : filtered.length === 0 ? (
          <h2 className="showcase-results__empty">No result</h2>
        ) : (
          <>
            <h2 className="showcase-sr-only">Matching sites</h2>
            <CardList sites={filtered} />
          </>
        )}
      </section>
    </Layout>
  );
}
