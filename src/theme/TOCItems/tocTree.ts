// Pure helpers: which headings a table of contents shows, and how they nest.

export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCTreeNode extends TOCItem {
  children: TOCTreeNode[];
}

export interface TOCLevels {
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

const asLevel = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : undefined);

/**
 * The levels to show: a page's front matter (toc_min_heading_level / toc_max_heading_level) over
 * themeConfig.tableOfContents over 2..3. When they cross, the page's own setting wins.
 */
export function resolveTOCLevels(page: { min?: unknown; max?: unknown }, theme: Partial<TOCLevels> = {}): TOCLevels {
  const pageMin = asLevel(page.min);
  const pageMax = asLevel(page.max);
  let min = pageMin ?? asLevel(theme.minHeadingLevel) ?? 2;
  let max = pageMax ?? asLevel(theme.maxHeadingLevel) ?? 3;
  if (min > max) {
    if (pageMax === undefined) max = min;
    else if (pageMin === undefined) min = max;
    else [min, max] = [max, min];
  }
  return { minHeadingLevel: min, maxHeadingLevel: max };
}

/**
 * Headings within the levels, nested under the closest shallower heading before them. Nesting is
 * decided on all headings first, so a hidden h2 still ends the section of the h3s before it.
 */
export function treeifyTOC(toc: readonly TOCItem[], { minHeadingLevel, maxHeadingLevel }: TOCLevels): TOCTreeNode[] {
  const roots: TOCTreeNode[] = [];
  const stack: TOCTreeNode[] = [];
  for (const item of toc) {
    const node: TOCTreeNode = { ...item, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= node.level) stack.pop();
    (stack.length > 0 ? stack[stack.length - 1].children : roots).push(node);
    stack.push(node);
  }
  const keep = (nodes: TOCTreeNode[]): TOCTreeNode[] =>
    nodes.flatMap((n) => (n.level < minHeadingLevel ? keep(n.children) : n.level > maxHeadingLevel ? [] : [{ ...n, children: keep(n.children) }]));
  return keep(roots);
}

/** The ids of a tree in document order. */
export function flattenTOCIds(nodes: readonly TOCTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...flattenTOCIds(n.children)]);
}

/**
 * Which heading the reader is at, from the headings' viewport tops: the first heading at or below
 * the navbar if it is in the top half of the viewport, else the one before it; past the last
 * heading, the last. -1 when there is none.
 */
export function pickActiveHeading(tops: readonly number[], navbarHeight: number, viewportHeight: number): number {
  const next = tops.findIndex((top) => top >= navbarHeight);
  if (next === -1) return tops.length - 1;
  return tops[next] < viewportHeight / 2 ? next : next - 1;
}
