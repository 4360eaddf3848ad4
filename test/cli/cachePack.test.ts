// src/cli/cache/cachePack.ts: a cache folder's entries in one file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readPack, sameKeys, writePack } from '../../src/cli/cache/cachePack.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-pack-'));
const test = suite('cache pack');
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('round trip, into a folder that does not exist yet, with no temporary file left', async () => {
  const file = path.join(tmp, 'a/b/entries.json');
  await writePack(file, new Map([['k2', { code: 'two' }], ['k1', { code: 'one' }]]));
  assert.equal([...(await readPack<{ code: string }>(file))], [['k1', { code: 'one' }], ['k2', { code: 'two' }]]);
  assert.equal(fs.readdirSync(path.dirname(file)), ['entries.json']);
});

test('writing a pack removes the file per entry that older versions kept, and leaves other packs', async () => {
  const dir = path.join(tmp, 'legacy');
  fs.mkdirSync(path.join(dir, '3f'), { recursive: true });
  fs.writeFileSync(path.join(dir, '3f/3f00aa.json'), '{}');
  fs.writeFileSync(path.join(dir, '0123456789.js'), 'x');
  fs.writeFileSync(path.join(dir, 'cjs.json'), '{}');
  await writePack(path.join(dir, 'esm.json'), new Map([['k', 'v']]));
  assert.equal(fs.readdirSync(dir).sort(), ['cjs.json', 'esm.json']);
});

test('a missing, torn or foreign file reads as an empty cache', async () => {
  assert.is((await readPack(path.join(tmp, 'none.json'))).size, 0);
  for (const [name, text] of [['torn.json', '{"k1": "abc'], ['array.json', '[1,2]'], ['null.json', 'null']]) {
    fs.writeFileSync(path.join(tmp, name), text);
    assert.is((await readPack(path.join(tmp, name))).size, 0, name);
  }
});

test('sameKeys compares the keys only', () => {
  assert.ok(sameKeys(new Map([['a', 1], ['b', 2]]), new Map([['b', 9], ['a', 9]])));
  assert.not.ok(sameKeys(new Map([['a', 1]]), new Map([['a', 1], ['b', 2]])));
  assert.not.ok(sameKeys(new Map([['a', 1]]), new Map([['b', 1]])));
});

test.run();
