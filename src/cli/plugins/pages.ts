// The pages plugin: every .md, .mdx, .tsx and .jsx file under content/pages becomes a route.
import fs from 'node:fs/promises';
import path from 'node:path';
import { applyTrailingSlash, joinUrl } from '../../runtime/paths.ts';
import { parseFrontMatter } from '../shared/frontMatter.ts';
import type { LoadContext, Plugin, PluginLogger } from '../types.ts';
import { inheritFrontMatter, localizedPluginDir, pairTranslations, warnOrphanTranslations } from './docs/localizedFiles.ts';

export interface PagesOptions {
  /** Folder under the content dir. */
  path?: string;
  routeBasePath?: string;
  id?: string;
  /** File extensions that make pages; Docusaurus projects add .js and .ts. */
  extensions?: string[];
}

export interface PageFile {
  /** Absolute source path: the translation when the current locale has one. */
  source: string;
  /** The default locale's file, when `source` is its translation. */
  translationOf?: string;
  /**
   * Set, on another locale than the default, when a Markdown page has no translation (its text is
   * the default file's). Component pages are never marked: they translate their text themselves.
   */
  untranslated?: true;
  /** Route path, baseUrl included. */
  permalink: string;
  kind: 'markdown' | 'component';
  frontMatter: Record<string, unknown>;
}

const DEFAULT_EXTENSIONS = ['.md', '.mdx', '.tsx', '.jsx'];
const EXTENSIONS = /\.(mdx?|tsx|jsx|js|ts)$/;
/** Files and folders starting with _ are partials and helpers, not pages; tests are skipped too. */
const IGNORED = /(^|\/)_|\.(test|spec)\.[tj]sx?$|\.d\.ts$/;
/** What a translation without its own value keeps from the default file: the page's URL and visibility. */
const INHERITED_KEYS = ['slug', 'draft', 'unlisted', 'noIndex'] as const;

export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  } catch (e: any) {
    if (e.code === 'ENOENT') return [];
    throw e;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? (e as any).path, e.name)).split(path.sep).join('/'))
    .sort();
}

/** `index.tsx` -> `/`, `about/index.md` -> `/about/`, `about.tsx` -> `/about/`. */
export function permalinkFor(relative: string, routeBase: string, baseUrl: string, trailingSlash: boolean): string {
  const noExt = relative.replace(EXTENSIONS, '');
  const route = noExt === 'index' ? '' : noExt.replace(/(^|\/)index$/, '');
  return applyTrailingSlash(joinUrl('/', baseUrl, routeBase, route, '/'), trailingSlash) || '/';
}

export default function pagesPlugin(context: LoadContext, options: PagesOptions = {}): Plugin<PageFile[]> {
  const dir = path.resolve(context.contentDir, options.path ?? 'pages');
  const routeBase = options.routeBasePath ?? '/';
  const id = options.id ?? 'default';
  const localizedDir = localizedPluginDir(context, 'pages', id);
  const logger: PluginLogger = { info: (m) => console.log(m), warn: (m) => console.warn(m) };
  return {
    name: 'pages',
    id,
    getPathsToWatch: () => [dir, ...(localizedDir ? [localizedDir] : [])],
    async loadContent() {
      const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
      const isPage = (f: string) => extensions.includes(path.extname(f)) && !IGNORED.test(f);
      const files = (await listFiles(dir)).filter(isPage);
      const translations = pairTranslations({ defaultDir: dir, localizedDir, defaultFiles: files, translatedFiles: localizedDir ? (await listFiles(localizedDir)).filter(isPage) : [] });
      if (localizedDir) {
        const what = id === 'default' ? 'the pages' : `pages "${id}"`;
        warnOrphanTranslations(translations.orphans, { what, locale: context.i18n.currentLocale, localizedDir, defaultDir: dir, warn: logger.warn });
      }
      const readFrontMatter = async (file: string) => parseFrontMatter(await fs.readFile(file, 'utf8'), file).frontMatter;
      const pages: PageFile[] = [];
      for (const rel of files) {
        const { source, translationOf, untranslated } = translations.sourceOf(rel);
        const markdown = /\.mdx?$/.test(rel);
        const own = markdown ? await readFrontMatter(source) : {};
        const frontMatter = markdown && translationOf ? inheritFrontMatter(own, await readFrontMatter(translationOf), INHERITED_KEYS) : own;
        if (frontMatter.draft === true && !context.isDev) continue;
        const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
        const permalink = slug
          ? applyTrailingSlash(joinUrl('/', context.baseUrl, routeBase, slug, '/'), context.siteConfig.trailingSlash)
          : permalinkFor(rel, routeBase, context.baseUrl, context.siteConfig.trailingSlash);
        pages.push({
          source,
          ...(translationOf && { translationOf }),
          ...(untranslated && markdown && { untranslated }),
          permalink,
          kind: markdown ? 'markdown' : 'component',
          frontMatter,
        });
      }
      return pages;
    },
    contentLoaded({ content, actions }) {
      for (const page of content) {
        const noIndex = page.frontMatter.unlisted === true || page.frontMatter.noIndex === true;
        actions.addRoute(
          page.kind === 'markdown'
            ? { path: page.permalink, component: '@theme/MDXPage', modules: { content: page.source }, metadata: { sourceFilePath: page.source, noIndex } }
            : { path: page.permalink, component: page.source, metadata: { sourceFilePath: page.source } },
        );
      }
    },
  };
}
