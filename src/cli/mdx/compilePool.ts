// Compiles many Markdown files at once: memory cache (dev rebuilds), then the disk cache in
// .docsite/cache/mdx (warm builds), then worker threads on every core for the rest (cold builds).
// The workers load the site config themselves, so site remark/rehype plugins run there too.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocsiteError } from '../errors.ts';
import type { MdxCompiler, MdxOptions } from './mdxPlugin.ts';
import type { BrokenMarkdownLink } from './remarkMarkdownLinks.ts';

export interface CompileJob {
  /** Absolute file path: the module id. */
  file: string;
  code: string;
}

export interface PoolOptions {
  siteDir: string;
  configPath: string;
  /** The options the build compiles with; the workers rebuild them from the config plus these. */
  mdx: MdxOptions;
  /** Folder of the disk cache; none when undefined. */
  cacheDir?: string;
  /** What the disk cache key must include beyond the file: config and framework fingerprints. */
  cacheKey: string;
  /** Below this many files to compile (default 100), workers cost more to start than they save. */
  minForWorkers?: number;
  workers?: number;
}

/** Serializable parts of MdxOptions (plugins come from the config the worker loads). */
export function workerMdxOptions(o: MdxOptions) {
  return { format: o.format, admonitions: o.admonitions, math: o.math, mermaid: o.mermaid, assets: o.assets, permalinks: o.markdownLinks ? [...o.markdownLinks.permalinks] : null };
}

interface WorkerResult {
  file: string;
  code?: string;
  brokenLinks?: BrokenMarkdownLink[];
  error?: { title: string; hint?: string; location?: any; details?: string[]; message: string; stack?: string; docsite: boolean };
}

function revive(e: NonNullable<WorkerResult['error']>): Error {
  if (e.docsite) return new DocsiteError(e.title, { hint: e.hint, location: e.location, details: e.details });
  return Object.assign(new Error(e.message), { stack: e.stack });
}

const workerEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compileWorker.ts');
// Resolved here, from docsite's own install: the site folder may have no node_modules.
const tsxApi = import.meta.resolve('tsx/esm/api');

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
      const worker = new Worker(`import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(new URL(`file://${workerEntry}`).href)});`, {
        eval: true,
        workerData: { siteDir: o.siteDir, configPath: o.configPath, mdx: workerMdxOptions(o.mdx) },
      });
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
  await Promise.all(
    jobs.map(async (job) => {
      if (compiler.cached(job.code, job.file)) return;
      if (!o.cacheDir) return todo.push(job);
      const key = crypto.createHash('sha1').update(o.cacheKey).update('\0').update(job.file).update('\0').update(job.code).digest('hex');
      diskKeys.set(job.file, key);
      try {
        const hit = JSON.parse(await fs.readFile(path.join(o.cacheDir, key.slice(0, 2), `${key}.json`), 'utf8'));
        compiler.remember(job.code, job.file, hit.code, hit.brokenLinks);
      } catch {
        todo.push(job);
      }
    }),
  );
  todo.sort((a, b) => (a.file < b.file ? -1 : 1));
  // One core stays with the main thread (and the other build work). Measured on 2 vCPUs: two
  // workers compiled 500 pages only 15% faster than the main thread alone, for 280 MiB more memory,
  // and lost on 100 pages (each worker loads the whole Markdown pipeline first).
  const count = Math.min(o.workers ?? Math.min((os.availableParallelism?.() ?? 2) - 1, 4), Math.ceil(todo.length / 50));
  if (todo.length >= (o.minForWorkers ?? 100) && count > 1) {
    const results = await compileInWorkers(todo, o, count);
    const byFile = new Map(results.map((r) => [r.file, r]));
    for (const job of todo) {
      const r = byFile.get(job.file)!;
      if (r.error) throw revive(r.error);
      compiler.remember(job.code, job.file, r.code!, r.brokenLinks);
    }
  } else {
    for (const job of todo) await compiler(job.code, job.file);
  }
  if (!o.cacheDir) return;
  await Promise.all(
    todo.map(async (job) => {
      const key = diskKeys.get(job.file)!;
      const entry = compiler.entry(job.file);
      if (!entry) return;
      const dir = path.join(o.cacheDir!, key.slice(0, 2));
      await fs.mkdir(dir, { recursive: true });
      // Written to a temporary name and renamed: a crash mid-write never leaves a torn entry.
      const tmp = path.join(dir, `${key}.${process.pid}.tmp`);
      await fs.writeFile(tmp, JSON.stringify({ code: entry.code, brokenLinks: entry.brokenLinks ?? [] }));
      await fs.rename(tmp, path.join(dir, `${key}.json`));
    }),
  );
}
