import { Suspense, useEffect, useState } from 'react';
import Layout from '@theme/Layout';

/** True once React has taken over the server HTML in the browser. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="button" onClick={() => setCount((c) => c + 1)}>
      Pressed {count} {count === 1 ? 'time' : 'times'}
    </button>
  );
}

/** Renders different text on the server and in the browser: a deliberate hydration mismatch. */
function Mismatch() {
  return <p id="hydration-mismatch">Rendered {typeof window === 'undefined' ? 'on the server during the build' : 'in the browser'}.</p>;
}

export default function HydrationTests() {
  const hydrated = useHydrated();
  return (
    <Layout title="Hydration tests" description="Server-rendered HTML taken over by React in the browser, and a deliberate mismatch.">
      <div className="container container--page markdown">
        <h1>Hydration tests</h1>
        <p>
          Every page of a docsite site is rendered to HTML during the build. In the browser, React then hydrates that HTML: it renders the
          same components again, attaches event handlers to the existing elements and takes over from there. Hydration only works when the
          browser's first render produces the same markup as the server's.
        </p>
        <h2>Status</h2>
        <p>
          Hydrated: <strong id="hydration-status">{hydrated ? 'yes' : 'no'}</strong>. The HTML from the build says "no"; an effect switches
          it to "yes" after hydration. If it stays at "no", the scripts did not load or hydration failed. Disable JavaScript and reload to
          see the build's version.
        </p>
        <h2>Interactive after hydration</h2>
        <p>The counter only responds once hydration has attached its click handler.</p>
        <Counter />
        <h2>The right way to show browser-only values</h2>
        <p>
          Values that only exist in the browser belong in an effect, as in the status above, so that the first render matches the server.
          This page's width, read that way: <strong>{hydrated ? `${window.innerWidth}px` : 'unknown during the build'}</strong>.
        </p>
        <h2>A deliberate mismatch</h2>
        <p>
          The component below reads <code>typeof window</code> while rendering, so the build writes "on the server" and the browser renders
          "in the browser". React notices the difference, reports a recoverable hydration error in the console, and renders that part
          again in the browser. It is wrapped in a <code>Suspense</code> boundary so that only this paragraph is re-rendered, not the whole
          page. You should read "Rendered in the browser." and see one hydration error in the console.
        </p>
        <Suspense fallback={<p>Loading</p>}>
          <Mismatch />
        </Suspense>
      </div>
    </Layout>
  );
}
