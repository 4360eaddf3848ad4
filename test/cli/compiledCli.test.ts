// bin/compiledCli.js: the CLI compiled to one module, reused while its sources are unchanged and
// compiled again when one changes. Exercised on a small stand-in "framework" in a temporary
// folder, so the test never touches docsite's own cache; plus the real CLI both ways.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { workerModuleName } from '../../bin/cliWorkers.js';
import { compiledCli } from '../../bin/compiledCli.js';
import { runCli } from '../helpers/site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-compiled-cli-'));
const test = suite('compiled CLI');
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A framework folder whose entry imports a helper and reports the helper's import.meta.url. */
function framework(name: string): { dir: string; options: { frameworkDir: string; cacheDir: string; entry: string } } {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'src/cli/lib'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/cli/lib/where.ts'), "export const where: string = import.meta.url;\nexport const text = 'one';\n");
  fs.writeFileSync(path.join(dir, 'src/cli/index.ts'), "import { where, text } from './lib/where.ts';\nexport const own: string = import.meta.url;\nexport { where, text };\n");
  return { dir, options: { frameworkDir: dir, cacheDir: path.join(dir, 'node_modules/.cache/docsite-cli'), entry: path.join(dir, 'src/cli/index.ts') } };
}

test('compiles the entry and its imports into one module; each keeps its own import.meta.url', async () => {
  const { dir, options } = framework('first');
  const url: string | null = await compiledCli(options);
  assert.ok(url, 'compiled');
  assert.ok(fileURLToPath(url!).startsWith(options.cacheDir + path.sep), url!);
  const mod = await import(url!);
  assert.is(mod.text, 'one');
  assert.is(mod.where, pathToFileURL(path.join(dir, 'src/cli/lib/where.ts')).href);
  assert.is(mod.own, pathToFileURL(path.join(dir, 'src/cli/index.ts')).href);
  const manifest = JSON.parse(fs.readFileSync(path.join(options.cacheDir, 'manifest.json'), 'utf8'));
  assert.equal(manifest.inputs.map((i: unknown[]) => i[0]).sort(), ['src/cli/index.ts', 'src/cli/lib/where.ts']);
});

test('reuses the stored module while no source changed, and compiles again after an edit', async () => {
  const { dir, options } = framework('edit');
  const first: string = (await compiledCli(options))!;
  const stored = fs.statSync(fileURLToPath(first)).mtimeMs;
  assert.is(await compiledCli(options), first, 'same module');
  assert.is(fs.statSync(fileURLToPath(first)).mtimeMs, stored, 'not written again');
  // An edit of an imported file, not of the entry.
  fs.writeFileSync(path.join(dir, 'src/cli/lib/where.ts'), "export const where: string = import.meta.url;\nexport const text = 'two';\n");
  const second: string = (await compiledCli(options))!;
  assert.is.not(second, first);
  assert.is((await import(second)).text, 'two');
  // A file with the same size and a new mtime counts as changed too.
  fs.writeFileSync(path.join(dir, 'src/cli/lib/where.ts'), "export const where: string = import.meta.url;\nexport const text = 'six';\n");
  const third: string = (await compiledCli(options))!;
  assert.is((await import(third)).text, 'six');
});

test('a worker module is compiled next to the entry and runs as a worker', async () => {
  const { dir, options } = framework('worker');
  fs.writeFileSync(path.join(dir, 'src/cli/lib/work.ts'), "import { parentPort, workerData } from 'node:worker_threads';\nimport { text } from './where.ts';\nparentPort!.postMessage(`${text} ${workerData as string}`);\n");
  const url = (await compiledCli({ ...options, workers: ['src/cli/lib/work.ts'] }))!;
  const file = path.join(path.dirname(fileURLToPath(url)), workerModuleName('src/cli/lib/work.ts'));
  assert.is(path.basename(file), 'worker-work.mjs');
  const { Worker } = await import('node:worker_threads');
  const answer = await new Promise((resolve, reject) => {
    const w = new Worker(pathToFileURL(file), { workerData: 'two' });
    w.once('message', resolve);
    w.once('error', reject);
  });
  assert.is(answer, 'one two');
  const manifest = JSON.parse(fs.readFileSync(path.join(options.cacheDir, 'manifest.json'), 'utf8'));
  assert.ok(manifest.inputs.some((i: unknown[]) => i[0] === 'src/cli/lib/work.ts'), 'an edit of the worker compiles again');
});

test('a syntax error in the sources gives null (the CLI then runs them through tsx, which reports it)', async () => {
  const { dir, options } = framework('broken');
  fs.writeFileSync(path.join(dir, 'src/cli/lib/where.ts'), 'export const where = (;\n');
  assert.is(await compiledCli(options), null);
});

test('an unwritable cache folder gives null', async () => {
  const { options } = framework('unwritable');
  fs.writeFileSync(path.join(options.frameworkDir, 'node_modules'), 'a file where the folder would go');
  assert.is(await compiledCli(options), null);
});

test('the Markdown pipeline and zod are compiled in; native, file-finding and shared packages stay imports', async () => {
  const cacheDir = path.join(tmp, 'real-cache');
  const url = await compiledCli({ cacheDir });
  assert.ok(url, 'compiled');
  const dir = path.dirname(fileURLToPath(url!));
  const imported = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.mjs'))) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/(?:^|[\s;])(?:import|export)\s[^;]*?from\s*"([^"./][^"]*)"|import\("([^"./][^"]*)"\)/g)) imported.add(m[1] ?? m[2]);
  }
  for (const inside of ['zod', 'unified', 'micromark', 'markdown-it', 'mdast-util-to-hast', '@mdx-js/mdx']) assert.not.ok(imported.has(inside), `${inside} is imported`);
  for (const outside of ['esbuild', 'shiki', 'rehype-katex', 'sharp']) assert.ok([...imported].some((i) => i === outside || i.startsWith(`${outside}/`)), `${outside} is not imported: ${[...imported].join(', ')}`);
  assert.ok([...imported].some((i) => i.startsWith('rollup')), 'rollup stays an import');
  // The packages' files are inputs: an update of one compiles again.
  const manifest = JSON.parse(fs.readFileSync(path.join(cacheDir, 'manifest.json'), 'utf8'));
  assert.ok(manifest.inputs.some((i: string[]) => i[0].startsWith('node_modules/zod/')));
});

test('the docsite command gives the same answer compiled and from its sources', async () => {
  const compiled = await runCli(['--version']);
  const source = await runCli(['--version'], { env: { DOCSITE_CLI: 'source' } });
  assert.is(compiled.code, 0, compiled.stderr);
  assert.is(source.code, 0, source.stderr);
  assert.is(compiled.stdout, source.stdout);
  assert.match(compiled.stdout, /^\d+\.\d+\.\d+/);
});

test.run();
