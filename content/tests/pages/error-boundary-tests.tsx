import { useState, type ReactNode } from 'react';
import Layout from '@theme/Layout';
import { ErrorBoundary, getErrorCausalChain, interpolate, type FallbackParams } from 'docsite/runtime';

function Thrower({ message }: { message: string }): never {
  throw new Error(message, { cause: new Error('The cause attached with the { cause } option') });
}

/** A button that renders a throwing component once pressed; its state is lost when a boundary resets. */
function ThrowButton({ label, message }: { label: string; message: string }) {
  const [thrown, setThrown] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setThrown(true)}>
        {label}
      </button>
      {thrown && <Thrower message={message} />}
    </>
  );
}

function Fallback({ error, tryAgain, name }: FallbackParams & { name: string }) {
  return (
    <div role="alert" style={{ border: '2px solid #e13238', borderRadius: '0.5rem', padding: '0.75rem', margin: '0.5rem 0' }}>
      <p>
        {interpolate('The {name} boundary caught: {message}', {
          name: <strong>{name}</strong>,
          message: <code>{error.message}</code>,
        })}
      </p>
      <ol>
        {getErrorCausalChain(error).map((e, i) => (
          <li key={i}>{e.message}</li>
        ))}
      </ol>
      <button type="button" className="button" onClick={tryAgain}>
        Try again
      </button>
    </div>
  );
}

function Boundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div style={{ border: '1px dashed currentColor', borderRadius: '0.5rem', padding: '0.75rem', margin: '0.5rem 0' }}>
      <p>
        Boundary <strong>{name}</strong>
      </p>
      <ErrorBoundary fallback={(params) => <Fallback {...params} name={name} />}>{children}</ErrorBoundary>
    </div>
  );
}

export default function ErrorBoundaryTests() {
  return (
    <Layout title="Error boundary tests" description="ErrorBoundary from docsite/runtime, nested, with custom fallbacks and cause chains.">
      <div className="container container--page markdown">
        <h1>Error boundary tests</h1>
        <p>
          <code>ErrorBoundary</code> from <code>docsite/runtime</code> catches errors thrown while rendering the components below it and
          renders its <code>fallback</code> function instead, which receives the error and a <code>tryAgain</code> function. Each button
          here renders a component that throws. The dashed boxes are boundaries; a red box is a fallback. The fallbacks list the error's
          cause chain, read with <code>getErrorCausalChain</code>, and build their first line with <code>interpolate</code>.
        </p>
        <h2>One boundary</h2>
        <p>The red box should replace the contents of the dashed box "A". Try again brings the button back.</p>
        <Boundary name="A">
          <ThrowButton label="Throw inside A" message="Thrown inside boundary A" />
        </Boundary>
        <h2>Nested boundaries</h2>
        <p>
          The nearest boundary catches the error. The first button throws inside "inner", which should be replaced while the rest of
          "outer", including the second button, stays. The second button throws inside "outer" but outside "inner", so all of "outer"
          is replaced.
        </p>
        <Boundary name="outer">
          <Boundary name="inner">
            <ThrowButton label="Throw inside inner" message="Thrown inside the inner boundary" />
          </Boundary>
          <ThrowButton label="Throw inside outer" message="Thrown inside the outer boundary" />
        </Boundary>
        <h2>A fallback that throws</h2>
        <p>
          When the fallback itself throws, the error goes up to the next boundary. Here that is the layout's own boundary, so the whole
          content of the page is replaced by the theme's "This page crashed." message, while the navbar stays.
        </p>
        <ErrorBoundary fallback={({ error }) => <Thrower message={`The fallback failed while showing: ${error.message}`} />}>
          <ThrowButton label="Throw, with a failing fallback" message="Thrown below a fallback that fails" />
        </ErrorBoundary>
        <h2>Errors a boundary does not catch</h2>
        <p>
          Boundaries only catch errors thrown during rendering. An error thrown in an event handler is not caught: this button throws in
          its click handler, the page stays as it is, and the error appears in the browser console.
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            throw new Error('Thrown in a click handler: no error boundary catches this');
          }}
        >
          Throw in an event handler
        </button>
      </div>
    </Layout>
  );
}
