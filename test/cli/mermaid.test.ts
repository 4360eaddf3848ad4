// Diagrams (markdown.mermaid): ```mermaid blocks compile to the Mermaid theme component, imported
// only by pages with a diagram; mermaid itself is a vendor bundle (see vendor.ts) no page preloads.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import type { DocsiteError } from '../../src/cli/errors.ts';
import { createMdxCache, docsiteMdx, type MdxCache, type MdxOptions } from '../../src/cli/mdx/mdxPlugin.ts';
import { fixture, read, runCli, type CliResult } from '../helpers/site.ts';

const PAGE = '/site/content/pages/page.mdx';
const DIAGRAM = '```mermaid\ngraph TD;\n  A-->B;\n```\n';

async function compile(code: string, options: Partial<MdxOptions> = {}, cache: MdxCache = createMdxCache()): Promise<string> {
  const plugin = docsiteMdx({ format: 'mdx', ...options }, cache) as any;
  const result = await plugin.transform.call({}, code, PAGE);
  return typeof result === 'string' ? result : result.code;
}

const compiler = suite('docsiteMdx with mermaid');

compiler('turns a ```mermaid block into the Mermaid theme component with the diagram source', async () => {
  const code = await compile(`# Title\n\n${DIAGRAM}`, { mermaid: true });
  assert.match(code, 'import __DocsiteMermaid from "@theme/Mermaid";');
  assert.match(code, /_jsx\(__DocsiteMermaid, \{\s*value: "graph TD;\\n {2}A-->B;"\s*\}\)/);
  assert.not.match(code, 'CodeBlock', 'the diagram is not highlighted as code');
});

compiler('finds diagrams inside admonitions and JSX, one import for all of them', async () => {
  const code = await compile(`:::note\n\n${DIAGRAM}\n:::\n\n<div>\n\n${DIAGRAM.replace('A-->B', 'C-->D')}\n</div>\n`, { mermaid: true });
  assert.is(code.match(/import __DocsiteMermaid/g)?.length, 1);
  assert.is(code.match(/_jsx\(__DocsiteMermaid/g)?.length, 2);
  assert.match(code, 'C-->D;');
});

compiler('imports the component only into modules that have a diagram', async () => {
  const code = await compile('# Title\n\n```js\nconst mermaid = 1;\n```\n', { mermaid: true });
  assert.not.match(code, '__DocsiteMermaid');
  assert.not.match(code, '@theme/Mermaid');
});

compiler('leaves ```mermaid an ordinary highlighted code block when markdown.mermaid is off', async () => {
  const code = await compile(DIAGRAM);
  assert.not.match(code, 'Mermaid"');
  assert.match(code, /_jsxs?\(CodeBlock, \{\s*language: "mermaid"/);
});

compiler('recompiles a cached file when mermaid is switched on', async () => {
  const cache = createMdxCache();
  assert.not.match(await compile(DIAGRAM, {}, cache), '__DocsiteMermaid');
  assert.match(await compile(DIAGRAM, { mermaid: true }, cache), '__DocsiteMermaid');
});

compiler.run();

const config = suite('themeConfig.mermaid config');
const minimal = { title: 'Mermaid', url: 'https://mermaid.example.com' };
const themeConfig = (value: unknown) => validateConfig({ ...minimal, themeConfig: { mermaid: value } }, '/site/site.config.ts').themeConfig;

config('is absent by default and fills in the theme of the mode not given', () => {
  assert.is(validateConfig(minimal, '/site/site.config.ts').themeConfig.mermaid, undefined);
  assert.equal(themeConfig({ theme: { light: 'neutral' }, options: { fontFamily: 'serif' } }).mermaid, { theme: { light: 'neutral', dark: 'dark' }, options: { fontFamily: 'serif' } });
});

config('rejects a theme mermaid does not have, listing the ones it has', () => {
  try {
    themeConfig({ theme: { dark: 'night' } });
    assert.unreachable('expected an invalid config');
  } catch (error) {
    assert.equal((error as DocsiteError).details, ['- themeConfig.mermaid.theme.dark: found "night", expected one of "default", "base", "dark", "forest", "neutral"']);
  }
});

config.run();

const build = suite('mermaid build');
const site = fixture('mermaid');
const out = path.join(site, 'build-mermaid');
let result: CliResult;

/** The JavaScript a page loads before it runs: the entry and every modulepreload, as file paths. */
function upFront(page: string): string[] {
  const html = read(path.join(out, page));
  return [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">|<script type="module" src="\/([^"]+)"/g)].map((m) => path.join(out, m[1] ?? m[2]));
}

const jsFiles = () =>
  fs
    .readdirSync(path.join(out, 'assets/js'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
const mermaidCore = () => jsFiles().filter((f) => read(f).includes('No diagram type detected'));

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/mermaid', '--out-dir', 'build-mermaid']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('server-renders each diagram as a placeholder holding its source', () => {
  const html = read(path.join(out, 'diagrams/index.html'));
  assert.is(html.match(/<div class="mermaid-diagram mermaid-diagram--loading"><pre class="mermaid-diagram__source">/g)?.length, 2);
  assert.match(html, '<pre class="mermaid-diagram__source">graph TD;\n  Write--&gt;Build;\n  Build--&gt;Deploy;</pre>');
  assert.match(html, 'The text after the diagrams.');
  assert.not.match(read(path.join(out, 'index.html')), 'mermaid-diagram');
});

build('puts mermaid in vendor chunks of its own that no page loads up front', () => {
  const core = mermaidCore();
  assert.is(core.length, 1, 'one chunk holds mermaid');
  assert.is(path.dirname(core[0]), path.join(out, 'assets/js/vendor'));
  for (const page of ['index.html', 'diagrams/index.html', 'invalid/index.html', '404.html']) {
    for (const file of upFront(page)) assert.not.ok(read(file).includes('No diagram type detected'), `${page} preloads mermaid in ${path.basename(file)}`);
  }
});

build('pages with diagrams import mermaid on demand, pages without never reference it', () => {
  const dynamicImport = /import\(["']\/assets\/js\/vendor\/mermaid\.[A-Z0-9]{8}\.js["']\)/;
  assert.ok(upFront('diagrams/index.html').some((f) => dynamicImport.test(read(f))), 'the diagrams page can load mermaid');
  assert.not.ok(upFront('index.html').some((f) => read(f).includes('vendor/mermaid.')), 'the home page has no way to mermaid');
});

build.run();
