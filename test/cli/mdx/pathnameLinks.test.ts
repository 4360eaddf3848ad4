// pathname:// links (pathnameLinks.ts): the path, opened in a new tab, as Docusaurus renders them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';
import { extractLinksAndAnchors } from '../../../src/cli/stages/render/index.ts';

const links = suite('remarkPathnameLinks');

async function compiled(text: string, file = '/site/docs/page.md'): Promise<string> {
  const { code } = (await createMdxCompiler({ format: 'detect' }, createMdxCache())(text, file)) as { code: string };
  return code;
}

links('a pathname:// link leads to its path and opens in a new tab', async () => {
  const code = await compiled('See [the demo](pathname:///demo/index.html "Demo").\n');
  assert.match(code, '_jsx(_components.a, {href: "/demo/index.html",title: "Demo",target: "_blank",rel: "noopener noreferrer","data-no-broken-link-check": true,children: "the demo"})');
  assert.not.match(code, 'pathname:');
});

links('a reference to a pathname:// definition does the same, in MDX too', async () => {
  const code = await compiled('Get [the file][dl] or [it][dl].\n\n[dl]: pathname:///files/a.zip\n', '/site/docs/page.mdx');
  assert.is(code.split('href: "/files/a.zip",target: "_blank",rel: "noopener noreferrer","data-no-broken-link-check": true').length, 3, code);
});

links('leaves other links as they are', async () => {
  const code = await compiled('[a](/docs/a/) and [b](https://example.com/pathname://x)\n');
  assert.match(code, 'href: "/docs/a/",children: "a"');
  assert.match(code, 'href: "https://example.com/pathname://x",children: "b"');
});

links.run();

const checked = suite('extractLinksAndAnchors');

checked('leaves a link marked data-no-broken-link-check out of the links to check', () => {
  const html = '<a data-no-broken-link-check="true" href="/app/" target="_blank">App</a><a href="/docs/" class="x">Docs</a><img src="/img/a.png">';
  assert.equal(extractLinksAndAnchors(html).links, ['/docs/', '/img/a.png']);
});

checked.run();
