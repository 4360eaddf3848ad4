// Stage: every plugin's content, and the routes and data made from it.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteData } from '../../runtime/types.ts';
import { clientSiteConfig, manifestFile, manifestJson } from './codegen.ts';
import { frameworkDir } from '../shared/context.ts';
import { forgetGitHistory } from '../plugins/docs/lastUpdate.ts';
import { loadPluginContent, runContentLoaded, type ContentLoadedResult } from '../plugins/index.ts';
import { createRoutes, type RouteManifest } from './routes.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { LoadedPlugin, Plugin, RouteConfig } from '../types.ts';
import type { Site } from './loadSite.ts';
import type { BuildServices } from './services.ts';

export interface SiteContent {
  plugins: Plugin[];
  loaded: LoadedPlugin[];
  manifest: RouteManifest;
  routes: RouteConfig[];
  data: ContentLoadedResult;
  siteData: SiteData;
  clientModules: string[];
  docsiteVersion: string;
}

let cachedVersion: string | undefined;
async function docsiteVersion(): Promise<string> {
  cachedVersion ??= JSON.parse(await fs.readFile(path.join(frameworkDir, 'package.json'), 'utf8')).version as string;
  return cachedVersion;
}

export async function loadContent({ context }: Site, plugins: Plugin[], services: BuildServices, r: Reporter): Promise<SiteContent> {
  const { siteConfig } = context;
  // Last update times come from git's history as it is now (see plugins/docs/lastUpdate.ts).
  forgetGitHistory(context.siteDir);
  const loaded = await services.guard(() => task(r, 'Load content', () => loadPluginContent(plugins)));
  const { manifest, data } = await services.guard(() =>
    task(r, 'Create routes', async () => {
      const result = await runContentLoaded(loaded, context);
      return { manifest: createRoutes(result.routes, { siteDir: context.siteDir, baseUrl: context.baseUrl, onDuplicateRoutes: siteConfig.onDuplicateRoutes, warn: (m) => r.write(m) }), data: result };
    }),
  );
  await services.guard(async () => {
    for (const l of loaded) await l.plugin.routesCreated?.({ routes: data.routes });
  });
  const version = await docsiteVersion();
  // The route manifest is a module too (the debug plugin's pages): its text before it is written.
  data.dataFiles.set(manifestFile(context.generatedDir), manifestJson(manifest));
  return {
    plugins,
    loaded,
    manifest,
    routes: data.routes,
    data,
    siteData: { siteConfig: clientSiteConfig(siteConfig), globalData: data.globalData, docsiteVersion: version },
    clientModules: [...plugins.flatMap((p) => p.getClientModules?.() ?? []), ...(siteConfig.clientModules as string[]).map((m) => path.resolve(context.siteDir, m))],
    docsiteVersion: version,
  };
}
