// Math (markdown.math): KaTeX HTML compiled into the page, the stylesheet linked from pages with
// math only, the stylesheet and its fonts copied into the build, no math JavaScript shipped.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { copyKatexAssets, katexStylesheetUrl } from '../../src/cli/mdx/math.ts';
import { createMdxCache, docsiteMdx, type MdxCache, type MdxOptions } from '../../src/cli/mdx/mdxPlugin.ts';
import { fixture, read, repoRoot, runCli, type CliResult } from '../helpers/site.ts';

const MATH = { stylesheet: '/docs/assets/katex/katex.min.css' };
const PAGE = '/site/content/pages/page.mdx';

async function compile(code: string, options: Partial<MdxOptions> = {}, cache: MdxCache = createMdxCache()): Promise<string> {
  const plugin = docsiteMdx({ format: 'mdx', ...options }, cache) as any;
  const result = await plugin.transform.call({}, code, PAGE);
  return typeof result === 'string' ? result : result.code;
}

const compiler = suite('docsiteMdx with math');

compiler('renders inline and block math to KaTeX markup at compile time', async () => {
  const code = await compile('Energy: $E = mc^2$.\n\n$$\n\\frac{a}{b}\n$$\n', { math: MATH });
  assert.match(code, '"katex"');
  assert.match(code, '"katex-display"');
  assert.match(code, 'application/x-tex');
  assert.not.match(code, /from ["']katex["']/, 'the page module does not import KaTeX');
});

compiler('keeps braces inside math away from the MDX expression parser', async () => {
  const code = await compile('A fraction $\\frac{1}{2}$ in MDX.\n', { math: MATH });
  assert.match(code, '"mfrac"');
});

compiler('renders a ```math fence as display math', async () => {
  const code = await compile('```math\na^2 + b^2 = c^2\n```\n', { math: MATH });
  assert.match(code, '"katex-display"');
  assert.not.match(code, 'code-block');
});

compiler('leaves dollars in code blocks, inline code and escaped dollars alone', async () => {
  const code = await compile('```sh\n$ echo $HOME\n```\n\nRun `$PATH`, pay \\$5 and \\$10.\n', { math: MATH });
  assert.not.match(code, 'katex');
  assert.match(code, 'echo');
  assert.match(code, '$PATH');
  assert.match(code, 'pay $5 and $10.');
});

compiler('links the stylesheet through Head only in a module that has math', async () => {
  const withMath = await compile('# Title\n\nSee $x$.\n', { math: MATH });
  assert.match(withMath, /import \{Head as __DocsiteMathHead\} from ["']@docsite\/runtime["']/);
  assert.match(withMath, '"/docs/assets/katex/katex.min.css"');
  const without = await compile('# Title\n\nNo formulas.\n', { math: MATH });
  assert.not.match(without, 'katex');
  assert.not.match(without, '__DocsiteMathHead');
});

compiler('works the same for files compiled as plain Markdown (format "md")', async () => {
  const code = await compile('Energy $E = mc^2$ next to {braces}.\n', { format: 'md', math: MATH });
  assert.match(code, '"katex"');
  assert.match(code, '__DocsiteMathHead');
});

compiler('is off unless enabled: dollars stay text', async () => {
  const code = await compile('Energy: $E = mc^2$.\n');
  assert.not.match(code, 'katex');
  assert.match(code, '$E = mc^2$');
});

compiler('recompiles a cached file when math is switched on', async () => {
  const cache = createMdxCache();
  const source = 'Energy: $E = mc^2$.\n';
  assert.not.match(await compile(source, {}, cache), 'katex');
  assert.match(await compile(source, { math: MATH }, cache), 'katex');
  assert.match(await compile(source, { math: { stylesheet: '/other/katex.min.css' } }, cache), '/other/katex.min.css');
});

compiler('fails on TeX that KaTeX cannot render, with the file, line, column and a hint', async () => {
  try {
    await compile('---\ntitle: T\n---\n\nFine $x$, broken $\\frac{a}{$ here.\n', { math: MATH });
    assert.unreachable('expected a math error');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, "Math error: Unexpected end of input in a macro argument, expected '}'");
    assert.equal(e.location, { file: PAGE, line: 5, column: 18 });
    assert.is(e.hint, 'Fix the TeX between the dollar signs. A dollar sign that is not math (a price) is written \\$.');
  }
});

compiler('lists every broken formula of a file in one error', async () => {
  try {
    await compile('One $\\foo$.\n\nTwo $\\bar{$.\n', { math: MATH });
    assert.unreachable('expected a math error');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, '2 math errors: KaTeX cannot render these formulas.');
    assert.equal(e.details, ['- 1:5: Undefined control sequence: \\foo', "- 3:5: Unexpected end of input in a macro argument, expected '}'"]);
  }
});

compiler.run();

const assets = suite('copyKatexAssets');

assets('copies the stylesheet and every font file it references', async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-katex-'));
  try {
    await copyKatexAssets(out);
    const css = read(path.join(out, 'assets/katex/katex.min.css'));
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]);
    assert.ok(urls.length > 20, 'the stylesheet references the fonts');
    for (const url of urls) assert.ok(fs.existsSync(path.join(out, 'assets/katex', url)), `${url} is copied`);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});

assets('the stylesheet is the one of the KaTeX that renders the formulas', () => {
  // rehype-katex renders with the katex it resolves; math.ts copies the stylesheet docsite resolves.
  // Two versions would style one version's markup with another's rules (0.16.47 rendered under
  // 0.19.1's stylesheet until this test).
  const docsite = createRequire(path.join(repoRoot, 'src/cli/mdx/math.ts'));
  const renderer = createRequire(docsite.resolve('rehype-katex'));
  const version = (req: NodeRequire) => JSON.parse(read(req.resolve('katex/package.json'))).version;
  assert.is(version(docsite), version(renderer));
  const css = read(docsite.resolve('katex/dist/katex.min.css'));
  assert.ok(css.includes(version(renderer)), 'the stylesheet names its version');
});

assets('puts the stylesheet under the baseUrl', () => {
  assert.is(katexStylesheetUrl('/'), '/assets/katex/katex.min.css');
  assert.is(katexStylesheetUrl('/docs/'), '/docs/assets/katex/katex.min.css');
});

assets.run();

const config = suite('markdown.math config');
const minimal = { title: 'Math', url: 'https://math.example.com' };

config('is off by default and accepts true', () => {
  assert.is(validateConfig(minimal, '/site/site.config.ts').markdown.math, false);
  assert.is(validateConfig({ ...minimal, markdown: { math: true } }, '/site/site.config.ts').markdown.math, true);
});

config('rejects a value that is not a boolean', () => {
  try {
    validateConfig({ ...minimal, markdown: { math: 'yes' } }, '/site/site.config.ts');
    assert.unreachable('expected an invalid config');
  } catch (error) {
    assert.equal((error as DocsiteError).details, ['- markdown.math: found "yes", expected a boolean']);
  }
});

config.run();

const build = suite('math build');
const site = fixture('math');
const out = path.join(site, 'build-math');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/math', '--out-dir', 'build-math']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('server-renders KaTeX markup with MathML for inline, block and ```math formulas', () => {
  const html = read(path.join(out, 'equations/index.html'));
  assert.match(html, '<annotation encoding="application/x-tex">E = mc^2</annotation>');
  assert.match(html, '<annotation encoding="application/x-tex">\\frac{a}{b}</annotation>');
  assert.is(html.match(/class="katex-display"/g)?.length, 2);
  assert.match(html, '<code>$PATH</code>');
  assert.match(html, 'An escaped $5 stays a dollar.');
  assert.match(html, /echo<\/span> \$HOME/);
});

build('links the KaTeX stylesheet in the head of pages with math only', () => {
  const head = (page: string) => read(path.join(out, page)).split('</head>')[0];
  assert.match(head('equations/index.html'), '<link rel="stylesheet" href="/assets/katex/katex.min.css"/>');
  assert.not.match(head('plain/index.html'), 'katex');
  assert.not.match(head('index.html'), 'katex');
});

build('serves the stylesheet and its fonts from the build', () => {
  const css = read(path.join(out, 'assets/katex/katex.min.css'));
  for (const [, url] of css.matchAll(/url\(([^)]+)\)/g)) assert.ok(fs.existsSync(path.join(out, 'assets/katex', url)), url);
});

build('ships no math JavaScript: KaTeX stays in the build', () => {
  const dir = path.join(out, 'assets/js');
  // Vendor files (assets/js/vendor/) included.
  for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    assert.not.match(read(path.join(file.parentPath, file.name)), 'KaTeX parse error', `${file.name} has no KaTeX parser`);
  }
});

build.run();

const failing = suite('math build with a broken formula');

failing('fails before rendering, naming the file, line and column', async () => {
  const r = await runCli(['build', 'test/fixtures/math-error', '--out-dir', 'build-math-error']);
  assert.is(r.code, 1);
  assert.match(r.stderr, "[ERROR] test/fixtures/math-error/content/pages/index.mdx:3:9: Math error: Expected '}', got 'EOF'\n  Hint: Fix the TeX between the dollar signs. A dollar sign that is not math (a price) is written \\$.");
  assert.not.ok(fs.existsSync(path.join(fixture('math-error'), 'build-math-error')));
});

failing.run();
