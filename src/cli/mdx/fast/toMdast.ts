// markdown-it's tokens as the mdast remark builds from the same text, positions aside. A token
// this does not know, or text micromark may read otherwise, throws NotPlain (see fastParse.ts).
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { splitHeadingId } from '../headingIds.ts';
import { NotPlain } from './markdownIt.ts';

export type Node = { type: string; [key: string]: any };

/** What the conversion of one document needs besides its tokens. */
export interface Conversion {
  /** The parser: a heading's text is read again without its `{#id}`. */
  md: MarkdownIt;
  /** Text that markdown-it leaves as text but micromark may not. */
  notPlain: RegExp;
  /** MDX syntax: micromark closes a fence at an indented fence line too. */
  mdx: boolean;
  /** True when the document's line (counted from 0) is blank. */
  blank: (line: number) => boolean;
}

type Lines = [number, number];
type Item = { node: Node; lines: Lines; childLines: Lines[] };
type Frame = { node: Node; items?: Item[]; item?: Item };

const INDENTED_FENCE = /^(?: {4,}|[ \t]*\t[ \t]*)(?:`{3,}|~{3,})[ \t]*$/m;
const ESM = /^(?:import|export)\b/m;
const TASK_MARKER = /^\[[ xX]\](?:[ \t]|$)/;

const text = (value: string): Node => ({ type: 'text', value });

/** The root's children for a document's block tokens. */
export function blocksToMdast(tokens: Token[], c: Conversion): Node[] {
  const root: Node = { type: 'root', children: [] };
  const frames: Frame[] = [{ node: root }];
  let top = frames[0];
  const add = (node: Node, map: Lines | null) => {
    top.node.children.push(node);
    if (top.item && map) top.item.childLines.push(map);
  };
  const enter = (frame: Frame, map: Lines | null) => {
    add(frame.node, map);
    frames.push(frame);
    top = frame;
  };
  const leave = () => {
    frames.pop();
    top = frames[frames.length - 1];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const map = token.map as Lines | null;
    switch (token.type) {
      case 'paragraph_open':
      case 'heading_open':
      case 'inline':
      case 'fence':
      case 'code_block':
      case 'hr': {
        const leaf = leafBlock(tokens, i, c, Boolean(top.item) && top.node.children.length === 0);
        add(leaf.node, map);
        i += leaf.taken - 1;
        break;
      }
      case 'blockquote_open':
        enter({ node: { type: 'blockquote', children: [] } }, map);
        break;
      case 'container_directive_open':
        enter({ node: { type: 'containerDirective', name: token.info, attributes: {}, children: [] } }, map);
        break;
      case 'bullet_list_open':
      case 'ordered_list_open': {
        const ordered = token.type === 'ordered_list_open';
        const first = tokens[i + 1];
        enter({ node: { type: 'list', ordered, start: ordered ? Number.parseInt(first.info, 10) : null, spread: false, children: [] }, items: [] }, map);
        break;
      }
      case 'list_item_open': {
        const item: Item = { node: { type: 'listItem', spread: false, checked: null, children: [] }, lines: map!, childLines: [] };
        top.items!.push(item);
        top.node.children.push(item.node);
        frames.push({ node: item.node, item });
        top = frames[frames.length - 1];
        break;
      }
      case 'bullet_list_close':
      case 'ordered_list_close':
        listSpread(top.node, top.items!, c.blank);
        leave();
        break;
      case 'blockquote_close':
      case 'container_directive_close':
      case 'list_item_close':
        leave();
        break;
      case 'table_open':
        i = table(tokens, i, add, c);
        break;
      default:
        throw new NotPlain();
    }
  }
  return root.children;
}

/** The node of the leaf block starting at `tokens[i]`, and how many tokens it spans. */
function leafBlock(tokens: Token[], i: number, c: Conversion, firstInItem: boolean): { node: Node; taken: number } {
  const token = tokens[i];
  switch (token.type) {
    case 'paragraph_open': {
      const content = tokens[i + 1];
      if (firstInItem && TASK_MARKER.test(content.content)) throw new NotPlain();
      // A line of MDX's `import`/`export`.
      if (ESM.test(content.content)) throw new NotPlain();
      return { node: { type: 'paragraph', children: inlineToMdast(content.children ?? [], c) }, taken: 3 };
    }
    case 'heading_open': {
      // `## Title {#id}`: the id is read from the text as written (see headingIds.ts).
      const explicit = splitHeadingId(tokens[i + 1].content);
      const children = explicit ? inlineToMdast(explicit.text ? c.md.parseInline(explicit.text, {})[0].children ?? [] : [], c) : inlineToMdast(tokens[i + 1].children ?? [], c);
      return { node: { type: 'heading', depth: Number(token.tag.slice(1)), ...(explicit && { data: { hProperties: { id: explicit.id } } }), children }, taken: 3 };
    }
    case 'inline':
      // A container directive's label.
      if (token.meta !== 'directiveLabel') throw new NotPlain();
      return { node: { type: 'paragraph', data: { directiveLabel: true }, children: inlineToMdast(token.children ?? [], c) }, taken: 1 };
    case 'fence': {
      // micromark without indented code closes a fence at `    ```` too.
      if (c.mdx && INDENTED_FENCE.test(token.content)) throw new NotPlain();
      const { unescapeAll } = c.md.utils;
      const info = token.info.trim();
      const space = info.search(/[ \t]/);
      const lang = unescapeAll(space < 0 ? info : info.slice(0, space));
      const meta = space < 0 ? '' : unescapeAll(info.slice(space).trim());
      return { node: { type: 'code', lang: lang || null, meta: meta || null, value: token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content }, taken: 1 };
    }
    case 'code_block':
      return { node: { type: 'code', lang: null, meta: null, value: token.content.replace(/\n+$/, '') }, taken: 1 };
    case 'hr':
      return { node: { type: 'thematicBreak' }, taken: 1 };
    default:
      throw new NotPlain();
  }
}

/** A GFM table from `tokens[start]` (table_open); returns the index of its table_close. */
function table(tokens: Token[], start: number, add: (node: Node, map: Lines | null) => void, c: Conversion): number {
  const node: Node = { type: 'table', align: [], children: [] };
  let row: Node | undefined;
  let i = start + 1;
  for (; i < tokens.length && tokens[i].type !== 'table_close'; i++) {
    const token = tokens[i];
    if (token.type === 'tr_open') {
      row = { type: 'tableRow', children: [] };
      node.children.push(row);
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      const style = token.attrGet('style');
      if (token.type === 'th_open') node.align.push(style ? style.slice('text-align:'.length) : null);
      row!.children.push({ type: 'tableCell', children: inlineToMdast(tokens[i + 1].children ?? [], c) });
      i += 2;
    }
  }
  add(node, tokens[start].map as Lines | null);
  return i;
}

/**
 * An item is spread when a blank line separates two of its own children; a list, when a blank
 * line ends an item that another item follows.
 */
function listSpread(list: Node, items: Item[], blank: (line: number) => boolean): void {
  for (const item of items) {
    const c = item.childLines;
    for (let i = 1; i < c.length && !item.node.spread; i++) if (c[i][0] > lastFilled(c[i - 1], blank) + 1) item.node.spread = true;
  }
  for (let i = 0; i < items.length - 1; i++) if (blank(items[i + 1].lines[0] - 1)) list.spread = true;
}

function lastFilled(lines: Lines, blank: (line: number) => boolean): number {
  let line = lines[1] - 1;
  while (line > lines[0] && blank(line)) line--;
  return line;
}

/** The phrasing nodes of an inline token's children. */
function inlineToMdast(tokens: Token[], c: Conversion): Node[] {
  const stack: Node[][] = [[]];
  let out = stack[0];
  const push = (node: Node) => {
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else out.push(node);
  };
  const open = (node: Node) => {
    out.push(node);
    out = node.children;
    stack.push(out);
  };
  const close = () => {
    stack.pop();
    out = stack[stack.length - 1];
  };
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        if (c.notPlain.test(token.content)) throw new NotPlain();
        if (token.content) push(text(token.content));
        break;
      case 'softbreak':
        push(text('\n'));
        break;
      case 'hardbreak':
        out.push({ type: 'break' });
        break;
      case 'code_inline':
        out.push({ type: 'inlineCode', value: token.content });
        break;
      case 'em_open':
        open({ type: 'emphasis', children: [] });
        break;
      case 'strong_open':
        open({ type: 'strong', children: [] });
        break;
      case 'link_open':
        open({ type: 'link', title: token.attrGet('title'), url: token.attrGet('href') ?? '', children: [] });
        break;
      case 'em_close':
      case 'strong_close':
      case 'link_close':
        close();
        break;
      case 'image': {
        const children = inlineToMdast(token.children ?? [], c);
        out.push({ type: 'image', title: token.attrGet('title'), url: token.attrGet('src') ?? '', alt: toText(children) });
        break;
      }
      default:
        throw new NotPlain();
    }
  }
  return stack[0];
}

/** mdast-util-to-string of phrasing nodes: what an image's alt is made of. */
function toText(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) out += node.type === 'image' ? node.alt : 'value' in node ? node.value : node.children ? toText(node.children) : '';
  return out;
}
