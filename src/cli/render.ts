// Renders every route to a static HTML file. Returns data about each page; the link checker and
// postBuild plugins work from that.
import crypto from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoutes } from '../runtime/paths.ts';
import { chunkIdsOf } from '../runtime/routeTable.ts';
import type { PolicySources } from '../runtime/pagePolicy.tsx';
import type { ChunkInfo, ClientSiteConfig, PageData, RouteShard } from '../runtime/types.ts';
import type { ClientBundle } from './bundle/bundle.ts';
import { checkNavbarItems } from './checkNavbar.ts';
import { policySourceProblems } from './contentSecurityPolicy.ts';
import { DocsiteError } from './errors.ts';
import { APP_OPEN, documentAround, renderTag } from './html.ts';
import { helperOptions, startRenderHelper, type RenderHelper, type WarmRenderHelper } from './renderHelper.ts';
import { loadIsolatedServerEntry } from './serverBundle.ts';
import { packCodes, type ModuleCodes } from './sharedCodes.ts';
import { clientRouteOwn, pagePaths, toClientRoute, type ManifestRoute, type RouteManifest } from './routes.ts';
import type { HtmlTags, RenderedPage } from './types.ts';

interface ServerEntry {
  render(pathname: string, chain: ReturnType<typeof toClientRoute>[]): Promise<RenderResult>;
  loadServerChunk(id: string): Promise<any>;
  siteData: { globalData: Record<string, Record<string, unknown>> };
  /** The site's @theme/NavbarItem/ComponentTypes. */
  navbarItemTypes?: Record<string, unknown>;
}

export interface RenderOptions {
  serverEntryFile: string;
  manifest: RouteManifest;
  client: ClientBundle;
  shards: RouteShard[];
  site: ClientSiteConfig;
  outDir: string;
  siteDir: string;
  /** The site config file, where navbar problems are reported. */
  configFile?: string;
  htmlTags: HtmlTags;
  docsiteVersion: string;
  onProgress?: (done: number, total: number) => void;
  /** Import the server bundle in a worker that goes away with it (dev: see serverBundle.ts). */
  isolate?: boolean;
  /** A server entry already loaded (dev keeps one per build for edits); the caller closes it. */
  server?: ServerEntry;
  /** The server side of the direct modules by id, when the build kept them in memory (no files written). */
  directModules?: ReadonlyMap<string, string>;
  /** Put a hash of each page's HTML on its RenderedPage (dev: did a rebuild change what a page shows?). */
  hashHtml?: boolean;
  /**
   * Rendered markup kept across builds (see CachedPage below): `file` lists it, `previousOutDir`
   * holds the HTML files of the build that wrote that list, `serverHash` names the server bundle,
   * `moduleHashes` the content of the modules outside it (direct modules).
   */
  cache?: { file: string; previousOutDir: string; serverHash: string; moduleHashes: Record<string, string> };
  /**
   * Render in a second thread too (renderHelper.ts), when this many pages or more are to render
   * (no render cache holds them); default: this thread alone.
   */
  helperMinPages?: number;
  /**
   * A render worker the build started while it compiled (warmRenderHelper), its server entry loaded
   * already: the helper, when there is one. The caller closes it (whether or not it was used).
   */
  warmHelper?: WarmRenderHelper;
  /** Where DEBUG=docsite lines go. */
  debug?: (line: string) => void;
  /**
   * Work of the build's own that waits for nothing here (a cache to write): run by this thread at
   * its first turn of the event loop in the render, while the render worker starts and renders,
   * and awaited with the pages.
   */
  whileRendering?: () => Promise<unknown>;
}

/** `policy`: what the page's components asked for beyond the strict Content-Security-Policy. */
export type RenderResult = { html: string; head: string; title: string; policy: PolicySources };

/**
 * A render cache entry. The page's markup is not copied into the cache: it is in the page's HTML
 * file, `length` characters from `at`, and `sha1` is its hash. A later build reads it from there
 * (the previous build's output, still in place while the next one renders) and renders the page
 * again when the file is gone or no longer holds that markup. Copying the markup cost the 500-page
 * corpus a second copy of every page's markup (render.json: 14.6 MiB, now 0.8 MiB) to build, send
 * between threads and write, about 3% of the CPU of a cold build.
 */
interface CachedPage {
  head: string;
  title: string;
  policy: PolicySources;
  /** The HTML file, relative to the output folder. */
  file: string;
  at: number;
  length: number;
  sha1: string;
}

/** A page rendered and written: what renderAll returns of it, and its render cache entry (empty without a cache). */
export interface RenderedJob {
  page: RenderedPage;
  /** `"key":{CachedPage}`, serialized by the thread that rendered the page. */
  cacheEntry: string;
}

/**
 * A page's server-rendered markup depends on the server bundle (theme, config, global data), its
 * path, its route chain (ids and props) and the modules of that chain: the key holds all of them,
 * so an edit re-renders the pages that show it and reuses the rest.
 */
function renderKey(o: NonNullable<RenderOptions['cache']>, pathname: string, chain: unknown, ids: string[]): string {
  const hash = crypto.createHash('sha1').update(o.serverHash).update('\0').update(pathname).update('\0').update(JSON.stringify(chain));
  for (const id of ids) hash.update('\0').update(id).update(':').update(o.moduleHashes[id] ?? '');
  return hash.digest('hex');
}

async function readRenderCache(file: string): Promise<Map<string, CachedPage>> {
  try {
    return new Map(Object.entries(JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, CachedPage>));
  } catch {
    return new Map();
  }
}

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('base64');

/**
 * A cached page's markup, read from the previous build's HTML file: at its place, or (a plugin
 * added to the head after rendering) after the element it renders into. Undefined when the
 * file is gone or holds other markup there: the page renders again.
 */
function recall(entry: CachedPage | undefined, outDir: string): RenderResult | undefined {
  // A cache file written by another version of docsite, or by hand: any other shape is a miss.
  if (typeof entry?.file !== 'string' || typeof entry.at !== 'number' || typeof entry.length !== 'number' || typeof entry.head !== 'string' || typeof entry.title !== 'string' || typeof entry.policy !== 'object' || entry.policy === null) return undefined;
  let text: string;
  try {
    text = readFileSync(path.join(outDir, entry.file), 'utf8');
  } catch {
    return undefined;
  }
  const found = APP_OPEN.length + text.indexOf(APP_OPEN);
  for (const at of found === entry.at || found < APP_OPEN.length ? [entry.at] : [entry.at, found]) {
    const html = text.slice(at, at + entry.length);
    if (html.length === entry.length && sha1(html) === entry.sha1) return { html, head: entry.head, title: entry.title, policy: entry.policy };
  }
  return undefined;
}

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

/** Checks every route component module has a default export before rendering anything. */
async function checkDefaultExports(server: ServerEntry, manifest: RouteManifest, siteDir: string, outDir: string): Promise<void> {
  const components = new Set<string>();
  const visit = (list: ManifestRoute[]) => list.forEach((r) => (components.add(r.component), r.routes && visit(r.routes)));
  visit(manifest.routes);
  const missing: string[] = [];
  for (const id of components) {
    // Each route's component loads here first: a module that throws as it loads is reported so.
    const mod = await server.loadServerChunk(id).catch(async (error) => Promise.reject(await serverLoadError(error, siteDir, outDir)));
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

const BROWSER_GLOBALS = /^(window|document|localStorage|sessionStorage|navigator|location|self|matchMedia|requestAnimationFrame)$/;

/**
 * Why rendering a page failed, in the user's terms: a navbar item in the config the theme cannot
 * render, a name an MDX expression uses but nothing defines, or browser-only code run on the server.
 */
async function renderError(error: unknown, pagePath: string, source: string | undefined, server: ServerEntry, o: RenderOptions): Promise<DocsiteError> {
  const message = (error as Error)?.message ?? String(error);
  // Checked only once rendering failed, so a swizzled navbar with item types of its own is never second-guessed.
  const navbar = server.navbarItemTypes ? checkNavbarItems(o.site.themeConfig?.navbar?.items ?? [], Object.keys(server.navbarItemTypes), server.siteData.globalData) : [];
  if (navbar.length > 0) {
    return new DocsiteError(`${navbar.length === 1 ? 'A navbar item' : `${navbar.length} navbar items`} in the site config cannot be rendered:`, {
      location: o.configFile ? { file: path.relative(process.cwd(), o.configFile) } : undefined,
      details: navbar.map((p) => `- ${p}`),
      hint: 'Fix these items of themeConfig.navbar.items in the site config and build again.',
      cause: error,
    });
  }
  const file = source ? path.relative(process.cwd(), source) : undefined;
  const title = `Rendering ${pagePath} failed: ${message}`;
  // A name nothing defines (browser globals aside: those are code that must wait for the browser).
  const name = (error as Error)?.name === 'ReferenceError' ? /^([\w$]+) is not defined$/.exec(message)?.[1] : undefined;
  const undefinedName = name && !BROWSER_GLOBALS.test(name) ? name : undefined;
  const missingComponent = /^Expected component `([\w$.]+)` to be defined/.exec(message)?.[1];
  const escape = (s: string) => s.replace(/[.$]/g, '\\$&');
  const usage = undefinedName ? new RegExp(`\\{[^}]*?(?<![\\w$.])${escape(undefinedName)}(?![\\w$])`) : missingComponent ? new RegExp(`<${escape(missingComponent)}(?![\\w$.])`) : undefined;
  // Found in the page's own Markdown, the name is used there and not in a theme component.
  const where = usage && file && /\.mdx?$/.test(file) ? await locateInMarkdown(source!, usage) : undefined;
  if (where && undefinedName) {
    return new DocsiteError(title, { location: { file: file!, ...where }, hint: `In MDX, {${undefinedName}} is a JavaScript expression: import or export ${undefinedName} in this file, or write \\{ for a literal brace.`, cause: error });
  }
  if (where && missingComponent) {
    return new DocsiteError(title, { location: { file: file!, ...where }, hint: `Import ${missingComponent} at the top of this file before using <${missingComponent} />, or remove the tag.`, cause: error });
  }
  return new DocsiteError(title, {
    location: file ? { file } : undefined,
    hint: undefinedName
      ? `Import or declare ${undefinedName} in the code that uses it.`
      : 'The page threw while rendering on the server. Code that needs the browser (window, document, localStorage) belongs in useEffect.',
    cause: error,
  });
}

/**
 * Why the server bundle failed to load: code at the top level of one of its modules threw. The
 * bundle has no source maps, so the site's own code files (outside node_modules, the build's
 * folders and dot-folders) are searched for the error's message; one file holding it is named.
 */
async function serverLoadError(error: unknown, siteDir: string, outDir: string): Promise<DocsiteError> {
  // The output being written, and the last build's, hold the bundles with the same text.
  const outputs = [outDir, outDir.replace(/\.tmp-\d+$/, '')].map((d) => d + path.sep);
  if (error instanceof DocsiteError) return error;
  const message = (error as Error)?.message ?? String(error);
  const name = (error as Error)?.name === 'ReferenceError' ? /^([\w$]+) is not defined$/.exec(message)?.[1] : undefined;
  let location: { file: string; line: number; column: number } | undefined;
  if (message.length >= 8) {
    const found: { file: string; line: number; column: number }[] = [];
    const entries = await fs.readdir(siteDir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (!e.isFile() || !/\.(tsx?|jsx?|mjs|cjs)$/.test(e.name)) continue;
      const file = path.join(e.parentPath, e.name);
      if (outputs.some((d) => file.startsWith(d)) || path.relative(siteDir, file).split(path.sep).some((part) => part === 'node_modules' || part.startsWith('.'))) continue;
      const lines = (await fs.readFile(file, 'utf8').catch(() => '')).split('\n');
      const i = lines.findIndex((l) => l.includes(message));
      if (i !== -1) found.push({ file: path.relative(process.cwd(), file), line: i + 1, column: lines[i].indexOf(message) + 1 });
    }
    if (found.length === 1) location = found[0];
  }
  return new DocsiteError(`The server bundle failed to load: ${message}`, {
    location,
    hint:
      name && BROWSER_GLOBALS.test(name)
        ? `Code at the top level of a module runs when the bundle loads, on the server too: move what uses ${name} into a component's useEffect.`
        : 'Code at the top level of a module of the site (a component in content/theme/, a file it imports) runs when the bundle loads: fix what throws there, or move it into the component. Run again with DEBUG=docsite for the stack trace.',
    cause: error,
  });
}

/** Fails on policy sources a component of the page asked for (useContentSecurityPolicy) that no header could carry. */
function checkPolicy(policy: unknown, pagePath: string, source: string | undefined): void {
  const problems = policySourceProblems(policy);
  if (problems.length === 0) return;
  throw new DocsiteError(`The page ${pagePath} asks for Content-Security-Policy sources docsite cannot grant:`, {
    location: source ? { file: path.relative(process.cwd(), source) } : undefined,
    details: problems.map((p) => `- ${p}`),
    hint: "Pass useContentSecurityPolicy an object of directive -> sources, such as { 'script-src': [\"'unsafe-eval'\"] }, from the component that needs them.",
  });
}

/** Line and column (1-based) where `pattern` first matches a line of a Markdown file. */
async function locateInMarkdown(file: string, pattern: RegExp): Promise<{ line: number; column: number } | undefined> {
  const lines = (await fs.readFile(file, 'utf8').catch(() => '')).split('\n');
  for (const [i, text] of lines.entries()) {
    const m = pattern.exec(text);
    if (m) return { line: i + 1, column: m.index + 1 };
  }
  return undefined;
}

/** What a page loads with its route: on-demand ("~") modules are left to the page. */
function chunkIds(chain: ManifestRoute[]): string[] {
  return chunkIdsOf(chain);
}

export async function renderPages(o: RenderOptions): Promise<RenderedPage[]> {
  if (o.server) return (await createPageRenderer(o.server, o)).renderAll();
  if (o.isolate) {
    const server = await loadIsolatedServerEntry(o.serverEntryFile).catch(async (error) => Promise.reject(await serverLoadError(error, o.siteDir, o.outDir)));
    try {
      return await (await createPageRenderer(server, o)).renderAll();
    } finally {
      await server.close();
    }
  }
  // Not awaited here: renderAll hands the render worker its pages first, so the worker renders
  // while this thread loads its own copy of the server entry (see createPageRenderer).
  const load = () => importServerEntry(o.serverEntryFile, o.directModules).catch(async (error) => Promise.reject(await serverLoadError(error, o.siteDir, o.outDir)));
  return (await createPageRenderer(load, o)).renderAll();
}

/** Loads the server entry a build wrote, with the direct modules' code from memory when given (build) or from their folder. */
export async function importServerEntry(serverEntryFile: string, directModules?: ModuleCodes): Promise<ServerEntry> {
  const server = (await import(`${pathToFileURL(serverEntryFile).href}?t=${Date.now()}`)) as ServerEntry;
  useDirectModules(server, serverEntryFile, directModules);
  return server;
}

/** Where the server entry finds the direct modules: `directModules` (by id), or their folder beside it. */
export function useDirectModules(server: ServerEntry, serverEntryFile: string, directModules?: ModuleCodes): void {
  const entry = server as ServerEntry & { setDirectModulesDir?: (dir: string) => void; setDirectModuleCodes?: (codes: ModuleCodes, dir: string) => void };
  const directDir = path.join(path.dirname(serverEntryFile), 'direct');
  if (directModules) entry.setDirectModuleCodes?.(directModules, directDir);
  else entry.setDirectModulesDir?.(directDir);
}

export interface PageRenderer {
  /** Every page, through the render cache when there is one; writes the cache file. */
  renderAll(): Promise<RenderedPage[]>;
  /**
   * Renders the pages `todo` lists (job indexes), taking the next one from `counter` (shared with
   * another thread doing the same) until none is left, `counter` is pushed past the end, or one fails.
   */
  renderShare(todo: readonly number[], counter: Int32Array, onRendered: (index: number, job: RenderedJob) => void | Promise<void>): Promise<{ index: number; error: unknown } | null>;
  /** Renders again, without the cache, the pages whose route chain loads one of `ids`; writes their HTML to `outDir`. */
  renderPagesOf(ids: Set<string>, outDir: string): Promise<RenderedPage[]>;
}

/**
 * Writes a page's HTML. Synchronously: on a disk at rest, 2000 pages of 45 KB took 125 ms of the
 * main thread this way, against 280 ms and 430 ms of CPU through fs/promises (a thread-pool round
 * trip and a promise for each of open, write and close).
 */
function writePage(file: string, html: string, job: { path: string; file: string }, madeDirs: Set<string>, shownOutDir: string) {
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

/**
 * Writes the render cache entry by entry into a temporary file, renamed over `file` by finish();
 * abandon() (a no-op after finish) removes it when the render fails part way.
 */
async function renderCacheWriter(file: string) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const handle = await fs.open(tmp, 'w');
  let parts: string[] = ['{'];
  let size = 1;
  let first = true;
  let open = true;
  // One write at a time (a FileHandle's writes must not overlap), whoever adds meanwhile.
  let writing: Promise<unknown> = Promise.resolve();
  const flush = () => {
    const chunk = parts.join('');
    parts = [];
    size = 0;
    writing = writing.then(() => handle.write(chunk));
    return writing;
  };
  return {
    /** One entry, `"key":{...}`. */
    async add(cacheEntry: string) {
      const entry = `${first ? '' : ','}${cacheEntry}`;
      first = false;
      parts.push(entry);
      size += entry.length;
      if (size > 1 << 22) await flush();
    },
    async finish() {
      parts.push('}');
      await flush();
      await handle.close();
      await fs.rename(tmp, file);
      // Only now: when the rename fails, abandon() still removes the temporary file.
      open = false;
    },
    async abandon() {
      if (!open) return;
      open = false;
      await handle.close().catch(() => {});
      await fs.rm(tmp, { force: true });
    },
  };
}

/**
 * Renders pages with one server entry: the whole site once, then (dev) the pages an edit touched.
 * `entry` may be a function that loads it: each method loads it (once) and checks that every
 * route module has a default export before its first page, and fails with the error of either.
 * renderAll starts the render worker first.
 */
export async function createPageRenderer(entry: ServerEntry | (() => Promise<ServerEntry>), o: RenderOptions): Promise<PageRenderer> {
  let server!: ServerEntry;
  let loading: Promise<void> | undefined;
  const ready = () =>
    (loading ??= Promise.resolve(typeof entry === 'function' ? entry() : entry).then(async (s) => {
      await checkDefaultExports(s, o.manifest, o.siteDir, o.outDir);
      server = s;
    }));
  const paths = pagePaths(o.manifest.routes);
  const notFound = o.site.baseUrl + '404.html';
  const jobs = [...paths.map((p) => ({ path: p, file: outputFileFor(p, o.site.baseUrl) })), { path: notFound, file: '404.html' }].map((job) => {
    const chain = matchRoutes(o.manifest.routes, job.path);
    // Each route without its child routes: converting those too (toClientRoute) cost the
    // 1000-page corpus a million copies, every page's parent holding every page.
    const clientChain = chain.map(clientRouteOwn);
    return { ...job, chain, clientChain, ids: chunkIds(chain) };
  });
  type Job = (typeof jobs)[number];
  const tags = (list?: (string | object)[]) => (list ?? []).map((t) => renderTag(t as any)).join('\n');
  const headTags = tags(o.htmlTags.headTags);
  const preBodyTags = tags(o.htmlTags.preBodyTags);
  const postBodyTags = tags(o.htmlTags.postBodyTags);

  /** Pages whose markup came from the previous build (render cache hits that held). */
  let recalled = 0;
  const keyOf = (job: Job) => (o.cache ? renderKey(o.cache, job.path, job.clientChain, job.ids) : '');
  /** Renders one page and writes its HTML file. */
  const renderJob = async (job: Job, previous: Map<string, CachedPage> | null, outDir: string, madeDirs: Set<string>, key = keyOf(job)): Promise<RenderedJob> => {
    const { chain, clientChain, ids } = job;
    let result = previous && recall(previous.get(key), o.cache!.previousOutDir);
    if (result) recalled++;
    else {
      try {
        result = await server.render(job.path, clientChain);
      } catch (error) {
        throw await renderError(error, job.path, chain[chain.length - 1]?.metadata?.sourceFilePath, server, o);
      }
      checkPolicy(result.policy, job.path, chain[chain.length - 1]?.metadata?.sourceFilePath);
    }
    const policy = Object.keys(result.policy).length > 0 ? result.policy : undefined;
    const chunks: Record<string, ChunkInfo> = {};
    for (const id of ids) chunks[id] = o.client.chunks[id];
    const preloads = new Set<string>(o.client.entry.deps ?? []);
    for (const id of ids) {
      preloads.add(o.client.chunks[id].js);
      o.client.chunks[id].deps?.forEach((d) => preloads.add(d));
    }
    const pageData: PageData = { path: job.path, chain: clientChain, chunks, shards: o.shards, ...(policy && { policy }) };
    const noIndex = chain.some((r) => r.metadata?.noIndex);
    const { before, after } = documentAround({
      site: o.site,
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
    const html = before + result.html + after;
    writePage(path.join(outDir, job.file), html, job, madeDirs, o.outDir);
    const sourceFile = chain[chain.length - 1]?.metadata?.sourceFilePath;
    const page: RenderedPage = { path: job.path, file: job.file, title: result.title, noIndex, source: sourceFile ? path.relative(process.cwd(), sourceFile) : undefined, ...extractLinksAndAnchors(result.html), scripts: [o.client.entry.js, ...preloads], ...(policy && { policy }) };
    if (o.hashHtml) page.htmlHash = crypto.createHash('sha1').update(html).digest('hex');
    const cached: CachedPage | null = key ? { head: result.head, title: result.title, policy: result.policy, file: job.file, at: before.length, length: result.html.length, sha1: sha1(result.html) } : null;
    return { page, cacheEntry: cached ? `${JSON.stringify(key)}:${JSON.stringify(cached)}` : '' };
  };

  const renderShare: PageRenderer['renderShare'] = async (todo, counter, onRendered) => {
    await ready();
    const madeDirs = new Set<string>();
    for (let here = 1; ; here++) {
      const next = Atomics.add(counter, 0, 1);
      if (next >= todo.length) return null;
      const index = todo[next];
      let rendered: RenderedJob;
      try {
        rendered = await renderJob(jobs[index], null, o.outDir, madeDirs);
      } catch (error) {
        // The other thread stops too, after the page it is rendering.
        Atomics.store(counter, 0, todo.length);
        return { index, error };
      }
      await onRendered(index, rendered);
      // A turn of the event loop now and then: the other thread's pages, waiting as messages
      // until this one takes them in, go to their files (and their memory with them).
      if (here % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  };

  return {
    async renderAll() {
      const pages: RenderedPage[] = new Array(jobs.length);
      // Folders made by this call: each page folder is made once, not once per write.
      const madeDirs = new Set<string>();
      const previous = o.cache ? await readRenderCache(o.cache.file) : null;
      // Only this build's pages: the file never grows past one site's worth. Written as the pages
      // render: holding every page's markup and then the whole file as one string cost the
      // 1000-page corpus 170 MiB at the end of the build.
      const cacheOut = o.cache ? await renderCacheWriter(o.cache.file) : null;
      // Keys only when a cache was read: a thread that renders a page makes its key anyway.
      const keys = previous?.size ? jobs.map(keyOf) : null;
      let done = 0;
      const record = async (index: number, { page, cacheEntry }: RenderedJob) => {
        pages[index] = page;
        await cacheOut?.add(cacheEntry);
        o.onProgress?.(++done, jobs.length);
      };
      let helper: RenderHelper | null = null;
      try {
        // What the render cache holds is this thread's (reading it is quick); the rest may be shared.
        const todo: number[] = [];
        const hits: number[] = [];
        for (const index of jobs.keys()) (keys && previous!.has(keys[index]) ? hits : todo).push(index);
        const counter = new Int32Array(new SharedArrayBuffer(4));
        // The worker gets its pages before this thread waits for its own server entry: started
        // during the compile, it renders from here on, while this thread loads.
        if (o.helperMinPages !== undefined && todo.length >= o.helperMinPages) {
          const directCodes = o.directModules && packCodes(o.directModules);
          helper = startRenderHelper({ options: helperOptions(o), todo, counter: counter.buffer as SharedArrayBuffer, directCodes }, record, o.warmHelper);
        }
        // At this thread's first turn of the event loop: while its server entry loads, or at a wait
        // for a chunk, or eight pages in (see renderShare).
        const background = o.whileRendering ? new Promise((resolve) => setImmediate(resolve)).then(o.whileRendering) : null;
        background?.catch(() => {});
        await ready();
        for (const index of hits) await record(index, await renderJob(jobs[index], previous, o.outDir, madeDirs, keys![index]));
        if (previous?.size) o.debug?.(`Render pages: ${recalled} of ${jobs.length} from the render cache (${hits.length - recalled} of its entries no longer matched the previous build's files).`);
        const failures: { index: number; error: unknown }[] = [];
        let renderedHere = 0;
        const mine = await renderShare(todo, counter, (index, job) => (renderedHere++, record(index, job)));
        if (mine) failures.push(mine);
        if (helper) {
          // Every page taken: what this thread did not render, the worker did (or failed on).
          const theirs = await (mine ? helper.done : helper.received(todo.length - renderedHere));
          if (theirs) failures.push(theirs);
          o.debug?.(`Render pages: the render worker${helper.warm ? ', started during the compile,' : ''} rendered ${helper.pages()} of ${todo.length}.`);
        }
        // Pages taken but not rendered: the helper stopped (then this thread does its share), or
        // a page failed and both threads stopped taking pages. Before the first failure, in path
        // order: so the error reported is the one a render on one thread would have reported.
        const firstFailure = failures.length ? Math.min(...failures.map((f) => f.index)) : jobs.length;
        for (const index of todo) {
          if (index >= firstFailure) break;
          if (!pages[index]) await record(index, await renderJob(jobs[index], previous, o.outDir, madeDirs, keys?.[index]));
        }
        if (failures.length) throw failures.find((f) => f.index === firstFailure)!.error;
        await background;
        await cacheOut?.finish();
      } finally {
        await helper?.close();
        await cacheOut?.abandon();
      }
      return pages;
    },
    renderShare,
    async renderPagesOf(ids, outDir) {
      await ready();
      const pages: RenderedPage[] = [];
      const madeDirs = new Set<string>();
      for (const job of jobs) {
        if (!job.ids.some((id) => ids.has(id))) continue;
        // No key: an edit's pages go to no cache file, so nothing is hashed or serialized for one.
        const { page } = await renderJob(job, null, outDir, madeDirs, '');
        pages.push(page);
      }
      return pages;
    },
  };
}
