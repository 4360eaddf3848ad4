// `docsite dev`: build, serve, watch. A change rebuilds and reloads the open pages; a failed
// build is shown in the terminal and over the page, and the server keeps running.
import path from 'node:path';
import chokidar from 'chokidar';
import { formatError } from '../errors.ts';
import { startStaticServer, type RunningServer } from '../server/serve.ts';
import { createBuildSession } from '../stages/index.ts';
import { createChangeQueue } from './changeQueue.ts';
import { devClientScript } from './devClient.ts';
import { createDevEvents } from './events.ts';
import { createRebuilder, type DevOptions } from './rebuilder.ts';

export type { DevOptions } from './rebuilder.ts';

export interface DevServer {
  url: string;
  server: RunningServer;
  /** Resolves after the rebuild that is running or queued now has finished. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export async function startDevServer(options: DevOptions): Promise<DevServer> {
  const outDir = path.join(options.siteDir, '.docsite', 'dev-build');
  const session = createBuildSession({ hotUpdates: true });
  const events = createDevEvents(() => builds.state);
  const builds = createRebuilder(options, outDir, session, () => events);
  await builds.rebuild('start');
  const handler = await startStaticServer({
    dir: outDir,
    port: options.port ?? 3000,
    host: options.host ?? 'localhost',
    baseUrl: builds.state.baseUrl,
    headers: { 'Cache-Control': 'no-store' },
    transformHtml: (html) => html.replace('</body>', `${devClientScript()}</body>`),
    intercept: events.intercept,
  });
  console.log(`docsite dev server at ${handler.url} (Ctrl+C to stop)`);

  const queue = createChangeQueue(options.siteDir, builds, () => watcher.add(builds.state.watchPaths));
  // Only the site's own output and tool folders are ignored; a content folder named "build" is not.
  const ignored = (p: string) => /^(\.docsite|node_modules|\.git|build)([/\\]|$)/.test(path.relative(options.siteDir, p)) || /(^|[/\\])(node_modules|\.git)([/\\]|$)/.test(p);
  const watcher = chokidar.watch(builds.state.watchPaths, { ignoreInitial: true, ignored });
  watcher.on('all', (event, file) => queue.schedule(event, file));
  // Without a listener, a watcher error (too many files, no permission) would end the server.
  watcher.on('error', (error) => console.error(formatError(error)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    url: handler.url,
    server: handler,
    idle: () => queue.idle(),
    async close() {
      queue.cancel();
      await watcher.close();
      await session.hot?.close();
      events.close();
      await handler.close();
    },
  };
}
