// Compiling one Markdown file away from the build's thread, in a compile worker (compileWorker.ts,
// started by compilePool.ts on machines with three cores or more). The thread loads the
// site config for its remark and rehype plugins and answers each job with code or a located error.
import { loadConfig } from '../config/loadConfig.ts';
import { DocsiteError } from '../errors.ts';
import { useRegexCache } from './highlighter.ts';
import { createMdxCache, createMdxCompiler, type MdxOptions } from './mdxPlugin.ts';
import type { BrokenMarkdownLink } from './remarkMarkdownLinks.ts';

/** One file to compile. */
export interface CompileJob {
  /** Absolute file path: the module id. */
  file: string;
  code: string;
}

/** A compiled file, or its error in a form that crosses threads (revived by reviveCompileError). */
export interface CompileJobResult {
  file: string;
  code?: string;
  brokenLinks?: BrokenMarkdownLink[];
  error?: { title: string; hint?: string; location?: any; details?: string[]; message: string; stack?: string; docsite: boolean };
}

/** What a thread needs to compile as the build does. */
export interface CompileSetup {
  siteDir: string;
  configPath: string;
  mdx: ReturnType<typeof workerMdxOptions>;
  /** shiki's regex translations on disk (see regexCache.ts), read only: the build's thread saves them. */
  regexCache?: { dir: string | null; key: string };
}

/** Serializable parts of MdxOptions (plugins come from the config the thread loads). */
export function workerMdxOptions(o: MdxOptions) {
  return { format: o.format, admonitions: o.admonitions, math: o.math, mermaid: o.mermaid, assets: o.assets, magicComments: o.magicComments, permalinks: o.markdownLinks ? [...o.markdownLinks.permalinks] : null };
}

export function reviveCompileError(e: NonNullable<CompileJobResult['error']>): Error {
  if (e.docsite) return new DocsiteError(e.title, { hint: e.hint, location: e.location, details: e.details });
  return Object.assign(new Error(e.message), { stack: e.stack });
}

/**
 * A compiler for jobs, one at a time in the order given. It keeps no compiled file: the build's
 * thread keeps what it is sent.
 */
export async function createJobCompiler(setup: CompileSetup): Promise<(job: CompileJob) => Promise<CompileJobResult>> {
  const { siteConfig } = await loadConfig(setup.siteDir, { configFile: setup.configPath });
  if (setup.regexCache) await useRegexCache(setup.regexCache.dir, setup.regexCache.key);
  const { mdx } = setup;
  const markdownLinks = mdx.permalinks ? { permalinks: new Map(mdx.permalinks), broken: new Map<string, BrokenMarkdownLink[]>() } : undefined;
  const cache = createMdxCache();
  const compile = createMdxCompiler(
    {
      format: mdx.format,
      admonitions: mdx.admonitions,
      math: mdx.math,
      mermaid: mdx.mermaid,
      assets: mdx.assets,
      magicComments: mdx.magicComments,
      markdownLinks,
      remarkPlugins: siteConfig.markdown.remarkPlugins as unknown[],
      rehypePlugins: siteConfig.markdown.rehypePlugins as unknown[],
    },
    cache,
  );
  let last: Promise<unknown> = Promise.resolve();
  const run = async (job: CompileJob): Promise<CompileJobResult> => {
    try {
      const result = await compile(job.code, job.file);
      return { file: job.file, code: typeof result === 'string' ? result : String(result?.code ?? ''), brokenLinks: markdownLinks?.broken.get(job.file) };
    } catch (e) {
      const error = e instanceof Error ? e : new Error(String(e));
      const d = error instanceof DocsiteError ? error : undefined;
      return { file: job.file, error: { docsite: Boolean(d), title: d?.title ?? error.message, hint: d?.hint, location: d?.location, details: d?.details, message: error.message, stack: error.stack } };
    } finally {
      cache.delete(job.file);
      markdownLinks?.broken.delete(job.file);
    }
  };
  return (job) => {
    const result = last.then(() => run(job));
    last = result;
    return result;
  };
}
