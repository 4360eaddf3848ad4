// The MDX nodes reach the hast copied one level deep when only docsite's plugins run
// (MDX_NODES_AS_THEY_ARE in mdx/mdxPlugin.ts), through structuredClone otherwise: both compile to
// the same code.
import fs from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMdxCache, createMdxCompiler, type MdxOptions } from '../../../src/cli/mdx/mdxPlugin.ts';
import { PLAIN_MARK } from '../../../src/cli/mdx/plainOutput.ts';
import { websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('mdxNodes');

/** A site rehype plugin that changes nothing, but makes the compile leave the MDX nodes to remark-rehype's own copy. */
const untouched = () => () => {};

test('copied one level deep, the MDX nodes compile as structuredClone copies do, for every Markdown file of the website and the fixtures', async () => {
  const options: MdxOptions = { format: 'mdx', mermaid: true, plainModules: false };
  const shallow = createMdxCompiler(options, createMdxCache());
  const cloned = createMdxCompiler({ ...options, rehypePlugins: [untouched] }, createMdxCache());
  let withMdxNodes = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const source = fs.readFileSync(file, 'utf8');
    let expected: string;
    try {
      expected = String(((await cloned(source, file)) as { code: string }).code);
    } catch {
      continue;
    }
    const code = String(((await shallow(source, file)) as { code: string }).code);
    assert.fixture(code.startsWith(PLAIN_MARK) ? code.slice(PLAIN_MARK.length) : code, expected, file);
    // Every page exports its table of contents through an mdxjsEsm node: count the ones with more.
    if (/<[A-Z]|^import |\{[^}]/m.test(source)) withMdxNodes++;
  }
  assert.ok(withMdxNodes > 100, `${withMdxNodes} files with JSX, imports or expressions`);
});

test.run();
