// What the renderer takes and gives: shared by the build's thread and the render worker.
import type { PolicySources } from '../../../runtime/pagePolicy.tsx';
import type { ClientSiteConfig, RouteShard } from '../../../runtime/types.ts';
import type { ClientBundle } from '../../bundle/bundle.ts';
import type { Worker } from 'node:worker_threads';
import type { toClientRoute, RouteManifest } from '../routes.ts';
import type { HtmlTags, RenderedPage } from '../../types.ts';

export interface ServerEntry {
  /** `locale`: another locale than the build's first, whose data and messages the page is rendered with. */
  render(pathname: string, chain: ReturnType<typeof toClientRoute>[], locale?: string): Promise<RenderResult>;
  loadServerChunk(id: string): Promise<any>;
  siteData: { globalData: Record<string, Record<string, unknown>> };
  /** The site's @theme/NavbarItem/ComponentTypes. */
  navbarItemTypes?: Record<string, unknown>;
}

/** A locale's pages: rendered with its own config, head tags and messages (its data is in the server entry). */
export interface LocaleRender {
  locale: string;
  /** The locale's baseUrl: its pages, and its 404.html, are under it. */
  baseUrl: string;
  site: ClientSiteConfig;
  htmlTags: HtmlTags;
}

export interface RenderOptions {
  serverEntryFile: string;
  /**
   * Every locale of the build, the one of `site` first, when there are several; output files are
   * then placed from the first one's site baseUrl (`rootBaseUrl`).
   */
  locales?: LocaleRender[];
  /** The baseUrl output files are placed from (the site's own); default: site.baseUrl. */
  rootBaseUrl?: string;
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

/** A page rendered and written: what renderAll returns of it, and its render cache entry (empty without a cache). */
export interface RenderedJob {
  page: RenderedPage;
  /** `"key":{CachedPage}`, serialized by the thread that rendered the page. */
  cacheEntry: string;
}

/** A render worker started before the pages can render: see workers/renderHelper.ts, warmRenderHelper. */
export interface WarmRenderHelper {
  /** Takes the worker, once: null when it was closed (or taken) already. */
  take(): Worker | null;
  /** Stops the worker unless it was taken; the taker stops it (RenderHelper.close). */
  close(): Promise<void>;
}
