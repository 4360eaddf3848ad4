// Texts that several files share (the versions of a doc) are parsed once per run.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';
import { createParseMemo } from '../../../src/cli/mdx/parseMemo.ts';

const test = suite('parseMemo');

test('a key expected twice is parsed once; each use gets its own copy', () => {
  const memo = createParseMemo(['a', 'a', 'b']);
  let parses = 0;
  const parse = () => (parses++, { type: 'root', children: [{ type: 'text', value: 'x' }] });
  const first = memo.parse('a', parse);
  first.children[0].value = 'changed';
  const second = memo.parse('a', parse);
  assert.is(parses, 1);
  assert.is(second.children[0].value, 'x', 'a copy of the tree as parsed, not the changed one');
  memo.parse('b', parse);
  memo.parse('a', parse);
  assert.is(parses, 3, 'b once; a again after its expected uses');
});

test('a key nobody expected is parsed every time', () => {
  const memo = createParseMemo([]);
  let parses = 0;
  for (let i = 0; i < 3; i++) memo.parse('c', () => ++parses);
  assert.is(parses, 3);
});

test('a compile run parses a shared text once, and each file still resolves its own links', async () => {
  const files = ['/site/docs/a/page.md', '/site/versioned/1.0/a/page.md'];
  const permalinks = new Map([
    ['/site/docs/a/other.md', '/docs/a/other'],
    ['/site/versioned/1.0/a/other.md', '/docs/1.0/a/other'],
  ]);
  const code = '# Page\n\nSee [the other page](./other.md).\n';
  let parses = 0;
  const countParses = function (this: any) {
    const parse = this.parser;
    this.parser = (doc: string, file: unknown) => (parses++, parse(doc, file));
  };
  const make = () => createMdxCompiler({ format: 'mdx', markdownLinks: { permalinks, broken: new Map() }, remarkPlugins: [countParses] }, createMdxCache());
  const alone = make();
  const expected = await Promise.all(files.map(async (f) => String(((await alone(code, f)) as any).code)));
  assert.is(parses, 2);
  parses = 0;
  const compiler = make();
  compiler.startRun(files.map((file) => ({ file, code })));
  const results = [];
  for (const f of files) results.push(String(((await compiler(code, f)) as any).code));
  compiler.endRun();
  assert.is(parses, 1, 'parsed once');
  assert.equal(results, expected);
  assert.match(results[0], '/docs/a/other');
  assert.match(results[1], '/docs/1.0/a/other');
});

test.run();
