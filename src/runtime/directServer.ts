// Server side of direct page modules (src/cli/bundle/direct/): CommonJS files evaluated
// with this bundle's own JSX runtime and MDX context, so they share its React. Evaluated afresh on
// every call: the server entry caches per build, and a rebuild in the same process sees new files.
// The server registry does not list them (serverEntry.tsx loads any chunk it does not list from
// here): the server bundle stays the same when a page changes, or is added, and its size does not
// grow with the number of pages.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as jsxRuntime from 'react/jsx-runtime';
import { useMDXComponents } from './mdx.tsx';

const runtime = Object.freeze({ ...jsxRuntime, useMDXComponents });

function requireRuntime(id: string): unknown {
  if (id === 'mdx-runtime') return runtime;
  throw new Error(`A direct page module asked for "${id}"; only the MDX runtime is available. This is a docsite bug.`);
}

let directory: string | null = null;
/** Code by id: a Map, or the render worker's view of a shared buffer (src/cli/workers/sharedCodes.ts). */
let codes: { get(id: string): string | undefined } | null = null;

/** Where the build wrote the direct modules: the server entry's `direct/` folder (dev, whose edits rewrite them). */
export function setDirectModulesDir(dir: string): void {
  directory = dir;
  codes = null;
}

/**
 * The direct modules' code by id, held by the build that renders in this process: it writes no
 * files then, since creating one per page is slow on a large site. `dir` names them in stacks.
 */
export function setDirectModuleCodes(map: { get(id: string): string | undefined }, dir: string): void {
  codes = map;
  directory = dir;
}

export async function loadDirectModule(id: string): Promise<unknown> {
  if (!directory) throw new Error('The direct modules folder is not set: this is a docsite bug.');
  const file = path.join(directory, `${id}.cjs`);
  // The server registry lists bundled chunks only: a chunk it lacks is looked for here.
  const code = codes ? codes.get(id) : await fs.promises.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  if (code === undefined) throw new Error(`Unknown chunk "${id}": neither the server bundle nor the direct modules have it. This is a docsite bug: please report it.`);
  const fn = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, { filename: file });
  const module = { exports: {} as Record<string, unknown> };
  fn(module, module.exports, requireRuntime);
  return module.exports;
}
