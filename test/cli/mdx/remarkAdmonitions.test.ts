import { compile } from '@mdx-js/mdx';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import remarkAdmonitions, { admonitionKeywords, titleToLabel, type AdmonitionOptions } from '../../../src/cli/mdx/remarkAdmonitions.ts';

/** The JSX MDX compiles the source to, from the first JSX element on. */
async function jsx(source: string, options?: AdmonitionOptions): Promise<string> {
  const out = String(await compile(source, { jsx: true, remarkPlugins: [[remarkAdmonitions, options]] }));
  return out.slice(out.indexOf('return <'), out.indexOf('\n}\n'));
}

const keywords = suite('admonitionKeywords');

keywords('defaults to note, tip, info, warning and danger, and the four aliases Docusaurus accepts', () => {
  assert.equal([...admonitionKeywords()], ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);
});

keywords('adds configured keywords, or replaces the defaults with extendDefaults: false', () => {
  assert.equal([...admonitionKeywords({ keywords: ['security'] })], ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary', 'security']);
  assert.equal([...admonitionKeywords({ keywords: ['security'], extendDefaults: false })], ['security']);
});

keywords.run();

const label = suite('titleToLabel');
const five = admonitionKeywords();

label('turns a title after the keyword into a directive label', () => {
  assert.is(titleToLabel(':::tip My title\nText\n:::', five), ':::tip[My title]\nText\n:::');
  assert.is(titleToLabel('::::danger  Two  spaces  \n::::', five), '::::danger[Two  spaces]\n::::');
});

label('escapes brackets in the title and leaves labels, attributes and other directives alone', () => {
  assert.is(titleToLabel(':::note A [b] c', five), ':::note[A \\[b\\] c]');
  assert.is(titleToLabel(':::note[Already]', five), ':::note[Already]');
  assert.is(titleToLabel(':::note{.x}', five), ':::note{.x}');
  assert.is(titleToLabel(':::youtube Some title', five), ':::youtube Some title');
});

label('does not touch fenced code', () => {
  const doc = '```md\n:::tip Inside code\n:::\n```\n:::tip Outside';
  assert.is(titleToLabel(doc, five), '```md\n:::tip Inside code\n:::\n```\n:::tip[Outside]');
  const tilde = '~~~~\n```\n:::tip Still code\n~~~~';
  assert.is(titleToLabel(tilde, five), tilde);
});

label.run();

const admonitions = suite('remarkAdmonitions');

admonitions('compiles every default keyword to an Admonition element with its type', async () => {
  for (const type of ['note', 'tip', 'info', 'warning', 'danger']) {
    assert.is(await jsx(`:::${type}\nBody.\n:::`), `return <Admonition type="${type}"><_components.p>{"Body."}</_components.p></Admonition>;`);
  }
});

admonitions('draws caution, important, success and secondary as warning, info, tip and note, titled with their own name', async () => {
  assert.is(await jsx(':::caution\nBody.\n:::'), 'return <Admonition type="warning" title="Caution"><_components.p>{"Body."}</_components.p></Admonition>;');
  assert.match(await jsx(':::important\nBody.\n:::'), '<Admonition type="info" title="Important">');
  assert.match(await jsx(':::success Done\nBody.\n:::'), '<Admonition type="tip" title="Done">');
  assert.match(await jsx(':::secondary[Aside]\nBody.\n:::'), '<Admonition type="note" title="Aside">');
});

admonitions('keeps an alias keyword that the site configures as a type of its own', async () => {
  assert.match(await jsx(':::caution\nBody.\n:::', { keywords: ['caution'] }), '<Admonition type="caution">');
});

admonitions('passes a bracket title or a title after the keyword as the title prop', async () => {
  assert.match(await jsx(':::tip[Pro tip]\nBody.\n:::'), '<Admonition type="tip" title="Pro tip">');
  assert.match(await jsx(':::info Good to know\nBody.\n:::'), '<Admonition type="info" title="Good to know">');
});

admonitions('keeps markup in a title as JSX', async () => {
  assert.match(await jsx(':::danger[Use `rm` **carefully**]\nBody.\n:::'), '<Admonition type="danger" title={<>{"Use "}<_components.code>{"rm"}</_components.code>{" "}<_components.strong>{"carefully"}</_components.strong></>}>');
});

admonitions('nests an admonition inside one with more colons', async () => {
  const out = await jsx('::::note[Outer]\nOuter text.\n\n:::tip\nInner text.\n:::\n::::');
  assert.match(out, '<Admonition type="note" title="Outer"><_components.p>{"Outer text."}</_components.p><Admonition type="tip"><_components.p>{"Inner text."}</_components.p></Admonition></Admonition>');
});

admonitions('compiles configured keywords and leaves other directives to later plugins', async () => {
  assert.match(await jsx(':::security\nBody.\n:::', { keywords: ['security'] }), '<Admonition type="security">');
  assert.not.match(await jsx(':::security\nBody.\n:::'), 'Admonition');
});

admonitions.run();
