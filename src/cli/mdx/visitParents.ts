// unist-util-visit-parents (6.x), as the compiled CLI uses it: bin/compiledCli.js resolves the
// package to this module, so the libraries of the Markdown pipeline that walk trees with it (MDX's
// remark-mark-and-unravel, mdast-util-to-hast collecting definitions, unist-util-visit and its
// users) walk with this. The package makes a closure for every node and renames it with
// Object.defineProperty, for readable stack traces: a cost on the main thread for the two walks of
// each page. This walk keeps its contract (the test, `enter` and `exit`
// visitors, `reverse`, the answers CONTINUE, EXIT, SKIP and an index, a new ancestors list per
// level) and its argument errors; a test runs both on the same trees and visitors. docsite's own
// plugins use walk.ts.
import { convert } from 'unist-util-is';

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Result = [unknown?, number?];
type Visitor = (node: any, ancestors: any[], index: number | undefined) => unknown;

const NOTHING: Result = [];

function toResult(value: unknown): Result {
  if (Array.isArray(value)) return value as Result;
  if (typeof value === 'number') return [CONTINUE, value];
  return value === null || value === undefined ? NOTHING : [value];
}

export function visitParents(tree: any, testOrVisitors: any, visitorsOrReverse?: any, maybeReverse?: boolean): void {
  if (!tree || typeof tree !== 'object') throw new Error('Unexpected value `' + tree + '` for `tree`, expected node');
  let test: any;
  let visitors: any;
  let preorder = true;
  // A visitor (or visitors) third: the second is the test.
  if (typeof visitorsOrReverse === 'function' || (visitorsOrReverse && typeof visitorsOrReverse === 'object')) {
    test = testOrVisitors;
    visitors = visitorsOrReverse;
    if (maybeReverse) preorder = false;
  } else {
    visitors = testOrVisitors;
    if (visitorsOrReverse) preorder = false;
  }
  let enter: Visitor | undefined;
  let exit: Visitor | undefined;
  if (typeof visitors === 'function') {
    enter = visitors;
  } else if (visitors && typeof visitors === 'object') {
    if (visitors.enter !== null && visitors.enter !== undefined) {
      if (typeof visitors.enter !== 'function') throw new Error('Unexpected value `' + visitors.enter + '` for `visitors.enter`, expected optional visitor');
      enter = visitors.enter;
    }
    if (typeof visitors.exit !== 'function') throw new Error('Unexpected value `' + visitors.exit + '` for `visitors.exit`, expected visitor (pass a visitor directly if you only want an enter visitor)');
    exit = visitors.exit;
  } else {
    throw new Error('Unexpected value `' + visitors + '` for `enter` or `visitors`, expected visitor or object with visitors');
  }
  const is = convert(test);
  const step = preorder ? 1 : -1;

  const one = (node: any, index: number | undefined, ancestors: any[]): Result => {
    const matches = !test || is(node, index, ancestors[ancestors.length - 1] || undefined);
    let result = NOTHING;
    if (enter && matches) {
      result = toResult(enter(node, ancestors, index));
      if (result[0] === EXIT) return result;
    }
    if ('children' in node && node.children && result[0] !== SKIP) {
      const children = node.children;
      const below = [...ancestors, node];
      let offset = (preorder ? -1 : children.length) + step;
      while (offset > -1 && offset < children.length) {
        const sub = one(children[offset], offset, below);
        if (sub[0] === EXIT) return sub;
        offset = typeof sub[1] === 'number' ? sub[1] : offset + step;
      }
    }
    if (exit && matches) {
      const after = toResult(exit(node, ancestors, index));
      if (after[0] === SKIP) throw new Error('Unexpected value `' + after[0] + '` from `exit`, expected `CONTINUE`, `EXIT`, index, or nothing');
      // An answer of `exit` wins over one of `enter`.
      if (after[0] === EXIT || typeof after[1] === 'number') return after;
    }
    return result;
  };
  one(tree, undefined, []);
}
