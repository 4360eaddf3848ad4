// A package import is resolved once per folder and pass (bundle/resolutionCache.ts): the modules of
// one folder share the answer, a folder with its own node_modules gets its own, and the bundle is
// the one rollup makes without the cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isPackageImport, resolutionCache } from '../../../src/cli/bundle/resolutionCache.ts';

const test = suite('resolution cache');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-resolution-'));
test.after(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

write('node_modules/pkg/package.json', '{ "name": "pkg", "main": "index.js" }');
write('node_modules/pkg/index.js', "export const where = 'top';\n");
write('b/node_modules/pkg/package.json', '{ "name": "pkg", "main": "index.js" }');
write('b/node_modules/pkg/index.js', "export const where = 'nested';\n");
write('a/x.js', "import { where } from 'pkg';\nexport const x = where;\n");
write('a/y.js', "import { where } from 'pkg';\nexport const y = where;\n");
write('b/z.js', "import { where } from 'pkg';\nexport const z = where;\n");
write('entry.js', "import { x } from './a/x.js';\nimport { y } from './a/y.js';\nimport { z } from './b/z.js';\nconsole.log(x, y, z);\n");

/** Bundles entry.js; returns the code and how many times node-resolve was asked for `pkg`. */
async function bundle(cached: boolean) {
  let asked = 0;
  const counter: Plugin = {
    name: 'count',
    resolveId(source) {
      if (source === 'pkg') asked++;
      return null;
    },
  };
  const build = await rollup({ input: path.join(dir, 'entry.js'), plugins: [...(cached ? [resolutionCache()] : []), counter, nodeResolve()], logLevel: 'silent' });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return { code: output[0].code, asked };
}

test('the modules of a folder share an answer; another folder resolves its own', async () => {
  const plain = await bundle(false);
  const cached = await bundle(true);
  assert.is(plain.asked, 3);
  assert.is(cached.asked, 2, 'a/x.js and a/y.js share one resolution, b/z.js has its own');
  assert.is(cached.code, plain.code);
  assert.match(cached.code, "'top'");
  assert.match(cached.code, "'nested'");
});

test('only package imports are cached', () => {
  for (const s of ['react', 'react/jsx-runtime', '@docsearch/js', 'preact/compat']) assert.ok(isPackageImport(s), s);
  for (const s of ['./a.js', '../b', '/abs/c.js', '@theme/Layout', '@theme-original/Layout', '@generated/site-data', '@site/src/x', '@docsite/runtime', 'docsite/runtime', '\0virtual', 'pkg?raw']) assert.not.ok(isPackageImport(s), s);
});

test.run();
