// The search plugin: the DocSearch modal and a search page, answered by a built-in index of the
// rendered pages (sharded per docs version and per plugin), or by Algolia when
// themeConfig.algolia is set (then no index is built).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { applyTrailingSlash, escapeHtml, joinUrl } from '../../../runtime/paths.ts';
import { algoliaHost } from '../../../theme/SearchIndex/algoliaClient.ts';
import type { SearchGlobalData } from '../../../theme/SearchIndex/types.ts';
import type { LoadContext, Plugin } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { indexSummary, shardsByPath, writeSearchIndex } from './buildIndex.ts';
import { validateSearchOptions, type UserSearchOptions } from './options.ts';

export type { UserSearchOptions as SearchPluginOptions } from './options.ts';

/** The index manifest, at a fixed URL (the shards it lists have hashed names). */
export const MANIFEST_FILE = 'search-index.json';

const here = path.dirname(fileURLToPath(import.meta.url));

/** DocSearch's modal styles plus docsite's colours, minified, under a content-hashed name. */
async function modalStylesheet(frameworkDir: string): Promise<{ fileName: string; css: string }> {
  const require = createRequire(path.join(frameworkDir, 'package.json'));
  const files = [require.resolve('@docsearch/css/dist/_variables.css'), require.resolve('@docsearch/css/dist/modal.css'), path.join(here, 'docsearchTheme.css')];
  const source = (await Promise.all(files.map((f) => fs.readFile(f, 'utf8')))).join('\n');
  const { code } = await transform(source, { loader: 'css', minify: true });
  const hash = crypto.createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { fileName: `assets/css/docsearch.${hash}.css`, css: code };
}

/** Adds Algolia's page metadata (docsearch:language, docsearch:docsite_tag) so a crawler records the facets. */
function withSearchMetadata(html: string, tags: Record<string, string>): string {
  const meta = Object.entries(tags)
    .map(([name, content]) => `<meta name="docsearch:${name}" content="${escapeHtml(content)}">`)
    .join('');
  return html.replace('</head>', `${meta}\n</head>`);
}

/** A site gets search without listing the plugin when its navbar has a search item or it sets themeConfig.algolia. */
export function wantsSearch(context: LoadContext): boolean {
  const { navbar, algolia } = context.siteConfig.themeConfig;
  return Boolean(algolia) || (navbar?.items ?? []).some((item) => (item as { type?: string }).type === 'search');
}

export default function searchPlugin(context: LoadContext, rawOptions: UserSearchOptions = {}): Plugin {
  const options = validateSearchOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'search', 'default'));
  const { siteConfig, baseUrl } = context;
  const algolia = siteConfig.themeConfig.algolia;
  const language = siteConfig.i18n.defaultLocale;
  const pagePath = algolia ? algolia.searchPagePath : options.searchPagePath;
  const searchPagePath = pagePath === false ? null : applyTrailingSlash(joinUrl('/', baseUrl, pagePath, '/'), siteConfig.trailingSlash);
  const stylesheet = modalStylesheet(context.frameworkDir);
  // A failure surfaces in contentLoaded, not as an unhandled rejection.
  stylesheet.catch(() => {});

  return {
    name: 'search',
    async contentLoaded({ actions }) {
      const { fileName } = await stylesheet;
      // Result pages are for readers, not for search engines.
      if (searchPagePath) actions.addRoute({ path: searchPagePath, component: '@theme/SearchPage', exact: true, metadata: { noIndex: true } });
      const data: SearchGlobalData = {
        provider: algolia ? 'algolia' : 'local',
        searchPagePath,
        contextualSearch: algolia ? algolia.contextualSearch : options.contextualSearch,
        ...(!algolia && { manifestUrl: baseUrl + MANIFEST_FILE }),
        stylesheetUrl: baseUrl + fileName,
        ...(options.missingResultsUrl && { missingResultsUrl: options.missingResultsUrl }),
        language,
      };
      actions.setGlobalData(data);
    },
    injectHtmlTags() {
      if (!algolia) return {};
      return { headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: algoliaHost(algolia.appId), crossorigin: true } }] };
    },
    async postBuild({ outDir, routes, pages }) {
      const { fileName, css } = await stylesheet;
      await fs.mkdir(path.join(outDir, path.dirname(fileName)), { recursive: true });
      await fs.writeFile(path.join(outDir, fileName), css);
      if (algolia) {
        const byPath = await shardsByPath(routes);
        for (const page of pages) {
          const shard = byPath.get(page.path);
          if (!shard) continue;
          const file = path.join(outDir, page.file);
          const tags = { language, docsite_tag: shard.tag, ...(shard.version && { version: shard.version }) };
          await fs.writeFile(file, withSearchMetadata(await fs.readFile(file, 'utf8'), tags));
        }
        return;
      }
      const stats = await writeSearchIndex({ outDir, routes, pages, baseUrl, language, siteNoIndex: siteConfig.noIndex }, MANIFEST_FILE);
      // The build's status line may be showing on a terminal: clear it first, as the reporter does.
      const clear = process.stdout.isTTY && !process.env.CI ? '\r\x1b[K' : '';
      console.log(clear + indexSummary(stats));
    },
  };
}
