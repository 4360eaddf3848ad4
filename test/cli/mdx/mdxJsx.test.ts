import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { jsxAttribute, jsxFlowElement } from '../../../src/cli/mdx/mdxJsx.ts';

const jsx = suite('jsxFlowElement');

jsx('keeps strings as strings, true as a bare flag and leaves out empty props', () => {
  const el = jsxFlowElement('X', { a: 'text', flag: true, off: false, none: undefined, nil: null }, []);
  assert.equal(el.attributes, [
    { type: 'mdxJsxAttribute', name: 'a', value: 'text' },
    { type: 'mdxJsxAttribute', name: 'flag', value: null },
  ]);
  assert.is(el.type, 'mdxJsxFlowElement');
});

jsx('writes numbers and objects as expressions', () => {
  const attr = jsxAttribute('n', 3);
  assert.is(attr.value.type, 'mdxJsxAttributeValueExpression');
  assert.equal(attr.value.data.estree.body[0].expression, { type: 'Literal', value: 3 });
  assert.is(jsxAttribute('style', { '--x': '1' }).value.data.estree.body[0].expression.type, 'ObjectExpression');
});

jsx.run();
