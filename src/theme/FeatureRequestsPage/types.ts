// Data shapes of the feature-requests plugin, shared by the plugin (which writes them) and the theme.

export const FEATURE_REQUEST_STATUSES = ['open', 'planned', 'in-progress', 'complete', 'closed'] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];

export const STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  open: 'Open',
  planned: 'Planned',
  'in-progress': 'In progress',
  complete: 'Complete',
  closed: 'Closed',
};

export interface FeatureRequest {
  /** URL segment of the request's page, unique within the board. */
  slug: string;
  title: string;
  status: FeatureRequestStatus;
  votes: number;
  category: string;
  /** Plain text; a blank line starts a new paragraph. */
  description: string;
  /** YYYY-MM-DD. */
  created: string;
}

/** The data module every board route loads. */
export interface FeatureRequestsData {
  requests: FeatureRequest[];
  /** Every category used, sorted. */
  categories: string[];
}

/** Props the plugin passes to every route of the board (a type, so it is plain route props). */
export type FeatureRequestsRouteProps = {
  /** The board's path, baseUrl included. */
  basePath: string;
  title: string;
  description: string;
};
