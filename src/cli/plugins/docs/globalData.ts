// The docs global data the navbar and docs helpers read (shape: src/runtime/docsData.ts).
import type { DocEntry, DocsGlobalData, DocVersion } from '../../../runtime/docsData.ts';
import { joinUrl } from '../../../runtime/paths.ts';
import { firstLink } from './sidebars/navigation.ts';
import type { LoadedVersion } from './types.ts';

export function versionGlobalData(version: LoadedVersion): DocVersion {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  const docs: DocEntry[] = [
    ...version.docs.map((d) => {
      const sidebar = version.docNavigation[d.id]?.sidebar;
      return { id: d.id, path: d.permalink, ...(sidebar && { sidebar }), ...(d.unlisted && { unlisted: true }) };
    }),
    // Generated indexes count as pages of their sidebar, so navbar items are active on them.
    ...version.generatedIndexes.map((g) => ({ id: g.slug, path: g.permalink, ...(g.sidebar && { sidebar: g.sidebar }) })),
  ];
  const sidebars: DocVersion['sidebars'] = {};
  for (const [name, items] of Object.entries(version.sidebars)) {
    const link = firstLink(items, byId);
    sidebars[name] = link ? { link } : {};
  }
  return { name: version.name, label: version.label, path: version.path, isLast: version.isLast, mainDocId: version.mainDocId, docs, sidebars, draftIds: version.draftIds };
}

export function docsGlobalData(versions: LoadedVersion[], o: { baseUrl: string; routeBasePath: string; breadcrumbs: boolean }): DocsGlobalData {
  const path = joinUrl('/', o.baseUrl, o.routeBasePath).replace(/(.)\/$/, '$1');
  return { path, versions: versions.map(versionGlobalData), breadcrumbs: o.breadcrumbs };
}
