// One page: its route chain and output file, its HTML (rendered, or recalled from the render
// cache) written, and the links and ids read from its markup.
import crypto from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localeOfPath } from '../../../runtime/locales.ts';
import { matchRoutes } from '../../../runtime/paths.ts';
import { chunkIdsOf } from '../../../runtime/routeTable.ts';
import type { ChunkInfo, PageData } from '../../../runtime/types.ts';
import { DocsiteError } from '../../errors.ts';
import type { RenderedPage } from '../../types.ts';
import { documentAround, renderTag } from '../html.ts';
import { clientRouteOwn, pagePaths } from '../routes.ts';
import { recall, renderKey, sha1, type CachedPage } from './cache.ts';
import { checkPolicy, renderError } from './errors.ts';
import type { RenderedJob, RenderOptions, ServerEntry } from './options.ts';

/** The output file for a route path: /a/b/ -> a/b/index.html, /a/b -> a/b.html (trailingSlash false). */
export function outputFileFor(routePath: string, baseUrl: string): string {
  const rel = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '');
  if (rel === '' || rel.endsWith('/')) return `${rel}index.html`;
  if (/\.html?$/.test(rel)) return rel;
  return `${rel}.html`;
}

const decodeEntities = (s: string) => (s.includes('&') ? s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>') : s);

/**
 * hrefs of <a> elements, srcs of <img> elements (a missing image is a broken link too) and every
 * id, read from rendered markup. A link marked data-no-broken-link-check (a pathname:// link of
 * Markdown, see pathnameLinks.ts) leads outside what the site builds and is not checked.
 */
export function extractLinksAndAnchors(html: string): { links: string[]; anchors: string[] } {
  const links = [...html.matchAll(/<a\s[^>]*?href="([^"]*)"([^>]*)|<img(?:\s[^>]*?)?\ssrc="([^"]*)"/g)]
    .filter((m) => m[1] === undefined || !m[0].includes(' data-no-broken-link-check='))
    .map((m) => decodeEntities(m[1] ?? m[3]));
  const anchors = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  return { links, anchors };
}

/**
 * Writes a page's HTML. Synchronously: for files this small, fs/promises' thread-pool round trip
 * and promise for each of open, write and close cost the main thread more than the write.
 */
export function writePage(file: string, html: string, job: { path: string; file: string }, madeDirs: Set<string>, shownOutDir: string) {
  try {
    const dir = path.dirname(file);
    if (!madeDirs.has(dir)) {
      mkdirSync(dir, { recursive: true });
      madeDirs.add(dir);
    }
    writeFileSync(file, html);
  } catch (e) {
    const error = e as NodeJS.ErrnoException;
    // Shown relative to the output folder, whose temporary name means nothing to the user.
    const shown = path.join(path.basename(shownOutDir).replace(/\.tmp-\d+$/, ''), job.file);
    throw new DocsiteError(`Could not write the page ${job.path} to ${shown}: ${error.code ?? error.message}.`, {
      hint:
        error.code === 'ENOTDIR' || error.code === 'EEXIST' || error.code === 'EISDIR'
          ? `A static file or another page's output is where this page's folder or file must go. Rename one of them.`
          : 'Check that the output folder can be written and the disk has room.',
      cause: error,
    });
  }
}

/** Every page to render, in path order, with its route chain and locale, then each locale's not-found page. */
export function pageJobs(o: RenderOptions) {
  const root = o.rootBaseUrl ?? o.site.baseUrl;
  const bases = (o.locales ?? []).map((l) => ({ locale: l.locale, baseUrl: l.baseUrl }));
  const localeOf = (p: string) => (bases.length > 1 ? localeOfPath(p, bases) : undefined);
  const notFound = bases.length > 1 ? bases.map((b) => b.baseUrl + '404.html') : [o.site.baseUrl + '404.html'];
  return [...pagePaths(o.manifest.routes), ...notFound].map((p) => ({ path: p, file: outputFileFor(p, root), locale: localeOf(p) })).map((job) => {
    const chain = matchRoutes(o.manifest.routes, job.path);
    // Each route without its child routes: converting those too would copy every page once per
    // page, since every page's parent holds every page.
    const clientChain = chain.map(clientRouteOwn);
    // On-demand ("~") modules are left to the page.
    return { ...job, chain, clientChain, ids: chunkIdsOf(chain) };
  });
}

export type PageJob = ReturnType<typeof pageJobs>[number];

/** Renders a page with the server entry `server()` returns (or recalls it from `previous`) and writes its HTML file. */
export function createJobRenderer(o: RenderOptions, server: () => ServerEntry) {
  const tags = (list?: (string | object)[]) => (list ?? []).map((t) => renderTag(t as any)).join('\n');
  const tagsOf = (h: RenderOptions['htmlTags']) => ({ headTags: tags(h.headTags), preBodyTags: tags(h.preBodyTags), postBodyTags: tags(h.postBodyTags) });
  const first = { site: o.site, ...tagsOf(o.htmlTags) };
  const byLocale = new Map((o.locales ?? []).map((l, i) => [l.locale, i === 0 ? first : { site: l.site, ...tagsOf(l.htmlTags) }]));
  const primary = o.locales?.[0]?.locale;
  /** Pages whose markup came from the previous build (render cache hits that held). */
  let recalled = 0;
  const keyOf = (job: PageJob) => (o.cache ? renderKey(o.cache, job.path, job.clientChain, job.ids) : '');
  const render = async (job: PageJob, previous: Map<string, CachedPage> | null, outDir: string, madeDirs: Set<string>, key = keyOf(job)): Promise<RenderedJob> => {
    const { chain, clientChain, ids } = job;
    const source = chain[chain.length - 1]?.metadata?.sourceFilePath;
    let result = previous && recall(previous.get(key), o.cache!.previousOutDir);
    if (result) recalled++;
    else {
      try {
        result = await server().render(job.path, clientChain, job.locale === primary ? undefined : job.locale);
      } catch (error) {
        throw await renderError(error, job.path, source, server(), o);
      }
      checkPolicy(result.policy, job.path, source);
    }
    const policy = Object.keys(result.policy).length > 0 ? result.policy : undefined;
    const chunks: Record<string, ChunkInfo> = {};
    for (const id of ids) chunks[id] = o.client.chunks[id];
    const preloads = new Set<string>(o.client.entry.deps ?? []);
    for (const id of ids) {
      preloads.add(o.client.chunks[id].js);
      o.client.chunks[id].deps?.forEach((d) => preloads.add(d));
    }
    const pageData: PageData = { path: job.path, chain: clientChain, chunks, shards: o.shards, ...(policy && { policy }), ...(job.locale && job.locale !== primary && { locale: job.locale }) };
    const noIndex = chain.some((r) => r.metadata?.noIndex);
    const { site, headTags, preBodyTags, postBodyTags } = (job.locale && byLocale.get(job.locale)) || first;
    const { before, after } = documentAround({
      site,
      pageHead: result.head,
      pageData,
      entry: o.client.entry.js,
      preloads: [...preloads],
      stylesheet: o.client.stylesheet,
      headTags,
      preBodyTags,
      postBodyTags,
      baseUrlBanner: site.baseUrlIssueBanner && job.path === site.baseUrl,
      noIndex,
      docsiteVersion: o.docsiteVersion,
    });
    const html = before + result.html + after;
    writePage(path.join(outDir, job.file), html, job, madeDirs, o.outDir);
    const page: RenderedPage = { path: job.path, file: job.file, title: result.title, noIndex, source: source ? path.relative(process.cwd(), source) : undefined, ...extractLinksAndAnchors(result.html), scripts: [o.client.entry.js, ...preloads], ...(policy && { policy }) };
    if (o.hashHtml) page.htmlHash = crypto.createHash('sha1').update(html).digest('hex');
    const cached: CachedPage | null = key ? { head: result.head, title: result.title, policy: result.policy, file: job.file, at: before.length, length: result.html.length, sha1: sha1(result.html) } : null;
    return { page, cacheEntry: cached ? `${JSON.stringify(key)}:${JSON.stringify(cached)}` : '' };
  };
  return { render, keyOf, recalled: () => recalled };
}

export type JobRenderer = ReturnType<typeof createJobRenderer>;
