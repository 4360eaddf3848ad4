// The llms-txt plugin: after the build, llms.txt maps the site for language models (the llmstxt.org
// convention), llms-full.txt holds the text of the docs and the blog, and every docs page and blog
// post gets a clean Markdown copy next to its HTML (/docs/cli/ -> /docs/cli.md).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { startCliWorker } from '../../workers/cliWorker.ts';
import { isDebug } from '../../errors.ts';
import { admonitionKeywords } from '../../mdx/remarkAdmonitions.ts';
import { createMarkdownLinks, markdownLinksKey } from '../../mdx/remarkMarkdownLinks.ts';
import type { LoadContext, Plugin, RenderedPage, RouteConfig } from '../../types.ts';
import { describeEntry } from '../pluginOptions.ts';
import { absoluteUrl, globToRegExp, readHead } from '../sitemap/createSitemap.ts';
import { createParseMemo, type ParseMemo } from '../../mdx/parseMemo.ts';
import { readAhead } from '../../shared/readAhead.ts';
import { cleanMarkdown, cleanParseKey, type CleanOptions } from './cleanMarkdown.ts';
import type { CleanAnswer, CleanJob } from './cleanWorker.ts';
import { collectSections, type LlmsPage, type LlmsSection } from './collectSections.ts';
import { llmsFullTxt, llmsTxt, markdownFile, markdownPage, type LlmsLink } from './llmsText.ts';
import { ignorePatternsFor, validateLlmsTxtOptions, type UserLlmsTxtOptions } from './options.ts';

export type { UserLlmsTxtOptions as LlmsTxtPluginOptions } from './options.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decodeEntities = (s: string) =>
  s.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (m, e: string) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e.toLowerCase()] ?? m),
  );

/** The rendered title (without the site's name) and description of a page, and whether robots may index it. */
export function pageHead(html: string, site: { title: string; titleDelimiter: string }): { title?: string; description?: string; noIndex: boolean } {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const rawTitle = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(head)?.[1];
  const description = /<meta\s[^>]*name="description"[^>]*content="([^"]*)"/i.exec(head)?.[1];
  let title = rawTitle === undefined ? undefined : decodeEntities(rawTitle).trim();
  const suffix = ` ${site.titleDelimiter} ${site.title}`;
  if (title?.endsWith(suffix)) title = title.slice(0, -suffix.length);
  // A page without a title of its own shows "Site | tagline".
  else if (title?.startsWith(`${site.title} ${site.titleDelimiter} `)) title = site.title;
  return { title: title || undefined, description: description === undefined ? undefined : decodeEntities(description), noIndex: readHead(html).noIndex };
}

const exists = (file: string) => fs.stat(file).then(() => true, () => false);
const readOrNull = (file: string) => fs.readFile(file, 'utf8').catch(() => null);

/**
 * Cleaned Markdown by page, kept across the builds of one process (`docsite dev` rebuilds) and on
 * disk (the build's cache folder): parsing is the slow part of cleaning. An entry
 * holds while the text, the options, the site's pages, the partials and this code hold.
 */
type CleanedEntry = { key: string; partials: [string, string | null][]; body: string };
const cleanedCache = new Map<string, CleanedEntry>();

/** docsite's own part of every key: the cleaning code and the installed packages it runs on. */
let codeKey: Promise<string> | undefined;
function cleaningCodeKey(frameworkDir: string): Promise<string> {
  codeKey ??= (async () => {
    const hash = crypto.createHash('sha1');
    const dirs = [path.join(frameworkDir, 'src/cli/plugins/llmsTxt'), path.join(frameworkDir, 'src/cli/mdx')];
    // Subfolders (mdx/fast/) included.
    for (const dir of dirs) for (const f of (await fs.readdir(dir, { recursive: true })).filter((f) => f.endsWith('.ts')).sort()) hash.update(f).update(await fs.readFile(path.join(dir, f)));
    hash.update((await readOrNull(path.join(frameworkDir, 'node_modules/.package-lock.json'))) ?? '');
    return hash.digest('hex');
  })();
  return codeKey;
}

async function loadDiskCache(file: string, code: string): Promise<void> {
  let saved: { code?: unknown; entries?: unknown } | null;
  try {
    saved = JSON.parse((await readOrNull(file)) ?? 'null');
  } catch {
    // A cache cut short (a build killed while writing it) is no cache: the pages are cleaned again.
    return;
  }
  if (saved?.code !== code || typeof saved.entries !== 'object' || saved.entries === null) return;
  for (const [id, entry] of Object.entries(saved.entries as Record<string, CleanedEntry>)) {
    if (!cleanedCache.has(id) && typeof entry?.key === 'string' && typeof entry.body === 'string' && Array.isArray(entry.partials)) cleanedCache.set(id, entry);
  }
}

const cleanedId = (page: { file: string; pageUrl: string }) => `${page.pageUrl} ${page.file}`;
const cleanedKey = (text: string, o: CleanOptions, linksKey: string | null) =>
  crypto.createHash('sha1').update(JSON.stringify([text, o.mdx, o.math, [...o.admonitions], o.format, o.siteDir, o.siteUrl, o.baseUrl, linksKey])).digest('hex');

/** Stores a cleaned page in the memory cache, with the text of each partial it read. */
async function storeCleaned(id: string, key: string, result: { body: string; partials: string[] }): Promise<void> {
  cleanedCache.set(id, { key, partials: await Promise.all(result.partials.map(async (f) => [f, await readOrNull(f)] as [string, string | null])), body: result.body });
}

/** The page's clean Markdown, from the cache when it holds; `cleaned` counts the pages cleaned here. */
async function cleanCached(text: string, page: { file: string; pageUrl: string }, o: CleanOptions, linksKey: string | null, used: Set<string>, memo: ParseMemo, cleaned: { count: number }): Promise<string> {
  const id = cleanedId(page);
  used.add(id);
  const key = cleanedKey(text, o, linksKey);
  const hit = cleanedCache.get(id);
  if (hit && hit.key === key && (await Promise.all(hit.partials.map(async ([f, t]) => (await readOrNull(f)) === t))).every(Boolean)) return hit.body;
  const result = cleanMarkdown(text, page, o, memo);
  cleaned.count++;
  await storeCleaned(id, key, result);
  return result.body;
}

/**
 * Below this many pages to clean, postBuild cleans them itself: starting a worker (slower still
 * through tsx) costs more than cleaning them.
 */
const MIN_FOR_WORKER = 50;

/** A page as the llms files show it: its title, description, address and, when made, its Markdown. */
interface ShownPage {
  page: LlmsPage;
  section: LlmsSection;
  title: string;
  description?: string;
  url: string;
  markdown?: string;
  /** The copy's URL, once written. */
  copyUrl?: string;
}

/** What the plugin's steps share: the site, its options as patterns and URLs, and the sections contentLoaded collected. */
interface LlmsSite {
  context: LoadContext;
  ignored: RegExp[];
  url(pathname: string): string;
  sections(): LlmsSection[];
  /** Whether a section's pages need their Markdown cleaned: for copies, or for llms-full.txt. */
  wantsMarkdown(section: LlmsSection): boolean;
}

/** The worker cleaning this build's pages ahead of postBuild (see routesCreated). */
interface Preparing {
  worker: Worker;
  done: Promise<void>;
}

/** The options every page is cleaned with, from the site's routes (links to .md files become their pages). */
export function cleanOptionsFor(context: LoadContext, routes: RouteConfig[]): { clean: CleanOptions; linksKey: string | null } {
  const { siteConfig, baseUrl } = context;
  const links = createMarkdownLinks(routes);
  const clean: CleanOptions = {
    mdx: true,
    math: siteConfig.markdown.math,
    admonitions: admonitionKeywords(siteConfig.markdown.admonitions),
    siteUrl: siteConfig.url,
    baseUrl,
    permalinks: links.permalinks,
    siteDir: context.siteDir,
    format: siteConfig.markdown.format,
  };
  return { clean, linksKey: markdownLinksKey(links) };
}

/**
 * Starts cleaning, in a worker, the Markdown of every page postBuild may want that no cache
 * holds. It runs while the build compiles, bundles and renders, since cleaning was most of
 * postBuild's time. postBuild then finds the pages in the memory cache; the pages it turns out not
 * to show (not rendered, noindex) were cleaned for nothing.
 */
export async function prepareCleaning(site: LlmsSite, routes: RouteConfig[]): Promise<Preparing | null> {
  const { context, ignored, url } = site;
  const { clean, linksKey } = cleanOptionsFor(context, routes);
  const diskCache = context.cacheDir ? path.join(context.cacheDir, 'llms-txt.json') : null;
  if (diskCache) await loadDiskCache(diskCache, await cleaningCodeKey(context.frameworkDir));
  const jobs: (CleanJob & { key: string })[] = [];
  const seen = new Set<string>();
  for (const section of site.sections()) {
    if (!site.wantsMarkdown(section)) continue;
    for (const page of section.pages) {
      const md = page.markdown;
      if (!md || page.hidden || ignored.some((re) => re.test(page.permalink))) continue;
      const pageUrl = url(page.permalink);
      const id = cleanedId({ file: md.file, pageUrl });
      if (seen.has(id)) continue;
      seen.add(id);
      const text = md.text ?? (await readOrNull(md.file));
      if (text === null) continue;
      const key = cleanedKey(text, { ...clean, mdx: md.mdx }, linksKey);
      if (cleanedCache.get(id)?.key !== key) jobs.push({ id, key, file: md.file, pageUrl, mdx: md.mdx, text });
    }
  }
  if (jobs.length < MIN_FOR_WORKER) return null;
  const keys = new Map(jobs.map((j) => [j.id, j.key]));
  const worker = startCliWorker(path.join(path.dirname(fileURLToPath(import.meta.url)), 'cleanWorker.ts'), { jobs: jobs.map(({ key: _key, ...job }) => job), options: clean });
  // Until postBuild waits for it, the worker must not keep a failed build's process alive.
  worker.unref();
  const done = new Promise<void>((resolve) => {
    let answered = false;
    worker.once('message', (answer: CleanAnswer) => {
      answered = true;
      if (isDebug()) console.log(`llms-txt: ${answer.length} of ${jobs.length} pages cleaned in a worker`);
      // Done once every answer is stored (a partial's text is read first), not at the exit below.
      void Promise.all(answer.map((r) => storeCleaned(r.id, keys.get(r.id)!, r))).then(() => resolve(), () => resolve());
      void worker.terminate();
    });
    // A worker that fails, or ends without answering, leaves every page to postBuild.
    worker.once('error', () => resolve());
    worker.once('exit', () => answered || resolve());
  });
  return { worker, done };
}

/** Pages that are rendered, indexable and not ignored, with their titles. */
export async function shownPages(site: LlmsSite, outDir: string, pages: RenderedPage[]): Promise<ShownPage[]> {
  const { ignored, url } = site;
  const { siteConfig } = site.context;
  const rendered = new Map(pages.map((p) => [p.path, p]));
  const candidates: { page: LlmsPage; section: LlmsSection; file: string }[] = [];
  for (const section of site.sections()) {
    for (const page of section.pages) {
      const r = rendered.get(page.permalink);
      if (!r || r.noIndex || page.hidden || ignored.some((re) => re.test(page.permalink))) continue;
      candidates.push({ page, section, file: path.join(outDir, r.file) });
    }
  }
  const htmls = readAhead(candidates.map((c) => c.file));
  const shown: ShownPage[] = [];
  for (const { page, section } of candidates) {
    const head = pageHead(((await htmls.next()) as { value: string }).value, siteConfig);
    if (head.noIndex) continue;
    shown.push({ page, section, title: page.title ?? head.title ?? page.permalink, description: page.description || head.description, url: url(page.permalink) });
  }
  return shown;
}

/** Writes each copy next to its page, never over a file the build already has. */
export async function writeCopies(site: LlmsSite, shown: ShownPage[], outDir: string): Promise<void> {
  const { url } = site;
  const { baseUrl } = site.context;
  // The first page to claim a file gets it; then every copy is written at once.
  const claimed = new Map<string, ShownPage>();
  for (const s of shown) {
    const file = s.markdown !== undefined && s.section.copies ? markdownFile(s.page.permalink, baseUrl) : null;
    if (file && !claimed.has(file)) claimed.set(file, s);
  }
  await Promise.all(
    [...claimed].map(async ([file, s]) => {
      if (await exists(path.join(outDir, file))) return;
      await fs.mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
      await fs.writeFile(path.join(outDir, file), markdownPage(s.title, s.markdown!));
      s.copyUrl = url(baseUrl + file);
    }),
  );
}

export default function llmsTxtPlugin(context: LoadContext, rawOptions: UserLlmsTxtOptions = {}): Plugin {
  const options = validateLlmsTxtOptions(rawOptions, describeEntry(context.siteConfig.plugins, rawOptions, 'llms-txt', 'default'));
  const { siteConfig, baseUrl } = context;
  const ignored = ignorePatternsFor(options, baseUrl).map(globToRegExp);
  const url = (p: string) => absoluteUrl(siteConfig.url, p);
  let sections: LlmsSection[] = [];
  /** Whether a section's pages need their Markdown cleaned: for copies, or for llms-full.txt. */
  const wantsMarkdown = (section: LlmsSection) => (options.markdownPages && section.copies) || (options.fullText && section.fullText);
  let preparing: Preparing | null = null;
  const site: LlmsSite = { context, ignored, url, sections: () => sections, wantsMarkdown };

  /** Sets the Markdown of the pages that get a copy or go into llms-full.txt; warns once about sources it cannot read. */
  async function addMarkdown(shown: ShownPage[], o: CleanOptions, linksKey: string | null): Promise<void> {
    const failed: string[] = [];
    const diskCache = context.cacheDir ? path.join(context.cacheDir, 'llms-txt.json') : null;
    const code = diskCache ? await cleaningCodeKey(context.frameworkDir) : '';
    if (diskCache) await loadDiskCache(diskCache, code);
    const used = new Set<string>();
    const work: { s: ShownPage; file: string; mdx: boolean; text: string }[] = [];
    for (const s of shown) {
      const md = s.page.markdown;
      if (!md || !wantsMarkdown(s.section)) continue;
      try {
        work.push({ s, file: md.file, mdx: md.mdx, text: md.text ?? (await fs.readFile(md.file, 'utf8')) });
      } catch (error) {
        failed.push(`- ${path.relative(process.cwd(), md.file)}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    // Versions of a doc often share their text: each distinct text is parsed once.
    const memo = createParseMemo(work.map((w) => cleanParseKey(w.text, w.mdx)));
    const cleaned = { count: 0 };
    for (const w of work) {
      try {
        w.s.markdown = await cleanCached(w.text, { file: w.file, pageUrl: w.s.url }, { ...o, mdx: w.mdx }, linksKey, used, memo, cleaned);
      } catch (error) {
        failed.push(`- ${path.relative(process.cwd(), w.file)}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    if (isDebug()) console.log(`llms-txt: ${cleaned.count} of ${work.length} pages cleaned after the build`);
    if (diskCache) {
      // This build's pages only, so the file never outgrows the site.
      const entries = Object.fromEntries([...used].filter((id) => cleanedCache.has(id)).map((id) => [id, cleanedCache.get(id)]));
      await fs.mkdir(path.dirname(diskCache), { recursive: true });
      await fs.writeFile(`${diskCache}.${process.pid}.tmp`, JSON.stringify({ code, entries }));
      await fs.rename(`${diskCache}.${process.pid}.tmp`, diskCache);
    }
    if (failed.length > 0) {
      const n = failed.length;
      console.warn(`[WARNING] llms-txt: ${n} page${n === 1 ? '' : 's'} could not be read as Markdown and ${n === 1 ? 'has' : 'have'} no Markdown copy or full text:\n${failed.join('\n')}`);
    }
  }

  return {
    name: 'llms-txt',
    contentLoaded({ allContent }) {
      sections = collectSections(allContent, { includeVersions: options.includeVersions, maxPosts: options.maxPosts, markdownFormat: siteConfig.markdown.format });
    },
    async routesCreated({ routes }) {
      // A dev rebuild that starts before the last one finished: its worker's pages are stale.
      void preparing?.worker.terminate();
      preparing = null;
      if (!siteConfig.noIndex) preparing = await prepareCleaning(site, routes);
    },
    async postBuild({ outDir, routes, pages }) {
      // A site that asks not to be indexed gets no map either.
      if (siteConfig.noIndex) return;
      if (preparing) {
        preparing.worker.ref();
        await preparing.done;
        preparing = null;
      }
      const shown = await shownPages(site, outDir, pages);
      const { clean, linksKey } = cleanOptionsFor(context, routes);
      await addMarkdown(shown, clean, linksKey);
      if (options.markdownPages) await writeCopies(site, shown, outDir);

      const header = { title: options.title ?? siteConfig.title, description: options.description ?? (siteConfig.tagline || undefined) };
      const full = options.fullText ? shown.filter((s) => s.section.fullText && s.markdown !== undefined) : [];
      const example = shown.find((s) => s.copyUrl);
      const notes = [
        ...(example ? [`Docs pages and blog posts are linked as clean Markdown copies of their HTML pages: ${example.copyUrl} is the copy of ${example.url}.`] : []),
        ...(full.length > 0 ? [`The full text of the docs and the blog is in [llms-full.txt](${url(`${baseUrl}llms-full.txt`)}).`] : []),
      ];
      const listed = sections
        .filter((section) => section.listed)
        .map((section) => {
          const links: LlmsLink[] = shown.filter((s) => s.section === section).map((s) => ({ title: s.title, url: s.copyUrl ?? s.url, description: s.description }));
          return { title: section.title, links: section.limit === null ? links : links.slice(0, section.limit) };
        });
      // A site that brings its own files in a static folder keeps them.
      const write = async (file: string, text: string) => (await exists(path.join(outDir, file))) || fs.writeFile(path.join(outDir, file), text);
      await write('llms.txt', llmsTxt(header, notes, listed));
      if (full.length > 0) await write('llms-full.txt', llmsFullTxt(header, full.map((s) => ({ title: s.title, url: s.url, body: s.markdown! }))));
    },
  };
}
