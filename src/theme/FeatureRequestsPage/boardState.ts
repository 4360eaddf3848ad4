// The board's filters and sort order, kept in the URL query so Back and shared links restore them.
import { FEATURE_REQUEST_STATUSES, type FeatureRequest, type FeatureRequestStatus } from './types.ts';

export const BOARD_SORTS = { votes: 'Most votes', newest: 'Newest', title: 'Title' } as const;
export type BoardSort = keyof typeof BOARD_SORTS;

export interface BoardState {
  status: FeatureRequestStatus | 'all';
  category: string;
  sort: BoardSort;
}

export const DEFAULT_BOARD_STATE: BoardState = { status: 'all', category: 'all', sort: 'votes' };

/** Reads `?status=planned&category=Search&sort=newest`; unknown values fall back to the defaults. */
export function parseBoardQuery(search: string, categories: readonly string[]): BoardState {
  const q = new URLSearchParams(search);
  const status = q.get('status');
  const category = q.get('category');
  const sort = q.get('sort');
  return {
    status: FEATURE_REQUEST_STATUSES.includes(status as FeatureRequestStatus) ? (status as FeatureRequestStatus) : 'all',
    category: category && categories.includes(category) ? category : 'all',
    sort: sort && sort in BOARD_SORTS ? (sort as BoardSort) : 'votes',
  };
}

/** The query for a state, defaults left out: '' for the unfiltered board. */
export function boardQueryString(state: BoardState): string {
  const q = new URLSearchParams();
  if (state.status !== 'all') q.set('status', state.status);
  if (state.category !== 'all') q.set('category', state.category);
  if (state.sort !== 'votes') q.set('sort', state.sort);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const byTitle = (a: FeatureRequest, b: FeatureRequest) => a.title.localeCompare(b.title, 'en');
const byNewest = (a: FeatureRequest, b: FeatureRequest) => b.created.localeCompare(a.created) || byTitle(a, b);
const COMPARE: Record<BoardSort, (a: FeatureRequest, b: FeatureRequest) => number> = {
  votes: (a, b) => b.votes - a.votes || byNewest(a, b),
  newest: byNewest,
  title: byTitle,
};

/** The requests the board shows for a state, in its order. */
export function visibleRequests(requests: readonly FeatureRequest[], state: BoardState): FeatureRequest[] {
  return requests
    .filter((r) => (state.status === 'all' || r.status === state.status) && (state.category === 'all' || r.category === state.category))
    .sort(COMPARE[state.sort]);
}

/** The request slug a path below the board names, or null for the board itself. */
export function slugFromPath(pathname: string, basePath: string): string | null {
  const base = basePath.replace(/\/+$/, '');
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return null;
  const segment = pathname.slice(base.length).split('/').filter(Boolean)[0];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `2025-11-04` -> `Nov 4, 2025`, the same on the server and in every browser time zone. */
export function formatCreated(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
