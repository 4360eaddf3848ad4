// HTML comments in MDX files. MDX 3 has no HTML, so `<!-- note -->` is a syntax error there, but
// Docusaurus reads it as a comment by default (markdown.mdx1Compat.comments), and Docusaurus sites
// are full of them. Before micromark reads an MDX file, each `<!-- ... -->` becomes the MDX comment
// `{/* ... */}` of the same length, its text blanked (lines and columns stay those of the file).
//
// Which `<!--` are comments is guessed from the text alone; one that the tree does not show as an
// expression at that place (it was in code) is parsed again as written, so no code changes.
import { visit } from './walk.ts';

const COMMENT = /<!--[^]*?-->/g;

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
  const text = document.replace(COMMENT, (comment: string, offset: number) => {
    if (skip.has(offset)) return comment;
    offsets.push(offset);
    // The text is dropped anyway: blanking it keeps a `*/` inside from ending the comment early.
    return `{/* ${comment.slice(4, -3).replace(/[^\n]/g, ' ')}*/}`;
  });
  return { document: text, offsets };
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
