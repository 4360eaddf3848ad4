import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import remarkAdmonitions from '../../../src/cli/mdx/remarkAdmonitions.ts';
import remarkUnusedDirectives from '../../../src/cli/mdx/remarkUnusedDirectives.ts';

/** The HTML the source renders to, with the directive syntax on as in a docsite build. */
async function html(source: string): Promise<string> {
  const { default: Content } = await evaluate(source, { ...(runtime as any), remarkPlugins: [remarkAdmonitions, remarkUnusedDirectives] });
  return renderToStaticMarkup(createElement(Content, { components: { Admonition: () => null } }));
}

const unused = suite('remarkUnusedDirectives');

unused('gives back a colon followed by a word or a number as text', async () => {
  assert.is(await html('A colon:word and 10:30.'), '<p>A colon:word and 10:30.</p>');
});

unused('gives back a time in a text that has no other directive (the name `00` starts with a digit)', async () => {
  assert.is(await html('Meet at 20:00 today.'), '<p>Meet at 20:00 today.</p>');
});

unused('restores a text directive with its label, markup kept, and its attributes', async () => {
  assert.is(await html('See :abbr[**HTML**]{title="markup"} here.'), '<p>See :abbr[<strong>HTML</strong>]{title=&quot;markup&quot;} here.</p>');
});

unused('restores leaf and container directives that no plugin handled', async () => {
  assert.is(await html('::youtube[Video]'), '<p>::youtube[Video]</p>');
  assert.is(await html(':::warnign\nTypo.\n:::'), '<p>:::warnign</p>\n<p>Typo.</p>\n<p>:::</p>');
});

unused.run();
