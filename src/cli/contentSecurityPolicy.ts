/**
 * The Content-Security-Policy the static server sends. Scripts are held tight: the site's own
 * files, the external scripts a page names itself, and inline scripts only by the hash of their
 * text. The rest allows what docs pages commonly embed: images, media and frames from any https
 * origin, inline styles (highlighted code, KaTeX, theme colours), web fonts.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';

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
 * The policy for a response. Live code blocks compile and run the reader's code with `new
 * Function`, so a site that has them needs 'unsafe-eval' on every page: a client-side navigation
 * keeps the policy of the page it started from.
 */
export function contentSecurityPolicy(page?: PageNeeds, options: { unsafeEval?: boolean } = {}): string {
  return BASE.map(([name, sources]) => {
    const all = name === 'script-src' ? [...sources, ...(options.unsafeEval ? ["'unsafe-eval'"] : []), ...(page?.scriptOrigins ?? []), ...(page?.scriptHashes ?? [])] : sources;
    return `${name} ${all.join(' ')}`;
  }).join('; ');
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

/** The bundle names the live code editor's chunk after its module, `@theme/Playground/Live`. */
const LIVE_CHUNK = /^Live\.[\w-]+\.js$/;

/**
 * Remembers what each page and the site need, so a page is read once per version rather than once
 * per request. Keys carry size and modification time, so a rebuild is picked up at once.
 */
export function createPolicyCache(limit = 5000) {
  const pages = new Map<string, { key: string; needs: PageNeeds }>();
  let site = { key: '', unsafeEval: false };

  async function siteRunsLiveCode(realRoot: string): Promise<boolean> {
    const dir = path.join(realRoot, 'assets', 'js');
    const stats = await fsp.stat(dir).catch(() => null);
    if (!stats) return false;
    const key = `${dir}:${stats.ino}:${stats.mtimeMs}`;
    if (site.key !== key) site = { key, unsafeEval: (await fsp.readdir(dir)).some((name) => LIVE_CHUNK.test(name)) };
    return site.unsafeEval;
  }

  return {
    /** The policy for HTML the server has in hand (the 404 page, or a page transformHtml rewrote). */
    async forHtml(realRoot: string, html: string): Promise<string> {
      return contentSecurityPolicy(pageNeeds(html), { unsafeEval: await siteRunsLiveCode(realRoot) });
    },
    /** The policy for an HTML file sent as it is; it is read only when new or changed. */
    async forFile(realRoot: string, file: { realPath: string; size: number; mtimeMs: number }): Promise<string> {
      const key = `${file.size}:${file.mtimeMs}`;
      let entry = pages.get(file.realPath);
      if (entry?.key !== key) {
        entry = { key, needs: pageNeeds(await fsp.readFile(file.realPath, 'utf8')) };
        if (pages.size >= limit) pages.clear();
        pages.set(file.realPath, entry);
      }
      return contentSecurityPolicy(entry.needs, { unsafeEval: await siteRunsLiveCode(realRoot) });
    },
  };
}
