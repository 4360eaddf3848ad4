// Our remark-gfm parses each file without autolink literals first, and again with them only when a
// text node may hold one. The trees must be exactly remark-gfm's.
import fs from 'node:fs';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import upstreamGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import remarkGfm, { mayHoldAutolinkLiterals } from '../../../src/cli/mdx/remarkGfm.ts';
import { websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('remarkGfm');

const processors = (mdx: boolean) =>
  [upstreamGfm, remarkGfm].map((gfm) => {
    const p = unified().use(remarkParse).use(remarkFrontmatter).use(gfm as any).use(remarkDirective).use(remarkMath);
    if (mdx) p.use(remarkMdx);
    return p.freeze();
  });
const [mdUpstream, mdOurs] = processors(false);
const [mdxUpstream, mdxOurs] = processors(true);

function compare(text: string, label: string, mdx: boolean): boolean {
  const [upstream, ours] = mdx ? [mdxUpstream, mdxOurs] : [mdUpstream, mdOurs];
  let expected;
  try {
    expected = upstream.parse(text);
  } catch {
    return false;
  }
  assert.equal(ours.parse(text), expected, label);
  return true;
}

const CASES = [
  'Plain text, no literal.',
  'Visit www.example.com today.',
  'Visit WWW.EXAMPLE.COM or HTTPS://EXAMPLE.COM/a_b_.',
  'Mail me@example.com, or mailto:me@example.com, or xmpp:me@example.com/x.',
  'In a table:\n\n| a | b |\n| - | - |\n| www.example.com | `x@y.z` |\n',
  '# Heading with https://example.com\n\n[label with www.example.com](https://example.com)\n\n![alt a@b.co](x.png)',
  '`www.example.com` in code, and https://example.com/`x` after.',
  'A footnote[^1].\n\n[^1]: It says www.example.com.\n',
  '- [x] done at http://example.com\n- [ ] ~~struck www.a.com~~\n',
  '```sh\nnpm i pkg@1.2.3 # https://example.com\n```\n\nNo literal outside the code.',
  'Almost: ww.example.com, http//example.com, user at example dot com.',
  'x**www.a.com**y and _www.b.com_ and w**w**w.c.com',
];

test('gives the tree remark-gfm gives, for literals and near-literals in every place', () => {
  for (const [i, text] of CASES.entries()) {
    assert.ok(compare(text, `md case ${i}`, false));
    assert.ok(compare(text, `mdx case ${i}`, true));
  }
});

test('gives the tree remark-gfm gives for every Markdown file of the website and the test fixtures', () => {
  let compared = 0;
  let fast = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const text = fs.readFileSync(file, 'utf8');
    // As the build compiles them: MDX, or CommonMark when MDX cannot read the file.
    if (compare(text, file, true) || compare(text, file, false)) compared++;
    if (!mayHoldAutolinkLiterals(mdUpstream.parse(text))) fast++;
  }
  assert.ok(compared > 400, `${compared} files compared`);
  assert.ok(fast > 0, 'some files parse once');
});

test('a text node with @, www. or http: may hold a literal; code and link targets may not', () => {
  const parse = (text: string) => mdUpstream.parse(text);
  assert.ok(mayHoldAutolinkLiterals(parse('write to a@b.co')));
  assert.ok(mayHoldAutolinkLiterals(parse('see [it](/x) at WWW.x.org')));
  assert.ok(mayHoldAutolinkLiterals(parse('> quoted https://x.org')));
  assert.not.ok(mayHoldAutolinkLiterals(parse('`a@b.co` [link](https://x.org)\n\n```\nwww.x.org\n```')));
});

test.run();
