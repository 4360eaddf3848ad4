// Typed access to the docs plugin's global data, and the version and doc lookups that navbar items
// (and, later, docs pages) need. The lookups are pure functions over the data; the hooks add the
// current path and the reader's preferred version.
import { useSyncExternalStore } from 'react';
import { useSiteData } from './context.tsx';
import { useRouterState } from './router.tsx';
import { createStorageSlot, STORAGE_KEYS } from './storage.ts';


/** One doc of a version, as the navbar needs it. */
export interface DocEntry {
  id: string;
  /** Permalink, baseUrl included. */
  path: string;
  /** The sidebar the doc appears in, if any. */
  sidebar?: string;
  unlisted?: boolean;
}

export interface DocVersion {
  /** "current" or a version number such as "3.4.0". */
  name: string;
  /** Shown to readers ("Canary", "3.4.0"). */
  label: string;
  /** Base path of the version, baseUrl included. */
  path: string;
  /** True for the latest released version. */
  isLast: boolean;
  /** The doc a version link points to. */
  mainDocId: string;
  docs: DocEntry[];
  /** Sidebar id -> where a link to the sidebar goes (its first doc or category index). */
  sidebars: Record<string, { link?: { path: string; label: string } }>;
  /** Ids of draft docs: they have no page in production, so links to them are dropped. */
  draftIds: string[];
}

/** What `useGlobalData('docs', pluginId)` holds. */
export interface DocsGlobalData {
  /** Base path of the plugin, baseUrl included. */
  path: string;
  versions: DocVersion[];
  breadcrumbs?: boolean;
}

export const DEFAULT_DOCS_PLUGIN_ID = 'default';

const quoteList = (names: string[]) => names.map((n) => `"${n}"`).join(', ');
const versionsPhrase = (versions: DocVersion[]) => `version${versions.length > 1 ? 's' : ''} ${quoteList(versions.map((v) => v.name))}`;
const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The docs data of one plugin instance; throws when that docs plugin is not enabled. */
export function getDocsData(globalData: Record<string, Record<string, unknown>>, pluginId = DEFAULT_DOCS_PLUGIN_ID): DocsGlobalData {
  const instances = globalData.docs ?? {};
  const data = instances[pluginId] as DocsGlobalData | undefined;
  if (!data) {
    const ids = Object.keys(instances);
    throw new Error(
      `The docs plugin with id "${pluginId}" is not enabled, so there is no docs data to read.` +
        (ids.length ? ` Enabled docs plugin ids: ${quoteList(ids)}.` : ' Add the docs plugin to site.config.ts.'),
    );
  }
  return data;
}

/** The latest released version: the one marked isLast, else the first. */
export function getLatestVersion(data: DocsGlobalData): DocVersion {
  return data.versions.find((v) => v.isLast) ?? data.versions[0];
}

/** True when `pathname` is `base` or below it. */
export function isPathUnder(pathname: string, base: string): boolean {
  const b = trimSlash(base);
  return b === '/' || trimSlash(pathname) === b || pathname.startsWith(b + '/');
}

/** The version whose path holds `pathname`; the deepest wins, as versions nest (/docs, /docs/next). */
export function getActiveVersion(data: DocsGlobalData, pathname: string): DocVersion | undefined {
  return [...data.versions].sort((a, b) => trimSlash(b.path).length - trimSlash(a.path).length).find((v) => isPathUnder(pathname, v.path));
}

/** The doc whose permalink is `pathname`, trailing slash ignored. */
export function getDocAtPath(version: DocVersion, pathname: string): DocEntry | undefined {
  return version.docs.find((d) => trimSlash(d.path) === trimSlash(pathname));
}

/** The doc with `docId` in the first version that has it; null for a draft; throws when none has it. */
export function findDocInVersions(versions: DocVersion[], docId: string): DocEntry | null {
  for (const version of versions) {
    const doc = version.docs.find((d) => d.id === docId);
    if (doc) return doc;
  }
  if (versions.some((v) => v.draftIds.includes(docId))) return null;
  const ids = [...new Set(versions.flatMap((v) => v.docs.map((d) => d.id)))];
  throw new Error(`Couldn't find any doc with id "${docId}" in ${versionsPhrase(versions)}.\nAvailable doc ids are:\n- ${ids.join('\n- ')}`);
}

export function findDocInVersion(version: DocVersion, docId: string): DocEntry | null {
  return findDocInVersions([version], docId);
}

/** The doc a link to the version points to. */
export function getVersionMainDoc(version: DocVersion): DocEntry {
  const doc = version.docs.find((d) => d.id === version.mainDocId);
  if (!doc) throw new Error(`No version doc found by id "${version.mainDocId}": version "${version.name}" names it as mainDocId, but has no doc with that id.`);
  return doc;
}

/** Where a docSidebar item links to: the sidebar's link in the first version that has the sidebar. */
export function getSidebarLink(versions: DocVersion[], sidebarId: string, pluginId = DEFAULT_DOCS_PLUGIN_ID): { path: string; label: string } {
  const version = versions.find((v) => sidebarId in v.sidebars);
  if (!version) {
    const ids = [...new Set(versions.flatMap((v) => Object.keys(v.sidebars)))];
    throw new Error(`Couldn't find any sidebar with id "${sidebarId}" in ${versionsPhrase(versions)}.\nAvailable sidebar ids are:\n- ${ids.join('\n- ')}`);
  }
  const link = version.sidebars[sidebarId].link;
  if (!link) {
    throw new Error(`Couldn't find any doc in sidebar "${sidebarId}" of docs plugin "${pluginId}": a docSidebar navbar item needs a sidebar with at least one doc.`);
  }
  return link;
}

// Preferred version: remembered per plugin when the reader picks a version.

const listeners = new Set<() => void>();

function preferredSlot(pluginId: string) {
  return createStorageSlot(STORAGE_KEYS.preferredVersion(pluginId));
}

/** The stored preferred version name; null on the server or when none is stored. Storage must be configured. */
export function getPreferredVersionName(pluginId = DEFAULT_DOCS_PLUGIN_ID): string | null {
  if (typeof window === 'undefined') return null;
  return preferredSlot(pluginId).get();
}

export function savePreferredVersionName(pluginId: string, versionName: string): void {
  preferredSlot(pluginId).set(versionName);
  listeners.forEach((l) => l());
}

/** The preferred version name; null while hydrating, so the first render matches the server's. */
export function usePreferredVersionName(pluginId = DEFAULT_DOCS_PLUGIN_ID): string | null {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      const stopListening = preferredSlot(pluginId).listen(onChange);
      return () => {
        listeners.delete(onChange);
        stopListening();
      };
    },
    () => getPreferredVersionName(pluginId),
    () => null,
  );
}

export function useDocsData(pluginId = DEFAULT_DOCS_PLUGIN_ID): DocsGlobalData {
  return getDocsData(useSiteData().globalData, pluginId);
}

export function useLatestVersion(pluginId = DEFAULT_DOCS_PLUGIN_ID): DocVersion {
  return getLatestVersion(useDocsData(pluginId));
}

/** Versions to look a doc up in, best first: the one of the current path, the preferred, the latest. */
export function useDocVersionCandidates(pluginId = DEFAULT_DOCS_PLUGIN_ID): DocVersion[] {
  const data = useDocsData(pluginId);
  const { pathname } = useRouterState().location;
  const preferredName = usePreferredVersionName(pluginId);
  const candidates = [getActiveVersion(data, pathname), data.versions.find((v) => v.name === preferredName), getLatestVersion(data)];
  return [...new Set(candidates.filter((v): v is DocVersion => v !== undefined))];
}

/** The version of the current path, else the preferred one, else the latest. */
export function useActiveVersion(pluginId = DEFAULT_DOCS_PLUGIN_ID): DocVersion {
  return useDocVersionCandidates(pluginId)[0];
}

/** The doc a route match shows: a doc's metadata module, or a generated index's props. */
function docOfMatch(match: { modules?: Record<string, any>; route?: { props?: Record<string, any>; sidebar?: string } } | undefined): ActiveDoc | undefined {
  const doc = match?.modules?.metadata;
  if (doc && typeof doc.id === 'string' && typeof doc.permalink === 'string') return { id: doc.id, path: doc.permalink, ...(doc.sidebar && { sidebar: doc.sidebar }), ...(doc.versions && { versions: doc.versions }) };
  const index = match?.route?.props?.categoryGeneratedIndex;
  if (index && typeof index.permalink === 'string') return { id: index.permalink, path: index.permalink, ...(index.sidebar && { sidebar: index.sidebar }) };
  return undefined;
}

/** The doc being read, with its permalink in the other versions that have it. */
export interface ActiveDoc extends DocEntry {
  versions?: Record<string, string>;
}

/**
 * The doc shown at the current path, if the path is a doc of this plugin. Read from the page's own
 * route data: the global data lists only the docs the navbar links to.
 */
export function useActiveDoc(pluginId = DEFAULT_DOCS_PLUGIN_ID): ActiveDoc | undefined {
  const data = useDocsData(pluginId);
  const { location, matches } = useRouterState();
  const version = getActiveVersion(data, location.pathname);
  if (!version) return undefined;
  return docOfMatch(matches[matches.length - 1] as any) ?? getDocAtPath(version, location.pathname);
}
