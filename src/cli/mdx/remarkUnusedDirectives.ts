// Directive syntax is on for admonitions, so "see:this" would parse as a `:this` directive. Runs
// after every other remark plugin and turns the directives nobody handled back into their text.
import { visit } from './walk.ts';

const text = (value: string) => ({ type: 'text', value });

/** A colon and what may start a directive's name (micromark-extension-directive). */
export const DIRECTIVE_START = /:[^\s\p{P}\p{S}]/u;

function attributesText(attributes: Record<string, string | null | undefined> | null | undefined): string {
  const entries = Object.entries(attributes ?? {});
  if (entries.length === 0) return '';
  return `{${entries.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}}`;
}

/** `:name[label]{attrs}` as phrasing nodes, the label's own markup kept. */
function asPhrasing(node: any, colons: string): any[] {
  const out: any[] = [text(colons + node.name)];
  if (node.children.length > 0) out.push(text('['), ...node.children, text(']'));
  const attrs = attributesText(node.attributes);
  if (attrs) out.push(text(attrs));
  return out;
}

/** remark plugin: text, leaf and container directives left unhandled are restored as text. */
export default function remarkUnusedDirectives() {
  return (tree: any, file?: { value?: unknown }) => {
    // Every directive starts with a colon right before its name's first character, which is no
    // space, punctuation or symbol (a digit too: "20:00" holds the directive `:00`). A source
    // without one has none (the common case), and its tree need not be walked.
    if (typeof file?.value === 'string' && !DIRECTIVE_START.test(file.value)) return;
    visit(tree, (node: any, index, parent: any) => {
      if (!parent || index === undefined) return;
      if (node.type === 'textDirective') {
        const nodes = asPhrasing(node, ':');
        parent.children.splice(index, 1, ...nodes);
        return index + 1;
      }
      if (node.type === 'leafDirective') {
        parent.children[index] = { type: 'paragraph', children: asPhrasing(node, '::'), position: node.position };
        return index;
      }
      if (node.type === 'containerDirective') {
        const [first, ...rest] = node.children as any[];
        const label = first?.type === 'paragraph' && first.data?.directiveLabel ? first.children : [];
        const open = { type: 'paragraph', children: asPhrasing({ ...node, children: label }, ':::') };
        const body = label.length > 0 ? rest : node.children;
        parent.children.splice(index, 1, open, ...body, { type: 'paragraph', children: [text(':::')] });
        // Visit the body: it may hold more directives.
        return index + 1;
      }
    });
  };
}
