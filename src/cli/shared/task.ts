// Prints a stage's label, its time and a check or a cross.

export interface Reporter {
  write(line: string): void;
  /** Overwrites the current line when the output is a terminal. */
  status(line: string): void;
}

export function createReporter(stream: NodeJS.WriteStream = process.stdout, quiet = false): Reporter {
  const tty = Boolean(stream.isTTY) && !process.env.CI;
  return {
    write: (line) => !quiet && stream.write(`${tty ? '\r\x1b[K' : ''}${line}\n`),
    status: (line) => !quiet && tty && stream.write(`\r\x1b[K${line}`),
  };
}

export function formatMs(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * Runs one step of a command and prints its line. `elapsed` gives the time to print for a step
 * that started before it was awaited (the server bundle runs beside the client's); by default, the
 * time `fn` took.
 */
export async function task<T>(reporter: Reporter, label: string, fn: () => Promise<T> | T, elapsed?: () => number): Promise<T> {
  const start = performance.now();
  const took = () => formatMs(elapsed ? elapsed() : performance.now() - start);
  reporter.status(`… ${label}`);
  try {
    const result = await fn();
    reporter.write(`✔ ${label} (${took()})`);
    return result;
  } catch (error) {
    reporter.write(`✖ ${label} (${took()})`);
    throw error;
  }
}
