// docsite's collapseWhiteSpace (what the compiled CLI uses for the collapse-white-space package)
// against the package itself: the same string for every option, on the website's Markdown and on
// strings made of every kind of white space.
import fs from 'node:fs';
import path from 'node:path';
import { collapseWhiteSpace as original } from 'collapse-white-space';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { collapseWhiteSpace } from '../../../src/cli/mdx/collapseWhiteSpace.ts';
import { repoRoot, websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('collapseWhiteSpace');

const OPTIONS = [undefined, 'html', 'js', {}, { style: 'html' }, { trim: true }, { style: 'html', trim: true }, { style: 'js', trim: true }, { preserveLineEndings: true }, { style: 'html', preserveLineEndings: true, trim: true }, { preserveLineEndings: true, trim: true }] as const;

// Pieces of white space of both styles (html: space, tab, line feed, vertical tab, form feed,
// carriage return; js also no-break and other Unicode spaces), and text.
const PIECES = [' ', '  ', '\t', '\n', '\r\n', '\r', '\v', '\f', '\u00a0', '\u2028', '\u3000', 'a', 'word', '.', ''];

function* samples(): Generator<string> {
  yield '';
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed);
  for (let i = 0; i < 4000; i++) {
    const n = next() % 7;
    let s = '';
    for (let j = 0; j < n; j++) s += PIECES[next() % PIECES.length];
    yield s;
  }
  for (const file of websiteAndFixtureMarkdown().slice(0, 100)) for (const paragraph of fs.readFileSync(file, 'utf8').split(/\n\n/)) yield paragraph;
}

test('the same result as the package, for every option', () => {
  let compared = 0;
  for (const s of samples()) {
    for (const o of OPTIONS) {
      const expected = original(s, o as any);
      const actual = collapseWhiteSpace(s, o as any);
      if (actual !== expected) assert.is(JSON.stringify(actual), JSON.stringify(expected), `${JSON.stringify(s)} with ${JSON.stringify(o)}`);
      compared++;
    }
  }
  assert.ok(compared > 40000, `compared ${compared}`);
});

test('the compiled CLI uses it for the package', async () => {
  const { REPLACED_PACKAGES } = (await import('../../../bin/compiledCli.js')) as unknown as { REPLACED_PACKAGES: Record<string, string> };
  assert.is(REPLACED_PACKAGES['collapse-white-space'], 'src/cli/mdx/collapseWhiteSpace.ts');
  assert.ok(fs.existsSync(path.join(repoRoot, REPLACED_PACKAGES['collapse-white-space'])));
});

test.run();
