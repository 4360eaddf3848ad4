// The static server of `docsite check-links` in a thread of its own (see serveInWorker.ts): it
// answers { url } once it listens, or { error }; a message from the parent closes it, and the
// thread ends with it.
import { parentPort, workerData } from 'node:worker_threads';
import { DocsiteError } from '../errors.ts';
import { startStaticServer, type ServeOptions } from './serve.ts';

export type ServerWorkerAnswer = { url: string } | { error: { title: string; hint?: string; docsite: boolean } };

const parent = parentPort!;
try {
  const server = await startStaticServer(workerData as ServeOptions);
  parent.once('message', () => void server.close().finally(() => parent.close()));
  parent.postMessage({ url: server.url } satisfies ServerWorkerAnswer);
} catch (error) {
  const e = error instanceof DocsiteError ? { title: error.title, hint: error.hint, docsite: true } : { title: String((error as Error)?.message ?? error), docsite: false };
  parent.postMessage({ error: e } satisfies ServerWorkerAnswer);
}
