// The llms-txt plugin: Markdown cleaning, the llms.txt text and its escaping, which pages go in,
// options, and a whole build of the llms-txt fixture (served under /site/).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { crawlLinks } from '../../src/cli/links/crawlLinks.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { createParseMemo } from '../../src/cli/mdx/parseMemo.ts';
import { cleanMarkdown, cleanParseKey, textHandler, type CleanOptions } from '../../src/cli/plugins/llmsTxt/cleanMarkdown.ts';
import remarkGfm from '../../src/cli/mdx/remarkGfm.ts';
import { collectSections } from '../../src/cli/plugins/llmsTxt/collectSections.ts';
import llmsTxtPlugin, { pageHead } from '../../src/cli/plugins/llmsTxt/index.ts';
import type { CleanAnswer } from '../../src/cli/plugins/llmsTxt/cleanWorker.ts';
import { inlineText, llmsFullTxt, llmsTxt, markdownFile, markdownPage } from '../../src/cli/plugins/llmsTxt/llmsText.ts';
import type { LoadContext, RenderedPage } from '../../src/cli/types.ts';
import { startCliWorker } from '../../src/cli/workers/cliWorker.ts';
import { fixture, read, repoRoot, runCli, websiteAndFixtureMarkdown, type CliResult } from '../helpers/site.ts';
import { oneLocale } from '../helpers/oneLocale.ts';

const clean = suite('cleanMarkdown');

const OPTIONS: CleanOptions = {
  mdx: true,
  math: false,
  admonitions: new Set(['note', 'tip', 'info', 'warning', 'danger']),
  siteUrl: 'https://example.com',
  baseUrl: '/site/',
  permalinks: new Map([['/repo/docs/other.mdx', '/site/docs/other/']]),
};
const PAGE = { file: '/repo/docs/page.mdx', pageUrl: 'https://example.com/site/docs/page/' };
const body = (source: string, o: Partial<CleanOptions> = {}, page = PAGE) => cleanMarkdown(source, page, { ...OPTIONS, ...o }).body;

clean('removes front matter, imports, exports and comments, and keeps string expressions', () => {
  const source = "---\ntitle: T\n---\nimport Tabs from '@theme/Tabs';\nexport const x = 1;\n\nSome {'{'}braces{'}'} {/* hidden */} and {x}.\n";
  assert.is(body(source), 'Some {braces} and .');
});

clean('escapes text as mdast-util-to-markdown does, for every Markdown file of the website and the fixtures', () => {
  // textHandler leaves out the unsafe patterns whose character is absent: the output must not change.
  const writer = (handlers: object) =>
    unified()
      .use(remarkStringify, { bullet: '-', emphasis: '_', strong: '*', fence: '`', fences: true, listItemIndent: 'one', rule: '-', handlers })
      .use(remarkGfm, { tablePipeAlign: false })
      .use(remarkMath)
      .use(remarkDirective)
      .use(remarkFrontmatter)
      .use(remarkMdx);
  const narrowed = writer({ text: textHandler });
  const full = writer({});
  let compared = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const source = fs.readFileSync(file, 'utf8');
    for (const mdx of [true, false]) {
      const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMath);
      if (mdx) parser.use(remarkMdx);
      let tree;
      try {
        tree = parser.parse(source);
      } catch {
        continue; // A fixture that is broken on purpose.
      }
      assert.is(narrowed.stringify(tree as any), full.stringify(tree as any), file);
      compared++;
    }
  }
  assert.ok(compared > 500, `only ${compared} texts compared`);
  // Texts no parser gives, which the writer must escape: at a line start, next to other nodes, in links.
  const values = ['1. not a list', '2) nor this', '- nor this', '+ nor', ': colon', ' leading space', 'trailing space ', 'a\nb', 'a \n b', 'www.example.com', 'see http://x.dev', 'a@b.dev', '# hash', '[x]', 'a_b_c', '*star*', 'tab\tx', '$x$', 'a | b', '<div>', '{x}', 'back\\slash', '`code`', '~x~', '!', '(paren)', 'w.x'];
  const t = (value: string) => ({ type: 'text', value });
  for (const value of values) {
    const trees = [
      { type: 'paragraph', children: [t(value)] },
      { type: 'paragraph', children: [{ type: 'strong', children: [t('a')] }, t(value), { type: 'emphasis', children: [t('b')] }] },
      { type: 'paragraph', children: [t('x'), { type: 'break' }, t(value)] },
      { type: 'heading', depth: 2, children: [t(value)] },
      { type: 'paragraph', children: [{ type: 'link', url: 'https://x.dev', children: [t(value)] }] },
      { type: 'paragraph', children: [{ type: 'link', url: value, children: [t(value)] }] },
      { type: 'table', children: [{ type: 'tableRow', children: [{ type: 'tableCell', children: [t(value)] }] }] },
    ];
    for (const tree of trees) {
      const root = { type: 'root', children: [tree] } as any;
      assert.is(narrowed.stringify(root), full.stringify(root), JSON.stringify(value));
    }
  }
});

clean('returns the leading H1 apart from the body', () => {
  assert.equal(cleanMarkdown('# The *title*\n\nText.\n', PAGE, OPTIONS), { heading: 'The title', body: 'Text.', partials: [] });
  assert.equal(cleanMarkdown('Text.\n\n# Later\n', PAGE, OPTIONS), { heading: undefined, body: 'Text.\n\n# Later', partials: [] });
});

clean('reads explicit heading ids on both parsers and leaves them out of the text', () => {
  // The JSX sends the second page to micromark, where MDX alone would stop at `{#install}`.
  assert.is(body('## Setup {#install}\n\nText.\n'), '## Setup\n\nText.');
  assert.is(body('## Setup {#install}\n\n<Tabs>\n\nText.\n\n</Tabs>\n'), '## Setup\n\nText.');
});

clean('reduces JSX to its text: tab labels, summaries, known tags, and the children of anything else', () => {
  const source = [
    '<Tabs>',
    '  <TabItem value="npm" label="npm">',
    '  Run *npm*.',
    '  </TabItem>',
    '  <TabItem value="yarn">',
    '  Run yarn.',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<details>',
    '<summary>More</summary>',
    '',
    'Hidden text.',
    '',
    '</details>',
    '',
    '<Head><title>Ignored</title></Head>',
    '',
    'A <Badge color="red">beta</Badge> feature, <Link to="/docs/x/">a link</Link> and <code>code</code>.',
    '',
    '<Card title="x">',
    '  <Nested>Deep text</Nested>',
    '</Card>',
  ].join('\n');
  assert.is(
    body(source),
    '**npm**\n\nRun _npm_.\n\n**yarn**\n\nRun yarn.\n\n**More**\n\nHidden text.\n\nA beta feature, [a link](https://example.com/site/docs/x/) and `code`.\n\nDeep text',
  );
});

clean('turns admonitions into quotes with their kind and title, and restores other directives as text', () => {
  const source = ':::tip[Use *this*]\nTip text at 10:30, see:this.\n:::\n\n:::warning Careful\nWarning text.\n:::\n\n:::custom\nOther.\n:::\n';
  assert.is(body(source), '> **Tip: Use _this_**\n>\n> Tip text at 10:30, see:this.\n\n> **Warning: Careful**\n>\n> Warning text.\n\n:::custom\n\nOther.\n\n:::');
});

clean('an <Admonition> element reads like the directive', () => {
  assert.is(body('<Admonition type="danger" title="Stop">\n\nDo not.\n\n</Admonition>\n'), '> **Danger: Stop**\n>\n> Do not.');
});

clean('keeps code blocks as written, JSX and imports inside them included', () => {
  const code = "```tsx title=\"a.tsx\"\nimport X from 'x';\n\n<X prop={1} />\n```";
  assert.is(body(`Before.\n\n${code}\n\nAfter.\n`), `Before.\n\n${code}\n\nAfter.`);
  assert.is(body('<CodeBlock language="js">{`const a = 1;`}</CodeBlock>\n'), '```js\nconst a = 1;\n```');
});

clean('keeps tables, without padding cells to one width', () => {
  assert.is(body('| Option | Effect |\n| --- | --- |\n| `a` | A long effect |\n| <code>b</code> | B |\n'), '| Option | Effect |\n| - | - |\n| `a` | A long effect |\n| `b` | B |');
});

clean('makes every link absolute: Markdown files become their pages, site paths get the baseUrl (images too)', () => {
  const source = '[a](./other.mdx#part) [b](/docs/y/) [c](/site/docs/z/) [d](../sibling/) [e](#top) [f](https://other.example/x) [g](mailto:a@example.com)\n\n![img](./pic.png) ![abs](/img/a.png)\n\n[ref]: ./other.mdx\n';
  assert.is(
    body(source),
    [
      '[a](https://example.com/site/docs/other/#part) [b](https://example.com/site/docs/y/) [c](https://example.com/site/docs/z/) [d](https://example.com/site/docs/sibling/) [e](https://example.com/site/docs/page/#top) [f](https://other.example/x) [g](mailto:a@example.com)',
      '',
      '![img](https://example.com/site/docs/page/pic.png) ![abs](https://example.com/site/img/a.png)',
      '',
      '[ref]: https://example.com/site/docs/other/',
    ].join('\n'),
  );
});

clean('inlines imported partials, whose links resolve from their own folder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-llms-'));
  fs.mkdirSync(path.join(dir, 'parts'));
  fs.writeFileSync(path.join(dir, 'parts/_part.mdx'), "---\ntitle: ignored\n---\nimport Self from './_part.mdx';\n\nPartial [link](../other.mdx).\n\n<Self />\n");
  const source = "import Part from './parts/_part.mdx';\n\nBefore.\n\n<Part />\n\nAfter.\n";
  const o = { permalinks: new Map([[path.join(dir, 'other.mdx'), '/site/docs/other/']]) };
  assert.is(body(source, o, { file: path.join(dir, 'page.mdx'), pageUrl: PAGE.pageUrl }), 'Before.\n\nPartial [link](https://example.com/site/docs/other/).\n\nAfter.');
  fs.rmSync(dir, { recursive: true, force: true });
});

clean('reads .md files as CommonMark when the site says so: braces stay, HTML comments go', () => {
  assert.is(body('Text {with} braces <!-- a comment -->.\n\n<!-- alone -->\n\nEnd.\n', { mdx: false }), 'Text {with} braces .\n\nEnd.');
});

clean('keeps math as written when math is on', () => {
  assert.is(body('Inline $a^2$ and\n\n$$\nb\n$$\n', { math: true }), 'Inline $a^2$ and\n\n$$\nb\n$$');
});

clean('a text cleaned for two pages is parsed once, and each page gets its own links', () => {
  const source = '# Guide\n\nSee [the other page](./other.mdx) and [a sibling](./sibling/).\n';
  const memo = createParseMemo([source, source, 'Once.'].map((text) => cleanParseKey(text, true)));
  let parses = 0;
  const counting = { parse: <T,>(key: string, parse: () => T) => memo.parse(key, () => (parses++, parse())) };
  const current = cleanMarkdown(source, PAGE, OPTIONS, counting);
  const old = cleanMarkdown(source, { file: '/repo/versioned/1.0/page.mdx', pageUrl: 'https://example.com/site/docs/1.0/page/' }, OPTIONS, counting);
  cleanMarkdown('Once.', PAGE, OPTIONS, counting);
  assert.is(parses, 2, 'the shared text once, the other once');
  assert.equal(current, cleanMarkdown(source, PAGE, OPTIONS), 'the same as without the memo');
  assert.is(current.body, 'See [the other page](https://example.com/site/docs/other/) and [a sibling](https://example.com/site/docs/page/sibling/).');
  assert.is(old.body, 'See [the other page](https://example.com/site/docs/1.0/page/other.mdx) and [a sibling](https://example.com/site/docs/1.0/page/sibling/).');
  // After its last use a text is parsed again (the memo keeps nothing it no longer needs).
  cleanMarkdown(source, PAGE, OPTIONS, counting);
  assert.is(parses, 3);
});

clean.run();

const text = suite('llmsTxt and llmsFullTxt');

/** The links of an llms.txt as a CommonMark parser reads them: text and URL per list item. */
function parsedLinks(markdown: string): { text: string; url: string; rest: string }[] {
  const tree: any = unified().use(remarkParse).parse(markdown);
  const items = tree.children.filter((n: any) => n.type === 'list').flatMap((l: any) => l.children);
  return items.map((item: any) => {
    const [para] = item.children;
    assert.is(item.children.length, 1, 'one paragraph per item');
    const [link, ...rest] = para.children;
    assert.is(link.type, 'link', `an item starts with a link: ${JSON.stringify(para)}`);
    assert.not.ok(rest.some((n: any) => n.type === 'link' || n.type === 'html'), 'no other link or HTML in the item');
    return { text: toString(link), url: link.url, rest: toString({ children: rest }) };
  });
}

text('hostile titles and descriptions stay inside their link and line', () => {
  const hostile = [
    { title: 'Brackets ] and [ and (parens)', url: 'https://example.com/a/', description: 'has ] ) ( [x](https://evil.example)' },
    { title: 'Line\nbreak and </script><script>alert(1)</script>', url: 'https://example.com/b(1)/', description: 'two\n\nparagraphs\n- and a list' },
    { title: 'Code `span](https://evil.example) and back\\slash\\', url: 'https://example.com/c d/', description: 'ends with a backslash \\' },
    { title: '<https://evil.example> autolink', url: 'https://example.com/d/', description: '`unclosed code' },
  ];
  const out = llmsTxt({ title: 'Site ] title\n#', description: 'A > b\n\n## not a heading' }, [], [{ title: 'Section', links: hostile }]);
  const lines = out.split('\n');
  assert.is(lines.filter((l) => l.startsWith('## ')).length, 1, 'one section heading');
  assert.is(lines.filter((l) => l.startsWith('- ')).length, hostile.length, 'one line per link');
  const links = parsedLinks(out);
  assert.equal(
    links.map((l) => l.text),
    hostile.map((h) => h.title.replace(/\s+/g, ' ').trim()),
  );
  assert.equal(links.map((l) => l.url), ['https://example.com/a/', 'https://example.com/b%281%29/', 'https://example.com/c%20d/', 'https://example.com/d/']);
  assert.equal(
    links.map((l) => l.rest),
    hostile.map((h) => `: ${h.description.replace(/\s+/g, ' ').trim()}`),
  );
  const tree: any = unified().use(remarkParse).parse(out);
  assert.equal(tree.children.filter((n: any) => n.type === 'heading').map((h: any) => [h.depth, toString(h)]), [[1, 'Site ] title #'], [2, 'Section']]);
});

text('writes the header, notes and non-empty sections', () => {
  const out = llmsTxt({ title: 'Site', description: 'About it' }, ['A note.'], [
    { title: 'Docs', links: [{ title: 'Intro', url: 'https://example.com/docs/intro.md', description: 'Start here' }, { title: 'Bare', url: 'https://example.com/b/' }] },
    { title: 'Empty', links: [] },
  ]);
  assert.is(out, '# Site\n\n> About it\n\nA note.\n\n## Docs\n\n- [Intro](https://example.com/docs/intro.md): Start here\n- [Bare](https://example.com/b/)\n');
  assert.is(inlineText('  a\n b\t\tc  '), 'a b c');
});

text('llms-full.txt gives each page its title and address', () => {
  assert.is(
    llmsFullTxt({ title: 'Site' }, [{ title: 'One', url: 'https://example.com/one/', body: 'Text one.' }, { title: 'Two', url: 'https://example.com/two/', body: '' }]),
    '# Site\n\n# One\n\nSource: <https://example.com/one/>\n\nText one.\n\n# Two\n\nSource: <https://example.com/two/>\n',
  );
});

text('a Markdown copy goes next to its page: <path>.md', () => {
  assert.is(markdownFile('/docs/cli/', '/'), 'docs/cli.md');
  assert.is(markdownFile('/docs/cli', '/'), 'docs/cli.md');
  assert.is(markdownFile('/docs/', '/'), 'docs.md');
  assert.is(markdownFile('/', '/'), 'index.md');
  assert.is(markdownFile('/site/', '/site/'), 'index.md');
  assert.is(markdownFile('/site', '/site/'), 'index.md');
  assert.is(markdownFile('/site/blog/2024/01/02/post/', '/site/'), 'blog/2024/01/02/post.md');
  assert.is(markdownFile('/other/x/', '/site/'), null);
});

text('pageHead reads the title without the site name, the description and robots noindex', () => {
  const site = { title: 'Site', titleDelimiter: '|' };
  const html = (title: string, extra = '') => `<html><head><title>${title}</title><meta name="description" content="Say &quot;hi&quot; &amp; go"/>${extra}</head><body><title>no</title></body></html>`;
  assert.equal(pageHead(html('About &amp; more | Site'), site), { title: 'About & more', description: 'Say "hi" & go', noIndex: false });
  assert.equal(pageHead(html('Site | The tagline', '<meta name="robots" content="noindex"/>'), site), { title: 'Site', description: 'Say "hi" & go', noIndex: true });
});

text.run();

const collect = suite('collectSections');

const doc = (id: string, extra: Record<string, unknown> = {}) => ({ id, permalink: `/docs/${id}/`, title: id, description: `About ${id}`, source: `/repo/docs/${id}.md`, unlisted: false, draft: false, ...extra });
const version = (name: string, isLast: boolean, docs: unknown[], sidebars = {}) => ({ name, label: name === 'current' ? 'Next' : name, isLast, noIndex: false, docs, sidebars });
const ALL: any = {
  docs: {
    default: {
      versions: [
        version('current', false, [doc('b'), doc('a'), doc('c', { unlisted: true })], { main: [{ type: 'doc', id: 'b', label: 'B' }, { type: 'category', label: 'Cat', items: [{ type: 'doc', id: 'a', label: 'A' }], collapsed: true, collapsible: true }] }),
        version('1.0.0', true, [doc('z'), doc('y')]),
      ],
    },
    community: { versions: [version('current', true, [doc('help')])] },
  },
  blog: {
    default: {
      posts: [
        { permalink: '/blog/old/', title: 'Old', description: '', date: new Date('2020-01-01'), source: '/repo/blog/old.md', body: 'Old.', analysis: {}, isMdx: false, unlisted: false, draft: false },
        { permalink: '/blog/new/', title: 'New', description: '', date: new Date('2024-01-01'), source: '/repo/blog/new.md', body: '# New\n\nNew.', analysis: { contentTitle: { text: 'New', start: 0, end: 5 } }, isMdx: false, unlisted: false, draft: false },
      ],
    },
  },
  changelog: { default: { posts: [] } },
  pages: { default: [{ source: '/repo/pages/index.tsx', permalink: '/', kind: 'component', frontMatter: {} }] },
};

collect('the last docs version first, then blogs, changelogs, other docs instances and pages', () => {
  const sections = collectSections(ALL, { includeVersions: 'last', maxPosts: null, markdownFormat: 'detect' });
  assert.equal(
    sections.map((s) => [s.title, s.listed, s.fullText, s.copies]),
    [
      ['Docs', true, true, true],
      ['Docs (Next)', false, false, true],
      ['Blog', true, true, true],
      ['Changelog', true, false, true],
      ['Community', true, true, true],
      ['Pages', true, false, false],
    ],
  );
});

collect('docs follow the sidebars, then come the others by URL; hidden ones are marked', () => {
  const [, next] = collectSections(ALL, { includeVersions: 'all', maxPosts: null, markdownFormat: 'detect' });
  assert.is(next.listed, true, "'all' lists every version");
  assert.equal(next.pages.map((p) => [p.permalink, p.hidden]), [['/docs/b/', false], ['/docs/a/', false], ['/docs/c/', true]]);
});

collect('posts come newest first, without their leading title, limited by maxPosts', () => {
  const blog = collectSections(ALL, { includeVersions: 'last', maxPosts: 1, markdownFormat: 'detect' })[2];
  assert.equal(blog.pages.map((p) => p.permalink), ['/blog/new/', '/blog/old/']);
  assert.is(blog.limit, 1);
  assert.is(blog.pages[0].markdown!.text!.trim(), 'New.');
});

collect.run();

const plugin = suite('llmsTxtPlugin');

function contextFor(config: Record<string, unknown>, options: unknown): LoadContext {
  const siteConfig = validateConfig({ title: 'Site', url: 'https://example.com', ...config, plugins: [['llms-txt', options]] }, '/site/site.config.ts');
  (siteConfig.plugins as unknown[])[0] = ['llms-txt', options];
  return { siteDir: '/site', siteConfig, contentDir: '/site/content', generatedDir: '/site/.docsite/generated', frameworkDir: '/fw', baseUrl: siteConfig.baseUrl, outDir: '/site/build', isDev: false, ...oneLocale('/site') };
}

/** Runs the plugin on one React page written to a temporary build folder; returns that folder. */
async function postBuild(config: Record<string, unknown>, files: Record<string, string>): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-llms-'));
  for (const [file, content] of Object.entries(files)) fs.writeFileSync(path.join(outDir, file), content);
  const options = {};
  const context = contextFor(config, options);
  const p = llmsTxtPlugin(context, options);
  await p.contentLoaded!({ content: undefined, actions: {} as any, allContent: { pages: { default: [{ source: '/site/content/pages/index.tsx', permalink: '/', kind: 'component', frontMatter: {} }] } } });
  const page: RenderedPage = { path: '/', file: 'index.html', title: '', links: [], anchors: [], noIndex: false };
  await p.postBuild!({ outDir, content: undefined, routes: [], pages: [page], siteConfig: context.siteConfig });
  return outDir;
}

const HOME = '<!DOCTYPE html><html><head><title>Home | Site</title></head><body></body></html>';

plugin('lists a React page under its rendered title', async () => {
  const out = await postBuild({ tagline: 'Tag' }, { 'index.html': HOME });
  assert.is(read(path.join(out, 'llms.txt')), '# Site\n\n> Tag\n\n## Pages\n\n- [Home](https://example.com/)\n');
  assert.not.ok(fs.existsSync(path.join(out, 'llms-full.txt')), 'no full text without docs or posts');
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('keeps the llms.txt a site brings in its static folder', async () => {
  const out = await postBuild({}, { 'index.html': HOME, 'llms.txt': '# Own\n' });
  assert.is(read(path.join(out, 'llms.txt')), '# Own\n');
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('a site with noIndex gets no llms files', async () => {
  const out = await postBuild({ noIndex: true }, { 'index.html': HOME });
  assert.not.ok(fs.existsSync(path.join(out, 'llms.txt')));
  fs.rmSync(out, { recursive: true, force: true });
});

plugin('reports every invalid option at once, with a suggestion for a misspelt one', () => {
  try {
    const options = { includeVersions: 'current', fullText: 'yes', maxPosts: 0, ignorePattern: [], markdownPages: 1 };
    llmsTxtPlugin(contextFor({}, options), options as any);
    assert.unreachable('expected invalid options');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'plugins[0] ("llms-txt", id "default"): 5 invalid llms-txt plugin options.');
    assert.equal(e.details, [
      '- includeVersions: found "current"; expected one of "last", "all".',
      '- fullText: found "yes"; expected a boolean.',
      '- markdownPages: found 1; expected a boolean.',
      '- maxPosts: found 0; expected a whole number of 1 or more, or null.',
      '- ignorePattern: unknown option; did you mean "ignorePatterns"?',
    ]);
  }
});

plugin.run();

const build = suite('llms-txt build');
const site = fixture('llms-txt');
const out = path.join(site, 'build-llms');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/llms-txt', '--out-dir', 'build-llms']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

/** Files under the build folder with an extension, relative, sorted. */
function filesEnding(ext: string): string[] {
  return (fs.readdirSync(out, { recursive: true }) as string[]).filter((f) => f.endsWith(ext)).map((f) => f.split(path.sep).join('/')).sort();
}

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('llms.txt lists the indexable pages by section with absolute links, escaped titles and descriptions', () => {
  const U = 'https://llms.example.com/site';
  assert.is(
    read(path.join(out, 'llms.txt')),
    [
      '# LLMs Fixture',
      '',
      '> Docs for \\[agents\\] and (people)',
      '',
      `Docs pages and blog posts are linked as clean Markdown copies of their HTML pages: ${U}/docs/intro.md is the copy of ${U}/docs/intro/.`,
      '',
      `The full text of the docs and the blog is in [llms-full.txt](${U}/llms-full.txt).`,
      '',
      '## Docs',
      '',
      `- [Introduction](${U}/docs/intro.md): Start here to learn the fixture.`,
      `- [Guide](${U}/docs/guide.md): The guide of the current docs.`,
      `- [Brackets \\] and (parens) \\\`tick\\\` \\<b\\>bold\\</b\\> second line \\</script\\>](${U}/docs/weird.md): A description with \\[link\\](https://evil.example) and ) and newline`,
      '',
      '## Blog',
      '',
      `- [Later post](${U}/blog/2024/04/01/later.md): A later post, listed first.`,
      `- [Hello](${U}/blog/2024/03/05/hello.md): The first post.`,
      '',
      '## Changelog',
      '',
      `- [1.1.0](${U}/changelog/1.1.0.md): Release notes of 1.1.0: New Feature.`,
      `- [1.0.0](${U}/changelog/1.0.0.md): Release notes of 1.0.0: First release.`,
      '',
      '## Pages',
      '',
      `- [Home](${U}/): The home page.`,
      `- [About](${U}/about/)`,
      '',
    ].join('\n'),
  );
  for (const link of parsedLinks(read(path.join(out, 'llms.txt')))) assert.ok(link.url.startsWith(`${U}/`), link.url);
});

build('leaves out unlisted, draft and robots-noindex pages, the tests tree and older docs versions', () => {
  const txt = read(path.join(out, 'llms.txt'));
  assert.ok(fs.existsSync(path.join(out, 'docs/hidden/index.html')), 'the unlisted doc is built');
  assert.ok(fs.existsSync(path.join(out, 'private/index.html')), 'the noindex page is built');
  assert.ok(fs.existsSync(path.join(out, 'tests/deep/index.html')), 'the tests page is built');
  for (const p of ['/hidden', '/draft', '/private', '/tests/', '/1.0.0/']) assert.not.match(txt, p);
});

build('llms-full.txt holds the text of the current docs and the posts, without JSX, imports or front matter', () => {
  const full = read(path.join(out, 'llms-full.txt'));
  const titles = [...full.matchAll(/^# (.*)$/gm)].map((m) => m[1]);
  assert.equal(titles, ['LLMs Fixture', 'Introduction', 'Guide', 'Brackets \\] and (parens) \\`tick\\` \\<b\\>bold\\</b\\> second line \\</script\\>', 'Later post', 'Hello']);
  assert.match(full, '# Introduction\n\nSource: <https://llms.example.com/site/docs/intro/>\n\nWelcome to the {current} docs.\n\n**npm**\n\n```sh\nnpm install fixture\n```');
  assert.match(full, 'Shared text from a partial, with a link to [the introduction](https://llms.example.com/site/docs/intro/).');
  assert.match(full, '> **Tip: Read the guide**\n>\n> The [guide](https://llms.example.com/site/docs/guide/) explains more');
  assert.match(full, 'The first post starts here.\n\nAnd goes on **with JSX** after the marker.');
  for (const bad of ['import ', 'export ', '<Tabs', '<TabItem', '<Shared', '{/*', 'sidebar_position', 'truncate', 'version one', 'Unlisted doc', 'Draft doc', '1.1.0']) assert.not.match(full, bad);
});

build('every listed docs page and post, of every docs version, has a clean Markdown copy', () => {
  assert.equal(filesEnding('.md'), [
    'blog/2024/03/05/hello.md',
    'blog/2024/04/01/later.md',
    'changelog/1.0.0.md',
    'changelog/1.1.0.md',
    'docs/1.0.0/guide.md',
    'docs/1.0.0/intro.md',
    'docs/guide.md',
    'docs/intro.md',
    'docs/weird.md',
  ]);
  assert.is(read(path.join(out, 'docs/1.0.0/intro.md')), '# Introduction\n\nText of version one.\n');
  assert.is(read(path.join(out, 'docs/guide.md')), '# Guide\n\nThe guide of the current docs.\n\n## Steps\n\n1. Read it.\n2. Do it.\n');
  assert.is(read(path.join(out, 'blog/2024/04/01/later.md')), '# Later post\n\nA later post, listed first.\n');
  for (const file of filesEnding('.md')) {
    const md = read(path.join(out, file));
    assert.ok(md.startsWith('# '), `${file} starts with its title`);
    for (const bad of [/^---$/m, /^import /m, /<[A-Z]/, /\{\/\*/]) assert.not.match(md, bad, `${file}: ${bad}`);
  }
});

build('the sitemap lists no Markdown copies, and the link crawler reads only the HTML pages', async () => {
  assert.not.match(read(path.join(out, 'sitemap.xml')), /\.md<|llms(-full)?\.txt/);
  const report = await crawlLinks({ dir: out, baseUrl: '/site/', siteUrl: 'https://llms.example.com', external: false, concurrency: 4 });
  assert.is(report.broken, 0, JSON.stringify(report.failures));
  assert.is(report.pages, filesEnding('.html').length);
});

build.run();

// The cleaned Markdown is kept in .docsite/cache/llms-txt.json between builds (processes), keyed
// by the page text, the options and docsite's code; --no-cache ignores it.
const diskCache = suite('llms-txt disk cache');
const copy = path.join(os.tmpdir(), `docsite-llms-cache-${process.pid}`);
const cacheFile = path.join(copy, '.docsite/cache/llms-txt.json');
const fullText = () => read(path.join(copy, 'build/llms-full.txt'));
/** Puts a marker in every cached body; `code` (docsite's part of the key) stays unless given. */
function tamper(code?: string) {
  const saved = JSON.parse(read(cacheFile));
  for (const entry of Object.values<any>(saved.entries)) entry.body = 'TAMPERED BODY';
  if (code !== undefined) saved.code = code;
  fs.writeFileSync(cacheFile, JSON.stringify(saved));
}

diskCache.before(() => fs.cpSync(site, copy, { recursive: true, filter: (f) => !/[/\\](\.docsite|build[^/\\]*)$/.test(f) }));
diskCache.after(() => fs.rmSync(copy, { recursive: true, force: true }));

diskCache('a build keeps the cleaned pages; the next build uses them, unless docsite changed or --no-cache', async () => {
  // Each build after the first edits a page, so it is not skipped as "nothing changed".
  const guide = path.join(copy, 'content/docs/guide.md');
  const edit = (n: number) => fs.appendFileSync(guide, `\nEdit number ${n}.\n`);
  assert.is((await runCli(['build', copy, '--no-cache'])).code, 0);
  assert.not.ok(fs.existsSync(cacheFile), '--no-cache writes no cache');
  assert.is((await runCli(['build', copy])).code, 0);
  assert.ok(Object.keys(JSON.parse(read(cacheFile)).entries).length > 1, 'entries saved');
  tamper();
  edit(1);
  assert.is((await runCli(['build', copy])).code, 0);
  assert.match(fullText(), 'TAMPERED BODY', 'the pages not edited come from the cache');
  assert.match(fullText(), 'Edit number 1.', 'the edited page is cleaned again');
  tamper('another docsite');
  edit(2);
  assert.is((await runCli(['build', copy])).code, 0);
  assert.not.match(fullText(), 'TAMPERED', 'a cache from other code is not used');
  tamper();
  edit(3);
  assert.is((await runCli(['build', copy, '--no-cache'])).code, 0);
  assert.not.match(fullText(), 'TAMPERED', '--no-cache does not read it');
  assert.match(fullText(), 'Edit number 3.');
  // A cache file cut short, or entries of another shape under the right code, are ignored.
  edit(4);
  assert.is((await runCli(['build', copy])).code, 0);
  const { code } = JSON.parse(read(cacheFile));
  const bad = [`{"code": ${JSON.stringify(code)}, "entr`, JSON.stringify({ code, entries: 7 }), JSON.stringify({ code, entries: Object.fromEntries(Object.keys(JSON.parse(read(cacheFile)).entries).map((id, i) => [id, i % 2 ? null : { key: 1, body: 'TAMPERED' }])) })];
  for (const [i, text] of bad.entries()) {
    fs.writeFileSync(cacheFile, text);
    edit(5 + i);
    const result = await runCli(['build', copy]);
    assert.is(result.code, 0, result.stderr);
    assert.match(fullText(), `Edit number ${5 + i}.`);
    assert.not.match(fullText(), 'TAMPERED');
  }
});

diskCache.run();

// A build cleans the pages in a worker (plugins/llmsTxt/cleanWorker.ts) while it compiles and
// renders; postBuild then takes them from the memory cache.
const worker = suite('llms-txt worker');
const many = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-llms-many-'));
worker.after(() => fs.rmSync(many, { recursive: true, force: true }));

worker('the worker answers what cleanMarkdown gives in this thread, page by page', async () => {
  // A spread of the website's and the fixtures' Markdown: MDX, partials, admonitions, tables, math.
  const files = websiteAndFixtureMarkdown().filter((_, i) => i % 5 === 0);
  const jobs = files.map((file, i) => ({ id: String(i), file, pageUrl: `https://example.com/site/p${i}/`, mdx: file.endsWith('.mdx'), text: fs.readFileSync(file, 'utf8') }));
  const w = startCliWorker(path.join(repoRoot, 'src/cli/plugins/llmsTxt/cleanWorker.ts'), { jobs, options: OPTIONS });
  const answer = await new Promise<CleanAnswer>((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });
  await w.terminate();
  const expected: CleanAnswer = [];
  for (const j of jobs) {
    try {
      const { body, partials } = cleanMarkdown(j.text, j, { ...OPTIONS, mdx: j.mdx });
      expected.push({ id: j.id, body, partials });
    } catch {}
  }
  assert.ok(expected.length > 50, `${expected.length} pages`);
  assert.equal(answer, expected);
});

worker('a build of 60 docs cleans them in the worker, and each copy is the page cleaned', async () => {
  const docs = path.join(many, 'content/docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(path.join(many, 'site.config.ts'), "import { defineConfig } from 'docsite/config';\nexport default defineConfig({ title: 'Many', url: 'https://many.example.com', onBrokenLinks: 'warn', plugins: [['docs', { sidebarPath: false }], 'llms-txt'] });\n");
  // Every tenth page imports a partial: the worker's answer is stored with the partial's text.
  fs.writeFileSync(path.join(docs, '_partial.mdx'), 'Text from the partial.\n');
  const text = (i: number) =>
    `---\ntitle: Page ${i}\n---\n${i % 10 ? '' : "import Partial from './_partial.mdx';\n"}\nThe text of page ${i}, with a [link to the next page](./page-${(i + 1) % 60}.${(i + 1) % 10 ? 'md' : 'mdx'}) and \`code\`.\n\n:::tip Mind this\n\nAn admonition on page ${i}.\n\n:::\n\n| a | b |\n| - | - |\n| ${i} | *${i}* |\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`\n${i % 10 ? '' : '\n<Partial />\n'}`;
  for (let i = 0; i < 60; i++) fs.writeFileSync(path.join(docs, `page-${i}.${i % 10 ? 'md' : 'mdx'}`), text(i));
  const result = await runCli(['build', many], { env: { DEBUG: 'docsite' } });
  assert.is(result.code, 0, result.stderr);
  assert.match(result.stdout, 'llms-txt: 60 of 60 pages cleaned in a worker');
  assert.match(result.stdout, 'llms-txt: 0 of 60 pages cleaned after the build', 'postBuild found every page in the cache');
  const file = (i: number) => path.join(docs, `page-${i}.${i % 10 ? 'md' : 'mdx'}`);
  const permalinks = new Map(Array.from({ length: 60 }, (_, i) => [file(i), `/docs/page-${i}/`]));
  const options: CleanOptions = { ...OPTIONS, baseUrl: '/', siteUrl: 'https://many.example.com', permalinks, siteDir: many, format: 'mdx' };
  for (const i of [0, 17, 59]) {
    const { body } = cleanMarkdown(text(i), { file: file(i), pageUrl: `https://many.example.com/docs/page-${i}/` }, options);
    assert.is(read(path.join(many, `build/docs/page-${i}.md`)), markdownPage(`Page ${i}`, body));
    assert.match(body, `https://many.example.com/docs/page-${(i + 1) % 60}/`, 'the link points to the page');
    if (i === 0) assert.match(body, 'Text from the partial.');
  }
});

worker.run();
