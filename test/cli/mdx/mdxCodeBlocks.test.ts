// ```mdx-code-block fences (mdxCodeBlocks.ts): their content compiles as the page's own MDX.
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { unwrapMdxCodeBlocks } from '../../../src/cli/mdx/mdxCodeBlocks.ts';
import { VFile } from 'vfile';
import { createMdxCache, createMdxCompiler, remarkPluginsFor } from '../../../src/cli/mdx/mdxPlugin.ts';

const unwrap = suite('unwrapMdxCodeBlocks');

unwrap('turns the two fence lines to spaces, keeping every line and offset', () => {
  const text = 'Intro.\n\n````mdx-code-block\n<Tabs>\n\n```js\nx\n```\n\n</Tabs>\n````\n\nEnd.\n';
  const out = unwrapMdxCodeBlocks(text);
  assert.is(out, 'Intro.\n\n                  \n<Tabs>\n\n```js\nx\n```\n\n</Tabs>\n    \n\nEnd.\n');
  assert.is(out.length, text.length);
});

unwrap('leaves a fence shown inside another code block, and one that is never closed, as written', () => {
  const shown = '`````md\n````mdx-code-block\n<Tabs />\n````\n`````\n';
  assert.is(unwrapMdxCodeBlocks(shown), shown);
  const open = '```mdx-code-block\n<Tabs />\n';
  assert.is(unwrapMdxCodeBlocks(open), open);
});

unwrap.run();

const compile = suite('mdx-code-block in a compile');

/** Whether markdown-it parsed `text` (as fastParse.ts marks the file). */
function parsedFast(text: string): boolean {
  const file = new VFile({ path: '/site/docs/page.mdx', value: text });
  unified().use(remarkParse).use(remarkMdx).use(remarkPluginsFor({ format: 'mdx' }) as any).parse(file);
  return file.data.positions === false;
}

/** The compiled page. */
async function compiled(text: string) {
  const { code } = (await createMdxCompiler({ format: 'mdx' }, createMdxCache())(text, '/site/docs/page.mdx')) as { code: string };
  return code;
}

compile('compiles the JSX inside the fence as the page\'s own', async () => {
  const code = await compiled('# Page\n\n```mdx-code-block\n<section>\n\nInside *text*.\n\n</section>\n```\n');
  assert.match(code, '_jsx("section", {children: _jsxs(_components.p, {children: ["Inside ", _jsx(_components.em, {children: "text"}), "."]})})');
  assert.not.match(code, 'mdx-code-block');
});

compile('compiles Markdown alone inside the fence the same on both parsers', async () => {
  const text = '# Page\n\n~~~mdx-code-block\nSome **bold**.\n~~~\n';
  const fast = await compiled(text);
  // A brace sends the same page to micromark.
  const slow = await compiled(text + '\n\\{\n');
  assert.ok(parsedFast(text));
  assert.not.ok(parsedFast(text + '\n\\{\n'));
  const bold = '_jsxs(_components.p, {children: ["Some ", _jsx(_components.strong, {children: "bold"}), "."]})';
  assert.match(fast, bold);
  assert.match(slow, bold);
});

compile.run();
