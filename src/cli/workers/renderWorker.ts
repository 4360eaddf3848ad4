// The render worker (see renderHelper.ts): loads the build's server entry and renders pages from
// the shared list until none is left, sending each page back as it is written.
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError } from '../errors.ts';
import type { FromRenderWorker, RenderWorkerData, WarmRenderWorkerData } from './renderHelper.ts';
import { createPageRenderer, importServerEntry, useDirectModules, type RenderOptions } from '../stages/render/index.ts';
import { unpackCodes } from './sharedCodes.ts';

const post = (m: FromRenderWorker) => parentPort!.postMessage(m);
// Started ahead (warmRenderHelper): the server entry loads while the pages are still compiling,
// and the pages come as a message.
const warm = (workerData as Partial<WarmRenderWorkerData>).warm;
const loading = warm ? importServerEntry(warm.serverEntryFile) : null;
loading?.catch(() => {});
const data = warm ? await new Promise<RenderWorkerData>((resolve) => parentPort!.once('message', resolve)) : (workerData as RenderWorkerData);
const { options, todo, counter } = data;
// The direct modules' code, read from the buffer the build shares as pages load it.
const codes = data.directCodes && unpackCodes(data.directCodes);
try {
  const server = loading ? await loading : await importServerEntry(options.serverEntryFile, codes);
  if (loading) useDirectModules(server, options.serverEntryFile, codes);
  const renderer = await createPageRenderer(server, options as RenderOptions);
  const failed = await renderer.renderShare(todo, new Int32Array(counter), (index, job) => post({ type: 'page', index, job }));
  post({ type: 'done', failed: failed ? { index: failed.index, error: serializeError(failed.error) } : undefined });
} catch {
  // Could not load the server entry (or another failure of this thread's own): the build's thread
  // renders the pages this one took and did not send, and reports what fails there.
  post({ type: 'done' });
}
