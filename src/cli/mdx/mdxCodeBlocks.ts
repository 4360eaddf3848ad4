// ```mdx-code-block fences, as Docusaurus reads them: their content is the page's own MDX, not
// code. Docusaurus sites use them for MDX that must survive tools which only know Markdown
// (translation platforms, formatters). The two fence lines are turned to spaces before anything
// parses the file, so lines, columns and offsets stay those of the file.

const FENCE = /^( *)(`{3,}|~{3,})(.*)$/;

/** `document` with the opening and closing lines of each top-level ```mdx-code-block fence blanked. */
export function unwrapMdxCodeBlocks(document: string): string {
  if (!document.includes('mdx-code-block')) return document;
  const lines = document.split('\n');
  // The fence of the ordinary code block the scan is in, if any.
  let code: { marker: string; length: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const m = FENCE.exec(lines[i].replace(/\r$/, ''));
    if (!m) continue;
    const [, indent, fence, info] = m;
    if (code) {
      if (fence[0] === code.marker && fence.length >= code.length && info.trim() === '') code = null;
      continue;
    }
    if (info.trim() === 'mdx-code-block') {
      const close = lines.findIndex((line, j) => j > i && line.replace(/\r$/, '') === indent + fence);
      if (close !== -1) {
        lines[i] = lines[i].replace(/[^\r]/g, ' ');
        lines[close] = lines[close].replace(/[^\r]/g, ' ');
        continue;
      }
    }
    code = { marker: fence[0], length: fence.length };
  }
  return lines.join('\n');
}

/** A unified plugin around every other parser wrapper: mdx-code-block fences unwrapped. */
export function remarkMdxCodeBlocks(this: any): void {
  const parse = this.parser;
  if (!parse) return;
  this.parser = (document: string, file: any) => parse(unwrapMdxCodeBlocks(String(document)), file);
}
