// The pages plugin: every .md, .mdx, .tsx and .jsx file under content/pages becomes a route.
import fs from 'node:fs/promises';
import path from 'node:path';
import { applyTrailingSlash, joinUrl } from '../../runtime/paths.ts';
import { parseFrontMatter } from '../shared/frontMatter.ts';
import type { LoadContext, Plugin } from '../types.ts';

export interface PagesOptions {
  /** Folder under the content dir. */
  path?: string;
  routeBasePath?: string;
  id?: string;
  /** File extensions that make pages; Docusaurus projects add .js and .ts. */
  extensions?: string[];
}

export interface PageFile {
  /** Absolute source path. */
  source: string;
  /** Route path, baseUrl included. */
  permalink: string;
  kind: 'markdown' | 'component';
  frontMatter: Record<string, unknown>;
}

const DEFAULT_EXTENSIONS = ['.md', '.mdx', '.tsx', '.jsx'];
const EXTENSIONS = /\.(mdx?|tsx|jsx|js|ts)$/;
/** Files and folders starting with _ are partials and helpers, not pages; tests are skipped too. */
const IGNORED = /(^|\/)_|\.(test|spec)\.[tj]sx?$|\.d\.ts$/;

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
  return {
    name: 'pages',
    id: options.id ?? 'default',
    getPathsToWatch: () => [dir],
    async loadContent() {
      const extensions = options.extensions ?? DEFAULT_EXTENSIONS;
      const files = (await listFiles(dir)).filter((f) => extensions.includes(path.extname(f)) && !IGNORED.test(f));
      const pages: PageFile[] = [];
      for (const rel of files) {
        const source = path.join(dir, rel);
        const markdown = /\.mdx?$/.test(rel);
        const frontMatter = markdown ? parseFrontMatter(await fs.readFile(source, 'utf8'), source).frontMatter : {};
        if (frontMatter.draft === true && !context.isDev) continue;
        const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : null;
        const permalink = slug
          ? applyTrailingSlash(joinUrl('/', context.baseUrl, routeBase, slug, '/'), context.siteConfig.trailingSlash)
          : permalinkFor(rel, routeBase, context.baseUrl, context.siteConfig.trailingSlash);
        pages.push({ source, permalink, kind: markdown ? 'markdown' : 'component', frontMatter });
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
