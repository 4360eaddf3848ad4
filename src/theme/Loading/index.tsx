/** Shown while a route loads (after a delay) and when its chunks fail to load. */
export default function Loading({ error, retry, pastDelay }: { error?: unknown; retry?: () => void; pastDelay?: boolean }) {
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    return (
      <div className="docsite-load-error" role="alert">
        <p>This page could not be loaded.</p>
        <pre>{message}</pre>
        <button type="button" className="button" onClick={retry}>
          Retry
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className="docsite-loading" role="progressbar" aria-label="Loading page">
      <span className="docsite-loading__spinner" />
    </div>
  );
}
