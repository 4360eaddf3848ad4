// Renders every route to a static HTML file. Returns data about each page; the link checker and
// postBuild plugins work from that.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoutes } from '../runtime/paths.ts';
import type { ChunkInfo, ClientSiteConfig, PageData, RouteShard } from '../runtime/types.ts';
import type { ClientBundle } from './bundle/bundle.ts';
import { DocsiteError } from './errors.ts';
import { renderDocument, renderTag } from './html.ts';
import { pagePaths, toClientRoute, type ManifestRoute, type RouteManifest } from './routes.ts';
import type { HtmlTags, RenderedPage } from './types.ts';

interface ServerEntry {
  render(pathname: string, chain: ReturnType<typeof toClientRoute>[]): Promise<{ html: string; head: string; title: string }>;
  loadServerChunk(id: string): Promise<any>;
}

export interface RenderOptions {
  serverEntryFile: string;
  manifest: RouteManifest;
  client: ClientBundle;
  shards: RouteShard[];
  site: ClientSiteConfig;
  outDir: string;
  siteDir: string;
  htmlTags: HtmlTags;
  docsiteVersion: string;
  onProgress?: (done: number, total: number) => void;
}

/** The output file for a route path: /a/b/ -> a/b/index.html, /a/b -> a/b.html (trailingSlash false). */
export function outputFileFor(routePath: string, baseUrl: string): string {
  const rel = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  if (/\.html?$/.test(rel)) return rel;
  return `${rel}.html`;
}

const decodeEntities = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** hrefs of <a> elements and every id, read from rendered markup. */
export function extractLinksAndAnchors(html: string): { links: string[]; anchors: string[] } {
  const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  const anchors = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  return { links, anchors };
}

/** Checks every route component module has a default export before rendering anything. */
async function checkDefaultExports(server: ServerEntry, manifest: RouteManifest, siteDir: string): Promise<void> {
  const components = new Set<string>();
  const visit = (list: ManifestRoute[]) => list.forEach((r) => (components.add(r.component), r.routes && visit(r.routes)));
  visit(manifest.routes);
  const missing: string[] = [];
  for (const id of components) {
    const mod = await server.loadServerChunk(id);
    const def = mod?.default;
    if (typeof def !== 'function' && (typeof def !== 'object' || def === null)) missing.push(manifest.chunks[id]);
  }
  if (missing.length > 0) {
    const rel = missing.map((m) => (path.isAbsolute(m) ? path.relative(process.cwd(), m) : m));
    throw new DocsiteError(
      missing.length === 1 ? 'This page module has no default export, so there is nothing to render.' : `${missing.length} page modules have no default export, so there is nothing to render.`,
      {
        location: missing.length === 1 ? { file: rel[0] } : undefined,
        details: missing.length === 1 ? [] : rel.map((r) => `- ${r}`),
        hint: 'Export a React component as default: export default function Page() { return <Layout>...</Layout>; }',
      },
    );
  }
}

function chunkIds(chain: ManifestRoute[]): string[] {
  return chain.flatMap((r) => [r.component, ...Object.values(r.modules ?? {})]);
}

export async function renderPages(o: RenderOptions): Promise<RenderedPage[]> {
  const server = (await import(`${pathToFileURL(o.serverEntryFile).href}?t=${Date.now()}`)) as ServerEntry;
  await checkDefaultExports(server, o.manifest, o.siteDir);
  const paths = pagePaths(o.manifest.routes);
  const notFound = o.site.baseUrl + '404.html';
  const jobs = [...paths.map((p) => ({ path: p, file: outputFileFor(p, o.site.baseUrl) })), { path: notFound, file: '404.html' }];
  const tags = (list?: (string | object)[]) => (list ?? []).map((t) => renderTag(t as any)).join('\n');
  const headTags = tags(o.htmlTags.headTags);
  const preBodyTags = tags(o.htmlTags.preBodyTags);
  const postBodyTags = tags(o.htmlTags.postBodyTags);
  const pages: RenderedPage[] = [];
  let done = 0;
  for (const job of jobs) {
    const chain = matchRoutes(o.manifest.routes, job.path);
    const clientChain = chain.map((r) => {
      const { routes: _r, ...own } = toClientRoute(r);
      return own;
    });
    let result;
    try {
      result = await server.render(job.path, clientChain);
    } catch (error) {
      const source = chain[chain.length - 1]?.metadata?.sourceFilePath;
      throw new DocsiteError(`Rendering ${job.path} failed: ${(error as Error).message}`, {
        location: source ? { file: path.relative(process.cwd(), source) } : undefined,
        hint: 'The page threw while rendering on the server. Code that needs the browser (window, document, localStorage) belongs in useEffect.',
        cause: error,
      });
    }
    const ids = chunkIds(chain);
    const chunks: Record<string, ChunkInfo> = {};
    for (const id of ids) chunks[id] = o.client.chunks[id];
    const preloads = new Set<string>(o.client.entry.deps ?? []);
    for (const id of ids) {
      preloads.add(o.client.chunks[id].js);
      o.client.chunks[id].deps?.forEach((d) => preloads.add(d));
    }
    const pageData: PageData = { path: job.path, chain: clientChain, chunks, shards: o.shards };
    const noIndex = chain.some((r) => r.metadata?.noIndex);
    const html = renderDocument({
      site: o.site,
      appHtml: result.html,
      pageHead: result.head,
      pageData,
      entry: o.client.entry.js,
      preloads: [...preloads],
      stylesheet: o.client.stylesheet,
      headTags,
      preBodyTags,
      postBodyTags,
      baseUrlBanner: o.site.baseUrlIssueBanner && job.path === o.site.baseUrl,
      noIndex,
      docsiteVersion: o.docsiteVersion,
    });
    const file = path.join(o.outDir, job.file);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, html);
    const sourceFile = chain[chain.length - 1]?.metadata?.sourceFilePath;
    pages.push({ path: job.path, file: job.file, title: result.title, noIndex, source: sourceFile ? path.relative(process.cwd(), sourceFile) : undefined, ...extractLinksAndAnchors(result.html) });
    o.onProgress?.(++done, jobs.length);
  }
  return pages;
}
