// Links to .md/.mdx files are links to the pages made from them, resolved at compile time from the
// linking file's own folder: versioned docs are separate files, so a link stays in its version.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Definition, Link, Root } from 'mdast';
import { visit } from './walk.ts';
import type { VFile } from 'vfile';
import { DocsiteError, formatLocation, report, type Severity } from '../errors.ts';

export interface BrokenMarkdownLink {
  /** Absolute path of the file the link is written in. */
  file: string;
  line?: number;
  column?: number;
  /** The link as written. */
  link: string;
}

export interface MarkdownLinks {
  /** Absolute source file path -> permalink of the page made from it. */
  permalinks: Map<string, string>;
  /** Broken links per compiled file, filled while compiling and reported once after bundling. */
  broken: Map<string, BrokenMarkdownLink[]>;
}

interface RouteLike {
  path: string;
  metadata?: { sourceFilePath?: string };
  routes?: RouteLike[];
}

/** The source -> permalink map of a route tree (every route with a source file), and an empty report. */
export function createMarkdownLinks(routes: RouteLike[]): MarkdownLinks {
  const permalinks = new Map<string, string>();
  const add = (file: string, permalink: string) => {
    if (!permalinks.has(file)) permalinks.set(file, permalink);
  };
  const walk = (list: RouteLike[]) => {
    for (const r of list) {
      const source = r.metadata?.sourceFilePath;
      if (source && r.path !== '*') {
        add(path.resolve(source), r.path);
        // The bundler may hand the compiler the real path of a symlinked content folder.
        add(realpath(path.resolve(source)), r.path);
      }
      if (r.routes) walk(r.routes);
    }
  };
  walk(routes);
  return { permalinks, broken: new Map() };
}

function realpath(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/** Part of the MDX cache key: resolved links change when any page moves. */
export function markdownLinksKey(links: MarkdownLinks | undefined): string | null {
  if (!links) return null;
  const entries = [...links.permalinks].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return crypto.createHash('sha1').update(JSON.stringify(entries)).digest('hex');
}

export type ResolvedMarkdownLink = { kind: 'other' } | { kind: 'page'; url: string } | { kind: 'missing' };

const PROTOCOL_OR_HOST = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const MARKDOWN_FILE = /\.mdx?$/i;

/** What a link written in `fromFile` stands for: another page, a missing one, or not a file link at all. */
export function resolveMarkdownLink(url: string, fromFile: string, permalinks: Map<string, string>): ResolvedMarkdownLink {
  // Absolute site paths and other sites are URLs already.
  if (!url || url.startsWith('/') || url.startsWith('#') || PROTOCOL_OR_HOST.test(url)) return { kind: 'other' };
  const [, filePart, rest] = /^([^?#]*)(.*)$/s.exec(url)!;
  if (!MARKDOWN_FILE.test(filePart)) return { kind: 'other' };
  let decoded = filePart;
  try {
    decoded = decodeURI(filePart);
  } catch {
    // A stray % is part of the file name.
  }
  const target = path.resolve(path.dirname(fromFile), decoded);
  const permalink = permalinks.get(target);
  return permalink === undefined ? { kind: 'missing' } : { kind: 'page', url: permalink + rest };
}

/** remark plugin: rewrites links to .md/.mdx files to their pages and records the ones that lead nowhere. */
export default function remarkMarkdownLinks(options: MarkdownLinks) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const broken: BrokenMarkdownLink[] = [];
    visit(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const resolved = resolveMarkdownLink(link.url, file.path, options.permalinks);
      if (resolved.kind === 'page') link.url = resolved.url;
      else if (resolved.kind === 'missing') broken.push({ file: file.path, line: link.position?.start.line, column: link.position?.start.column, link: link.url });
    });
    if (broken.length > 0) options.broken.set(file.path, broken);
    else options.broken.delete(file.path);
  };
}

const HINT = 'Fix the path: it is resolved from the folder of the linking file and must name a doc or page of this site (drafts and files whose name starts with "_" have no page).';

/** One warning or error listing every broken Markdown link, at the site's onBrokenMarkdownLinks severity. */
export function reportBrokenMarkdownLinks(broken: Map<string, BrokenMarkdownLink[]>, severity: Severity, warn: (message: string) => void): BrokenMarkdownLink[] {
  const all = [...broken.values()].flat().sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
  if (all.length === 0) return all;
  const location = (b: BrokenMarkdownLink) => ({ file: b.file, line: b.line, column: b.column });
  const error =
    all.length === 1
      ? new DocsiteError(`Markdown link "${all[0].link}" points to a file that does not exist or has no page.`, { location: location(all[0]), hint: HINT })
      : new DocsiteError(`${all.length} Markdown links point to files that do not exist or have no page.`, {
          details: all.map((b) => `- ${formatLocation(location(b))}: "${b.link}"`),
          hint: HINT,
        });
  report(severity, error, warn);
  return all;
}
