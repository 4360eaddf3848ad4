// The tree walk of docsite's remark and rehype plugins: unist-util-visit's `visit` as they use it
// (a node type, a list of types or none as the test; CONTINUE, SKIP, EXIT or the next index as
// the visitor's answer), without its cost. unist-util-visit-parents builds a closure for every node
// and renames it with Object.defineProperty (for readable stack traces), and copies the list of
// ancestors at every level, a cost paid on every walk of every page. The order of visits and the handling of a visitor that changes its parent's children
// are the same.

export const CONTINUE = true;
export const EXIT = false;
export const SKIP = 'skip';

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP;
/** What a visitor may return: an action, the index to visit next, both, or nothing. */
export type VisitorResult = Action | number | [Action, number?] | void | undefined | null;
export type Visitor = (node: any, index: number | undefined, parent: any) => VisitorResult;

/** Visits `tree` and its descendants in preorder; `test` limits the visitor to nodes of those types. */
export function visit(tree: any, test: string | readonly string[] | null | undefined | Visitor, visitor?: Visitor): void {
  if (typeof test === 'function') {
    visitor = test;
    test = null;
  }
  const matches = test == null ? null : typeof test === 'string' ? (type: string) => type === test : (type: string) => test.includes(type);
  const one = visitor!;
  // The index answer of the node a walk returned from (no pair allocated per node: the walks of a
  // page visit its tree many times).
  let answeredIndex: number | undefined;
  const walk = (node: any, index: number | undefined, parent: any): Action | undefined => {
    let action: Action | undefined;
    let next: number | undefined;
    if (!matches || matches(node.type)) {
      const result = one(node, index, parent);
      if (Array.isArray(result)) {
        action = result[0];
        next = result[1];
      } else if (typeof result === 'number') {
        action = CONTINUE;
        next = result;
      } else if (result !== undefined && result !== null) action = result;
      if (action === EXIT) return EXIT;
    }
    const children = node.children;
    if (children && action !== SKIP) {
      let offset = 0;
      // The length is read again each time: a visitor may add or remove its siblings.
      while (offset > -1 && offset < node.children.length) {
        if (walk(node.children[offset], offset, node) === EXIT) return EXIT;
        offset = typeof answeredIndex === 'number' ? answeredIndex : offset + 1;
      }
    }
    answeredIndex = next;
    return action;
  };
  walk(tree, undefined, undefined);
}
