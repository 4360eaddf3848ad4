// `[the demo](pathname:///demo/index.html)`: Docusaurus' way to link to a path the site does not
// route (a file of the static folder, another app on the same host). The link leads to the path,
// with the baseUrl the theme's Link adds, and opens as a plain page load in a new tab, as there. Nor
// is it checked as a link, since what it leads to is not built by docsite (render.ts).
import { visit } from './walk.ts';

const PATHNAME = 'pathname://';
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer', dataNoBrokenLinkCheck: true };

const withNewTab = (node: any) => {
  node.data = { ...node.data, hProperties: { ...node.data?.hProperties, ...NEW_TAB } };
};

/** remark plugin: Markdown links, and references to definitions, with a `pathname://` URL. */
export default function remarkPathnameLinks() {
  return (tree: any, file?: { value?: unknown }) => {
    if (typeof file?.value === 'string' && !file.value.includes(PATHNAME)) return;
    const defined = new Set<string>();
    visit(tree, (node: any) => {
      if ((node.type !== 'link' && node.type !== 'definition') || typeof node.url !== 'string' || !node.url.startsWith(PATHNAME)) return;
      node.url = node.url.slice(PATHNAME.length);
      if (node.type === 'link') withNewTab(node);
      else defined.add(node.identifier);
    });
    // A reference gets its properties from its own node, not from the definition.
    if (defined.size > 0) visit(tree, 'linkReference', (node: any) => (defined.has(node.identifier) ? withNewTab(node) : undefined));
  };
}
