// How the compiled JavaScript of a Markdown file is written, and a mark on the files that need no
// further compiling for the browser.
//
// A production build sends page modules through esbuild to minify them and to bring their syntax
// down to ES2020 (see the Browser support page). For a page whose JavaScript is all generated (JSX
// calls, string and object literals) the second step has nothing to do, and the first one only
// removes whitespace and renames a few locals: 3% of gzip bytes on the benchmark corpus and the
// website's docs. esbuild's pass was 0.7 s at 500 pages, most of it moving 9 MiB of code to its
// process and back. So the compile writes the code without indentation, and marks a file whose
// Markdown holds no code of its author (no import or export, no `{expression}`, no JSX attribute
// value in braces): the build ships such a page as compiled (bundle/directModules.ts).
import { generate } from 'astring';
import type { Program } from 'estree';
import type { VFile } from 'vfile';

/** The first line of a compiled file that holds no code of its author. */
export const PLAIN_MARK = '/*docsite:plain*/\n';

export const isPlainModule = (code: string) => code.startsWith(PLAIN_MARK);

const FLAG = 'docsiteAuthorCode';

/** True when an expression holds code: `{/* a comment *\/}` holds none. */
const holdsCode = (node: any) => (node.data?.estree?.body?.length ?? 1) > 0;

/** True when the tree has JavaScript its author wrote. */
export function hasAuthorCode(tree: any): boolean {
  const stack = [tree];
  while (stack.length > 0) {
    const node = stack.pop();
    switch (node.type) {
      case 'mdxjsEsm':
        return true;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (holdsCode(node)) return true;
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const a of node.attributes ?? []) if (a.type === 'mdxJsxExpressionAttribute' || (a.value && typeof a.value === 'object')) return true;
        break;
    }
    if (node.children) for (const child of node.children) stack.push(child);
  }
  return false;
}

/**
 * Remark plugin, first in the list: notes whether the Markdown as written holds code, before other
 * plugins add their generated exports (front matter, table of contents).
 */
export function remarkAuthorCode() {
  return (tree: unknown, file: VFile) => {
    file.data[FLAG] = hasAuthorCode(tree);
  };
}

/**
 * Recma plugin, after MDX's own stringify: the code without line breaks, indentation or comments
 * but one top-level statement a line (module statements start lines: see importsOnlyMdxRuntime), with
 * PLAIN_MARK first when the file has no code of its author and `trusted` holds (no site remark or
 * rehype plugins, which may add code of their own).
 */
export function recmaPlainOutput(this: any, options: { trusted: boolean }) {
  this.compiler = (tree: Program, file: VFile) => {
    const code = tree.body.map((statement) => generate(statement as any, { indent: '', lineEnd: '', comments: false })).join('\n') + '\n';
    return options.trusted && file.data[FLAG] === false ? PLAIN_MARK + code : code;
  };
}
