// How the compiled JavaScript of a Markdown file is written, and a mark on the files that need no
// further compiling for the browser.
//
// A production build sends page modules through esbuild to minify them and to bring their syntax
// down to ES2020 (see the Browser support page). For a page whose JavaScript is all generated (JSX
// calls, string and object literals) the second step has nothing to do, and the first one only
// removes whitespace and renames a few locals, a few gzip bytes, while esbuild's pass spent its
// time moving the code to its process and back. So the compile writes the code without indentation, and marks a file whose
// Markdown holds no code of its author (no import or export, no `{expression}`, no JSX attribute
// value in braces): the build ships such a page as compiled (bundle/direct/).
import * as astring from 'astring';
import { GENERATOR, generate } from 'astring';
import { stringify as commas } from 'comma-separated-tokens';
import type { Program } from 'estree';
import { name as isIdentifierName } from 'estree-util-is-identifier-name';
import { toEstree } from 'hast-util-to-estree';
import { find, hastToReact, html } from 'property-information';
import { stringify as spaces } from 'space-separated-tokens';
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
    // Written already (see rehypePlainModule).
    if (typeof file.data[MODULE] === 'string') return PLAIN_MARK + file.data[MODULE];
    const code = tree.body.map((statement) => generate(statement as any, PRINT)).join('\n') + '\n';
    return options.trusted && file.data[FLAG] === false ? PLAIN_MARK + code : code;
  };
}

const PRINT = { indent: '', lineEnd: '', comments: false };
// Exported by astring, missing from its types.
const { EXPRESSIONS_PRECEDENCE } = astring as unknown as { EXPRESSIONS_PRECEDENCE: Record<string, number> };
const MODULE = 'docsitePlainModule';

// MDX turns the page's hast into JSX (hast-util-to-estree), wraps it in a module (recma-document),
// maps tag names to `_components` (recma-jsx-rewrite, with a scope analysis of the whole tree),
// turns JSX into calls (estree-util-build-jsx) and prints the result: a large part of a plain
// page's compile. For a page with no code of its author that output has
// a fixed shape, so rehypePlainModule below writes it in one walk of the hast instead (hastPrinter,
// with the JSX printer for the expressions plugins put in it), the same bytes (a test compares both
// on every plain page of the website, the fixtures and a corpus), and leaves MDX an empty tree. JSX
// it does not know the exact treatment of (a spread, a `key`, a tag that is no identifier, JSX
// text, raw HTML) leaves the page to MDX.

class Unsupported extends Error {}

interface JsxState {
  tags: Set<string>;
  components: Set<string>;
  fragment: boolean;
  jsxs: boolean;
}

/** The JSX of one page as estree-util-build-jsx calls, noting the tags and components it uses. */
function jsxPrinter(state: JsxState) {
  const element = (node: any) => call(elementName(node), node.openingElement.attributes, node.children);
  const fragment = (node: any) => {
    state.fragment = true;
    return call('_Fragment', [], node.children);
  };
  // JSX inside other expressions (an admonition's title) goes through astring with these.
  const generator: Record<string, (node: any, s: any) => void> = {
    ...(GENERATOR as any),
    JSXElement: (node: any, s: any) => s.write(element(node)),
    JSXFragment: (node: any, s: any) => s.write(fragment(node)),
  };
  const options = { ...PRINT, generator, expressionsPrecedence: { ...EXPRESSIONS_PRECEDENCE, JSXElement: EXPRESSIONS_PRECEDENCE.CallExpression, JSXFragment: EXPRESSIONS_PRECEDENCE.CallExpression } };
  const print = (node: any): string => {
    // What astring writes for these, without starting it for each text and element.
    if (node.type === 'Literal' && node.raw == null && node.regex == null && node.bigint == null) return JSON.stringify(node.value);
    if (node.type === 'JSXElement') return element(node);
    if (node.type === 'JSXFragment') return fragment(node);
    return generate(node, options as any);
  };

  const elementName = (node: any): string => {
    const name = node.openingElement.name;
    if (name.type !== 'JSXIdentifier') throw new Unsupported();
    return jsxName(state, name.name, Boolean(node.data?._mdxExplicitJsx));
  };

  const call = (type: string, attributes: any[], rawChildren: any[]): string => {
    const props: string[] = [];
    for (const attribute of attributes) {
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') throw new Unsupported();
      const value = attribute.value;
      let printed: string;
      if (value === null || value === undefined) printed = 'true';
      else if (value.type === 'Literal') printed = print(value);
      else if (value.type === 'JSXExpressionContainer' && value.expression.type !== 'JSXEmptyExpression') printed = print(value.expression);
      else throw new Unsupported();
      props.push(prop(attribute.name.name, printed));
    }
    const children: string[] = [];
    for (const child of rawChildren) {
      if (child.type === 'JSXExpressionContainer') {
        if (child.expression.type !== 'JSXEmptyExpression') children.push(print(child.expression));
      } else if (child.type === 'JSXElement' || child.type === 'JSXFragment') children.push(print(child));
      else throw new Unsupported();
    }
    return printedCall(state, type, props, children);
  };
  return { print, name: (id: string, explicit: boolean) => jsxName(state, id, explicit) };
}

/** A property of a JSX call's props, printed. */
function prop(key: string, printed: string): string {
  if (key === 'key' || key === 'children') throw new Unsupported();
  return `${isIdentifierName(key) ? key : JSON.stringify(key)}: ${printed}`;
}

/** What estree-util-build-jsx makes of an element: `_jsx(type, {props, children})`. */
function printedCall(state: JsxState, type: string, props: string[], children: string[]): string {
  if (children.length === 1) props.push(`children: ${children[0]}`);
  else if (children.length > 1) {
    props.push(`children: [${children.join(', ')}]`);
    state.jsxs = true;
  }
  return `${children.length > 1 ? '_jsxs' : '_jsx'}(${type}, {${props.join(',')}})`;
}

/** The type argument for a JSX element named `id` (explicit: written as JSX by the author), as recma-jsx-rewrite maps it. */
function jsxName(state: JsxState, id: string, explicit: boolean): string {
  if (isIdentifierName(id) && !/^[a-z]/.test(id)) {
    if (id === 'MDXLayout') throw new Unsupported();
    state.components.add(id);
    return id;
  }
  if (explicit) return JSON.stringify(id);
  if (!isIdentifierName(id)) throw new Unsupported();
  state.tags.add(id);
  return `_components.${id}`;
}

/**
 * What astring prints (with PRINT) for estree-util-value-to-estree's tree of `value`, for the values
 * plugins of ours put in a page (strings, non-negative numbers, booleans, null, arrays, plain
 * objects of such); undefined for anything else, which then goes through the estree.
 */
export function printValue(value: unknown, depth = 0): string | undefined {
  if (depth > 64) return undefined;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'undefined':
      return 'undefined';
    case 'number':
      return Number.isFinite(value) && value >= 0 && !Object.is(value, -0) ? JSON.stringify(value) : undefined;
    case 'object': {
      if (value === null) return 'null';
      const parts: string[] = [];
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          const printed = i in value ? printValue(value[i], depth + 1) : undefined;
          if (printed === undefined) return undefined;
          parts.push(printed);
        }
        return `[${parts.join(', ')}]`;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return undefined;
      for (const key of Reflect.ownKeys(value)) {
        if (typeof key !== 'string' || key === '__proto__') return undefined;
        const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
        if (!('value' in descriptor) || !descriptor.writable || !descriptor.enumerable || !descriptor.configurable) return undefined;
        const printed = printValue(descriptor.value, depth + 1);
        if (printed === undefined) return undefined;
        parts.push(`${JSON.stringify(key)}: ${printed}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      return undefined;
  }
}

/** A child as printed: null for an empty expression (a comment), which prints nothing but is a child. */
interface PrintedChild {
  code: string | null;
  /** Text of whitespace only (the root drops it at either end). */
  whitespace: boolean;
  /** A JSX element (not a fragment, text or expression): the root's only child is returned as is. */
  element: boolean;
}

const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const TABLE_CELLS = new Set(['td', 'th']);
const own = Object.prototype.hasOwnProperty;
const TO_ESTREE_OPTIONS = { elementAttributeNameCase: 'react', stylePropertyNameCase: 'dom', handlers: { raw: () => { throw new Unsupported(); } } } as const;

/**
 * Prints a page's hast the way hast-util-to-estree and then the printer above would, without the
 * estree in between (building it was most of what this writer would otherwise do). An
 * element with a style (or a table cell's alignment, which becomes one) and SVG go through
 * hast-util-to-estree after all: their attributes follow rules not worth repeating here.
 */
function hastPrinter(state: JsxState, estree: ReturnType<typeof jsxPrinter>) {
  /** The module statements: an estree statement, or one printed already. */
  const esm: ({ statement: any } | { code: string })[] = [];
  const viaEstree = (node: any): PrintedChild => {
    const program = toEstree(node, TO_ESTREE_OPTIONS as any);
    const last = program.body[program.body.length - 1];
    if (program.body.length !== 1 || last?.type !== 'ExpressionStatement') throw new Unsupported();
    return { code: estree.print(last.expression), whitespace: false, element: last.expression.type === 'JSXElement' };
  };
  const all = (parent: any): string[] => {
    const ignoreLineBreak = parent.type === 'element' && TABLE_ELEMENTS.has(parent.tagName.toLowerCase());
    const out: string[] = [];
    for (const child of parent.children ?? []) {
      if (ignoreLineBreak && child.type === 'text' && child.value === '\n') continue;
      const printed = one(child);
      if (printed?.code != null) out.push(printed.code);
    }
    return out;
  };
  const element = (node: any): PrintedChild => {
    const tag: string = node.tagName;
    const properties = node.properties ?? {};
    if (tag.toLowerCase() === 'svg' || own.call(properties, 'style') || (TABLE_CELLS.has(tag) && own.call(properties, 'align'))) return viaEstree(node);
    if (tag.includes('.') || tag.includes(':')) throw new Unsupported();
    const children = all(node);
    const props: string[] = [];
    for (const property in properties) {
      if (!own.call(properties, property)) continue;
      let value = properties[property];
      const info = find(html, property);
      if (value === null || value === undefined || value === false || (typeof value === 'number' && Number.isNaN(value)) || (!value && info.boolean)) continue;
      const key = info.space ? (hastToReact as Record<string, string>)[info.property] || info.property : info.attribute;
      // Not a JSX attribute name: a spread of it, which the printer leaves to MDX.
      if (!isIdentifierName(key, { jsx: true })) throw new Unsupported();
      if (Array.isArray(value)) value = info.commaSeparated ? commas(value) : spaces(value);
      props.push(prop(key, value === true ? 'true' : JSON.stringify(String(value))));
    }
    return { code: printedCall(state, estree.name(tag, Boolean(node.data?._mdxExplicitJsx)), props, children), whitespace: false, element: true };
  };
  const mdxJsx = (node: any): PrintedChild => {
    const name: string | null | undefined = node.name;
    if (name && name.toLowerCase() === 'svg') return viaEstree(node);
    if (name && (name.includes('.') || name.includes(':'))) throw new Unsupported();
    const children = all(node);
    const props: string[] = [];
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute' || attribute.name.includes('.') || attribute.name.includes(':')) throw new Unsupported();
      const value = attribute.value;
      let printed: string;
      if (value === null || value === undefined) printed = 'true';
      else if (typeof value === 'object') {
        // A value a plugin of ours gave (mdxJsx.ts): printed from the value, its estree never made.
        const direct = value.data && own.call(value.data, 'docsiteValue') ? printValue(value.data.docsiteValue) : undefined;
        if (direct !== undefined) printed = direct;
        else {
          const statement = value.data?.estree?.body?.[0];
          if (statement?.type !== 'ExpressionStatement' || !statement.expression) throw new Unsupported();
          printed = estree.print(statement.expression);
        }
      } else printed = JSON.stringify(String(value));
      props.push(prop(attribute.name, printed));
    }
    if (!name) {
      state.fragment = true;
      return { code: printedCall(state, '_Fragment', props, children), whitespace: false, element: false };
    }
    return { code: printedCall(state, estree.name(name, Boolean(node.data?._mdxExplicitJsx)), props, children), whitespace: false, element: true };
  };
  const one = (node: any): PrintedChild | undefined => {
    switch (node.type) {
      case 'text': {
        const value = String(node.value || '');
        return value ? { code: JSON.stringify(value), whitespace: /^[ \t\n\f\r]*$/.test(value), element: false } : undefined;
      }
      case 'comment':
        return { code: null, whitespace: false, element: false };
      case 'element':
        return element(node);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return mdxJsx(node);
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const statement = node.data?.estree?.body?.[0];
        const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
        // A string of whitespace only counts as whitespace text at the root.
        return { code: expression ? estree.print(expression) : null, whitespace: expression?.type === 'Literal' && /^[ \t\n\f\r]*$/.test(String(expression.value)), element: false };
      }
      case 'mdxjsEsm': {
        // `export const name = value` statements of ours (remarkHeadings.ts), printed from the values.
        const exports = node.data && own.call(node.data, 'docsiteExports') ? (node.data.docsiteExports as [string, unknown][]) : undefined;
        const printed = exports?.map(([name, value]) => {
          const code = printValue(value);
          return code === undefined ? undefined : `export const ${name} = ${code};`;
        });
        if (printed && !printed.includes(undefined)) for (const code of printed) esm.push({ code: code! });
        else for (const statement of node.data?.estree?.body ?? []) esm.push({ statement });
        return undefined;
      }
      default:
        // Raw HTML (format "md"), a doctype: left to MDX.
        throw new Unsupported();
    }
  };
  return {
    esm,
    /** The content of the root: its only element, or a fragment of its children (whitespace at either end dropped, as hast-util-to-estree does). */
    root(tree: any): string {
      const kept: PrintedChild[] = [];
      let queue: PrintedChild[] | undefined;
      for (const child of tree.children ?? []) {
        const printed = one(child);
        if (!printed) continue;
        if (printed.whitespace) queue?.push(printed);
        else {
          if (queue) kept.push(...queue);
          kept.push(printed);
          queue = [];
        }
      }
      // recma-document: a fragment of one element is that element.
      if (kept.length === 1 && kept[0].element) return kept[0].code!;
      state.fragment = true;
      return printedCall(state, '_Fragment', [], kept.map((c) => c.code).filter((c): c is string => c !== null));
    },
  };
}

const MDX_CONTENT =
  'export default function MDXContent(props = {}) {const {wrapper: MDXLayout} = {..._provideComponents(),...props.components};return MDXLayout ? _jsx(MDXLayout, {...props,children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);}';
const MISSING_REFERENCE =
  'function _missingMdxReference(id, component) {throw new Error("Expected " + (component ? "component" : "object") + " `" + id + "` to be defined: you likely forgot to import, pass, or provide it.");}';

/** The module MDX compiles `tree` (the hast of a page with no code of its author) to; undefined for JSX it leaves to MDX. */
export function plainModule(tree: any): string | undefined {
  const state: JsxState = { tags: new Set(), components: new Set(), fragment: false, jsxs: false };
  let body: string[];
  let returned: string;
  try {
    // Raw HTML (format "md") is dropped by MDX after the rehype plugins: left to MDX.
    const printer = hastPrinter(state, jsxPrinter(state));
    returned = printer.root(tree);
    // The exports plugins add (front matter, table of contents); an import goes where MDX puts it.
    for (const entry of printer.esm) if ('statement' in entry && entry.statement.type !== 'ExportNamedDeclaration') throw new Unsupported();
    body = printer.esm.map((entry) => ('code' in entry ? entry.code : generate(entry.statement, PRINT)));
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  const tags = [...state.tags].sort();
  const components = [...state.components].sort();
  const provided = '..._provideComponents(),...props.components';
  const declarations: string[] = [];
  if (tags.length > 0) declarations.push(`_components = {${tags.map((t) => `${t}: ${JSON.stringify(t)}`).join(',')},${provided}}`);
  if (components.length > 0) declarations.push(`{${components.join(', ')}} = ${tags.length > 0 ? '_components' : `{${provided}}`}`);
  const checks = components.map((c) => `if (!${c}) _missingMdxReference(${JSON.stringify(c)}, true);`).join('');
  const runtime = [state.fragment && 'Fragment as _Fragment', 'jsx as _jsx', state.jsxs && 'jsxs as _jsxs'].filter(Boolean).join(', ');
  return [
    `import {${runtime}} from "react/jsx-runtime";`,
    'import {useMDXComponents as _provideComponents} from "@docsite/runtime";',
    ...body,
    `function _createMdxContent(props) {${declarations.length > 0 ? `const ${declarations.join(', ')};` : ''}${checks}return ${returned};}`,
    MDX_CONTENT,
    ...(components.length > 0 ? [MISSING_REFERENCE] : []),
    '',
  ].join('\n');
}

/**
 * Rehype plugin, last: writes the module of a page with no code of its author (see plainModule)
 * and empties the tree, so MDX's own passes have nothing left to do. `trusted` as for
 * recmaPlainOutput.
 */
export function rehypePlainModule(options: { trusted: boolean; enabled?: boolean }) {
  return (tree: any, file: VFile) => {
    if (!options.trusted || options.enabled === false || file.data[FLAG] !== false) return;
    const code = plainModule(tree);
    if (code === undefined) return;
    file.data[MODULE] = code;
    tree.children = [];
  };
}
