// clientRuntime at build time: a React API that Preact lacks fails the build with a message that
// names the file and the option, and builds with clientRuntime 'react'. (Hydration itself is
// tested in Chromium: test/browser/clientRuntime.test.ts.)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { hashDir, runCli, seedPreviousBuild } from '../helpers/site.ts';

const test = suite('clientRuntime (build)');
let site: string;

const config = (extra: string) => `import { defineConfig } from 'docsite/config';
export default defineConfig({ title: 'Runtime', url: 'https://runtime.example.com'${extra} });
`;

test.before(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-client-runtime-'));
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.mkdirSync(path.join(site, 'src/components'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'src/components/Counter.tsx'),
    `import { useActionState } from 'react';

export default function Counter() {
  const [count, increment] = useActionState((n: number) => n + 1, 0);
  return <form action={increment}><button>Clicked {count} times</button></form>;
}
`,
  );
  fs.writeFileSync(path.join(site, 'content/pages/index.mdx'), "import Counter from '@site/src/components/Counter';\n\n# Home\n\n<Counter />\n");
});

test.after(() => fs.rmSync(site, { recursive: true, force: true }));

test('a React API Preact lacks fails the build, naming the file, the API and clientRuntime', async () => {
  fs.writeFileSync(path.join(site, 'site.config.ts'), config(''));
  const before = seedPreviousBuild(path.join(site, 'build'));
  const r = await runCli(['build', site]);
  assert.is(r.code, 1, r.stdout + r.stderr);
  const out = r.stdout + r.stderr;
  assert.match(out, /src\/components\/Counter\.tsx:1:10: /);
  assert.match(out, '"useActionState" is a React API that Preact, which runs the pages in the browser, does not provide');
  assert.match(out, "Set clientRuntime: 'react' in site.config.ts");
  assert.is(hashDir(path.join(site, 'build')), before, 'the previous build is left as it was');
});

test("with clientRuntime 'react' the same site builds, and its pages load React", async () => {
  fs.writeFileSync(path.join(site, 'site.config.ts'), config(", clientRuntime: 'react'"));
  const r = await runCli(['build', site]);
  assert.is(r.code, 0, r.stdout + r.stderr);
  const html = fs.readFileSync(path.join(site, 'build/index.html'), 'utf8');
  assert.match(html, 'Clicked <!-- -->0<!-- --> times');
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/js\/[^"]+\.js)"/g)].map((m) => fs.readFileSync(path.join(site, 'build', m[1]), 'utf8')).join('\n');
  assert.match(scripts, 'react.dev/errors', 'React is in the first load');
});

test('an unknown clientRuntime is a config error that lists the two values', async () => {
  fs.writeFileSync(path.join(site, 'site.config.ts'), config(", clientRuntime: 'vue'"));
  const r = await runCli(['build', site]);
  assert.is(r.code, 1);
  assert.match(r.stdout + r.stderr, /clientRuntime/);
  assert.match(r.stdout + r.stderr, /"preact"|'preact'|preact/);
  assert.match(r.stdout + r.stderr, /react/);
});

test.run();
