// Every page rendered, shared with a render worker when there is one: both threads take the
// next page from one counter, and a failure is reported as a render on one thread would have
// reported it (the first failing page in path order).
import { helperOptions, startRenderHelper, type RenderHelper } from '../../workers/renderHelper.ts';
import { packCodes } from '../../workers/sharedCodes.ts';
import type { RenderedPage } from '../../types.ts';
import { readRenderCache, renderCacheWriter } from './cache.ts';
import type { RenderedJob, RenderOptions } from './options.ts';
import type { JobRenderer, PageJob } from './page.ts';

export type RenderShare = (todo: readonly number[], counter: Int32Array, onRendered: (index: number, job: RenderedJob) => void | Promise<void>) => Promise<{ index: number; error: unknown } | null>;

/** Renders the pages `todo` lists, taking the next from `counter` until none is left or one fails. */
export function shareRenderer(jobs: PageJob[], pages: JobRenderer, ready: () => Promise<void>, outDir: string): RenderShare {
  return async (todo, counter, onRendered) => {
    await ready();
    const madeDirs = new Set<string>();
    for (let here = 1; ; here++) {
      const next = Atomics.add(counter, 0, 1);
      if (next >= todo.length) return null;
      const index = todo[next];
      let rendered: RenderedJob;
      try {
        rendered = await pages.render(jobs[index], null, outDir, madeDirs);
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
}

/** Every page, through the render cache when there is one; writes the cache file as the pages render. */
export async function renderAll(o: RenderOptions, jobs: PageJob[], pages: JobRenderer, ready: () => Promise<void>, renderShare: RenderShare): Promise<RenderedPage[]> {
  const out: RenderedPage[] = new Array(jobs.length);
  // Folders made by this call: each page folder is made once, not once per write.
  const madeDirs = new Set<string>();
  const previous = o.cache ? await readRenderCache(o.cache.file) : null;
  // Only this build's pages, written as they render, so the file never grows past one site's worth
  // and no page's markup waits in memory for the end of the build.
  const cacheOut = o.cache ? await renderCacheWriter(o.cache.file) : null;
  // Keys only when a cache was read: a thread that renders a page makes its key anyway.
  const keys = previous?.size ? jobs.map(pages.keyOf) : null;
  let done = 0;
  const record = async (index: number, { page, cacheEntry }: RenderedJob) => {
    out[index] = page;
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
    // for a chunk, or eight pages in (see shareRenderer).
    const background = o.whileRendering ? new Promise((resolve) => setImmediate(resolve)).then(o.whileRendering) : null;
    background?.catch(() => {});
    await ready();
    for (const index of hits) await record(index, await pages.render(jobs[index], previous, o.outDir, madeDirs, keys![index]));
    if (previous?.size) o.debug?.(`Render pages: ${pages.recalled()} of ${jobs.length} from the render cache (${hits.length - pages.recalled()} of its entries no longer matched the previous build's files).`);
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
      if (!out[index]) await record(index, await pages.render(jobs[index], previous, o.outDir, madeDirs, keys?.[index]));
    }
    if (failures.length) throw failures.find((f) => f.index === firstFailure)!.error;
    await background;
    await cacheOut?.finish();
  } finally {
    await helper?.close();
    await cacheOut?.abandon();
  }
  return out;
}
