// Admonitions: `:::tip[Title]` or `:::tip Title` ... `:::` becomes `<Admonition type="tip" title="Title">`.
import remarkDirective from 'remark-directive';
import { toString } from 'mdast-util-to-string';
import { visit } from './walk.ts';
import { jsxFlowElement } from './mdxJsx.ts';

export const DEFAULT_ADMONITION_KEYWORDS = ['note', 'tip', 'info', 'warning', 'danger'];

/**
 * Keywords Docusaurus 3 still accepts from older sites, by the type they are drawn as: each keeps
 * its own name as the default title, as there.
 */
export const ADMONITION_ALIASES: Readonly<Record<string, string>> = { caution: 'warning', important: 'info', success: 'tip', secondary: 'note' };

export interface AdmonitionOptions {
  /** Extra directive names that render as admonitions (site config: themeConfig.admonitions.keywords). */
  keywords?: string[];
  /** With false, `keywords` replaces the five defaults instead of adding to them. */
  extendDefaults?: boolean;
}

export function admonitionKeywords(options: AdmonitionOptions = {}): Set<string> {
  const extra = options.keywords ?? [];
  return new Set(options.extendDefaults === false && extra.length > 0 ? extra : [...DEFAULT_ADMONITION_KEYWORDS, ...Object.keys(ADMONITION_ALIASES), ...extra]);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const FENCE = /^\s*(?:>\s*)*(`{3,}|~{3,})/;
const TITLE_AFTER_NAME = /^(\s*(?:>\s*)*:{3,})([A-Za-z][\w-]*)[ \t]+([^\s[{].*?)\s*$/;

/**
 * Rewrites `:::tip My title` to `:::tip[My title]` outside fenced code: remark-directive only
 * understands the bracket form, and Docusaurus sites use both.
 */
export function titleToLabel(doc: string, keywords: Set<string>): string {
  let fence: string | null = null;
  return doc
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && line.trim().replace(/^(>\s*)*/, '') === f[1]) fence = null;
        return line;
      }
      if (f) {
        fence = f[1];
        return line;
      }
      return line.replace(TITLE_AFTER_NAME, (whole, colons: string, name: string, title: string) =>
        keywords.has(name) ? `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]` : whole,
      );
    })
    .join('\n');
}

const JSX_TAGS: Record<string, string> = { emphasis: 'em', strong: 'strong', delete: 'del', inlineCode: 'code', link: 'a' };

/** A title label with markup (`:::tip[Use \`npm\`]`) as a JSX fragment; plain text stays a string. */
function labelToTitle(nodes: any[]): string | { estree: unknown } {
  if (nodes.every((n) => n.type === 'text')) return toString(nodes);
  const literal = (value: string) => ({ type: 'JSXExpressionContainer', expression: { type: 'Literal', value } });
  const toJsx = (node: any): any => {
    const tag = JSX_TAGS[node.type];
    if (!tag) return literal(toString(node));
    const attributes = node.type === 'link' ? [{ type: 'JSXAttribute', name: { type: 'JSXIdentifier', name: 'href' }, value: { type: 'Literal', value: node.url } }] : [];
    const children = node.type === 'inlineCode' ? [literal(node.value)] : node.children.map(toJsx);
    const name = { type: 'JSXIdentifier', name: tag };
    return { type: 'JSXElement', openingElement: { type: 'JSXOpeningElement', name, attributes, selfClosing: false }, closingElement: { type: 'JSXClosingElement', name }, children };
  };
  return { estree: { type: 'JSXFragment', openingFragment: { type: 'JSXOpeningFragment' }, closingFragment: { type: 'JSXClosingFragment' }, children: nodes.map(toJsx) } };
}

/** remark plugin: registers the directive syntax and compiles admonition directives at build time. */
export default function remarkAdmonitions(this: any, options: AdmonitionOptions = {}) {
  const keywords = admonitionKeywords(options);
  // A site that configures an alias keyword itself gets it as its own type.
  const configured = new Set(options.keywords ?? []);
  remarkDirective.call(this);
  const parse = this.parser;
  if (typeof parse === 'function') this.parser = (doc: string, file: unknown) => parse(titleToLabel(String(doc), keywords), file);
  return (tree: any, file?: { value?: unknown }) => {
    // A container directive opens with three colons: without them there is nothing to walk for.
    if (typeof file?.value === 'string' && !file.value.includes(':::')) return;
    visit(tree, 'containerDirective', (node: any) => {
      if (!keywords.has(node.name)) return;
      const [first, ...rest] = node.children as any[];
      const hasLabel = first?.type === 'paragraph' && first.data?.directiveLabel;
      const attrs = node.attributes ?? {};
      const alias = configured.has(node.name) ? undefined : ADMONITION_ALIASES[node.name];
      const title = hasLabel && first.children.length > 0 ? labelToTitle(first.children) : attrs.title || (alias && capitalise(node.name)) || undefined;
      const element = jsxFlowElement('Admonition', { type: alias ?? node.name, title, className: attrs.class || undefined }, hasLabel ? rest : node.children);
      // Replace in place, so visit() goes on into the children and finds nested admonitions.
      for (const key of Object.keys(node)) if (key !== 'position') delete node[key];
      Object.assign(node, element);
    });
  };
}
