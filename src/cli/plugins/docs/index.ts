// The docs plugin: versioned Markdown docs with sidebars, Docusaurus-compatible in layout and
// front matter. Stages: options -> versions -> (docs, sidebars) per version -> routes + global data.
import path from 'node:path';
import type { LoadContext, Plugin, PluginLogger } from '../../types.ts';
import { docAlternates, docsGlobalData, navbarDocIds } from './globalData.ts';
import { loadVersion } from './loadVersion.ts';
import { localizedPluginDir } from './localizedFiles.ts';
import { validateDocsOptions, type UserDocsOptions } from './options.ts';
import { describeEntry } from '../pluginOptions.ts';
import { createVersionRoutes } from './routes.ts';
import { getDocsTranslationFiles, translateDocsContent } from './translations.ts';
import type { DocsContent } from './types.ts';
import { readVersionNames, resolveVersions, versionedPaths } from './versions.ts';

export type { UserDocsOptions as DocsPluginOptions } from './options.ts';

export default function docsPlugin(context: LoadContext, rawOptions: UserDocsOptions = {}): Plugin<DocsContent> {
  const givenId = typeof rawOptions?.id === 'string' ? rawOptions.id : 'default';
  const options = validateDocsOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'docs', givenId));
  const versions = resolveVersions({
    options,
    versionNames: options.disableVersioning ? [] : readVersionNames(context.contentDir, options.id),
    contentDir: context.contentDir,
    siteDir: context.siteDir,
    baseUrl: context.baseUrl,
    localizedDir: localizedPluginDir(context, 'docs', options.id),
  });
  const { trailingSlash } = context.siteConfig;
  const logger: PluginLogger = { info: (m) => console.log(m), warn: (m) => console.warn(m) };

  return {
    name: 'docs',
    id: options.id,
    getPathsToWatch: () => [
      versionedPaths(context.contentDir, options.id).versionsFile,
      ...versions.flatMap((v) => [v.contentPath, ...(v.contentPathLocalized ? [v.contentPathLocalized] : []), ...(v.sidebarFilePath ? [v.sidebarFilePath] : [])]),
    ],
    async loadContent() {
      const ctx = { options, siteDir: context.siteDir, trailingSlash, isDev: context.isDev, cacheDir: path.join(context.siteDir, '.docsite', 'sidebars'), logger, locale: context.i18n.currentLocale };
      return { versions: await Promise.all(versions.map((v) => loadVersion(v, ctx))) };
    },
    getTranslationFiles: ({ content }) => getDocsTranslationFiles(content),
    translateContent: ({ content, translationFiles }) => translateDocsContent(content, translationFiles, { breadcrumbs: options.breadcrumbs }),
    async contentLoaded({ content, actions }) {
      const alternates = docAlternates(content.versions);
      for (const version of content.versions) {
        actions.addRoute(await createVersionRoutes(version, { pluginId: options.id, trailingSlash, createData: actions.createData, alternates }));
      }
      const keepDocIds = navbarDocIds((context.siteConfig.themeConfig as any)?.navbar?.items, options.id);
      actions.setGlobalData(docsGlobalData(content.versions, { baseUrl: context.baseUrl, routeBasePath: options.routeBasePath, breadcrumbs: options.breadcrumbs, keepDocIds }));
    },
  };
}
