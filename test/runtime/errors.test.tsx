// Runtime error helpers: invariant, Translate/translate, hooks outside their provider.
import { renderToString } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { getErrorCausalChain } from '../../src/runtime/ErrorBoundary.tsx';
import { invariant } from '../../src/runtime/invariant.ts';
import { useRouterStore } from '../../src/runtime/router.tsx';
import { useSiteData } from '../../src/runtime/context.tsx';
import { Translate, translate } from '../../src/runtime/translate.tsx';

const inv = suite('invariant');
inv('throws "Invariant failed" when the condition is false', () => {
  assert.throws(() => invariant(false), (e: Error) => e.message === 'Invariant failed');
  assert.throws(() => invariant(0, 'no zero'), (e: Error) => e.message === 'Invariant failed: no zero');
  invariant(true);
});
inv.run();

const tr = suite('translate');
tr('returns the message with placeholders filled', () => {
  assert.is(translate({ id: 'x', message: 'Hello {name}' }, { name: 'you' }), 'Hello you');
  assert.is(translate({ id: 'only.id' }), 'only.id');
});
tr('throws for a declaration with neither id nor message', () => {
  assert.throws(() => translate({ description: 'nothing' }), (e: Error) => e.message === 'translate() needs an "id" or a "message"; received {"description":"nothing"}.');
});
tr.run();

const comp = suite('Translate');
comp('renders its string children with values', () => {
  assert.is(renderToString(<Translate values={{ n: 3 }}>{'See all {n} results'}</Translate>), 'See all 3 results');
});
comp('accepts only a plain string as children', () => {
  assert.throws(
    () => renderToString(<Translate><b>bold</b></Translate>),
    (e: Error) => e.message === 'The <Translate> component accepts only a plain string as children; received: a React element. Move the markup out and pass it through "values".',
  );
});
comp.run();

const hooks = suite('hooks outside their provider');
hooks('throw an error naming the hook and the provider', () => {
  const Store = () => (useRouterStore(), null);
  const Site = () => (useSiteData(), null);
  assert.throws(() => renderToString(<Store />), (e: Error) => e.message === 'Hook useRouterStore is called outside the <DocsiteRouter>. Render the component inside the site app.');
  assert.throws(() => renderToString(<Site />), (e: Error) => e.message === 'Hook useSiteData is called outside the <SiteDataProvider>. Wrap the component that calls it in <SiteDataProvider>.');
});
hooks.run();

const chain = suite('getErrorCausalChain');
chain('lists an error and its causes, outermost first', () => {
  const e = new Error('a', { cause: new Error('b', { cause: new Error('c') }) });
  assert.equal(getErrorCausalChain(e).map((x) => x.message), ['a', 'b', 'c']);
});
chain.run();
