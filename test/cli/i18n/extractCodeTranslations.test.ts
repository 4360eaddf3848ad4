import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { extractCodeTranslations, extractFromSource, jsxText, listCodeFiles, loadTypeScript } from '../../../src/cli/i18n/extractCodeTranslations.ts';
import { fixture, repoRoot } from '../../helpers/site.ts';

const ts = await loadTypeScript(repoRoot);
const extract = (text: string, file = '/site/Page.tsx') => extractFromSource(ts, text, file);
const ids = (text: string) => extract(text).messages.map(({ id, message, description }) => ({ id, message, ...(description !== undefined && { description }) }));

const source = suite('extractFromSource');

source('finds translate() calls with their id, message and description', () => {
  const text = `import { translate } from 'docsite/runtime';\nconst a = translate({ id: 'a.title', message: 'Title', description: 'The title' });\nconst b = translate({ message: 'Just a message' }, { n: 1 });`;
  assert.equal(ids(text), [
    { id: 'a.title', message: 'Title', description: 'The title' },
    { id: 'Just a message', message: 'Just a message' },
  ]);
  assert.equal(extract(text).messages[0].location, { file: '/site/Page.tsx', line: 2, column: 11 });
});

source('finds <Translate> elements, their text as React sees it, and an id alone as its own message', () => {
  const text = `import Translate from '@docusaurus/Translate';\nexport const A = () => (\n  <div>\n    <Translate id="x.heading" description="A heading">\n      Welcome to\n      the site\n    </Translate>\n    <Translate>{'Hello {name}'}</Translate>\n    <Translate id="x.alone" />\n  </div>\n);`;
  assert.equal(ids(text), [
    { id: 'x.heading', message: 'Welcome to the site', description: 'A heading' },
    { id: 'Hello {name}', message: 'Hello {name}' },
    { id: 'x.alone', message: 'x.alone' },
  ]);
});

source('follows renamed imports, and leaves alone a translate() that comes from elsewhere', () => {
  assert.equal(ids(`import { translate as t, Translate as T } from '@docsite/runtime';\nt({ id: 'r.a', message: 'A' });\nconst x = <T id="r.b">B</T>;`), [
    { id: 'r.a', message: 'A' },
    { id: 'r.b', message: 'B' },
  ]);
  assert.equal(extract(`import { translate } from 'i18next';\ntranslate({ id: name });`), { messages: [], warnings: [] });
});

source('warns, at file:line:column, of each declaration it cannot read, and leaves it out', () => {
  const text = [
    `import { Translate, translate } from 'docsite/runtime';`,
    'translate({ id: `greeting.${name}`, message: "Hi" });',
    'translate(declaration);',
    `const a = <Translate id={id}>Hello</Translate>;`,
    `const b = <Translate>Hello {name}</Translate>;`,
    `translate({ description: 'no id' });`,
  ].join('\n');
  const { messages, warnings } = extract(text);
  assert.equal(messages, []);
  const tail = '; it is left out of code.json. Write it as a string literal, or add its id to code.json by hand.';
  assert.equal(warnings, [
    `/site/Page.tsx:2:1: translate() has a computed "id"${tail}`,
    `/site/Page.tsx:3:1: translate() is given a computed value instead of { id, message, description }${tail}`,
    `/site/Page.tsx:4:11: <Translate> has a computed "id"${tail}`,
    `/site/Page.tsx:5:11: <Translate> has more than one child; its message must be one plain string${tail}`,
    `/site/Page.tsx:6:1: translate() has neither an id nor a message${tail}`,
  ]);
});

source('JSX text keeps spaces inside a line and joins lines with one space', () => {
  assert.is(jsxText('\n   Hello   there\n\n   world  \n  '), 'Hello   there world');
  assert.is(jsxText('Plain'), 'Plain');
});

source.run();

const files = suite('extractCodeTranslations');

files('extracts the fixture\'s page, component and src/ file, sorted by file, with the component\'s computed id a warning', async () => {
  const site = fixture('i18n-write');
  const list = await listCodeFiles([path.join(site, 'src'), path.join(site, 'content')]);
  assert.equal(list.map((f) => path.relative(site, f)), ['content/components/Greeting.tsx', 'content/pages/index.tsx', 'content/sidebars.ts', 'src/Legacy.jsx']);
  const { messages, warnings } = await extractCodeTranslations(ts, list);
  assert.equal(Object.fromEntries(Object.entries(messages).map(([id, m]) => [id, m.message])), {
    'A greeting': 'A greeting',
    'Hello {name}': 'Hello {name}',
    'home.title': 'Home',
    'home.heading': 'Welcome to the fixture',
    'legacy.note': 'Kept from Docusaurus',
  });
  assert.equal(messages['home.heading'].description, 'The heading of the home page');
  assert.equal(warnings.map((w) => w.replace(/^.*?(Greeting\.tsx:\d+:\d+: [^;]*);.*$/, '$1')), ['Greeting.tsx:7:66: translate() has a computed "id"']);
});

files('an id declared twice with two messages keeps the first and says where both are', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-extract-'));
  const head = `import { translate } from 'docsite/runtime';\n`;
  fs.writeFileSync(path.join(dir, 'a.ts'), `${head}translate({ id: 'x', message: 'One' });\n`);
  fs.writeFileSync(path.join(dir, 'b.ts'), `${head}\ntranslate({ id: 'x', message: 'Two' });\ntranslate({ id: 'x', message: 'One' });\n`);
  const { messages, warnings } = await extractCodeTranslations(ts, await listCodeFiles([dir]));
  assert.equal(messages, { x: { message: 'One' } });
  assert.equal(warnings, [`${path.join(dir, 'b.ts')}:3:1: the id "x" is declared again with another message ("Two"); the first, at ${path.join(dir, 'a.ts')}:2:1, is kept.`]);
});

files('docsite\'s own theme declares its labels statically', async () => {
  const list = await listCodeFiles([path.join(repoRoot, 'src/theme')]);
  assert.ok(list.length > 50, 'lists the theme files');
  const { warnings } = await extractCodeTranslations(ts, list);
  assert.equal(warnings, []);
});

files('without the typescript package, says how to install it', async () => {
  try {
    await loadTypeScript(os.tmpdir(), () => Promise.reject(new Error('Cannot find package')));
    assert.unreachable('loaded typescript');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.is(formatError(error, false), "[ERROR] write-translations reads the site's code with the TypeScript compiler, and the typescript package is not installed.\n  Hint: Install it in the site: npm i -D typescript");
  }
});

files.run();
