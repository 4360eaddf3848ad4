// The first heading and excerpt of a Markdown body, read without compiling it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { excerpt, firstHeading, inlineText } from '../../../../src/cli/plugins/docs/markdownText.ts';

const heading = suite('firstHeading');

heading('finds the first "# " heading as plain text, skipping code blocks and imports', () => {
  const body = "import X from './x';\n\n```md\n# Not this\n```\n\n# The **real** `title` {#custom}\n\n# Second";
  assert.is(firstHeading(body), 'The real title');
  assert.is(firstHeading('# Release 2.0 {#v2.0}\n'), 'Release 2.0', 'any id the compile reads is left out');
  assert.is(firstHeading('# Literal \\{#text}\n'), 'Literal {#text}', 'an escaped brace stays');
});

heading('ignores ## headings and returns undefined when there is no h1', () => {
  assert.is(firstHeading('## Sub\n\ntext'), undefined);
});

heading.run();

const ex = suite('excerpt');

ex('is the first prose line, links reduced to their text', () => {
  assert.is(excerpt('# Title\n\n:::note\nx\n:::\n\n- item\n\nSee [the guide](/guide) for *more*.\n\nLater.'), 'See the guide for more.');
});

ex('is empty when the body has no prose', () => {
  assert.is(excerpt('# Only a title\n\n<Component />'), '');
});

ex.run();

const inline = suite('inlineText');

inline('drops images, HTML tags, emphasis and escapes', () => {
  assert.is(inlineText('![alt](a.png) <b>bold</b> __x__ \\*y\\*'), 'alt bold x *y*');
});

inline.run();
