import { getErrorCausalChain, type FallbackParams } from '@docsite/runtime';

/** The crash fallback: what happened, the cause chain, and a way to try again. */
export default function ErrorPageContent({ error, tryAgain }: FallbackParams) {
  return (
    <div className="container container--page error-page" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button" onClick={tryAgain}>
        Try again
      </button>
      <div className="error-page__causes">
        {getErrorCausalChain(error).map((e, i) => (
          <p key={i} className="error-page__cause">
            {i > 0 && <span>Cause: </span>}
            {e.message}
          </p>
        ))}
      </div>
    </div>
  );
}
