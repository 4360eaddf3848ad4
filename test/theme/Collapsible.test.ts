import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getCollapseDuration } from '../../src/theme/Collapsible/index.tsx';

const duration = suite('getCollapseDuration');

duration('grows with the height like Docusaurus: (4 + 15 (h/36)^0.25 + h/36/5) * 10 ms', () => {
  assert.is(getCollapseDuration(0), 40);
  assert.is(getCollapseDuration(36), 192);
  assert.is(getCollapseDuration(360), Math.round((4 + 15 * 10 ** 0.25 + 2) * 10));
  assert.ok(getCollapseDuration(100) < getCollapseDuration(400));
});

duration('is capped at one second for very tall content', () => {
  assert.is(getCollapseDuration(50_000), 1000);
});

duration('is 1 ms for readers who prefer reduced motion', () => {
  assert.is(getCollapseDuration(400, true), 1);
});

duration.run();
