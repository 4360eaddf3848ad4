// Dev's builds: a rebuild after a change (the pages reload, or are told the build failed), and
// an edit of a Markdown page's text shown in place without one (hotUpdate.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { formatError } from '../errors.ts';
import { createReporter, formatMs } from '../shared/task.ts';
import { build, type BuildSession } from '../stages/index.ts';
import type { DevEvents } from './events.ts';

export interface DevOptions {
  siteDir: string;
  configFile?: string;
  port?: number;
  host?: string;
  verbose?: boolean;
  /** The locale to serve (--locale); default: the default locale. */
  locale?: string;
}

const ERROR_PAGE = '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>docsite dev: build failed</title></head><body><p>The first build failed; the error is shown above. Fix it and save.</p></body></html>';

export interface Rebuilder {
  /** The build the open pages show, and the error of the last build (null when it succeeded). */
  state: { buildId: number; lastError: string | null; watchPaths: string[]; baseUrl: string };
  rebuild(reason: string, afterHotUpdate?: boolean): Promise<void>;
  /** True when the open pages were told to load the new modules of `files`. */
  hotUpdate(files: string[], label: string): Promise<boolean>;
}

export function createRebuilder(options: DevOptions, outDir: string, session: BuildSession, events: () => DevEvents): Rebuilder {
  const quiet = createReporter(process.stdout, !options.verbose);
  // Until a build succeeds, watch the config wherever it is and the default content folder.
  const state: Rebuilder['state'] = { buildId: 0, lastError: null, watchPaths: [options.configFile ? path.resolve(options.siteDir, options.configFile) : options.siteDir, path.join(options.siteDir, 'content')], baseUrl: '/' };
  // What each page's HTML was when the browser last loaded it: a rebuild that changes none of them
  // (the one that follows an edit shown already) does not reload the pages again.
  let shown = new Map<string, string | undefined>();

  async function rebuild(reason: string, afterHotUpdate = false): Promise<void> {
    const started = performance.now();
    try {
      const result = await build({ siteDir: options.siteDir, configFile: options.configFile, outDir, dev: true, minify: false, reporter: quiet, locales: options.locale ? [options.locale] : undefined }, session);
      state.watchPaths = result.watchPaths;
      state.baseUrl = result.config.siteConfig.baseUrl;
      const next = new Map(result.pages.map((p) => [p.path, p.htmlHash]));
      const unchanged = afterHotUpdate && state.lastError === null && next.size === shown.size && [...next].every(([p, h]) => h !== undefined && shown.get(p) === h);
      shown = next;
      if (unchanged) {
        if (options.verbose) console.log(`Checked ${reason} with a rebuild in ${formatMs(performance.now() - started)}: the pages were up to date.`);
        return;
      }
      state.buildId++;
      const recovered = state.lastError !== null;
      state.lastError = null;
      console.log(`${recovered ? 'Build fixed' : 'Rebuilt'} after ${reason} in ${formatMs(performance.now() - started)}.`);
      events().send('reload', { buildId: state.buildId });
    } catch (error) {
      state.lastError = formatError(error);
      console.error(state.lastError);
      events().send('build-error', { message: state.lastError });
      await fs.mkdir(outDir, { recursive: true });
      for (const page of ['index.html', '404.html']) {
        await fs.writeFile(path.join(outDir, page), ERROR_PAGE, { flag: 'wx' }).catch(() => {});
      }
    }
  }

  /**
   * An edit of a Markdown page's text, shown without a rebuild. A rebuild once the saves stop
   * brings the rest up to date, and reloads the pages only if its HTML differs from what the
   * updates rendered.
   */
  async function hotUpdate(files: string[], label: string): Promise<boolean> {
    if (!session.hot || state.lastError !== null || !files.every((f) => /\.mdx?$/.test(f))) return false;
    const started = performance.now();
    // Open pages load the rewritten modules and render again in place, scroll position and all;
    // the server renders the pages meanwhile, for the next page load.
    let shownAfter = 0;
    const result = await session.hot
      .update(files, (ids) => {
        state.buildId++;
        events().send('update', { buildId: state.buildId, ids });
        shownAfter = performance.now() - started;
      })
      .catch(() => null);
    // null: not an edit an update can show, or rendering failed (the rebuild reports it, located).
    if (!result) return false;
    if (result.ids.length === 0) return true; // Saved without a change.
    for (const p of result.pages) shown.set(p.path, p.htmlHash);
    const n = result.pages.length;
    console.log(`Updated ${label} in ${formatMs(shownAfter)}, ${n} ${n === 1 ? 'page' : 'pages'} rendered again in ${formatMs(performance.now() - started)}.`);
    return true;
  }

  return { state, rebuild, hotUpdate };
}
