const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Last updated on Jun 1, 2024 by Sam": the same text on the server and in the browser (UTC). */
export default function LastUpdated({ lastUpdatedAt, lastUpdatedBy }: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  const date = lastUpdatedAt === undefined ? undefined : new Date(lastUpdatedAt);
  return (
    <span className="last-updated">
      Last updated
      {date && (
        <>
          {' on '}
          <time dateTime={date.toISOString()}>{dateFormat.format(date)}</time>
        </>
      )}
      {lastUpdatedBy && (
        <>
          {' by '}
          <b>{lastUpdatedBy}</b>
        </>
      )}
    </span>
  );
}
