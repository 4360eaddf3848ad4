// Reading many files one after the other waits for each read in turn: post-build plugins that
// read the built pages back (the search index, llms-txt) spent more time waiting than working.

import fs from 'node:fs/promises';

/**
 * The texts of `files`, in order, with up to `ahead` reads in flight. A read that fails throws
 * where its text would come, as a plain `await fs.readFile` would.
 */
export async function* readAhead(files: readonly string[], ahead = 16): AsyncGenerator<string> {
  const pending: Promise<string>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < ahead && next < files.length) {
      const read = fs.readFile(files[next++], 'utf8');
      // Handled where it is awaited; this only keeps a read after an early stop from being reported.
      read.catch(() => {});
      pending.push(read);
    }
  };
  fill();
  while (pending.length > 0) {
    const read = pending.shift()!;
    fill();
    yield await read;
  }
}
