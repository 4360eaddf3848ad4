// Pages whose compiled code is all generated ship without esbuild (mdx/plainOutput.ts and the
// plain path of bundle/direct/): the mark, the browser module and the server's CommonJS.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOnlyMdxRuntime, plainBrowserModule, plainModuleToCommonJs, writeDirectServer, type DirectModule } from '../../../src/cli/bundle/direct/index.ts';
import { createMdxCache, createMdxCompiler, type MdxOptions } from '../../../src/cli/mdx/mdxPlugin.ts';
import { isPlainModule, PLAIN_MARK } from '../../../src/cli/mdx/plainOutput.ts';
import { websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('plainOutput');
const root = path.resolve(import.meta.dirname, '../../..');

const compileWith = (o: { remarkPlugins?: unknown[] } = {}) => {
  const compile = createMdxCompiler({ format: 'mdx', ...o }, createMdxCache());
  return async (source: string, file = '/site/docs/page.mdx') => String(((await compile(source, file)) as { code: string }).code);
};

/** Runs CommonJS the way src/runtime/directServer.ts does, with a runtime that writes elements as text. */
function evaluate(cjs: string): Record<string, any> {
  const jsx = (t: any, p: any): string => {
    const children = [p.children ?? []].flat().map((c: unknown) => String(c)).join('');
    return typeof t === 'function' ? t(p) : `<${t}${p.id ? ` id="${p.id}"` : ''}>${children}</${t}>`;
  };
  // The theme's components (CodeBlock, Admonition, ...): every capitalized name in the code.
  const components = Object.fromEntries([...new Set(cjs.match(/\b[A-Z]\w*/g))].map((name) => [name, (p: any) => jsx(name.toLowerCase(), p)]));
  const runtime = { jsx, jsxs: jsx, Fragment: 'frag', useMDXComponents: () => components };
  const module = { exports: {} as Record<string, any> };
  vm.runInThisContext(`(function (module, exports, require) {${cjs}\n})`)(module, module.exports, (id: string) => {
    if (id !== 'mdx-runtime') throw new Error(`unexpected require ${id}`);
    return runtime;
  });
  return module.exports;
}

test('Markdown without code of its author is marked plain; any code of its author is not', async () => {
  const compile = compileWith();
  assert.ok(isPlainModule(await compile('---\ntitle: T\n---\n\n# Hello\n\nSome *text*, a [link](https://example.com) and `code`.\n\n```js\nexport const x = {a: 1};\n```\n')));
  assert.ok(isPlainModule(await compile('A comment {/* only a comment */} and <span title="a string">JSX</span>.\n')), 'comments and string attributes are no code');
  for (const source of ['Two is {1 + 1}.\n', '{"an expression"}\n', '<span title={"x"}>x</span>\n', '<span {...{a: 1}}>x</span>\n', 'export const x = 1;\n\n# T\n', "import X from './x.js';\n\n<X />\n"]) {
    assert.not.ok(isPlainModule(await compile(source)), source);
  }
});

test('a site remark plugin can add code of its own: then nothing is plain', async () => {
  const compile = compileWith({ remarkPlugins: [() => () => {}] });
  assert.not.ok(isPlainModule(await compile('# Hello\n')));
});

test('one top-level statement a line: a string holding "from" or "import" keeps a page direct', async () => {
  const code = await compileWith()('---\ndescription: "import x from \'y\'; export {a} from \'b\'"\n---\n\n# T\n\nText saying `export {a} from "b"`.\n');
  assert.ok(isPlainModule(code));
  assert.ok(importsOnlyMdxRuntime(code));
  for (const line of code.split('\n').filter(Boolean)) assert.ok(/^(\/\*docsite:plain\*\/|import |export |function )/.test(line), line);
  assert.not.ok(importsOnlyMdxRuntime('export {a} from "./a.js";\n'));
  assert.not.ok(importsOnlyMdxRuntime('export * from "./a.js";\n'));
  assert.not.ok(importsOnlyMdxRuntime('export * as b from "./a.js";\n'));
});

test('the browser module imports the runtime chunk, and only its import lines change', async () => {
  const code = await compileWith()('# T\n\nThe text `import {jsx} from "react/jsx-runtime";` stays.\n');
  const browser = plainBrowserModule(code, './mdx-runtime.abc.js');
  assert.not.ok(browser.startsWith(PLAIN_MARK));
  const imports = browser.split('\n').filter((l) => l.startsWith('import '));
  assert.is(imports.length, 2);
  for (const l of imports) assert.ok(l.endsWith(' from "./mdx-runtime.abc.js";'), l);
  assert.ok(browser.includes('import {jsx} from \\"react/jsx-runtime\\";'), 'the text in the page is untouched');
  assert.throws(() => plainBrowserModule(`${PLAIN_MARK}import {x} from "./other.js";\n`, './r.js'), /imports more than the MDX runtime/);
});

test('the CommonJS of a plain page has every export and renders the same', async () => {
  const code = await compileWith()('---\ntitle: Hello\n---\n\n# Hello\n\n## Part one\n\nText.\n');
  const mod = evaluate(plainModuleToCommonJs(code)!);
  assert.equal(mod.frontMatter, { title: 'Hello' });
  assert.is(mod.contentTitle, 'Hello');
  assert.equal(mod.toc, [{ value: 'Part one', id: 'part-one', level: 2 }]);
  assert.is(mod.default({}), '<frag><h1 id="hello">Hello</h1>\n<h2 id="part-one">Part one</h2>\n<p>Text.</p></frag>');
  // Any other export form is left to esbuild.
  assert.is(plainModuleToCommonJs(`${PLAIN_MARK}export default 1;\n`), null);
  assert.is(plainModuleToCommonJs(`${PLAIN_MARK}export let a = 1;\n`), null);
  assert.is(plainModuleToCommonJs(`${PLAIN_MARK}export {a};\n`), null);
});

test("every plain page of the website: the server's CommonJS equals esbuild's, export by export", async () => {
  const compile = compileWith();
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name)) files.push(p);
    }
  };
  walk(path.join(root, 'content/docs'));
  const mods: DirectModule[] = [];
  for (const file of files.sort()) {
    let code: string;
    try {
      code = await compile(fs.readFileSync(file, 'utf8'), file);
    } catch {
      continue;
    }
    if (isPlainModule(code) && importsOnlyMdxRuntime(code)) mods.push({ id: `m${mods.length}`, file, kind: 'mdx', code, hash: String(mods.length) });
  }
  assert.ok(mods.length > 50, `${mods.length} plain pages`);
  const ours = await writeDirectServer({ direct: mods.map((m) => ({ ...m, plain: true })), bundled: {} }, '/nonexistent-docsite-server');
  const esbuilt = await writeDirectServer({ direct: mods, bundled: {} }, '/nonexistent-docsite-server');
  for (const m of mods) {
    const a = evaluate(ours.get(m.id)!);
    const b = evaluate(esbuilt.get(m.id)!);
    assert.equal(Object.keys(a).sort(), Object.keys(b).sort(), m.file);
    for (const k of Object.keys(b)) assert.equal(typeof a[k] === 'function' ? a[k]({}) : a[k], typeof b[k] === 'function' ? b[k]({}) : b[k], `${m.file}: ${k}`);
  }
});

/** Compiles with the plain module writer and with MDX's own passes; both must give the same bytes. Returns how many were plain. */
async function compareWriters(sources: [string, string][], o: Partial<MdxOptions> = {}): Promise<number> {
  const ours = createMdxCompiler({ format: 'mdx', mermaid: true, ...o }, createMdxCache());
  const mdx = createMdxCompiler({ format: 'mdx', mermaid: true, ...o, plainModules: false }, createMdxCache());
  let plain = 0;
  for (const [file, source] of sources) {
    let expected: string;
    try {
      expected = String(((await mdx(source, file)) as { code: string }).code);
    } catch {
      continue;
    }
    const code = String(((await ours(source, file)) as { code: string }).code);
    assert.fixture(code, expected, `${file}: ${JSON.stringify(source.slice(0, 80))}`);
    if (isPlainModule(code)) plain++;
  }
  return plain;
}

const CASES = [
  '',
  '---\ntitle: Only front matter\n---\n',
  'One paragraph with *emphasis*.',
  '# T\n\n## Part\n\nA **b** `c` [d](/e "f") ![g](/h.png "i") and a break  \nhere.\n\n---\n\n> quote\n',
  '| a | b | c |\n| :- | -: | :-: |\n| 1 | 2 | 3 |\n',
  '- [ ] task\n- [x] done\n\n3. three\n4. four\n',
  'Footnote[^1] and ~~gone~~ and https://example.com.\n\n[^1]: The note.\n',
  ':::tip[Use **bold** and `code`]\n\nBody.\n\n:::\n\n:::note\n\nNo title.\n\n:::\n',
  '```js title="a.js" {1}\nconst a = 1;\n```\n\n```mermaid\ngraph TD; A-->B;\n```\n\n```jsx live\n<b>x</b>\n```\n',
  '<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n',
  'An image of the site: ![logo](/img/logo.svg).\n\n<span title="plain string">JSX</span> and {/* a comment */}.\n',
  'A <custom-element>dashed</custom-element> tag.\n',
];

test('the plain module writer gives MDX’s bytes for cases of ours, as MDX, as CommonMark and with math', async () => {
  const sources = CASES.map((c, i): [string, string] => [`/site/docs/case-${i}.mdx`, c]);
  assert.ok((await compareWriters(sources)) >= 8);
  await compareWriters(sources, { format: 'md' });
  await compareWriters([...sources, ['/site/docs/math.mdx', 'Inline $a^2$ and\n\n$$\n\\frac{1}{2}\n$$\n']], { math: {} as MdxOptions['math'] });
});

test('the plain module writer gives MDX’s bytes for every Markdown file of the website and the fixtures', async () => {
  const sources = websiteAndFixtureMarkdown().map((f): [string, string] => [f, fs.readFileSync(f, 'utf8')]);
  const plain = await compareWriters(sources);
  assert.ok(plain > 300, `${plain} plain pages (of distinct texts)`);
  // The fixtures hold the unusual cases (raw HTML as CommonMark, math): those again with both.
  const fixtures = sources.filter(([f]) => f.includes(`${path.sep}fixtures${path.sep}`));
  await compareWriters(fixtures, { format: 'md' });
  await compareWriters(fixtures, { math: {} as MdxOptions['math'] });
});

test.run();
