// Reading built pages back with reads in flight ahead of use (src/cli/shared/readAhead.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readAhead } from '../../src/cli/shared/readAhead.ts';

const test = suite('readAhead');

test('texts come in the order of the files, whatever order the reads finish in', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-readahead-'));
  // Large first files finish after small later ones.
  const files = Array.from({ length: 40 }, (_, i) => {
    const f = path.join(dir, `${i}.html`);
    fs.writeFileSync(f, `${i}:`.padEnd(i < 5 ? 2_000_000 : 10, 'x'));
    return f;
  });
  const seen: string[] = [];
  for await (const text of readAhead(files, 8)) seen.push(text.split(':')[0]);
  assert.equal(seen, files.map((_, i) => String(i)));
});

test('a file that cannot be read throws where its text would come, after the ones before it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-readahead-'));
  const files = ['a', 'b', 'missing', 'c'].map((n) => path.join(dir, n));
  for (const f of files) if (!f.endsWith('missing')) fs.writeFileSync(f, path.basename(f));
  const seen: string[] = [];
  try {
    for await (const text of readAhead(files)) seen.push(text);
    assert.unreachable('should have thrown');
  } catch (error) {
    assert.is((error as NodeJS.ErrnoException).code, 'ENOENT');
  }
  assert.equal(seen, ['a', 'b']);
});

test.run();
