// The execution plan: which workers, caches and folders one build uses, decided here from the
// options and the machine, so that the stages only read it.
import os from 'node:os';
import path from 'node:path';
import type { LoadedConfig } from '../config/loadConfig.ts';
import { frameworkDir } from '../shared/context.ts';
import { buildRecordFile, incrementalKey, writeBuildRecord } from '../cache/buildRecord.ts';
import { regexCacheKey } from '../mdx/regexCache.ts';
import type { LoadContext } from '../types.ts';
import type { BuildOptions } from './options.ts';

/**
 * Pages to render from which a second thread renders too: below it, this thread renders the pages
 * the other would take in less time than the other needs to start.
 */
export const RENDER_HELPER_MIN_PAGES = 200;

export interface BuildPlan {
  dev: boolean;
  minify: boolean;
  /** Bundle in a worker thread beside the compile (else on this thread, after it). */
  bundleWorker: boolean;
  /** Pages to render from which a render worker helps; undefined: this thread renders alone. */
  helperMinPages?: number;
  /** The site's cache folder (.docsite/cache), unless caches are off. */
  cacheDir?: string;
  /** Reuse each bundle pass's output while everything it read is unchanged (bundle/bundleCache.ts). */
  useBundleCache: boolean;
  mdxCacheDir?: string;
  /** Per install, not per site: the vendor bundles depend on docsite's dependencies only (bundle/vendor.ts). */
  vendorCacheDir?: string;
  /** Per install too: shiki's regex translations (mdx/regexCache.ts). */
  regexCache: { dir: string | null; key: string };
  /** esbuild's output per direct module, by content: an unchanged page is not written again. */
  directCacheDir?: string;
  renderCacheFile: string;
  bundleCacheDir(pass: string): string;
  /** One server bundle folder per process, so two builds of one site never share it. */
  serverDir: string;
  /** The output is written here and replaces outDir once every stage succeeded. */
  tmpDir: string;
  recordFile: string;
  /** Set when the build is incremental: the key its record is written under. */
  recordKey: string | null;
  /** frameworkHash of docsite's folder, when `docsite build` computed it already. */
  framework?: string;
}

/** The site's cache folder, unless caches are off. */
export const siteCacheDir = (siteDir: string, options: BuildOptions) => (options.cache === false ? undefined : path.join(siteDir, '.docsite', 'cache'));

/** Decides the plan; an incremental build also drops its record here, before anything is written. */
export async function makePlan(options: BuildOptions, config: LoadedConfig, context: LoadContext, checked?: BuildOptions['checked']): Promise<BuildPlan> {
  const dev = Boolean(options.dev);
  const twoCores = (os.availableParallelism?.() ?? 2) > 1;
  const cache = options.cache !== false;
  const siteCache = path.join(context.siteDir, '.docsite', 'cache');
  const recordFile = buildRecordFile(context.siteDir);
  const recordKey = options.incremental && !dev ? (checked?.recordKey ?? (await incrementalKey(context.outDir, context.siteDir, options.minify))) : null;
  // A build that stops halfway leaves no record claiming the output is current.
  if (recordKey) await writeBuildRecord(recordFile, null);
  return {
    dev,
    minify: options.minify ?? !dev,
    bundleWorker: !dev && options.bundleWorker !== false && twoCores,
    helperMinPages: !dev && options.renderWorker !== false && twoCores ? (typeof options.renderWorker === 'number' ? options.renderWorker : RENDER_HELPER_MIN_PAGES) : undefined,
    cacheDir: siteCacheDir(config.siteDir, options),
    useBundleCache: cache,
    mdxCacheDir: cache ? path.join(siteCache, 'mdx') : undefined,
    vendorCacheDir: cache ? path.join(frameworkDir, 'node_modules', '.cache', 'docsite-vendor') : undefined,
    regexCache: { dir: cache ? path.join(frameworkDir, 'node_modules', '.cache', 'docsite-shiki') : null, key: regexCacheKey(frameworkDir) },
    directCacheDir: cache ? path.join(siteCache, 'direct') : undefined,
    renderCacheFile: path.join(siteCache, `render${dev ? '-dev' : ''}.json`),
    bundleCacheDir: (pass) => path.join(siteCache, `bundle-${pass}${dev ? '-dev' : ''}`),
    serverDir: path.join(context.siteDir, '.docsite', `server-${process.pid}`),
    tmpDir: `${context.outDir}.tmp-${process.pid}`,
    recordFile,
    recordKey,
    framework: checked?.framework,
  };
}
