// HTML tags in a file compiled as plain Markdown (markdown.format 'md', or 'detect' and a .md
// file). Docusaurus renders them through rehype-raw; docsite has no HTML parser in the compile, and
// MDX drops such tags without a word. So a tag fails the compile at its line, with what to write
// instead, rather than vanish from the page. Comments are dropped in both, and stay allowed.
import { DocsiteError, formatLocation } from '../errors.ts';
import { visit } from './walk.ts';

const COMMENT = /^<!--[^]*-->$/;

/** The tag as quoted in the error: its first line, at most 60 characters. */
const quote = (html: string) => {
  const line = html.trim().split('\n')[0];
  return line.length > 60 ? `${line.slice(0, 57)}...` : line;
};

/** remark plugin: the HTML of the source as an error (MDX files have none: remark-mdx reads tags as JSX). */
export default function remarkRawHtml() {
  return (tree: any, file: { path?: string }) => {
    const found: { html: string; line?: number; column?: number }[] = [];
    visit(tree, 'html', (node: any) => {
      if (COMMENT.test(node.value.trim())) return;
      // In a tree with positions, a node without one is a site plugin's. A tree parsed without
      // positions (its root has none) reports every tag: the compile then parses again with them.
      if (!node.position && tree.position) return;
      found.push({ html: quote(node.value), line: node.position?.start.line, column: node.position?.start.column });
    });
    if (found.length === 0) return;
    const where = file.path ?? 'a Markdown file';
    const [first] = found;
    throw new DocsiteError(found.length === 1 ? `HTML in a plain Markdown file is not rendered: ${first.html}` : `${found.length} HTML tags in a plain Markdown file are not rendered.`, {
      location: { file: where, line: first.line, column: first.column },
      details: found.length === 1 ? [] : found.map((f) => `- ${formatLocation({ file: where, line: f.line, column: f.column })}: ${f.html}`),
      hint: 'This file is compiled as Markdown (markdown.format), where docsite drops HTML tags. Write it in Markdown, or rename the file to .mdx and write the tags as JSX (<br />, className, style={{...}}).',
    });
  };
}
