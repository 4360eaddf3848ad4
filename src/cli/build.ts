// `docsite build`: a list of named stages. Output goes to a temporary folder that replaces the
// previous build only when every stage succeeded.
import crypto from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RollupCache } from 'rollup';
import type { RouteShard, ShardData, SiteData } from '../runtime/types.ts';
import { listingHash } from './bundle/bundleCache.ts';
import { startBundleWorker } from './bundle/bundleInWorker.ts';
import type { BundlePasses } from './bundle/passes.ts';
import { planDirectModules, sortRouteChunks, writeDirectClient, writeDirectServer, type DirectPlan } from './bundle/directModules.ts';
import { writePolicyFile } from './contentSecurityPolicy.ts';
import { clientSiteConfig, manifestFile, manifestJson, writeGeneratedFiles } from './codegen.ts';
import { loadConfig, reportDocusaurusMapping, type LoadedConfig } from './config/loadConfig.ts';
import { createLoadContext, frameworkDir } from './context.ts';
import { forgetHighlights, saveRegexCache, useRegexCache } from './mdx/highlighter.ts';
import { copyKatexAssets, katexStylesheetUrl } from './mdx/math.ts';
import { regexCacheKey } from './mdx/regexCache.ts';
import { forgetGitHistory } from './plugins/docs/lastUpdate.ts';
import { compileAllMarkdown, createCompileQueue, type PoolOptions } from './mdx/compilePool.ts';
import { sourceMayImport } from './mdx/mayImport.ts';
import { createMdxCache, createMdxCompiler, type MdxCache } from './mdx/mdxPlugin.ts';
import { createMarkdownLinks, reportBrokenMarkdownLinks } from './mdx/remarkMarkdownLinks.ts';
import { initPlugins, loadPluginContent, runContentLoaded, themeDirectories } from './plugins/index.ts';
import { reportBrokenLinks } from './linkReport.ts';
import { buildRecordFile, createBuildRecord, frameworkHash, hashInputs, incrementalKey, writeBuildRecord } from './buildRecord.ts';
import { createHotUpdater, type HotUpdater } from './hotUpdate.ts';
import { createPageRenderer, renderPages, type PageRenderer, type RenderOptions } from './render.ts';
import { warmRenderHelper, type WarmRenderHelper } from './renderHelper.ts';
import { loadIsolatedServerEntry, type IsolatedServerEntry } from './serverBundle.ts';
import { createRoutes, pagePaths, planShards, toClientRoute, type ManifestRoute, type RouteManifest } from './routes.ts';
import { DocsiteError, isDebug } from './errors.ts';
import { createReporter, formatMs, task, type Reporter } from './task.ts';
import type { HtmlTags, LoadContext, Plugin, RenderedPage } from './types.ts';

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
  /** false: no disk cache of compiled Markdown (every file compiles again). */
  cache?: boolean;
  /**
   * What `docsite build` loaded and hashed to find the last build out of date (buildCommand.ts),
   * just before this build: the config, the record's key, and frameworkHash of docsite's folder.
   */
  checked?: { config: LoadedConfig; recordKey: string; framework: string };
}

/**
 * Pages to render from which a second thread renders too: it takes about 0.3 s to start, while
 * this one renders about a hundred pages.
 */
export const RENDER_HELPER_MIN_PAGES = 200;

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

/**
 * What every cached compile depends on besides its own file and the compile options (routes
 * included): docsite's installed packages, the Markdown pipeline's source, the site's Markdown
 * settings (plugins by their source) and the local files the config imports. Other config
 * changes (navbar, footer, theme) leave compiled Markdown valid.
 */
async function buildCacheKey(config: LoadedConfig): Promise<string> {
  const hash = crypto.createHash('sha256');
  const read = async (file: string) => hash.update(file).update('\0').update(await fs.readFile(file).catch(() => Buffer.alloc(0))).update('\0');
  const mdxDir = path.join(frameworkDir, 'src/cli/mdx');
  const pipeline = (await fs.readdir(mdxDir)).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(mdxDir, f));
  for (const file of [path.join(frameworkDir, 'package.json'), path.join(frameworkDir, 'node_modules/.package-lock.json'), ...pipeline, ...[...config.dependencies].sort()]) await read(file);
  hash.update(JSON.stringify(config.siteConfig.markdown, (_k, v) => (typeof v === 'function' ? `fn:${v.toString()}` : v)) ?? '');
  return hash.digest('hex');
}

/** A file's text, read at once, as a promise (rejected as fs.readFile's would be). */
function readTextNow(file: string): Promise<string> {
  try {
    return Promise.resolve(readFileSync(file, 'utf8'));
  } catch (error) {
    return Promise.reject(error);
  }
}

let cachedVersion: string | undefined;
async function docsiteVersion(): Promise<string> {
  cachedVersion ??= JSON.parse(await fs.readFile(path.join(frameworkDir, 'package.json'), 'utf8')).version as string;
  return cachedVersion;
}

function collectHtmlTags(plugins: Plugin[], loaded: { plugin: Plugin; content: unknown }[], config: LoadedConfig['siteConfig']): HtmlTags {
  const out: Required<HtmlTags> = { headTags: [], preBodyTags: [], postBodyTags: [] };
  for (const l of loaded) {
    const tags = l.plugin.injectHtmlTags?.({ content: l.content });
    if (!tags) continue;
    out.headTags.push(...(tags.headTags ?? []));
    out.preBodyTags.push(...(tags.preBodyTags ?? []));
    out.postBodyTags.push(...(tags.postBodyTags ?? []));
  }
  out.headTags.push(...(config.headTags as any[]));
  for (const s of config.stylesheets as any[]) out.headTags.push(typeof s === 'string' ? { tagName: 'link', attributes: { rel: 'stylesheet', href: s } } : { tagName: 'link', attributes: { rel: 'stylesheet', ...s } });
  for (const s of config.scripts as any[]) out.headTags.push(typeof s === 'string' ? { tagName: 'script', attributes: { src: s } } : { tagName: 'script', attributes: { ...s } });
  void plugins;
  return out;
}

/** Writes the route table shards: each a hashed JSON file the browser fetches on first need. */
async function writeShards(manifest: RouteManifest, outDir: string, baseUrl: string, chunks: Record<string, import('../runtime/types.ts').ChunkInfo>): Promise<RouteShard[]> {
  const shards: RouteShard[] = [];
  await fs.mkdir(path.join(outDir, 'assets/routes'), { recursive: true });
  for (const plan of planShards(manifest.routes, baseUrl)) {
    const ids = new Set<string>();
    const visit = (list: ManifestRoute[]) => list.forEach((r) => (ids.add(r.component), Object.values(r.modules ?? {}).forEach((m) => ids.add(m)), r.routes && visit(r.routes)));
    visit(plan.routes);
    const data: ShardData = { routes: plan.routes.map(toClientRoute), chunks: Object.fromEntries([...ids].sort().map((id) => [id, chunks[id]])) };
    const json = JSON.stringify(data);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const slug = plan.prefix.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
    const file = `assets/routes/${slug}.${hash}.json`;
    await fs.writeFile(path.join(outDir, file), json);
    shards.push({ prefix: plan.prefix, url: baseUrl + file });
  }
  return shards;
}

async function copyStatic(context: LoadContext, outDir: string): Promise<void> {
  for (const dir of context.siteConfig.staticDirectories) {
    const from = path.resolve(context.contentDir, dir);
    try {
      await fs.cp(from, outDir, { recursive: true });
    } catch (e: any) {
      if (e.code !== 'ENOENT') throw e;
    }
  }
}

/**
 * What each page loads first, from the bundler's own output: file sizes and, per page, the scripts
 * its HTML loads or preloads. Budgets are checked against this (bytes are deterministic).
 */
async function writeAssetManifest(file: string, files: { fileName: string; size: number }[], pages: RenderedPage[], baseUrl: string): Promise<void> {
  const manifest = {
    files: Object.fromEntries(files.filter((f) => f.fileName.endsWith('.js')).map((f) => [baseUrl + f.fileName, f.size]).sort(([a], [b]) => String(a).localeCompare(String(b)))),
    pages: Object.fromEntries(pages.map((p) => [p.path, p.scripts ?? []])),
  };
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, JSON.stringify(manifest));
}

/** Content hash of the server bundle (its direct modules aside: their hashes are per page). */
async function hashServerBundle(serverDir: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  const files = (await fs.readdir(serverDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(path.join(serverDir, 'direct') + path.sep))
    .sort();
  for (const f of files) hash.update(path.relative(serverDir, f)).update('\0').update(await fs.readFile(f));
  return hash.digest('hex');
}

/** Moves the finished build into place; the old output is removed only after the move. */
async function swapOutput(tmpDir: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  let hadOld = true;
  try {
    await fs.rename(outDir, old);
  } catch (e: any) {
    if (e.code !== 'ENOENT') throw e;
    hadOld = false;
  }
  await fs.rename(tmpDir, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

/** The same keys with the same values. */
function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

export async function build(options: BuildOptions, session: BuildSession = createBuildSession()): Promise<BuildResult> {
  const started = performance.now();
  const r = options.reporter ?? createReporter();
  // The last build's updater renders with its bundle, which this build replaces.
  await session.hot?.close();
  session.hot = undefined;
  const warn = (m: string) => r.write(m);
  const checked = options.dev ? undefined : options.checked;
  const config = await task(r, 'Load config', async () => checked?.config ?? loadConfig(options.siteDir, { configFile: options.configFile }));
  reportDocusaurusMapping(config, warn);
  const context = createLoadContext(config.siteDir, config.siteConfig, { outDir: options.outDir, isDev: options.dev, cacheDir: options.cache === false ? undefined : path.join(config.siteDir, '.docsite', 'cache') });
  const { siteConfig } = config;
  const recordFile = buildRecordFile(context.siteDir);
  const recordKey = options.incremental && !options.dev ? (checked?.recordKey ?? (await incrementalKey(context.outDir, context.siteDir, options.minify))) : null;
  // A build that stops halfway leaves no record claiming the output is current.
  if (recordKey) await writeBuildRecord(recordFile, null);

  const plugins = await task(r, 'Load plugins', () => initPlugins(context));
  // A build bundles in a worker thread of its own while this one compiles the pages (see
  // bundle/passes.ts); it starts now, to load rollup while the content loads.
  const bundleWorker =
    !options.dev && options.bundleWorker !== false && (os.availableParallelism?.() ?? 2) > 1
      ? startBundleWorker({ siteDir: context.siteDir, configPath: config.configPath, outDir: options.outDir, cacheDir: options.cache === false ? undefined : path.join(config.siteDir, '.docsite', 'cache'), withPlugins: plugins.some((p) => p.getRollupPlugins) })
      : undefined;
  // Until the steps below clean up after themselves: a failure stops the worker.
  const guard = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      await bundleWorker?.close();
      throw error;
    }
  };
  // Last update times come from git's history as it is now (see plugins/docs/lastUpdate.ts).
  forgetGitHistory(context.siteDir);
  const loaded = await guard(() => task(r, 'Load content', () => loadPluginContent(plugins)));
  const { manifest, globalData, routes, data } = await guard(() =>
    task(r, 'Create routes', async () => {
      const result = await runContentLoaded(loaded, context);
      return { manifest: createRoutes(result.routes, { siteDir: context.siteDir, baseUrl: context.baseUrl, onDuplicateRoutes: siteConfig.onDuplicateRoutes, warn }), globalData: result.globalData, routes: result.routes, data: result };
    }),
  );
  await guard(async () => {
    for (const l of loaded) await l.plugin.routesCreated?.({ routes });
  });
  const version = await docsiteVersion();
  const siteData: SiteData = { siteConfig: clientSiteConfig(siteConfig), globalData, docsiteVersion: version };
  const clientModules = [
    ...plugins.flatMap((p) => p.getClientModules?.() ?? []),
    ...(siteConfig.clientModules as string[]).map((m) => path.resolve(context.siteDir, m)),
  ];
  // The route manifest is a module too (the debug plugin's pages): its text before it is written.
  data.dataFiles.set(manifestFile(context.generatedDir), manifestJson(manifest));
  // Links to .md/.mdx files become links to their routes; the broken ones are reported after bundling.
  const markdownLinks = createMarkdownLinks(manifest.routes);
  const mdxOptions = { format: siteConfig.markdown.format, admonitions: siteConfig.markdown.admonitions, remarkPlugins: siteConfig.markdown.remarkPlugins as unknown[], rehypePlugins: siteConfig.markdown.rehypePlugins as unknown[], markdownLinks, math: siteConfig.markdown.math ? { stylesheet: katexStylesheetUrl(context.baseUrl) } : undefined, mermaid: siteConfig.markdown.mermaid, assets: { baseUrl: context.baseUrl, siteDir: context.siteDir, idealImage: plugins.some((p) => p.name === 'ideal-image') } };
  const mdxCompiler = createMdxCompiler(mdxOptions, session.mdxCache);
  // Markdown pages that import nothing skip rollup (see bundle/directModules.ts).
  const cacheKey = await guard(() => buildCacheKey(config));
  // Per install, like the vendor bundles: shiki's regex translations (see mdx/regexCache.ts).
  const regexCache = { dir: options.cache === false ? null : path.join(frameworkDir, 'node_modules', '.cache', 'docsite-shiki'), key: regexCacheKey(frameworkDir) };
  await useRegexCache(regexCache.dir, regexCache.key);
  // Each route module's text is read once.
  const texts = new Map<string, Promise<string>>();
  const readFile = (file: string) => {
    // Synchronously, like the docs plugin's reads (see plugins/docs/loadDocs.ts).
    if (!texts.has(file)) texts.set(file, data.dataFiles.has(file) ? Promise.resolve(data.dataFiles.get(file)!) : readTextNow(file));
    return texts.get(file)!;
  };
  const mayImport = (source: string, file: string) => sourceMayImport(source, file, { siteDir: context.siteDir, mermaid: mdxOptions.mermaid, math: Boolean(mdxOptions.math) });
  const poolOptions: PoolOptions = { siteDir: context.siteDir, configPath: config.configPath, mdx: mdxOptions, cacheDir: options.cache === false ? undefined : path.join(context.siteDir, '.docsite', 'cache', 'mdx'), cacheKey: cacheKey + mdxCompiler.optionsKey, regexCache };
  // One server bundle folder per process, so two builds of one site never share it.
  const serverDir = path.join(context.siteDir, '.docsite', `server-${process.pid}`);
  const generate = (directIds: string[]) =>
    writeGeneratedFiles({
      generatedDir: context.generatedDir,
      siteData,
      manifest,
      clientModules,
      direct: { modules: directIds.map((id) => ({ id })), loader: path.join(frameworkDir, 'src/runtime/directServer.ts') },
    });

  const themeDirs = themeDirectories(plugins, context);
  const tmpDir = `${context.outDir}.tmp-${process.pid}`;
  await guard(() => fs.rm(tmpDir, { recursive: true, force: true }));
  const prepareOutput = async () => {
    await fs.rm(tmpDir, { recursive: true, force: true });
    await fs.mkdir(tmpDir, { recursive: true });
    await copyStatic(context, tmpDir);
    if (siteConfig.markdown.math) await copyKatexAssets(tmpDir);
  };
  let devServer: IsolatedServerEntry | undefined;
  const renderCacheFile = path.join(context.siteDir, '.docsite', 'cache', `render${options.dev ? '-dev' : ''}.json`);
  const helperMinPages = !options.dev && options.renderWorker !== false && (os.availableParallelism?.() ?? 2) > 1 ? (typeof options.renderWorker === 'number' ? options.renderWorker : RENDER_HELPER_MIN_PAGES) : undefined;
  // A render worker started during the compile (see below); closed once the pages are rendered.
  let warmHelper: WarmRenderHelper | undefined;
  let warmAllowed = true;
  // The bundle passes run beside other steps: a failure elsewhere waits for them to end before
  // the cleanup removes the folders they write to.
  let bundlesSettled: Promise<unknown> | undefined;
  // The compiled Markdown's disk cache, written while the pages render (see PoolOptions.deferWrite).
  let writeMdxCache: (() => Promise<void>) | undefined;
  // The direct modules' browser files, written while the pages render; not once the build failed.
  let writeDirectFiles: (() => void) | undefined;
  try {
    await prepareOutput();
    const bundleOptions = {
      manifest,
      siteDir: context.siteDir,
      frameworkDir,
      themeDirs,
      generatedDir: context.generatedDir,
      baseUrl: context.baseUrl,
      mdxCompiler,
      minify: options.minify ?? !options.dev,
      clientRuntime: siteConfig.clientRuntime,
      // Per install, not per site: the vendor bundles depend on docsite's dependencies only (see bundle/vendor.ts).
      vendorCacheDir: options.cache === false ? undefined : path.join(frameworkDir, 'node_modules', '.cache', 'docsite-vendor'),
      pluginRollupPlugins: { client: plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: false }) ?? []), server: plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: true }) ?? []) },
    };
    // Across builds and dev rebuilds, each pass's output is reused while everything it read is
    // unchanged (see bundle/bundleCache.ts). Rollup's own cache (kept in memory by dev) saves only
    // loading and transforming: on the website a dev rebuild still spent 15 s bundling.
    const useBundleCache = options.cache !== false;
    // docsite's source and the folder listings: read once for both passes.
    const shared = useBundleCache ? (checked?.framework ?? (await frameworkHash(frameworkDir))) + (await listingHash([context.contentDir, ...themeDirs, path.join(context.siteDir, 'src')])) : '';
    const bundleCacheDir = (pass: string) => path.join(context.siteDir, '.docsite', 'cache', `bundle-${pass}${options.dev ? '-dev' : ''}`);
    // esbuild's output per direct module, by content: an unchanged page is not written again.
    const directCacheDir = path.join(context.siteDir, '.docsite', 'cache', 'direct');
    const passKey = (pass: string, bundled: Record<string, string>) =>
      crypto
        .createHash('sha1')
        .update(JSON.stringify({ pass, bundled, minify: bundleOptions.minify, clientRuntime: bundleOptions.clientRuntime, baseUrl: context.baseUrl, siteDir: context.siteDir, themeDirs, mdx: cacheKey + mdxCompiler.optionsKey, plugins: plugins.map((p) => p.name) }))
        .update(shared)
        .digest('hex');
    const passCache = (bundled: Record<string, string>) => (useBundleCache ? { client: { dir: bundleCacheDir('client'), key: passKey('client', bundled) }, server: { dir: bundleCacheDir('server'), key: passKey('server', bundled) } } : undefined);
    /** Both bundle passes over the chunks in `bundled` (the rest are direct modules), on this thread. */
    const bundleHere = async (bundled: Record<string, string>): Promise<BundlePasses> => {
      // rollup loads only here: a build whose worker bundles never loads it on this thread.
      const { startBundlePasses } = await import('./bundle/passes.ts');
      const passes = startBundlePasses({
        bundle: { ...bundleOptions, bundled },
        outDir: tmpDir,
        serverDir,
        cache: passCache(bundled),
        // Rollup's cache keeps every parsed module alive: only dev, which rebuilds, wants it (a build
        // without it peaks about 70 MiB lower at 500 pages).
        rollupCache: options.dev ? { client: session.clientCache, server: session.serverCache } : undefined,
        warn,
      });
      bundlesSettled = Promise.allSettled([passes.client.promise, passes.server.promise]);
      return passes;
    };
    let plan: DirectPlan;
    let bundles: BundlePasses;

    if (bundleWorker) {
      // The bundles need only the list of chunks rollup takes, and a page's text tells whether it
      // may import something (mdx/mayImport.ts): the worker bundles while this thread compiles the
      // other pages, and their compiled code confirms the guess.
      const guess = await sortRouteChunks(manifest.chunks, { readFile, mayImport });
      await generate(guess.maybeDirect);
      const queue = createCompileQueue();
      const { mdxCompiler: _compiler, pluginRollupPlugins: _plugins, ...plain } = bundleOptions;
      const speculative = bundleWorker.run(
        { bundle: { ...plain, bundled: guess.bundled }, outDir: tmpDir, serverDir, cache: passCache(guess.bundled) },
        async (code, file) => {
          const result = await queue(() => mdxCompiler(code, file), true);
          return typeof result === 'string' ? result : String(result?.code ?? '');
        },
        warn,
      );
      bundlesSettled = Promise.allSettled([speculative.client.promise, speculative.server.promise]);
      // Its memory goes as soon as both passes are done, not when the compile is.
      void bundlesSettled.then(() => bundleWorker.close());
      // A cold build with pages enough for a render worker starts one once the server bundle is
      // written: it loads the server entry while this thread compiles. A build with a render cache
      // may render a page or two: it starts none ahead.
      if (helperMinPages !== undefined && pagePaths(manifest.routes).length + 1 >= helperMinPages && !(useBundleCache && existsSync(renderCacheFile))) {
        speculative.server.promise.then(
          (server) => {
            if (!warmAllowed) return;
            warmHelper = warmRenderHelper(server.entryFile);
            if (isDebug()) r.write('Render pages: a render worker starts now, the server bundle being written.');
          },
          () => {},
        );
      }
      // The pages rollup asks for first: the worker waits for them.
      const deferWrite = (write: () => Promise<void>) => {
        let written: Promise<void> | undefined;
        writeMdxCache = () => (written ??= write());
      };
      await task(r, 'Compile Markdown', () => compileAllMarkdown([...guess.importing, ...guess.markdown], mdxCompiler, { ...poolOptions, queue, deferWrite }));
      // The guess is the sort of these chunks: each page's text tested once (27 ms at 500 pages).
      plan = await planDirectModules(manifest.chunks, mdxCompiler, { readFile, mayImport, sorted: guess });
      // The worker's own failure (it could not start, make the site's rollup plugins, or it
      // stopped) is no error of the site's: this thread bundles then, and reports what it finds.
      // An error of the site's code is a DocsiteError, the one this thread would report too.
      const broken = sameEntries(plan.bundled, guess.bundled)
        ? (await Promise.allSettled([speculative.client.promise, speculative.server.promise])).find((s): s is PromiseRejectedResult => s.status === 'rejected' && !(s.reason instanceof DocsiteError))
        : undefined;
      if (sameEntries(plan.bundled, guess.bundled) && !broken) {
        bundles = speculative;
      } else {
        if (broken) {
          if (isDebug()) r.write(`Bundling again: the bundle worker failed (${(broken.reason as Error)?.message ?? broken.reason}).`);
        } else {
          // A page whose text imports nothing compiled to code that does (a site's remark plugin
          // added an import): bundle again, here, with it.
          const missed = Object.keys(plan.bundled).filter((id) => !(id in guess.bundled));
          if (isDebug()) r.write(`Bundling again: ${missed.length} ${missed.length === 1 ? 'page imports' : 'pages import'} more than the text shows (${missed.map((id) => path.relative(context.siteDir, plan.bundled[id])).join(', ')}).`);
        }
        await bundleWorker.close();
        await bundlesSettled;
        // It loaded the server entry this thread is about to bundle again.
        warmAllowed = false;
        await warmHelper?.close();
        warmHelper = undefined;
        await prepareOutput();
        await generate(plan.direct.map((m) => m.id));
        bundles = await bundleHere(plan.bundled);
      }
    } else {
      plan = await task(r, 'Compile Markdown', () =>
        planDirectModules(manifest.chunks, mdxCompiler, { readFile, mayImport, precompile: (jobs, importing) => compileAllMarkdown([...jobs, ...importing], mdxCompiler, poolOptions) }),
      );
      await generate(plan.direct.map((m) => m.id));
      bundles = await bundleHere(plan.bundled);
    }
    await saveRegexCache();
    // A build compiles no more (a partial the bundles still ask for is highlighted again): the
    // blocks and lines the highlighter remembers would only weigh on the collector while the pages
    // render. Dev keeps them for its rebuilds.
    if (!options.dev) forgetHighlights();
    const client = await task(r, 'Bundle client', () => bundles.client.promise, bundles.client.ms);
    session.clientCache = client.cache;
    // A build writes their files while the pages render (whileRendering, below): no page needs
    // them to render, and the render worker starts meanwhile.
    const directClient = await task(r, 'Write direct modules', () => writeDirectClient(plan, { outDir: tmpDir, baseUrl: context.baseUrl, minify: bundleOptions.minify, runtime: client.mdxRuntime, cacheDir: useBundleCache ? directCacheDir : undefined, stableNames: options.dev, routes: manifest.routes, deferWrites: !options.dev }));
    writeDirectFiles = directClient.write;
    Object.assign(client.chunks, directClient.chunks);
    client.files.push(...directClient.files);
    // Its line gives the pass's own time, which overlaps the steps above.
    const server = await task(r, 'Bundle server', () => bundles.server.promise, bundles.server.ms);
    await bundleWorker?.close();
    session.serverCache = server.cache;
    // Dev renders in a worker and rewrites a file per edit; a build renders here, from memory.
    const directServer = await task(r, 'Direct modules (server)', () => writeDirectServer(plan, serverDir, useBundleCache ? directCacheDir : undefined, directClient.codes, { write: options.dev }));
    reportBrokenMarkdownLinks(markdownLinks.broken, siteConfig.onBrokenMarkdownLinks, warn);
    const shards = await writeShards(manifest, tmpDir, context.baseUrl, client.chunks);
    const serverHash = useBundleCache ? await hashServerBundle(serverDir) : '';
    const renderOptions: RenderOptions = {
      serverEntryFile: server.entryFile,
      manifest,
      client,
      shards,
      site: siteData.siteConfig,
      outDir: tmpDir,
      siteDir: context.siteDir,
      configFile: config.configPath,
      htmlTags: collectHtmlTags(plugins, loaded, siteConfig),
      docsiteVersion: version,
      onProgress: (done, total) => r.status(`… Render pages ${done}/${total}`),
      isolate: options.dev,
      helperMinPages,
      warmHelper,
      debug: isDebug() ? (line) => r.write(line) : undefined,
      directModules: options.dev ? undefined : directServer,
      hashHtml: options.dev,
      cache: useBundleCache
        ? { file: renderCacheFile, previousOutDir: context.outDir, serverHash, moduleHashes: Object.fromEntries(plan.direct.map((m) => [m.id, m.hash])) }
        : undefined,
    };
    // Dev keeps the server entry (in its own worker) for edits after this build: see hotUpdate.ts.
    if (options.dev && session.hotUpdates) devServer = await loadIsolatedServerEntry(server.entryFile);
    const watched = [config.configPath, ...config.dependencies, context.contentDir, ...plugins.flatMap((p) => p.getPathsToWatch?.() ?? [])];
    // The record's inputs, read and hashed while the pages render (whileRendering): everything the
    // build reads is read by now.
    let recordedInputs: Promise<ReturnType<typeof hashInputs>> | undefined;
    const hashRecordedInputs = async () => {
      const dirs: string[] = [];
      const files: string[] = [];
      for (const p of [...watched, ...(siteConfig.staticDirectories as string[]).map((d) => path.resolve(context.contentDir, d))]) ((await fs.stat(p).catch(() => null))?.isDirectory() ? dirs : files).push(p);
      // What the bundles read, but not docsite's own generated and cache files (rebuilt from the rest).
      const bundled = [...client.inputs, ...server.inputs].filter((f) => path.isAbsolute(f) && !f.startsWith(path.join(context.siteDir, '.docsite') + path.sep));
      return hashInputs({ files: [...files, ...bundled], dirs, skipDirs: [context.outDir] });
    };
    renderOptions.whileRendering = async () => {
      writeDirectFiles?.();
      await writeMdxCache?.();
      if (recordKey) await (recordedInputs = hashRecordedInputs());
    };
    let renderer: PageRenderer | undefined;
    const pages = await task(r, 'Render pages', async () => {
      if (!devServer) return renderPages(renderOptions);
      renderer = await createPageRenderer(devServer, renderOptions);
      return renderer.renderAll();
    });
    warmAllowed = false;
    await warmHelper?.close();
    // docsite serve grants each page what it asked for, and every other page the strict policy.
    await writePolicyFile(tmpDir, pages);
    await task(r, 'Check links', () =>
      reportBrokenLinks({ pages, manifest, outDir: tmpDir, baseUrl: context.baseUrl, onBrokenLinks: siteConfig.onBrokenLinks, onBrokenAnchors: siteConfig.onBrokenAnchors, warn }),
    );
    await task(r, 'Post-build plugins', async () => {
      for (const l of loaded) await l.plugin.postBuild?.({ outDir: tmpDir, content: l.content, routes, pages, siteConfig });
    });
    if (!options.dev) await fs.rm(serverDir, { recursive: true, force: true });
    await writeAssetManifest(path.join(context.siteDir, '.docsite', 'asset-manifest.json'), client.files, pages, context.baseUrl);
    await swapOutput(tmpDir, context.outDir);
    if (devServer && renderer) {
      session.hot = createHotUpdater({ direct: plan.direct, compile: mdxCompiler, server: devServer, renderer, outDir: context.outDir, serverDir, runtime: client.mdxRuntime, minify: bundleOptions.minify });
    }
    if (recordKey) {
      const summary = { routes: manifest.routes.length, htmlPages: pages.length, jsBytes: client.files.filter((f) => f.fileName.endsWith('.js')).reduce((a, f) => a + f.size, 0), cssBytes: client.files.filter((f) => f.fileName.endsWith('.css')).reduce((a, f) => a + f.size, 0) };
      await task(r, 'Record the build', async () => writeBuildRecord(recordFile, await createBuildRecord({ key: recordKey, inputs: await (recordedInputs ?? hashRecordedInputs()), outDir: context.outDir, summary })));
    }
    const jsBytes = client.files.filter((f) => f.fileName.endsWith('.js')).reduce((a, f) => a + f.size, 0);
    const cssBytes = client.files.filter((f) => f.fileName.endsWith('.css')).reduce((a, f) => a + f.size, 0);
    const seconds = (performance.now() - started) / 1000;
    const stats = { routes: manifest.routes.length, htmlPages: pages.length, jsBytes, cssBytes, seconds };
    r.write(
      `Built ${stats.routes} routes into ${path.relative(process.cwd(), context.outDir) || '.'}/: ${stats.htmlPages} HTML pages, ${(jsBytes / 1024).toFixed(1)} KiB JS, ${(cssBytes / 1024).toFixed(1)} KiB CSS in ${formatMs(seconds * 1000)}.`,
    );
    const watchPaths = watched;
    return { outDir: context.outDir, config, context, manifest, pages, watchPaths, stats };
  } catch (error) {
    warmAllowed = false;
    writeDirectFiles = undefined;
    // A build that fails after the compile keeps what it compiled (unless the render wrote it).
    await writeMdxCache?.().catch(() => {});
    await warmHelper?.close();
    await bundleWorker?.close();
    await bundlesSettled;
    if (devServer && !session.hot) await devServer.close();
    await fs.rm(tmpDir, { recursive: true, force: true });
    if (!options.dev) await fs.rm(path.join(context.siteDir, '.docsite', `server-${process.pid}`), { recursive: true, force: true });
    throw error;
  }
}
