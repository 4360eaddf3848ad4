// Direct page modules (src/cli/bundle/directModules.ts): which compiled pages skip rollup, and the
// server's CommonJS copy derived from the browser module.
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { directModuleToCommonJs, importsOnlyMdxRuntime } from '../../src/cli/bundle/directModules.ts';

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

direct.run();
