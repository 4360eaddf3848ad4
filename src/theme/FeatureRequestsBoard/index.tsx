import { useSyncExternalStore } from 'react';
import { joinUrl, Link, useRouterState, useRouterStore } from '@docsite/runtime';
import { BOARD_SORTS, DEFAULT_BOARD_STATE, boardQueryString, formatCreated, parseBoardQuery, visibleRequests, type BoardState } from '@theme/FeatureRequestsPage/boardState';
import { FEATURE_REQUEST_STATUSES, STATUS_LABELS, type FeatureRequestsData } from '@theme/FeatureRequestsPage/types';

const subscribeNever = () => () => {};
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface FeatureRequestsBoardProps {
  data: FeatureRequestsData;
  basePath: string;
  title: string;
  description: string;
}

/** The list of requests with status and category filters and a sort order, all kept in the URL query. */
export default function FeatureRequestsBoard({ data, basePath, title, description }: FeatureRequestsBoardProps) {
  const { location } = useRouterState();
  const store = useRouterStore();
  // The server renders the unfiltered board: read the query once hydrated, so the markup matches.
  const hydrated = useSyncExternalStore(subscribeNever, () => true, () => false);
  const state = parseBoardQuery(hydrated ? location.search : '', data.categories);
  const shown = visibleRequests(data.requests, state);
  const update = (patch: Partial<BoardState>) => void store.navigate(location.pathname + boardQueryString({ ...state, ...patch }), { replace: true });
  const total = data.requests.length;
  return (
    <div className="container container--page feature-requests">
      <header className="feature-requests__header">
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
      <form className="feature-requests__controls" aria-label="Filter and sort the requests" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select name="status" value={state.status} onChange={(e) => update({ status: e.target.value as BoardState['status'] })}>
            <option value="all">All statuses</option>
            {FEATURE_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>{STATUS_LABELS[s]}</option>
            ))}
          </select>
        </label>
        <label>
          Category
          <select name="category" value={state.category} onChange={(e) => update({ category: e.target.value })}>
            <option value="all">All categories</option>
            {data.categories.map((c) => (
              <option key={c} value={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select name="sort" value={state.sort} onChange={(e) => update({ sort: e.target.value as BoardState['sort'] })}>
            {Object.entries(BOARD_SORTS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
      </form>
      <p className="feature-requests__count" aria-live="polite">
        {shown.length === total ? plural(total, 'request') : `${shown.length} of ${plural(total, 'request')}`}
      </p>
      {shown.length === 0 && (
        <p>
          No request matches these filters.{' '}
          <button type="button" className="feature-requests__clear" onClick={() => update(DEFAULT_BOARD_STATE)}>Show every request</button>
        </p>
      )}
      <ol className="feature-requests__list">
        {shown.map((r) => (
          <li key={r.slug} className="feature-requests__item">
            <span className="feature-requests__votes"><strong>{r.votes}</strong> {r.votes === 1 ? 'vote' : 'votes'}</span>
            <div>
              <h2 className="feature-requests__title"><Link to={joinUrl(basePath, r.slug, '/')}>{r.title}</Link></h2>
              <p className="feature-requests__meta">
                <span className={`feature-request-status feature-request-status--${r.status}`}>{STATUS_LABELS[r.status]}</span>
                <span>{r.category}</span>
                <time dateTime={r.created}>{formatCreated(r.created)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
