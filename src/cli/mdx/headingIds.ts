// Explicit heading ids, as Docusaurus writes them: `## Theme aliases {#theme-aliases}`, at the end of
// an ATX heading or of the text line of a setext heading. In MDX the braces would start a JavaScript
// expression, and `#id` is none, so the id is taken out before micromark reads the line: it is
// blanked with spaces (lines and columns stay those of the file) and put back on the heading, as
// `data.hProperties.id`, once the tree is built. `\{#id}` stays literal text.
//
// Which lines hold a heading is guessed from the text alone; a guess the tree does not confirm (a
// `# comment {#x}` in a code block, say) is parsed again as written, so no other text changes.
import { SKIP, visit } from './walk.ts';

/** `{#id}` and what may follow it on the line: an ATX closing sequence, spaces. */
const TRAILING_ID = /\{#([^\s{}]+)\}(?:[ \t]+#+)?[ \t]*$/;
/** Block quote and list item markers before the heading's own text, approximately. */
const CONTAINERS = String.raw`^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*`;
const ATX_LINE = new RegExp(`${CONTAINERS}#{1,6}[ \t]`);
const SETEXT_UNDERLINE = /^[ \t]*(?:>[ \t]*)*(?:=+|-+)[ \t]*$/;
const TEXT_BEFORE = new RegExp(`${CONTAINERS}\\S`);

/** True when the character at `index` is escaped by an odd run of backslashes before it. */
function escaped(text: string, index: number): boolean {
  let n = 0;
  while (index - n - 1 >= 0 && text.charCodeAt(index - n - 1) === 0x5c /* \ */) n++;
  return n % 2 === 1;
}

/** Splits `text` (a heading's content) into the text shown and its trailing `{#id}`, if it has one. */
export function splitHeadingId(text: string): { text: string; id: string } | undefined {
  const m = /\{#([^\s{}]+)\}[ \t]*$/.exec(text);
  if (!m || escaped(text, m.index)) return undefined;
  // A setext heading's last line holds text before its id, as blankHeadingIds asks.
  const lastLine = text.lastIndexOf('\n') + 1;
  if (lastLine > 0 && text.slice(lastLine, m.index).trim() === '') return undefined;
  return { text: text.slice(0, m.index).replace(/[ \t]+$/, ''), id: m[1] };
}

export interface MarkedIds {
  /** The document with every `{#id}` of a heading line replaced by as many spaces. */
  document: string;
  /** id by the 1-based line it was taken from. */
  ids: Map<number, string>;
}

/** Blanks the `{#id}` of every line that looks like the end of a heading, except `skip`. */
export function blankHeadingIds(document: string, skip: ReadonlySet<number> = new Set()): MarkedIds {
  const ids = new Map<number, string>();
  if (!document.includes('{#')) return { document, ids };
  const lines = document.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.includes('{#') || skip.has(i + 1)) continue;
    const m = TRAILING_ID.exec(line);
    if (!m || escaped(line, m.index)) continue;
    const before = line.slice(0, m.index);
    const atx = ATX_LINE.test(line);
    const setext = !atx && TEXT_BEFORE.test(before) && i + 1 < lines.length && SETEXT_UNDERLINE.test(lines[i + 1]);
    if (!atx && !setext) continue;
    const idText = `{#${m[1]}}`;
    lines[i] = before + ' '.repeat(idText.length) + line.slice(m.index + idText.length);
    ids.set(i + 1, m[1]);
  }
  return { document: ids.size ? lines.join('\n') : document, ids };
}

/** Puts the ids back on the headings of `tree` and returns the lines whose guess no heading confirmed. */
export function applyHeadingIds(tree: any, ids: ReadonlyMap<number, string>): number[] {
  const left = new Set(ids.keys());
  visit(tree, 'heading', (node: any) => {
    if (!node.position) return SKIP;
    const { start, end } = node.position;
    // An ATX heading is one line; a setext heading's text ends on the line above its underline.
    const line = start.line === end.line ? end.line : end.line - 1;
    const id = ids.get(line);
    if (id === undefined) return SKIP;
    left.delete(line);
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    return SKIP;
  });
  return [...left];
}

/** A unified plugin wrapping the parser (micromark): headings' `{#id}` read as ids. */
export function remarkHeadingIds(this: any): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document: string, file: any) => {
    const text = String(document);
    if (!text.includes('{#')) return parse(document, file);
    const skip = new Set<number>();
    for (;;) {
      const marked = blankHeadingIds(text, skip);
      if (marked.ids.size === 0) return parse(document, file);
      // An error is thrown as is: blanking keeps every line and column where it was.
      const tree = parse(marked.document, file);
      const unconfirmed = applyHeadingIds(tree, marked.ids);
      if (unconfirmed.length === 0) return tree;
      for (const line of unconfirmed) skip.add(line);
    }
  };
}

/**
 * The `{#...}` that an MDX expression error at `line`:`column` (1-based) of `source` is about, if
 * any: Docusaurus' id syntax where docsite does not read it as one.
 */
export function misplacedHeadingId(source: string, line: number | undefined, column: number | undefined): string | undefined {
  if (!line || !column) return undefined;
  const text = source.split('\n')[line - 1] ?? '';
  // micromark places the error at the brace or just inside it.
  for (const at of [column - 1, column - 2]) {
    const m = /^\{#[^{}\n]*\}?/.exec(text.slice(at));
    if (at >= 0 && m) return m[0];
  }
  return undefined;
}
