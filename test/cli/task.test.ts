// A step's line: its label, a check or a cross, and its time (src/cli/shared/task.ts).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { task, type Reporter } from '../../src/cli/shared/task.ts';

const test = suite('task');
const recorder = () => {
  const lines: string[] = [];
  const reporter: Reporter = { write: (l) => lines.push(l), status: () => {} };
  return { lines, reporter };
};

test('prints the time the step took, with a check, and returns its result', async () => {
  const { lines, reporter } = recorder();
  assert.is(await task(reporter, 'Step', async () => (await new Promise((r) => setTimeout(r, 30)), 42)), 42);
  const ms = Number(/^✔ Step \((\d+) ms\)$/.exec(lines[0])?.[1]);
  assert.ok(ms >= 25, lines[0]);
});

test('a step that started earlier (the server bundle) prints the time it gives, even when awaited at once', async () => {
  const { lines, reporter } = recorder();
  await task(reporter, 'Bundle server', async () => 'done', () => 1520);
  assert.equal(lines, ['✔ Bundle server (1.52 s)']);
  await task(reporter, 'Failing', async () => Promise.reject(new Error('no')), () => 7).catch(() => {});
  assert.equal(lines[1], '✖ Failing (7 ms)');
});

test.run();
