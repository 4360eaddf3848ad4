// docsite's tree walk (src/cli/mdx/walk.ts) must visit what unist-util-visit visits, in the same
// order, with the same index and parent, whatever the visitor answers or changes.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SKIP as UPSTREAM_SKIP, EXIT as UPSTREAM_EXIT, visit as upstream } from 'unist-util-visit';
import { EXIT, SKIP, visit } from '../../../src/cli/mdx/walk.ts';

const test = suite('walk');

let seed = 11;
const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), Math.floor((seed / 2 ** 31) * n));
const TYPES = ['root', 'paragraph', 'text', 'emphasis', 'link', 'code'];

function tree(depth: number): any {
  const type = depth === 0 ? 'root' : TYPES[1 + random(TYPES.length - 1)];
  if (type === 'text' || type === 'code' || depth > 3) return { type: depth > 3 ? 'text' : type, value: String(random(1000)) };
  return { type, children: Array.from({ length: random(5) }, () => tree(depth + 1)) };
}

/** A visitor that logs each visit and answers by a rule of the node's value or type; `mutate` lets it change its parent's children. */
function visitor(log: string[], constants: { SKIP: unknown; EXIT: unknown }, mutate: boolean) {
  let count = 0;
  return (node: any, index: number | undefined, parent: any): any => {
    log.push(`${node.type}:${node.value ?? ''}@${index}/${parent?.type ?? '-'}`);
    count++;
    if (count > 400) return constants.EXIT;
    if (node.type === 'link') return constants.SKIP;
    if (mutate && node.type === 'code' && parent && index !== undefined) {
      // Replace the node by two texts and go on after them, as remarkUnusedDirectives does.
      parent.children.splice(index, 1, { type: 'text', value: 'a' }, { type: 'text', value: 'b' });
      return index + 2;
    }
    if (mutate && node.type === 'emphasis' && parent && index !== undefined && node.children.length === 0) {
      parent.children.splice(index, 1);
      return index;
    }
    if (node.value === '500') return constants.EXIT;
    if (node.value === '7') return [constants.SKIP, (index ?? 0) + 1];
  };
}

test('visits the same nodes in the same order as unist-util-visit, with any test and answer', () => {
  let visits = 0;
  for (let t = 0; t < 300; t++) {
    const base = tree(0);
    for (const test of [undefined, 'text', ['paragraph', 'code'], 'link']) {
      for (const mutate of [false, true]) {
        const a = structuredClone(base);
        const b = structuredClone(base);
        const ours: string[] = [];
        const theirs: string[] = [];
        if (test === undefined) {
          visit(a, visitor(ours, { SKIP, EXIT }, mutate));
          upstream(b, visitor(theirs, { SKIP: UPSTREAM_SKIP, EXIT: UPSTREAM_EXIT }, mutate));
        } else {
          visit(a, test, visitor(ours, { SKIP, EXIT }, mutate));
          upstream(b, test as any, visitor(theirs, { SKIP: UPSTREAM_SKIP, EXIT: UPSTREAM_EXIT }, mutate));
        }
        assert.equal(ours, theirs);
        assert.equal(a, b);
        visits += ours.length;
      }
    }
  }
  assert.ok(visits > 5000, `${visits} visits`);
});

test.run();
