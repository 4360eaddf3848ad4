// A Markdown or MDX source as plain Markdown an agent can read: front matter, imports and exports
// gone, JSX reduced to its text, admonitions as quotes, partials inlined, every link absolute.
// Parsed with the same remark syntax extensions the site compiles with, then stringified from mdast.
import fs from 'node:fs';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from '../../mdx/remarkGfm.ts';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { withBaseUrl } from '../../../runtime/paths.ts';
import { remarkFastParse } from '../../mdx/fast/fastParse.ts';
import { remarkHeadingIds } from '../../mdx/headingIds.ts';
import { titleToLabel } from '../../mdx/remarkAdmonitions.ts';
import type { ParseMemo } from '../../mdx/parseMemo.ts';
import { resolveMarkdownLink } from '../../mdx/remarkMarkdownLinks.ts';
import remarkUnusedDirectives from '../../mdx/remarkUnusedDirectives.ts';
import { compilesAsMdx } from '../blog/postSource.ts';
import { tidyTree } from './tidyTree.ts';

export interface CleanOptions {
  /** Parse as MDX (imports, JSX, expressions) rather than CommonMark. */
  mdx: boolean;
  /** `$math$` syntax is on (markdown.math). */
  math: boolean;
  /** Directive names that are admonitions. */
  admonitions: Set<string>;
  /** The site's `url` and `baseUrl`. */
  siteUrl: string;
  baseUrl: string;
  /** Absolute source file -> permalink, for links to .md/.mdx files. */
  permalinks: Map<string, string>;
  /** The site folder, which `@site/` imports start from. */
  siteDir?: string;
  /** markdown.format, which says how an imported partial compiles; default 'mdx'. */
  format?: 'mdx' | 'md' | 'detect';
}

export interface CleanedMarkdown {
  /** The text of a leading `# ` heading, which the body no longer has. */
  heading?: string;
  body: string;
  /** Partial files inlined, which the result depends on too. */
  partials: string[];
}

type Node = any;

interface Context {
  /** The file being read: relative links and imports resolve from its folder. */
  file: string;
  /** Absolute URL of the page the text appears on. */
  pageUrl: string;
  /** Imported .md/.mdx partials by local name. */
  partials: Map<string, string>;
  /** Files being inlined, to stop import cycles. */
  stack: string[];
  /** Every partial read, shared by the whole page. */
  read: Set<string>;
  o: CleanOptions;
}

const processors = new Map<string, { parse(text: string): Node; stringify(tree: Node): string }>();

function processorFor(o: Pick<CleanOptions, 'mdx' | 'math' | 'admonitions'>) {
  const key = `${o.mdx}-${o.math}-${[...o.admonitions].join(',')}`;
  let p = processors.get(key);
  if (!p) {
    const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective);
    if (o.mdx) parser.use(remarkMdx);
    if (o.math) parser.use(remarkMath);
    // `## Title {#id}`, which MDX alone reads as a broken expression (see mdx/headingIds.ts).
    parser.use(remarkHeadingIds);
    // The compile's own parser wrapper, so markdown-it gives the same trees where it can.
    parser.use(remarkFastParse, { format: o.mdx ? 'mdx' : 'md', math: o.math, keywords: o.admonitions });
    // Output is plain Markdown: no MDX or directive syntax to escape for.
    const writer = unified().use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, listItemIndent: 'one', rule: '-', handlers: { text: textHandler } }).use(remarkGfm, { tablePipeAlign: false });
    if (o.math) writer.use(remarkMath);
    p = { parse: (text) => parser.parse(text), stringify: (tree) => String(writer.stringify(tree)) };
    processors.set(key, p);
  }
  return p;
}

/**
 * mdast-util-to-markdown's text handler, with the unsafe patterns narrowed first to those whose
 * character is in the text or next to it. Its `safe` runs every pattern in scope over every text
 * (many with GFM and math), a cost paid for every text; a pattern matches at its character only,
 * so one whose character is absent finds nothing, and leaving it out changes nothing (a test
 * compares both on every text of this website's pages).
 */
export function textHandler(node: Node, parent: Node | undefined, state: Node, info: Node): string {
  const siblings = parent ? parent.children : [];
  const index = state.indexStack[state.indexStack.length - 1];
  const all = state.unsafe;
  state.unsafe = patternsIn(`${info.before ?? ''}${node.value}${info.after ?? ''}`, all);
  try {
    return state.safe(node.value, { ...info, afterNode: siblings[index + 1], beforeNode: siblings[index - 1] });
  } finally {
    state.unsafe = all;
  }
}

interface PatternGroups {
  /** Patterns by the character code they start with; -1: kept always (a pattern not of one character: none are). */
  groups: Map<number, Node[]>;
  /** For codes below 128: 1 when some pattern has that character. */
  ascii: Uint8Array;
}

/** The unsafe patterns grouped by character, in their order; computed once per list. */
const groupsOf = new WeakMap<Node[], PatternGroups>();

/** The patterns of `unsafe` whose character occurs in `text`. */
function patternsIn(text: string, unsafe: Node[]): Node[] {
  let g = groupsOf.get(unsafe);
  if (!g) {
    g = { groups: new Map(), ascii: new Uint8Array(128) };
    for (const pattern of unsafe) {
      const character = String(pattern.character);
      const code = character.length === 1 ? character.charCodeAt(0) : -1;
      g.groups.set(code, [...(g.groups.get(code) ?? []), pattern]);
      if (code >= 0 && code < 128) g.ascii[code] = 1;
    }
    groupsOf.set(unsafe, g);
  }
  const found = new Uint8Array(128);
  let other: Set<number> | undefined;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) found[code] = g.ascii[code];
    else if (g.groups.has(code)) (other ??= new Set()).add(code);
  }
  const out: Node[] = [];
  for (const [code, patterns] of g.groups) if (code === -1 || (code < 128 ? found[code] : other?.has(code))) out.push(...patterns);
  return out;
}

const text = (value: string): Node => ({ type: 'text', value });
const paragraph = (children: Node[]): Node => ({ type: 'paragraph', children });
const strong = (children: Node[]): Node => ({ type: 'strong', children });

const PROTOCOL_OR_HOST = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function resolveUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/** A link as a full URL: Markdown files become their pages, site paths get the baseUrl, relative ones resolve from the page. */
function absoluteLink(url: string, ctx: Context): string {
  if (!url || PROTOCOL_OR_HOST.test(url)) return url;
  const md = resolveMarkdownLink(url, ctx.file, ctx.o.permalinks);
  if (md.kind === 'page') return resolveUrl(md.url, `${ctx.o.siteUrl}/`);
  if (url.startsWith('/')) return resolveUrl(withBaseUrl(url, ctx.o.baseUrl), `${ctx.o.siteUrl}/`);
  return resolveUrl(url, ctx.pageUrl);
}

/** An image source as a full URL: site paths get the baseUrl, as on the page; relative ones resolve from the page. */
function absoluteImage(url: string, ctx: Context): string {
  if (!url || PROTOCOL_OR_HOST.test(url)) return url;
  if (url.startsWith('/')) return resolveUrl(withBaseUrl(url, ctx.o.baseUrl), `${ctx.o.siteUrl}/`);
  return resolveUrl(url, ctx.pageUrl);
}

/** The value of `{'{'}` or {`text`}: expressions that are a plain string; null for anything else. */
function literalText(node: Node): string | null {
  const statement = node.data?.estree?.body?.[0];
  const e = statement?.type === 'ExpressionStatement' ? statement.expression : null;
  if (e?.type === 'Literal' && (typeof e.value === 'string' || typeof e.value === 'number')) return String(e.value);
  if (e?.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0]?.value.cooked ?? null;
  return null;
}

function attribute(node: Node, name: string): string | undefined {
  const a = node.attributes?.find((x: Node) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (typeof a?.value === 'string') return a.value;
  if (a?.value?.type === 'mdxJsxAttributeValueExpression') return literalText(a.value) ?? undefined;
  return undefined;
}

/** The characters of a node, string expressions included: the code of a <CodeBlock>. */
function plainText(node: Node): string {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return literalText(node) ?? '';
  if (typeof node.value === 'string') return node.value;
  return (node.children ?? []).map(plainText).join(node.type === 'root' || node.type === 'mdxJsxFlowElement' ? '\n' : '');
}

function admonition(type: string, title: Node[], body: Node[]): Node {
  const label = type.charAt(0).toUpperCase() + type.slice(1);
  // The title goes inside **…**: bold within it would close that early.
  title = title.flatMap((n) => (n.type === 'strong' ? n.children : [n]));
  return { type: 'blockquote', children: [paragraph([strong(title.length > 0 ? [text(`${label}: `), ...title] : [text(label)])]), ...body] };
}

/** Local names of `import X from './partial.mdx'` (or `@site/...`) in an ESM block, with their files. */
function partialImports(node: Node, ctx: Context): [string, string][] {
  const out: [string, string][] = [];
  for (const d of node.data?.estree?.body ?? []) {
    const source = d.type === 'ImportDeclaration' ? String(d.source.value) : '';
    if (!/\.mdx?$/.test(source)) continue;
    const file = /^\.{1,2}\//.test(source) ? path.resolve(path.dirname(ctx.file), source) : source.startsWith('@site/') && ctx.o.siteDir ? path.join(ctx.o.siteDir, source.slice('@site/'.length)) : null;
    if (file) for (const s of d.specifiers) if (s.type === 'ImportDefaultSpecifier') out.push([s.local.name, file]);
  }
  return out;
}

const DROPPED = new Set(['Head', 'head', 'script', 'style', 'TOCInline', 'TOCItems']);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** A JSX element as Markdown: known elements become their Markdown equivalent, any other its children. */
function jsxElement(node: Node, ctx: Context): Node[] {
  const name: string = node.name ?? '';
  const flow = node.type === 'mdxJsxFlowElement';
  const children = () => transformChildren(node.children ?? [], ctx);
  if (DROPPED.has(name)) return [];
  const partial = ctx.partials.get(name);
  if (partial && flow) return inlinePartial(partial, ctx);
  switch (name) {
    case 'Admonition':
      return [admonition(attribute(node, 'type') ?? 'note', attribute(node, 'title') ? [text(attribute(node, 'title')!)] : [], children())];
    case 'TabItem': {
      const label = attribute(node, 'label') ?? attribute(node, 'value');
      return [...(label ? [paragraph([strong([text(label)])])] : []), ...children()];
    }
    case 'summary':
      return [paragraph([strong([text(toString(node).trim())])])];
    case 'a':
    case 'Link': {
      const href = attribute(node, 'href') ?? attribute(node, 'to');
      return href ? [{ type: 'link', url: absoluteLink(href, ctx), title: null, children: children() }] : children();
    }
    case 'img': {
      const src = attribute(node, 'src');
      return src ? [{ type: 'image', url: absoluteImage(src, ctx), alt: attribute(node, 'alt') ?? '', title: null }] : [];
    }
    case 'br':
      return flow ? [] : [{ type: 'break' }];
    case 'code':
      return flow ? [{ type: 'code', lang: null, value: plainText(node) }] : [{ type: 'inlineCode', value: plainText(node) }];
    case 'pre':
    case 'CodeBlock': {
      const lang = attribute(node, 'language') ?? /language-(\S+)/.exec(attribute(node, 'className') ?? '')?.[1] ?? null;
      return [{ type: 'code', lang, value: plainText(node).replace(/^\n+|\s+$/g, '') }];
    }
    case 'p':
      return [paragraph(children())];
    case 'strong':
    case 'b':
      return [strong(children())];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: children() }];
  }
  if (HEADINGS[name]) return [{ type: 'heading', depth: HEADINGS[name], children: children() }];
  return children();
}

function inlinePartial(file: string, ctx: Context): Node[] {
  if (ctx.stack.includes(file)) return [];
  ctx.read.add(file);
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const tree = processorFor({ ...ctx.o, mdx: compilesAsMdx(file, ctx.o.format ?? 'mdx') }).parse(titleToLabel(source, ctx.o.admonitions));
  return transformChildren(tree.children, { ...ctx, file, partials: new Map(), stack: [...ctx.stack, file] });
}

function transformNode(node: Node, ctx: Context): Node[] {
  switch (node.type) {
    case 'yaml':
    case 'toml':
      return [];
    case 'mdxjsEsm':
      for (const [name, file] of partialImports(node, ctx)) ctx.partials.set(name, file);
      return [];
    case 'html':
      return /^\s*<!--[\s\S]*-->\s*$/.test(node.value) ? [] : [node];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = literalText(node);
      return value === null ? [] : [text(value)];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return jsxElement(node, ctx);
    case 'containerDirective':
      if (ctx.o.admonitions.has(node.name)) {
        const [first, ...rest] = node.children;
        const labelled = first?.type === 'paragraph' && first.data?.directiveLabel;
        const title = labelled ? transformChildren(first.children, ctx) : node.attributes?.title ? [text(node.attributes.title)] : [];
        return [admonition(node.name, title, transformChildren(labelled ? rest : node.children, ctx))];
      }
      break;
    case 'link':
    case 'definition':
      node.url = absoluteLink(node.url, ctx);
      break;
    case 'image':
      node.url = absoluteImage(node.url, ctx);
      break;
  }
  if (Array.isArray(node.children)) node.children = transformChildren(node.children, ctx);
  return [node];
}

function transformChildren(children: Node[], ctx: Context): Node[] {
  return children.flatMap((child) => transformNode(child, ctx));
}

/** The key of a text in the parse memo of a run of cleanMarkdown calls (see mdx/parseMemo.ts). */
export const cleanParseKey = (text: string, mdx: boolean) => `${mdx ? 'mdx' : 'md'}\0${text}`;

/**
 * Clean Markdown of a source file's text (front matter included or not): the leading `# ` heading is
 * returned apart, so callers can write their own title line.
 */
export function cleanMarkdown(source: string, ctx: { file: string; pageUrl: string }, o: CleanOptions, memo?: ParseMemo): CleanedMarkdown {
  const processor = processorFor(o);
  const parse = () => processor.parse(titleToLabel(source, o.admonitions));
  const tree = memo ? memo.parse(cleanParseKey(source, o.mdx), parse) : parse();
  const read = new Set<string>();
  tree.children = transformChildren(tree.children, { ...ctx, partials: new Map(), stack: [ctx.file], read, o });
  remarkUnusedDirectives()(tree);
  tidyTree(tree);
  const [first] = tree.children;
  let heading: string | undefined;
  if (first?.type === 'heading' && first.depth === 1) {
    heading = toString(first).trim();
    tree.children.shift();
  }
  return { heading, body: processor.stringify(tree).trim(), partials: [...read].sort() };
}
