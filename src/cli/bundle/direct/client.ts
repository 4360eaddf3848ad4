// The direct modules' browser files: names, the page-data companions, and the files written.
import { mkdirSync, writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ChunkInfo } from '../../../runtime/types.ts';
import { directModuleToCommonJs } from './commonJs.ts';
import { compileAll } from './compile.ts';
import { MDX_RUNTIME_ENTRY, shortHash, type DirectModule, type DirectPlan } from './plan.ts';
import { directServerDir } from './server.ts';

export interface DirectClientOutput {
  chunks: Record<string, ChunkInfo>;
  files: { fileName: string; size: number }[];
  /** Page id -> the browser module's code (the server side is derived from it). */
  codes: Map<string, string>;
  /**
   * Writes the files (once; later calls do nothing). With `deferWrites` the caller calls it: the
   * build does while the pages render, since no page needs these files to render (the render
   * worker starts meanwhile). Otherwise they are written already.
   */
  write: () => void;
}

/** The route tree as far as chunks go: which chunk ids each route uses. */
interface RouteChunks {
  component?: string;
  modules?: Record<string, string>;
  routes?: RouteChunks[];
}

/**
 * JSON data modules that can travel in a page's content file: a JSON module and a Markdown module
 * that one route alone uses (a doc's metadata and its text). Returns JSON id -> Markdown id.
 */
export function pageDataCompanions(routes: RouteChunks[], direct: DirectModule[]): Map<string, string> {
  const uses = new Map<string, number>();
  const count = (id: string | undefined) => id !== undefined && uses.set(id, (uses.get(id) ?? 0) + 1);
  const walk = (rs: RouteChunks[]) => {
    for (const r of rs) {
      count(r.component);
      for (const id of new Set(Object.values(r.modules ?? {}))) count(id);
      walk(r.routes ?? []);
    }
  };
  walk(routes);
  const kind = new Map(direct.map((m) => [m.id, m.kind]));
  const companions = new Map<string, string>();
  const pair = (rs: RouteChunks[]) => {
    for (const r of rs) {
      const own = [...new Set(Object.values(r.modules ?? {}))].filter((id) => uses.get(id) === 1);
      const mdx = own.filter((id) => kind.get(id) === 'mdx');
      if (mdx.length === 1) for (const id of own) if (kind.get(id) === 'json') companions.set(id, mdx[0]);
      pair(r.routes ?? []);
    }
  };
  pair(routes);
  return companions;
}

/**
 * Writes the browser side: `assets/js/<id>.<hash>.js` per module. `runtime` is the runtime chunk's
 * file name under assets/js/ and what it statically imports (preloaded along with each page).
 * With `routes` (not in dev, where an edit rewrites one page's file), a page's own JSON data goes
 * into its content's file as one more export: one file and one request fewer per page, and
 * creating a file is a cost that grows with the site.
 */
export async function writeDirectClient(plan: DirectPlan, o: { outDir: string; baseUrl: string; minify: boolean; runtime: ChunkInfo & { fileName: string }; cacheDir?: string; stableNames?: boolean; routes?: RouteChunks[]; deferWrites?: boolean }): Promise<DirectClientOutput> {
  const mdx = plan.direct.filter((m) => m.kind === 'mdx');
  const compiled = await compileAll(mdx, `./${path.basename(o.runtime.fileName)}`, 'esm', o.minify, o.cacheDir);
  const chunks: Record<string, ChunkInfo> = {};
  const files: { fileName: string; size: number }[] = [];
  const runtimeDeps = [o.runtime.js, ...(o.runtime.deps ?? [])];
  const companions = o.routes && !o.stableNames ? pageDataCompanions(o.routes, plan.direct) : new Map<string, string>();
  // Markdown id -> [JSON module, its export name], in id order (the file's bytes must not depend on anything else).
  const carried = new Map<string, [DirectModule, string][]>();
  for (const m of plan.direct) {
    const host = companions.get(m.id);
    if (host) carried.set(host, [...(carried.get(host) ?? []), [m, `__docsiteData${(carried.get(host)?.length ?? 0) + 1}`]]);
  }
  const pending: [file: string, code: string][] = [];
  for (const m of plan.direct) {
    if (companions.has(m.id)) continue;
    let code = m.kind === 'json' ? `export const __docsiteData=!0;export default JSON.parse(${JSON.stringify(m.code)});\n` : compiled.get(m.id)!;
    for (const [data, name] of carried.get(m.id) ?? []) code += `export const ${name}=JSON.parse(${JSON.stringify(data.code)});\n`;
    const fileName = directFileName(m.id, code, o.stableNames);
    pending.push([path.join(o.outDir, fileName), code]);
    chunks[m.id] = m.kind === 'json' ? { js: o.baseUrl + fileName } : { js: o.baseUrl + fileName, deps: runtimeDeps };
    for (const [data, name] of carried.get(m.id) ?? []) chunks[data.id] = { ...chunks[m.id], export: name };
    files.push({ fileName, size: Buffer.byteLength(code) });
  }
  files.sort((a, b) => a.fileName.localeCompare(b.fileName));
  // Written synchronously: for small files, fs/promises' thread-pool round trips for open, write
  // and close cost more time and CPU than the writes.
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    mkdirSync(path.join(o.outDir, 'assets/js'), { recursive: true });
    for (const [file, code] of pending) writeFileSync(file, code);
  };
  if (!o.deferWrites) write();
  return { chunks, files, codes: compiled, write };
}

/**
 * A direct module's browser file. Dev names it by id alone (the dev server sends no-store), so an
 * edit rewrites the one file and nothing that names it changes: route tables and other pages stay.
 */
export const directFileName = (id: string, code: string, stable = false) => (stable ? `assets/js/${id}.js` : `assets/js/${id}.${shortHash(code).slice(0, 8)}.js`);

/**
 * Dev: writes one edited page's module, browser and server side, under the names the build gave
 * it (stable names: see directFileName).
 */
export async function writeEditedModule(m: DirectModule, o: { outDir: string; serverDir: string; minify: boolean; runtime: ChunkInfo & { fileName: string } }): Promise<void> {
  // No cache: the pack holds the whole build's modules, and this is one edited module.
  const client = (await compileAll([m], `./${path.basename(o.runtime.fileName)}`, 'esm', o.minify)).get(m.id)!;
  const server = directModuleToCommonJs(client) ?? (await compileAll([m], MDX_RUNTIME_ENTRY, 'cjs', false)).get(m.id)!;
  await Promise.all([fs.writeFile(path.join(o.outDir, directFileName(m.id, '', true)), client), fs.writeFile(path.join(directServerDir(o.serverDir), `${m.id}.cjs`), server)]);
}
