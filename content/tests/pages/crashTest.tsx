import { useState } from 'react';
import Layout from '@theme/Layout';
import { useSiteConfig } from 'docsite/runtime';

/** Throws an error with a cause, so the fallback has a chain of messages to show. */
function boom(where: string): never {
  const root = new Error(`Root cause: the data for the ${where} crash test is missing`);
  throw new Error(`Boom: the ${where} crash test component failed to render`, { cause: root });
}

function Bomb({ where }: { where: string }): never {
  return boom(where);
}

/** Set customFields.crashTest to true in site.config.ts to make this page fail while it is built. */
function useCrashDuringBuild(): boolean {
  return useSiteConfig().customFields.crashTest === true;
}

function CrashInsideLayout() {
  const [armed, setArmed] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setArmed(true)}>
        Crash inside the layout
      </button>
      {armed && <Bomb where="layout" />}
    </>
  );
}

export default function CrashTest() {
  const [crashPage, setCrashPage] = useState(false);
  if (useCrashDuringBuild()) boom('build-time');
  return (
    <>
      {crashPage && <Bomb where="whole page" />}
      <Layout title="Crash test" description="Render errors caught by the layout's error boundary and by the root one.">
        <div className="container container--page markdown">
          <h1>Crash test</h1>
          <p>
            A React component that throws while rendering would leave a blank page if nothing caught the error. docsite catches render
            errors at two levels, and each button below crashes one of them.
          </p>
          <h2>Inside the layout</h2>
          <p>
            The theme's <code>Layout</code> wraps the page content in an error boundary. This button renders a component that throws inside
            it. You should see the navbar and footer stay in place, and the content replaced by "This page crashed.", a Try again button,
            and two messages: the error and its cause. Try again renders the content afresh, with the button back.
          </p>
          <CrashInsideLayout />
          <h2>The whole page</h2>
          <p>
            This button makes the page component render a throwing component outside <code>Layout</code>. Only the root error boundary of
            the app is above it, so the theme's <code>Error</code> component takes over the whole window: the same message and Try again
            button, without navbar or footer.
          </p>
          <button type="button" className="button" onClick={() => setCrashPage(true)}>
            Crash the whole page
          </button>
          <h2>During the build</h2>
          <p>
            The build renders every page to HTML in Node, where error boundaries cannot catch anything: a component that throws there stops
            the build. To see that error report, add <code>customFields: {'{ crashTest: true }'}</code> to the site config and build. This
            page then throws while rendering, and the build fails naming the route <code>/tests/pages/crashTest/</code> and the error message.
            Without that field, the page renders normally.
          </p>
        </div>
      </Layout>
    </>
  );
}
