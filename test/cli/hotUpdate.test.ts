// docsite dev's in-place update of an edited page (src/cli/stages/hotUpdate.ts): which edits it takes,
// what it writes, and that everything else is left to a rebuild.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { shortHash, type DirectModule } from '../../src/cli/bundle/direct/index.ts';
import { createHotUpdater, frontMatterOf, type HotUpdaterOptions } from '../../src/cli/stages/hotUpdate.ts';
import type { MdxCompiler } from '../../src/cli/mdx/mdxPlugin.ts';

const RUNTIME_IMPORTS = 'import {jsx as _jsx} from "react/jsx-runtime";\nimport {useMDXComponents as _provideComponents} from "@docsite/runtime";\n';
/** Stands in for the MDX compiler: the page text becomes a string in a module that imports only the runtime, unless it says IMPORT. */
const fakeCompile = Object.assign(
  async (code: string) => ({ code: code.includes('IMPORT') ? 'import x from "./x.js";\nexport default x;\n' : `${RUNTIME_IMPORTS}export default function MDXContent() { return _jsx("p", { children: ${JSON.stringify(code.replace(/^---[\s\S]*?---\n/, '').trim())} }); }\n` }),
  { cached: () => false, remember: () => {}, entry: () => undefined, optionsKey: '' },
) as unknown as MdxCompiler;

interface Context {
  dir: string;
  file: string;
  calls: string[];
  options: HotUpdaterOptions;
}

const hot = suite<Context>('hot update');

hot.before.each((context) => {
  context.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-hot-'));
  const outDir = path.join(context.dir, 'out');
  const serverDir = path.join(context.dir, 'server');
  fs.mkdirSync(path.join(outDir, 'assets/js'), { recursive: true });
  fs.mkdirSync(path.join(serverDir, 'direct'), { recursive: true });
  context.file = path.join(context.dir, 'page.md');
  const source = '---\ntitle: Page\n---\nFirst text.\n';
  fs.writeFileSync(context.file, source);
  const code = `${RUNTIME_IMPORTS}export default function MDXContent() { return _jsx("p", { children: "First text." }); }\n`;
  const direct: DirectModule[] = [{ id: 'page-1', file: context.file, kind: 'mdx', code, hash: shortHash(code), source }];
  context.calls = [];
  const calls = context.calls;
  context.options = {
    direct,
    compile: fakeCompile,
    server: { forget: async (ids: string[]) => void calls.push(`forget ${ids}`), close: async () => void calls.push('close') } as any,
    renderer: {
      renderAll: async () => [],
      renderShare: async () => null,
      renderPagesOf: async (ids: Set<string>) => (calls.push(`render ${[...ids]}`), [{ path: '/page', file: 'page/index.html', title: 'Page', links: [], anchors: [], noIndex: false, htmlHash: 'h' }]),
    },
    outDir,
    serverDir,
    runtime: { js: '/assets/js/mdx-runtime.abc.js', fileName: 'assets/js/mdx-runtime.abc.js' },
    minify: false,
  };
});

hot.after.each(({ dir }) => fs.rmSync(dir, { recursive: true, force: true }));

hot('an edit of the text rewrites the module under the same name, then renders the pages that load it', async ({ file, options, calls }) => {
  const updater = createHotUpdater(options);
  fs.writeFileSync(file, '---\ntitle: Page\n---\nSecond text.\n');
  const result = await updater.update([file], (ids) => calls.push(`written ${ids}`));
  assert.equal(result?.ids, ['page-1']);
  assert.equal(result?.pages.map((p) => p.path), ['/page']);
  assert.equal(calls, ['written page-1', 'forget page-1', 'render page-1'], 'the browser hears of the module before the pages render');
  const client = fs.readFileSync(path.join(options.outDir, 'assets/js/page-1.js'), 'utf8');
  assert.match(client, 'Second text.');
  assert.match(client, /from\s*"\.\/mdx-runtime\.abc\.js"/);
  const server = fs.readFileSync(path.join(options.serverDir, 'direct/page-1.cjs'), 'utf8');
  assert.match(server, 'Second text.');
  assert.match(server, /require\("mdx-runtime"\)/);
  // A second edit compares with the first one's text, not the build's.
  fs.writeFileSync(file, '---\ntitle: Page\n---\nThird text.\n');
  assert.equal((await updater.update([file]))?.ids, ['page-1']);
  assert.match(fs.readFileSync(path.join(options.outDir, 'assets/js/page-1.js'), 'utf8'), 'Third text.');
  await updater.close();
  assert.is(calls[calls.length - 1], 'close');
});

hot('leaves to a rebuild: front matter edits, pages that now import something, other files, deleted files', async ({ dir, file, options, calls }) => {
  const updater = createHotUpdater(options);
  fs.writeFileSync(file, '---\ntitle: Renamed\n---\nFirst text.\n');
  assert.is(await updater.update([file]), null);
  fs.writeFileSync(file, '---\ntitle: Page\n---\nIMPORT something.\n');
  assert.is(await updater.update([file]), null);
  const other = path.join(dir, 'other.md');
  fs.writeFileSync(other, 'Not a page of the last build.\n');
  assert.is(await updater.update([other]), null);
  fs.rmSync(file);
  assert.is(await updater.update([file]), null);
  assert.equal(calls, [], 'nothing rendered');
  assert.not.ok(fs.existsSync(path.join(options.outDir, 'assets/js/page-1.js')), 'nothing written');
});

hot('a save without a change updates nothing', async ({ file, options, calls }) => {
  const updater = createHotUpdater(options);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8'));
  assert.equal(await updater.update([file]), { ids: [], pages: [] });
  assert.equal(calls, []);
});

hot('frontMatterOf: the block at the very start, or nothing', () => {
  assert.is(frontMatterOf('---\ntitle: A\n---\nText'), '---\ntitle: A\n---\n');
  assert.is(frontMatterOf('---\r\ntitle: A\r\n---\r\nText'), '---\r\ntitle: A\r\n---\r\n');
  assert.is(frontMatterOf('Text\n---\ntitle: A\n---\n'), '');
  assert.is(frontMatterOf('# Title\n\nText'), '');
});

hot.run();
