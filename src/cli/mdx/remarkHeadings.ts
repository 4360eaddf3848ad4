// Gives every heading a stable id and exports the table of contents and the first h1's text.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { valueToEstree } from 'estree-util-value-to-estree';
import { withLazyEstree } from './mdxJsx.ts';
import { SKIP, visit } from './walk.ts';

const PHRASING_PARENTS = new Set(['paragraph', 'table', 'code', 'html', 'yaml', 'mdxjsEsm', 'mdxFlowExpression']);

export interface TocItem {
  value: string;
  id: string;
  level: number;
}

/** `/* note *\/` alone: an MDX expression that is only a comment, which renders nothing. */
const COMMENT_ONLY = /^\s*\/\*((?:(?!\*\/)[^])*)\*\/\s*$/;

const isComment = (node: any) => node.type === 'mdxTextExpression' && COMMENT_ONLY.test(node.value ?? '');

/**
 * The id of Docusaurus' MDX form, `## Title {/* #my-id *\/}`: a comment last in the heading whose
 * first word starts with `#`. The comment is taken out, with the spaces before it.
 */
function takeCommentId(heading: any): string | undefined {
  const last = heading.children.at(-1);
  if (!last || !isComment(last)) return undefined;
  const word = COMMENT_ONLY.exec(last.value)![1].trim().split(/\s+/)[0];
  if (!word.startsWith('#') || word.length < 2) return undefined;
  heading.children.pop();
  const before = heading.children.at(-1);
  if (before?.type === 'text') {
    before.value = before.value.replace(/[ \t]+$/, '');
    if (before.value === '') heading.children.pop();
  }
  return word.slice(1);
}

/** The heading's text, without the comments in it. */
function headingText(heading: any): string {
  return toString(heading.children.filter((child: any) => !isComment(child))).trim();
}

function exportConst(name: string, value: unknown): any {
  return {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
    },
  };
}

/** remark plugin: `export const toc = [...]` and `export const contentTitle = "..."` in every module. */
export default function remarkHeadings() {
  return (tree: any) => {
    const slugger = new GithubSlugger();
    const toc: TocItem[] = [];
    let contentTitle: string | null = null;
    visit(tree, (node: any) => {
      // Headings are flow content: the text inside paragraphs and tables holds none.
      if (PHRASING_PARENTS.has(node.type)) return SKIP;
      if (node.type !== 'heading') return;
      const commentId = takeCommentId(node);
      const text = headingText(node);
      const explicit = commentId ?? node.data?.hProperties?.id;
      // An id given by `{#id}` or `{/* #id */}` is taken, so a later heading of the same text gets `-1`.
      if (typeof explicit === 'string') slugger.slug(explicit);
      const id = typeof explicit === 'string' ? explicit : slugger.slug(text);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      if (node.depth === 1) contentTitle ??= text;
      else toc.push({ value: text, id, level: node.depth });
      return SKIP;
    });
    const exports: [string, unknown][] = [
      ['toc', toc],
      ['contentTitle', contentTitle],
    ];
    tree.children.unshift({
      type: 'mdxjsEsm',
      value: '',
      // The plain module writer prints `docsiteExports` itself (plainOutput.ts); MDX reads the estree.
      data: withLazyEstree({ docsiteExports: exports }, () => ({ type: 'Program', sourceType: 'module', body: exports.map(([name, value]) => exportConst(name, value)) })),
    });
  };
}
