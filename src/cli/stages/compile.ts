// Stage: compile the Markdown and bundle the site. With a bundle worker the two run side by side:
// the worker bundles the pages whose text may import something while this thread compiles the
// rest, and the compiled code confirms the guess (else this thread bundles again).
import crypto from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { listingHash } from '../bundle/bundleCache.ts';
import type { BundlePasses } from '../bundle/passes.ts';
import { planDirectModules, sortRouteChunks, type DirectPlan } from '../bundle/direct/index.ts';
import { frameworkHash } from '../cache/buildRecord.ts';
import { writeGeneratedFiles } from './codegen.ts';
import type { LoadedConfig } from '../config/loadConfig.ts';
import { frameworkDir } from '../shared/context.ts';
import { DocsiteError, isDebug } from '../errors.ts';
import { compileAllMarkdown, createCompileQueue, type PoolOptions } from '../mdx/compilePool.ts';
import { forgetHighlights, saveRegexCache, useRegexCache } from '../mdx/highlighter.ts';
import { siteMagicComments } from '../mdx/codeMeta.ts';
import { katexStylesheetUrl } from '../mdx/math.ts';
import { sourceMayImport } from '../mdx/mayImport.ts';
import { createMdxCompiler, type MdxCompiler } from '../mdx/mdxPlugin.ts';
import { createMarkdownLinks } from '../mdx/remarkMarkdownLinks.ts';
import { themeDirectories } from '../plugins/index.ts';
import { pagePaths } from './routes.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { SiteContent } from './content.ts';
import type { Site } from './loadSite.ts';
import type { BuildSession } from './options.ts';
import { prepareOutput } from './output.ts';
import type { BuildPlan } from './plan.ts';
import type { BuildServices } from './services.ts';

/** How this build compiles Markdown: one compiler, its options and caches, and the text reader. */
export interface Markdown {
  mdxCompiler: MdxCompiler;
  markdownLinks: ReturnType<typeof createMarkdownLinks>;
  /** What every cached compile depends on besides its file (buildCacheKey). */
  cacheKey: string;
  poolOptions: PoolOptions;
  readFile(file: string): Promise<string>;
  mayImport(source: string, file: string): boolean;
}

export interface Compiled {
  markdown: Markdown;
  direct: DirectPlan;
  bundles: BundlePasses;
  themeDirs: string[];
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
  // Its subfolders (mdx/fast/) included.
  const pipeline = (await fs.readdir(mdxDir, { recursive: true })).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(mdxDir, f));
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

export async function prepareMarkdown({ config, context }: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, session: BuildSession): Promise<Markdown> {
  const { siteConfig } = config;
  // Links to .md/.mdx files become links to their routes; the broken ones are reported after bundling.
  const markdownLinks = createMarkdownLinks(content.manifest.routes);
  const mdx = { format: siteConfig.markdown.format, admonitions: siteConfig.markdown.admonitions, remarkPlugins: siteConfig.markdown.remarkPlugins as unknown[], rehypePlugins: siteConfig.markdown.rehypePlugins as unknown[], markdownLinks, math: siteConfig.markdown.math ? { stylesheet: katexStylesheetUrl(context.baseUrl) } : undefined, mermaid: siteConfig.markdown.mermaid, magicComments: siteMagicComments(siteConfig.themeConfig.prism as { magicComments?: unknown } | undefined), assets: { baseUrl: context.baseUrl, siteDir: context.siteDir, idealImage: content.plugins.some((p) => p.name === 'ideal-image') } };
  const mdxCompiler = createMdxCompiler(mdx, session.mdxCache);
  const cacheKey = await services.guard(() => buildCacheKey(config));
  await useRegexCache(plan.regexCache.dir, plan.regexCache.key);
  // Each route module's text is read once, synchronously, like the docs plugin's reads (see plugins/docs/loadDocs.ts).
  const texts = new Map<string, Promise<string>>();
  const { dataFiles } = content.data;
  const readFile = (file: string) => {
    if (!texts.has(file)) texts.set(file, dataFiles.has(file) ? Promise.resolve(dataFiles.get(file)!) : readTextNow(file));
    return texts.get(file)!;
  };
  return {
    mdxCompiler,
    markdownLinks,
    cacheKey,
    readFile,
    mayImport: (source, file) => sourceMayImport(source, file, { siteDir: context.siteDir, mermaid: mdx.mermaid, math: Boolean(mdx.math) }),
    poolOptions: { siteDir: context.siteDir, configPath: config.configPath, mdx, cacheDir: plan.mdxCacheDir, cacheKey: cacheKey + mdxCompiler.optionsKey, regexCache: plan.regexCache },
  };
}

/** The bundler's options, each pass's cache, and the passes run on this thread. */
async function prepareBundles({ context }: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, markdown: Markdown, themeDirs: string[], session: BuildSession, r: Reporter) {
  const { siteConfig } = context;
  const options = {
    manifest: content.manifest,
    siteDir: context.siteDir,
    frameworkDir,
    themeDirs,
    generatedDir: context.generatedDir,
    baseUrl: context.baseUrl,
    mdxCompiler: markdown.mdxCompiler,
    minify: plan.minify,
    clientRuntime: siteConfig.clientRuntime,
    vendorCacheDir: plan.vendorCacheDir,
    pluginRollupPlugins: { client: content.plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: false }) ?? []), server: content.plugins.flatMap((p) => p.getRollupPlugins?.({ isServer: true }) ?? []) },
  };
  // Across builds and dev rebuilds, each pass's output is reused while everything it read is
  // unchanged (see bundle/bundleCache.ts); rollup's own cache saves only loading and transforming.
  // docsite's source and the folder listings: read once for both passes.
  const shared = plan.useBundleCache ? (plan.framework ?? (await frameworkHash(frameworkDir))) + (await listingHash([context.contentDir, ...themeDirs, path.join(context.siteDir, 'src')])) : '';
  const passKey = (pass: string, bundled: Record<string, string>) =>
    crypto
      .createHash('sha1')
      .update(JSON.stringify({ pass, bundled, minify: options.minify, clientRuntime: options.clientRuntime, baseUrl: context.baseUrl, siteDir: context.siteDir, themeDirs, mdx: markdown.cacheKey + markdown.mdxCompiler.optionsKey, plugins: content.plugins.map((p) => p.name) }))
      .update(shared)
      .digest('hex');
  const passCache = (bundled: Record<string, string>) => (plan.useBundleCache ? { client: { dir: plan.bundleCacheDir('client'), key: passKey('client', bundled) }, server: { dir: plan.bundleCacheDir('server'), key: passKey('server', bundled) } } : undefined);
  /** Both bundle passes over the chunks in `bundled` (the rest are direct modules), on this thread. */
  const here = async (bundled: Record<string, string>): Promise<BundlePasses> => {
    // rollup loads only here: a build whose worker bundles never loads it on this thread.
    const { startBundlePasses } = await import('../bundle/passes.ts');
    const passes = startBundlePasses({
      bundle: { ...options, bundled },
      outDir: plan.tmpDir,
      serverDir: plan.serverDir,
      cache: passCache(bundled),
      // Rollup's cache keeps every parsed module alive: only dev, which rebuilds, wants it.
      rollupCache: plan.dev ? { client: session.clientCache, server: session.serverCache } : undefined,
      warn: (m) => r.write(m),
    });
    services.track(Promise.allSettled([passes.client.promise, passes.server.promise]));
    return passes;
  };
  return { options, passCache, here };
}

type Bundling = Awaited<ReturnType<typeof prepareBundles>>;

export async function compileAndBundle(site: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, markdown: Markdown, session: BuildSession, r: Reporter): Promise<Compiled> {
  const themeDirs = themeDirectories(content.plugins, site.context);
  const bundling = await prepareBundles(site, content, plan, services, markdown, themeDirs, session, r);
  const generate = (directIds: string[]) =>
    writeGeneratedFiles({
      generatedDir: site.context.generatedDir,
      siteData: content.siteData,
      localeData: Object.fromEntries(content.locales.slice(1).map((l) => [l.locale, l.siteData])),
      manifest: content.manifest,
      clientModules: content.clientModules,
      direct: { modules: directIds.map((id) => ({ id })), loader: path.join(frameworkDir, 'src/runtime/directServer.ts') },
    });
  const { direct, bundles } = services.bundleWorker ? await compileBesideWorker(site, content, plan, services, markdown, bundling, generate, r) : await compileThenBundle(content, markdown, bundling, generate, r);
  await saveRegexCache();
  // A build compiles no more (a partial the bundles still ask for is highlighted again): the
  // highlighter's memory would only weigh on the collector while the pages render. Dev keeps it.
  if (!plan.dev) forgetHighlights();
  return { markdown, direct, bundles, themeDirs };
}

async function compileThenBundle(content: SiteContent, markdown: Markdown, bundling: Bundling, generate: (ids: string[]) => Promise<void>, r: Reporter) {
  const { mdxCompiler, readFile, mayImport, poolOptions } = markdown;
  const direct = await task(r, 'Compile Markdown', () =>
    planDirectModules(content.manifest.chunks, mdxCompiler, { readFile, mayImport, precompile: (jobs, importing) => compileAllMarkdown([...jobs, ...importing], mdxCompiler, poolOptions) }),
  );
  await generate(direct.direct.map((m) => m.id));
  return { direct, bundles: await bundling.here(direct.bundled) };
}

/** The same keys with the same values. */
function sameEntries(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

async function compileBesideWorker(site: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, markdown: Markdown, bundling: Bundling, generate: (ids: string[]) => Promise<void>, r: Reporter) {
  const bundleWorker = services.bundleWorker!;
  const { mdxCompiler, readFile, mayImport, poolOptions } = markdown;
  const { manifest } = content;
  // A page's text tells whether it may import something (mdx/mayImport.ts): the worker bundles
  // those while this thread compiles the others.
  const guess = await sortRouteChunks(manifest.chunks, { readFile, mayImport });
  await generate(guess.maybeDirect);
  const queue = createCompileQueue();
  const { mdxCompiler: _compiler, pluginRollupPlugins: _plugins, ...plain } = bundling.options;
  const speculative = bundleWorker.run(
    { bundle: { ...plain, bundled: guess.bundled }, outDir: plan.tmpDir, serverDir: plan.serverDir, cache: bundling.passCache(guess.bundled) },
    async (code, file) => {
      const result = await queue(() => mdxCompiler(code, file), true);
      return typeof result === 'string' ? result : String(result?.code ?? '');
    },
    (m) => r.write(m),
  );
  const settled = Promise.allSettled([speculative.client.promise, speculative.server.promise]);
  services.track(settled);
  // Its memory goes as soon as both passes are done, not when the compile is.
  void settled.then(() => bundleWorker.close());
  // A cold build with pages enough for a render worker starts one once the server bundle is
  // written. A build with a render cache may render a page or two: it starts none ahead.
  if (plan.helperMinPages !== undefined && pagePaths(manifest.routes).length + 1 >= plan.helperMinPages && !(plan.useBundleCache && existsSync(plan.renderCacheFile))) {
    speculative.server.promise.then(
      (server) => {
        if (services.warm.start(server.entryFile) && isDebug()) r.write('Render pages: a render worker starts now, the server bundle being written.');
      },
      () => {},
    );
  }
  // The pages rollup asks for first: the worker waits for them.
  const deferWrite = (write: () => Promise<void>) => {
    let written: Promise<void> | undefined;
    services.deferred.mdxCache = () => (written ??= write());
  };
  await task(r, 'Compile Markdown', () => compileAllMarkdown([...guess.importing, ...guess.markdown], mdxCompiler, { ...poolOptions, queue, deferWrite }));
  const direct = await planDirectModules(manifest.chunks, mdxCompiler, { readFile, mayImport, sorted: guess });
  // The worker's own failure (it could not start, make the site's rollup plugins, or it
  // stopped) is no error of the site's: this thread bundles then, and reports what it finds.
  const same = sameEntries(direct.bundled, guess.bundled);
  const broken = same ? (await settled).find((s): s is PromiseRejectedResult => s.status === 'rejected' && !(s.reason instanceof DocsiteError)) : undefined;
  if (same && !broken) return { direct, bundles: speculative };
  if (broken) {
    if (isDebug()) r.write(`Bundling again: the bundle worker failed (${(broken.reason as Error)?.message ?? broken.reason}).`);
  } else if (isDebug()) {
    // A page whose text imports nothing compiled to code that does (a site's remark plugin added an import).
    const missed = Object.keys(direct.bundled).filter((id) => !(id in guess.bundled));
    r.write(`Bundling again: ${missed.length} ${missed.length === 1 ? 'page imports' : 'pages import'} more than the text shows (${missed.map((id) => path.relative(site.context.siteDir, direct.bundled[id])).join(', ')}).`);
  }
  await bundleWorker.close();
  await settled;
  // It loaded the server entry this thread is about to bundle again.
  await services.warm.stop();
  await prepareOutput(site.context, plan, site.locales.map((l) => l.context.outDir));
  await generate(direct.direct.map((m) => m.id));
  return { direct, bundles: await bundling.here(direct.bundled) };
}
