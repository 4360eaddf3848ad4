// @mdx-js/rollup with a cache (by file, text and compile options) shared by the client pass, the
// server pass and rebuilds.
import path from 'node:path';
import { createFormatAwareProcessors } from '@mdx-js/mdx/internal-create-format-aware-processors';
import { VFile } from 'vfile';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from './remarkGfm.ts';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import type { Plugin as RollupPlugin, TransformResult } from 'rollup';
import { DocsiteError } from '../errors.ts';
import { frontMatterFormat, parseYamlOnce } from '../shared/frontMatter.ts';
import { rehypeMathPlugins, remarkMathPlugins, type MathOptions } from './math.ts';
import remarkAssets, { type MarkdownAssetOptions } from './remarkAssets.ts';
import remarkHeadings from './remarkHeadings.ts';
import { misplacedHeadingId, remarkHeadingIds } from './headingIds.ts';
import { compilesAsMdx, remarkHtmlComments } from './htmlComments.ts';
import { remarkMdxCodeBlocks } from './mdxCodeBlocks.ts';
import { createParseMemo, remarkParseMemo, type ParseMemo } from './parseMemo.ts';
import remarkPathnameLinks from './pathnameLinks.ts';
import remarkRawHtml from './rawHtml.ts';
import remarkRequireImports from './requireImports.ts';
import remarkMarkdownLinks, { markdownLinksKey, type BrokenMarkdownLink, type MarkdownLinks } from './remarkMarkdownLinks.ts';
// Theme Markdown features: admonitions, <details>, build-time highlighted code blocks.
import rehypeCodeBlocks from './rehypeCodeBlocks.ts';
import type { MagicComment } from './codeMeta.ts';
import rehypeTaskListLabels from './rehypeTaskListLabels.ts';
import remarkAdmonitions, { admonitionKeywords } from './remarkAdmonitions.ts';
import { remarkFastParse } from './fast/fastParse.ts';
import remarkDetails from './remarkDetails.ts';
// Browser-drawn features: ```mermaid diagrams and ```jsx live playgrounds.
import rehypeLiveCode from './liveCode.ts';
import remarkMermaid from './mermaid.ts';
import remarkUnusedDirectives from './remarkUnusedDirectives.ts';
import { recmaPlainOutput, rehypePlainModule, remarkAuthorCode } from './plainOutput.ts';
import { compiledMdx } from './rollupPlugin.ts';

/**
 * Compiled files by id, with the text and the compile options (optionsKey) they were compiled
 * from: a hit is the same text under the same options. Compared as strings, not hashed: a build
 * looks each page up several times (the disk cache, the compile, the plan), and hashing its text
 * each time would cost more than the comparison.
 */
export type MdxCache = Map<string, { options: string; source: string; result: TransformResult; brokenLinks?: BrokenMarkdownLink[] }>;

export interface MdxOptions {
  format: 'mdx' | 'md' | 'detect';
  admonitions?: { keywords?: string[]; extendDefaults?: boolean };
  remarkPlugins?: unknown[];
  rehypePlugins?: unknown[];
  /** Resolves links to .md/.mdx files to their pages and collects the broken ones. */
  markdownLinks?: MarkdownLinks;
  /** `$math$` rendered with KaTeX at build time (markdown.math); off when undefined. */
  math?: MathOptions;
  /** ```mermaid blocks become diagrams drawn in the browser (markdown.mermaid). */
  mermaid?: boolean;
  /** Local images and file links become hashed assets; site-absolute images get the baseUrl. */
  assets?: MarkdownAssetOptions;
  /** false leaves every page to MDX's own JSX passes (see plainOutput.ts), for tests that compare the two. */
  plainModules?: boolean;
  /** The site's own magic comments in code blocks (themeConfig.prism.magicComments). */
  magicComments?: MagicComment[];
}

export function createMdxCache(): MdxCache {
  return new Map();
}

/** Compiles one MDX/Markdown file to a JS module: cached by content and options, errors located. */
export interface MdxCompiler {
  (code: string, id: string): Promise<TransformResult>;
  /** True when compiling `code` as `id` would be a memory-cache hit. */
  cached(code: string, id: string): boolean;
  /** Stores a result compiled elsewhere (a worker, the disk cache) as if compiled here. */
  remember(code: string, id: string, compiled: string, brokenLinks?: BrokenMarkdownLink[]): void;
  /** The cached output of `id`, if any. */
  entry(id: string): { code: string; brokenLinks?: BrokenMarkdownLink[] } | undefined;
  /** The compile options as a string: part of every cache key. */
  optionsKey: string;
  /**
   * Starts a run of compiles of `jobs`: a text that several of them share is parsed once (see
   * parseMemo.ts). Until `endRun`.
   */
  startRun(jobs: { file: string; code: string }[]): void;
  endRun(): void;
}

/**
 * The remark plugins of a compile, parser wrappers included: @mdx-js/mdx adds remark-parse and,
 * for MDX, remark-mdx before them. Exported for the parser tests.
 */
export function remarkPluginsFor(options: MdxOptions, run: (file: VFile) => { memo: ParseMemo; keyOf: (document: string, file: VFile) => string } | undefined = () => undefined): unknown[] {
  return [
    remarkFrontmatter,
    // Before any plugin adds generated code (see plainOutput.ts).
    remarkAuthorCode,
    // The YAML the content plugins parsed already.
    [remarkMdxFrontmatter, { name: 'frontMatter', parsers: { yaml: parseYamlOnce } }],
    remarkGfm,
    ...(remarkMathPlugins(options.math) as any[]),
    remarkHeadings,
    [remarkAdmonitions, options.admonitions ?? {}],
    remarkDetails,
    remarkPathnameLinks,
    remarkRequireImports,
    ...(options.mermaid ? [remarkMermaid] : []),
    ...(options.markdownLinks ? [[remarkMarkdownLinks, options.markdownLinks]] : []),
    ...(options.assets ? [[remarkAssets, options.assets]] : []),
    // Before site plugins, whose generated HTML is theirs to handle.
    remarkRawHtml,
    ...((options.remarkPlugins ?? []) as any[]),
    // Last: site plugins may handle directives of their own first.
    remarkUnusedDirectives,
    // Wraps micromark itself: the fast parser reads heading ids on its own.
    remarkHeadingIds,
    // Around the heading ids: a comment is an MDX comment before anything else reads the text.
    [remarkHtmlComments, { format: options.format }],
    // Wraps the parser, whatever plugins set it up.
    [remarkParseMemo, run],
    // markdown-it first where it gives remark's tree; not with site plugins, which may add syntax.
    ...(options.remarkPlugins?.length ? [] : [[remarkFastParse, { format: options.format, math: Boolean(options.math), keywords: admonitionKeywords(options.admonitions) }]]),
    // Around every parser: both parsers see the fences' content as the page's own.
    remarkMdxCodeBlocks,
  ];
}

/**
 * remark-rehype's handlers for the MDX nodes, used when only docsite's plugins run. It passes
 * them to the hast through structuredClone, so the two trees share nothing: on the benchmark corpus
 * that deep-copied each page's front matter and table of contents as estree, on the main thread.
 * The Markdown tree is dropped once converted, and docsite's plugins make
 * every node they add afresh (a parse shared by several files is copied for each: parseMemo.ts),
 * so here the node is copied one level deep and keeps its estree, attributes and position.
 */
const MDX_NODES_AS_THEY_ARE = Object.fromEntries(
  ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'].map((type) => [
    type,
    (state: { all: (node: any) => unknown[] }, node: any) => {
      if (!('children' in node)) return { ...node };
      const { children: _children, ...shallow } = node;
      return { ...shallow, children: state.all(node) };
    },
  ]),
);

export function createMdxCompiler(options: MdxOptions, cache: MdxCache): MdxCompiler {
  // The processor for a file is chosen by its extension: a text parses to one tree per extension.
  const parseKey = (code: string, file: string) => `${path.extname(file)}\0${code}`;
  let run: { memo: ParseMemo; keyOf: (document: string, file: VFile) => string } | undefined;
  // Only docsite's own plugins touch the trees: see plainOutput.ts and MDX_NODES_AS_THEY_ARE.
  const trusted = !options.remarkPlugins?.length && !options.rehypePlugins?.length;
  // No source maps: builds write none, and generating them is a real part of the compile.
  const processorsFor = (format: MdxOptions['format']) => createFormatAwareProcessors({
    format,
    // Docusaurus-compatible: with format "mdx", .md files are MDX too; "detect" picks by extension.
    ...(format === 'mdx' ? { mdxExtensions: ['.mdx', '.md'], mdExtensions: [] } : format === 'md' ? { mdExtensions: ['.md', '.mdx'], mdxExtensions: [] } : {}),
    jsxImportSource: 'react',
    // Nested MDX (partials, imported READMEs) gets the theme's components from context.
    providerImportSource: '@docsite/runtime',
    development: false,
    // A parse again for positions is not one of the run's: its first parse was the fast parser's.
    remarkPlugins: remarkPluginsFor(options, (file) => (file.data.positions ? undefined : run)) as any[],
    ...(trusted ? { remarkRehypeOptions: { handlers: MDX_NODES_AS_THEY_ARE } } : {}),
    rehypePlugins: [...(rehypeMathPlugins(options.math) as any[]), rehypeLiveCode, [rehypeCodeBlocks, { magicComments: options.magicComments }], rehypeTaskListLabels, ...((options.rehypePlugins ?? []) as any[]), [rehypePlainModule, { trusted, enabled: options.plainModules }]],
    recmaPlugins: [[recmaPlainOutput, { trusted }]],
  });
  const processors = processorsFor(options.format);
  // A file's own `mdx.format` (front matter) picks md or mdx whatever markdown.format says.
  const ownFormat = new Map<'md' | 'mdx', ReturnType<typeof processorsFor>>();
  const processorsOf = (format: 'md' | 'mdx' | undefined) => {
    if (!format) return processors;
    if (!ownFormat.has(format)) ownFormat.set(format, processorsFor(format));
    return ownFormat.get(format)!;
  };
  const optionsKey = JSON.stringify({ format: options.format, admonitions: options.admonitions, remark: options.remarkPlugins?.length, rehype: options.rehypePlugins?.length, math: options.math, mermaid: options.mermaid, assets: options.assets, magicComments: options.magicComments, links: markdownLinksKey(options.markdownLinks) });
  // Options are part of the key: a config change (dev keeps the cache) recompiles.
  const isHit = (hit: ReturnType<MdxCache['get']>, code: string) => hit !== undefined && hit.options === optionsKey && hit.source === code;
  const compile = async (code: string, id: string): Promise<TransformResult> => {
    const hit = cache.get(id);
    if (isHit(hit, code)) {
      // A cached compile still reports its broken Markdown links to this build.
      if (hit!.brokenLinks) options.markdownLinks?.broken.set(id, hit!.brokenLinks);
      return hit!.result;
    }
    try {
      const file = id.split('?')[0];
      const asked = frontMatterFormat(code, file);
      const format = asked === 'detect' ? (compilesAsMdx('detect', { path: file }) ? 'mdx' : 'md') : asked;
      const chosen = processorsOf(format);
      // The parser wrappers read the file's own format from its data (compilesAsMdx).
      const data = format ? { format } : {};
      const first = new VFile({ path: file, value: code, data });
      let compiled: VFile;
      // A tree without positions (the fast parser's) reports nothing with a line and column: a
      // file that reports anything is compiled again from a tree with them.
      const withPositions = () => chosen.process(new VFile({ path: file, value: code, data: { ...data, positions: true } }));
      try {
        compiled = await chosen.process(first);
      } catch (error) {
        if (first.data.positions !== false) throw error;
        compiled = await withPositions();
      }
      // The same for broken links.
      if (first.data.positions === false && options.markdownLinks?.broken.has(file)) compiled = await withPositions();
      const result: TransformResult = { code: String(compiled.value), map: null };
      cache.set(id, { options: optionsKey, source: code, result, brokenLinks: options.markdownLinks?.broken.get(id) });
      return result;
    } catch (error: any) {
      // Already a DocsiteError (a math error): it carries its own title and hint.
      if (error instanceof DocsiteError) throw error;
      const place = error.place?.start ?? error.place ?? {};
      // micromark often puts the precise position inside the reason, "(9:1-9:6)": prefer it.
      const inReason = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(String(error.reason ?? ''));
      const line = inReason ? Number(inReason[1]) : (error.line ?? place.line);
      const column = inReason ? Number(inReason[2]) : (error.column ?? place.column);
      const reason = String(error.reason ?? error.message).replace(/\s*\(\d+:\d+(-\d+:\d+)?\)/, '');
      const headingId = misplacedHeadingId(code, line, column);
      if (headingId) {
        throw new DocsiteError(`MDX syntax error: ${headingId} is read as a JavaScript expression, not as a heading id`, {
          location: { file: id, line, column },
          hint: `A heading id goes last on the heading's line: "## Title {#my-id}", or on the text line of a setext heading (the id has no spaces). Move it there, or write \\${headingId} for the literal text.`,
          cause: error,
        });
      }
      // A DocsiteError passes through rollup untouched, location and all.
      throw new DocsiteError(`MDX syntax error: ${reason}`, {
        location: { file: id, line, column },
        hint: 'Fix the Markdown at that position. In MDX, { and < start JavaScript expressions and JSX: write \\{ or &lt; for literal characters, and close every tag.',
        cause: error,
      });
    }
  };
  return Object.assign(compile, {
    optionsKey,
    startRun(jobs: { file: string; code: string }[]) {
      run = { memo: createParseMemo(jobs.map((j) => parseKey(j.code, j.file))), keyOf: (document: string, file: VFile) => parseKey(document, file.path) };
    },
    endRun() {
      run = undefined;
    },
    cached: (code: string, id: string) => isHit(cache.get(id), code),
    remember(code: string, id: string, compiled: string, brokenLinks?: BrokenMarkdownLink[]) {
      const list = brokenLinks?.length ? brokenLinks : undefined;
      cache.set(id, { options: optionsKey, source: code, result: { code: compiled, map: null }, brokenLinks: list });
      if (list) options.markdownLinks?.broken.set(id, list);
      else options.markdownLinks?.broken.delete(id);
    },
    entry(id: string) {
      const hit = cache.get(id);
      return hit && { code: typeof hit.result === 'string' ? hit.result : String(hit.result?.code ?? ''), brokenLinks: hit.brokenLinks };
    },
  });
}

/** The rollup side: .md/.mdx modules compiled by `compile` (shared with the build's pre-compile stage). */
export function docsiteMdx(compiler: MdxCompiler | MdxOptions, cache: MdxCache = createMdxCache()): RollupPlugin {
  return compiledMdx(typeof compiler === 'function' ? compiler : createMdxCompiler(compiler, cache));
}
