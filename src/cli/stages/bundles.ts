// Stage: the bundles written: the client's (with the direct modules' browser files), the
// server's, and the route table shards the browser fetches.
import type { LocaleBase } from '../../runtime/locales.ts';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChunkInfo, RouteShard, ShardData } from '../../runtime/types.ts';
import type { ClientBundle, ServerBundle } from '../bundle/bundle.ts';
import { writeDirectClient, writeDirectServer } from '../bundle/direct/index.ts';
import { reportBrokenMarkdownLinks } from '../mdx/remarkMarkdownLinks.ts';
import { planShards, toClientRoute, type ManifestRoute, type RouteManifest } from './routes.ts';
import { task, type Reporter } from '../shared/task.ts';
import type { Compiled } from './compile.ts';
import type { SiteContent } from './content.ts';
import type { Site } from './loadSite.ts';
import type { BuildSession } from './options.ts';
import type { BuildPlan } from './plan.ts';
import type { BuildServices } from './services.ts';

export interface Bundled {
  client: ClientBundle;
  server: ServerBundle;
  /** The direct modules' server code, by module id: a build renders with it from memory. */
  directServer: Map<string, string>;
  shards: RouteShard[];
  /** Content hash of the server bundle, for the render cache ('' without caches). */
  serverHash: string;
}

/** Writes the route table shards: each a hashed JSON file the browser fetches on first need. */
async function writeShards(manifest: RouteManifest, outDir: string, baseUrl: string, chunks: Record<string, ChunkInfo>, localeBases?: LocaleBase[]): Promise<RouteShard[]> {
  const shards: RouteShard[] = [];
  await fs.mkdir(path.join(outDir, 'assets/routes'), { recursive: true });
  for (const plan of planShards(manifest.routes, baseUrl, localeBases)) {
    const ids = new Set<string>();
    const visit = (list: ManifestRoute[]) => list.forEach((r) => (ids.add(r.component), Object.values(r.modules ?? {}).forEach((m) => ids.add(m)), r.routes && visit(r.routes)));
    visit(plan.routes);
    const data: ShardData = { routes: plan.routes.map(toClientRoute), chunks: Object.fromEntries([...ids].sort().map((id) => [id, chunks[id]])) };
    const json = JSON.stringify(data);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const slug = plan.prefix.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
    const file = `assets/routes/${slug}.${hash}.json`;
    await fs.writeFile(path.join(outDir, file), json);
    shards.push({ prefix: plan.prefix, url: baseUrl + file });
  }
  return shards;
}

/** Content hash of the server bundle (its direct modules aside: their hashes are per page). */
async function hashServerBundle(serverDir: string): Promise<string> {
  const hash = crypto.createHash('sha1');
  const files = (await fs.readdir(serverDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.startsWith(path.join(serverDir, 'direct') + path.sep))
    .sort();
  for (const f of files) hash.update(path.relative(serverDir, f)).update('\0').update(await fs.readFile(f));
  return hash.digest('hex');
}

export async function writeBundles({ context }: Site, content: SiteContent, plan: BuildPlan, services: BuildServices, compiled: Compiled, session: BuildSession, r: Reporter): Promise<Bundled> {
  const { bundles, direct } = compiled;
  const client = await task(r, 'Bundle client', () => bundles.client.promise, bundles.client.ms);
  session.clientCache = client.cache;
  // A build writes their files while the pages render (deferred): no page needs them to render.
  const directClient = await task(r, 'Write direct modules', () => writeDirectClient(direct, { outDir: plan.tmpDir, baseUrl: context.baseUrl, minify: plan.minify, runtime: client.mdxRuntime, cacheDir: plan.directCacheDir, stableNames: plan.dev, routes: content.manifest.routes, deferWrites: !plan.dev }));
  services.deferred.directFiles = directClient.write;
  Object.assign(client.chunks, directClient.chunks);
  client.files.push(...directClient.files);
  // Its line gives the pass's own time, which overlaps the steps above.
  const server = await task(r, 'Bundle server', () => bundles.server.promise, bundles.server.ms);
  await services.bundleWorker?.close();
  session.serverCache = server.cache;
  // Dev renders in a worker and rewrites a file per edit; a build renders here, from memory.
  const directServer = await task(r, 'Direct modules (server)', () => writeDirectServer(direct, plan.serverDir, plan.directCacheDir, directClient.codes, { write: plan.dev }));
  reportBrokenMarkdownLinks(compiled.markdown.markdownLinks.broken, context.siteConfig.onBrokenMarkdownLinks, (m) => r.write(m));
  const shards = await writeShards(content.manifest, plan.tmpDir, context.baseUrl, client.chunks, content.localeBases);
  const serverHash = plan.useBundleCache ? await hashServerBundle(plan.serverDir) : '';
  return { client, server, directServer, shards, serverHash };
}
