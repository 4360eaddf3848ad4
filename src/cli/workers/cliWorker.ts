// Starts one of the CLI's worker modules (CLI_WORKERS in bin/cliWorkers.js): its compiled copy,
// next to the compiled CLI, when the CLI runs compiled; else its TypeScript source through tsx,
// whose loader hooks take about a second to start in a worker, with the compiled CLI's replaced
// packages (bin/replacePackages.js).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerModuleName } from '../../../bin/cliWorkers.js';

/** Set by bin/docsite.js to the compiled CLI's entry URL. */
const COMPILED = Symbol.for('docsite.compiledCli');
// Resolved here, from docsite's own install: the site folder may have no node_modules.
const tsxApi = import.meta.resolve('tsx/esm/api');
// Hooks registered in the main thread do not reach a worker (Node 20): a worker run from its source
// registers the one that gives it the compiled CLI's replaced packages itself.
const replacePackages = new URL('../../../bin/replacePackages.js', import.meta.url).href;

/** `source`: the worker module's absolute path under src/cli/. */
export function startCliWorker(source: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const compiled = (globalThis as Record<symbol, unknown>)[COMPILED];
  if (typeof compiled === 'string') {
    const file = path.join(path.dirname(fileURLToPath(compiled)), workerModuleName(source));
    if (existsSync(file)) return new Worker(pathToFileURL(file), { workerData, resourceLimits });
  }
  return new Worker(`import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(replacePackages)}); await import(${JSON.stringify(pathToFileURL(source).href)});`, { eval: true, workerData, resourceLimits });
}
