// Dev: an edit to the text of a Markdown page reaches the browser without a rebuild. The page is
// compiled again, its module rewritten under the same name, and the pages that load it rendered
// again with the server entry the last build loaded. Anything else (front matter, a page that now
// imports something, a new or deleted file, any other file) returns null: the caller rebuilds.
// The caller rebuilds after an update too, to bring every other output (search index, link
// report, titles taken from the text) up to date.
import fs from 'node:fs/promises';
import type { ChunkInfo } from '../../runtime/types.ts';
import { importsOnlyMdxRuntime, shortHash, writeEditedModule, type DirectModule } from '../bundle/direct/index.ts';
import type { MdxCompiler } from '../mdx/mdxPlugin.ts';
import type { PageRenderer } from './render/index.ts';
import type { IsolatedServerEntry } from '../workers/serverBundle.ts';
import type { RenderedPage } from '../types.ts';

export interface HotUpdater {
  /**
   * Updates the pages of `files`, or returns null when only a rebuild can show the change. `ids`:
   * the chunks rewritten (the browser loads them again), `pages`: the pages rendered again.
   * `onWritten` runs once the modules are written, before the pages render: open pages need only
   * the modules, so they can start loading them.
   */
  update(files: string[], onWritten?: (ids: string[]) => void): Promise<HotResult | null>;
  /** Stops the server entry the updates render with. */
  close(): Promise<void>;
}

export interface HotResult {
  ids: string[];
  pages: RenderedPage[];
}

export interface HotUpdaterOptions {
  /** The last build's direct modules (with their Markdown sources). */
  direct: DirectModule[];
  compile: MdxCompiler;
  server: IsolatedServerEntry;
  renderer: PageRenderer;
  /** The live output folder and server bundle folder. */
  outDir: string;
  serverDir: string;
  runtime: ChunkInfo & { fileName: string };
  minify: boolean;
}

/** The front matter block, or '' when there is none: metadata comes from it, so an edit there needs a rebuild. */
export function frontMatterOf(source: string): string {
  return /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(source)?.[0] ?? '';
}

/**
 * Markdown that exercises the compile pipeline: a build that found every page in the disk cache
 * compiled nothing, and the first edit would otherwise wait for the highlighter to load.
 */
const WARM_UP = [
  '# Warm-up',
  '',
  ':::note',
  '',
  'Text with `code`, **bold** and a [link](https://example.com).',
  '',
  ':::',
  '',
  '| a | b |',
  '| - | - |',
  '| 1 | 2 |',
  '',
  ...['js', 'jsx', 'ts', 'tsx', 'bash', 'json', 'css', 'yaml', 'md'].flatMap((lang) => ['```' + lang, 'x', '```', '']),
].join('\n');

export function createHotUpdater(o: HotUpdaterOptions): HotUpdater {
  const byFile = new Map<string, DirectModule[]>();
  for (const m of o.direct) if (m.kind === 'mdx' && m.source !== undefined) byFile.set(m.file, [...(byFile.get(m.file) ?? []), m]);
  let closed = false;
  // One update at a time, so two quick saves never write the same files at once. First, while the
  // developer reads the page, warm the compiler up (under a name no page has).
  const anyFile = o.direct.find((m) => m.kind === 'mdx')?.file;
  let queue: Promise<unknown> = anyFile ? Promise.resolve(o.compile(WARM_UP, `${anyFile}.warm-up.mdx`)).catch(() => null) : Promise.resolve();

  async function run(files: string[], onWritten?: (ids: string[]) => void): Promise<HotResult | null> {
    if (closed || files.length === 0) return null;
    const edits: DirectModule[] = [];
    for (const file of files) {
      const modules = byFile.get(file);
      if (!modules) return null;
      const source = await fs.readFile(file, 'utf8').catch(() => null);
      if (source === null || frontMatterOf(source) !== frontMatterOf(modules[0].source!)) return null;
      if (source === modules[0].source) continue;
      let code: string;
      try {
        const result = await o.compile(source, file);
        code = typeof result === 'string' ? result : String(result?.code ?? '');
      } catch {
        return null; // The rebuild reports the error, located.
      }
      if (!importsOnlyMdxRuntime(code)) return null;
      for (const m of modules) edits.push({ ...m, code, hash: shortHash(code), source });
    }
    if (edits.length === 0) return { ids: [], pages: [] };
    await Promise.all(edits.map((m) => writeEditedModule(m, { outDir: o.outDir, serverDir: o.serverDir, minify: o.minify, runtime: o.runtime })));
    onWritten?.(edits.map((m) => m.id));
    await o.server.forget(edits.map((m) => m.id));
    const pages = await o.renderer.renderPagesOf(new Set(edits.map((m) => m.id)), o.outDir);
    for (const m of edits) byFile.set(m.file, (byFile.get(m.file) ?? []).map((old) => (old.id === m.id ? m : old)));
    return { ids: edits.map((m) => m.id), pages };
  }

  return {
    update(files, onWritten) {
      const next = queue.then(() => run(files, onWritten));
      queue = next.catch(() => null);
      return next;
    },
    async close() {
      closed = true;
      await queue;
      await o.server.close();
    },
  };
}
