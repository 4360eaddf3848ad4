// Fenced code blocks become `<CodeBlock language title showLineNumbers style>` whose children are
// lines already highlighted at build time, so the browser never runs a highlighter. The lines are
// one HTML string (`<span class="code-block__lines" dangerouslySetInnerHTML>`), not an element per
// token: a page's code blocks compile, bundle, render and hydrate as one string each. A
// `<CodeBlock>` of @theme/CodeBlock written in MDX with a string child is highlighted the same way.
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from './walk.ts';
import { applyCustomMagicComments, applyMagicComments, parseCodeMeta, type MagicComment } from './codeMeta.ts';
import { DEFAULT_CODE_THEMES, highlightCode, type CodeThemes, type CodeToken } from './highlighter.ts';
import { PHRASING_ELEMENTS } from './liveCode.ts';
import { jsxAttribute, jsxFlowElement } from './mdxJsx.ts';

export interface CodeBlocksOptions {
  /** shiki theme names for light and dark mode; default github-light-default and github-dark-default. */
  themes?: Partial<CodeThemes>;
  /** The site's own magic comments (themeConfig.prism.magicComments, the highlight comment aside). */
  magicComments?: MagicComment[];
}

const span = (properties: Record<string, unknown>, children: any[]) => ({ type: 'element', tagName: 'span', properties, children });

function textOf(node: any): string {
  if (node.type === 'text') return node.value;
  return (node.children ?? []).map(textOf).join('');
}

function languageOf(code: any): string | undefined {
  const classes: unknown[] = code.properties?.className ?? [];
  const cls = classes.find((c): c is string => typeof c === 'string' && c.startsWith('language-'));
  return cls?.slice('language-'.length) || undefined;
}

/**
 * A highlighted line as HTML, the way hast-util-to-html writes its spans. The highlighter hands out
 * one token array per distinct line (see highlighter.ts: most lines of a site's code repeat), so
 * each array's HTML is kept with it: a line seen before costs a lookup, not a tree and its
 * serialization each time.
 */
export function lineHtml(tokens: CodeToken[], highlighted: boolean, classes?: string[]): string {
  // A line a site's own magic comment marks is rare: it is written afresh, not kept.
  const cache = classes ? undefined : highlighted ? highlightedLineHtml : lineHtmlCache;
  let html = cache?.get(tokens);
  if (html === undefined) {
    const className = ['code-block__line', ...(highlighted ? ['code-block__line--highlighted'] : []), ...(classes ?? [])].join(' ');
    // Nothing to escape (most lines): the markup is written here; else hast-util-to-html writes it.
    if (tokens.every((t) => !ESCAPED_IN_TEXT.test(t.content) && !(t.style && ESCAPED_IN_ATTRIBUTE.test(t.style)))) {
      html = `<span class="${className}">${tokens.map((t) => (t.style ? `<span style="${t.style}">${t.content}</span>` : t.content)).join('')}</span>`;
    } else {
      const line = span(
        { className: className.split(' ') },
        tokens.map((t) => (t.style ? span({ style: t.style }, [{ type: 'text', value: t.content }]) : { type: 'text', value: t.content })),
      );
      html = toHtml(line as any, { characterReferences: { useShortestReferences: true } });
    }
    cache?.set(tokens, html);
  }
  return html;
}

/** What hast-util-to-html escapes in text, and in a double-quoted attribute value. */
const ESCAPED_IN_TEXT = /[<&]/;
const ESCAPED_IN_ATTRIBUTE = /[\0"&'`]/;

const lineHtmlCache = new WeakMap<CodeToken[], string>();
const highlightedLineHtml = new WeakMap<CodeToken[], string>();

/** The highlighted lines of `code` as the one span a CodeBlock takes as children, and the theme colours. */
async function highlightedLines(code: string, language: string | undefined, metaLines: number[], themes: CodeThemes, comments: MagicComment[]): Promise<{ html: any; rootStyle: any }> {
  const custom = comments.length > 0 ? applyCustomMagicComments(code.replace(/\n$/, ''), language, comments) : undefined;
  const magic = applyMagicComments(custom?.code ?? code.replace(/\n$/, ''), language);
  const marked = new Set([...metaLines, ...magic.highlightLines]);
  // A site's comment marks a line of the code before the highlight comments were taken out.
  const classes = custom && remapLines(custom.lineClasses, custom.code, magic.code);
  const { lines, rootStyle } = await highlightCode(magic.code, language, themes);
  const __html = lines.map((tokens, i) => lineHtml(tokens, marked.has(i + 1), classes?.get(i + 1))).join('');
  // Marked explicit, so MDX does not map this span through the page's components.
  const html = { ...jsxFlowElement('span', { className: 'code-block__lines', dangerouslySetInnerHTML: { __html } }, []), data: { _mdxExplicitJsx: true } };
  return { html, rootStyle };
}

/** Line numbers of `before` as numbers of `after`, which is `before` with some whole lines removed. */
function remapLines(byLine: Map<number, string[]>, before: string, after: string): Map<number, string[]> {
  if (byLine.size === 0 || before === after) return byLine;
  const a = before.split('\n');
  const b = after.split('\n');
  const out = new Map<number, string[]>();
  for (let i = 0, j = 0; i < a.length && j < b.length; i++) {
    if (a[i] !== b[j]) continue;
    const classes = byLine.get(i + 1);
    if (classes) out.set(j + 1, classes);
    j++;
  }
  return out;
}

/** One `pre > code` as a CodeBlock element. */
export async function toCodeBlock(code: any, themes: CodeThemes = DEFAULT_CODE_THEMES, comments: MagicComment[] = []): Promise<any> {
  const language = languageOf(code);
  const meta = parseCodeMeta(code.data?.meta);
  const { html, rootStyle } = await highlightedLines(textOf(code), language, meta.highlightLines, themes, comments);
  const start = meta.startLineNumber;
  return jsxFlowElement('CodeBlock', { language, title: meta.title, showLineNumbers: start === 1 ? true : start, style: rootStyle }, [html]);
}

/** The names a page imports @theme/CodeBlock's default export as. */
function codeBlockNames(tree: any): Set<string> {
  const names = new Set<string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const s of node.data?.estree?.body ?? []) {
      if (s.type !== 'ImportDeclaration' || s.source.value !== '@theme/CodeBlock') continue;
      for (const spec of s.specifiers) if (spec.type === 'ImportDefaultSpecifier') names.add(spec.local.name);
    }
  }
  return names;
}

/** The text of a child written as a string, {'...'} or {`...`} without ${}; undefined for any other child. */
function stringChild(children: any[]): string | undefined {
  const [child, ...rest] = children;
  if (rest.length > 0 || (child?.type !== 'mdxFlowExpression' && child?.type !== 'mdxTextExpression')) return undefined;
  const body = child.data?.estree?.body;
  const e = body?.length === 1 && body[0].type === 'ExpressionStatement' ? body[0].expression : undefined;
  if (e?.type === 'Literal' && typeof e.value === 'string') return e.value;
  if (e?.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0].value.cooked ?? undefined;
  return undefined;
}

/**
 * `<CodeBlock language="js" title="a.js" metastring="{2}">{`code`}</CodeBlock>`: the string becomes
 * highlighted lines, as a fenced block's. The element's own props stay; a title or line numbers
 * written only in `metastring` are added, as Docusaurus reads them from there.
 */
async function highlightStringChild(node: any, themes: CodeThemes, comments: MagicComment[]): Promise<void> {
  const code = stringChild(node.children);
  if (code === undefined) return;
  const attribute = (name: string) => node.attributes.find((a: any) => a.type === 'mdxJsxAttribute' && a.name === name);
  const text = (name: string) => (typeof attribute(name)?.value === 'string' ? (attribute(name).value as string) : undefined);
  const language = text('language') ?? /(?:^|\s)language-(\S+)/.exec(text('className') ?? '')?.[1];
  const meta = parseCodeMeta(text('metastring'));
  const { html, rootStyle } = await highlightedLines(code, language, meta.highlightLines, themes, comments);
  const start = meta.startLineNumber;
  const added = [
    !attribute('style') && rootStyle && jsxAttribute('style', rootStyle),
    !attribute('title') && meta.title && jsxAttribute('title', meta.title),
    !attribute('showLineNumbers') && start !== undefined && jsxAttribute('showLineNumbers', start === 1 ? true : start),
  ];
  node.attributes = [...node.attributes.filter((a: any) => a.name !== 'metastring'), ...added.filter(Boolean)];
  node.children = [html];
}

/** rehype plugin: highlights every fenced code block with shiki (inline code stays plain). */
export default function rehypeCodeBlocks(options: CodeBlocksOptions = {}) {
  const themes = { ...DEFAULT_CODE_THEMES, ...options.themes };
  const comments = options.magicComments ?? [];
  return async (tree: any) => {
    const blocks: { parent: any; index: number; code: any }[] = [];
    visit(tree, 'element', (node: any, index, parent: any) => {
      if (PHRASING_ELEMENTS.has(node.tagName)) return SKIP;
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c: any) => c.type === 'element' && c.tagName === 'code');
      if (code) blocks.push({ parent, index, code });
      return SKIP;
    });
    await Promise.all(blocks.map(async (b) => (b.parent.children[b.index] = await toCodeBlock(b.code, themes, comments))));
    const names = codeBlockNames(tree);
    if (names.size === 0) return;
    const elements: any[] = [];
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node: any) => void (names.has(node.name) && elements.push(node)));
    await Promise.all(elements.map((node) => highlightStringChild(node, themes, comments)));
  };
}
