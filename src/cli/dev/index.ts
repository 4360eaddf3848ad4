// `docsite dev`: build, serve, watch. A change rebuilds and reloads the open pages; a failed
// build is shown in the terminal and over the page, and the server keeps running.
import fs from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import chokidar from 'chokidar';
import { build, createBuildSession } from '../stages/index.ts';
import { DEV_EVENTS_PATH, devClientScript } from './devClient.ts';
import { formatError } from '../errors.ts';
import { startStaticServer, type RunningServer } from '../server/serve.ts';
import { createReporter, formatMs } from '../shared/task.ts';

export interface DevOptions {
  siteDir: string;
  configFile?: string;
  port?: number;
  host?: string;
  verbose?: boolean;
}

export interface DevServer {
  url: string;
  server: RunningServer;
  /** Resolves after the rebuild that is running or queued now has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Quiet time after an in-place update before the rebuild that checks the rest starts. A save that
 * lands while that rebuild runs is read by it, and shown by a reload instead of in place.
 */
const CHECK_DELAY_MS = 1000;

const ERROR_PAGE = '<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><title>docsite dev: build failed</title></head><body><p>The first build failed; the error is shown above. Fix it and save.</p></body></html>';

export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const outDir = path.join(options.siteDir, '.docsite', 'dev-build');
  const session = createBuildSession({ hotUpdates: true });
  const quiet = createReporter(process.stdout, !options.verbose);
  const clients = new Set<http.ServerResponse>();
  let buildId = 0;
  let lastError: string | null = null;
  // Until a build succeeds, watch the config wherever it is and the default content folder.
  let watchPaths: string[] = [options.configFile ? path.resolve(options.siteDir, options.configFile) : options.siteDir, path.join(options.siteDir, 'content')];
  let baseUrl = '/';

  const send = (event: string, data: unknown) => {
    for (const res of clients) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  // What each page's HTML was when the browser last loaded it: a rebuild that changes none of them
  // (the one that follows an edit shown already) does not reload the pages again.
  let shown = new Map<string, string | undefined>();

  async function rebuild(reason: string, afterHotUpdate = false): Promise<void> {
    const started = performance.now();
    try {
      const result = await build({ siteDir: options.siteDir, configFile: options.configFile, outDir, dev: true, minify: false, reporter: quiet }, session);
      watchPaths = result.watchPaths;
      baseUrl = result.config.siteConfig.baseUrl;
      const next = new Map(result.pages.map((p) => [p.path, p.htmlHash]));
      const unchanged = afterHotUpdate && lastError === null && next.size === shown.size && [...next].every(([p, h]) => h !== undefined && shown.get(p) === h);
      shown = next;
      if (unchanged) {
        if (options.verbose) console.log(`Checked ${reason} with a rebuild in ${formatMs(performance.now() - started)}: the pages were up to date.`);
        return;
      }
      buildId++;
      const recovered = lastError !== null;
      lastError = null;
      console.log(`${recovered ? 'Build fixed' : 'Rebuilt'} after ${reason} in ${formatMs(performance.now() - started)}.`);
      send('reload', { buildId });
    } catch (error) {
      lastError = formatError(error);
      console.error(lastError);
      send('build-error', { message: lastError });
      await fs.mkdir(outDir, { recursive: true });
      for (const page of ['index.html', '404.html']) {
        await fs.writeFile(path.join(outDir, page), ERROR_PAGE, { flag: 'wx' }).catch(() => {});
      }
    }
  }

  await rebuild('start');
  const handler = await startStaticServer({
    dir: outDir,
    port: options.port ?? 3000,
    host: options.host ?? 'localhost',
    baseUrl,
    headers: { 'Cache-Control': 'no-store' },
    transformHtml: (html) => html.replace('</body>', `${devClientScript()}</body>`),
    intercept(req, res) {
      if (req.url !== DEV_EVENTS_PATH) return false;
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(`event: hello\ndata: ${JSON.stringify({ buildId })}\n\n`);
      if (lastError) res.write(`event: build-error\ndata: ${JSON.stringify({ message: lastError })}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
  });
  console.log(`docsite dev server at ${handler.url} (Ctrl+C to stop)`);

  /**
   * An edit of a Markdown page's text, shown without a rebuild (see hotUpdate.ts): true when the
   * open pages were told to load the new modules. A rebuild once the saves stop (deferCheck)
   * brings the rest up to date, and reloads the pages only if its HTML differs from what the
   * updates rendered.
   */
  async function hotUpdate(files: string[], label: string): Promise<boolean> {
    if (!session.hot || lastError !== null || !files.every((f) => /\.mdx?$/.test(f))) return false;
    const started = performance.now();
    // Open pages load the rewritten modules and render again in place, scroll position and all;
    // the server renders the pages meanwhile, for the next page load.
    let shownAfter = 0;
    const result = await session.hot
      .update(files, (ids) => {
        buildId++;
        send('update', { buildId, ids });
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

  // The rebuild after in-place updates, once no file has changed for CHECK_DELAY_MS.
  let check: NodeJS.Timeout | null = null;
  const cancelCheck = () => {
    if (check) clearTimeout(check);
    check = null;
  };
  const deferCheck = (reason: string) => {
    cancelCheck();
    check = setTimeout(() => {
      check = null;
      running = running
        .then(async () => {
          await rebuild(reason, true);
          watcher.add(watchPaths);
        })
        .catch((error) => console.error(formatError(error)));
    }, CHECK_DELAY_MS);
  };

  // One rebuild at a time; changes that arrive meanwhile are folded into the next one.
  let running: Promise<void> = Promise.resolve();
  let pending: string | null = null;
  // The files changed since the last rebuild started, and whether any was added or removed.
  const changed = new Set<string>();
  let structural = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = (event: string, file: string) => {
    pending = path.relative(options.siteDir, file) || file;
    changed.add(path.resolve(options.siteDir, file));
    if (event !== 'change') structural = true;
    if (timer) clearTimeout(timer);
    // A waiting check is overtaken by this change: the update that shows it defers another
    // check, or the rebuild it needs checks everything.
    cancelCheck();
    timer = setTimeout(() => {
      timer = null;
      running = running
        .then(async () => {
          if (pending === null) return;
          const label = pending;
          const reason = `a change to ${label}`;
          const files = [...changed];
          const hot = !structural;
          pending = null;
          changed.clear();
          structural = false;
          if (hot && (await hotUpdate(files, label))) {
            // The rebuild that checks the rest waits for a quiet moment: saves meanwhile are
            // shown in place too, instead of queueing behind a full build.
            deferCheck(reason);
            return;
          }
          cancelCheck();
          await rebuild(reason);
          watcher.add(watchPaths);
        })
        // A rejected link would skip every later rebuild and end the process: report and go on.
        .catch((error) => console.error(formatError(error)));
    }, 30);
  };
  // Only the site's own output and tool folders are ignored; a content folder named "build" is not.
  const ignored = (p: string) => /^(\.docsite|node_modules|\.git|build)([/\\]|$)/.test(path.relative(options.siteDir, p)) || /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(p);
  const watcher = chokidar.watch(watchPaths, { ignoreInitial: true, ignored });
  watcher.on('all', (event, file) => schedule(event, file));
  // Without a listener, a watcher error (too many files, no permission) would end the server.
  watcher.on('error', (error) => console.error(formatError(error)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url: handler.url,
    server: handler,
    async idle() {
      while (timer || pending !== null || check) await new Promise((r) => setTimeout(r, 20));
      await running;
    },
    async close() {
      cancelCheck();
      await watcher.close();
      await session.hot?.close();
      for (const res of clients) res.end();
      await handler.close();
    },
  };
}
