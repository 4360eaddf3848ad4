// esbuild's transform of a file is shared by the two passes of a build (TransformMemo in
// bundle/transforms.ts): one transform per text, the same code for both, and a syntax error
// reported by each pass that meets it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { esbuildTransform, type TransformMemo } from '../../../src/cli/bundle/transforms.ts';

const test = suite('transforms');

/** Runs the plugin's transform hook as rollup would, with `this.error` throwing what it is given. */
async function run(plugin: ReturnType<typeof esbuildTransform>, code: string, id: string): Promise<string> {
  const context = { error: (e: { message: string }) => { throw Object.assign(new Error(e.message), e); } };
  const result = await (plugin.transform as any).call(context, code, id);
  return result.code;
}

test('the passes of one build share each transform; a changed text is transformed anew', async () => {
  const memo: TransformMemo = new Map();
  const client = esbuildTransform({ siteDir: '/site', memo });
  const server = esbuildTransform({ siteDir: '/site', memo });
  const source = 'export const A = (p: { n: number }) => <b>{p.n}</b>;\n';
  const [a, b] = await Promise.all([run(client, source, '/site/src/A.tsx'), run(server, source, '/site/src/A.tsx')]);
  assert.is(a, b);
  assert.match(a, 'jsx(');
  assert.is(memo.size, 1);
  // The server pass replaced import.meta.env.SSR: another text, another transform.
  const other = await run(server, source.replace('p.n', 'p.n + 1'), '/site/src/A.tsx');
  assert.match(other, 'p.n + 1');
  assert.is(memo.size, 2);
  // Without a memo (a plugin of its own), the same output.
  assert.is(await run(esbuildTransform({ siteDir: '/site' }), source, '/site/src/A.tsx'), a);
});

test('a syntax error is each pass’s to report, with its file and line', async () => {
  const memo: TransformMemo = new Map();
  const broken = 'const a = 1;\nexport const B = a +;\n';
  for (const plugin of [esbuildTransform({ siteDir: '/site', memo }), esbuildTransform({ siteDir: '/site', memo })]) {
    try {
      await run(plugin, broken, '/site/src/B.tsx');
      assert.unreachable('the transform should fail');
    } catch (error: any) {
      assert.is(error.id, '/site/src/B.tsx');
      assert.is(error.loc?.line, 2);
    }
  }
});

test.run();
