import { lazy, Suspense, useDeferredValue, useEffect, useId, useState, useTransition } from 'react';
import { version } from 'react';
import Layout from '@theme/Layout';

const LazyPanel = lazy(() => import('./_LazyPanel'));

/** Shows its children only after hydration: docsite's stand-in for a BrowserOnly component. */
function BrowserOnly({ children, fallback }: { children: () => React.ReactNode; fallback: React.ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}

function LabelledInput() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>An input labelled through useId </label>
      <input id={id} type="text" defaultValue="click the label to focus me" />
      <br />
      Generated id: <code>{id}</code>
    </p>
  );
}

function SlowList({ filter }: { filter: string }) {
  const items = Array.from({ length: 3000 }, (_, i) => `Item ${i + 1}`).filter((item) => item.includes(filter));
  return (
    <p>
      {items.length} of 3000 items contain "{filter}"; the first is {items[0] ?? 'none'}.
    </p>
  );
}

function TransitionDemo() {
  const [tab, setTab] = useState('first');
  const [isPending, startTransition] = useTransition();
  const [text, setText] = useState('1');
  const deferred = useDeferredValue(text);
  return (
    <>
      <p>
        {['first', 'second'].map((t) => (
          <button key={t} type="button" className="button" onClick={() => startTransition(() => setTab(t))} aria-pressed={tab === t}>
            Show the {t} panel
          </button>
        ))}{' '}
        {isPending ? 'switching...' : `showing the ${tab} panel`}
      </p>
      <p>
        <label>
          Filter with a deferred value: <input value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      </p>
      <SlowList filter={deferred} />
    </>
  );
}

export default function React18() {
  const [showLazy, setShowLazy] = useState(false);
  return (
    <Layout title="React 18 and later" description="Concurrent React features on a docsite page: Suspense, lazy, useId, transitions and deferred values.">
      <div className="container container--page markdown">
        <h1>React 18 and later</h1>
        <p>
          This page uses the features React introduced with version 18, on the React version this site is built with,{' '}
          <code>{version}</code>. The page is rendered to HTML during the build and hydrated in the browser, like every other page.
        </p>
        <h2>Suspense and lazy</h2>
        <p>
          The button loads a component with <code>React.lazy</code>. Its code is a separate chunk, fetched only when the button is pressed,
          and the <code>Suspense</code> fallback is shown while it loads.
        </p>
        <button type="button" className="button" onClick={() => setShowLazy(true)} disabled={showLazy}>
          Load the lazy component
        </button>
        {showLazy && (
          <Suspense fallback={<p>Loading the lazy component...</p>}>
            <LazyPanel />
          </Suspense>
        )}
        <h2>useId</h2>
        <p>
          <code>useId</code> gives the same id on the server and in the browser, so the label below stays attached to its input after
          hydration. Clicking the label focuses the input.
        </p>
        <LabelledInput />
        <h2>Transitions and deferred values</h2>
        <p>
          Switching panels inside <code>startTransition</code> keeps the page responsive, and typing in the filter stays smooth because the
          long list reads a deferred copy of the text.
        </p>
        <TransitionDemo />
        <h2>Browser-only content</h2>
        <p>
          docsite has no <code>BrowserOnly</code> component. This page defines a small one that renders its children only after hydration,
          which is the safe way to use <code>window</code> while rendering.
        </p>
        <BrowserOnly fallback={<p>During the build there is no window to measure.</p>}>
          {() => <p>The window is {window.innerWidth} pixels wide.</p>}
        </BrowserOnly>
      </div>
    </Layout>
  );
}
