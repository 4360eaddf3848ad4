// require() in MDX (requireImports.ts): Docusaurus pages' `require('./img.png').default` becomes an
// import of the page, so the image is bundled and the page renders.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';

const requires = suite('remarkRequireImports');

async function compiled(text: string): Promise<string> {
  const { code } = (await createMdxCompiler({ format: 'mdx' }, createMdxCache())(text, '/site/docs/page.mdx')) as { code: string };
  return code;
}

requires('require(x).default becomes the default import of x, once per file, in attributes and expressions', async () => {
  const code = await compiled("<img src={require('./img/a.png').default} alt=\"A\" />\n\n<img src={require(\"./img/a.png\").default} />\n\nSize: {require(`./img/a.png`).default.length}\n");
  assert.match(code, 'import __docsiteRequire0 from "./img/a.png";');
  assert.is(code.split('import __docsiteRequire').length, 2, 'one import');
  assert.match(code, '_jsx("img", {src: __docsiteRequire0,alt: "A"})');
  assert.match(code, '__docsiteRequire0.length');
  assert.not.match(code, 'require(');
});

requires('a bare require(x) becomes the module namespace, also in the page\'s ESM', async () => {
  const code = await compiled("export const data = require('./data.json');\n\n{require('./data.json').title}\n");
  assert.match(code, 'import * as __docsiteRequire0 from "./data.json";');
  assert.match(code, 'export const data = __docsiteRequire0;');
  assert.match(code, '__docsiteRequire0.title');
});

requires('leaves a page that defines require itself, and requires of expressions, as written', async () => {
  assert.match(await compiled("export const require = (x) => x;\n\n{require('./a.png')}\n"), /require\(["']\.\/a\.png["']\)/);
  assert.match(await compiled('export const name = "a";\n\n{require(name)}\n'), 'require(name)');
});

requires.run();
