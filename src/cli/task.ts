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

export async function task<T>(reporter: Reporter, label: string, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  reporter.status(`… ${label}`);
  try {
    const result = await fn();
    reporter.write(`✔ ${label} (${formatMs(performance.now() - start)})`);
    return result;
  } catch (error) {
    reporter.write(`✖ ${label} (${formatMs(performance.now() - start)})`);
    throw error;
  }
}
