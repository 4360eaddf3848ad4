// Local images and files in Markdown, compiled against the files of the markdown-images fixture:
// which URLs count as local, the imports and JSX each becomes (MDX and plain Markdown), IdealImage
// with the ideal-image plugin, the baseUrl on site-absolute images, and the missing-image error.
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { VFile } from 'vfile';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { isAssetFile } from '../../../src/cli/bundle/assets.ts';
import remarkAssets, { classifyAssetUrl, isLocalAssetUrl, type MarkdownAssetOptions } from '../../../src/cli/mdx/remarkAssets.ts';
import { fixture } from '../../helpers/site.ts';

const siteDir = fixture('markdown-images');
const docs = path.join(siteDir, 'content/docs');
const intro = path.join(docs, 'intro.md');
const rel = (f: string) => path.relative(process.cwd(), f);

const classify = suite('classifyAssetUrl');

classify('relative paths, bare names and @site/ paths are local files; the ?query goes, the #hash stays', () => {
  const diagram = path.join(docs, 'img/diagram.png');
  assert.equal(classifyAssetUrl('./img/diagram.png', intro, siteDir), { kind: 'local', file: diagram, specifier: './img/diagram.png', hash: '' });
  assert.equal(classifyAssetUrl('img/diagram.png?v=2#top', intro, siteDir), { kind: 'local', file: diagram, specifier: './img/diagram.png', hash: '#top' });
  assert.equal(classifyAssetUrl('../img/diagram.png', path.join(docs, 'guides/imports.mdx'), siteDir), { kind: 'local', file: diagram, specifier: '../img/diagram.png', hash: '' });
  assert.equal(classifyAssetUrl('@site/content/docs/img/diagram.png', intro, siteDir), { kind: 'local', file: diagram, specifier: '@site/content/docs/img/diagram.png', hash: '' });
});

classify('percent-encoded paths are decoded; a missing file is still named where it was looked for', () => {
  assert.equal(classifyAssetUrl('img/two%20words.svg', intro, siteDir), { kind: 'local', file: path.join(docs, 'img/two words.svg'), specifier: './img/two words.svg', hash: '' });
  assert.equal(classifyAssetUrl('./img/gone%.png', intro, siteDir), { kind: 'local', file: path.join(docs, 'img/gone%.png'), specifier: './img/gone%.png', hash: '' });
});

classify('other sites, data: URLs, anchors and site-absolute paths are not local', () => {
  for (const url of ['https://example.com/a.png', '//cdn.test/a.png', 'data:image/png;base64,AAAA', 'mailto:a@b.c', '#figure', '', '?x=1']) {
    assert.equal(classifyAssetUrl(url, intro, siteDir), { kind: 'external' }, url);
  }
  assert.equal(classifyAssetUrl('/img/logo.svg', intro, siteDir), { kind: 'site' });
});

classify('isLocalAssetUrl answers as classifyAssetUrl and isAssetFile do, looking at the disk only for assets', () => {
  const urls = ['./img/diagram.png', 'img/diagram.png?v=2#top', '@site/content/docs/img/diagram.png', 'img/two%20words.svg', './img/gone%.png', './img/diagram.png/.', './guides/imports.mdx', './img/x.p%6Eg', 'https://example.com/a.png', '/img/logo.svg', '#a.png', '', '../intro.md#top'];
  let assets = 0;
  for (const url of urls) {
    const target = classifyAssetUrl(url, intro, siteDir);
    const expected = target.kind === 'local' && isAssetFile(target.file);
    assert.is(isLocalAssetUrl(url, intro, siteDir), expected, url);
    if (expected) assets++;
  }
  assert.ok(assets >= 5, `${assets} assets`);
});

classify.run();

const plugin = suite('remarkAssets');
const options = (o: Partial<MarkdownAssetOptions> = {}): MarkdownAssetOptions => ({ baseUrl: '/sub/', siteDir, idealImage: false, ...o });

async function compileAt(file: string, value: string, o: Partial<MarkdownAssetOptions> = {}, format: 'mdx' | 'md' = 'mdx'): Promise<string> {
  return String(await compile(new VFile({ path: file, value }), { format, jsx: true, remarkPlugins: [[remarkAssets, options(o)]] }));
}

for (const format of ['mdx', 'md'] as const) {
  plugin(`${format}: a local image imports its file and renders through the theme's img, alt and title kept`, async () => {
    const code = await compileAt(intro, '![A *diagram*](./img/diagram.png "The diagram")\n\n![again](img/diagram.png#part)\n', {}, format);
    assert.match(code, 'import __docsiteAsset0 from "./img/diagram.png";');
    assert.match(code, '<_components.img src={__docsiteAsset0} alt="A diagram" title="The diagram" />');
    assert.match(code, '<_components.img src={__docsiteAsset0 + "#part"} alt="again" />');
    assert.is(code.match(/^import /gm)!.length, 1, 'one import per file');
  });
}

plugin('a link to a local file becomes a plain anchor to its URL; page links and missing files stay', async () => {
  const code = await compileAt(intro, '[report](./files/report.pdf "One page") [page 2][p] [guide](./guides/imports.mdx) [gone](./files/gone.pdf)\n\n[p]: files/report.pdf#page=2\n');
  assert.match(code, 'import __docsiteAsset0 from "./files/report.pdf";');
  assert.match(code, '<a href={__docsiteAsset0} title="One page">{"report"}</a>');
  assert.match(code, '<a href={__docsiteAsset0 + "#page=2"}>{"page 2"}</a>');
  assert.match(code, '<_components.a href="./guides/imports.mdx">');
  assert.match(code, '<_components.a href="./files/gone.pdf">');
});

plugin('an image inside a link to a local file is bundled too', async () => {
  const code = await compileAt(intro, '[![cover](./img/diagram.png)](./files/report.pdf)\n');
  assert.match(code, '<a href={__docsiteAsset0}><_components.img src={__docsiteAsset1} alt="cover" /></a>');
});

plugin('site-absolute images get the baseUrl once; other URLs stay as written', async () => {
  const code = await compileAt(intro, '![a](/img/logo.svg) ![b](/sub/img/logo.svg) ![c](https://example.com/c.png) ![d][d]\n\n[d]: /img/d.png\n');
  assert.match(code, 'src="/sub/img/logo.svg" alt="a"');
  assert.match(code, 'src="/sub/img/logo.svg" alt="b"');
  assert.match(code, 'src="https://example.com/c.png"');
  assert.match(code, 'src="/sub/img/d.png" alt="d"');
  assert.match(await compileAt(intro, '![a](/img/logo.svg)', { baseUrl: '/' }), 'src="/img/logo.svg"');
  assert.not.match(code, /^import /m);
});

plugin('with ideal-image, a raster image becomes IdealImage from the ?ideal import; SVG stays an img', async () => {
  const code = await compileAt(intro, '![A diagram](./img/diagram.png "Title")\n\n![Vector](<img/two words.svg>)\n', { idealImage: true });
  assert.match(code, 'import __DocsiteIdealImage from "@theme/IdealImage";');
  assert.match(code, 'import __docsiteAsset0 from "./img/diagram.png?ideal";');
  assert.match(code, '<__DocsiteIdealImage img={__docsiteAsset0} alt="A diagram" title="Title" />');
  assert.match(code, 'import __docsiteAsset1 from "./img/two words.svg";');
  assert.match(code, '<_components.img src={__docsiteAsset1} alt="Vector" />');
});

plugin('a missing image fails with its file:line:column, the path looked for and a hint', async () => {
  try {
    await compileAt(intro, '# Intro\n\nSee ![flow](./img/flow.png) here.\n');
    assert.unreachable('throws');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, `Markdown image "./img/flow.png" not found: ${rel(path.join(docs, 'img/flow.png'))} does not exist.`);
    assert.equal(e.location, { file: intro, line: 3, column: 5 });
    assert.is(
      e.hint,
      'A relative image path is resolved from the folder of the Markdown file, and @site/ from the folder holding the site config. Fix the path, or put the image in the static folder and write its URL from the site root, like /img/diagram.png.',
    );
  }
});

plugin('several missing images of one file are reported together', async () => {
  try {
    await compileAt(intro, '![a](a.png)\n\n![b](@site/b.png)\n');
    assert.unreachable('throws');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, '2 Markdown images point to files that do not exist.');
    assert.equal(e.details, [`- ${rel(intro)}:1:1: "a.png" (${rel(path.join(docs, 'a.png'))})`, `- ${rel(intro)}:3:1: "@site/b.png" (${rel(path.join(siteDir, 'b.png'))})`]);
  }
});

plugin('a file type docsite does not bundle stays as written', async () => {
  const code = await compileAt(intro, '![x](./diagram.drawio) [y](./notes.html)');
  assert.match(code, 'src="./diagram.drawio"');
  assert.match(code, 'href="./notes.html"');
});

plugin.run();
