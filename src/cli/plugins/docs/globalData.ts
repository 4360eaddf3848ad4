// The docs global data the navbar and docs helpers read (shape: src/runtime/docsData.ts).
import type { DocEntry, DocsGlobalData, DocVersion } from '../../../runtime/docsData.ts';
import { joinUrl } from '../../../runtime/paths.ts';
import { firstLink } from './sidebars/navigation.ts';
import type { LoadedVersion } from './types.ts';

/**
 * The version as every page's navbar sees it. `keepDocIds` limits the doc list to the docs the
 * navbar links by id (and the main doc): the list goes into the entry chunk, so a full list would
 * make every page's first load grow with the number of docs. The page being read comes from its
 * route instead (useActiveDoc).
 */
export function versionGlobalData(version: LoadedVersion, keepDocIds?: ReadonlySet<string>): DocVersion {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const all: DocEntry[] = [
    ...version.docs.map((d) => {
      const sidebar = version.docNavigation[d.id]?.sidebar;
      return { id: d.id, path: d.permalink, ...(sidebar && { sidebar }), ...(d.unlisted && { unlisted: true }) };
    }),
    // Generated indexes count as pages of their sidebar, so navbar items are active on them.
    ...version.generatedIndexes.map((g) => ({ id: g.slug, path: g.permalink, ...(g.sidebar && { sidebar: g.sidebar }) })),
  ];
  const docs = keepDocIds ? all.filter((d) => d.id === version.mainDocId || keepDocIds.has(d.id)) : all;
  const sidebars: DocVersion['sidebars'] = {};
  for (const [name, items] of Object.entries(version.sidebars)) {
    const link = firstLink(items, byId);
    sidebars[name] = link ? { link } : {};
  }
  return { name: version.name, label: version.label, path: version.path, isLast: version.isLast, mainDocId: version.mainDocId, docs, sidebars, draftIds: version.draftIds };
}

export function docsGlobalData(versions: LoadedVersion[], o: { baseUrl: string; routeBasePath: string; breadcrumbs: boolean; keepDocIds?: ReadonlySet<string> }): DocsGlobalData {
  const path = joinUrl('/', o.baseUrl, o.routeBasePath).replace(/(.)\/$/, '$1');
  return { path, versions: versions.map((v) => versionGlobalData(v, o.keepDocIds)), breadcrumbs: o.breadcrumbs };
}

/** Doc ids the navbar links to (items of type "doc", dropdowns included) for docs plugin `pluginId`. */
export function navbarDocIds(navbarItems: unknown, pluginId: string): Set<string> {
  const ids = new Set<string>();
  const visit = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!item || typeof item !== 'object') continue;
      const i = item as Record<string, unknown>;
      if (typeof i.docId === 'string' && (i.docsPluginId ?? 'default') === pluginId) ids.add(i.docId);
      visit(i.items);
    }
  };
  visit(navbarItems);
  return ids;
}

/** Doc id -> its permalink in every version that has it: what the version dropdown links to. */
export function docAlternates(versions: LoadedVersion[]): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const v of versions) {
    for (const d of v.docs) out.set(d.id, { ...out.get(d.id), [v.name]: d.permalink });
  }
  return out;
}
