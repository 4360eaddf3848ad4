// Resolves the config's plugin entries into plugin objects and runs their lifecycle in order.
import path from 'node:path';
import { DocsiteError } from '../errors.ts';
import { writeIfChanged } from '../cache/writeIfChanged.ts';
import type { AllContent, LoadContext, LoadedPlugin, Plugin, PluginFactory, RouteConfig } from '../types.ts';
import blogPlugin from './blog/index.ts';
import changelogPlugin from './changelog/index.ts';
import clientRedirectsPlugin from './clientRedirects/index.ts';
import debugPlugin from './debug/index.ts';
import docsPlugin from './docs/index.ts';
import featureRequestsPlugin from './featureRequests/index.ts';
import llmsTxtPlugin from './llmsTxt/index.ts';
import idealImagePlugin from './idealImage/index.ts';
import pagesPlugin from './pages.ts';
import pwaPlugin from './pwa/index.ts';
import sitemapPlugin from './sitemap/index.ts';
import searchPlugin, { wantsSearch } from './search/index.ts';
import themeClassic from './themeClassic.ts';

/** Built-in plugins by name: the same API third-party plugins use. */
export const builtinPlugins: Record<string, PluginFactory> = {
  pages: pagesPlugin,
  docs: docsPlugin,
  blog: blogPlugin,
  changelog: changelogPlugin,
  sitemap: sitemapPlugin,
  'client-redirects': clientRedirectsPlugin,
  debug: debugPlugin,
  'feature-requests': featureRequestsPlugin,
  'llms-txt': llmsTxtPlugin,
  classic: themeClassic,
  'ideal-image': idealImagePlugin,
  pwa: pwaPlugin,
  search: searchPlugin,
};

async function instantiate(entry: unknown, index: number, context: LoadContext, key: 'plugins' | 'themes'): Promise<Plugin> {
  const where = `${key}[${index}]`;
  let factory: PluginFactory | undefined;
  let options: unknown = {};
  if (typeof entry === 'string') factory = builtinPlugins[entry];
  else if (Array.isArray(entry)) {
    factory = typeof entry[0] === 'function' ? entry[0] : builtinPlugins[entry[0]];
    options = entry[1] ?? {};
  } else if (typeof entry === 'function') factory = entry as PluginFactory;
  else if (entry && typeof entry === 'object') return entry as Plugin;
  if (!factory) {
    const name = Array.isArray(entry) ? entry[0] : entry;
    throw new DocsiteError(`${where}: there is no built-in plugin named "${String(name)}".`, {
      hint: `Use one of ${Object.keys(builtinPlugins).map((n) => `"${n}"`).join(', ')}, or pass a plugin function.`,
    });
  }
  const plugin = await factory(context, options);
  if (!plugin || typeof plugin.name !== 'string') {
    throw new DocsiteError(`${where}: the plugin factory did not return a plugin object with a "name".`, {
      hint: 'A plugin factory returns { name: "my-plugin", ...lifecycle methods }.',
    });
  }
  return plugin;
}

export async function initPlugins(context: LoadContext): Promise<Plugin[]> {
  const { plugins = [], themes = [] } = context.siteConfig as { plugins?: unknown[]; themes?: unknown[] };
  const out: Plugin[] = [];
  // The classic theme is always there, first, unless the site lists it itself.
  const listsClassic = themes.some((t) => t === 'classic' || (Array.isArray(t) && t[0] === 'classic'));
  if (!listsClassic) out.push(await themeClassic(context, {}));
  // Search (a built-in index, or Algolia) comes with a navbar search item or themeConfig.algolia.
  const listsSearch = [...themes, ...plugins].some((p) => p === 'search' || (Array.isArray(p) && p[0] === 'search'));
  if (!listsSearch && wantsSearch(context)) out.push(await searchPlugin(context, {}));
  for (const [i, entry] of themes.entries()) if (entry) out.push(await instantiate(entry, i, context, 'themes'));
  for (const [i, entry] of plugins.entries()) if (entry) out.push(await instantiate(entry, i, context, 'plugins'));
  const seen = new Set<string>();
  for (const p of out) {
    const key = `${p.name}@${p.id ?? 'default'}`;
    if (seen.has(key)) {
      throw new DocsiteError(`Plugin "${p.name}" is used twice with the same id "${p.id ?? 'default'}".`, {
        hint: 'Give each instance its own `id` option.',
      });
    }
    seen.add(key);
  }
  return out;
}

/** Theme folders, lowest priority first: built-in, each plugin's theme, the site's own. */
export function themeDirectories(plugins: Plugin[], context: LoadContext): string[] {
  return [
    path.join(context.frameworkDir, 'src/theme'),
    ...plugins.flatMap((p) => (p.getThemePath ? [p.getThemePath()] : [])),
    path.resolve(context.contentDir, context.siteConfig.themeDir),
  ];
}

/** Runs loadContent of every plugin, in parallel: they do not see each other's content. */
export async function loadPluginContent(plugins: Plugin[]): Promise<LoadedPlugin[]> {
  return Promise.all(
    plugins.map(async (plugin) => ({ plugin, name: plugin.name, id: plugin.id ?? 'default', content: await plugin.loadContent?.() })),
  );
}

export interface ContentLoadedResult {
  routes: RouteConfig[];
  globalData: Record<string, Record<string, unknown>>;
  /** The text of every data file createData made, by path: readers need not read the disk. */
  dataFiles: Map<string, string>;
}

/** Runs contentLoaded in declared order with capabilities, collecting routes and global data. */
export async function runContentLoaded(loaded: LoadedPlugin[], context: LoadContext): Promise<ContentLoadedResult> {
  const routes: RouteConfig[] = [];
  const globalData: Record<string, Record<string, unknown>> = {};
  const allContent: AllContent = {};
  for (const l of loaded) (allContent[l.name] ??= {})[l.id] = l.content;
  const dataDir = path.join(context.generatedDir, 'data');
  // createData writes at once, synchronously: for many small files, fs/promises' round trips cost
  // more time and CPU than the writes. Markdown compiles read the text from dataFiles.
  const dataFiles = new Map<string, string>();
  const madeDirs = new Set<string>();
  for (const l of loaded) {
    if (!l.plugin.contentLoaded) continue;
    const pluginDir = path.join(dataDir, `${l.name}-${l.id}`.replace(/[^\w.-]+/g, '_'));
    await l.plugin.contentLoaded({
      content: l.content,
      allContent,
      actions: {
        addRoute: (route) => routes.push({ ...route, context: { plugin: `${l.name}@${l.id}` } }),
        async createData(name, data) {
          const file = path.join(pluginDir, name.endsWith('.json') ? name : `${name}.json`);
          const text = JSON.stringify(data);
          dataFiles.set(file, text);
          try {
            writeIfChanged(file, text, madeDirs);
          } catch (error) {
            throw new DocsiteError(`Plugin "${l.name}" (id "${l.id}") could not write its data file ${path.relative(process.cwd(), file)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`, {
              hint: 'Check that the site folder and its .docsite/ folder can be written and the disk has room.',
              cause: error,
            });
          }
          return file;
        },
        setGlobalData: (data) => ((globalData[l.name] ??= {})[l.id] = data),
      },
    });
  }
  return { routes, globalData, dataFiles };
}
