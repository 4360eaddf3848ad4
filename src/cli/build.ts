// `docsite build`: a list of named stages. Output goes to a temporary folder that replaces the
// previous build only when every stage succeeded.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { RollupCache } from 'rollup';
import type { RouteShard, ShardData, SiteData } from '../runtime/types.ts';
import { bundleClient, bundleServer, type ClientBundle, type ServerBundle } from './bundle/bundle.ts';
import { listingHash, withBundleCache } from './bundle/bundleCache.ts';
import { planDirectModules, writeDirectClient, writeDirectServer } from './bundle/directModules.ts';
import { clientSiteConfig, manifestFile, manifestJson, writeGeneratedFiles } from './codegen.ts';
import { loadConfig, type LoadedConfig } from './config/loadConfig.ts';
import { createLoadContext, frameworkDir } from './context.ts';
import { saveRegexCache, useRegexCache } from './mdx/highlighter.ts';
import { copyKatexAssets, katexStylesheetUrl } from './mdx/math.ts';
import { regexCacheKey } from './mdx/regexCache.ts';
import { forgetGitHistory } from './plugins/docs/lastUpdate.ts';
import { compileAllMarkdown } from './mdx/compilePool.ts';
import { createMdxCache, createMdxCompiler, type MdxCache } from './mdx/mdxPlugin.ts';
import { createMarkdownLinks, reportBrokenMarkdownLinks } from './mdx/remarkMarkdownLinks.ts';
import { initPlugins, loadPluginContent, runContentLoaded, themeDirectories } from './plugins/index.ts';
import { reportBrokenLinks } from './linkReport.ts';
import { buildRecordFile, createBuildRecord, frameworkHash, incrementalKey, writeBuildRecord } from './buildRecord.ts';
import { createHotUpdater, type HotUpdater } from './hotUpdate.ts';
import { createPageRenderer, renderPages, type PageRenderer, type RenderOptions } from './render.ts';
import { loadIsolatedServerEntry, type IsolatedServerEntry } from './serverBundle.ts';
import { createRoutes, planShards, toClientRoute, type ManifestRoute, type RouteManifest } from './routes.ts';
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
  /** false: no disk cache of compiled Markdown (every file compiles again). */
  cache?: boolean;
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

export async function build(options: BuildOptions, session: BuildSession = createBuildSession()): Promise<BuildResult> {
  const started = performance.now();
  const r = options.reporter ?? createReporter();
  // The last build's updater renders with its bundle, which this build replaces.
  await session.hot?.close();
  session.hot = undefined;
  const warn = (m: string) => r.write(m);
  const config = await task(r, 'Load config', () => loadConfig(options.siteDir, { configFile: options.configFile }));
  const context = createLoadContext(config.siteDir, config.siteConfig, { outDir: options.outDir, isDev: options.dev, cacheDir: options.cache === false ? undefined : path.join(config.siteDir, '.docsite', 'cache') });
  const { siteConfig } = config;
  const recordFile = buildRecordFile(context.siteDir);
  const recordKey = options.incremental && !options.dev ? await incrementalKey(context.outDir, context.siteDir, options.minify) : null;
  // A build that stops halfway leaves no record claiming the output is current.
  if (recordKey) await writeBuildRecord(recordFile, null);

  const plugins = await task(r, 'Load plugins', () => initPlugins(context));
  // Last update times come from git's history as it is now (see plugins/docs/lastUpdate.ts).
  forgetGitHistory(context.siteDir);
  const loaded = await task(r, 'Load content', () => loadPluginContent(plugins));
  const { manifest, globalData, routes, data } = await task(r, 'Create routes', async () => {
    const result = await runContentLoaded(loaded, context);
    return { manifest: createRoutes(result.routes, { siteDir: context.siteDir, baseUrl: context.baseUrl, onDuplicateRoutes: siteConfig.onDuplicateRoutes, warn }), globalData: result.globalData, routes: result.routes, data: result };
  });
  for (const l of loaded) await l.plugin.routesCreated?.({ routes });
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
  const cacheKey = await buildCacheKey(config);
  // Per install, like the vendor bundles: shiki's regex translations (see mdx/regexCache.ts).
  await useRegexCache(options.cache === false ? null : path.join(frameworkDir, 'node_modules', '.cache', 'docsite-shiki'), regexCacheKey(frameworkDir));
  const plan = await task(r, 'Compile Markdown', () =>
    planDirectModules(manifest.chunks, mdxCompiler, {
      readFile: (file) => (data.dataFiles.has(file) ? Promise.resolve(data.dataFiles.get(file)!) : fs.readFile(file, 'utf8')),
      precompile: (jobs) => compileAllMarkdown(jobs, mdxCompiler, { siteDir: context.siteDir, configPath: config.configPath, mdx: mdxOptions, cacheDir: options.cache === false ? undefined : path.join(context.siteDir, '.docsite', 'cache', 'mdx'), cacheKey: cacheKey + mdxCompiler.optionsKey }),
    }),
  );
  await saveRegexCache();
  // One server bundle folder per process, so two builds of one site never share it.
  const serverDir = path.join(context.siteDir, '.docsite', `server-${process.pid}`);
  await writeGeneratedFiles({
    generatedDir: context.generatedDir,
    siteData,
    manifest,
    clientModules,
    direct: { modules: plan.direct, loader: path.join(frameworkDir, 'src/runtime/directServer.ts') },
  });

  const themeDirs = themeDirectories(plugins, context);
  const tmpDir = `${context.outDir}.tmp-${process.pid}`;
  await fs.rm(tmpDir, { recursive: true, force: true });
  let devServer: IsolatedServerEntry | undefined;
  // The server bundle pass runs beside the client's: a failure elsewhere waits for it to end
  // before the cleanup removes the folder it writes to.
  let serverPass: Promise<unknown> | undefined;
  try {
    await fs.mkdir(tmpDir, { recursive: true });
    await copyStatic(context, tmpDir);
    if (siteConfig.markdown.math) await copyKatexAssets(tmpDir);
    const bundleOptions = {
      manifest,
      bundled: plan.bundled,
      siteDir: context.siteDir,
      frameworkDir,
      themeDirs,
      generatedDir: context.generatedDir,
      baseUrl: context.baseUrl,
      mdx: mdxOptions,
      mdxCache: session.mdxCache,
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
    const shared = useBundleCache ? (await frameworkHash(frameworkDir)) + (await listingHash([context.contentDir, ...themeDirs, path.join(context.siteDir, 'src')])) : '';
    const passKey = async (pass: string) =>
      crypto
        .createHash('sha1')
        .update(JSON.stringify({ pass, bundled: plan.bundled, minify: bundleOptions.minify, clientRuntime: bundleOptions.clientRuntime, baseUrl: context.baseUrl, siteDir: context.siteDir, themeDirs, mdx: cacheKey + mdxCompiler.optionsKey, plugins: plugins.map((p) => p.name) }))
        .update(shared)
        .digest('hex');
    const bundleCacheDir = (pass: string) => path.join(context.siteDir, '.docsite', 'cache', `bundle-${pass}${options.dev ? '-dev' : ''}`);
    // esbuild's output per direct module, by content: an unchanged page is not written again.
    const directCacheDir = path.join(context.siteDir, '.docsite', 'cache', 'direct');
    // Rollup's cache keeps every parsed module alive: only dev, which rebuilds, wants it (a build
    // without it peaks about 70 MiB lower at 500 pages).
    const runClient = () => bundleClient({ ...bundleOptions, cache: options.dev ? session.clientCache : false }, tmpDir, warn);
    // The server pass needs nothing of the client's, so both run at once: rollup waits on files and
    // on esbuild's process in each, and the other pass works meanwhile (1.89 -> 1.70 s for the
    // three bundling steps at 500 pages).
    const runServer = () => bundleServer({ ...bundleOptions, cache: options.dev ? session.serverCache : false }, serverDir, warn);
    const startServer = async () =>
      useBundleCache
        ? (
            await withBundleCache({
              dir: bundleCacheDir('server'),
              key: await passKey('server'),
              outDir: serverDir,
              run: runServer,
              inputs: (b) => b.inputs,
              outputs: async () => (await fs.readdir(serverDir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.relative(serverDir, path.join(e.parentPath, e.name))),
              save: () => ({}),
              restore: (_meta, inputs): ServerBundle => ({ entryFile: path.join(serverDir, 'server-entry.mjs'), inputs }),
            })
          ).result
        : runServer();
    const serverStartedAt = performance.now();
    let serverMs = 0;
    const serverStarted = startServer().finally(() => (serverMs = performance.now() - serverStartedAt));
    // Its error, if any, is reported at its own step below.
    serverStarted.catch(() => {});
    serverPass = serverStarted;
    const client = await task(r, 'Bundle client', async () =>
      useBundleCache
        ? (
            await withBundleCache({
              dir: bundleCacheDir('client'),
              key: await passKey('client'),
              outDir: tmpDir,
              run: runClient,
              inputs: (c) => c.inputs,
              outputs: (c) => c.files.map((f) => f.fileName),
              save: ({ cache: _cache, inputs: _inputs, ...rest }) => rest,
              restore: (meta, inputs) => ({ ...(meta as Omit<ClientBundle, 'inputs'>), inputs }),
            })
          ).result
        : runClient(),
    );
    session.clientCache = client.cache;
    const directClient = await task(r, 'Write direct modules', () => writeDirectClient(plan, { outDir: tmpDir, baseUrl: context.baseUrl, minify: bundleOptions.minify, runtime: client.mdxRuntime, cacheDir: useBundleCache ? directCacheDir : undefined, stableNames: options.dev, routes: manifest.routes }));
    Object.assign(client.chunks, directClient.chunks);
    client.files.push(...directClient.files);
    // Its line gives the pass's own time, which overlaps Bundle client's.
    const server = await task(r, 'Bundle server', () => serverStarted, () => serverMs);
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
      directModules: options.dev ? undefined : directServer,
      hashHtml: options.dev,
      cache: useBundleCache
        ? { file: path.join(context.siteDir, '.docsite', 'cache', `render${options.dev ? '-dev' : ''}.json`), serverHash, moduleHashes: Object.fromEntries(plan.direct.map((m) => [m.id, m.hash])) }
        : undefined,
    };
    // Dev keeps the server entry (in its own worker) for edits after this build: see hotUpdate.ts.
    if (options.dev && session.hotUpdates) devServer = await loadIsolatedServerEntry(server.entryFile);
    let renderer: PageRenderer | undefined;
    const pages = await task(r, 'Render pages', async () => {
      if (!devServer) return renderPages(renderOptions);
      renderer = await createPageRenderer(devServer, renderOptions);
      return renderer.renderAll();
    });
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
    const watched = [config.configPath, ...config.dependencies, context.contentDir, ...plugins.flatMap((p) => p.getPathsToWatch?.() ?? [])];
    if (recordKey) {
      const dirs: string[] = [];
      const files: string[] = [];
      for (const p of [...watched, ...(siteConfig.staticDirectories as string[]).map((d) => path.resolve(context.contentDir, d))]) ((await fs.stat(p).catch(() => null))?.isDirectory() ? dirs : files).push(p);
      // What the bundles read, but not docsite's own generated and cache files (rebuilt from the rest).
      const bundled = [...client.inputs, ...server.inputs].filter((f) => path.isAbsolute(f) && !f.startsWith(path.join(context.siteDir, '.docsite') + path.sep));
      const summary = { routes: manifest.routes.length, htmlPages: pages.length, jsBytes: client.files.filter((f) => f.fileName.endsWith('.js')).reduce((a, f) => a + f.size, 0), cssBytes: client.files.filter((f) => f.fileName.endsWith('.css')).reduce((a, f) => a + f.size, 0) };
      await task(r, 'Record the build', async () => writeBuildRecord(recordFile, await createBuildRecord({ key: recordKey, files: [...files, ...bundled], dirs, skipDirs: [context.outDir], outDir: context.outDir, summary })));
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
    await serverPass?.catch(() => {});
    if (devServer && !session.hot) await devServer.close();
    await fs.rm(tmpDir, { recursive: true, force: true });
    if (!options.dev) await fs.rm(path.join(context.siteDir, '.docsite', `server-${process.pid}`), { recursive: true, force: true });
    throw error;
  }
}
