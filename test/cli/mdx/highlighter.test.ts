import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { highlightCode } from '../../../src/cli/mdx/highlighter.ts';

const highlight = suite('highlightCode');

highlight('returns one token list per line, with both themes as CSS variables', async () => {
  const { lines, rootStyle, highlighted } = await highlightCode('let x = 1;\nx', 'js');
  assert.is(highlighted, true);
  assert.is(lines.length, 2);
  assert.equal(lines[0][0], { content: 'let', style: '--token-light:#D73A49;--token-dark:#F97583' });
  assert.equal(rootStyle, { '--token-light': '#24292e', '--token-dark': '#e1e4e8', '--token-light-bg': '#fff', '--token-dark-bg': '#24292e' });
});

highlight('merges neighbouring tokens of the default colour into plain text', async () => {
  const { lines } = await highlightCode('a  +  b', 'js');
  assert.ok(lines[0].every((t, i) => i === 0 || t.style !== lines[0][i - 1].style));
  assert.is(lines[0].map((t) => t.content).join(''), 'a  +  b');
});

highlight('falls back to plain text for unknown and text languages', async () => {
  for (const lang of ['nosuchlanguage', 'text', undefined]) {
    const { lines, highlighted } = await highlightCode('a <b>\nc', lang);
    assert.is(highlighted, false, String(lang));
    assert.equal(lines, [[{ content: 'a <b>' }], [{ content: 'c' }]]);
  }
});

highlight('resolves language aliases such as sh and py', async () => {
  assert.is((await highlightCode('echo hi', 'sh')).highlighted, true);
  assert.is((await highlightCode('print(1)', 'py')).highlighted, true);
});

highlight.run();
