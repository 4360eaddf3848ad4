// The direct modules' server side: CommonJS the server entry evaluates (src/runtime/directServer.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { directModuleToCommonJs, plainModuleToCommonJs } from './commonJs.ts';
import { compileAll } from './compile.ts';
import { MDX_RUNTIME_ENTRY, type DirectPlan } from './plan.ts';

/** The folder under the server bundle where the server side of direct modules goes. */
export const directServerDir = (serverDir: string) => path.join(serverDir, 'direct');

/**
 * The server side: CommonJS the server entry evaluates with its own runtime (see
 * src/runtime/directServer.ts), derived from the browser modules in `clientCodes`, which spares a
 * second esbuild pass (esbuild for any it has not, or cannot derive). Returned by id;
 * written as files under the server bundle too when `write` is set (dev renders in a worker, and
 * an edit rewrites one file).
 */
export async function writeDirectServer(plan: DirectPlan, serverDir: string, cacheDir?: string, clientCodes?: Map<string, string>, o: { write?: boolean } = {}): Promise<Map<string, string>> {
  const dir = directServerDir(serverDir);
  await fs.rm(dir, { recursive: true, force: true });
  const mdx = plan.direct.filter((m) => m.kind === 'mdx');
  const derived = new Map<string, string>();
  for (const m of mdx) {
    const client = clientCodes?.get(m.id);
    const cjs = m.plain ? plainModuleToCommonJs(m.code) : client === undefined ? null : directModuleToCommonJs(client);
    if (cjs !== null) derived.set(m.id, cjs);
  }
  const compiled = await compileAll(mdx.filter((m) => !derived.has(m.id)), MDX_RUNTIME_ENTRY, 'cjs', false, cacheDir);
  const codes = new Map(plan.direct.map((m) => [m.id, m.kind === 'json' ? `module.exports={__docsiteData:true,default:JSON.parse(${JSON.stringify(m.code)})};\n` : (derived.get(m.id) ?? compiled.get(m.id)!)]));
  if (o.write) {
    await fs.mkdir(dir, { recursive: true });
    await Promise.all([...codes].map(([id, code]) => fs.writeFile(path.join(dir, `${id}.cjs`), code)));
  }
  return codes;
}
