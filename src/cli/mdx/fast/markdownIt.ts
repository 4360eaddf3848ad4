// markdown-it set up to read what micromark reads the same way, and its two rules of ours: plain
// container directives and code spans that keep their line endings (see fastParse.ts).
import MarkdownIt from 'markdown-it';
import lheading from 'markdown-it/lib/rules_block/lheading.mjs';
import paragraph from 'markdown-it/lib/rules_block/paragraph.mjs';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type StateInline from 'markdown-it/lib/rules_inline/state_inline.mjs';

/** Thrown where the text holds what micromark may read otherwise: the text goes to micromark. */
export class NotPlain extends Error {}

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

/** CommonMark with GFM tables; `mdx`: no indented code, as in MDX. */
export function createMarkdownIt(options: { mdx: boolean }): MarkdownIt {
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
