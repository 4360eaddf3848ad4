// A client module for the /tests/ area: it records client-side route changes, the way an analytics
// script would, without sending them anywhere. Register it in site.config.ts:
//   clientModules: ['content/tests/clientModuleExample.ts']
// The analytics test page (/tests/pages/analytics/) reads the log and shows it.

export interface RouteLogEntry {
  /** "onRouteUpdate" when a navigation starts, "onRouteDidUpdate" once the new page is shown. */
  hook: 'onRouteUpdate' | 'onRouteDidUpdate';
  from: string;
  to: string;
  time: number;
}

declare global {
  interface Window {
    __docsiteTestsRouteLog?: RouteLogEntry[];
  }
}

type Args = { location: Location | URL; previousLocation: URL | null };

function record(hook: RouteLogEntry['hook'], { location, previousLocation }: Args): void {
  // Only navigations that touch the tests area: the rest of the site stays quiet.
  const to = location.pathname + location.search;
  const from = previousLocation ? previousLocation.pathname + previousLocation.search : '';
  if (!to.startsWith('/tests/') && !from.startsWith('/tests/')) return;
  const entry: RouteLogEntry = { hook, from, to, time: Date.now() };
  const log = (window.__docsiteTestsRouteLog ??= []);
  log.push(entry);
  if (log.length > 50) log.shift();
  console.log(`[tests client module] ${hook}: ${from || '(first page)'} -> ${to}`);
  window.dispatchEvent(new CustomEvent('docsite-tests-route', { detail: entry }));
}

export function onRouteUpdate(args: Args): void {
  record('onRouteUpdate', args);
}

export function onRouteDidUpdate(args: Args): void {
  record('onRouteDidUpdate', args);
}
