// The guess from a page's text (mdx/mayImport.ts) that lets a build bundle while it compiles: every
// page it says imports nothing must compile to code that imports only the MDX runtime.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { importsOnlyMdxRuntime } from '../../../src/cli/bundle/direct/index.ts';
import { sourceMayImport } from '../../../src/cli/mdx/mayImport.ts';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';
import { repoRoot, websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('mayImport');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-may-import-'));
const page = path.join(site, 'docs/page.mdx');
fs.mkdirSync(path.join(site, 'docs/files'), { recursive: true });
fs.writeFileSync(path.join(site, 'docs/files/report.pdf'), '%PDF-1.4\n');
fs.writeFileSync(path.join(site, 'docs/other.md'), '# Other\n');
test.after(() => fs.rmSync(site, { recursive: true, force: true }));

const all = { siteDir: site, mermaid: true, math: true };
const may = (source: string, o: Partial<typeof all> = {}) => sourceMayImport(source, page, { ...all, ...o });

test('plain Markdown, links to pages and to other sites import nothing', () => {
  assert.not.ok(may('# Title\n\nText with **bold**, [a page](./other.md), [another](/docs/x) and [a site](https://example.com).\n'));
  assert.not.ok(may('---\ntitle: A\n---\n\n:::note\n\nInside.\n\n:::\n'));
});

test('import and re-export statements, import() and import.meta', () => {
  assert.ok(may("import Tabs from '@theme/Tabs';\n\n<Tabs />\n"));
  assert.ok(may("import {a, b} from './x.js';\n"));
  assert.ok(may('import {\n  a,\n} from "./x.js";\n'));
  assert.ok(may("import * as all from './x.js';\n"));
  assert.ok(may("import './side-effect.css';\n"));
  assert.ok(may("export * from './x.js';\n"));
  assert.ok(may("export {a} from './x.js';\n"));
  assert.ok(may("export const load = () => import('./x.js');\n"));
  assert.ok(may('The mode is {import.meta.env}.\n'));
  // An export of the page's own is no import.
  assert.not.ok(may('export const year = 2024;\n\nIn {year}.\n'));
});

test('a require of a string, which the compile makes an import', () => {
  assert.ok(may("<img src={require('./files/a.png').default} />\n"));
  assert.not.ok(may("```js\nconst fs = require('node:fs');\n```\n\nThe word require() in prose.\n"));
});

test('prose that starts a line with the word import is no statement', () => {
  assert.not.ok(may('Files you want to\nimport them into docs with MDX.\n'));
  assert.not.ok(may('The bundle keeps its\nimports, in import order.\n'));
  assert.not.ok(may('An image passed as an\nimport works in React pages.\n'));
});

test('code blocks are text, whatever they hold', () => {
  assert.not.ok(may("```js\nimport x from './x.js';\nexport * from './y.js';\n```\n"));
  assert.not.ok(may("~~~\nimport x from './x.js';\n~~~\n"));
  // A longer fence holds a shorter one.
  assert.not.ok(may("````md\n```js\n```\nimport x from './x.js';\n````\n"));
  // After the fence closes, a statement counts again.
  assert.ok(may("```\ncode\n```\nimport x from './x.js';\n"));
});

test('diagrams, live code and math, when their feature is on', () => {
  assert.ok(may('```mermaid\ngraph TD; A-->B\n```\n'));
  assert.not.ok(may('```mermaid\ngraph TD; A-->B\n```\n', { mermaid: false }));
  assert.ok(may('```jsx live\n<button>Hi</button>\n```\n'));
  assert.not.ok(may('```jsx title="not live"\n<b />\n```\n'));
  assert.ok(may('The area is $\\pi r^2$.\n'));
  assert.ok(may('```math\nx^2\n```\n'));
  assert.not.ok(may('Run `echo $HOME` first.\n'));
  assert.not.ok(may('The area is $\\pi r^2$.\n', { math: false }));
});

test('local files shown or linked (not in inline code), and reference definitions', () => {
  assert.ok(may('Read [the report](./files/report.pdf).\n'));
  assert.ok(may('![A diagram](./img/missing.png)\n'));
  assert.ok(may('Read [the report][r].\n\n[r]: ./files/report.pdf\n'));
  assert.not.ok(may('Write `[the report](./files/report.pdf)` to link a file.\n'));
  assert.not.ok(may('![From the static folder](/img/logo.png)\n'));
});

test('never says no to a page of the website or the fixtures that imports something', async () => {
  const compilers = new Map<string, ReturnType<typeof createMdxCompiler>>();
  const siteOf = (file: string) => /test\/fixtures\/[^/]+/.exec(file)?.[0] ?? '';
  let checked = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const siteDir = siteOf(file) ? path.join(repoRoot, siteOf(file)) : repoRoot;
    if (!compilers.has(siteDir)) {
      compilers.set(siteDir, createMdxCompiler({ format: 'mdx', mermaid: true, math: { stylesheet: '/katex.css' }, assets: { baseUrl: '/', siteDir, idealImage: true } }, createMdxCache()));
    }
    const source = fs.readFileSync(file, 'utf8');
    if (sourceMayImport(source, file, { siteDir, mermaid: true, math: true })) continue;
    let code: string;
    try {
      code = String(((await compilers.get(siteDir)!(source, file)) as { code: string }).code);
    } catch {
      continue; // the fixtures of bad Markdown
    }
    checked++;
    assert.ok(importsOnlyMdxRuntime(code), `${path.relative(repoRoot, file)} imports something:\n${code.split('\n').filter((l) => /^import\b/.test(l)).join('\n')}`);
  }
  assert.ok(checked > 300, `only ${checked} pages checked`);
});

test.run();
