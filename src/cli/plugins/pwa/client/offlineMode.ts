// Browser code (no Node built-ins): decides whether offline mode is on for this reader.

export const OFFLINE_MODE_STRATEGIES = ['appInstalled', 'standalone', 'queryString', 'always', 'mobile', 'saveData'] as const;
export type OfflineModeStrategy = (typeof OFFLINE_MODE_STRATEGIES)[number];

/** What the strategies look at; the browser's values in production, plain data in tests. */
export interface OfflineModeSignals {
  /** The `appinstalled` event fired once (a flag in site storage). */
  appInstalled: boolean;
  /** display-mode standalone, or iOS's navigator.standalone. */
  standalone: boolean;
  /** The page's query string. */
  search: string;
  viewportWidth: number;
  /** The reader asked for reduced data use. */
  saveData: boolean;
}

/** The theme's desktop breakpoint: at or below it, a reader is on mobile. */
const MOBILE_MAX_WIDTH = 996;

const STRATEGIES: Record<OfflineModeStrategy, (s: OfflineModeSignals) => boolean> = {
  appInstalled: (s) => s.appInstalled,
  standalone: (s) => s.standalone,
  queryString: (s) => new URLSearchParams(s.search).get('offlineMode') === 'true',
  always: () => true,
  mobile: (s) => s.viewportWidth <= MOBILE_MAX_WIDTH,
  saveData: (s) => s.saveData,
};

/** The strategies that hold; offline mode is on when there is at least one. */
export function activeStrategies(strategies: readonly OfflineModeStrategy[], signals: OfflineModeSignals): OfflineModeStrategy[] {
  return strategies.filter((name) => STRATEGIES[name](signals));
}

/** The service worker's URL: its query carries the mode, so a change of mode is a new worker. */
export function serviceWorkerUrl(swUrl: string, params: { offlineMode: boolean; debug: boolean }): string {
  return `${swUrl}?offlineMode=${params.offlineMode}&debug=${params.debug}`;
}
