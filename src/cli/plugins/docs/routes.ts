// The route tree of one version:
//   DocVersionRoot (version data file)
//   ├─ DocTagsListPage, DocTagDocListPage × tags
//   └─ DocRoot (layout + sidebar)
//      ├─ DocItem × docs (content + small metadata file)
//      └─ DocCategoryGeneratedIndexPage × generated indexes
import { createHash } from 'node:crypto';
import { addTrailingSlash } from '../../../runtime/paths.ts';
import type { PropCategoryGeneratedIndex } from '../../../runtime/docsHooks.ts';
import type { RouteConfig } from '../../types.ts';
import { tagPages, tagsListPath } from './tags.ts';
import type { LoadedVersion } from './types.ts';
import { LAZY_PART_PREFIX, OPEN_PART_PREFIX } from './sidebarParts.ts';
import { docMetadata, splitVersionData, tagDocListData, tagsListData } from './versionData.ts';

export type CreateData = (name: string, data: unknown) => Promise<string>;

/** A file-name-safe, collision-free data file name for an id that may hold any character. */
export function dataFileName(id: string): string {
  const readable = id.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(-60) || 'index';
  return `${readable}-${createHash('sha1').update(id).digest('hex').slice(0, 6)}`;
}

export async function createVersionRoutes(
  version: LoadedVersion,
  o: { pluginId: string; trailingSlash: boolean; createData: CreateData; alternates?: Map<string, Record<string, string>> },
): Promise<RouteConfig> {
  const dir = `${dataFileName(version.name)}`;
  const { version: versionProps, split } = splitVersionData(version, o.pluginId);
  const versionFile = await o.createData(`${dir}/version.json`, versionProps);
  const partFiles = new Map<string, string>();
  for (const part of split.parts) partFiles.set(part.key, await o.createData(`${dir}/sidebar/${dataFileName(part.key)}.json`, part));
  /** The sidebar parts a page shows open, as route modules (loaded with the page). */
  const openParts = (permalink: string, sidebar: string | undefined) =>
    Object.fromEntries((sidebar ? split.openParts(permalink, sidebar) : []).map((key) => [OPEN_PART_PREFIX + key, partFiles.get(key)!]));
  const rootPath = addTrailingSlash(version.path);

  const docRoutes: RouteConfig[] = await Promise.all(
    version.docs.map(async (doc): Promise<RouteConfig> => {
      const nav = version.docNavigation[doc.id];
      const metadata = await o.createData(`${dir}/docs/${dataFileName(doc.id)}.json`, docMetadata(doc, nav, o.alternates?.get(doc.id)));
      return {
        path: doc.permalink,
        component: '@theme/DocItem',
        exact: true,
        ...(nav?.sidebar && { sidebar: nav.sidebar }),
        modules: { content: doc.source, metadata, ...openParts(doc.permalink, nav?.sidebar) },
        metadata: { sourceFilePath: doc.source, noIndex: doc.unlisted || version.noIndex, ...(doc.lastUpdatedAt !== undefined && { lastUpdatedAt: doc.lastUpdatedAt }) },
      };
    }),
  );

  const indexRoutes: RouteConfig[] = version.generatedIndexes.map((index) => {
    const props: PropCategoryGeneratedIndex = {
      title: index.title,
      ...(index.description && { description: index.description }),
      ...(index.keywords && { keywords: index.keywords }),
      ...(index.image && { image: index.image }),
      permalink: index.permalink,
      ...(index.sidebar && { sidebar: index.sidebar }),
      ...(index.previous && { previous: index.previous }),
      ...(index.next && { next: index.next }),
      breadcrumbs: index.breadcrumbs,
    };
    const modules = openParts(index.permalink, index.sidebar);
    return {
      path: index.permalink,
      component: '@theme/DocCategoryGeneratedIndexPage',
      exact: true,
      ...(index.sidebar && { sidebar: index.sidebar }),
      ...(Object.keys(modules).length > 0 && { modules }),
      props: { categoryGeneratedIndex: props },
      metadata: { noIndex: version.noIndex },
    };
  });

  const tagRoutes: RouteConfig[] = [];
  const pages = tagPages(version.docs);
  if (pages.length > 0) {
    const listPath = tagsListPath(version.path, o.trailingSlash);
    const list = await o.createData(`${dir}/tags.json`, tagsListData(pages));
    tagRoutes.push({ path: listPath, component: '@theme/DocTagsListPage', exact: true, modules: { tags: list }, metadata: { noIndex: version.noIndex } });
    for (const page of pages) {
      const file = await o.createData(`${dir}/tags/${dataFileName(page.permalink)}.json`, tagDocListData(page, listPath));
      tagRoutes.push({ path: page.permalink, component: '@theme/DocTagDocListPage', exact: true, modules: { tag: file }, metadata: { noIndex: page.unlisted || version.noIndex } });
    }
  }

  return {
    path: rootPath,
    component: '@theme/DocVersionRoot',
    exact: false,
    // Every part, loaded only when a reader opens its category (the "~" prefix: see router.tsx).
    modules: { version: versionFile, ...Object.fromEntries([...partFiles].map(([key, file]) => [LAZY_PART_PREFIX + key, file])) },
    routes: [...tagRoutes, { path: rootPath, component: '@theme/DocRoot', exact: false, routes: [...docRoutes, ...indexRoutes] }],
  };
}
