// Stage: every page rendered to HTML in the temporary output; the work that waits for nothing
// (deferred writes, hashing the record's inputs) runs while the pages render.
import fs from 'node:fs/promises';
import path from 'node:path';
import { hashInputs } from '../cache/buildRecord.ts';
import type { LoadedConfig } from '../config/loadConfig.ts';
import { isDebug } from '../errors.ts';
import { createPageRenderer, renderPages, type PageRenderer, type RenderOptions } from './render/index.ts';
import { loadIsolatedServerEntry } from '../workers/serverBundle.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { HtmlTags, RenderedPage } from '../types.ts';
import type { Bundled } from './bundles.ts';
import type { Compiled } from './compile.ts';
import type { SiteContent } from './content.ts';
import type { Site } from './loadSite.ts';
import type { BuildSession } from './options.ts';
import type { BuildPlan } from './plan.ts';
import type { BuildServices } from './services.ts';

type Inputs = Awaited<ReturnType<typeof hashInputs>>;

export interface Rendered {
  pages: RenderedPage[];
  /** Dev with hot updates: the renderer the updater renders an edited page with. */
  renderer?: PageRenderer;
  /** Files and folders a watcher should follow. */
  watched: string[];
  /** The build record's inputs, hashed while the pages rendered (incremental builds). */
  recordedInputs?: Promise<Inputs>;
  hashRecordedInputs(): Promise<Inputs>;
}

function collectHtmlTags(loaded: SiteContent['loaded'], config: LoadedConfig['siteConfig']): HtmlTags {
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
  return out;
}

export async function renderSite({ config, context }: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, compiled: Compiled, bundled: Bundled, session: BuildSession, r: Reporter): Promise<Rendered> {
  const { siteConfig } = config;
  const { manifest } = content;
  const { client, server } = bundled;
  const renderOptions: RenderOptions = {
    serverEntryFile: server.entryFile,
    manifest,
    client,
    shards: bundled.shards,
    site: content.siteData.siteConfig,
    rootBaseUrl: context.baseUrl,
    locales: content.localeBases ? content.locales.map((l) => ({ locale: l.locale, baseUrl: l.context.baseUrl, site: l.siteData.siteConfig, htmlTags: collectHtmlTags(l.loaded, l.context.siteConfig) })) : undefined,
    outDir: plan.tmpDir,
    siteDir: context.siteDir,
    configFile: config.configPath,
    htmlTags: collectHtmlTags(content.loaded, content.locales[0].context.siteConfig),
    docsiteVersion: content.docsiteVersion,
    onProgress: (done, total) => r.status(`… Render pages ${done}/${total}`),
    isolate: plan.dev,
    helperMinPages: plan.helperMinPages,
    warmHelper: services.warm.current(),
    debug: isDebug() ? (line) => r.write(line) : undefined,
    directModules: plan.dev ? undefined : bundled.directServer,
    hashHtml: plan.dev,
    cache: plan.useBundleCache
      ? { file: plan.renderCacheFile, previousOutDir: context.outDir, serverHash: bundled.serverHash, moduleHashes: Object.fromEntries(compiled.direct.direct.map((m) => [m.id, m.hash])) }
      : undefined,
  };
  // Dev keeps the server entry (in its own worker) for edits after this build: see hotUpdate.ts.
  if (plan.dev && session.hotUpdates) services.devServer = await loadIsolatedServerEntry(server.entryFile);
  const watched = [config.configPath, ...config.dependencies, context.contentDir, ...content.plugins.flatMap((p) => p.getPathsToWatch?.() ?? [])];
  const hashRecordedInputs = async () => {
    const dirs: string[] = [];
    const files: string[] = [];
    for (const p of [...watched, ...(siteConfig.staticDirectories as string[]).map((d) => path.resolve(context.contentDir, d))]) ((await fs.stat(p).catch(() => null))?.isDirectory() ? dirs : files).push(p);
    // What the bundles read, but not docsite's own generated and cache files (rebuilt from the rest).
    const read = [...client.inputs, ...server.inputs].filter((f) => path.isAbsolute(f) && !f.startsWith(path.join(context.siteDir, '.docsite') + path.sep));
    return hashInputs({ files: [...files, ...read], dirs, skipDirs: [context.outDir] });
  };
  const out: Rendered = { pages: [], watched, hashRecordedInputs };
  // Everything the build reads is read by now: the record's inputs are hashed while the pages render.
  renderOptions.whileRendering = async () => {
    services.deferred.directFiles?.();
    await services.deferred.mdxCache?.();
    if (plan.recordKey) await (out.recordedInputs = hashRecordedInputs());
  };
  const devServer = services.devServer;
  out.pages = await task(r, 'Render pages', async () => {
    if (!devServer) return renderPages(renderOptions);
    out.renderer = await createPageRenderer(devServer, renderOptions);
    return out.renderer.renderAll();
  });
  await services.warm.stop();
  return out;
}
