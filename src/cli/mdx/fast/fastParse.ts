// A fast front end for the common Markdown page. micromark, which remark uses, reads a character at
// a time through a state machine and keeps an event for every token, which made it the largest part
// of the compile; markdown-it reads the same pages many times faster (figures on the architecture
// docs page).
//
// So a text is first parsed with markdown-it and its tokens are turned into the mdast that remark
// would have built (toMdast.ts). That is only done where the two are known to agree: CommonMark
// blocks and inlines, GFM tables, YAML front matter and plain container directives (`:::tip[Title]`).
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
// every Markdown file of the website and the fixtures.
//
// Trees from here carry no positions, and say so in `file.data.positions`: the compile driver
// (mdxPlugin.ts) compiles a file that reports anything again from micromark's tree, so every
// message keeps its line and column. Nothing else needs to know which parser ran.
import type Token from 'markdown-it/lib/token.mjs';
import { compilesAsMdx } from '../htmlComments.ts';
import { titleToLabel } from '../remarkAdmonitions.ts';
import { DIRECTIVE_START } from '../remarkUnusedDirectives.ts';
import { createMarkdownIt, NotPlain } from './markdownIt.ts';
import { blocksToMdast, type Node } from './toMdast.ts';

declare module 'vfile' {
  interface DataMap {
    /**
     * Whether the Markdown tree carries positions. A parser whose tree has none sets it to false;
     * a compile that needs line and column sets it to true before parsing, and a parser that
     * cannot give them leaves the file to one that can.
     */
    positions?: boolean;
  }
}

export interface FastParseOptions {
  /** MDX syntax (format "mdx"): no indented code. */
  mdx: boolean;
  /** `$` starts math (markdown.math): such texts go to micromark. */
  math: boolean;
  /** Admonition keywords: `:::tip Title` is read as `:::tip[Title]`, as remarkAdmonitions does. */
  keywords: Set<string>;
}

/** Text that markdown-it leaves as text but micromark (with this compile's extensions) may not. */
const NOT_PLAIN = new RegExp(`[<{}~\\t]|\\[\\^|${DIRECTIVE_START.source}|@|www\\.|https?:`, 'iu');
const NOT_PLAIN_MATH = new RegExp(`[<{}~$\\t]|\\[\\^|${DIRECTIVE_START.source}|@|www\\.|https?:`, 'iu');
const FRONT_MATTER = /^---[ \t]*\n(?:([^]*?)\n)?---[ \t]*(?:\n|$)/;

/** The mdast of `document`, or undefined when micromark must parse it. */
export type FastParser = (document: string) => Node | undefined;

export function createFastParser(options: FastParseOptions): FastParser {
  const md = createMarkdownIt(options);
  const notPlain = options.math ? NOT_PLAIN_MATH : NOT_PLAIN;
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
      children.push(...blocksToMdast(tokens, { md, notPlain, mdx: options.mdx, blank }));
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

/**
 * A unified plugin, after every other parser wrapper: parses with markdown-it where it gives the
 * tree the wrapped parser would, and then sets `data.positions` to false. A file whose
 * `data.positions` is true always gets the wrapped parser.
 */
export function remarkFastParse(this: any, options: { format: 'mdx' | 'md' | 'detect'; math: boolean; keywords: Set<string> }): void {
  const parse = this.parser;
  if (!parse) return;
  const parsers = new Map<boolean, FastParser>();
  this.parser = (document: string, file: any) => {
    if (file?.data?.positions) return parse(document, file);
    const mdx = compilesAsMdx(options.format, file);
    let fast = parsers.get(mdx);
    if (!fast) parsers.set(mdx, (fast = createFastParser({ mdx, math: options.math, keywords: options.keywords })));
    const tree = fast(String(document));
    if (!tree) return parse(document, file);
    if (file?.data) file.data.positions = false;
    return tree;
  };
}
