// Direct page modules (src/cli/bundle/direct/): which compiled pages skip rollup, and the
// server's CommonJS copy derived from the browser module.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { directModuleToCommonJs, importsOnlyMdxRuntime, pageDataCompanions, writeDirectClient, type DirectModule } from '../../src/cli/bundle/direct/index.ts';

const direct = suite('direct modules');

/** Runs CommonJS text the way src/runtime/directServer.ts does, with a stand-in runtime. */
function evaluate(cjs: string): Record<string, unknown> {
  const runtime = { jsx: (t: string, p: any) => `<${t}>${p.children}</${t}>`, jsxs: () => '', Fragment: 'F', useMDXComponents: () => ({}) };
  const module = { exports: {} as Record<string, unknown> };
  vm.runInThisContext(`(function (module, exports, require) {${cjs}\n})`)(module, module.exports, (id: string) => {
    if (id !== 'mdx-runtime') throw new Error(`unexpected require ${id}`);
    return runtime;
  });
  return module.exports;
}

direct('minified esbuild output becomes CommonJS with the same exports', () => {
  const esm = 'import{Fragment as s,jsx as e}from"./mdx-runtime.C-lPTJz1.js";import{useMDXComponents as i}from"./mdx-runtime.C-lPTJz1.js";const m=[{value:"A",id:"a",level:2}],p="Title";function c(n={}){return e("p",{children:"Hello"})}export{p as contentTitle,c as default,m as toc};\n';
  const cjs = directModuleToCommonJs(esm)!;
  assert.ok(cjs, 'converted');
  const mod = evaluate(cjs);
  assert.is(mod.contentTitle, 'Title');
  assert.equal(mod.toc, [{ value: 'A', id: 'a', level: 2 }]);
  assert.is((mod.default as () => string)(), '<p>Hello</p>');
});

direct('readable (dev) output too: a leading comment, spaced imports, an export list over lines', () => {
  const esm = '// direct:page\nimport { Fragment as _Fragment, jsx as _jsx } from "./mdx-runtime.js";\nimport { useMDXComponents as _provideComponents } from "./mdx-runtime.js";\nvar frontMatter = { title: "T" };\nfunction MDXContent(props = {}) {\n  return _jsx("h1", { children: "T" });\n}\nexport {\n  MDXContent as default,\n  frontMatter\n};\n';
  const mod = evaluate(directModuleToCommonJs(esm)!);
  assert.equal(mod.frontMatter, { title: 'T' });
  assert.is((mod.default as () => string)(), '<h1>T</h1>');
});

direct('any other shape is left to esbuild (null)', () => {
  // No export list at the end.
  assert.is(directModuleToCommonJs('import{jsx as e}from"./r.js";export default function(){}\n'), null);
  // A module statement in the middle.
  assert.is(directModuleToCommonJs('import{jsx as e}from"./r.js";const a=1;\nexport const b=2;\nexport{a};\n'), null);
  // An import that is not a plain name list.
  assert.is(directModuleToCommonJs('import*as r from"./r.js";export{r};\n'), null);
});

direct('importsOnlyMdxRuntime: the runtime imports only, nothing loaded at run time', () => {
  assert.ok(importsOnlyMdxRuntime('import {jsx as _jsx} from "react/jsx-runtime";\nimport {useMDXComponents as _p} from "@docsite/runtime";\nexport default function MDXContent() {}\n'));
  assert.not.ok(importsOnlyMdxRuntime('import Tabs from "@theme/Tabs";\nexport default function MDXContent() {}\n'));
  assert.not.ok(importsOnlyMdxRuntime('import {jsx} from "react/jsx-runtime";\nconst x = import("./y.js");\n'));
  assert.not.ok(importsOnlyMdxRuntime('import {useState} from "react/jsx-runtime";\n'));
  assert.not.ok(importsOnlyMdxRuntime('export {a} from "./a.js";\n'));
});

const mod = (id: string, kind: 'json' | 'mdx', code = kind === 'json' ? `{"id":"${id}"}` : 'import{jsx as e}from"react/jsx-runtime";function c(){return e("p",{children:"x"})}export{c as default};'): DirectModule => ({ id, file: `/site/${id}`, kind, code, hash: id });

direct("a page's own JSON data travels with its content; data that routes share does not", () => {
  const modules = [mod('doc-a', 'mdx'), mod('meta-a', 'json'), mod('doc-b', 'mdx'), mod('meta-b', 'json'), mod('sidebar', 'json'), mod('version', 'json'), mod('shared-doc', 'mdx'), mod('meta-c', 'json')];
  const routes = [
    {
      component: 'DocRoot',
      modules: { version: 'version' },
      routes: [
        { component: 'DocItem', modules: { content: 'doc-a', metadata: 'meta-a', sidebar: 'sidebar' } },
        { component: 'DocItem', modules: { content: 'doc-b', metadata: 'meta-b', sidebar: 'sidebar' } },
        // One text on two routes (a page and its alias): its data stays in files of their own.
        { component: 'DocItem', modules: { content: 'shared-doc', metadata: 'meta-c' } },
        { component: 'DocItem', modules: { content: 'shared-doc' } },
      ],
    },
  ];
  assert.equal([...pageDataCompanions(routes as any, modules)].sort(), [['meta-a', 'doc-a'], ['meta-b', 'doc-b']]);
});

direct("the data chunk names its content's file and the export holding its value", async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-direct-'));
  try {
    const plan = { direct: [mod('doc-a', 'mdx'), mod('meta-a', 'json'), mod('sidebar', 'json')], bundled: {} };
    const routes: { component: string; modules: Record<string, string> }[] = [{ component: 'DocItem', modules: { content: 'doc-a', metadata: 'meta-a', sidebar: 'sidebar' } }, { component: 'DocItem', modules: { sidebar: 'sidebar' } }];
    const runtime = { js: '/assets/js/mdx-runtime.X.js', fileName: 'assets/js/mdx-runtime.X.js' };
    const out = await writeDirectClient(plan, { outDir, baseUrl: '/', minify: true, runtime, routes });
    assert.is(out.chunks['meta-a'].js, out.chunks['doc-a'].js);
    assert.is(out.chunks['meta-a'].export, '__docsiteData1');
    assert.is(out.chunks.sidebar.export, undefined);
    assert.is(out.files.length, 2, 'the page and the shared sidebar');
    const text = fs.readFileSync(path.join(outDir, out.chunks['doc-a'].js.slice(1)), 'utf8');
    assert.match(text, 'export const __docsiteData1=JSON.parse("{\\"id\\":\\"meta-a\\"}");');
    // The server side is derived from the content module as esbuild wrote it, without the data.
    assert.not.match(out.codes.get('doc-a')!, '__docsiteData1');
    // In dev (stable names) every module keeps its own file: an edit rewrites one page's file.
    const dev = await writeDirectClient(plan, { outDir, baseUrl: '/', minify: true, runtime, routes, stableNames: true });
    assert.is(dev.files.length, 3);
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});

direct.run();
