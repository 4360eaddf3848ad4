// Renders every route to a static HTML file. Returns data about each page; the link checker and
// postBuild plugins work from that.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadIsolatedServerEntry } from '../../workers/serverBundle.ts';
import type { ModuleCodes } from '../../workers/sharedCodes.ts';
import type { RenderedPage } from '../../types.ts';
import { checkDefaultExports, serverLoadError } from './errors.ts';
import type { RenderedJob, RenderOptions, ServerEntry } from './options.ts';
import { createJobRenderer, pageJobs } from './page.ts';
import { renderAll, shareRenderer } from './share.ts';

export type { RenderedJob, RenderOptions, RenderResult } from './options.ts';
export { extractLinksAndAnchors, outputFileFor } from './page.ts';

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
  const jobs = pageJobs(o);
  const pages = createJobRenderer(o, () => server);
  const renderShare = shareRenderer(jobs, pages, ready, o.outDir);
  return {
    renderAll: () => renderAll(o, jobs, pages, ready, renderShare),
    renderShare,
    async renderPagesOf(ids, outDir) {
      await ready();
      const out: RenderedPage[] = [];
      const madeDirs = new Set<string>();
      for (const job of jobs) {
        if (!job.ids.some((id) => ids.has(id))) continue;
        // No key: an edit's pages go to no cache file, so nothing is hashed or serialized for one.
        out.push((await pages.render(job, null, outDir, madeDirs, '')).page);
      }
      return out;
    },
  };
}
