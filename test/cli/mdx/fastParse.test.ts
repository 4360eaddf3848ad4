// The markdown-it front end (fast/fastParse.ts) must give exactly the tree micromark gives, positions
// aside, for every text it takes, and hand every other text to micromark. Compared on the
// CommonMark spec's examples, on cases of our own (tables, directives, lists, front matter, MDX),
// and on every Markdown file of the website and the test fixtures, each as MDX and as CommonMark.
import fs from 'node:fs';
import path from 'node:path';
import spec from 'commonmark-spec';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VFile } from 'vfile';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { createMdxCache, createMdxCompiler, remarkPluginsFor, type MdxOptions } from '../../../src/cli/mdx/mdxPlugin.ts';
import { createMarkdownLinks } from '../../../src/cli/mdx/remarkMarkdownLinks.ts';
import { repoRoot, websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('fastParse');

function processor(format: 'mdx' | 'md', options: Partial<MdxOptions> = {}) {
  const p = unified().use(remarkParse);
  if (format === 'mdx') p.use(remarkMdx);
  return p.use(remarkPluginsFor({ format, ...options }) as any).freeze();
}
const processors = { mdx: processor('mdx'), md: processor('md') };

function withoutPositions(node: any): any {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (!node || typeof node !== 'object') return node;
  const out: any = {};
  for (const key of Object.keys(node)) if (key !== 'position') out[key] = withoutPositions(node[key]);
  return out;
}

/** Parses `text` both ways: 'fast' when markdown-it took it (and the trees are equal), 'slow' when it went to micromark, null when micromark rejects it. */
function compare(text: string, label: string, format: 'mdx' | 'md', p = processors[format]): 'fast' | 'slow' | null {
  const file = `/site/docs/page.${format}`;
  let expected;
  try {
    expected = p.parse(new VFile({ path: file, value: text, data: { positions: true } }));
  } catch {
    return null;
  }
  const first = new VFile({ path: file, value: text });
  const tree = p.parse(first);
  if (first.data.positions !== false) return 'slow';
  assert.equal(withoutPositions(tree), withoutPositions(expected), `${label} (${format})`);
  return 'fast';
}

const OURS = [
  '---\ntitle: x\n---\n\n# Hi\n',
  '---\n---\nbody\n',
  '---\ntitle: x\n---\nbody right after\n',
  '---  \na: 1\n---  \n\ntext',
  '--- \nnot closed\n\ntext',
  '| a | b |\n| - | :-: |\n| 1 | 2 |\n| 3 | 4 |\n',
  '| a | b |\n|---|---:|\n| `x \\| y` | **b** |\n',
  'para\n| a | b |\n| - | - |\n| 1 | 2 |\n',
  '| a | b |\n| - | - |\n| 1 |\n',
  '| a | b |\n| - | - |\n| 1 | 2 | 3 |\n',
  'a | b\n--|--\n1 | 2\n',
  '> | a | b |\n> | - | - |\n> | 1 | 2 |\n',
  '- | a | b |\n  | - | - |\n  | 1 | 2 |\n',
  '| a | b |\n| - | - |\n| 1 | 2 |\nlazy?\n',
  '| a |\n| :- |\n| x |\n\n| b |\n| -: |\n| y |\n',
  ':::note\n\nbody\n\n:::\n',
  ':::note\nbody\n:::\n',
  ':::tip[Title **strong**]\nbody\n:::\n',
  ':::tip Some title\n\nbody\n\n:::\n',
  ':::tip Some [bracket] title\n\nbody\n\n:::\n',
  ':::custom\nbody\n:::\n',
  '::::note\n:::tip\nin\n:::\n::::\n',
  ':::note\n```\n:::\n```\n:::\n',
  ':::note\n- a\n- b\n:::\n',
  '- item\n\n  :::note\n  body\n  :::\n',
  '> :::note\n> body\n> :::\n',
  ':::note\nunclosed\n',
  'text\n:::note\nx\n:::\n',
  ':::note-\nx\n:::\n',
  ':::note{.a}\nx\n:::\n',
  '::::note\nx\n:::\n::::\n',
  ':::note\nx\n::::\n',
  ':::note[]\nx\n:::\n',
  '- a\n- b\n\n- c\n',
  '- a\n\n  b\n- c\n',
  '- a\n  - b\n\n  c\n',
  '- a\n  - b\n\n    c\n- d\n',
  '3. a\n4. b\n',
  '- a\n\n\n- b\n',
  '- a\n- b\n\n\ntext\n',
  '- a\n\n  ```js\n  x\n\n  y\n  ```\n- b\n',
  '- a\n  > q\n  >\n  > r\n- b\n',
  '-\n\n  a\n- b\n',
  '1) a\n1) b\n\n2. c\n',
  '- a\n\n- b\n\n  - c\n  - d\n',
  '1. one\n\n   para\n\n   ```\n   code\n   ```\n2. two\n',
  'a  \nb\\\nc\n',
  '*a* **b** ***c*** _d_ __e__ *a **b** c*\n',
  '[link](./x.md "title") ![img *alt* `c`](a.png \'t\') [empty]()\n',
  '[link](<a b.md>) [x](a\\)b)\n',
  '&amp; &copy; &#35; &#x22; \\* \\_ \\\\\n',
  '# Heading #\nSetext\n===\nSetext 2\n---\n',
  '```js title="a b" {1,2}\ncode\n```\n',
  '```\nunclosed\n',
  '`a\n  b` and `` ` `` and ` `` `\n',
  '- `a\n    b` c\n',
  '> `a\n  b`\n',
  'Term: value, ratio 1:2, time 20:00\n',
  'task\n\n- [ ] a\n- [x] b\n',
  'foot[^1]\n\n[^1]: note\n',
  'x ~y~ ~~z~~\n',
  'mail a@b.co and www.x.com and https://x.y\n',
  '[ref][r]\n\n[r]: /url\n',
  'text with <b>html</b> and {expression}\n',
  'import x from "y"\n\ntext\n',
  'a\n\n    indented para\n',
  '- a\n\n      indented in item\n',
  '> foo\n    - bar\n',
  '```\naaa\n    ```\n',
  '$x$ math\n',
  // Explicit heading ids (headingIds.ts).
  '## Theme aliases {#theme-aliases}\n',
  '## Closed {#closed} ##\n\ntext\n',
  '## Tight{#tight}\n',
  '## {#only-id}\n',
  '# *Em* and `code` {#mixed}  \n',
  'Setext {#setext-1}\n===\n\nTwo lines\nof setext {#setext-2}\n---\n',
  'Foo\n{#not-setext}\n===\n',
  '> ## Quoted {#quoted}\n\n- ## In a list {#listed}\n',
  '## Escaped \\{#escaped}\n',
  '## Escaped backslash \\\\{#after-backslash}\n',
  '## Not at the end {#middle} text\n',
  '## Twice {#a} {#b}\n',
  '## {#}\n',
  '```sh\n# comment {#in-code}\n```\n',
  'para {#para}\n',
];

test('gives micromark’s tree for every CommonMark spec example and case of ours it takes', () => {
  for (const format of ['mdx', 'md'] as const) {
    let fast = 0;
    for (const example of spec.tests) if (compare(example.markdown.replace(/→/g, '\t'), `spec example ${example.number}`, format) === 'fast') fast++;
    for (const [i, text] of OURS.entries()) compare(text, `case ${i}: ${JSON.stringify(text)}`, format);
    // Most examples are plain CommonMark: a fast path that gave up on them would save nothing.
    assert.ok(fast > 400, `${format}: ${fast} of ${spec.tests.length} spec examples taken`);
  }
});

test('gives micromark’s tree for every Markdown file of the website and the test fixtures', () => {
  let fast = 0;
  let files = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const text = fs.readFileSync(file, 'utf8');
    // As the build compiles them: MDX, or CommonMark when MDX cannot read the file.
    const mdx = compare(text, file, 'mdx');
    const md = compare(text, file, 'md');
    if (mdx === null && md === null) continue;
    files++;
    if (mdx === 'fast') fast++;
  }
  assert.ok(files > 400 && fast > files / 2, `${fast} of ${files} distinct files taken`);
});

const parsedFast = (text: string, format: 'mdx' | 'md' = 'mdx', p = processors[format]) => {
  const file = new VFile({ path: `/site/docs/page.${format}`, value: text });
  p.parse(file);
  return file.data.positions === false;
};

test('takes a typical docs page: front matter, admonition, table, code, lists, links', () => {
  const page = [
    '---\ntitle: Setup\nsidebar_position: 2\n---',
    'Some **intro** with `code` and [a link](./other.md).',
    ':::tip Remember\n\nA tip.\n\n:::',
    '## Steps\n\n1. Install\n2. Configure\n   - nested\n   - list',
    '| Option | Default |\n| --- | :-: |\n| `base` | `/` |',
    '```ts title="site.config.ts"\nexport default {};\n```',
    '> A quote.',
  ].join('\n\n');
  assert.ok(parsedFast(page));
  assert.ok(parsedFast(page, 'md'));
});

test('hands to micromark what only it reads right', () => {
  const slow = [
    '<Tabs>\n\nx\n\n</Tabs>',
    'a {1 + 1} b',
    'a }',
    'a ~~b~~',
    'a[^1]\n\n[^1]: b',
    'see www.example.com',
    'mail a@b.co',
    'at https://example.com',
    'a :abbr[x] b',
    '::leaf',
    '- [ ] task',
    '[a][r]\n\n[r]: /url',
    'export const a = 1',
    'x\n\n    # indented heading',
    ':::note{.wide}\nx\n:::',
    '::::note\n:::tip\nx\n:::\n::::',
    'tab\there',
    'crlf\r\nline',
  ];
  for (const text of slow) assert.not.ok(parsedFast(text), JSON.stringify(text));
  assert.ok(parsedFast('price $5'));
  assert.not.ok(parsedFast('price $5', 'mdx', processor('mdx', { math: {} as any })), 'with math on, $ goes to micromark');
  assert.not.ok(parsedFast('a', 'mdx', processor('mdx', { remarkPlugins: [() => {}] })), 'site remark plugins may add syntax');
});

const site = path.join(repoRoot, 'virtual-site');
const intro = path.join(site, 'docs/intro.md');

test('a broken link in a page it took is reported with micromark’s line and column', async () => {
  const links = createMarkdownLinks([{ path: '/docs/', metadata: { sourceFilePath: intro } }] as any);
  const compile = createMdxCompiler({ format: 'mdx', markdownLinks: links }, createMdxCache());
  const text = '# Intro\n\nSome text, and then\na [gone](./missing.md) link.\n';
  assert.ok(parsedFast(text));
  await compile(text, intro);
  assert.equal(links.broken.get(intro), [{ file: intro, line: 4, column: 3, link: './missing.md' }]);
});

test('an error in a page it took is reported with micromark’s line and column', async () => {
  const compile = createMdxCompiler({ format: 'mdx', assets: { siteDir: site, baseUrl: '/' } as any }, createMdxCache());
  const text = '# Intro\n\nText.\n\n  ![missing](./nope.png)\n';
  assert.ok(parsedFast(text));
  try {
    await compile(text, intro);
    assert.unreachable('a missing image fails the compile');
  } catch (e: any) {
    assert.instance(e, DocsiteError);
    assert.equal(e.location, { file: intro, line: 5, column: 3 });
  }
});

test('the remark plugins that read the source text or positions do the same on both trees', () => {
  const siteDir = path.join(repoRoot, 'test/fixtures/markdown-images');
  const p = processor('md', { assets: { baseUrl: '/', siteDir, idealImage: false } });
  const pages = [
    // Directive-like text only in code, and a container directive.
    '# Page\n\nRun `npm run build:docs` first.\n\n```css\na::before { color:red }\n```\n\n:::aside[Heads up]\nAn aside.\n:::\n',
    // `]:` only in code; a local image and a file link.
    '# Page\n\n`[x]: /y`\n\n![Diagram](./img/diagram.png)\n\n[the file](./img/diagram.png)\n',
  ];
  for (const text of pages) {
    const run = (data: Record<string, unknown>) => {
      const file = new VFile({ path: path.join(siteDir, 'content/docs/page.md'), value: text, data });
      return { tree: withoutPositions(p.runSync(p.parse(file), file)), fast: file.data.positions === false };
    };
    const fast = run({});
    const slow = run({ positions: true });
    assert.ok(fast.fast && !slow.fast, 'the first is the fast parser\'s');
    assert.equal(fast.tree, slow.tree);
  }
});

test.run();
