// The stage behind `docsite check-links`: a built folder served on a loopback port and crawled by
// linkinator, every HTML page a start page. No request leaves the machine unless external is on.
import fs from 'node:fs/promises';
import path from 'node:path';
// linkinator is imported when a crawl starts: loading it is slow, and only a crawl needs it.
import type { CheckOptions, LinkResult } from 'linkinator';
import { createRequestSlots } from './requestSlots.ts';
import type { ServeOptions } from '../server/serve.ts';
import { serveInWorker, type CrawlServer } from '../server/serveInWorker.ts';
import { normalizeBaseUrl } from '../server/staticFiles.ts';

export interface CrawlLinksOptions {
  /** Absolute path of the built folder. */
  dir: string;
  /** URL prefix the site lives under. */
  baseUrl: string;
  /** The site's public address (config `url`): links to it are checked against the build. */
  siteUrl?: string;
  /** Also request links to other sites. */
  external: boolean;
  /** Requests at once. */
  concurrency: number;
  /** Milliseconds one request may take before it is retried; default 10 s. */
  timeout?: number;
  /** Serves the folder for the crawl; default the static server, in a worker thread. */
  serve?: (options: ServeOptions) => Promise<CrawlServer>;
  /** Told where the copy is served, before crawling starts. */
  onStart?: (url: string) => void;
  /** Told when a request waits to be retried (rate limits, time-outs, network errors). */
  onRetry?: (url: string, seconds: number, status: number) => void;
}

export interface LinkFailure {
  /** The page the link is on, as a path for pages of the site. */
  page: string;
  /** The link, as a path for the site's own links. */
  url: string;
  /** HTTP status; 0 when no response came. */
  status: number;
  /** Why no response came (timeout, DNS), when that is the case. */
  reason?: string;
}

export interface CrawlReport {
  /** HTML pages whose links were read. */
  pages: number;
  /** Distinct URLs requested. */
  links: number;
  /** Distinct URLs that failed. */
  broken: number;
  /** One per page and failing URL, in page order. */
  failures: LinkFailure[];
  /** Distinct links to other sites left alone because external is off. */
  skippedExternal: number;
}

/** How long one request may take, to this machine or another site, before it is retried. */
const TIMEOUT_MS = 10_000;

export interface HtmlPage {
  /** Path inside the build, posix. */
  file: string;
  /** URL path it is served at: `a/index.html` at `a/`, other files at their own name. */
  urlPath: string;
}

/** Every HTML file of the build with the URL path it is served at. */
export async function htmlPages(dir: string, baseUrl: string): Promise<HtmlPage[]> {
  const files: string[] = [];
  const walk = async (rel: string) => {
    for (const e of await fs.readdir(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile() && e.name.endsWith('.html')) files.push(child);
    }
  };
  await walk('');
  files.sort();
  const encode = (p: string) => p.split('/').map(encodeURIComponent).join('/');
  const urlPath = (f: string) => normalizeBaseUrl(baseUrl) + encode(f === 'index.html' ? '' : f.endsWith('/index.html') ? f.slice(0, -'index.html'.length) : f);
  return files.map((file) => ({ file, urlPath: urlPath(file) }));
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

const decodeEntities = (s: string) => s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) => ENTITIES[e]);

/** An attribute's URL resolved against `base`, without its #hash; null when it is no URL. */
function resolveUrl(raw: string, base: string): string | null {
  try {
    const url = new URL(decodeEntities(raw), base);
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/** URLs a page's href and src attributes point to (one that is no URL, linkinator reports itself). */
function linksIn(html: string, base: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const url = resolveUrl(m[1], base);
    if (url) out.add(url);
  }
  return out;
}

/** URLs (without #hash) a page's href and src attributes point to. */
async function pageUrls(dir: string, page: HtmlPage, origin: string): Promise<Set<string>> {
  return linksIn(await fs.readFile(path.join(dir, page.file), 'utf8'), origin + page.urlPath);
}

/** A small page of the build that redirects (a meta refresh), and every URL it names; else null. */
async function redirectPageLinks(dir: string, page: HtmlPage, origin: string): Promise<Set<string> | null> {
  const file = path.join(dir, page.file);
  if ((await fs.stat(file)).size > 4096) return null;
  const html = await fs.readFile(file, 'utf8');
  const refresh = /<meta http-equiv="refresh" content="\d+;\s*url=([^"]*)"/i.exec(html);
  const target = refresh && resolveUrl(refresh[1], origin + page.urlPath);
  if (!target) return null;
  return linksIn(html, origin + page.urlPath).add(target);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function failureReason(result: LinkResult): string | undefined {
  if (result.status) return undefined;
  const error = result.failureDetails?.find((d): d is Error => d instanceof Error);
  const cause = (error?.cause as Error | undefined)?.message;
  return error ? (cause ?? error.message) : undefined;
}

/** Serves `dir`, crawls it and answers what failed. The server is closed whatever happens. */
export async function crawlLinks(o: CrawlLinksOptions): Promise<CrawlReport> {
  const baseUrl = normalizeBaseUrl(o.baseUrl);
  const server = await (o.serve ?? serveInWorker)({ dir: o.dir, baseUrl, port: 0, host: '127.0.0.1' });
  // linkinator sends every request through https_proxy when set, the loopback ones too.
  const proxyVars = ['https_proxy', 'HTTPS_PROXY', 'http_proxy', 'HTTP_PROXY'];
  const savedProxy = proxyVars.map((k) => [k, process.env[k]] as const);
  if (!o.external) for (const k of proxyVars) delete process.env[k];
  try {
    const origin = new URL(server.url).origin;
    const local = (u: string) => {
      const url = new URL(u);
      return url.origin === origin ? url.pathname + url.search : u;
    };
    o.onStart?.(server.url);
    const skipped = new Set<string>();
    const { LinkChecker, LinkState } = await import('linkinator');
    const checker = new LinkChecker();
    let pages = 0;
    const retried = new Set<string>();
    // linkinator starts each request as soon as it finds the link (its queue only holds promises
    // already running), so its concurrency bounds nothing: every start page and link was requested
    // at once and each time-out ran while the request waited behind all the others. linksToSkip is
    // awaited before every request, so the request waits there for a slot, freed by its result.
    const slots = createRequestSlots(o.concurrency);
    checker.on('link', (r) => slots.give(r.url));
    checker.on('pagestart', () => pages++);
    checker.on('retry', (r) => {
      slots.give(r.url);
      retried.add(r.url);
      o.onRetry?.(local(r.url), r.secondsUntilRetry, r.status);
    });
    const site = o.siteUrl ? new URL(baseUrl, o.siteUrl).href : undefined;
    const toLocal = (u: string) => (site && u.startsWith(site) ? server.url + u.slice(site.length) : u);
    const all = await htmlPages(o.dir, baseUrl);
    // A redirect page only points at another page: its links are read here and those that are no
    // start page already are requested as start URLs, so the crawl fetches and parses half the pages.
    const stubs = new Map<HtmlPage, Set<string>>();
    for (const page of all) {
      const links = await redirectPageLinks(o.dir, page, origin);
      if (links) stubs.set(page, new Set([...links].map(toLocal)));
    }
    const starts = all.filter((p) => !stubs.has(p));
    const startUrls = new Set(starts.map((p) => origin + p.urlPath));
    const fromStubs = new Set<string>();
    for (const links of stubs.values()) for (const u of links) if (!startUrls.has(u)) fromStubs.add(u);
    const options: CheckOptions = {
      path: [...startUrls, ...fromStubs],
      // Every page is a start page already; following links again would read pages twice.
      recurse: false,
      // The slots bound the requests; a bounded queue would also hold back the tasks that only wait
      // for another page's result, and its cost grows with its length.
      concurrency: Number.POSITIVE_INFINITY,
      timeout: o.timeout ?? TIMEOUT_MS,
      // Relative links resolve against the page URL as a browser does.
      cleanUrls: true,
      // Anchors were checked by the build, on what React rendered.
      checkFragments: false,
      urlRewriteExpressions: site ? [{ pattern: new RegExp(`^${escapeRegExp(site)}`), replacement: server.url }] : [],
      linksToSkip: async (link) => {
        const url = new URL(link);
        if (url.origin !== origin && !o.external) {
          skipped.add(link);
          return true;
        }
        // The build's rule: paths outside the baseUrl belong to other apps on the host.
        if (url.origin === origin && !url.pathname.startsWith(baseUrl) && url.pathname !== baseUrl.slice(0, -1)) return true;
        await slots.take(link);
        return false;
      },
      // Wait as long as a 429 asks; retry a request that timed out, got no answer or a 5xx once,
      // after a back-off: a slow answer is no broken link.
      retry: true,
      retryErrors: true,
      // linkinator retries one time more than it is told: 0 means one retry.
      retryErrorsCount: 0,
      retryErrorsJitter: 1000,
    };
    const { links } = await checker.check(options);
    const checked = new Set(links.filter((l) => l.state !== LinkState.SKIPPED).map((l) => l.url));
    const seen = new Set<string>();
    const failures: LinkFailure[] = [];
    const add = (l: LinkResult, parent: string | undefined) => {
      const key = `${parent ?? ''} ${l.url}`;
      if (seen.has(key)) return;
      seen.add(key);
      failures.push({ page: parent ? local(parent) : '(start page)', url: local(l.url), status: l.status ?? 0, reason: failureReason(l) });
    };
    const broken = links.filter((l) => l.state === LinkState.BROKEN);
    for (const l of broken) {
      if (!l.parent && fromStubs.has(l.url)) {
        for (const [page, urls] of stubs) if (urls.has(l.url)) add(l, origin + page.urlPath);
      } else add(l, l.parent);
    }
    // A URL that needed a retry is reported under the first page that links to it only: find the others.
    const retriedBroken = broken.filter((l) => retried.has(l.url));
    if (retriedBroken.length > 0) {
      for (const page of starts) {
        const urls = await pageUrls(o.dir, page, origin);
        for (const l of retriedBroken) if (urls.has(l.url)) add(l, origin + page.urlPath);
      }
    }
    failures.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    for (const [page, urls] of stubs) {
      checked.add(origin + page.urlPath);
      for (const u of urls) if (new URL(u).origin === origin) checked.add(u);
    }
    return { pages: pages + stubs.size, links: checked.size, broken: new Set(failures.map((f) => f.url)).size, failures, skippedExternal: skipped.size };
  } finally {
    for (const [k, v] of savedProxy) if (v !== undefined) process.env[k] = v;
    await server.close();
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report as printed: failures under their page, then one summary line. */
export function formatCrawlReport(report: CrawlReport, external: boolean): string[] {
  const lines: string[] = [];
  let page: string | undefined;
  for (const f of report.failures) {
    if (f.page !== page) {
      if (page !== undefined) lines.push('');
      lines.push(f.page);
      page = f.page;
    }
    lines.push(`  ${f.status ? String(f.status) : 'ERR'} ${f.url}${f.reason ? ` (${f.reason})` : ''}`);
  }
  if (lines.length > 0) lines.push('');
  if (!external && report.skippedExternal > 0) lines.push(`Skipped ${plural(report.skippedExternal, 'link')} to other sites: pass --external to check them.`);
  lines.push(`Checked ${plural(report.links, 'link')} on ${plural(report.pages, 'page')}: ${report.broken} broken.`);
  return lines;
}
