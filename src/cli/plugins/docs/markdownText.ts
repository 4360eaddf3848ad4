// Plain text read from a Markdown body without compiling it: the first h1 and a short excerpt.

/** Lines outside fenced code blocks, with MDX import/export lines dropped. */
function proseLines(body: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && !/^(import|export)\s/.test(line)) out.push(line);
  }
  return out;
}

/** Markdown inline syntax to text: links, emphasis, code spans, escapes, HTML tags. */
export function inlineText(markdown: string): string {
  // Escaped characters are set aside first, so "\*" never counts as emphasis.
  const escaped: string[] = [];
  return markdown
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, (_, c: string) => `\u0000${escaped.push(c) - 1}\u0000`)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1')
    // A heading id, read as the compile reads it (mdx/headingIds.ts).
    .replace(/\s*\{#[^\s{}]+\}\s*$/, '')
    .replace(/\u0000(\d+)\u0000/g, (_, i: string) => escaped[Number(i)])
    .trim();
}

/** The text of the first `# ` heading, as the MDX compiler's contentTitle would see it. */
export function firstHeading(body: string): string | undefined {
  for (const line of proseLines(body)) {
    const m = /^#\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) return inlineText(m[1]);
  }
  return undefined;
}

/** The first paragraph line that is prose (not a heading, list, admonition, JSX or table). */
export function excerpt(body: string): string {
  let admonition = 0;
  for (const line of proseLines(body)) {
    const t = line.trim();
    if (/^:::\s*\w/.test(t)) admonition++;
    else if (/^:::\s*$/.test(t)) admonition = Math.max(0, admonition - 1);
    if (admonition > 0) continue;
    if (!t || /^(#|:::|<|\||>|[-*+]\s|\d+\.\s|!\[|\{)/.test(t)) continue;
    return inlineText(t);
  }
  return '';
}
