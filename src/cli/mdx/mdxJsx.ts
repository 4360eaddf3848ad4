// Builds MDX JSX nodes from remark/rehype plugins: `<Name prop="x" flag count={3}>children</Name>`.
import { valueToEstree } from 'estree-util-value-to-estree';

export type JsxPropValue = string | number | boolean | null | undefined | Record<string, unknown> | unknown[] | { estree: unknown };

/** One JSX attribute: strings stay strings, `true` is a bare flag, anything else an expression. */
export function jsxAttribute(name: string, value: Exclude<JsxPropValue, null | undefined | false>): any {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  if (value === true) return { type: 'mdxJsxAttribute', name, value: null };
  const expression = isEstree(value) ? value.estree : valueToEstree(value);
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression }] } },
    },
  };
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
