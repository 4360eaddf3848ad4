// A fast front end for the common Markdown page. micromark, which remark uses, reads a character at
// a time through a state machine and keeps an event for every token: on the 500-page benchmark
// corpus it was more than half of the compile (about 2.9 ms a page, plus the garbage it leaves).
// markdown-it reads the same pages in about 0.15 ms.
//
// So a text is first parsed with markdown-it and its tokens are turned into the mdast that remark
// would have built. That is only done where the two are known to agree: CommonMark blocks and
// inlines, GFM tables, YAML front matter and plain container directives (`:::tip[Title]`).
// Anything else sends the text to micromark. Most of it is found in what markdown-it left as plain
// text: `<` and `{` (JSX, expressions, HTML, autolinks), `$` with math on, `~` (strikethrough),
// `[^` (footnotes), `@`/`www.`/`http:` (autolink literals), `:` before a letter or digit (text and
// leaf directives), a tab. The rest: a task list marker, a reference definition, an MDX
// `import`/`export` line, a carriage return, a table row of another width than its header, and in
// MDX a paragraph line indented four columns past its container (MDX has no indented code, so
// micromark may read a heading or a list item there). Site remark plugins, which may add syntax,
// turn the fast path off.
//
// A test compares both parsers' trees on the CommonMark spec's examples, on cases of ours and on
// every Markdown file of the website and the fixtures; all 501 pages of the benchmark corpus are
// taken, with the same trees.
//
// Trees from here carry no positions. The compile only needs them for what it reports (a broken
// link, a missing image, an error): a file that reports anything is compiled again with micromark
// (see mdxPlugin.ts), so every message keeps its line and column.
import MarkdownIt from 'markdown-it';
import lheading from 'markdown-it/lib/rules_block/lheading.mjs';
import paragraph from 'markdown-it/lib/rules_block/paragraph.mjs';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import { splitHeadingId } from './headingIds.ts';
import { compilesAsMdx } from './htmlComments.ts';
import { titleToLabel } from './remarkAdmonitions.ts';
import { DIRECTIVE_START } from './remarkUnusedDirectives.ts';

export interface FastParseOptions {
  /** MDX syntax (format "mdx"): no indented code. */
  mdx: boolean;
  /** `$` starts math (markdown.math): such texts go to micromark. */
  math: boolean;
  /** Admonition keywords: `:::tip Title` is read as `:::tip[Title]`, as remarkAdmonitions does. */
  keywords: Set<string>;
}

type Node = { type: string; [key: string]: any };

/** Text that markdown-it leaves as text but micromark (with this compile's extensions) may not. */
const NOT_PLAIN = new RegExp(`[<{}~\\t]|\\[\\^|${DIRECTIVE_START.source}|@|www\\.|https?:`, 'iu');
const NOT_PLAIN_MATH = new RegExp(`[<{}~$\\t]|\\[\\^|${DIRECTIVE_START.source}|@|www\\.|https?:`, 'iu');
const INDENTED_FENCE = /^(?: {4,}|[ \t]*\t[ \t]*)(?:`{3,}|~{3,})[ \t]*$/m;
const ESM = /^(?:import|export)\b/m;
const TASK_MARKER = /^\[[ xX]\](?:[ \t]|$)/;
const FRONT_MATTER = /^---[ \t]*\n(?:([^]*?)\n)?---[ \t]*(?:\n|$)/;
const DIRECTIVE_OPEN = /^(:{3,})([A-Za-z](?:[\w-]*[A-Za-z\d])?)(?:\[((?:\\.|[^\\[\]])+)\])?[ \t]*$/;
const DIRECTIVE_CLOSE = /^(:{3,})[ \t]*$/;
const DIRECTIVE_LIKE = /^:{3,}[A-Za-z]/;

/** markdown-it block rule: a `:::name[label]` ... `:::` container with no other directive inside. */
function containerDirective(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine] - state.blkIndent >= 4) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src.charCodeAt(start) !== 0x3a /* : */) return false;
  const open = DIRECTIVE_OPEN.exec(state.src.slice(start, state.eMarks[startLine]));
  if (!open) return false;
  let close = -1;
  for (let line = startLine + 1; line < endLine; line++) {
    const from = state.bMarks[line] + state.tShift[line];
    const to = state.eMarks[line];
    if (from >= to) continue;
    // Less indented than the container it sits in, or nested: left to micromark.
    if (state.sCount[line] < state.blkIndent) return false;
    const text = state.src.slice(from, to);
    if (DIRECTIVE_LIKE.test(text)) return false;
    const closing = DIRECTIVE_CLOSE.exec(text);
    if (closing && state.sCount[line] - state.blkIndent < 4) {
      if (closing[1].length < open[1].length) return false;
      close = line;
      break;
    }
  }
  if (close < 0) return false;
  if (silent) return true;
  const openToken = state.push('container_directive_open', 'div', 1);
  openToken.info = open[2];
  openToken.map = [startLine, close + 1];
  if (open[3] !== undefined) {
    const label = state.push('inline', '', 0);
    label.content = open[3];
    label.children = [];
    label.meta = 'directiveLabel';
  }
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container_directive' as any;
  state.lineMax = close;
  state.md.block.tokenize(state, startLine + 1, close);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.push('container_directive_close', 'div', -1);
  state.line = close + 1;
  return true;
}

/**
 * markdown-it's code span rule, keeping line endings as mdast does (markdown-it turns them into
 * spaces; so does mdast-util-to-hast, later) and stripping one space or line ending from each end
 * as micromark does.
 */
function codeSpan(inlineState: StateInline, silent: boolean): boolean {
  // markdown-it's cache of where closers of each length are, which its types leave out.
  const state = inlineState as StateInline & { backticks: Record<number, number>; backticksScanned: boolean };
  let pos = state.pos;
  if (state.src.charCodeAt(pos) !== 0x60 /* ` */) return false;
  const start = pos;
  pos++;
  const max = state.posMax;
  while (pos < max && state.src.charCodeAt(pos) === 0x60) pos++;
  const marker = state.src.slice(start, pos);
  const openerLength = marker.length;
  if (state.backticksScanned && (state.backticks[openerLength] || 0) <= start) {
    if (!silent) state.pending += marker;
    state.pos += openerLength;
    return true;
  }
  let matchEnd = pos;
  let matchStart;
  while ((matchStart = state.src.indexOf('`', matchEnd)) !== -1) {
    matchEnd = matchStart + 1;
    while (matchEnd < max && state.src.charCodeAt(matchEnd) === 0x60) matchEnd++;
    const closerLength = matchEnd - matchStart;
    if (closerLength === openerLength) {
      if (!silent) {
        const token = state.push('code_inline', 'code', 0);
        token.markup = marker;
        let content = state.src.slice(pos, matchStart);
        if (content.length > 2 && /^[ \n]/.test(content) && /[ \n]$/.test(content) && /[^ \n]/.test(content)) content = content.slice(1, -1);
        token.content = content;
      }
      state.pos = matchEnd;
      return true;
    }
    state.backticks[closerLength] = matchStart;
  }
  state.backticksScanned = true;
  if (!silent) state.pending += marker;
  state.pos += openerLength;
  return true;
}

/** True when a paragraph's line is indented four columns or more past where its container's text starts, or lazily. */
function indentedTooFar(state: StateBlock, line: number): boolean {
  const count = state.sCount[line];
  // A lazy line of a block quote: markdown-it marks it -1; look at the line as written.
  if (count < 0) return /^(?: {4}| {0,3}\t)/.test(state.src.slice(state.bMarks[line], state.eMarks[line]));
  return count >= 4 && (count < state.blkIndent || count - state.blkIndent >= 4);
}

function createMarkdownIt(options: FastParseOptions): MarkdownIt {
  const md = new MarkdownIt('commonmark', { html: false });
  md.enable('table');
  md.inline.ruler.at('backticks', codeSpan);
  // A `<` must stay in the text, where it sends the file to micromark.
  md.disable('autolink');
  if (options.mdx) {
    md.disable('code');
    // Without indented code, micromark reads `    # Title` as a heading, and `    - item` after a
    // list item as the next item, where markdown-it, keeping CommonMark's four-space limit for
    // every block, reads a paragraph. Paragraphs with such lines go to micromark.
    for (const [name, rule] of [['paragraph', paragraph], ['lheading', lheading]] as const) {
      md.block.ruler.at(name, (state, startLine, endLine, silent) => {
        if (!rule(state, startLine, endLine, silent)) return false;
        for (let line = startLine; line < state.line; line++) if (indentedTooFar(state, line)) throw new NotPlain();
        return true;
      });
    }
  }
  // mdast keeps destinations as written (escapes and character references decoded).
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  md.validateLink = () => true;
  md.block.ruler.before('fence', 'container_directive', containerDirective, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  return md;
}

class NotPlain extends Error {}

const text = (value: string): Node => ({ type: 'text', value });

/** The mdast of `document`, or undefined when micromark must parse it. */
export type FastParser = (document: string) => Node | undefined;

export function createFastParser(options: FastParseOptions): FastParser {
  const md = createMarkdownIt(options);
  const { unescapeAll } = md.utils;
  const notPlain = options.math ? NOT_PLAIN_MATH : NOT_PLAIN;

  const inline = (tokens: Token[]): Node[] => {
    const stack: Node[][] = [[]];
    const parents: Node[] = [];
    let out = stack[0];
    const push = (node: Node) => {
      const last = out[out.length - 1];
      if (node.type === 'text' && last?.type === 'text') last.value += node.value;
      else out.push(node);
    };
    const open = (node: Node) => {
      out.push(node);
      parents.push(node);
      out = node.children;
      stack.push(out);
    };
    const close = () => {
      parents.pop();
      stack.pop();
      out = stack[stack.length - 1];
    };
    for (const token of tokens) {
      switch (token.type) {
        case 'text':
          if (notPlain.test(token.content)) throw new NotPlain();
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
          const children = inline(token.children ?? []);
          out.push({ type: 'image', title: token.attrGet('title'), url: token.attrGet('src') ?? '', alt: toText(children) });
          break;
        }
        default:
          throw new NotPlain();
      }
    }
    return stack[0];
  };

  const listSpread = (list: Node, items: { node: Node; lines: [number, number]; childLines: [number, number][] }[], blank: (line: number) => boolean) => {
    // An item is spread when a blank line separates two of its own children; a list, when a blank
    // line ends an item that another item follows.
    for (const item of items) {
      const c = item.childLines;
      for (let i = 1; i < c.length && !item.node.spread; i++) if (c[i][0] > lastFilled(c[i - 1], blank) + 1) item.node.spread = true;
    }
    for (let i = 0; i < items.length - 1; i++) if (blank(items[i + 1].lines[0] - 1)) list.spread = true;
  };

  const lastFilled = (lines: [number, number], blank: (line: number) => boolean) => {
    let line = lines[1] - 1;
    while (line > lines[0] && blank(line)) line--;
    return line;
  };

  const blocks = (tokens: Token[], blank: (line: number) => boolean): Node[] => {
    type Frame = { node: Node; items?: { node: Node; lines: [number, number]; childLines: [number, number][] }[]; item?: { node: Node; lines: [number, number]; childLines: [number, number][] } };
    const root: Node = { type: 'root', children: [] };
    const frames: Frame[] = [{ node: root }];
    let top = frames[0];
    const add = (node: Node, map: [number, number] | null) => {
      top.node.children.push(node);
      if (top.item && map) top.item.childLines.push(map);
    };
    const enter = (frame: Frame, map: [number, number] | null) => {
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
      const map = token.map as [number, number] | null;
      switch (token.type) {
        case 'paragraph_open': {
          const content = tokens[i + 1];
          if (top.item && top.node.children.length === 0 && TASK_MARKER.test(content.content)) throw new NotPlain();
          // A line of MDX's `import`/`export`.
          if (ESM.test(content.content)) throw new NotPlain();
          add({ type: 'paragraph', children: inline(content.children ?? []) }, map);
          i += 2;
          break;
        }
        case 'heading_open': {
          // `## Title {#id}`: the id is read from the text as written (see headingIds.ts).
          const explicit = splitHeadingId(tokens[i + 1].content);
          const children = explicit ? inline(explicit.text ? md.parseInline(explicit.text, {})[0].children ?? [] : []) : inline(tokens[i + 1].children ?? []);
          add({ type: 'heading', depth: Number(token.tag.slice(1)), ...(explicit && { data: { hProperties: { id: explicit.id } } }), children }, map);
          i += 2;
          break;
        }
        case 'inline':
          // A container directive's label.
          if (token.meta !== 'directiveLabel') throw new NotPlain();
          add({ type: 'paragraph', data: { directiveLabel: true }, children: inline(token.children ?? []) }, map);
          break;
        case 'fence': {
          // micromark without indented code closes a fence at `    ```` too.
          if (options.mdx && INDENTED_FENCE.test(token.content)) throw new NotPlain();
          const info = token.info.trim();
          const space = info.search(/[ \t]/);
          const lang = unescapeAll(space < 0 ? info : info.slice(0, space));
          const meta = space < 0 ? '' : unescapeAll(info.slice(space).trim());
          add({ type: 'code', lang: lang || null, meta: meta || null, value: token.content.endsWith('\n') ? token.content.slice(0, -1) : token.content }, map);
          break;
        }
        case 'code_block':
          add({ type: 'code', lang: null, meta: null, value: token.content.replace(/\n+$/, '') }, map);
          break;
        case 'hr':
          add({ type: 'thematicBreak' }, map);
          break;
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
          const item = { node: { type: 'listItem', spread: false, checked: null, children: [] }, lines: map!, childLines: [] };
          top.items!.push(item);
          top.node.children.push(item.node);
          frames.push({ node: item.node, item });
          top = frames[frames.length - 1];
          break;
        }
        case 'bullet_list_close':
        case 'ordered_list_close':
          listSpread(top.node, top.items!, blank);
          leave();
          break;
        case 'blockquote_close':
        case 'container_directive_close':
        case 'list_item_close':
          leave();
          break;
        case 'table_open':
          i = table(tokens, i, add);
          break;
        default:
          throw new NotPlain();
      }
    }
    return root.children;
  };

  const table = (tokens: Token[], start: number, add: (node: Node, map: [number, number] | null) => void): number => {
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
        row!.children.push({ type: 'tableCell', children: inline(tokens[i + 1].children ?? []) });
        i += 2;
      }
    }
    add(node, tokens[start].map as [number, number] | null);
    return i;
  };

  return (source: string) => {
    if (source.includes('\r') || source.includes('\0')) return undefined;
    let document = source;
    const children: Node[] = [];
    if (document.startsWith('---')) {
      const front = FRONT_MATTER.exec(document);
      if (!front) return undefined;
      children.push({ type: 'yaml', value: front[1] ?? '' });
      document = document.slice(front[0].length);
    }
    if (document.includes(':::')) document = titleToLabel(document, options.keywords);
    const env: { references?: Record<string, unknown> } = {};
    try {
      const tokens = md.parse(document, env);
      if (env.references && Object.keys(env.references).length > 0) return undefined;
      const lines = document.split('\n');
      if (!rowsAsWritten(tokens, lines)) return undefined;
      const blank = (line: number) => line >= 0 && line < lines.length && lines[line].trim() === '';
      children.push(...blocks(tokens, blank));
    } catch (error) {
      if (error instanceof NotPlain) return undefined;
      throw error;
    }
    return { type: 'root', children };
  };
}

/** True when every table row has as many cells as its header (markdown-it pads and cuts the others). */
function rowsAsWritten(tokens: Token[], lines: string[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].type !== 'table_open') continue;
    const [from, to] = tokens[i].map!;
    const width = cellCount(lines[from]);
    for (let line = from + 2; line < to; line++) if (lines[line].trim() !== '' && cellCount(lines[line]) !== width) return false;
  }
  return true;
}

function cellCount(line: string): number {
  let body = line.trim();
  if (body.startsWith('|')) body = body.slice(1);
  if (body.endsWith('|') && !body.endsWith('\\|')) body = body.slice(0, -1);
  let count = 1;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === '|') count++;
  }
  return count;
}

/** mdast-util-to-string of phrasing nodes: what an image's alt is made of. */
function toText(nodes: Node[]): string {
  let out = '';
  for (const node of nodes) out += node.type === 'image' ? node.alt : 'value' in node ? node.value : node.children ? toText(node.children) : '';
  return out;
}

/**
 * A unified plugin, after every other parser wrapper: parses with markdown-it where it gives the
 * tree the wrapped parser would, and marks the file (`data.fastParsed`). A file whose
 * `data.slowParse` is set always gets the wrapped parser.
 */
export function remarkFastParse(this: any, options: { format: 'mdx' | 'md' | 'detect'; math: boolean; keywords: Set<string> }): void {
  const parse = this.parser;
  if (!parse) return;
  const parsers = new Map<boolean, FastParser>();
  this.parser = (document: string, file: any) => {
    if (file?.data?.slowParse) return parse(document, file);
    const mdx = compilesAsMdx(options.format, file);
    let fast = parsers.get(mdx);
    if (!fast) parsers.set(mdx, (fast = createFastParser({ mdx, math: options.math, keywords: options.keywords })));
    const tree = fast(String(document));
    if (!tree) return parse(document, file);
    if (file?.data) file.data.fastParsed = true;
    return tree;
  };
}
