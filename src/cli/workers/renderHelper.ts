// A second thread rendering pages beside the build's own (see renderAll in render.ts): the render
// worker (renderWorker.ts) loads the same server entry and takes pages from the same list, through
// a counter both threads share, until none is left. It writes each page's HTML itself and sends
// back what the build keeps of it (the page's data and its render cache entry).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startCliWorker } from './cliWorker.ts';
import { reviveError, type SerializedError } from '../errors.ts';
import type { RenderedJob, RenderOptions, WarmRenderHelper } from '../stages/render/options.ts';

export type { WarmRenderHelper } from '../stages/render/options.ts';
import type { PackedCodes } from './sharedCodes.ts';

/**
 * The render options that cross to the worker: no functions, nothing only the build needs (the
 * client bundle's list of files, long and costly to clone), and the direct modules' code apart
 * (RenderWorkerData.directCodes).
 */
export type HelperRenderOptions = Omit<RenderOptions, 'onProgress' | 'server' | 'isolate' | 'helperMinPages' | 'warmHelper' | 'debug' | 'whileRendering' | 'directModules' | 'client'> & { client: Omit<RenderOptions['client'], 'cache' | 'inputs' | 'files'> };

export function helperOptions(o: RenderOptions): HelperRenderOptions {
  const { onProgress: _p, server: _s, isolate: _i, helperMinPages: _h, warmHelper: _w, debug: _d, whileRendering: _r, directModules: _m, client, ...rest } = o;
  const { cache: _c, inputs: _in, files: _f, ...clientRest } = client;
  return { ...rest, client: clientRest };
}

export interface RenderWorkerData {
  options: HelperRenderOptions;
  /** Job indexes to render, and the index in it of the next one to take (shared with the build's thread). */
  todo: number[];
  counter: SharedArrayBuffer;
  /** RenderOptions.directModules, in a buffer both threads share (see sharedCodes.ts). */
  directCodes?: PackedCodes;
}

/** What a worker started ahead (warmRenderHelper) starts with; its RenderWorkerData comes as a message. */
export interface WarmRenderWorkerData {
  warm: { serverEntryFile: string };
}

/** Messages from the render worker. */
export type FromRenderWorker =
  | { type: 'page'; index: number; job: RenderedJob }
  /** The worker took no more pages: `failed` is the page it could not render, if any. */
  | { type: 'done'; failed?: { index: number; error: SerializedError } };

export interface RenderHelper {
  /** Settles once every page the worker rendered is recorded: with the page that failed, if one did. A worker that stopped settles it too (its pages taken and not sent are left to the caller). */
  done: Promise<{ index: number; error: unknown } | null>;
  close(): Promise<void>;
  /**
   * Settles like `done`, or as soon as `count` pages are recorded: when this thread has rendered
   * the rest, the worker has nothing more to send, however far it got in starting.
   */
  received(count: number): Promise<{ index: number; error: unknown } | null>;
  /** Pages the worker sent so far. */
  pages(): number;
  /** The worker was started ahead (warmRenderHelper). */
  warm: boolean;
}

const WORKER_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'renderWorker.ts');
// A small young generation: a lower peak of memory for the build, at no cost in time.
const LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * Starts a render worker that loads the server entry, and with it React, while the build's thread
 * still compiles the pages (the bundles are written, the core that made them is free): the
 * worker then renders from the first page on, where one started with the pages would spend the
 * start of the render loading. It keeps no process alive until it is given pages (startRenderHelper).
 */
export function warmRenderHelper(serverEntryFile: string): WarmRenderHelper {
  let worker: Worker | null = startCliWorker(WORKER_SOURCE, { warm: { serverEntryFile } } satisfies WarmRenderWorkerData, LIMITS);
  worker.unref();
  // A worker that fails to start is the build's to ignore: the pages render on its thread then,
  // or in a worker started with them.
  const started = worker;
  started.on('error', () => {});
  started.once('exit', () => {
    if (worker === started) worker = null;
  });
  return {
    take() {
      const taken = worker;
      worker = null;
      return taken;
    },
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}

export function startRenderHelper(data: RenderWorkerData, record: (index: number, job: RenderedJob) => Promise<void>, warm?: WarmRenderHelper): RenderHelper {
  const warmWorker = warm?.take();
  if (warmWorker) {
    try {
      warmWorker.postMessage(data);
    } catch (error) {
      void warmWorker.terminate();
      throw error;
    }
    warmWorker.ref();
  }
  const worker = warmWorker ?? startCliWorker(WORKER_SOURCE, data, LIMITS);
  // Pages are recorded in the order they came, each after the one before.
  let recorded: Promise<void> = Promise.resolve();
  let settle!: (failed: { index: number; error: unknown } | null) => void;
  const done = new Promise<{ index: number; error: unknown } | null>((resolve) => (settle = resolve));
  let settled = false;
  const finish = (failed: { index: number; error: unknown } | null) => {
    if (settled) return;
    settled = true;
    void recorded.then(
      () => settle(failed),
      (error) => settle({ index: -1, error }),
    );
  };
  let pages = 0;
  let waiting: { count: number; resolve: () => void } | null = null;
  worker.on('message', (m: FromRenderWorker) => {
    if (m.type === 'page') {
      pages++;
      recorded = recorded.then(() => record(m.index, m.job));
      if (waiting && pages >= waiting.count) waiting.resolve();
    }
    else finish(m.failed ? { index: m.failed.index, error: reviveError(m.failed.error) } : null);
  });
  // A worker that could not start or stopped: the build renders what it did not send.
  worker.on('error', () => finish(null));
  worker.on('exit', () => finish(null));
  return {
    done,
    async close() {
      finish(null);
      await worker.terminate();
    },
    received(count) {
      if (pages >= count) return recorded.then(() => null);
      return Promise.race([done, new Promise<void>((resolve) => (waiting = { count, resolve })).then(() => recorded).then(() => null)]);
    },
    pages: () => pages,
    warm: Boolean(warmWorker),
  };
}
