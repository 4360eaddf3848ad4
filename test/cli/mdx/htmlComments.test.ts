// HTML comments in MDX files (htmlComments.ts): read as comments, as Docusaurus does, and left as
// written in code and in files compiled as plain Markdown.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compilesAsMdx, htmlCommentsToMdx } from '../../../src/cli/mdx/htmlComments.ts';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';

const rewrite = suite('htmlCommentsToMdx');

rewrite('writes each comment as an MDX comment of the same length, its text blanked', () => {
  const text = 'A <!-- one */ --> b\n<!--\ntwo\n-->\n';
  const { document, offsets } = htmlCommentsToMdx(text);
  assert.is(document, 'A {/*         */} b\n{/* \n   \n*/}\n');
  assert.is(document.length, text.length);
  assert.equal(offsets, [2, 20]);
});

rewrite('leaves the comments that start at a skipped offset as written', () => {
  assert.equal(htmlCommentsToMdx('<!-- a --> <!-- b -->', new Set([0])), { document: '<!-- a --> {/*    */}', offsets: [11] });
});

rewrite('finds no comment in fenced code or in a code span, even one that a later comment would close', () => {
  const text = 'Search for `<!--` in text.\n\n```html\n<!-- code -->\n```\n\nThen `<!-- x -->` and <!-- real -->.\n';
  const { document, offsets } = htmlCommentsToMdx(text);
  assert.equal(offsets, [text.indexOf('<!-- real')]);
  assert.is(document, text.replace('<!-- real -->', `{/* ${' '.repeat(' real '.length)}*/}`));
});

rewrite.run();

const format = suite('compilesAsMdx');

format('follows markdown.format, and for "detect" the extension', () => {
  assert.ok(compilesAsMdx('mdx', { path: '/site/docs/a.md' }));
  assert.not.ok(compilesAsMdx('md', { path: '/site/docs/a.mdx' }));
  assert.ok(compilesAsMdx('detect', { path: '/site/docs/a.mdx' }));
  assert.not.ok(compilesAsMdx('detect', { path: '/site/docs/a.md' }));
});

format('follows the format the file asks for in its front matter first', () => {
  assert.not.ok(compilesAsMdx('mdx', { path: '/site/docs/a.mdx', data: { format: 'md' } }));
  assert.ok(compilesAsMdx('detect', { path: '/site/docs/a.md', data: { format: 'mdx' } }));
});

format.run();

const compile = suite('HTML comments in a compile');

/** The body of the compiled page's content function. */
async function content(text: string, file = '/site/docs/page.mdx', options: { format: 'mdx' | 'md' | 'detect' } = { format: 'mdx' }): Promise<string> {
  const { code } = (await createMdxCompiler(options, createMdxCache())(text, file)) as { code: string };
  return code.slice(code.indexOf('function _createMdxContent'), code.indexOf('export default function MDXContent'));
}

compile('drops comments between blocks, inside a paragraph and inside JSX of an MDX file', async () => {
  const out = await content('# Page\n\n<!-- a note -->\n\nText <!-- inline --> more.\n\n<div>\n<!-- in\nJSX -->\n</div>\n');
  assert.match(out, '_jsxs(_components.p, {children: ["Text ", " more."]})');
  assert.match(out, '_jsx("div", {})');
  assert.not.match(out, /note|inline|JSX/);
});

compile('keeps a comment inside fenced and inline code as written', async () => {
  const out = await content('```html\n<!-- kept -->\n```\n\n`<!-- code -->` <!-- gone -->\n');
  assert.match(out, '&lt;!-- kept -->');
  assert.match(out, '_jsx(_components.code, {children: "<!-- code -->"})');
  assert.not.match(out, 'gone');
});

compile('leaves files compiled as Markdown to the Markdown parser, which drops the comment', async () => {
  const out = await content('Text.\n\n<!-- a note -->\n\nA {brace}.\n', '/site/docs/page.md', { format: 'detect' });
  assert.match(out, '"A {brace}."');
  assert.not.match(out, /note|\/\*/);
});

compile.run();
