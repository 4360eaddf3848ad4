// The debug plugin: pages under /__docusaurus/debug/ that show what the build produced (config,
// plugin content, global data, route manifest and chunk registry). Every page is noindex, and
// its data is a module of its own route only: no other page loads any of it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import { DEBUG_PAGES, type DebugMetadata, type DebugPluginContent } from '../../../theme/DebugLayout/types.ts';
import type { AllContent, LoadContext, Plugin } from '../../types.ts';
import { describeEntry, parsePluginOptions } from '../pluginOptions.ts';
import { summarizeContent } from './summarize.ts';

/**
 * The generated route manifest (.docsite/generated/routes.json), written after every plugin added
 * its routes. A JSON file, so it is a direct module: it skips the bundler, where a file this large
 * slows both passes. The build supplies its text before it exists on disk.
 */
export const manifestModule = (context: Pick<LoadContext, 'generatedDir'>) => path.join(context.generatedDir, 'routes.json');

export const debugOptionsSchema = z.strictObject({
  /** Bytes of JSON one plugin's content may take on the content page before it is summarised. */
  contentBudget: z.number().int().min(1000, { error: 'a whole number of 1000 or more' }).default(16_000),
});

export type DebugPluginOptions = z.input<typeof debugOptionsSchema>;

const summaryFields = (s: ReturnType<typeof summarizeContent>) => ({ summarised: s.summarised, bytes: s.bytes, content: s.value });

/** Each plugin instance's content, in the order the plugins run. */
export function contentPageData(allContent: AllContent, budget: number): { plugins: DebugPluginContent[] } {
  const plugins: DebugPluginContent[] = [];
  for (const [name, byId] of Object.entries(allContent)) {
    for (const [id, content] of Object.entries(byId)) {
      if (content === undefined) plugins.push({ name, id, hasContent: false, summarised: false, bytes: 0, content: null });
      else plugins.push({ name, id, hasContent: true, ...summaryFields(summarizeContent(content, budget)) });
    }
  }
  return { plugins };
}

async function siteVersion(siteDir: string): Promise<string | undefined> {
  try {
    const version = JSON.parse(await fs.readFile(path.join(siteDir, 'package.json'), 'utf8')).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

export default function debugPlugin(context: LoadContext, rawOptions: DebugPluginOptions = {}): Plugin {
  const options = parsePluginOptions(debugOptionsSchema, rawOptions, {
    plugin: 'debug',
    entry: describeEntry(context.siteConfig.plugins, rawOptions, 'debug', 'default'),
    knownKeys: () => Object.keys(debugOptionsSchema.shape),
  });
  const { trailingSlash } = context.siteConfig;
  const basePath = applyTrailingSlash(joinUrl('/', context.baseUrl, '__docusaurus/debug', '/'), trailingSlash);

  return {
    name: 'debug',
    async contentLoaded({ actions, allContent }) {
      const metadata: DebugMetadata = {
        nodeVersion: process.version,
        siteVersion: await siteVersion(context.siteDir),
        plugins: Object.entries(allContent).flatMap(([name, byId]) => Object.keys(byId).map((id) => ({ name, id }))),
      };
      const modules: Record<string, Record<string, string>> = {
        metadata: { metadata: await actions.createData('metadata.json', metadata) },
        content: { content: await actions.createData('content.json', contentPageData(allContent, options.contentBudget)) },
        registry: { manifest: manifestModule(context) },
        routes: { manifest: manifestModule(context) },
      };
      for (const page of DEBUG_PAGES) {
        const withManifest = Boolean(modules[page.slug]?.manifest);
        actions.addRoute({
          path: page.slug ? applyTrailingSlash(joinUrl(basePath, page.slug, '/'), trailingSlash) : basePath,
          component: `@theme/${page.component}`,
          exact: true,
          modules: modules[page.slug],
          props: withManifest ? { basePath, siteDir: context.siteDir } : { basePath },
          metadata: { noIndex: true },
        });
      }
    },
  };
}
