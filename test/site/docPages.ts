// The parts of a docs page the reference checks read: headings, table rows, sections, sentences and
// the names written in code spans, each with its line so a failure points at the text to change.
// DOCS_AT=<commit> reads the pages as they were at that commit (through git), so a check can be
// seen failing on the texts it was written against: DOCS_AT=2b58a28^ node test/run.mjs test/site/
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as assert from 'uvu/assert';
import { repoRoot } from '../helpers/site.ts';

const docsAt = process.env.DOCS_AT || null;

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return null;
  }
}

/** A file's text, in the worktree or at DOCS_AT; null when it has none. */
function readText(file: string): string | null {
  if (docsAt) return git(['show', `${docsAt}:${path.relative(repoRoot, file).split(path.sep).join('/')}`]);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

export interface DocsVersion {
  /** 'current', or a name from versions.json. */
  name: string;
  /** Folder of the version's pages, absolute. */
  dir: string;
}

/** The current docs, then every snapshot of versions.json. */
export function docsVersions(): DocsVersion[] {
  const content = path.join(repoRoot, 'content');
  const names: string[] = JSON.parse(readText(path.join(content, 'versions.json')) ?? '[]');
  return [{ name: 'current', dir: path.join(content, 'docs') }, ...names.map((name) => ({ name, dir: path.join(content, 'versioned_docs', `version-${name}`) }))];
}

export interface Line {
  /** 1-based line number in the file. */
  n: number;
  text: string;
}

export interface Page {
  /** Path relative to the repository, for messages. */
  file: string;
  /** The lines outside fenced code blocks (examples are not documentation of a name). */
  lines: Line[];
}

export function readPage(dir: string, rel: string): Page | null {
  const file = path.join(dir, rel);
  const text = readText(file);
  if (text === null) return null;
  const lines: Line[] = [];
  let fence: string | null = null;
  text
    .split('\n')
    .forEach((text, i) => {
      const marker = /^\s*(```|~~~)/.exec(text)?.[1];
      if (fence) {
        if (marker === fence) fence = null;
      } else if (marker) fence = marker;
      else lines.push({ n: i + 1, text });
    });
  return { file: path.relative(repoRoot, file), lines };
}

/** Every .mdx and .md page of a version folder, relative paths. */
export function pageFiles(dir: string): string[] {
  const files = docsAt
    ? (git(['ls-tree', '-r', '--name-only', docsAt, '--', path.relative(repoRoot, dir)]) ?? '').split('\n').filter(Boolean).map((f) => path.relative(dir, path.join(repoRoot, f)))
    : (fs.readdirSync(dir, { recursive: true }) as string[]);
  return files.filter((f) => /\.mdx?$/.test(f)).sort();
}

export const where = (page: Page, line: Line | number) => `${page.file}:${typeof line === 'number' ? line : line.n}`;

/** The contents of the inline code spans of a line. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/(`+)(.+?)\1/g)].map((m) => m[2].trim());

// Command names such as docs:version count as one name.
const IDENTIFIER = /[A-Za-z_$][\w$-]*(?:[.:][A-Za-z_$][\w$-]*)*/g;

/** The name a span is about: `useDocsData(pluginId?)`, `<Link>` and `docs.sidebar` give useDocsData, Link, docs.sidebar. */
export function headName(span: string): string | null {
  return /^<?\s*([A-Za-z_$][\w$-]*(?:\.[A-Za-z_$][\w$-]*)*)/.exec(span)?.[1] ?? null;
}

/** Every name in a span outside string literals: `{ title?, items }` gives title, items. */
export const spanNames = (span: string): string[] => span.replace(/(['"]).*?\1/g, ' ').match(IDENTIFIER) ?? [];

/**
 * The names a span writes as code: `storage.namespace`, `onInlineTags: 'throw'`, `useDocsData()`,
 * the keys of `{ from, to }`; none for a span of words, such as a quoted log message.
 */
export function codeNames(span: string): string[] {
  if (span.startsWith('{')) return spanNames(span);
  return /^<?[A-Za-z_$][\w$.:-]*\s*(?:$|[:(=?<[])/.test(span) ? [headName(span)!] : [];
}

/** Names in the code spans of a text; a dotted name also gives each of its parts. */
export function namesIn(text: string, pick: (span: string) => string[] = spanNames): Set<string> {
  const out = new Set<string>();
  for (const span of codeSpans(text)) {
    for (const name of pick(span)) {
      out.add(name);
      if (name.includes('.')) for (const part of name.split('.')) out.add(part);
    }
  }
  return out;
}

export const headNames = (text: string) => namesIn(text, (s) => [headName(s) ?? ''].filter(Boolean));

export interface Heading extends Line {
  level: number;
  title: string;
}

export function headings(page: Page): Heading[] {
  return page.lines.flatMap((l) => {
    const m = /^(#{1,6})\s+(.*?)\s*$/.exec(l.text);
    return m ? [{ ...l, level: m[1].length, title: m[2] }] : [];
  });
}

export interface Row extends Line {
  cells: string[];
  /** The table's header cells. */
  header: string[];
}

const splitRow = (text: string) =>
  text
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

/** The body rows of every table of the lines, each with its table's header. */
export function tableRows(lines: Line[]): Row[] {
  const rows: Row[] = [];
  let header: string[] | null = null;
  for (const [i, l] of lines.entries()) {
    if (!l.text.trim().startsWith('|')) {
      header = null;
      continue;
    }
    if (/^\s*\|[\s|:-]+\|\s*$/.test(l.text)) continue;
    if (!header) {
      const next = lines[i + 1];
      if (next && /^\s*\|[\s|:-]+\|\s*$/.test(next.text)) header = splitRow(l.text);
      continue;
    }
    rows.push({ ...l, cells: splitRow(l.text), header });
  }
  return rows;
}

/** Rows of tables that have a Default column: the shape of an options table. */
export const optionRows = (lines: Line[]) => tableRows(lines).filter((r) => r.header.some((h) => /^default$/i.test(h)));

export interface Section {
  heading: Heading;
  lines: Line[];
}

/** The page cut at headings of `level` or higher; each section runs to the next such heading. */
export function sections(page: Page, level: number): Section[] {
  const out: Section[] = [];
  for (const line of page.lines) {
    const m = /^(#{1,6})\s+(.*?)\s*$/.exec(line.text);
    if (m && m[1].length <= level) out.push({ heading: { ...line, level: m[1].length, title: m[2] }, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** The first paragraph of a section: its opening sentence names what the section is about. */
export function firstParagraph(section: Section): string {
  const start = section.lines.findIndex((l) => l.text.trim() !== '');
  if (start === -1) return '';
  const end = section.lines.findIndex((l, i) => i > start && l.text.trim() === '');
  return section.lines
    .slice(start, end === -1 ? undefined : end)
    .map((l) => l.text)
    .join(' ');
}

/** Quoted names in code spans, such as the `'docs'` of a plugin list. */
export const quotedNames = (text: string): string[] => codeSpans(text).flatMap((s) => (/^'([\w-]+)'$/.exec(s) ? [s.slice(1, -1)] : []));

export interface Sentence {
  /** The line the sentence starts on. */
  line: Line;
  text: string;
}

// A heading, table row, list item, admonition fence, JSX or import line starts a block of its own.
const BLOCK_START = /^\s*(#{1,6}\s|\||[-*+]\s|\d+[.)]\s|:::|<|import\s|export\s)/;

/**
 * The sentences of some lines, with the line each starts on. The lines of a paragraph are joined
 * first, since a sentence often runs over several; a full stop inside a code span, or one
 * followed by a lower-case word (`e.g. this`), ends none.
 */
export function sentences(lines: Line[]): Sentence[] {
  const blocks: Line[][] = [];
  let previous: number | null = null;
  for (const l of lines) {
    if (l.text.trim() === '') {
      previous = null;
      continue;
    }
    // Lines dropped between two lines (a fenced block) end the paragraph too.
    if (previous === null || l.n !== previous + 1 || BLOCK_START.test(l.text)) blocks.push([]);
    blocks.at(-1)!.push(l);
    // An admonition's opening or closing line stands alone.
    previous = /^\s*:::/.test(l.text) ? null : l.n;
  }
  const out: Sentence[] = [];
  for (const block of blocks) {
    let text = '';
    const starts: { at: number; line: Line }[] = [];
    for (const l of block) {
      if (text) text += ' ';
      starts.push({ at: text.length, line: l });
      text += l.text.trim();
    }
    const lineAt = (at: number) => [...starts].reverse().find((s) => s.at <= at)!.line;
    let start = 0;
    let code = false;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '`') code = !code;
      if (code || !/[.!?]/.test(text[i])) continue;
      const rest = text.slice(i + 1);
      if (rest !== '' && !/^\s+(?:[A-Z`[*_"'(]|$)/.test(rest)) continue;
      const sentence = text.slice(start, i + 1).trim();
      if (sentence) out.push({ line: lineAt(start + (text.slice(start).length - text.slice(start).trimStart().length)), text: sentence });
      start = i + 1;
    }
    const last = text.slice(start).trim();
    if (last) out.push({ line: lineAt(text.length - text.slice(start).trimStart().length), text: last });
  }
  return out;
}

/** Lists the problems, one a line, so a failure shows every one of them at once. */
export function noProblems(problems: string[], what: string): void {
  if (problems.length > 0) throw new assert.Assertion({ message: `${what} (${problems.length}):`, details: `${problems.join('\n')}\n`, operator: '', expects: [], actual: problems, generated: false });
}
