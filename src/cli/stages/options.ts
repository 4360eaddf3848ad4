// What build() takes, keeps between the builds of one process, and returns.
import type { RollupCache } from 'rollup';
import type { LoadedConfig } from '../config/loadConfig.ts';
import type { HotUpdater } from './hotUpdate.ts';
import { createMdxCache, type MdxCache } from '../mdx/mdxPlugin.ts';
import type { RouteManifest } from './routes.ts';
import type { Reporter } from '../shared/task.ts';
import type { LoadContext, RenderedPage } from '../types.ts';

export interface BuildOptions {
  siteDir: string;
  configFile?: string;
  outDir?: string;
  dev?: boolean;
  minify?: boolean;
  reporter?: Reporter;
  /** Skip the build when nothing it read or wrote changed since the last one (see buildRecord.ts). */
  incremental?: boolean;
  /** false: bundle on the main thread after the compile, instead of in a worker beside it (default: a worker, when not dev and there are two cores). */
  bundleWorker?: boolean;
  /**
   * false: render every page on the main thread. Default: a worker renders too, when not dev, there
   * are two cores and RENDER_HELPER_MIN_PAGES pages or more to render; a number sets that minimum.
   */
  renderWorker?: boolean | number;
  /** The locales to build (--locale): default, every locale of i18n.locales (dev: the default one). */
  locales?: string[];
  /** false: no disk cache of compiled Markdown (every file compiles again). */
  cache?: boolean;
  /**
   * What `docsite build` loaded and hashed to find the last build out of date (buildCommand.ts),
   * just before this build: the config, the record's key, and frameworkHash of docsite's folder.
   */
  checked?: { config: LoadedConfig; recordKey: string; framework: string };
}

/** What survives between builds of one process (dev rebuilds): compiled MDX and rollup caches. */
export interface BuildSession {
  mdxCache: MdxCache;
  clientCache?: RollupCache;
  serverCache?: RollupCache;
  /** Dev builds keep a server entry for `hot` (docsite dev closes it). */
  hotUpdates?: boolean;
  /** Dev: shows an edit of a page's text without a rebuild (set by each successful dev build). */
  hot?: HotUpdater;
}

export interface BuildResult {
  outDir: string;
  config: LoadedConfig;
  context: LoadContext;
  manifest: RouteManifest;
  pages: RenderedPage[];
  /** Files and folders a watcher should follow. */
  watchPaths: string[];
  stats: { routes: number; htmlPages: number; jsBytes: number; cssBytes: number; seconds: number };
}

/** `hotUpdates`: dev builds keep their server entry for in-place edits (the caller closes `hot`). */
export function createBuildSession(options: { hotUpdates?: boolean } = {}): BuildSession {
  return { mdxCache: createMdxCache(), hotUpdates: options.hotUpdates };
}

