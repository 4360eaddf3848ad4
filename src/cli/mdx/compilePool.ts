// Compiles many Markdown files at once: memory cache (dev rebuilds), then the disk cache in
// .docsite/cache/mdx/entries.json (warm builds), then worker threads on every core for the rest
// (cold builds).
// The workers load the site config themselves, so site remark/rehype plugins run there too.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { readPack, sameKeys, writePack } from '../cache/cachePack.ts';
import { startCliWorker } from '../workers/cliWorker.ts';
import type { BrokenMarkdownLink } from './remarkMarkdownLinks.ts';
import type { MdxCompiler, MdxOptions } from './mdxPlugin.ts';
import { reviveCompileError as revive, workerMdxOptions, type CompileJob, type CompileJobResult as WorkerResult, type CompileSetup } from './compileJob.ts';

export type { CompileJob };

export interface PoolOptions {
  siteDir: string;
  configPath: string;
  /** The options the build compiles with; the workers rebuild them from the config plus these. */
  mdx: MdxOptions;
  /** Folder of the disk cache (entries.json, the last build's compiled files); none when undefined. */
  cacheDir?: string;
  /** What the disk cache key must include beyond the file: config and framework fingerprints. */
  cacheKey: string;
  /** Below this many files to compile (default 100), workers cost more to start than they save. */
  minForWorkers?: number;
  /** Worker threads to compile in, when there are minForWorkers files or more; 0 or 1: none. */
  workers?: number;
  /**
   * Runs each of this thread's compiles (see createCompileQueue): the bundle worker's requests,
   * which it runs first, take turns with them.
   */
  queue?: CompileQueue;
  /**
   * Takes the writing of the disk cache instead of compileAllMarkdown awaiting it: the build runs
   * it while the pages render (on a large site its JSON held up the render worker).
   */
  deferWrite?: (write: () => Promise<void>) => void;
  /** shiki's regex translations on disk, for the workers to read (see regexCache.ts). */
  regexCache?: CompileSetup['regexCache'];
}

const workerEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compileWorker.ts');

/** What a compile worker starts with. */
function compileSetup(o: PoolOptions): CompileSetup {
  return { siteDir: o.siteDir, configPath: o.configPath, mdx: workerMdxOptions(o.mdx), regexCache: o.regexCache };
}

/** Compiles `jobs` in `count` workers; resolves with every result, or rejects with the first error in file order. */
function compileInWorkers(jobs: CompileJob[], o: PoolOptions, count: number): Promise<WorkerResult[]> {
  const results: WorkerResult[] = [];
  let next = 0;
  const workers: Worker[] = [];
  return new Promise<WorkerResult[]>((resolve, reject) => {
    let live = count;
    let failed = false;
    const finish = () => {
      if (--live > 0) return;
      workers.forEach((w) => void w.terminate());
      resolve(results);
    };
    for (let i = 0; i < count; i++) {
      const worker = startCliWorker(workerEntry, compileSetup(o) satisfies CompileSetup);
      workers.push(worker);
      const feed = () => {
        if (failed || next >= jobs.length) return finish();
        worker.postMessage(jobs[next++]);
      };
      worker.on('message', (m: WorkerResult | 'ready') => {
        if (m !== 'ready') results.push(m);
        feed();
      });
      worker.on('error', (error) => {
        failed = true;
        workers.forEach((w) => void w.terminate());
        reject(error);
      });
    }
  });
}

/**
 * Compiles `jobs` into the compiler's memory cache (where rollup and the direct modules find them).
 * Errors are thrown for the first failing file in path order, as a one-file compile would.
 */
export async function compileAllMarkdown(jobs: CompileJob[], compiler: MdxCompiler, o: PoolOptions): Promise<void> {
  const todo: CompileJob[] = [];
  const diskKeys = new Map<string, string>();
  const packFile = o.cacheDir ? path.join(o.cacheDir, 'entries.json') : null;
  const pack = packFile ? await readPack<DiskEntry>(packFile) : new Map<string, DiskEntry>();
  for (const job of jobs) {
    if (packFile) diskKeys.set(job.file, crypto.createHash('sha1').update(o.cacheKey).update('\0').update(job.file).update('\0').update(job.code).digest('hex'));
    if (compiler.cached(job.code, job.file)) continue;
    const hit = packFile ? pack.get(diskKeys.get(job.file)!) : undefined;
    if (hit && typeof hit.code === 'string') compiler.remember(job.code, job.file, hit.code, hit.brokenLinks);
    else todo.push(job);
  }
  // In path order, unless the caller gave an order (the pages the bundles ask for first).
  if (!o.queue) todo.sort((a, b) => (a.file < b.file ? -1 : 1));
  // One core stays with the main thread (and the other build work): on two cores, two workers
  // gained little for much more memory, and lost on small sites (each worker loads the whole
  // Markdown pipeline first).
  // At least 50 files a worker; `workers` given sets the count.
  const count = o.workers ?? Math.min((os.availableParallelism?.() ?? 2) - 1, 4, Math.ceil(todo.length / 50));
  if (todo.length >= (o.minForWorkers ?? 100) && count > 1) {
    const results = await compileInWorkers(todo, o, count);
    const byFile = new Map(results.map((r) => [r.file, r]));
    // In path order, so the error thrown is the first file's, whatever order the list had.
    for (const job of [...todo].sort((a, b) => (a.file < b.file ? -1 : 1))) {
      const r = byFile.get(job.file)!;
      if (r.error) throw revive(r.error);
      compiler.remember(job.code, job.file, r.code!, r.brokenLinks);
    }
  } else {
    compiler.startRun(todo);
    const failed: { file: string; error: unknown }[] = [];
    try {
      for (const job of todo) {
        if (!o.queue) {
          await compiler(job.code, job.file);
          continue;
        }
        // Out of path order: the first error in path order is known once all are compiled.
        await o.queue(() => compiler(job.code, job.file), false).catch((error) => failed.push({ file: job.file, error }));
      }
    } finally {
      compiler.endRun();
    }
    if (failed.length > 0) throw failed.sort((a, b) => (a.file < b.file ? -1 : 1))[0].error;
  }
  if (!packFile) return;
  // The pack holds exactly this build's files, read back from memory (where every job is now).
  const next = new Map<string, DiskEntry>();
  for (const job of jobs) {
    const entry = compiler.entry(job.file);
    if (entry) next.set(diskKeys.get(job.file)!, { code: entry.code, brokenLinks: entry.brokenLinks ?? [] });
  }
  if (sameKeys(next, pack)) return;
  if (o.deferWrite) o.deferWrite(() => writePack(packFile, next));
  else await writePack(packFile, next);
}

/** One compiled file in the disk cache. */
interface DiskEntry {
  code: string;
  brokenLinks?: BrokenMarkdownLink[];
}

/** Runs `compile` when no other compile of this thread runs; `urgent` ones first. */
export type CompileQueue = <T>(compile: () => Promise<T>, urgent: boolean) => Promise<T>;

/**
 * One compile at a time on the main thread, the bundle worker's requests before the build's own
 * files: the worker's rollup pass waits for each answer, the build's list waits for nothing. A
 * turn of the event loop between compiles lets the worker's messages in (a compile settles through
 * microtasks alone).
 */
export function createCompileQueue(): CompileQueue {
  const urgentQueue: (() => void)[] = [];
  const queue: (() => void)[] = [];
  let busy = false;
  const next = () => {
    const start = urgentQueue.shift() ?? queue.shift();
    busy = start !== undefined;
    start?.();
  };
  return <T>(compile: () => Promise<T>, urgent: boolean) =>
    new Promise<T>((resolve, reject) => {
      (urgent ? urgentQueue : queue).push(() => void compile().then(resolve, reject).finally(() => setImmediate(next)));
      if (!busy) next();
    });
}
