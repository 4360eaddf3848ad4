// Live code blocks (```jsx live): the Playground theme component around the build-time highlighted
// code, imported only by pages with a live block; react-live is a chunk of its own.
import fs from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import type { DocsiteError } from '../../src/cli/errors.ts';
import { metaFlags } from '../../src/cli/mdx/liveCode.ts';
import { createMdxCache, docsiteMdx } from '../../src/cli/mdx/mdxPlugin.ts';
import PlaygroundLayout from '../../src/theme/Playground/Layout.tsx';
import { fixture, read, runCli, type CliResult } from '../helpers/site.ts';

async function compile(code: string): Promise<string> {
  const plugin = docsiteMdx({ format: 'mdx' }, createMdxCache()) as any;
  const result = await plugin.transform.call({}, code, '/site/content/pages/page.mdx');
  return typeof result === 'string' ? result : result.code;
}

const compiler = suite('rehypeLiveCode');

compiler('wraps a ```jsx live block in the Playground, around the highlighted code block', async () => {
  const code = await compile('# Demo\n\n```jsx live\n<p>Hi {1 + 1}</p>\n```\n');
  assert.match(code, 'import __DocsitePlayground from "@theme/Playground";');
  assert.match(code, /_jsx\(__DocsitePlayground, \{\s*code: "<p>Hi \{1 \+ 1\}<\/p>",\s*language: "jsx",\s*children: _jsx\(CodeBlock, \{\s*language: "jsx"/);
});

compiler('passes the title and noInline of the block', async () => {
  const code = await compile('```tsx live noInline title="Greeting demo"\nrender(<b />);\n```\n');
  assert.match(code, /code: "render\(<b \/>\);",\s*language: "tsx",\s*title: "Greeting demo",\s*noInline: true/);
});

compiler('leaves blocks without live, and live blocks of other languages, ordinary code blocks', async () => {
  const code = await compile('```jsx\n<p />\n```\n\n```bash live\necho hi\n```\n\n```jsx title="a live demo"\n<p />\n```\n');
  assert.not.match(code, 'Playground');
  assert.is(code.match(/_jsxs?\(CodeBlock,/g)?.length, 3);
});

compiler.run();

const meta = suite('metaFlags');

meta('reads bare words and skips quoted values', () => {
  assert.equal([...metaFlags('live title="not live" {1,3} noInline')], ['live', 'noInline']);
  assert.equal([...metaFlags(undefined)], []);
});

meta.run();

const layout = suite('Playground/Layout');

layout('puts the result under the editor, or above it with position top', () => {
  const html = (position: 'top' | 'bottom') => renderToStaticMarkup(createElement(PlaygroundLayout, { position, editor: 'EDITOR', preview: 'PREVIEW' }));
  assert.match(html('bottom'), /Live Editor<\/div>EDITOR<\/div>.*Result<\/div>PREVIEW/);
  assert.match(html('top'), /Result<\/div>PREVIEW<\/div>.*Live Editor<\/div>EDITOR/);
});

layout.run();

const config = suite('themeConfig.liveCodeBlock config');
const minimal = { title: 'Live', url: 'https://live.example.com' };
const themeConfig = (value: unknown) => validateConfig({ ...minimal, themeConfig: { liveCodeBlock: value } }, '/site/site.config.ts').themeConfig;

config('is absent by default; playgroundPosition defaults to bottom and accepts top', () => {
  assert.is(validateConfig(minimal, '/site/site.config.ts').themeConfig.liveCodeBlock, undefined);
  assert.equal(themeConfig({}).liveCodeBlock, { playgroundPosition: 'bottom' });
  assert.equal(themeConfig({ playgroundPosition: 'top' }).liveCodeBlock, { playgroundPosition: 'top' });
});

config('rejects any other position', () => {
  try {
    themeConfig({ playgroundPosition: 'middle' });
    assert.unreachable('expected an invalid config');
  } catch (error) {
    assert.equal((error as DocsiteError).details, ['- themeConfig.liveCodeBlock.playgroundPosition: found "middle", expected one of "bottom", "top"']);
  }
});

config.run();

const build = suite('live code build');
const site = fixture('live-code');
const out = path.join(site, 'build-live-code');
let result: CliResult;

function upFront(page: string): string[] {
  const html = read(path.join(out, page));
  return [...html.matchAll(/<link rel="modulepreload" href="\/([^"]+)">|<script type="module" src="\/([^"]+)"/g)].map((m) => path.join(out, m[1] ?? m[2]));
}

// A message only react-live has: the file holding it is the react-live chunk (rollup's: react-live
// shares docsite's react, so it is not a vendor package).
const reactLive = () =>
  fs
    .readdirSync(path.join(out, 'assets/js'), { withFileTypes: true })
    .filter((e) => e.isFile() && read(path.join(out, 'assets/js', e.name)).includes('No-Inline evaluations must call'))
    .map((e) => e.name);

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/live-code', '--out-dir', 'build-live-code']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('server-renders the highlighted code and a placeholder for the result', () => {
  const html = read(path.join(out, 'live/index.html'));
  assert.is(html.match(/<div class="playground">/g)?.length, 3);
  assert.is(html.match(/Loading the live preview…/g)?.length, 3);
  assert.match(html, /<div class="playground__header">Live Editor<\/div><div class="code-block language-jsx"/);
  assert.match(html, '<div class="code-block__title">Counter</div>');
  assert.not.match(read(path.join(out, 'index.html')), 'class="playground');
});

build('puts react-live in a chunk of its own that no page loads up front', () => {
  const chunks = reactLive();
  assert.is(chunks.length, 1, 'one chunk holds react-live');
  for (const page of ['index.html', 'live/index.html', '404.html']) {
    for (const file of upFront(page)) assert.not.ok(read(file).includes('No-Inline evaluations must call'), `${page} preloads react-live in ${path.basename(file)}`);
  }
  assert.ok(upFront('live/index.html').some((f) => read(f).includes(`"./${chunks[0]}"`)), 'the live page can load it');
  assert.not.ok(upFront('index.html').some((f) => read(f).includes(chunks[0])), 'the home page has no way to it');
});

build.run();
