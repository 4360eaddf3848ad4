// Live code blocks: a JavaScript or TypeScript fence with `live` in its meta (```jsx live) becomes
// `<Playground code language>` from @theme/Playground around the usual highlighted code block.
// The page shows that code until the editor and its preview (react-live) load in the browser.
import { SKIP, visit } from './walk.ts';
import { parseCodeMeta } from './codeMeta.ts';
import { jsxFlowElement } from './mdxJsx.ts';
import { importThemeComponent } from './themeImport.ts';

/** Elements whose content is phrasing: a `pre` (flow content) is never inside one. */
export const PHRASING_ELEMENTS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'a', 'em', 'strong', 'del', 'code', 'span', 'sup', 'sub']);

const PLAYGROUND = '__DocsitePlayground';
const LIVE_LANGUAGES = new Set(['jsx', 'tsx', 'js', 'javascript', 'ts', 'typescript']);

/** Bare words of a fence's meta, quoted values left out: `title="a live demo" live` has `live`. */
export function metaFlags(meta: string | null | undefined): Set<string> {
  return new Set((meta ?? '').replace(/"[^"]*"|'[^']*'/g, '""').split(/\s+/).filter((w) => /^[A-Za-z]+$/.test(w)));
}

function textOf(node: any): string {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

/** rehype plugin, before rehypeCodeBlocks: wraps live `pre > code` in the Playground component. */
export default function rehypeLiveCode() {
  return (tree: any, file?: { value?: unknown }) => {
    // A live block says so in its fence's meta.
    if (typeof file?.value === 'string' && !file.value.includes('live')) return;
    let found = false;
    visit(tree, 'element', (node: any, index, parent: any) => {
      if (PHRASING_ELEMENTS.has(node.tagName)) return SKIP;
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c: any) => c.type === 'element' && c.tagName === 'code');
      const cls: unknown[] = code?.properties?.className ?? [];
      const language = cls.find((c): c is string => typeof c === 'string' && c.startsWith('language-'))?.slice('language-'.length);
      const flags = metaFlags(code?.data?.meta);
      if (!language || !LIVE_LANGUAGES.has(language) || !flags.has('live')) return;
      const props = { code: textOf(code).replace(/\n$/, ''), language, title: parseCodeMeta(code.data.meta).title, noInline: flags.has('noInline') };
      // The pre stays inside: rehypeCodeBlocks highlights it for the server-rendered page.
      parent.children[index] = jsxFlowElement(PLAYGROUND, props, [node]);
      found = true;
      return SKIP;
    });
    if (found) tree.children.unshift(importThemeComponent(PLAYGROUND, 'Playground'));
  };
}
