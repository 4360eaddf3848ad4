// Math (`markdown.math`): `$inline$`, `$$block$$` and ```math blocks become KaTeX HTML while the
// site builds. The browser gets markup and KaTeX's stylesheet, linked from the pages with math;
// no math JavaScript. The stylesheet and its fonts are copied into the build.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import remarkMath from 'remark-math';
import { EXIT, visit } from './walk.ts';
import { DocsiteError } from '../errors.ts';
import { jsxFlowElement } from './mdxJsx.ts';

export interface MathOptions {
  /** URL of the KaTeX stylesheet, baseUrl included. */
  stylesheet: string;
}

/** Where KaTeX's stylesheet and fonts go in the build. */
export const KATEX_DIR = 'assets/katex';

export function katexStylesheetUrl(baseUrl: string): string {
  return `${baseUrl}${KATEX_DIR}/katex.min.css`;
}

/** A name no page would use: the import must not clash with the page's own `Head`. */
const HEAD = '__DocsiteMathHead';

function importHead(): any {
  const id = (name: string) => ({ type: 'Identifier', name });
  const declaration = { type: 'ImportDeclaration', specifiers: [{ type: 'ImportSpecifier', imported: id('Head'), local: id(HEAD) }], source: { type: 'Literal', value: '@docsite/runtime' } };
  return { type: 'mdxjsEsm', value: '', data: { estree: { type: 'Program', sourceType: 'module', body: [declaration] } } };
}

function hasMath(tree: any): boolean {
  let found = false;
  visit(tree, (node: any) => {
    if (node.type === 'math' || node.type === 'inlineMath' || (node.type === 'code' && node.lang === 'math')) {
      found = true;
      return EXIT;
    }
  });
  return found;
}

/** remark plugin: a page with math links the KaTeX stylesheet through `<Head>`, in SSR and on client navigation. */
function remarkMathStylesheet(options: MathOptions) {
  return (tree: any) => {
    if (!hasMath(tree)) return;
    tree.children.push(importHead(), jsxFlowElement(HEAD, {}, [jsxFlowElement('link', { rel: 'stylesheet', href: options.stylesheet }, [])]));
  };
}

/** rehype-katex, failing the build on TeX that KaTeX cannot render instead of printing it in red. */
function rehypeMath() {
  // Imported on the first page compiled: rehype-katex is slow to load, and most builds have no math.
  let render: ((tree: unknown, file: any) => void) | undefined;
  return async (tree: unknown, file: any) => {
    render ??= (await import('rehype-katex')).default({ strict: 'ignore' }) as (tree: unknown, file: any) => void;
    const before = file.messages.length;
    render(tree, file);
    const problems = file.messages.slice(before).filter((m: any) => m.source === 'rehype-katex');
    if (problems.length === 0) return;
    const where = (m: any) => `${m.place?.start?.line ?? m.line ?? '?'}:${m.place?.start?.column ?? m.column ?? '?'}`;
    // rawMessage is KaTeX's text without the underlined excerpt; the position is the formula's.
    const reason = (m: any) => String(m.cause?.rawMessage ?? m.cause?.message ?? m.reason).replace(/^KaTeX parse error: /, '');
    const first = problems[0];
    throw new DocsiteError(problems.length === 1 ? `Math error: ${reason(first)}` : `${problems.length} math errors: KaTeX cannot render these formulas.`, {
      location: { file: file.path, line: first.place?.start?.line ?? first.line, column: first.place?.start?.column ?? first.column },
      details: problems.length === 1 ? [] : problems.map((m: any) => `- ${where(m)}: ${reason(m)}`),
      hint: 'Fix the TeX between the dollar signs. A dollar sign that is not math (a price) is written \\$.',
    });
  };
}

/** remark plugins of the math feature; none when it is off. */
export function remarkMathPlugins(options: MathOptions | undefined): unknown[] {
  return options ? [remarkMath, [remarkMathStylesheet, options]] : [];
}

/** rehype plugins of the math feature; they run before code blocks are highlighted, so ```math is math. */
export function rehypeMathPlugins(options: MathOptions | undefined): unknown[] {
  return options ? [rehypeMath] : [];
}

/** Copies KaTeX's stylesheet and every font file it references to `<outDir>/assets/katex/`. */
export async function copyKatexAssets(outDir: string): Promise<void> {
  const cssFile = createRequire(import.meta.url).resolve('katex/dist/katex.min.css');
  const css = await fs.readFile(cssFile, 'utf8');
  const target = path.join(outDir, KATEX_DIR);
  const fonts = new Set([...css.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((m) => m[1]).filter((u) => !/^(data:|[a-z]+:\/\/)/i.test(u)));
  await fs.mkdir(path.join(target, 'fonts'), { recursive: true });
  await fs.writeFile(path.join(target, 'katex.min.css'), css);
  await Promise.all([...fonts].map((f) => fs.copyFile(path.join(path.dirname(cssFile), f), path.join(target, f))));
}
