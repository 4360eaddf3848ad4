// Builds the local search index from the rendered pages: which pages count (those rendered from a
// content file, neither unlisted, draft nor noindex), which shard each belongs to (one per docs
// version, one per other plugin), and the shard files with content-hashed names.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { DEFAULT_TAG, docVersionTag, type SearchManifest, type ShardData, type ShardInfo } from '../../../theme/SearchIndex/types.ts';
import type { RenderedPage, RouteConfig } from '../../types.ts';
import { extractSearchPage } from './extractSections.ts';
import { readAhead } from '../../shared/readAhead.ts';

/** The shard a page goes to. */
export interface PageShard {
  /** False for pages without a source file: list pages, tag pages, generated indexes. */
  indexable: boolean;
  name: string;
  tag: string;
  kind: string;
  pluginId?: string;
  version?: string;
}

const DEFAULT_LVL0: Record<string, string> = { docs: 'Documentation', blog: 'Blog', pages: 'Pages', changelog: 'Changelog' };
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Route path -> shard, for every page route. Only routes rendered from a content file (docs,
 * posts, pages, changelog entries) are indexable: list pages, tag pages and the like repeat the
 * text of pages that are indexed already.
 */
export async function shardsByPath(routes: RouteConfig[]): Promise<Map<string, PageShard>> {
  const out = new Map<string, PageShard>();
  // Only top-level routes carry the plugin that added them: children inherit it.
  const visit = async (list: RouteConfig[], parentPlugin: string | undefined, version: { pluginId: string; version: string } | null) => {
    for (const route of list) {
      const plugin = route.context?.plugin ?? parentPlugin;
      let v = version;
      if (route.modules?.version && plugin?.startsWith('docs@')) {
        const data = JSON.parse(await fs.readFile(route.modules.version, 'utf8')) as { pluginId: string; version: string };
        v = { pluginId: data.pluginId, version: data.version };
      }
      if (route.routes) await visit(route.routes, plugin, v);
      if (route.exact === false || !plugin) continue;
      const [name, id] = plugin.split('@');
      const indexable = Boolean(route.metadata?.sourceFilePath);
      if (name === 'docs' && v) out.set(route.path, { indexable, name: docVersionTag(v.pluginId, v.version), tag: docVersionTag(v.pluginId, v.version), kind: 'docs', pluginId: v.pluginId, version: v.version });
      else out.set(route.path, { indexable, name: id === 'default' ? name : `${name}-${id}`, tag: DEFAULT_TAG, kind: name });
    }
  };
  await visit(routes, undefined, null);
  return out;
}

const hasRobotsNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html.slice(0, html.indexOf('</head>') >>> 0));

export interface IndexInput {
  outDir: string;
  routes: RouteConfig[];
  pages: RenderedPage[];
  baseUrl: string;
  language: string;
  /** Site-wide noindex puts a robots tag on every page: then only route-level noindex counts. */
  siteNoIndex: boolean;
}

/** Shard contents, by shard name. */
export async function collectShards(input: IndexInput): Promise<Map<string, { info: PageShard; data: ShardData }>> {
  const byPath = await shardsByPath(input.routes);
  const shards = new Map<string, { info: PageShard; data: ShardData }>();
  const pages = [...input.pages].sort((a, b) => a.path.localeCompare(b.path)).filter((page) => byPath.get(page.path)?.indexable && !page.noIndex && page.file !== '404.html');
  const htmls = readAhead(pages.map((page) => path.join(input.outDir, page.file)));
  for (const page of pages) {
    const info = byPath.get(page.path)!;
    const { value: html } = (await htmls.next()) as { value: string };
    if (!input.siteNoIndex && hasRobotsNoindex(html)) continue;
    const extracted = extractSearchPage(html);
    let shard = shards.get(info.name);
    if (!shard) shards.set(info.name, (shard = { info, data: { tag: info.tag, language: input.language, pages: [], sections: [] } }));
    const index = shard.data.pages.length;
    const title = extracted.title || page.title.split(' | ')[0];
    shard.data.pages.push([page.path, extracted.lvl0 ?? DEFAULT_LVL0[info.kind] ?? capitalize(info.kind), title]);
    for (const s of extracted.sections) shard.data.sections.push([index, s.anchor, s.lvl2, s.lvl3, s.text]);
  }
  return shards;
}

export interface IndexStats {
  shards: number;
  pages: number;
  records: number;
  bytes: number;
  gzipBytes: number;
}

/** Writes assets/search/<shard>.<hash>.json and the manifest search-index.json. */
export async function writeSearchIndex(input: IndexInput, manifestFile: string): Promise<IndexStats> {
  const shards = await collectShards(input);
  const dir = path.join(input.outDir, 'assets/search');
  await fs.mkdir(dir, { recursive: true });
  const infos: ShardInfo[] = [];
  const stats: IndexStats = { shards: 0, pages: 0, records: 0, bytes: 0, gzipBytes: 0 };
  for (const [name, { info, data }] of [...shards].sort(([a], [b]) => a.localeCompare(b))) {
    const json = JSON.stringify(data);
    const hash = crypto.createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `assets/search/${name.replace(/[^\w.-]+/g, '-')}.${hash}.json`;
    await fs.writeFile(path.join(input.outDir, file), json);
    const bytes = Buffer.byteLength(json);
    infos.push({ name, tag: info.tag, kind: info.kind, ...(info.pluginId && { pluginId: info.pluginId, version: info.version }), language: input.language, url: input.baseUrl + file, records: data.sections.length, bytes });
    stats.shards++;
    stats.pages += data.pages.length;
    stats.records += data.sections.length;
    stats.bytes += bytes;
    stats.gzipBytes += zlib.gzipSync(json).length;
  }
  const manifest: SearchManifest = { version: 1, shards: infos };
  await fs.writeFile(path.join(input.outDir, manifestFile), JSON.stringify(manifest));
  return stats;
}

const kib = (n: number) => `${n < 10240 ? (n / 1024).toFixed(1) : Math.round(n / 1024)} KiB`;

/** `Search index: 12 shards, 340 KiB (96 KiB gzip), 1204 sections of 310 pages` */
export function indexSummary(stats: IndexStats): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `Search index: ${plural(stats.shards, 'shard')}, ${kib(stats.bytes)} (${kib(stats.gzipBytes)} gzip), ${plural(stats.records, 'section')} of ${plural(stats.pages, 'page')}`;
}
