// HTML comments in MDX files. MDX 3 has no HTML, so `<!-- note -->` is a syntax error there, but
// Docusaurus reads it as a comment by default (markdown.mdx1Compat.comments), and Docusaurus sites
// are full of them. Before micromark reads an MDX file, each `<!-- ... -->` becomes the MDX comment
// `{/* ... */}` of the same length, its text blanked (lines and columns stay those of the file).
//
// Which `<!--` are comments is guessed from the text with fenced code and code spans left out; one
// that the tree does not show as an expression at that place (code the guess missed) is parsed
// again as written, so no code changes.
import { visit } from './walk.ts';

const COMMENT = /<!--[^]*?-->/g;
const FENCE = /^[ \t]*(?:>[ \t]*)*(`{3,}|~{3,})(.*)$/;
const CODE_SPAN = /(`+)[^`]*?\1/g;
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** `document` with fenced code and one-line code spans turned to spaces, so no comment is found there. */
function maskCode(document: string): string {
  let fence: string | null = null;
  return document
    .split('\n')
    .map((line) => {
      const f = FENCE.exec(line);
      if (fence) {
        if (f && f[1][0] === fence[0] && f[1].length >= fence.length && f[2].trim() === '') fence = null;
        return blank(line);
      }
      if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
        fence = f[1];
        return blank(line);
      }
      return line.includes('`') ? line.replace(CODE_SPAN, blank) : line;
    })
    .join('\n');
}

/**
 * As the compile picks a file's processor: by the format its front matter asks for (mdxPlugin.ts
 * puts it in the file's data), else by markdown.format, and for "detect" by extension.
 */
export function compilesAsMdx(format: 'mdx' | 'md' | 'detect', file: { path?: string; data?: { format?: unknown } } | undefined): boolean {
  const chosen = file?.data?.format === 'md' || file?.data?.format === 'mdx' ? file.data.format : format;
  return chosen === 'mdx' || (chosen === 'detect' && !/\.(?:md|markdown|mdown|mkdn|mkd|mdwn|mkdown|ron)$/i.test(file?.path ?? ''));
}

/** `document` with every HTML comment that starts at an offset outside `skip` written as an MDX comment. */
export function htmlCommentsToMdx(document: string, skip: ReadonlySet<number> = new Set()): { document: string; offsets: number[] } {
  const offsets: number[] = [];
  if (!document.includes('<!--')) return { document, offsets };
  let text = '';
  let last = 0;
  for (const m of maskCode(document).matchAll(COMMENT)) {
    if (skip.has(m.index)) continue;
    offsets.push(m.index);
    // The text is dropped anyway: blanking it keeps a `*/` inside from ending the comment early.
    text += `${document.slice(last, m.index)}{/* ${blank(m[0].slice(4, -3))}*/}`;
    last = m.index + m[0].length;
  }
  return { document: offsets.length ? text + document.slice(last) : document, offsets };
}

/** The offsets of `offsets` where the tree has no MDX expression starting. */
function unconfirmed(tree: any, offsets: number[]): number[] {
  const left = new Set(offsets);
  visit(tree, (node: any) => {
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.position) left.delete(node.position.start.offset);
  });
  return [...left];
}

/** A unified plugin wrapping the parser (micromark): HTML comments in MDX files read as comments. */
export function remarkHtmlComments(this: any, options: { format: 'mdx' | 'md' | 'detect' }): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document: string, file: any) => {
    const text = String(document);
    if (!text.includes('<!--') || !compilesAsMdx(options.format, file)) return parse(document, file);
    const skip = new Set<number>();
    for (;;) {
      const rewritten = htmlCommentsToMdx(text, skip);
      if (rewritten.offsets.length === 0) return parse(document, file);
      let tree;
      try {
        tree = parse(rewritten.document, file);
      } catch {
        // A guess that breaks the parse (a comment inside a JSX attribute): the file as written
        // gives the error its own message.
        return parse(document, file);
      }
      const left = unconfirmed(tree, rewritten.offsets);
      if (left.length === 0) return tree;
      for (const offset of left) skip.add(offset);
    }
  };
}
