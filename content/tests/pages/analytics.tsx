import { useEffect, useState } from 'react';
import Layout from '@theme/Layout';
import { Link } from 'docsite/runtime';
import type { RouteLogEntry } from '../clientModuleExample';

/** The route changes recorded by the tests client module, newest first, kept up to date. */
function useRouteLog(): RouteLogEntry[] | null {
  const [log, setLog] = useState<RouteLogEntry[] | null>(null);
  useEffect(() => {
    const read = () => setLog([...(window.__docsiteTestsRouteLog ?? [])].reverse());
    read();
    window.addEventListener('docsite-tests-route', read);
    return () => window.removeEventListener('docsite-tests-route', read);
  }, []);
  return log;
}

export default function AnalyticsTests() {
  const log = useRouteLog();
  return (
    <Layout title="Analytics" description="docsite has no analytics plugin; a client module that records route changes stands in for one.">
      <div className="container container--page markdown">
        <h1>Analytics</h1>
        <p>
          docsite has no analytics plugin: nothing in the framework sends page views to a tracking service. A site that wants one adds the
          service's script with the <code>scripts</code> option of the site config, or writes a client module. This page tests the second
          way, with a module that records route changes instead of sending them anywhere.
        </p>
        <p>
          A client module is a file listed in <code>clientModules</code> in <code>site.config.ts</code>. It is imported in the browser on
          every page, and it may export <code>onRouteUpdate</code>, called when a client-side navigation starts, and{' '}
          <code>onRouteDidUpdate</code>, called once the new page is shown. Neither runs for the first page load or during the build.
          The module for this page is <code>content/tests/clientModuleExample.ts</code>: it keeps the last fifty changes that involve a{' '}
          <code>/tests/</code> page in a list on <code>window</code>, logs each one to the console, and fires an event so this page can
          update.
        </p>
        <h2>Try it</h2>
        <p>
          Go to <Link to="/tests/pages/">the test pages index</Link>, then come back here with the browser's Back button. The table below
          should gain four rows: an <code>onRouteUpdate</code> and an <code>onRouteDidUpdate</code> for each navigation. The same lines
          appear in the browser console.
        </p>
        <h2>Recorded route changes</h2>
        {log === null ? (
          <p>Reading the log once the page has loaded in the browser.</p>
        ) : log.length === 0 ? (
          <p>
            Nothing recorded yet. If the table stays empty after a navigation, the client module is not registered in this site's{' '}
            <code>clientModules</code>.
          </p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>Hook</th>
                <th>From</th>
                <th>To</th>
                <th>Time</th>
              </tr>
            </thead>
            <tbody>
              {log.map((e, i) => (
                <tr key={i}>
                  <td>
                    <code>{e.hook}</code>
                  </td>
                  <td>{e.from || '(first page)'}</td>
                  <td>{e.to}</td>
                  <td>{new Date(e.time).toLocaleTimeString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Layout>
  );
}
