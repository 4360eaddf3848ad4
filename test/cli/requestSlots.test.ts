// The slots that bound how many requests of a crawl are open at once.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createRequestSlots } from '../../src/cli/links/requestSlots.ts';

const slots = suite('createRequestSlots');

/** Lets every promise that can settle do so. */
const settle = () => new Promise((done) => setImmediate(done));

slots('lets `size` keys in at once; the others start in the order they came as slots are given back', async () => {
  const s = createRequestSlots(2);
  const started: string[] = [];
  for (const key of ['a', 'b', 'c', 'd']) void s.take(key).then(() => started.push(key));
  await settle();
  assert.equal(started, ['a', 'b']);
  s.give('b');
  await settle();
  assert.equal(started, ['a', 'b', 'c']);
  s.give('a');
  s.give('c');
  await settle();
  assert.equal(started, ['a', 'b', 'c', 'd']);
  assert.is(s.held, 1);
});

slots('a key that holds a slot keeps it when it takes one again, as a request put off by a 429 does', async () => {
  const s = createRequestSlots(1);
  await s.take('a');
  let again = false;
  void s.take('a').then(() => (again = true));
  await settle();
  assert.ok(again, 'the second take of the same key did not wait');
  assert.is(s.held, 1);
  s.give('a');
  assert.is(s.held, 0);
});

slots('giving back a key that holds no slot frees nothing', async () => {
  const s = createRequestSlots(1);
  await s.take('a');
  let b = false;
  void s.take('b').then(() => (b = true));
  s.give('not-taken');
  await settle();
  assert.not.ok(b, 'b started although a still holds the only slot');
  s.give('a');
  await settle();
  assert.ok(b);
});

slots('refuses a size that is not a whole number of 1 or more', () => {
  assert.throws(() => createRequestSlots(0), (e: Error) => e.message === 'Request slots: size must be a whole number of 1 or more, got 0');
});

slots.run();
