// bin/compiledCli.js: the CLI compiled to one module, reused while its sources are unchanged and
// compiled again when one changes. Exercised on a small stand-in "framework" in a temporary
// folder, so the test never touches docsite's own cache; plus the real CLI both ways, which must
// run the same code: the packages the compiled CLI replaces are replaced from the sources too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { workerModuleName } from '../../bin/cliWorkers.js';
import { compiledCli } from '../../bin/compiledCli.js';
import { fixture, repoRoot, runCli } from '../helpers/site.ts';

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


/** Runs node with `args`; its stdout, or the error with its stderr. */
function runNode(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => (code === 0 ? resolve(stdout.trim()) : reject(new Error(`node ${args.join(' ')} exited with ${code}:\n${stderr}`))));
  });
}

// Which module walks the tree and collapses white space for MDX's own plugins: the probe gives
// MDX a tree whose root type and text value record the stack that reads them, and prints the
// implementations found in it.
const IMPLEMENTATION = String.raw`/(src\/cli\/mdx\/\w+\.ts|node_modules\/(?:unist-util-visit-parents|collapse-white-space)\/)/g`;
const REPLACED = 'src/cli/mdx/collapseWhiteSpace.ts src/cli/mdx/visitParents.ts';
const PACKAGES = 'node_modules/collapse-white-space/ node_modules/unist-util-visit-parents/';

test("MDX's packages walk and collapse white space with docsite's modules: compiled, from the sources, and in a worker", async () => {
  const dir = path.join(tmp, 'probe');
  fs.mkdirSync(dir, { recursive: true });
  const probe = path.join(dir, 'probe.mts');
  fs.writeFileSync(
    probe,
    `import { createProcessor } from ${JSON.stringify(path.join(repoRoot, 'node_modules/@mdx-js/mdx/index.js'))};
const seen = new Set<string>();
const record = () => { for (const m of String(new Error().stack).matchAll(${IMPLEMENTATION})) seen.add(m[1]); };
const tree = { children: [{ type: 'paragraph', children: [{ type: 'text', value: { toString: () => (record(), ' ') } }] }] };
Object.defineProperty(tree, 'type', { get: () => (record(), 'root'), enumerable: true });
try { await createProcessor().run(tree as any); } catch {}
console.log([...seen].sort().join(' '));
`,
  );
  const launcher = path.join(dir, 'launcher.mts');
  fs.writeFileSync(launcher, `import { startCliWorker } from ${JSON.stringify(path.join(repoRoot, 'src/cli/workers/cliWorker.ts'))};\nstartCliWorker(${JSON.stringify(probe)}, null).on('error', (e) => { console.error(e); process.exitCode = 1; });\n`);
  const tsx = ['--import', 'tsx'];
  // The probe tells the two apart.
  assert.is(await runNode([...tsx, probe]), PACKAGES, 'tsx alone');
  assert.is(await runNode([...tsx, '--import', './bin/replacePackages.js', probe]), REPLACED, 'from the sources');
  assert.is(await runNode([...tsx, launcher]), REPLACED, 'in a worker started from its source');
  // Compiled next to docsite's packages, so that the ones left out resolve; mapped back to the sources.
  const cacheDir = path.join(repoRoot, 'node_modules/.cache', `docsite-cli-probe-${process.pid}`);
  try {
    const url = (await compiledCli({ entry: probe, cacheDir, workers: [] }))!;
    assert.ok(url, 'compiled');
    assert.is(await runNode(['--enable-source-maps', fileURLToPath(url)]), REPLACED, 'compiled');
  } finally {
    fs.rmSync(cacheDir, { recursive: true, force: true });
  }
});

/** The relative paths of the files that differ between two folders, or are in one only. */
function differences(a: string, b: string): string[] {
  const files = (dir: string) => (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  const all = [...new Set([...files(a), ...files(b)])].sort();
  return all.filter((f) => !fs.existsSync(path.join(a, f)) || !fs.existsSync(path.join(b, f)) || !fs.readFileSync(path.join(a, f)).equals(fs.readFileSync(path.join(b, f))));
}

/** Builds `site` with the compiled CLI and from the sources; the output folders. */
async function buildBothWays(site: string, env: (mode: string) => Record<string, string> = () => ({})): Promise<string[]> {
  const outs: string[] = [];
  for (const mode of ['compiled', 'source']) {
    const out = path.join(tmp, `${path.basename(site)}-${mode}`);
    const result = await runCli(['build', site, '--no-cache', '--out-dir', out], { env: { DOCSITE_CLI: mode, ...env(mode) } });
    assert.is(result.code, 0, `${mode}: ${result.stderr}`);
    outs.push(out);
  }
  return outs;
}

test('a Markdown fixture builds byte for byte the same compiled and from the sources', async () => {
  const site = path.join(tmp, 'theme-markdown');
  fs.cpSync(fixture('theme-markdown'), site, { recursive: true, filter: (from) => !/[/\\](\.docsite|build)$/.test(from) });
  const [compiled, source] = await buildBothWays(site);
  assert.equal(differences(compiled, source), []);
});

test("the CLI's compile walks trees with docsite's visitParents, compiled and from the sources", async () => {
  const site = path.join(tmp, 'probe-site');
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/pages/index.md'), '# Probe\n\nA [link][one] and *emphasis*.\n\n[one]: https://example.com\n');
  // A remark plugin runs before mdast-util-to-hast, which walks the tree with unist-util-visit.
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    `import fs from 'node:fs';
import { defineConfig } from 'docsite/config';

function remarkProbe() {
  return (tree: { type: string }) => {
    Object.defineProperty(tree, 'type', {
      get() {
        for (const m of String(new Error().stack).matchAll(${IMPLEMENTATION})) fs.appendFileSync(process.env.PROBE_FILE!, m[1] + '\\n');
        return 'root';
      },
      configurable: true,
      enumerable: true,
    });
  };
}

export default defineConfig({ title: 'Probe', url: 'https://probe.example.com', baseUrl: '/', markdown: { remarkPlugins: [remarkProbe] } });
`,
  );
  const probeFile = (mode: string) => path.join(tmp, `probe-${mode}.txt`);
  // Source maps give the compiled CLI's stack frames their source files.
  const [compiled, source] = await buildBothWays(site, (mode) => ({ PROBE_FILE: probeFile(mode), NODE_OPTIONS: '--enable-source-maps' }));
  for (const mode of ['compiled', 'source']) {
    const seen = [...new Set(fs.readFileSync(probeFile(mode), 'utf8').split('\n').filter(Boolean))].sort();
    assert.equal(seen, ['src/cli/mdx/visitParents.ts'], mode);
  }
  assert.equal(differences(compiled, source), []);
});

test.run();
