// A build renders its pages on two threads when there are many (render.ts, renderHelper.ts): the
// output is the one rendering on one thread gives, byte for byte, render cache included; a page
// that fails is reported as it would be on one thread, the first in path order.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build } from '../../src/cli/stages/index.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { hashDir, repoRoot } from '../helpers/site.ts';

const test = suite('render worker');
const site = path.join(repoRoot, 'test/fixtures', `.tmp-render-worker-${process.pid}`);
test.after(() => fs.rmSync(site, { recursive: true, force: true }));

// Enough pages that the main thread is still rendering when the worker (started through tsx here,
// about a second) is ready.
const PAGES = 400;

test.before(() => {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(path.join(site, 'content/docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    "import { defineConfig } from 'docsite/config';\nexport default defineConfig({ title: 'Many pages', url: 'https://many.example.com', plugins: ['pages', ['docs', { sidebarPath: false }]] });\n",
  );
  fs.writeFileSync(path.join(site, 'content/docs/index.md'), '# Many pages\n\nThe [first page](./part-00/page-000.md).\n');
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/pages/index.md'), '# Home\n\nSee [the docs](/docs/).\n');
  for (let i = 0; i < PAGES; i++) {
    const dir = path.join(site, 'content/docs', `part-${String(Math.floor(i / 50)).padStart(2, '0')}`);
    fs.mkdirSync(dir, { recursive: true });
    const next = i + 1 < PAGES ? `[Next](/docs/part-${String(Math.floor((i + 1) / 50)).padStart(2, '0')}/page-${String(i + 1).padStart(3, '0')}/)` : 'The end.';
    fs.writeFileSync(path.join(dir, `page-${String(i).padStart(3, '0')}.md`), `# Page ${i}\n\n## Part one\n\nText of page ${i}, with \`code\` and **bold**.\n\n${next}\n`);
  }
});

/**
 * A build with nothing compiled or rendered before: it compiles every page and renders every page
 * (a render worker starts only when there is no render cache). The bundles may come from the
 * bundle cache: they are not what this file tests, and bundling them again each time took about a
 * third of the file's CPU (62 -> 41 core-s, 42 -> 27 s alone).
 */
async function coldBuild(renderWorker: boolean | number) {
  for (const f of ['render.json', 'mdx', 'last-build.json']) fs.rmSync(path.join(site, '.docsite/cache', f), { recursive: true, force: true });
  const lines: string[] = [];
  process.env.DEBUG = 'docsite';
  try {
    await build({ siteDir: site, renderWorker, reporter: { write: (l) => lines.push(l), status: () => {} } });
  } finally {
    delete process.env.DEBUG;
  }
  const cache = JSON.parse(fs.readFileSync(path.join(site, '.docsite/cache/render.json'), 'utf8')) as Record<string, unknown>;
  // The render cache: the same entries, whichever thread wrote them (their order may differ).
  const sortedCache = JSON.stringify(Object.fromEntries(Object.entries(cache).sort(([a], [b]) => a.localeCompare(b))));
  return { lines, hash: hashDir(path.join(site, 'build')), cache: sortedCache };
}

test('pages rendered on two threads are the pages one thread renders, byte for byte', async () => {
  const shared = await coldBuild(1);
  // A cold build starts the worker while it compiles, once the server bundle is written.
  assert.ok(shared.lines.includes('Render pages: a render worker starts now, the server bundle being written.'), shared.lines.join('\n'));
  const line = shared.lines.find((l) => l.startsWith('Render pages: the render worker, started during the compile, rendered'));
  const count = Number(/rendered (\d+) of/.exec(line ?? '')?.[1]);
  assert.ok(count > 0 && count < PAGES + 3, `the worker rendered some of the pages, not all: ${line}`);
  const alone = await coldBuild(false);
  assert.not.ok(alone.lines.some((l) => l.startsWith('Render pages: the render worker') || l.startsWith('Render pages: a render worker')));
  assert.is(shared.hash, alone.hash);
  assert.is(shared.cache, alone.cache);
});

test('a build with a render cache starts no render worker ahead: it may render a page or two', async () => {
  // The last build of the test above left its render cache.
  assert.ok(fs.existsSync(path.join(site, '.docsite/cache/render.json')));
  const page = path.join(site, 'content/docs/part-01/page-060.md');
  const text = fs.readFileSync(page, 'utf8');
  const lines: string[] = [];
  process.env.DEBUG = 'docsite';
  try {
    fs.writeFileSync(page, text.replace('## Part one', '## Part one, edited'));
    await build({ siteDir: site, renderWorker: 1, reporter: { write: (l) => lines.push(l), status: () => {} } });
  } finally {
    delete process.env.DEBUG;
    fs.writeFileSync(page, text);
  }
  assert.not.ok(lines.some((l) => l.startsWith('Render pages: a render worker starts now')), lines.join('\n'));
  assert.match(fs.readFileSync(path.join(site, 'build/docs/part-01/page-060/index.html'), 'utf8'), 'Part one, edited');
});

test('a page that fails is the one a single thread reports: the first in path order', async () => {
  const broken = [3, 7].map((part) => path.join(site, 'content/docs', `part-0${part}`, 'boom.mdx'));
  try {
    for (const [i, f] of broken.entries()) fs.writeFileSync(f, `# Boom\n\n{(() => { throw new Error('Boom number ${i + 1}'); })()}\n`);
    const failure = async (renderWorker: boolean | number): Promise<DocsiteError> => {
      try {
        await coldBuild(renderWorker);
      } catch (error) {
        return error as DocsiteError;
      }
      throw new Error('The build did not fail.');
    };
    const shared = await failure(1);
    const alone = await failure(false);
    assert.instance(shared, DocsiteError);
    assert.is(shared.message, alone.message);
    assert.equal(shared.location, alone.location);
    assert.match(shared.message, 'Rendering /docs/part-03/boom/ failed: Boom number 1');
  } finally {
    broken.forEach((f) => fs.rmSync(f, { force: true }));
  }
});

// The worker gets its pages before the build's thread has loaded (and checked) its own server
// entry: a module without a default export fails the build as it does on one thread, and the
// previous output stays.
test('a route module without a default export fails as on one thread, with the worker already rendering', async () => {
  const page = path.join(site, 'content/pages/no-default.tsx');
  try {
    // The output of the tests above (the failed builds left it as it was).
    const before = hashDir(path.join(site, 'build'));
    assert.ok(fs.existsSync(path.join(site, 'build/docs/part-01/page-060/index.html')));
    fs.writeFileSync(page, 'export const notDefault = 1;\n');
    const failure = async (renderWorker: boolean | number): Promise<DocsiteError> => {
      try {
        await coldBuild(renderWorker);
      } catch (error) {
        return error as DocsiteError;
      }
      throw new Error('The build did not fail.');
    };
    const shared = await failure(1);
    const alone = await failure(false);
    assert.instance(shared, DocsiteError);
    assert.is(shared.message, alone.message);
    assert.match(shared.message, 'no default export');
    assert.is(hashDir(path.join(site, 'build')), before);
    assert.equal(fs.readdirSync(site).filter((f) => f.startsWith('build.tmp')), []);
  } finally {
    fs.rmSync(page, { force: true });
  }
});

test.run();
