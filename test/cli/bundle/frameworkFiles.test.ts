// docsite's own relative imports resolve from a listing of src/ (bundle/frameworkFiles.ts), to the
// same ids node-resolve gives them; what the listing cannot vouch for is left to node-resolve.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolve from '@rollup/plugin-node-resolve';
import { rollup, type Plugin } from 'rollup';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { frameworkFiles } from '../../../src/cli/bundle/frameworkFiles.ts';

const test = suite('frameworkFiles');
const frameworkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** Resolves each [source, importer] through `plugins`; also counts the answers the plugin named `counted` gave. */
async function resolveAll(pairs: [string, string][], plugins: Plugin[], counted?: string): Promise<{ ids: (string | null)[]; answered: number }> {
  const ids: (string | null)[] = [];
  let answered = 0;
  const wrapped = plugins.map((p): Plugin => {
    if (p.name !== counted || typeof p.resolveId !== 'function') return p;
    const inner = p.resolveId;
    return {
      ...p,
      async resolveId(...args) {
        const r = await (inner as any).apply(this, args);
        if (r) answered++;
        return r;
      },
    };
  });
  const harness: Plugin = {
    name: 'harness',
    async buildStart() {
      for (const [source, importer] of pairs) ids.push((await this.resolve(source, importer, { skipSelf: true }))?.id ?? null);
    },
    resolveId: (id) => (id === 'entry' ? id : null),
    load: (id) => (id === 'entry' ? 'export {};' : null),
  };
  const build = await rollup({ input: 'entry', plugins: [harness, ...wrapped], logLevel: 'silent' });
  await build.close();
  return { ids, answered };
}

/** Every relative import in docsite's theme and runtime, with the file that makes it. */
function relativeImports(): [string, string][] {
  const pairs: [string, string][] = [];
  for (const dir of ['src/theme', 'src/runtime']) {
    for (const rel of fs.readdirSync(path.join(frameworkDir, dir), { recursive: true }).map(String)) {
      if (!/\.(tsx?|jsx?)$/.test(rel)) continue;
      const file = path.join(frameworkDir, dir, rel);
      // (A query is an example in a comment: IdealImage's `./photo.png?ideal`.)
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*'(\.\.?\/[^'?]+)'/g)) pairs.push([m[1], file]);
    }
  }
  return pairs;
}

test('every relative import of the theme and runtime resolves as node-resolve resolves it', async () => {
  const pairs = relativeImports();
  assert.ok(pairs.length > 100, `${pairs.length} relative imports`);
  const plain = await resolveAll(pairs, [nodeResolve({ extensions: EXTENSIONS })]);
  const listed = await resolveAll(pairs, [frameworkFiles(frameworkDir), nodeResolve({ extensions: EXTENSIONS })], 'docsite:framework-files');
  assert.equal(listed.ids, plain.ids);
  assert.is(listed.answered, pairs.length, 'the listing answered every one');
  assert.not.ok(plain.ids.includes(null));
});

test('links, missing files, extensionless names and modules outside src/ are left to node-resolve', async () => {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-framework-files-')));
  try {
    const write = (file: string, text = 'export {};\n') => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('fw/src/theme/A.tsx');
    write('fw/src/theme/B.ts');
    write('elsewhere/Real.ts');
    write('site/x.ts');
    write('site/y.ts');
    fs.symlinkSync(path.join(root, 'elsewhere/Real.ts'), path.join(root, 'fw/src/theme/Linked.ts'));
    const importer = path.join(root, 'fw/src/theme/A.tsx');
    const pairs: [string, string][] = [
      ['./B.ts', importer],
      ['./Linked.ts', importer],
      ['./B', importer],
      ['./Missing.ts', importer],
      ['./y.ts', path.join(root, 'site/x.ts')],
    ];
    const listed = await resolveAll(pairs, [frameworkFiles(path.join(root, 'fw')), nodeResolve({ extensions: EXTENSIONS })], 'docsite:framework-files');
    assert.equal(listed.ids, [path.join(root, 'fw/src/theme/B.ts'), path.join(root, 'elsewhere/Real.ts'), path.join(root, 'fw/src/theme/B.ts'), null, path.join(root, 'site/y.ts')]);
    assert.is(listed.answered, 1, 'only ./B.ts, a listed regular file named exactly');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test.run();
