// @docusaurus/plugin-content-docs/client: the docs hooks under Docusaurus' names, over docsite's
// docs data (docsData.ts) and docs page contexts (docsHooks.ts).
import { useSiteData } from '../context.tsx';
import { getActiveVersion, getDocsData, savePreferredVersionName, useActiveDoc, useDocsData, usePreferredVersionName, type DocsGlobalData } from '../docsData.ts';
import { getActivePluginId, useDocsLeafRoute } from '../docsHooks.ts';
import { useRouterState } from '../router.tsx';

export {
  useDocsData,
  useLatestVersion,
  useDocVersionCandidates as useDocsVersionCandidates,
} from '../docsData.ts';
export {
  useCurrentVersion as useDocsVersion,
  useDocsSidebar,
  useDocById,
  useCurrentSidebarCategory,
  isActiveSidebarItem,
  DocsVersionProvider,
  DocsSidebarProvider,
} from '../docsHooks.ts';

/** Every docs plugin instance's global data, by plugin id. */
export function useAllDocsData(): Record<string, DocsGlobalData> {
  return (useSiteData().globalData.docs ?? {}) as Record<string, DocsGlobalData>;
}

/** The docs plugin whose path holds the current page; undefined elsewhere unless failfast. */
export function useActivePlugin(options: { failfast?: boolean } = {}): { pluginId: string; pluginData: DocsGlobalData } | undefined {
  const { globalData } = useSiteData();
  const pluginId = getActivePluginId(globalData, useRouterState().location.pathname, options);
  return pluginId === undefined ? undefined : { pluginId, pluginData: getDocsData(globalData, pluginId) };
}

export function useVersions(pluginId?: string) {
  return useDocsData(pluginId).versions;
}

/** The version the current path is in; undefined outside the plugin's docs, as in Docusaurus. */
export function useActiveVersion(pluginId?: string) {
  return getActiveVersion(useDocsData(pluginId), useRouterState().location.pathname);
}

/** The version and doc of the current path, and the same doc's page in each other version. */
export function useActiveDocContext(pluginId?: string) {
  const activeVersion = useActiveVersion(pluginId);
  const activeDoc = useActiveDoc(pluginId);
  const alternateDocVersions = Object.fromEntries(Object.entries(activeDoc?.versions ?? {}).map(([name, path]) => [name, { id: activeDoc!.id, path }]));
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function useDocsPreferredVersion(pluginId?: string) {
  const data = useDocsData(pluginId);
  const name = usePreferredVersionName(pluginId);
  return {
    preferredVersion: data.versions.find((v) => v.name === name) ?? null,
    savePreferredVersionName: (versionName: string) => savePreferredVersionName(pluginId ?? 'default', versionName),
  };
}

/** The doc page being rendered: its metadata, front matter, table of contents and title. */
export function useDoc() {
  const { content, metadata } = useDocsLeafRoute()?.modules ?? {};
  if (!content || !metadata) throw new Error('Hook useDoc is called outside a doc page. Use it in a component rendered by a doc (its Markdown or the DocItem theme components).');
  return { metadata, frontMatter: content.frontMatter ?? {}, toc: content.toc ?? [], contentTitle: content.contentTitle ?? undefined, assets: {} };
}
