// A plugin's translation files, in Docusaurus' layout: <localizationDir>/<plugin folder>/<path>.json,
// the folder being docusaurus-plugin-content-<name> for the built-in content plugins (with -<id>
// for an instance other than the default), else the plugin's name.
import path from 'node:path';
import type { LoadedPlugin, Plugin, TranslationFile } from '../types.ts';
import { readTranslationFile } from './translationFiles.ts';

const CONTENT_PLUGINS = new Set(['docs', 'blog', 'pages']);

/** The folder of a plugin instance's translation files. */
export function pluginTranslationDir(localizationDir: string, plugin: Pick<Plugin, 'name' | 'id'>): string {
  const name = CONTENT_PLUGINS.has(plugin.name) ? `docusaurus-plugin-content-${plugin.name}` : plugin.name;
  const id = plugin.id ?? 'default';
  return path.join(localizationDir, id === 'default' ? name : `${name}-${id}`);
}

/**
 * The plugin's files with the locale's translations over the default messages: every declared id
 * is there, translated or not, as translateContent expects.
 */
export async function readPluginTranslationFiles<Content>(plugin: Plugin<Content>, content: Content, localizationDir: string): Promise<TranslationFile[]> {
  if (!plugin.getTranslationFiles) return [];
  const dir = pluginTranslationDir(localizationDir, plugin);
  const declared = await plugin.getTranslationFiles({ content });
  return Promise.all(declared.map(async (f) => ({ path: f.path, content: { ...f.content, ...(await readTranslationFile(path.join(dir, `${f.path}.json`))) } })));
}

/** The plugin's content translated with the files of `localizationDir`; the content itself when the plugin translates nothing. */
export async function translatePluginContent<Content>(plugin: Plugin<Content>, content: Content, localizationDir: string): Promise<Content> {
  if (!plugin.getTranslationFiles || !plugin.translateContent) return content;
  const translationFiles = await readPluginTranslationFiles(plugin, content, localizationDir);
  return plugin.translateContent({ content, translationFiles });
}

/** Every loaded plugin with its content translated: what contentLoaded should then be given. */
export async function translateLoadedPlugins(loaded: LoadedPlugin[], localizationDir: string): Promise<LoadedPlugin[]> {
  return Promise.all(loaded.map(async (l) => ({ ...l, content: await translatePluginContent(l.plugin, l.content, localizationDir) })));
}
