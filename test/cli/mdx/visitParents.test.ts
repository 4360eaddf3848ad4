// docsite's visitParents (what the compiled CLI uses for unist-util-visit-parents) against the
// package itself: the same visits, answers, ancestors, tree edits and errors.
import fs from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { visitParents as original } from 'unist-util-visit-parents';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONTINUE, EXIT, SKIP, visitParents } from '../../../src/cli/mdx/visitParents.ts';
import { repoRoot, websiteAndFixtureMarkdown } from '../../helpers/site.ts';

const test = suite('visitParents');

// Pages of the website and the fixtures: every kind of Markdown node the pipeline meets.
const trees = websiteAndFixtureMarkdown()
  .slice(0, 200)
  .map((f) => fromMarkdown(fs.readFileSync(f, 'utf8')));

type Walk = typeof visitParents;

/** Each scenario walks a copy of the tree and returns what it saw and the tree after. */
const scenarios: Record<string, (walk: Walk, tree: any) => unknown[]> = {
  'every node, in order, with its ancestors and index': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, (node: any, ancestors: any[], index?: number) => void seen.push([node.type, index, ancestors.length, ancestors.at(-1)?.type]));
    return seen;
  },
  'a type as the test, reversed': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, 'text', (node: any, ancestors: any[], index?: number) => void seen.push([node.value, index, ancestors.length]), true);
    return seen;
  },
  'a test function and SKIP': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, (node: any) => node.type !== 'inlineCode', (node: any) => (seen.push(node.type), node.type === 'paragraph' ? SKIP : CONTINUE));
    return seen;
  },
  'EXIT part way': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, (node: any) => (seen.push(node.type), seen.length === 40 ? EXIT : undefined));
    return seen;
  },
  'removing nodes and going on at the index given': (walk, tree) => {
    walk(tree, 'heading', (_node: any, ancestors: any[], index?: number) => {
      ancestors.at(-1).children.splice(index, 1);
      return index;
    });
    return [tree];
  },
  'enter and exit visitors, exit answering': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, ['list', 'listItem', 'paragraph'], {
      enter: (node: any) => void seen.push(['enter', node.type]),
      exit: (node: any, ancestors: any[], index?: number) => (seen.push(['exit', node.type, index, ancestors.length]), node.type === 'listItem' && seen.length > 200 ? [EXIT] : undefined),
    });
    return seen;
  },
  'exit removing nodes and answering the index to go on at': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, null, {
      exit: (node: any, ancestors: any[], index?: number) => {
        seen.push(node.type);
        if (node.type !== 'paragraph' || index === undefined) return undefined;
        ancestors.at(-1).children.splice(index, 1);
        return index;
      },
    });
    return [seen, tree];
  },
  'answers as arrays': (walk, tree) => {
    const seen: unknown[] = [];
    walk(tree, (node: any, _a: any[], index?: number) => (seen.push(node.type), node.type === 'code' ? [SKIP] : node.type === 'list' && index !== undefined ? [CONTINUE, index + 1] : undefined));
    return seen;
  },
};

test("walks the website's pages as unist-util-visit-parents does, in every kind of use", () => {
  let checks = 0;
  for (const tree of trees) {
    for (const [name, run] of Object.entries(scenarios)) {
      assert.equal(run(visitParents, structuredClone(tree)), run(original as unknown as Walk, structuredClone(tree)), name);
      checks++;
    }
  }
  assert.ok(checks >= 8 * 150, `${checks} checks`);
});

test('throws what the package throws for a bad tree, visitor or answer', () => {
  const thrown = (walk: () => void) => {
    try {
      walk();
    } catch (error) {
      return (error as Error).message;
    }
    return 'nothing thrown';
  };
  const tree = trees[0];
  const cases: [string, (walk: any) => void][] = [
    ['no tree', (walk) => walk(null, () => {})],
    ['no visitor', (walk) => walk(tree, 'text')],
    ['an enter that is no function', (walk) => walk(tree, null, { enter: 1, exit: () => {} })],
    ['no exit', (walk) => walk(tree, null, { enter: () => {} })],
    ['SKIP from exit', (walk) => walk(tree, null, { exit: () => SKIP })],
  ];
  for (const [name, run] of cases) {
    const mine = thrown(() => run(visitParents));
    assert.is(mine, thrown(() => run(original)), name);
    assert.is.not(mine, 'nothing thrown', name);
  }
});

test('the compiled CLI resolves unist-util-visit-parents to this module', async () => {
  const { REPLACED_PACKAGES } = (await import('../../../bin/compiledCli.js')) as unknown as { REPLACED_PACKAGES: Record<string, string> };
  assert.is(REPLACED_PACKAGES['unist-util-visit-parents'], 'src/cli/mdx/visitParents.ts');
  assert.ok(fs.existsSync(path.join(repoRoot, REPLACED_PACKAGES['unist-util-visit-parents'])));
});

test.run();
