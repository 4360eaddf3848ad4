// Sidebar items from the folder tree: one category per folder, ordered by position then name.
import { isCategoryIndex } from '../docPaths.ts';
import type { NumberPrefixParser } from '../options.ts';
import type { AutogenDoc, CategoriesMetadata, SidebarItemConfig } from '../types.ts';

interface Folder {
  docs: AutogenDoc[];
  folders: Map<string, Folder>;
}

type Positioned = { item: SidebarItemConfig; position?: number; name: string };

/** "./guides/" -> "guides"; "." and "" -> "." */
export function normalizeDirName(dirName: string): string {
  const d = dirName.replace(/^\.\/?/, '').replace(/\/+$/, '');
  return d === '' ? '.' : d;
}

function buildTree(docs: AutogenDoc[], root: string): Folder {
  const tree: Folder = { docs: [], folders: new Map() };
  for (const doc of docs) {
    const relative = root === '.' ? doc.sourceDirName : doc.sourceDirName === root ? '.' : doc.sourceDirName.slice(root.length + 1);
    let node = tree;
    if (relative !== '.') {
      for (const segment of relative.split('/')) {
        if (!node.folders.has(segment)) node.folders.set(segment, { docs: [], folders: new Map() });
        node = node.folders.get(segment)!;
      }
    }
    node.docs.push(doc);
  }
  return tree;
}

function sortItems(list: Positioned[]): SidebarItemConfig[] {
  return list
    .sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((p) => p.item);
}

function docItem(doc: AutogenDoc): Positioned {
  const fm = doc.frontMatter;
  const item: SidebarItemConfig = { type: 'doc', id: doc.id };
  if (fm.sidebar_label !== undefined) item.label = fm.sidebar_label;
  if (fm.sidebar_class_name !== undefined) item.className = fm.sidebar_class_name;
  if (fm.sidebar_custom_props !== undefined) item.customProps = fm.sidebar_custom_props;
  return { item, position: fm.sidebar_position ?? doc.numberPrefix, name: doc.fileName };
}

/**
 * Items for the docs under `dirName`. A folder becomes a category labelled and placed by its
 * `_category_` file, else its index doc's sidebar_label and position, else its name and number
 * prefix; its README/index/same-name doc becomes the category's link unless the file says otherwise. Positions come from sidebar_position, else number prefixes.
 */
export function autogenerateItems(dirName: string, docs: AutogenDoc[], categories: CategoriesMetadata, parser: NumberPrefixParser): SidebarItemConfig[] {
  const root = normalizeDirName(dirName);
  const inside = docs.filter((d) => root === '.' || d.sourceDirName === root || d.sourceDirName.startsWith(`${root}/`));
  const ids = new Set(docs.map((d) => d.id));

  const folderItems = (folder: Folder, path: string): Positioned[] => [
    ...folder.docs.map(docItem),
    ...[...folder.folders].map(([name, child]) => categoryItem(name, child, path === '.' ? name : `${path}/${name}`)),
  ];

  const categoryItem = (name: string, folder: Folder, path: string): Positioned => {
    const meta = categories[path] ?? {};
    const index = meta.link === undefined ? folder.docs.find((d) => isCategoryIndex(d.fileName, path, parser)) : undefined;
    const children = folderItems({ ...folder, docs: folder.docs.filter((d) => d !== index) }, path);
    const { filename, numberPrefix } = parser(name);
    // The index doc's sidebar_label and position stand in for a _category_ file.
    const indexItem = index && docItem(index);
    const label = meta.label ?? index?.frontMatter.sidebar_label ?? filename;
    const item: SidebarItemConfig = { type: 'category', label, items: sortItems(children) };
    if (index) item.link = { type: 'doc', id: index.id };
    else if (meta.link?.type === 'doc') item.link = { type: 'doc', id: ids.has(`${path}/${meta.link.id}`) ? `${path}/${meta.link.id}` : meta.link.id };
    else if (meta.link) item.link = meta.link;
    for (const key of ['collapsible', 'collapsed', 'className', 'customProps', 'description'] as const) {
      if (meta[key] !== undefined) (item as any)[key] = meta[key];
    }
    return { item, position: meta.position ?? indexItem?.position ?? numberPrefix, name };
  };

  return sortItems(folderItems(buildTree(inside, root), root));
}
