// createData (plugins/index.ts runContentLoaded): each data file is written at once, its text kept
// in memory, and a file that cannot be written fails with the plugin and the file named.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { runContentLoaded } from '../../../src/cli/plugins/index.ts';
import type { LoadContext, LoadedPlugin } from '../../../src/cli/types.ts';

const test = suite('createData');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-create-data-'));
test.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const plugin = (names: string[]): LoadedPlugin =>
  ({
    name: 'notes',
    id: 'default',
    content: null,
    plugin: {
      name: 'notes',
      async contentLoaded({ actions }: { actions: { createData(name: string, value: unknown): Promise<string> } }) {
        for (const n of names) await actions.createData(n, { n });
      },
    },
  }) as unknown as LoadedPlugin;

test('writes each file once, skips an unchanged one, and keeps the text in memory', async () => {
  const generatedDir = path.join(tmp, 'ok/.docsite/generated');
  const context = { generatedDir } as LoadContext;
  const first = await runContentLoaded([plugin(['a', 'b.json'])], context);
  const file = path.join(generatedDir, 'data/notes-default/a.json');
  assert.is(fs.readFileSync(file, 'utf8'), '{"n":"a"}');
  assert.is(first.dataFiles.get(file), '{"n":"a"}');
  const mtime = fs.statSync(file).mtimeMs;
  await new Promise((r) => setTimeout(r, 20));
  await runContentLoaded([plugin(['a'])], context);
  assert.is(fs.statSync(file).mtimeMs, mtime, 'an unchanged file is not written again');
  assert.equal(fs.readdirSync(path.dirname(file)).sort(), ['a.json', 'b.json'], 'no temporary file left');
});

test('a data file that cannot be written names the plugin and the file', async () => {
  // A file where the data folder must go.
  const generatedDir = path.join(tmp, 'blocked/.docsite/generated');
  fs.mkdirSync(generatedDir, { recursive: true });
  fs.writeFileSync(path.join(generatedDir, 'data'), 'not a folder');
  try {
    await runContentLoaded([plugin(['a'])], { generatedDir } as LoadContext);
    assert.unreachable('expected an error');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.match(e.title, /^Plugin "notes" \(id "default"\) could not write its data file .*data[/\\]notes-default[/\\]a\.json: (ENOTDIR|EEXIST)\.$/);
    assert.match(e.hint ?? '', '.docsite/');
  }
});

test.run();
