// shiki's regex translations kept per install (src/cli/mdx/regexCache.ts): a translation read back
// is the same RegExp, the tokens are the same, and a cache that cannot be used costs only time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadRegexStore, regexCacheKey } from '../../../src/cli/mdx/regexCache.ts';
import { repoRoot } from '../../helpers/site.ts';

const test = suite('regexCache');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-regex-'));
const LANGS = ['typescript', 'markdown', 'bash', 'json', 'css', 'yaml'] as const;

/** Highlights samples with a highlighter whose engine constructs through `construct`. */
async function tokens(construct: (p: string) => RegExp): Promise<string> {
  const h = await createHighlighter({ themes: ['github-light'], langs: [...LANGS], engine: createJavaScriptRegexEngine({ forgiving: true, regexConstructor: construct }) });
  const samples: [string, string][] = [
    ['typescript', 'export async function f<T extends object>(x: T): Promise<T> {\n  return /a+b/g.test(`${x}`) ? x : { ...x };\n}'],
    ['markdown', '# Title\n\n```js\nconst a = 1;\n```\n\n- item **bold** [link](./x.md)\n'],
    ['bash', 'npm run build -- --out-dir "$HOME/out" && echo done # comment'],
    ['json', '{"a": [1, true, null], "b": {"c": "d"}}'],
    ['css', '@media (min-width: 40em) { .a > b:hover { color: rgb(0 0 0 / 50%); } }'],
    ['yaml', 'title: docs\nitems:\n  - a: 1\n    b: "x" # note\n'],
  ];
  // No time limit, as in the build (highlighter.ts): a loaded machine otherwise cuts a line short
  // (CI once got the rest of a CSS line as one token from the first, cold highlighter).
  const out = samples.map(([lang, code]) => JSON.stringify(h.codeToTokensBase(code, { lang: lang as 'json', theme: 'github-light', tokenizeTimeLimit: 0 }))).join('\n');
  h.dispose();
  return out;
}

test('a translation read back from the file is the same RegExp, and highlights the same', async () => {
  const dir = tmp();
  const first = await loadRegexStore(dir, 'k1');
  const direct = await tokens((p) => defaultJavaScriptRegexConstructor(p, { target: undefined }));
  assert.is(await tokens((p) => first.construct(p)), direct, 'through the store, first process');
  assert.ok(first.translated > 100, `${first.translated} patterns`);
  await first.save();
  const second = await loadRegexStore(dir, 'k1');
  let compared = 0;
  let emulated = 0;
  const construct = (p: string) => {
    const re = second.construct(p);
    const expected = defaultJavaScriptRegexConstructor(p, { target: undefined });
    assert.is(re.source, expected.source);
    assert.is(re.flags, expected.flags);
    assert.is(re instanceof EmulatedRegExp, expected instanceof EmulatedRegExp);
    if (re instanceof EmulatedRegExp) (emulated++, assert.equal(re.rawOptions, (expected as EmulatedRegExp).rawOptions));
    compared++;
    return re;
  };
  assert.is(await tokens(construct), direct, 'from the file, second process');
  assert.is(second.translated, 0, 'nothing translated again');
  assert.ok(compared > 100 && emulated > 0, `${compared} compared, ${emulated} emulated`);
});

test('another key (other packages or Node) starts empty, and saving prunes the old file', async () => {
  const dir = tmp();
  const a = await loadRegexStore(dir, 'old');
  a.construct('\\b(if|else)\\b');
  await a.save();
  assert.ok(fs.existsSync(path.join(dir, 'regexps-old.json')));
  const b = await loadRegexStore(dir, 'new');
  b.construct('\\b(if|else)\\b');
  assert.is(b.translated, 1, 'not read from the old file');
  await b.save();
  assert.equal(fs.readdirSync(dir), ['regexps-new.json']);
  assert.match(regexCacheKey(repoRoot), /^[0-9a-f]{16}$/);
});

test('a cache that cannot be read or written only costs the translations', async () => {
  const dir = tmp();
  fs.writeFileSync(path.join(dir, 'regexps-k.json'), '{ not json');
  const store = await loadRegexStore(dir, 'k');
  assert.ok(store.construct('a(?=b)').test('ab'));
  // A file where the folder should be: the write fails, quietly.
  const blocked = path.join(tmp(), 'file');
  fs.writeFileSync(blocked, '');
  const unwritable = await loadRegexStore(path.join(blocked, 'cache'), 'k');
  unwritable.construct('x+');
  await unwritable.save();
  assert.ok(fs.statSync(blocked).isFile());
});

test.run();
