// Browser code (service worker): runs a task for each item, at most `limit` at a time.

/** Resolves to the number of items whose task failed; a failure does not stop the others. */
export async function inParallel<T>(items: readonly T[], limit: number, task: (item: T) => Promise<unknown>): Promise<number> {
  const todo = [...items];
  let failed = 0;
  const next = async (): Promise<void> => {
    for (let item = todo.shift(); item !== undefined; item = todo.shift()) await task(item).catch(() => failed++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, todo.length) }, next));
  return failed;
}
