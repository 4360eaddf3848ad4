// Runs several uvu test files one after another in this one process (started by test/run.mjs with
// `node --import tsx`), so that they share one load of the TypeScript sources: loading
// src/cli/stages/index.ts through tsx takes about 2 s of CPU, which 120 files paid each. Each file's
// suites run to the end before the next file is imported, and each file ends with uvu's own
// summary between two marker lines, which run.mjs reads as that file's result.
// Usage: node --import tsx test/helpers/group.mjs FILE...
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// One stream, so that what a file prints to stderr stays between its own markers.
process.stderr.write = process.stdout.write.bind(process.stdout);

globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');

const START = '@@docsite-test-file-start';
const END = '@@docsite-test-file-end';

const cwd = process.cwd();
const env = { ...process.env };
for (const file of process.argv.slice(2)) {
  globalThis.UVU_QUEUE.length = 0;
  globalThis.UVU_QUEUE.push([null]);
  globalThis.UVU_INDEX = 0;
  console.log(`${START} ${file}`);
  const started = Date.now();
  try {
    await import(pathToFileURL(path.resolve(file)).href);
    await uvu.exec();
  } catch (error) {
    console.log(error?.stack ?? String(error));
    console.log('\n  Total:     1\n  Passed:    0\n  Skipped:   0\n');
  }
  console.log(`${END} ${file} ${Date.now() - started}`);
  // What one file changed of the process's working folder or environment does not reach the next.
  if (process.cwd() !== cwd) process.chdir(cwd);
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
}
// Servers or watchers a file left open must not keep the group from ending.
process.exit(0);
