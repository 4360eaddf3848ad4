// The browser's view of the route table: loaded shard by shard, on first need.
import { matchRoutes, splitPath } from './paths.ts';
import { registerChunks } from './loader.ts';
import type { ClientRoute, RouteShard, ShardData } from './types.ts';

let shards: RouteShard[] = [];
const shardData = new Map<string, Promise<ShardData>>();

export function setShards(list: RouteShard[]): void {
  shards = [...list].sort((a, b) => b.prefix.length - a.prefix.length);
}

function loadShard(shard: RouteShard): Promise<ShardData> {
  let p = shardData.get(shard.url);
  if (!p) {
    p = fetch(shard.url)
      .then((res) => {
        if (!res.ok) throw new Error(`Route table ${shard.url} answered ${res.status}`);
        return res.json() as Promise<ShardData>;
      })
      .then((data) => {
        registerChunks(data.chunks);
        return data;
      });
    p.catch(() => shardData.delete(shard.url));
    shardData.set(shard.url, p);
  }
  return p;
}

/** Strips nested routes so a chain entry carries only its own data. */
function own(route: ClientRoute): ClientRoute {
  const { routes: _routes, ...rest } = route;
  return rest;
}

/**
 * Resolves a pathname to its route chain, loading the shards whose prefix covers it, most
 * specific first. The catch-all (not found) route lives in the root shard.
 */
export async function resolveRoute(path: string): Promise<ClientRoute[]> {
  const [pathname] = splitPath(path);
  const candidates = shards.filter((s) => pathname.startsWith(s.prefix));
  const tables = await Promise.all(candidates.map(loadShard));
  for (const table of tables) {
    const chain = matchRoutes(table.routes, pathname);
    // A bare catch-all only counts once no more specific shard matched.
    if (chain.length > 0 && !(chain[chain.length - 1].path === '*' && table !== tables[tables.length - 1])) {
      return chain.map(own);
    }
  }
  return [];
}

/** Route modules named "~..." are loaded on demand by the page, never with the route (nor preloaded). */
export function isOnDemandModule(name: string): boolean {
  return name.startsWith('~');
}

/** Chunk ids a route chain needs before it can render. */
export function chunkIdsOf(chain: ClientRoute[]): string[] {
  const ids: string[] = [];
  for (const r of chain) {
    ids.push(r.component);
    for (const [name, id] of Object.entries(r.modules ?? {})) if (!isOnDemandModule(name)) ids.push(id);
  }
  return ids;
}
