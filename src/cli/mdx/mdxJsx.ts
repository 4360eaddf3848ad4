// Builds MDX JSX nodes from remark/rehype plugins: `<Name prop="x" flag count={3}>children</Name>`.
import { valueToEstree } from 'estree-util-value-to-estree';

export type JsxPropValue = string | number | boolean | null | undefined | Record<string, unknown> | unknown[] | { estree: unknown };

/** One JSX attribute: strings stay strings, `true` is a bare flag, anything else an expression. */
export function jsxAttribute(name: string, value: Exclude<JsxPropValue, null | undefined | false>): any {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  if (value === true) return { type: 'mdxJsxAttribute', name, value: null };
  const program = (expression: unknown) => ({ type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] });
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: '', data: isEstree(value) ? { estree: program(value.estree) } : valueData(value, () => program(valueToEstree(value))) },
  };
}

/**
 * Node data for a JavaScript value: the value itself as `docsiteValue` (the plain module writer
 * prints it: see plainOutput.ts) and its `estree`, made when first read (MDX's own passes read
 * it; a plain page never does, and the code blocks' token lists are a large part of that estree).
 */
export function valueData(value: unknown, estree: () => unknown): Record<string, unknown> {
  return withLazyEstree({ docsiteValue: value }, estree);
}

/** `data` with an `estree` property made by `estree()` when first read (and then kept, or replaced). */
export function withLazyEstree(data: Record<string, unknown>, estree: () => unknown): Record<string, unknown> {
  const set = (tree: unknown) => Object.defineProperty(data, 'estree', { value: tree, writable: true, enumerable: true, configurable: true });
  Object.defineProperty(data, 'estree', {
    enumerable: true,
    configurable: true,
    get: () => {
      const tree = estree();
      set(tree);
      return tree;
    },
    set,
  });
  return data;
}

function isEstree(value: unknown): value is { estree: unknown } {
  return typeof value === 'object' && value !== null && 'estree' in value;
}

function jsxAttributes(props: Record<string, JsxPropValue>): any[] {
  return Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => jsxAttribute(k, v as Exclude<JsxPropValue, null | undefined | false>));
}

/** A flow (block) JSX element; props that are undefined, null or false are left out. */
export function jsxFlowElement(name: string, props: Record<string, JsxPropValue>, children: unknown[]): any {
  return { type: 'mdxJsxFlowElement', name, attributes: jsxAttributes(props), children };
}

/** A text (inline) JSX element, for what sits inside a paragraph: images, links. */
export function jsxTextElement(name: string, props: Record<string, JsxPropValue>, children: unknown[]): any {
  return { type: 'mdxJsxTextElement', name, attributes: jsxAttributes(props), children };
}
