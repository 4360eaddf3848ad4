// Explicit heading ids, `## Title {#id}` (headingIds.ts): the text shown, the anchor, the table of
// contents, on both parsers, the error for an id docsite does not read, and a built site's links,
// anchors and search index.
import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VFile } from 'vfile';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { blankHeadingIds, misplacedHeadingId, splitHeadingId } from '../../../src/cli/mdx/headingIds.ts';
import { createMdxCache, createMdxCompiler, remarkPluginsFor } from '../../../src/cli/mdx/mdxPlugin.ts';
import { fixture, read, runCli } from '../../helpers/site.ts';

const split = suite('splitHeadingId');

split('takes a trailing {#id} off the text, with the spaces before it', () => {
  assert.equal(splitHeadingId('Theme aliases {#theme-aliases}'), { text: 'Theme aliases', id: 'theme-aliases' });
  assert.equal(splitHeadingId('Tight{#tight}  '), { text: 'Tight', id: 'tight' });
  assert.equal(splitHeadingId('{#only}'), { text: '', id: 'only' });
  assert.equal(splitHeadingId('Two\nlines {#two}'), { text: 'Two\nlines', id: 'two' });
});

split('leaves escaped braces, ids in the middle, ids with spaces and a bare last line alone', () => {
  for (const text of ['Escaped \\{#x}', 'Middle {#x} text', 'Spaced {#a b}', 'Empty {#}', 'Setext\n{#x}']) assert.is(splitHeadingId(text), undefined, text);
  assert.equal(splitHeadingId('Backslash \\\\{#x}'), { text: 'Backslash \\\\', id: 'x' });
});

split.run();

const blank = suite('blankHeadingIds');

blank('blanks the id of ATX and setext headings, keeping every column, and says from which line', () => {
  const text = '# Title {#top}\n\nSetext {#s}\n---\n\n> ## Quoted {#q} ##\n';
  const { document, ids } = blankHeadingIds(text);
  assert.is(document, '# Title       \n\nSetext     \n---\n\n> ## Quoted      ##\n');
  assert.equal([...ids], [[1, 'top'], [3, 's'], [6, 'q']]);
});

blank('leaves lines that are no heading, escaped ids and skipped lines as written', () => {
  const text = 'para {#p}\n\n#nospace {#n}\n\n## Escaped \\{#e}\n\n## Skipped {#k}\n';
  const { document, ids } = blankHeadingIds(text, new Set([7]));
  assert.is(document, text);
  assert.is(ids.size, 0);
});

blank.run();

const compile = suite('heading ids in a compile');

/** The headings of `text` as parsed for `format`, by markdown-it ('fast') or micromark ('slow'). */
function headings(text: string, format: 'mdx' | 'md', slow: boolean) {
  const p = unified().use(remarkParse);
  if (format === 'mdx') p.use(remarkMdx);
  p.use(remarkPluginsFor({ format }) as any);
  const file = new VFile({ path: `/site/docs/page.${format}`, value: text, data: slow ? { positions: true } : {} });
  const tree: any = p.parse(file);
  const found: [string, string | undefined][] = [];
  const walk = (node: any) => {
    if (node.type === 'heading') found.push([node.children.map((c: any) => c.value ?? `<${c.type}>`).join(''), node.data?.hProperties?.id]);
    else node.children?.forEach(walk);
  };
  walk(tree);
  return { found, fast: file.data.positions === false };
}

const PAGE = [
  '# Page',
  '## Theme aliases {#theme-aliases}',
  'Swizzled components {#swizzled}\n---',
  '## With `code` and *emphasis* {#mixed} ##',
  '> ## In a quote {#quoted}',
  '## Literal \\{#not-an-id}',
  '```md\n## In code {#in-code}\n```',
].join('\n\n');

compile('both parsers read the same ids and text, in MDX and in Markdown', () => {
  const expected = [
    ['Page', undefined],
    ['Theme aliases', 'theme-aliases'],
    ['Swizzled components', 'swizzled'],
    ['With code and <emphasis>', 'mixed'],
    ['In a quote', 'quoted'],
    ['Literal {#not-an-id}', undefined],
  ];
  for (const format of ['mdx', 'md'] as const) {
    assert.equal(headings(PAGE, format, true).found, expected, `micromark, ${format}`);
    // The literal braces send the page to micromark: without them markdown-it takes it.
    const withoutLiteral = PAGE.replace('## Literal \\{#not-an-id}', '');
    const fast = headings(withoutLiteral, format, false);
    assert.ok(fast.fast, `markdown-it takes a page whose only braces are heading ids (${format})`);
    assert.equal(fast.found, expected.filter(([text]) => !text!.startsWith('Literal')), `markdown-it, ${format}`);
  }
});

compile('the id is the anchor and the table of contents entry, and the text has no braces', async () => {
  const run = createMdxCompiler({ format: 'mdx' }, createMdxCache());
  const { code } = (await run('# Page\n\n## Theme aliases {#theme-aliases}\n\nText.\n\n## Theme aliases\n', '/site/docs/page.mdx')) as { code: string };
  assert.ok(code.includes('export const toc = [{"value": "Theme aliases","id": "theme-aliases","level": 2}, {"value": "Theme aliases","id": "theme-aliases-1","level": 2}];'), code);
  assert.ok(code.includes('_jsx(_components.h2, {id: "theme-aliases",children: "Theme aliases"})'), code);
  assert.not.ok(code.includes('{#'), 'no {#...} is left in the page');
});

compile('an MDX comment {/* #id */} last in a heading is its id; other comments are left out of its text', async () => {
  const run = createMdxCompiler({ format: 'mdx' }, createMdxCache());
  const page = '# Page\n\n## Comment form {/* #comment-id */}\n\n## Noted {/* a reminder */} heading\n\n## {/* #bare */}\n';
  const { code } = (await run(page, '/site/docs/page.mdx')) as { code: string };
  assert.ok(code.includes('export const toc = [{"value": "Comment form","id": "comment-id","level": 2}, {"value": "Noted  heading","id": "noted--heading","level": 2}, {"value": "","id": "bare","level": 2}];'), code);
  assert.ok(code.includes('_jsx(_components.h2, {id: "comment-id",children: "Comment form"})'), code);
});

compile('in a file compiled as Markdown the comment form is text, as in Docusaurus', async () => {
  const run = createMdxCompiler({ format: 'detect' }, createMdxCache());
  const { code } = (await run('## Title {/* #x */}\n', '/site/docs/page.md')) as { code: string };
  assert.ok(code.includes('"value": "Title {/* #x */}","id": "title--x-"'), code);
});

compile('an id where docsite does not read one fails with its place, the construct and what to write', async () => {
  const run = createMdxCompiler({ format: 'mdx' }, createMdxCache());
  for (const [text, column, construct] of [
    ['# Page\n\n## Two ids {#a} {#b}\n', 13, '{#a}'],
    ['# Page\n\nA paragraph {#para}\n', 14, '{#para}'],
  ] as const) {
    try {
      await run(text, '/site/docs/page.mdx');
      assert.unreachable(`${JSON.stringify(text)} fails`);
    } catch (error: any) {
      assert.instance(error, DocsiteError);
      assert.equal(error.location, { file: '/site/docs/page.mdx', line: 3, column });
      assert.is(error.title, `MDX syntax error: ${construct} is read as a JavaScript expression, not as a heading id`);
      assert.is(
        error.hint,
        `A heading id goes last on the heading's line: "## Title {#my-id}", or on the text line of a setext heading (the id has no spaces). Move it there, or write \\${construct} for the literal text.`,
      );
      assert.match(formatError(error, false), `page.mdx:3:${column}: MDX syntax error: ${construct}`);
    }
  }
  assert.is(misplacedHeadingId('a {1 +} b', 1, 4), undefined, 'other expressions keep the general message');
});

compile.run();

const build = suite('heading ids in a built site');
const site = fixture('heading-ids');
const out = path.join(site, 'build-heading-ids');
let output = '';

build.before(async () => {
  const r = await runCli(['build', 'test/fixtures/heading-ids', '--out-dir', 'build-heading-ids']);
  assert.is(r.code, 0, r.stdout + r.stderr);
  output = r.stdout;
});

build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('headings of the page, its partial and a .md page carry their ids, their text without braces', () => {
  const themes = read(path.join(out, 'docs/themes/index.html'));
  const h2 = [...themes.matchAll(/<h2 id="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
  assert.equal(h2, [
    ['theme-aliases', 'Theme aliases'],
    ['swizzled', 'Swizzled components'],
    ['literal-braces-not-an-id', 'Literal braces {#not-an-id}'],
    ['from-partial', 'From the partial'],
    ['last-words', 'Last words'],
  ]);
  assert.match(read(path.join(out, 'docs/plain/index.html')), '<h2 id="md-heading" class="anchor">A Markdown heading<');
  const tocLinks = [...themes.matchAll(/<a href="#([^"]*)" class="toc__link"/g)].map((m) => m[1]);
  assert.ok(tocLinks.includes('theme-aliases') && tocLinks.includes('swizzled'), tocLinks.join(', '));
});

build('the link check takes the ids as anchors, and only the id the text would give is broken', () => {
  const warning = output.slice(output.indexOf('[WARNING] Broken anchors'));
  assert.match(warning, '-> /docs/themes/#theme-aliases-theme-aliases (test/fixtures/heading-ids/content/pages/index.md:8)');
  assert.is((warning.match(/ -> /g) ?? []).length, 1, warning);
});

build('the search index records the sections under their ids', () => {
  const manifest = JSON.parse(read(path.join(out, 'search-index.json')));
  const docs = manifest.shards.find((s: any) => s.kind === 'docs');
  const shard = JSON.parse(read(path.join(out, docs.url)));
  const anchors = shard.sections.map((s: any[]) => [s[1], s[2]]);
  for (const pair of [['theme-aliases', 'Theme aliases'], ['swizzled', 'Swizzled components'], ['from-partial', 'From the partial'], ['md-heading', 'A Markdown heading']]) {
    assert.ok(anchors.some(([a, t]: string[]) => a === pair[0] && t === pair[1]), `${pair.join(' ')} in ${JSON.stringify(anchors)}`);
  }
});

build.run();
