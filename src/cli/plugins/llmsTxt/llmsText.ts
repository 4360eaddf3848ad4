// The text of llms.txt, llms-full.txt and each Markdown copy, and where the copies go. Pure.
// Titles and descriptions are user text: each becomes one line, escaped so it cannot end a link
// text early, open a code span or HTML tag, or start a new block.

export interface LlmsLink {
  title: string;
  /** Absolute URL. */
  url: string;
  description?: string;
}

export interface LlmsHeader {
  title: string;
  description?: string;
}

/** One line of Markdown text: whitespace runs (newlines too) become one space; `\`, `` ` ``, `[`, `]`, `<`, `>` are escaped. */
export function inlineText(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`[\]<>]/g, '\\$&');
}

/** A heading's text: inline text whose trailing `#` cannot be read as a closing sequence. */
function headingText(value: string): string {
  return inlineText(value).replace(/#$/, '\\#');
}

/** A URL safe inside `(...)`: parentheses and spaces percent-encoded. */
export function linkDestination(url: string): string {
  return url.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

export function linkLine(link: LlmsLink): string {
  const description = link.description ? inlineText(link.description) : '';
  return `- [${inlineText(link.title)}](${linkDestination(link.url)})${description ? `: ${description}` : ''}`;
}

function headerLines(header: LlmsHeader): string[] {
  const description = header.description ? inlineText(header.description) : '';
  return [`# ${headingText(header.title)}`, '', ...(description ? [`> ${description}`, ''] : [])];
}

/** llms.txt: the site's title and summary, notes, then one `## ` list per non-empty section. */
export function llmsTxt(header: LlmsHeader, notes: string[], sections: { title: string; links: LlmsLink[] }[]): string {
  const lines = headerLines(header);
  for (const note of notes) lines.push(note, '');
  for (const section of sections) {
    if (section.links.length === 0) continue;
    lines.push(`## ${headingText(section.title)}`, '', ...section.links.map(linkLine), '');
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** A page as Markdown: its title as the H1, then the body. */
export function markdownPage(title: string, body: string): string {
  return `# ${headingText(title)}\n\n${body}`.trimEnd() + '\n';
}

/** llms-full.txt: the site's header, then each page's title, address and text. */
export function llmsFullTxt(header: LlmsHeader, pages: { title: string; url: string; body: string }[]): string {
  const parts = [headerLines(header).join('\n').trimEnd()];
  for (const page of pages) parts.push(`# ${headingText(page.title)}\n\nSource: <${page.url.replace(/[<>\s]/g, encodeURIComponent)}>${page.body ? `\n\n${page.body}` : ''}`);
  return parts.join('\n\n') + '\n';
}

/**
 * Where a page's Markdown copy goes, relative to the build folder: `/docs/cli/` -> `docs/cli.md`,
 * `/docs/cli` -> `docs/cli.md`, the site root -> `index.md`. Null for a path outside the baseUrl.
 */
export function markdownFile(permalink: string, baseUrl: string): string | null {
  if (!permalink.startsWith(baseUrl) && `${permalink}/` !== baseUrl) return null;
  const rel = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  if (rel.split('/').some((s) => s === '..' || s === '.')) return null;
  return rel === '' ? 'index.md' : `${rel}.md`;
}
