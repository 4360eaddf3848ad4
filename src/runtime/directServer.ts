// Server side of direct page modules (src/cli/bundle/directModules.ts): CommonJS files evaluated
// with this bundle's own JSX runtime and MDX context, so they share its React. Evaluated afresh on
// every call: the server entry caches per build, and a rebuild in the same process sees new files.
import fs from 'node:fs';
import vm from 'node:vm';
import * as jsxRuntime from 'react/jsx-runtime';
import { useMDXComponents } from './mdx.tsx';

const runtime = Object.freeze({ ...jsxRuntime, useMDXComponents });

function requireRuntime(id: string): unknown {
  if (id === 'mdx-runtime') return runtime;
  throw new Error(`A direct page module asked for "${id}"; only the MDX runtime is available. This is a docsite bug.`);
}

export async function loadDirectModule(file: string): Promise<unknown> {
  const code = await fs.promises.readFile(file, 'utf8');
  const fn = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: file });
  const module = { exports: {} as Record<string, unknown> };
  fn(module, module.exports, requireRuntime);
  return module.exports;
}
