// @docusaurus/useGlobalData: docsite's global data, keyed by docsite's plugin names. Docusaurus'
// package names of the content plugins are accepted for the same plugins.
import { useSiteData } from '../context.tsx';

const PLUGIN_NAMES: Record<string, string> = {
  'docusaurus-plugin-content-docs': 'docs',
  'docusaurus-plugin-content-blog': 'blog',
  'docusaurus-plugin-content-pages': 'pages',
};

export const docsitePluginName = (name: string) => PLUGIN_NAMES[name] ?? name;

/** The Docusaurus package name of a docsite plugin that stands for one; other names as they are. */
export const docusaurusPluginName = (name: string) => Object.keys(PLUGIN_NAMES).find((k) => PLUGIN_NAMES[k] === name) ?? name;

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useSiteData().globalData;
}

/** Every instance's data of a plugin, by id; with failfast, throws when the plugin has none. */
export function useAllPluginInstancesData(pluginName: string, { failfast = false } = {}): Record<string, unknown> | undefined {
  const data = useGlobalData()[docsitePluginName(pluginName)];
  if (data === undefined && failfast) throw new Error(`No global data for plugin "${pluginName}". Is the plugin enabled in site.config.ts?`);
  return data;
}

/** One instance's data; with failfast, throws when it has none. */
export function usePluginData(pluginName: string, pluginId = 'default', { failfast = false } = {}): unknown {
  const data = useAllPluginInstancesData(pluginName)?.[pluginId];
  if (data === undefined && failfast) throw new Error(`No global data for plugin "${pluginName}" with id "${pluginId}". Is the plugin enabled in site.config.ts?`);
  return data;
}
