// What the service worker precaches before offline mode is ready: what reading the docs needs.
// Everything else of the offline copy is cached later, on demand or in the background.
import type { AllContent, RenderedPage } from '../../types.ts';
import type { DocsContent } from '../docs/types.ts';
import { docVersionTag, type SearchManifest } from '../../../theme/SearchIndex/types.ts';
import { KATEX_DIR } from '../../mdx/math.ts';

/** A docs version whose pages are precached: the one each docs plugin serves at its base path. */
export interface ReadingVersion {
  pluginId: string;
  name: string;
  /** Paths of its pages, baseUrl included, as the rendered pages name them. */
  pagePaths: string[];
}

/** Every docs plugin's last version (`lastVersion`: the one readers land on), from the loaded content. */
export function readingVersions(allContent: AllContent): ReadingVersion[] {
  const docs = (allContent.docs ?? {}) as Record<string, DocsContent | undefined>;
  return Object.entries(docs).flatMap(([pluginId, content]) =>
    (content?.versions ?? [])
      .filter((v) => v.isLast)
      .map((v) => ({ pluginId, name: v.name, pagePaths: [...v.docs.map((d) => d.permalink), ...v.generatedIndexes.map((g) => g.permalink)] })),
  );
}

export interface ReadingSetInput {
  baseUrl: string;
  pages: RenderedPage[];
  versions: ReadingVersion[];
  /** search-index.json as the search plugin wrote it, when the site has the built-in search. */
  searchManifest?: SearchManifest;
  /** Files every page may need whatever it shows (the web app manifest, icons), relative to the build. */
  shellFiles: string[];
}

/** The app shell's folders: the stylesheets, KaTeX's styles and fonts, the route tables. */
const SHELL_PREFIXES = ['assets/css/', `${KATEX_DIR}/`, 'assets/routes/'];

/**
 * Files (relative to the build folder) to precache: the home and not-found pages and every page
 * of the reading versions, each with the scripts its HTML loads; the app shell; the search
 * manifest and the shards a search from those pages reads.
 */
export function readingSet(input: ReadingSetInput): (file: string) => boolean {
  const { baseUrl } = input;
  const relative = (url: string) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, ''));
  const paths = new Set([baseUrl, `${baseUrl}404.html`, ...input.versions.flatMap((v) => v.pagePaths)]);
  const files = new Set(input.shellFiles);
  for (const page of input.pages) {
    if (!paths.has(page.path)) continue;
    files.add(page.file);
    for (const script of page.scripts ?? []) files.add(relative(script));
  }
  if (input.searchManifest) {
    const tags = new Set(input.versions.map((v) => docVersionTag(v.pluginId, v.name)));
    files.add('search-index.json');
    // Searching from a page of a reading version looks in that version and in what is not docs.
    for (const shard of input.searchManifest.shards) if (shard.kind !== 'docs' || tags.has(shard.tag)) files.add(relative(shard.url));
  }
  return (file) => files.has(file) || SHELL_PREFIXES.some((p) => file.startsWith(p));
}

/**
 * The entries of the reading set, and the rest with the assets first: code that pages load only
 * when used (the search box, diagrams) matters to every page, another page's HTML to one.
 */
export function splitEntries<E extends { url: string }>(entries: E[], inReadingSet: (file: string) => boolean): { precache: E[]; later: E[] } {
  const precache: E[] = [];
  const assets: E[] = [];
  const rest: E[] = [];
  for (const entry of entries) (inReadingSet(entry.url) ? precache : entry.url.startsWith('assets/') ? assets : rest).push(entry);
  return { precache, later: [...assets, ...rest] };
}
