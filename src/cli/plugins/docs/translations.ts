// The docs plugin's translatable strings, with Docusaurus' file names and ids: per version, a file
// `current` or `version-<name>` holding `version.label` and, per sidebar, its category labels
// (`sidebar.<sidebar>.category.<label>`, plus the generated-index title and description when the
// sidebar sets them) and link labels (`sidebar.<sidebar>.link.<label>`).
import type { TranslationFile, TranslationFileContent } from '../../types.ts';
import { computeNavigation } from './sidebars/navigation.ts';
import type { DocsContent, LoadedVersion, SidebarItem } from './types.ts';

/** The translation file of a version, without `.json`. */
export function versionFileName(versionName: string): string {
  return versionName === 'current' ? 'current' : `version-${versionName}`;
}

function sidebarMessages(items: SidebarItem[], sidebar: string, out: TranslationFileContent): void {
  for (const item of items) {
    if (item.type === 'link') {
      out[`sidebar.${sidebar}.link.${item.label}`] = { message: item.label, description: `Sidebar ${sidebar}: the link ${item.label}, to ${item.href}` };
    }
    if (item.type !== 'category') continue;
    const category = `sidebar.${sidebar}.category.${item.label}`;
    out[category] = { message: item.label, description: `Sidebar ${sidebar}: the category ${item.label}` };
    const link = item.link;
    // A generated index without a title of its own is titled with the label, and translated with it.
    if (link?.type === 'generated-index' && link.title !== item.label) {
      out[`${category}.link.generated-index.title`] = { message: link.title, description: `Sidebar ${sidebar}: the title of the index page of category ${item.label}` };
    }
    if (link?.type === 'generated-index' && link.description) {
      out[`${category}.link.generated-index.description`] = { message: link.description, description: `Sidebar ${sidebar}: the description of the index page of category ${item.label}` };
    }
    sidebarMessages(item.items, sidebar, out);
  }
}

export function getDocsTranslationFiles(content: DocsContent): TranslationFile[] {
  return content.versions.map((version) => {
    const messages: TranslationFileContent = { 'version.label': { message: version.label, description: `The name shown for docs version ${version.name}` } };
    for (const [sidebar, items] of Object.entries(version.sidebars)) sidebarMessages(items, sidebar, messages);
    return { path: versionFileName(version.name), content: messages };
  });
}

/** The message of an id, else `fallback`. */
type Lookup = (id: string, fallback: string) => string;

function translateItems(items: SidebarItem[], sidebar: string, t: Lookup): SidebarItem[] {
  return items.map((item): SidebarItem => {
    if (item.type === 'link') return { ...item, label: t(`sidebar.${sidebar}.link.${item.label}`, item.label) };
    if (item.type !== 'category') return item;
    const category = `sidebar.${sidebar}.category.${item.label}`;
    const label = t(category, item.label);
    let link = item.link;
    if (link?.type === 'generated-index') {
      const title = link.title === item.label ? label : t(`${category}.link.generated-index.title`, link.title);
      const description = link.description && t(`${category}.link.generated-index.description`, link.description);
      link = { ...link, title, ...(description && { description }) };
    }
    return { ...item, label, ...(link && { link }), items: translateItems(item.items, sidebar, t) };
  });
}

function translateVersion(version: LoadedVersion, content: TranslationFileContent | undefined, breadcrumbs: boolean): LoadedVersion {
  if (!content) return version;
  const lookup: Lookup = (id, fallback) => (Object.prototype.hasOwnProperty.call(content, id) ? content[id].message : fallback);
  const label = lookup('version.label', version.label);
  let sidebarsChanged = false;
  const t: Lookup = (id, fallback) => {
    const message = lookup(id, fallback);
    if (message !== fallback) sidebarsChanged = true;
    return message;
  };
  const sidebars = Object.fromEntries(Object.entries(version.sidebars).map(([name, items]) => [name, translateItems(items, name, t)]));
  if (!sidebarsChanged) return label === version.label ? version : { ...version, label };
  // Breadcrumbs, previous/next titles and generated-index pages are made from the sidebars: made again from the translated ones.
  const navigation = computeNavigation(sidebars, version.docs, breadcrumbs);
  return { ...version, label, sidebars, docNavigation: navigation.docNavigation, generatedIndexes: navigation.generatedIndexes };
}

/** The content with its version labels and sidebar labels translated; a version without its file is left as it is. */
export function translateDocsContent(content: DocsContent, files: TranslationFile[], o: { breadcrumbs: boolean }): DocsContent {
  const byPath = new Map(files.map((f) => [f.path, f.content]));
  return { ...content, versions: content.versions.map((v) => translateVersion(v, byPath.get(versionFileName(v.name)), o.breadcrumbs)) };
}
