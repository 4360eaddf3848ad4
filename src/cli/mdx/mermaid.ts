// Diagrams (`markdown.mermaid`): a ```mermaid fence becomes `<Mermaid value="...">` from
// @theme/Mermaid, which draws it in the browser. Only pages with a diagram import the component,
// and the component loads mermaid itself when it mounts.
import { visit } from './walk.ts';
import { jsxFlowElement } from './mdxJsx.ts';
import { importThemeComponent } from './themeImport.ts';

/** A name no page would use: the import must not clash with the page's own bindings. */
const MERMAID = '__DocsiteMermaid';

/** remark plugin: replaces every ```mermaid code block with the Mermaid theme component. */
export default function remarkMermaid() {
  return (tree: any) => {
    let found = false;
    visit(tree, 'code', (node: any, index, parent: any) => {
      if (node.lang !== 'mermaid' || !parent || index === undefined) return;
      parent.children[index] = { ...jsxFlowElement(MERMAID, { value: node.value }, []), position: node.position };
      found = true;
    });
    if (found) tree.children.unshift(importThemeComponent(MERMAID, 'Mermaid'));
  };
}
