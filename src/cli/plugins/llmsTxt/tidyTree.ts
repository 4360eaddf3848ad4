// The mdast left after JSX and directives are replaced, made well-formed again for the stringifier:
// text where blocks belong goes into paragraphs, blocks leave paragraphs, spaces left by removed
// nodes collapse, and emptied paragraphs go.

type Node = any;

const paragraph = (children: Node[]): Node => ({ type: 'paragraph', children });

const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'link', 'linkReference', 'image', 'imageReference', 'break', 'inlineMath', 'footnoteReference']);
const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
const isBlank = (n: Node) => n.type === 'paragraph' && n.children.length === 0;

const LINES = new Set(['paragraph', 'heading', 'tableCell']);

/** Adjacent text joined, and the spaces removed nodes leave behind collapsed and trimmed. */
function tidyText(node: Node): void {
  const out: Node[] = [];
  for (const child of node.children) {
    if (child.type === 'text' && out.at(-1)?.type === 'text') out.at(-1).value += child.value;
    else out.push(child.type === 'text' ? { ...child, value: child.value } : child);
  }
  for (const n of out) if (n.type === 'text') n.value = n.value.replace(/[ \t]{2,}/g, ' ');
  if (out[0]?.type === 'text') out[0].value = out[0].value.trimStart();
  if (out.at(-1)?.type === 'text') out.at(-1).value = out.at(-1).value.trimEnd();
  node.children = out.filter((n) => n.type !== 'text' || n.value !== '');
}

/** Text left where blocks belong (by removed JSX) goes into paragraphs, blocks leave paragraphs, and emptied paragraphs go. */
export function tidyTree(node: Node): void {
  if (!Array.isArray(node.children)) return;
  node.children.forEach(tidyTree);
  if (LINES.has(node.type)) tidyText(node);
  if (!FLOW_PARENTS.has(node.type)) return;
  // A component written inline that became blocks (<TabItem> on one line) splits its paragraph.
  const children = node.children.flatMap((c: Node) => (c.type === 'paragraph' && c.children.some((n: Node) => !PHRASING.has(n.type)) ? c.children : [c]));
  const out: Node[] = [];
  for (const child of children) {
    if (!PHRASING.has(child.type)) out.push(child);
    else if (out.at(-1)?.grouped) out.at(-1).children.push(child);
    else out.push({ ...paragraph([child]), grouped: true });
  }
  node.children = out
    .map(({ grouped, ...n }) => {
      if (grouped) tidyText(n);
      return n;
    })
    .filter((n) => !isBlank(n));
}
