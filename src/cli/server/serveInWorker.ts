// Serves a built folder from a worker thread for the crawl of `docsite check-links`. In the
// crawl's own thread, every page linkinator parses delayed the answers the next requests waited
// for, and both shared one heap; in a thread of its own the server answers while the crawl parses.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCliWorker } from '../workers/cliWorker.ts';
import { DocsiteError } from '../errors.ts';
import type { ServeOptions } from './serve.ts';
import type { ServerWorkerAnswer } from './staticServerWorker.ts';

export interface CrawlServer {
  /** Where the site is, baseUrl included. */
  url: string;
  /** Stops the server; resolves once it is closed. */
  close(): Promise<void>;
}

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'staticServerWorker.ts');

/** startStaticServer(options), run in a worker thread; fails as it does (no build output, port taken). */
export function serveInWorker(options: ServeOptions): Promise<CrawlServer> {
  const worker = startCliWorker(WORKER, options);
  const exited = new Promise<number>((done) => worker.once('exit', done));
  return new Promise((resolve, reject) => {
    worker.on('error', reject);
    void exited.then((code) => reject(new Error(`The static server's worker thread ended (exit code ${code}) before it answered`)));
    worker.once('message', (answer: ServerWorkerAnswer) => {
      if ('error' in answer) {
        const { title, hint, docsite } = answer.error;
        reject(docsite ? new DocsiteError(title, { hint }) : new Error(`The static server could not start: ${title}`));
        void worker.terminate();
        return;
      }
      resolve({
        url: answer.url,
        close: async () => {
          worker.postMessage('close');
          await exited;
        },
      });
    });
  });
}
