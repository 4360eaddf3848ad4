// Generated files (src/cli/stages/codegen.ts): the server's chunk registry lists bundled chunks only, so
// the server bundle neither changes when a page does nor grows with the number of pages.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeGeneratedFiles } from '../../src/cli/stages/codegen.ts';
import { loadDirectModule, setDirectModuleCodes, setDirectModulesDir } from '../../src/runtime/directServer.ts';
import type { RouteManifest } from '../../src/cli/stages/routes.ts';

const codegen = suite('codegen');

async function registryFor(pages: number, direct: boolean): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-codegen-'));
  try {
    const chunks: Record<string, string> = { 'theme-doc-page': '@theme/DocPage' };
    for (let i = 0; i < pages; i++) chunks[`content-docs-page-${i}`] = `/site/content/docs/page-${i}.md`;
    const manifest: RouteManifest = { routes: [], chunks };
    await writeGeneratedFiles({
      generatedDir: dir,
      siteData: {} as any,
      manifest,
      clientModules: [],
      direct: direct ? { modules: Object.keys(chunks).filter((id) => id.startsWith('content-')).map((id) => ({ id })), loader: '/docsite/src/runtime/directServer.ts' } : undefined,
    });
    return fs.readFileSync(path.join(dir, 'registry.server.js'), 'utf8');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

codegen('the server registry lists bundled chunks and leaves direct modules to loadDirect', async () => {
  const registry = await registryFor(3, true);
  assert.match(registry, 'export { loadDirectModule as loadDirect } from "/docsite/src/runtime/directServer.ts";');
  assert.match(registry, '"theme-doc-page": () => import("@theme/DocPage"),');
  assert.not.match(registry, 'content-docs-page');
  assert.is(await registryFor(300, true), registry, 'the same file for 3 pages and for 300');
});

codegen('without direct modules every chunk is an import, and loadDirect is null', async () => {
  const registry = await registryFor(2, false);
  assert.match(registry, 'export const loadDirect = null;');
  assert.match(registry, '"content-docs-page-0": () => import("/site/content/docs/page-0.md"),');
  assert.match(registry, '"content-docs-page-1": () => import("/site/content/docs/page-1.md"),');
});

codegen('a chunk neither listed nor compiled is an unknown chunk, in a build and in dev', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-direct-'));
  try {
    setDirectModuleCodes(new Map([['page-a', 'module.exports = { a: 1 };']]), dir);
    assert.equal(await loadDirectModule('page-a'), { a: 1 });
    for (const setDir of [() => undefined, () => setDirectModulesDir(dir)]) {
      setDir();
      const error = await loadDirectModule('page-missing').then(() => null, (e: Error) => e);
      assert.match(String(error?.message), 'Unknown chunk "page-missing"');
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

codegen.run();
