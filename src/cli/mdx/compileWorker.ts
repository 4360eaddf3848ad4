// A Markdown compile worker (see compilePool.ts): loads the site config for its remark and rehype
// plugins, then compiles the files it is sent, one at a time, answering with code or a located error.
import { parentPort, workerData } from 'node:worker_threads';
import { loadConfig } from '../config/loadConfig.ts';
import { DocsiteError } from '../errors.ts';
import { createMdxCache, createMdxCompiler } from './mdxPlugin.ts';
import type { BrokenMarkdownLink } from './remarkMarkdownLinks.ts';

const { siteDir, configPath, mdx } = workerData as { siteDir: string; configPath: string; mdx: ReturnType<typeof import('./compilePool.ts').workerMdxOptions> };
const { siteConfig } = await loadConfig(siteDir, { configFile: configPath });
const markdownLinks = mdx.permalinks ? { permalinks: new Map(mdx.permalinks), broken: new Map<string, BrokenMarkdownLink[]>() } : undefined;
const compile = createMdxCompiler(
  {
    format: mdx.format,
    admonitions: mdx.admonitions,
    math: mdx.math,
    mermaid: mdx.mermaid,
    assets: mdx.assets,
    markdownLinks,
    remarkPlugins: siteConfig.markdown.remarkPlugins as unknown[],
    rehypePlugins: siteConfig.markdown.rehypePlugins as unknown[],
  },
  createMdxCache(),
);

parentPort!.on('message', async (job: { file: string; code: string }) => {
  try {
    const result = await compile(job.code, job.file);
    parentPort!.postMessage({ file: job.file, code: typeof result === 'string' ? result : String(result?.code ?? ''), brokenLinks: markdownLinks?.broken.get(job.file) });
  } catch (e) {
    const error = e instanceof Error ? e : new Error(String(e));
    const d = error instanceof DocsiteError ? error : undefined;
    parentPort!.postMessage({ file: job.file, error: { docsite: Boolean(d), title: d?.title ?? error.message, hint: d?.hint, location: d?.location, details: d?.details, message: error.message, stack: error.stack } });
  }
});
parentPort!.postMessage('ready');
