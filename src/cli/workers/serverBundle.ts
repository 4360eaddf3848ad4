// The server bundle, imported into a worker thread of its own. Node never unloads an imported
// module, and every rebuild's bundle has new file names, so a dev server that imported each one
// into its own thread would grow by the size of the bundle with every edit. A worker is thrown
// away with everything it imported.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What the build uses of the server entry (src/runtime/serverEntry.tsx). */
export interface ServerEntry {
  render(pathname: string, chain: unknown[], locale?: string): Promise<{ html: string; head: string; title: string; policy: Record<string, string[]> }>;
  loadServerChunk(id: string): Promise<any>;
  siteData: { globalData: Record<string, Record<string, unknown>> };
  /** The site's @theme/NavbarItem/ComponentTypes. */
  navbarItemTypes?: Record<string, unknown>;
}

export interface IsolatedServerEntry extends ServerEntry {
  /** Drops the worker's loaded copies of these chunks: the next render reads them again. */
  forget(ids: string[]): Promise<void>;
  /** Stops the worker, freeing the bundle. */
  close(): Promise<void>;
}

interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
}

// CommonJS, so it runs with `eval`; the bundle itself is ESM and comes in through import().
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.url).then((server) => (server.setDirectModulesDir?.(workerData.directDir), server));
const methods = {
  describe: (server) => ({ globalData: server.siteData.globalData, navbarItemTypes: server.navbarItemTypes ? Object.keys(server.navbarItemTypes) : null }),
  render: (server, pathname, chain, locale) => server.render(pathname, chain, locale),
  forget: (server, ids) => server.forgetServerChunks?.(ids),
  defaultKind: async (server, id) => {
    const mod = await server.loadServerChunk(id);
    return mod?.default === null ? 'null' : typeof mod?.default;
  },
};
parentPort.on('message', async ({ id, method, args }) => {
  try {
    parentPort.postMessage({ id, value: await methods[method](await loading, ...args) });
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    parentPort.postMessage({ id, error: { name: error.name, message: error.message, stack: error.stack, code: error.code } });
  }
});
`;

function revive(e: SerializedError): Error {
  return Object.assign(new Error(e.message), { name: e.name, stack: e.stack }, e.code === undefined ? {} : { code: e.code });
}

/** A default export of the kind the worker saw: all the build asks of a chunk is whether it can render. */
function standIn(kind: string): unknown {
  return kind === 'function' ? function StandIn() {} : kind === 'object' ? {} : undefined;
}

/** Imports the server bundle in a new worker; the import's own errors reject here. */
export async function loadIsolatedServerEntry(entryFile: string): Promise<IsolatedServerEntry> {
  const worker = new Worker(WORKER, { eval: true, workerData: { url: pathToFileURL(entryFile).href, directDir: path.join(path.dirname(entryFile), 'direct') } });
  // A build that fails half way never keeps the process alive through its worker.
  worker.unref();
  const pending = new Map<number, { resolve: (value: any) => void; reject: (error: Error) => void }>();
  let stopped: Error | null = null;
  let nextId = 0;
  worker.on('message', ({ id, value, error }: { id: number; value?: unknown; error?: SerializedError }) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error) call?.reject(revive(error));
    else call?.resolve(value);
  });
  const stop = (error: Error) => {
    stopped ??= error;
    for (const call of pending.values()) call.reject(stopped);
    pending.clear();
  };
  worker.on('error', stop);
  worker.on('exit', (code) => stop(new Error(`The render worker stopped (exit code ${code}).`)));
  const call = <T>(method: string, ...args: unknown[]): Promise<T> =>
    new Promise((resolve, reject) => {
      if (stopped) return reject(stopped);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, args });
    });

  try {
    const info = await call<{ globalData: ServerEntry['siteData']['globalData']; navbarItemTypes: string[] | null }>('describe');
    return {
      render: (pathname, chain, locale) => call('render', pathname, chain, locale),
      loadServerChunk: async (id) => ({ default: standIn(await call<string>('defaultKind', id)) }),
      siteData: { globalData: info.globalData },
      navbarItemTypes: info.navbarItemTypes ? Object.fromEntries(info.navbarItemTypes.map((name) => [name, true])) : undefined,
      forget: (ids) => call('forget', ids),
      close: () => worker.terminate().then(() => undefined),
    };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
