import { compile, evaluate } from '@mdx-js/mdx';
import { createElement, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fs from 'node:fs';
import { toHtml } from 'hast-util-to-html';
import { highlightCode, type CodeToken } from '../../../src/cli/mdx/highlighter.ts';
import rehypeCodeBlocks, { lineHtml } from '../../../src/cli/mdx/rehypeCodeBlocks.ts';
import { websiteAndFixtureMarkdown } from '../../helpers/site.ts';

/** Renders the MDX with a CodeBlock that shows its props as data attributes. */
async function html(source: string, options?: Parameters<typeof rehypeCodeBlocks>[0]): Promise<string> {
  const { default: Content } = await evaluate(source, { ...(runtime as any), rehypePlugins: [[rehypeCodeBlocks, options]] });
  const CodeBlock = ({ children, language, title, showLineNumbers }: { children: ReactNode; language?: string; title?: string; showLineNumbers?: boolean | number }) =>
    createElement('pre', { 'data-language': language, 'data-title': title, 'data-line-numbers': showLineNumbers === undefined ? undefined : String(showLineNumbers) }, children);
  return renderToStaticMarkup(createElement(Content, { components: { CodeBlock } }));
}

const fence = (meta: string, code: string, lang = 'ts') => `\`\`\`${lang}${meta ? ` ${meta}` : ''}\n${code}\n\`\`\``;
const lines = (out: string) => [...out.matchAll(/<span class="code-block__line( code-block__line--highlighted)?">(.*?)<\/span>(?=<span class="code-block__line"|<span class="code-block__line code|<\/span><\/pre>)/g)];
const textOf = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');

const blocks = suite('rehypeCodeBlocks');

blocks('turns a fenced block into a CodeBlock with language, title and line numbers', async () => {
  const out = await html(fence('title="src/a.ts" showLineNumbers', 'const a = 1;'));
  assert.match(out, '<pre data-language="ts" data-title="src/a.ts" data-line-numbers="true">');
  assert.is(await html(fence('showLineNumbers=7', 'x')).then((o) => /data-line-numbers="7"/.test(o)), true);
});

blocks('highlights tokens with light and dark colours as CSS variables, at build time', async () => {
  const out = await html(fence('', 'const a = 1;'));
  assert.match(out, '<span style="--token-light:#CF222E;--token-dark:#FF7B72">const</span>');
  assert.not.match(out, 'shiki');
});

blocks('marks the lines of the metastring ranges', async () => {
  const out = await html(fence('{1,3-4}', 'one\ntwo\nthree\nfour\nfive', 'text'));
  assert.equal(lines(out).map((m) => [textOf(m[2]), Boolean(m[1])]), [['one', true], ['two', false], ['three', true], ['four', true], ['five', false]]);
});

blocks('removes magic comments and marks the lines they point at', async () => {
  const out = await html(fence('', 'a();\n// highlight-next-line\nb();\n// highlight-start\nc();\nd();\n// highlight-end\ne();', 'js'));
  assert.equal(lines(out).map((m) => [textOf(m[2]), Boolean(m[1])]), [['a();', false], ['b();', true], ['c();', true], ['d();', true], ['e();', false]]);
  assert.not.match(out, 'highlight-');
});

blocks("a site's own magic comments (themeConfig.prism.magicComments) are removed and give their lines the comment's class", async () => {
  const magicComments = [{ className: 'code-block-error-line', line: 'error-next-line', block: { start: 'error-start', end: 'error-end' } }];
  const code = 'a();\n// error-next-line\nb();\n// highlight-next-line\nc();\n/* error-start */\nd();\ne();\n/* error-end */\nf();';
  const out = await html(fence('{1}', code, 'js'), { magicComments });
  assert.not.match(out, 'error-next-line');
  assert.not.match(out, 'error-start');
  assert.not.match(out, 'highlight-');
  const error = 'code-block__line code-block-error-line';
  const highlighted = 'code-block__line code-block__line--highlighted';
  assert.equal([...out.matchAll(/<span class="(code-block__line(?: [^"]*)?)">/g)].map((m) => m[1]), [highlighted, error, highlighted, error, error, 'code-block__line']);
  // Without the site's comments, their lines are code like any other.
  assert.match(await html(fence('', code, 'js')), 'error-next-line');
});

blocks('falls back to plain text for a language shiki does not know', async () => {
  const out = await html(fence('', 'plain <b> & text', 'nosuchlanguage'));
  assert.match(out, '<pre data-language="nosuchlanguage">');
  assert.equal(lines(out).map((m) => m[2]), ['plain &lt;b> &#38; text']);
  assert.equal(lines(out).map((m) => textOf(m[2])), ['plain <b> & text']);
});

blocks('keeps a block without a language, empty lines and inline code', async () => {
  const out = await html('Use `npm i` here.\n\n```\nfirst\n\nthird\n```');
  assert.match(out, '<p>Use <code>npm i</code> here.</p>');
  assert.equal(lines(out).map((m) => m[2]), ['first', '', 'third']);
});

blocks('writes the lines as one HTML string, in a span that MDX does not map through components', async () => {
  const out = String(await compile(fence('', 'x\ny'), { jsx: true, rehypePlugins: [rehypeCodeBlocks] }));
  assert.match(out, '<CodeBlock language="ts" style={{');
  assert.match(out, '<span className="code-block__lines" dangerouslySetInnerHTML={{');
  assert.match(out, '"__html": "<span class=\\"code-block__line\\">x</span><span class=\\"code-block__line\\">y</span>"');
  assert.not.match(out, '_components.span');
});

blocks("writes each line as hast-util-to-html would, for every code block of this website and text that needs escaping", async () => {
  const span = (properties: Record<string, unknown>, children: any[]) => ({ type: 'element', tagName: 'span', properties, children });
  const reference = (tokens: CodeToken[], highlighted: boolean) =>
    toHtml(
      span(
        { className: highlighted ? ['code-block__line', 'code-block__line--highlighted'] : ['code-block__line'] },
        tokens.map((t) => (t.style ? span({ style: t.style }, [{ type: 'text', value: t.content }]) : { type: 'text', value: t.content })),
      ) as any,
      { characterReferences: { useShortestReferences: true } },
    );
  const codes: [string, string][] = [];
  for (const file of websiteAndFixtureMarkdown()) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/^ *```(\w[\w-]*)[^\n]*\n([\s\S]*?)^ *```/gm)) codes.push([m[1].toLowerCase(), m[2].replace(/\n$/, '')]);
  }
  codes.push(['html', '<a href="x?a=1&b=2">\'q\' `t`</a>'], ['ts', 'const s = "<&>\\0";'], ['text', 'a < b && c']);
  let lines = 0;
  let escaped = 0;
  for (const [lang, code] of codes) {
    for (const tokens of (await highlightCode(code, lang)).lines) {
      for (const highlighted of [false, true]) assert.is(lineHtml(tokens, highlighted), reference(tokens, highlighted), `${lang}: ${JSON.stringify(tokens)}`);
      lines++;
      if (tokens.some((t) => /[<&]/.test(t.content))) escaped++;
    }
  }
  // The comparison covered the website's lines, and lines that needed escaping.
  assert.ok(lines > 3000, `${lines} lines`);
  assert.ok(escaped > 20, `${escaped} lines with < or &`);
  // Escaped as hast-util-to-html does, with the shortest references: &lt; for <, &#38; for &.
  assert.is(lineHtml([{ content: 'a < b & c' }], false), '<span class="code-block__line">a &lt; b &#38; c</span>');
});

blocks.run();
