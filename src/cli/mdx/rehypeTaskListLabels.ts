// rehype plugin: the checkbox of a GFM task list item ("- [x] done") is labelled by the item's text.
// remark-gfm gives a bare disabled <input>, which assistive technology announces as a checkbox
// without a name; a <label> around the checkbox and the text after it names it.
import { visit } from './walk.ts';

/** Ends the label: the item's own text runs up to its first block (a nested list, a code block...). */
const BLOCKS = new Set(['address', 'blockquote', 'details', 'div', 'dl', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'ol', 'p', 'pre', 'table', 'ul']);

const isCheckbox = (node: any) => node.type === 'element' && node.tagName === 'input' && node.properties?.type === 'checkbox';
const isBlock = (node: any) => (node.type === 'element' && BLOCKS.has(node.tagName)) || node.type === 'mdxJsxFlowElement' || node.type === 'mdxFlowExpression';

/** Wraps the checkbox among `parent`'s children, and the inline content after it, in a <label>; false when there is none. */
function labelCheckbox(parent: any): boolean {
  const start = parent.children.findIndex(isCheckbox);
  if (start === -1) return false;
  let end = start + 1;
  while (end < parent.children.length && !isBlock(parent.children[end])) end++;
  const label = { type: 'element', tagName: 'label', properties: {}, children: parent.children.slice(start, end) };
  parent.children.splice(start, end - start, label);
  return true;
}

export default function rehypeTaskListLabels() {
  return (tree: any) => {
    visit(tree, 'element', (node) => {
      if (node.tagName !== 'li' || !node.properties?.className?.includes?.('task-list-item')) return;
      // A loose list puts the checkbox inside the item's first paragraph.
      if (!labelCheckbox(node)) {
        const first = node.children.find((c: any) => c.type === 'element');
        if (first?.tagName === 'p') labelCheckbox(first);
      }
    });
  };
}
