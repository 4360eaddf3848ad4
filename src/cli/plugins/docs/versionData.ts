// The data files docs pages load: one per version (sidebars, doc cards) and one small one per doc.
import type { PropDocMetadata, PropTagDocList, PropTagsListPage, PropVersionMetadata } from '../../../runtime/docsHooks.ts';
import { splitSidebars, type SplitSidebars } from './sidebarParts.ts';
import { toPropSidebar } from './sidebars/navigation.ts';
import type { TagPage } from './tags.ts';
import type { LoadedDoc, LoadedVersion, Navigation } from './types.ts';

/** Card data of every doc of the version. */
function docCards(version: LoadedVersion): PropVersionMetadata['docs'] {
  return Object.fromEntries(
    version.docs.map((d) => {
      const sidebar = version.docNavigation[d.id]?.sidebar;
      return [d.id, { id: d.id, title: d.title, ...(d.description && { description: d.description }), ...(sidebar && { sidebar }) }];
    }),
  );
}

/**
 * The version file, shared by every page of the version, and the sidebar parts: the version file
 * holds only the sidebars' top level, so its size does not grow with the number of docs.
 */
export function splitVersionData(version: LoadedVersion, pluginId: string): { version: PropVersionMetadata; split: SplitSidebars } {
  const full = versionData(version, pluginId);
  const split = splitSidebars(full.docsSidebars, full.docs);
  return { version: { ...full, docsSidebars: split.sidebars, docs: split.docs }, split };
}

/** Everything in one piece (sidebars whole, every doc's card). */
export function versionData(version: LoadedVersion, pluginId: string): PropVersionMetadata {
  const byId = new Map(version.docs.map((d) => [d.id, d]));
  return {
    pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner,
    badge: version.badge,
    className: version.className,
    isLast: version.isLast,
    noIndex: version.noIndex,
    docsSidebars: Object.fromEntries(Object.entries(version.sidebars).map(([name, items]) => [name, toPropSidebar(items, byId)])),
    docs: docCards(version),
  };
}

const FRONT_MATTER_KEYS = ['hide_title', 'hide_table_of_contents', 'toc_min_heading_level', 'toc_max_heading_level', 'keywords', 'image', 'sidebar_class_name'] as const;

/** What one doc page needs besides its content and the version file. */
export function docMetadata(doc: LoadedDoc, nav: Navigation | undefined, versions?: Record<string, string>): PropDocMetadata {
  const frontMatter: PropDocMetadata['frontMatter'] = {};
  for (const key of FRONT_MATTER_KEYS) if (doc.frontMatter[key] !== undefined) (frontMatter as any)[key] = doc.frontMatter[key];
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    permalink: doc.permalink,
    ...(nav?.sidebar && { sidebar: nav.sidebar }),
    ...(nav?.previous && { previous: nav.previous }),
    ...(nav?.next && { next: nav.next }),
    breadcrumbs: nav?.breadcrumbs ?? [],
    ...(doc.editUrl && { editUrl: doc.editUrl }),
    ...(doc.lastUpdatedAt !== undefined && { lastUpdatedAt: doc.lastUpdatedAt }),
    ...(doc.lastUpdatedBy !== undefined && { lastUpdatedBy: doc.lastUpdatedBy }),
    tags: doc.tags.map(({ label, permalink, description }) => ({ label, permalink, ...(description && { description }) })),
    unlisted: doc.unlisted,
    frontMatter,
    ...(versions && Object.keys(versions).length > 1 && { versions }),
  };
}

/** The tags list page: tags with at least one listed doc. */
export function tagsListData(pages: TagPage[]): PropTagsListPage {
  return { tags: pages.filter((p) => !p.unlisted).map((p) => ({ label: p.label, permalink: p.permalink, ...(p.description && { description: p.description }), count: p.items.length })) };
}

export function tagDocListData(page: TagPage, allTagsPath: string): PropTagDocList {
  return { ...page, allTagsPath };
}
