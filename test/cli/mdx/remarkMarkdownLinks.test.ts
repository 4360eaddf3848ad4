import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VFile } from 'vfile';
import { DocsiteError } from '../../../src/cli/errors.ts';
import remarkMarkdownLinks, {
  createMarkdownLinks,
  markdownLinksKey,
  reportBrokenMarkdownLinks,
  resolveMarkdownLink,
  type BrokenMarkdownLink,
} from '../../../src/cli/mdx/remarkMarkdownLinks.ts';

const root = path.resolve('virtual-site/content');
const at = (rel: string) => path.join(root, rel);
const permalinks = new Map([
  [at('docs/intro.md'), '/docs/'],
  [at('docs/guide/setup.mdx'), '/docs/guide/setup'],
  [at('docs/my page.md'), '/docs/my-page'],
  [at('versioned_docs/version-1.0/intro.md'), '/docs/1.0/'],
  [at('versioned_docs/version-1.0/guide/setup.mdx'), '/docs/1.0/guide/setup'],
]);
const fromIntro = at('docs/intro.md');

const resolve = suite('resolveMarkdownLink');

resolve('resolves ./, ../ and bare file names from the linking file, keeping the #hash and ?query', () => {
  assert.equal(resolveMarkdownLink('./guide/setup.mdx', fromIntro, permalinks), { kind: 'page', url: '/docs/guide/setup' });
  assert.equal(resolveMarkdownLink('guide/setup.mdx#install', fromIntro, permalinks), { kind: 'page', url: '/docs/guide/setup#install' });
  assert.equal(resolveMarkdownLink('../intro.md?x=1#top', at('docs/guide/setup.mdx'), permalinks), { kind: 'page', url: '/docs/?x=1#top' });
  assert.equal(resolveMarkdownLink('my%20page.md', fromIntro, permalinks), { kind: 'page', url: '/docs/my-page' });
});

resolve('stays in the linking file’s version, because versioned docs are separate files', () => {
  assert.equal(resolveMarkdownLink('../intro.md#part', at('versioned_docs/version-1.0/guide/setup.mdx'), permalinks), { kind: 'page', url: '/docs/1.0/#part' });
});

resolve('reports a Markdown file that does not exist or has no page', () => {
  assert.equal(resolveMarkdownLink('./missing.md', fromIntro, permalinks), { kind: 'missing' });
  assert.equal(resolveMarkdownLink('_partial.mdx', fromIntro, permalinks), { kind: 'missing' });
});

resolve('leaves other sites, absolute paths, anchors and other files alone', () => {
  for (const url of ['https://example.com/README.md', 'mailto:a@b.c', '//cdn.test/x.md', '/docs/intro.md', '#part', 'notes.txt', './guide/', '']) {
    assert.equal(resolveMarkdownLink(url, fromIntro, permalinks), { kind: 'other' }, url);
  }
});

resolve.run();

const plugin = suite('remarkMarkdownLinks');

async function compileAt(file: string, value: string, links = { permalinks, broken: new Map<string, BrokenMarkdownLink[]>() }) {
  const code = String(await compile(new VFile({ path: file, value }), { jsx: true, remarkPlugins: [[remarkMarkdownLinks, links]] }));
  return { code, links };
}

plugin('rewrites inline links and link definitions to the pages', async () => {
  const { code, links } = await compileAt(fromIntro, 'See [setup](./guide/setup.mdx#install) and [ref][r].\n\n[r]: ../docs/intro.md\n');
  assert.match(code, 'href="/docs/guide/setup#install"');
  assert.match(code, 'href="/docs/"');
  assert.is(links.broken.size, 0);
});

plugin('records each broken link with its line and column, and forgets them once fixed', async () => {
  const { code, links } = await compileAt(fromIntro, '# Intro\n\nText and [gone](./missing.md#x).\n\n  [also gone](other.mdx)\n');
  assert.match(code, 'href="./missing.md#x"', 'the link is left as written');
  assert.equal(links.broken.get(fromIntro), [
    { file: fromIntro, line: 3, column: 10, link: './missing.md#x' },
    { file: fromIntro, line: 5, column: 3, link: 'other.mdx' },
  ]);
  await compileAt(fromIntro, 'Fixed: [setup](./guide/setup.mdx).', links);
  assert.is(links.broken.has(fromIntro), false);
});

plugin.run();

const routes = suite('createMarkdownLinks');

routes('maps every source file of the route tree to its path, nested routes included', () => {
  const links = createMarkdownLinks([
    { path: '/', metadata: { sourceFilePath: at('pages/index.md') } },
    { path: '/docs/', routes: [{ path: '/docs/', routes: [{ path: '/docs/intro', metadata: { sourceFilePath: at('docs/intro.md') } }, { path: '/docs/category/x' }] }] },
    { path: '*' },
  ]);
  assert.equal([...links.permalinks], [
    [at('pages/index.md'), '/'],
    [at('docs/intro.md'), '/docs/intro'],
  ]);
  assert.is(links.broken.size, 0);
});

routes('gives a cache key that changes when a page moves', () => {
  const a = createMarkdownLinks([{ path: '/a', metadata: { sourceFilePath: at('a.md') } }]);
  const b = createMarkdownLinks([{ path: '/b', metadata: { sourceFilePath: at('a.md') } }]);
  assert.is(markdownLinksKey(a), markdownLinksKey(createMarkdownLinks([{ path: '/a', metadata: { sourceFilePath: at('a.md') } }])));
  assert.is.not(markdownLinksKey(a), markdownLinksKey(b));
  assert.is(markdownLinksKey(undefined), null);
});

routes.run();

const reporting = suite('reportBrokenMarkdownLinks');
const rel = (f: string) => path.relative(process.cwd(), f);
const hint = '  Hint: Fix the path: it is resolved from the folder of the linking file and must name a doc or page of this site (drafts and files whose name starts with "_" have no page).';

reporting('warns once for one broken link, naming file:line:column', () => {
  const lines: string[] = [];
  reportBrokenMarkdownLinks(new Map([[fromIntro, [{ file: fromIntro, line: 12, column: 3, link: './missing.md' }]]]), 'warn', (m) => lines.push(m));
  assert.equal(lines, [`[WARNING] ${rel(fromIntro)}:12:3: Markdown link "./missing.md" points to a file that does not exist or has no page.\n${hint}`]);
});

reporting('lists every broken link of every file in one error, sorted by place', () => {
  const b = at('docs/b.md');
  const broken = new Map([
    [b, [{ file: b, line: 2, column: 1, link: 'x.md' }]],
    [fromIntro, [{ file: fromIntro, line: 9, column: 4, link: 'z.md' }, { file: fromIntro, line: 9, column: 1, link: 'y.mdx#a' }]],
  ]);
  try {
    reportBrokenMarkdownLinks(broken, 'throw', () => {});
    assert.unreachable('throws');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, '3 Markdown links point to files that do not exist or have no page.');
    assert.equal(e.details, [`- ${rel(b)}:2:1: "x.md"`, `- ${rel(fromIntro)}:9:1: "y.mdx#a"`, `- ${rel(fromIntro)}:9:4: "z.md"`]);
  }
});

reporting('says nothing when told to ignore, or when nothing is broken', () => {
  const lines: string[] = [];
  reportBrokenMarkdownLinks(new Map([[fromIntro, [{ file: fromIntro, line: 1, column: 1, link: 'x.md' }]]]), 'ignore', (m) => lines.push(m));
  reportBrokenMarkdownLinks(new Map(), 'throw', (m) => lines.push(m));
  assert.equal(lines, []);
});

reporting.run();
