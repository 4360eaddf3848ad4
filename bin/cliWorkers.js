// The CLI's worker modules: bin/compiledCli.js compiles each as an entry of its own, into the
// folder of the compiled CLI, and src/cli/workers/cliWorker.ts starts them from there. Imported by both,
// so it uses no import.meta (the compiled CLI defines that per TypeScript file only).
import path from 'node:path';

/** Paths relative to docsite's folder. */
export const CLI_WORKERS = ['src/cli/plugins/llmsTxt/cleanWorker.ts', 'src/cli/bundle/bundleWorker.ts', 'src/cli/workers/renderWorker.ts', 'src/cli/mdx/compileWorker.ts', 'src/cli/server/staticServerWorker.ts'];

/** A worker's compiled file name, next to the compiled CLI's index.mjs. */
export const workerModuleName = (source) => `worker-${path.basename(source).replace(/\.[cm]?tsx?$/, '')}.mjs`;
