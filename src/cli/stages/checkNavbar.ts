// Navbar items the theme cannot render, explained against the site config. Pure: the item types
// come from the site's own @theme/NavbarItem/ComponentTypes, the docs from the global data.
import type { DocsGlobalData } from '../../runtime/docsData.ts';
import { nearestNames } from '../shared/suggest.ts';

interface NavbarItemConfig {
  type?: string;
  items?: unknown[];
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
}

const DOCS_TYPES = ['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'];
const quote = (names: string[]) => names.map((n) => `"${n}"`).join(', ');

/** One message per item of themeConfig.navbar.items (dropdown items included) that cannot render. */
export function checkNavbarItems(items: unknown[], knownTypes: string[], globalData: Record<string, Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const visit = (list: unknown[], at: string) =>
    list.forEach((raw, index) => {
      const item = (raw ?? {}) as NavbarItemConfig;
      const where = `${at}[${index}]`;
      // The same reading of "type" as @theme/NavbarItem: none, or "default" with items, is a dropdown.
      const type = !item.type || item.type === 'default' ? (item.items !== undefined ? 'dropdown' : 'default') : item.type;
      if (!knownTypes.includes(type)) {
        const near = nearestNames(type, knownTypes);
        problems.push(`${where}: unknown type "${type}"${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '.'} Known types: ${quote(knownTypes)}; an override of @theme/NavbarItem/ComponentTypes adds more.`);
        return;
      }
      if (DOCS_TYPES.includes(type)) {
        const pluginId = item.docsPluginId ?? 'default';
        const data = (globalData.docs ?? {})[pluginId] as DocsGlobalData | undefined;
        if (!data) problems.push(`${where}: a "${type}" item needs the docs plugin with id "${pluginId}", which is not enabled.`);
        else if (type === 'docSidebar') {
          const versions = data.versions.filter((v) => String(item.sidebarId) in v.sidebars);
          if (versions.length === 0) {
            const ids = [...new Set(data.versions.flatMap((v) => Object.keys(v.sidebars)))];
            problems.push(`${where}: sidebar "${item.sidebarId}" does not exist in docs plugin "${pluginId}"; its sidebars are ${quote(ids) || 'none'}.`);
          } else if (versions.some((v) => !v.sidebars[String(item.sidebarId)].link)) {
            problems.push(`${where}: sidebar "${item.sidebarId}" of docs plugin "${pluginId}" has no doc, so a docSidebar item has nothing to link to.`);
          }
        } else if (type === 'doc' && !data.versions.some((v) => v.docs.some((d) => d.id === item.docId) || v.draftIds.includes(String(item.docId)))) {
          const ids = [...new Set(data.versions.flatMap((v) => v.docs.map((d) => d.id)))];
          const near = nearestNames(String(item.docId), ids);
          problems.push(`${where}: doc "${item.docId}" does not exist in docs plugin "${pluginId}"${near.length ? `; did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '.'}`);
        }
      }
      if (Array.isArray(item.items)) visit(item.items, `${where}.items`);
    });
  visit(items, 'themeConfig.navbar.items');
  return problems;
}
