import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { flattenTOCIds, pickActiveHeading, resolveTOCLevels, treeifyTOC, type TOCItem } from '../../src/theme/TOCItems/tocTree.ts';

const h = (level: number, id: string): TOCItem => ({ value: id.toUpperCase(), id, level });
/** A tree as "id(child,child)" text, easy to read in a failure. */
const show = (nodes: ReturnType<typeof treeifyTOC>): string => nodes.map((n) => (n.children.length ? `${n.id}(${show(n.children)})` : n.id)).join(',');

const levels = suite('resolveTOCLevels');

levels('defaults to headings 2 to 3', () => {
  assert.equal(resolveTOCLevels({}), { minHeadingLevel: 2, maxHeadingLevel: 3 });
});

levels('takes themeConfig.tableOfContents, and front matter over it', () => {
  assert.equal(resolveTOCLevels({}, { minHeadingLevel: 3, maxHeadingLevel: 5 }), { minHeadingLevel: 3, maxHeadingLevel: 5 });
  assert.equal(resolveTOCLevels({ max: 4 }, { minHeadingLevel: 2, maxHeadingLevel: 3 }), { minHeadingLevel: 2, maxHeadingLevel: 4 });
});

levels('lets the page win when its level crosses the theme one', () => {
  assert.equal(resolveTOCLevels({ min: 4 }, { maxHeadingLevel: 3 }), { minHeadingLevel: 4, maxHeadingLevel: 4 });
  assert.equal(resolveTOCLevels({ max: 2 }, { minHeadingLevel: 3 }), { minHeadingLevel: 2, maxHeadingLevel: 2 });
  assert.equal(resolveTOCLevels({ min: 5, max: 3 }), { minHeadingLevel: 3, maxHeadingLevel: 5 });
});

levels('ignores values that are not heading levels 2 to 6', () => {
  assert.equal(resolveTOCLevels({ min: 1, max: '4' }), { minHeadingLevel: 2, maxHeadingLevel: 3 });
});

levels.run();

const tree = suite('treeifyTOC');
const toc = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(3, 'a2'), h(2, 'b'), h(4, 'b-deep'), h(3, 'b1')];

tree('keeps levels 2 to 3 and nests each heading under the previous shallower one', () => {
  assert.is(show(treeifyTOC(toc, { minHeadingLevel: 2, maxHeadingLevel: 3 })), 'a(a1,a2),b(b1)');
});

tree('with more levels, a skipped level nests under the closest shallower heading', () => {
  assert.is(show(treeifyTOC(toc, { minHeadingLevel: 2, maxHeadingLevel: 4 })), 'a(a1(a1x),a2),b(b-deep,b1)');
});

tree('starts at the min level; headings before any parent are roots', () => {
  assert.is(show(treeifyTOC(toc, { minHeadingLevel: 3, maxHeadingLevel: 4 })), 'a1(a1x),a2,b-deep,b1');
  assert.is(show(treeifyTOC([h(3, 'x'), h(2, 'y'), h(3, 'z')], { minHeadingLevel: 2, maxHeadingLevel: 3 })), 'x,y(z)');
});

tree('gives an empty list when nothing is in range, and flattens back in document order', () => {
  assert.equal(treeifyTOC(toc, { minHeadingLevel: 5, maxHeadingLevel: 6 }), []);
  assert.equal(flattenTOCIds(treeifyTOC(toc, { minHeadingLevel: 2, maxHeadingLevel: 4 })), toc.map((t) => t.id));
});

tree.run();

const active = suite('pickActiveHeading');

active('picks the first heading below the navbar when it is in the top half of the viewport', () => {
  assert.is(pickActiveHeading([-500, 70, 900], 60, 800), 1);
});

active('picks the heading above when the next one is still in the bottom half', () => {
  assert.is(pickActiveHeading([-500, 600, 900], 60, 800), 0);
});

active('picks the last heading past the end, and none before the first', () => {
  assert.is(pickActiveHeading([-900, -500], 60, 800), 1);
  assert.is(pickActiveHeading([700, 900], 60, 800), -1);
  assert.is(pickActiveHeading([], 60, 800), -1);
});

active.run();
