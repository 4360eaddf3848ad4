// The direct modules' code as the render worker gets it (src/cli/workers/sharedCodes.ts): one shared
// buffer, read back module by module.
import { Worker } from 'node:worker_threads';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { packCodes, unpackCodes } from '../../src/cli/workers/sharedCodes.ts';

const shared = suite('shared module codes');

const codes = new Map([
  ['a1', 'module.exports={default:"plain"};\n'],
  ['b2', ''],
  // Characters of two, three and four bytes in UTF-8, next to a neighbour's bytes.
  ['c3', 'const t="Grüße — 日本語 😀";'],
  ['d4', 'x'.repeat(70_000)],
]);

shared('every module reads back as it was, a missing id as undefined', () => {
  const packed = packCodes(codes);
  assert.instance(packed.buffer, SharedArrayBuffer);
  const read = unpackCodes(packed);
  for (const [id, code] of codes) assert.is(read.get(id), code, id);
  assert.is(read.get('nope'), undefined);
});

shared('a worker reads the same bytes from the buffer it was sent, not a copy', async () => {
  const packed = packCodes(codes);
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const [id, start, end] = workerData.index.find((e) => e[0] === 'c3');
     parentPort.postMessage(Buffer.from(workerData.buffer, start, end - start).toString('utf8'));
     // Written by the worker, seen by the sender: one buffer.
     Buffer.from(workerData.buffer)[0] = 'M'.charCodeAt(0) + 1;`,
    { eval: true, workerData: packed },
  );
  const text = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
  await new Promise((resolve) => worker.once('exit', resolve));
  assert.is(text, codes.get('c3'));
  assert.is(unpackCodes(packed).get('a1')!.slice(0, 6), 'Nodule');
});

shared.run();
