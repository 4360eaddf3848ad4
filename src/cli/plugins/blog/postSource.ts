// A post's Markdown as the blog reads it: the leading "# Title" (which becomes the post title and
// leaves the content), the truncate marker, and the generated sources the bundler compiles when
// the file cannot be used as it is: the excerpt of list pages, and the full post without its
// title or a marker the compiler would choke on. Line numbers stay those of the original file.
import path from 'node:path';
import { isAssetFile } from '../../bundle/assets.ts';
import { inlineText } from '../docs/markdownText.ts';

export interface PostBodyAnalysis {
  /** The leading h1: its text and where its line sits in the body. */
  contentTitle?: { text: string; start: number; end: number };
  /** Where the truncate marker sits in the body. */
  marker?: { start: number; end: number; text: string };
}

interface Line {
  text: string;
  start: number;
  /** Inside a fenced code block (fence lines included). */
  code: boolean;
  /** Part of a top-level import/export block of an MDX file. */
  esm: boolean;
}

function scanLines(body: string): Line[] {
  const out: Line[] = [];
  let fence: string | null = null;
  let esm = false;
  let blockStart = true;
  let start = 0;
  for (const text of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    const code = fence !== null || marker !== undefined;
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    // ESM starts a block (first line, or after a blank line) and runs to the next blank line.
    if (!code && blockStart && /^(import|export)\b/.test(text)) esm = true;
    else if (!text.trim()) esm = false;
    blockStart = !text.trim() && fence === null;
    out.push({ text, start, code, esm: esm && !code });
    start += text.length + 1;
  }
  return out;
}

/** Finds the leading h1 (before any other content, imports aside) and the first marker outside code. */
export function analyzePostBody(body: string, truncateMarker: RegExp): PostBodyAnalysis {
  const lines = scanLines(body);
  const out: PostBodyAnalysis = {};
  const first = lines.find((l) => !l.esm && l.text.trim() !== '');
  const h1 = first && !first.code ? /^#\s+(.*?)(?:\s+#+)?\s*$/.exec(first.text) : null;
  if (first && h1) out.contentTitle = { text: inlineText(h1[1]), start: first.start, end: first.start + first.text.length };
  const pattern = new RegExp(truncateMarker.source, truncateMarker.flags.replace(/[gy]/g, ''));
  for (const line of lines) {
    if (line.code) continue;
    const m = pattern.exec(line.text);
    if (m) {
      out.marker = { start: line.start + m.index, end: line.start + m.index + m[0].length, text: m[0] };
      break;
    }
  }
  return out;
}

/** How the MDX pipeline compiles a file: as MDX unless the site's format says Markdown. */
export function compilesAsMdx(file: string, format: 'mdx' | 'md' | 'detect'): boolean {
  return format === 'mdx' || (format === 'detect' && file.endsWith('.mdx'));
}

/** A marker renders nothing when it is a comment of the file's syntax: {/* *\/} in MDX, <!-- --> in Markdown. */
export function markerIsInvisible(markerText: string, isMdx: boolean): boolean {
  return isMdx ? /^\{\/\*[\s\S]*\*\/\}$/.test(markerText) : /^<!--[\s\S]*-->$/.test(markerText);
}

/** True when the full post must be compiled from a generated copy rather than the file itself. */
export function needsFullCopy(a: PostBodyAnalysis, isMdx: boolean): boolean {
  return a.contentTitle !== undefined || (a.marker !== undefined && !markerIsInvisible(a.marker.text, isMdx));
}

/** Removes ranges from the body, keeping every line break so line numbers do not move. */
function without(body: string, ranges: { start: number; end: number }[]): string {
  let out = body;
  for (const r of [...ranges].sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + out.slice(r.start, r.end).replace(/[^\n]/g, '') + out.slice(r.end);
  return out;
}

/** The full post: front matter kept, leading title and marker removed. */
export function fullPostSource(frontMatterBlock: string, body: string, a: PostBodyAnalysis): string {
  return frontMatterBlock + without(body, [a.contentTitle, a.marker].filter((r) => r !== undefined));
}

/** What list pages show: everything before the marker, leading title removed; null without a marker. */
export function excerptSource(frontMatterBlock: string, body: string, a: PostBodyAnalysis): string | null {
  if (!a.marker) return null;
  return frontMatterBlock + without(body.slice(0, a.marker.start), a.contentTitle ? [a.contentTitle] : []);
}

const posix = (p: string) => p.split(path.sep).join('/');
const RELATIVE = /^(?![a-z][a-z\d+.-]*:|\/|#)/i;
// [text](file.md#x "title"), ![alt](img/a.png) and [id]: file.md: the destinations that name a file,
// which the Markdown-links and assets steps resolve from the folder of the file they compile.
const INLINE_LINK = /(\]\(\s*<?)([^)\s>?#]+)(?=[?#)\s>])/g;
const DEFINITION = /^(\s{0,3}\[[^\]]+\]:\s*<?)([^\s>?#]+)(?=[?#\s>]|$)/;
const namesFile = (link: string) => /\.mdx?$/i.test(link) || isAssetFile(link);

/**
 * A generated copy of a post, made to find what the original finds: relative imports become
 * absolute (MDX only), and relative links to Markdown files, images and other local files are
 * re-aimed from the copy's folder (`copyDir`) at the same files next to the post (`dir`). Links to
 * pages by URL and code blocks stay as written.
 */
export function relinkCopy(source: string, o: { dir: string; copyDir: string; isMdx: boolean }): string {
  const [, frontMatter = '', body = source] = /^(---[\s\S]*?\n---[ \t]*\r?\n)?([\s\S]*)$/.exec(source) ?? [];
  const fromCopy = (link: string) => (RELATIVE.test(link) && namesFile(link) ? posix(path.relative(o.copyDir, path.resolve(o.dir, link))) : link);
  const relink = (l: Line) => {
    if (l.code) return l.text;
    if (l.esm) return o.isMdx ? l.text.replace(/(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g, (_, lead: string, _q: string, spec: string) => lead + JSON.stringify(posix(path.resolve(o.dir, spec)))) : l.text;
    return l.text.replace(INLINE_LINK, (_, lead: string, link: string) => lead + fromCopy(link)).replace(DEFINITION, (_, lead: string, link: string) => lead + fromCopy(link));
  };
  return frontMatter + scanLines(body).map(relink).join('\n');
}
