/**
 * The Content-Security-Policy the static server sends. Scripts are held tight: the site's own
 * files, the external scripts a page names itself, and inline scripts only by the hash of their
 * text. The rest allows what docs pages commonly embed: images, media and frames from any https
 * origin, inline styles (highlighted code, KaTeX, theme colours), web fonts. A page whose
 * components ask for more (useContentSecurityPolicy: a live code block needs eval) gets that on
 * its own response only, as the build recorded it in POLICY_FILE.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { PolicySources } from '../../runtime/pagePolicy.tsx';
import { DocsiteError } from '../errors.ts';

/** What one page needs beyond the base policy. */
export interface PageNeeds {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes: string[];
  /** Origins of the page's external scripts. */
  scriptOrigins: string[];
}

const BASE: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'", "'unsafe-inline'", 'https:']],
  ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
  ['font-src', ["'self'", 'data:', 'https:']],
  ['connect-src', ["'self'", 'https:']],
  ['media-src', ["'self'", 'data:', 'blob:', 'https:']],
  ['frame-src', ["'self'", 'https:']],
  ['worker-src', ["'self'", 'blob:']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
];

/**
 * The policy for a response: the strict one, with the page's own scripts, and the sources the
 * page's components asked for (`additions`, from the build's policy file).
 */
export function contentSecurityPolicy(page?: PageNeeds, additions: PolicySources = {}): string {
  return BASE.map(([name, sources]) => {
    const own = name === 'script-src' ? [...(page?.scriptOrigins ?? []), ...(page?.scriptHashes ?? [])] : [];
    const all = [...new Set([...sources, ...(additions[name] ?? []), ...own])];
    return `${name} ${all.join(' ')}`;
  }).join('; ');
}

const DIRECTIVES = new Set(BASE.map(([name]) => name));
/** One source expression: anything with a space, comma or semicolon would change the header's meaning. */
const SOURCE = /^[\x21-\x7e]+$/;

/** What is wrong with sources a page asked for, one line each; empty when nothing is. */
export function policySourceProblems(sources: unknown): string[] {
  if (!sources || typeof sources !== 'object' || Array.isArray(sources)) return [`expected an object of directive -> sources, found ${JSON.stringify(sources)}`];
  const problems: string[] = [];
  for (const [directive, values] of Object.entries(sources)) {
    if (!DIRECTIVES.has(directive)) problems.push(`"${directive}" is not a directive of docsite's policy (${[...DIRECTIVES].join(', ')})`);
    else if (!Array.isArray(values)) problems.push(`${directive}: expected an array of sources, found ${JSON.stringify(values)}`);
    else for (const v of values) if (typeof v !== 'string' || !SOURCE.test(v) || /[;,]/.test(v)) problems.push(`${directive}: ${JSON.stringify(v)} is not one source (no spaces, commas or semicolons)`);
  }
  return problems;
}

/** The build's record of what each page adds to the strict policy, in the output folder. */
export const POLICY_FILE = 'content-security-policy.json';

/** Output file (relative to the output folder) -> sources, for the pages that add any. */
export interface PolicyFile {
  pages: Record<string, PolicySources>;
}

export function policyFileOf(pages: { file: string; policy?: PolicySources }[]): PolicyFile {
  const listed = pages.filter((p) => p.policy && Object.keys(p.policy).length > 0).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { pages: Object.fromEntries(listed.map((p) => [p.file, p.policy!])) };
}

/** Writes the policy file into a build's output folder, where only the static files are before it. */
export async function writePolicyFile(outDir: string, pages: { file: string; policy?: PolicySources }[]): Promise<void> {
  const file = path.join(outDir, POLICY_FILE);
  if (await fsp.stat(file).then(() => true, () => false)) {
    throw new DocsiteError(`A static file is named ${POLICY_FILE}, the file where the build records each page's Content-Security-Policy.`, {
      hint: `Rename or remove ${POLICY_FILE} in the site's static folders: docsite serve reads the build's own file to know what each page may run.`,
    });
  }
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.writeFile(file, JSON.stringify(policyFileOf(pages), null, 1) + '\n');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types a browser runs; anything else (JSON, JSON-LD) is a data block and needs no source. */
const RUNNABLE_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;

function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** Reads a page for its inline scripts and the origins of its external ones. */
export function pageNeeds(html: string): PageNeeds {
  const hashes = new Set<string>();
  const origins = new Set<string>();
  for (const [, attrs, text] of html.matchAll(SCRIPT)) {
    if (!RUNNABLE_TYPE.test((attribute(attrs, 'type') ?? '').trim())) continue;
    const src = attribute(attrs, 'src');
    if (src === undefined) {
      // Browsers hash the text after HTML's newline normalisation.
      const normalized = text.replace(/\r\n?/g, '\n');
      hashes.add(`'sha256-${crypto.createHash('sha256').update(normalized).digest('base64')}'`);
    } else if (/^(https?:)?\/\//i.test(src)) {
      const url = new URL(src, 'https://localhost/');
      // Protocol-relative sources keep the page's scheme, so only the host is named.
      origins.add(src.startsWith('//') ? url.host : url.origin);
    }
  }
  return { scriptHashes: [...hashes], scriptOrigins: [...origins] };
}

/**
 * Remembers what each page and the build's policy file say, so a page is read once per version
 * rather than once per request. Keys carry size and modification time, so a rebuild is picked up at once.
 */
export function createPolicyCache(limit = 5000) {
  const pages = new Map<string, { key: string; needs: PageNeeds }>();
  let recorded: { key: string; file: PolicyFile } = { key: '', file: { pages: {} } };

  /** What the build recorded for the page at `relPath`. No file: no page adds anything (a build of another tool, or of an older docsite). */
  async function additionsFor(realRoot: string, relPath: string): Promise<PolicySources> {
    const file = path.join(realRoot, POLICY_FILE);
    const stats = await fsp.stat(file).catch(() => null);
    const key = stats ? `${file}:${stats.ino}:${stats.size}:${stats.mtimeMs}` : '';
    if (recorded.key !== key) recorded = { key, file: stats ? readPolicyFile(await fsp.readFile(file, 'utf8').catch(() => '')) : { pages: {} } };
    return Object.hasOwn(recorded.file.pages, relPath) ? recorded.file.pages[relPath] : {};
  }

  return {
    /** The policy for HTML the server has in hand (the 404 page, or a page transformHtml rewrote); `relPath` is its file in the build. */
    async forHtml(realRoot: string, relPath: string, html: string): Promise<string> {
      return contentSecurityPolicy(pageNeeds(html), await additionsFor(realRoot, relPath));
    },
    /** The policy for an HTML file sent as it is; it is read only when new or changed. */
    async forFile(realRoot: string, file: { realPath: string; relPath: string; size: number; mtimeMs: number }): Promise<string> {
      const key = `${file.size}:${file.mtimeMs}`;
      let entry = pages.get(file.realPath);
      if (entry?.key !== key) {
        entry = { key, needs: pageNeeds(await fsp.readFile(file.realPath, 'utf8')) };
        if (pages.size >= limit) pages.clear();
        pages.set(file.realPath, entry);
      }
      return contentSecurityPolicy(entry.needs, await additionsFor(realRoot, file.relPath));
    },
  };
}

/**
 * The pages of a policy file whose sources are sound. A damaged file, or a damaged entry, grants
 * nothing: the pages keep the strict policy, and what they cannot run shows as a policy violation.
 */
export function readPolicyFile(text: string): PolicyFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { pages: {} };
  }
  const listed = (parsed as Partial<PolicyFile> | null)?.pages;
  if (!listed || typeof listed !== 'object') return { pages: {} };
  return { pages: Object.fromEntries(Object.entries(listed).filter(([, sources]) => policySourceProblems(sources).length === 0)) };
}
