// Stage: every plugin's content, per locale, and the routes and data made from it: one route
// manifest for all locales, so that their pages compile, bundle and render together.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LocaleBase } from '../../runtime/locales.ts';
import type { SiteData } from '../../runtime/types.ts';
import { clientSiteConfig, manifestFile, manifestJson } from './codegen.ts';
import { frameworkDir } from '../shared/context.ts';
import { forgetGitHistory } from '../plugins/docs/lastUpdate.ts';
import { initPlugins, loadPluginContent, runContentLoaded, type ContentLoadedResult } from '../plugins/index.ts';
import { createRoutes, type RouteManifest } from './routes.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { LoadContext, LoadedPlugin, Plugin, RouteConfig } from '../types.ts';
import type { Site } from './loadSite.ts';
import type { BuildServices } from './services.ts';

/** One locale's plugins, content, routes and the data its pages are rendered with. */
export interface LocaleContent {
  locale: string;
  context: LoadContext;
  plugins: Plugin[];
  loaded: LoadedPlugin[];
  routes: RouteConfig[];
  siteData: SiteData;
}

export interface SiteContent {
  /** The first locale's plugins and content (the default locale's, unless --locale left it out). */
  plugins: Plugin[];
  loaded: LoadedPlugin[];
  manifest: RouteManifest;
  /** Every locale's routes, the first locale's first. */
  routes: RouteConfig[];
  data: ContentLoadedResult;
  siteData: SiteData;
  /** Every locale built, the first one first. */
  locales: LocaleContent[];
  /** Each locale built with its baseUrl, when there are several (else undefined). */
  localeBases?: LocaleBase[];
  clientModules: string[];
  docsiteVersion: string;
}

let cachedVersion: string | undefined;
async function docsiteVersion(): Promise<string> {
  cachedVersion ??= JSON.parse(await fs.readFile(path.join(frameworkDir, 'package.json'), 'utf8')).version as string;
  return cachedVersion;
}

/** `plugins`: the first locale's, made already (the bundle worker started with them). */
export async function loadContent(site: Site, plugins: Plugin[], services: BuildServices, r: Reporter): Promise<SiteContent> {
  const { context } = site;
  const { siteConfig } = context;
  // Last update times come from git's history as it is now (see plugins/docs/lastUpdate.ts).
  forgetGitHistory(context.siteDir);
  const version = await docsiteVersion();
  const several = site.locales.length > 1;
  const locales: LocaleContent[] = [];
  const dataFiles = new Map<string, string>();
  for (const [i, { locale, context: localeContext }] of site.locales.entries()) {
    const suffix = several ? ` (${locale})` : '';
    const own = i === 0 ? plugins : await services.guard(() => task(r, `Load plugins${suffix}`, () => initPlugins(localeContext)));
    const loaded = await services.guard(() => task(r, `Load content${suffix}`, () => loadPluginContent(own)));
    const data = await services.guard(() => task(r, `Create routes${suffix}`, () => runContentLoaded(loaded, localeContext)));
    for (const [file, text] of data.dataFiles) dataFiles.set(file, text);
    const siteConfigOfLocale = clientSiteConfig(localeContext.siteConfig, locale);
    locales.push({ locale, context: localeContext, plugins: own, loaded, routes: data.routes, siteData: { siteConfig: siteConfigOfLocale, globalData: data.globalData, docsiteVersion: version } });
  }
  const routes = locales.flatMap((l) => l.routes);
  const localeBases = several ? locales.map((l) => ({ locale: l.locale, baseUrl: l.context.baseUrl })) : undefined;
  const manifest = await services.guard(async () =>
    createRoutes(routes, {
      siteDir: context.siteDir,
      baseUrl: context.baseUrl,
      onDuplicateRoutes: siteConfig.onDuplicateRoutes,
      warn: (m) => r.write(m),
      localeBases,
    }),
  );
  await services.guard(async () => {
    for (const l of locales) for (const p of l.loaded) await p.plugin.routesCreated?.({ routes: l.routes });
  });
  const first = locales[0];
  // The route manifest is a module too (the debug plugin's pages): its text before it is written.
  dataFiles.set(manifestFile(context.generatedDir), manifestJson(manifest));
  const data: ContentLoadedResult = { routes, globalData: first.siteData.globalData, dataFiles };
  return {
    plugins: first.plugins,
    loaded: first.loaded,
    manifest,
    routes,
    data,
    siteData: first.siteData,
    locales,
    localeBases,
    clientModules: [...first.plugins.flatMap((p) => p.getClientModules?.() ?? []), ...(siteConfig.clientModules as string[]).map((m) => path.resolve(context.siteDir, m))],
    docsiteVersion: version,
  };
}
