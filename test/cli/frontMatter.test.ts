import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../src/cli/errors.ts';
import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { frontMatterFormat, parseFrontMatter, parseYamlOnce, simpleYaml } from '../../src/cli/shared/frontMatter.ts';
import { createMdxCache, createMdxCompiler } from '../../src/cli/mdx/mdxPlugin.ts';
import { websiteAndFixtureMarkdown } from '../helpers/site.ts';

const FILE = '/site/content/pages/about.md';
const YAML_HINT = 'Fix the YAML between the two --- lines at the top of the file (quote values that contain ": " or start with special characters).';

/** Runs parseFrontMatter on a source expected to be refused and returns the error it threw. */
function errorOf(source: string): DocsiteError {
  try {
    parseFrontMatter(source, FILE);
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  throw new Error('expected parseFrontMatter to throw');
}

const parse = suite('parseFrontMatter');

parse('returns the source as the body when there is no front matter', () => {
  const source = '# About\n\nText.\n';
  assert.equal(parseFrontMatter(source, FILE), { frontMatter: {}, body: source, lineOffset: 0 });
});

parse('does not read a block that is not at the very top', () => {
  const source = '\n---\ntitle: Late\n---\n# About\n';
  assert.equal(parseFrontMatter(source, FILE), { frontMatter: {}, body: source, lineOffset: 0 });
});

parse('reads a valid block and returns the body after it', () => {
  const source = '---\ntitle: About us\ntags: [a, b]\ndraft: false\n---\n# About\n';
  assert.equal(parseFrontMatter(source, FILE), {
    frontMatter: { title: 'About us', tags: ['a', 'b'], draft: false },
    body: '# About\n',
    lineOffset: 5,
  });
});

parse('counts the lines of the block so body line 1 maps to the line after the closing fence', () => {
  const source = '---\ntitle: x\n---\nfirst body line\n';
  const { body, lineOffset } = parseFrontMatter(source, FILE);
  assert.is(body.split('\n')[0], 'first body line');
  assert.is(source.split('\n')[lineOffset], 'first body line');
});

parse('reads a block with Windows line endings', () => {
  assert.equal(parseFrontMatter('---\r\ntitle: x\r\n---\r\nbody\r\n', FILE), { frontMatter: { title: 'x' }, body: 'body\r\n', lineOffset: 3 });
});

parse('reads a block that ends the file', () => {
  assert.equal(parseFrontMatter('---\ntitle: x\n---', FILE), { frontMatter: { title: 'x' }, body: '', lineOffset: 2 });
});

parse('points an invalid YAML error at the line and column in the file', () => {
  // The fence is file line 1, so YAML line 1 is file line 2.
  const error = errorOf('---\ntitle: a: b\n---\n# About\n');
  assert.ok(error.title.startsWith('Invalid YAML front matter: Nested mappings are not allowed in compact mappings'), error.title);
  assert.equal(error.location, { file: FILE, line: 2, column: 8 });
  assert.is(error.hint, YAML_HINT);
  assert.ok(error.cause instanceof Error);
});

parse('points at a later line of the block', () => {
  const error = errorOf('---\ntitle: ok\nlist: [1, 2\n---\n');
  assert.ok(error.title.startsWith('Invalid YAML front matter: Flow sequence in block collection must be sufficiently indented and end with a ]'), error.title);
  assert.equal(error.location, { file: FILE, line: 3, column: 12 });
  assert.is(error.hint, YAML_HINT);
});

parse('refuses a YAML list instead of a mapping', () => {
  const error = errorOf('---\n- a\n- b\n---\n# About\n');
  assert.is(error.title, 'Front matter must be a YAML mapping of keys to values.');
  assert.equal(error.location, { file: FILE, line: 2 });
  assert.is(error.hint, 'Write it as "key: value" lines between the --- fences.');
});

parse('refuses a plain string instead of a mapping', () => {
  assert.is(errorOf('---\njust some text\n---\n').title, 'Front matter must be a YAML mapping of keys to values.');
});

parse('reads a block of only comments as empty front matter', () => {
  assert.equal(parseFrontMatter('---\n# nothing yet\n---\nbody', FILE), { frontMatter: {}, body: 'body', lineOffset: 3 });
});

parse('names no block-relative line number in the title of an invalid YAML error', () => {
  const error = errorOf('---\ntitle: a: b\n---\n# About\n');
  assert.is(error.title, 'Invalid YAML front matter: Nested mappings are not allowed in compact mappings');
  assert.equal(error.location, { file: FILE, line: 2, column: 8 });
});

parse('the compile gets a copy of what the content plugins parsed, once', () => {
  const yaml = 'title: Once\ntags: [a, b]';
  const { frontMatter } = parseFrontMatter(`---\n${yaml}\n---\nBody\n`, 'once.md');
  (frontMatter.tags as string[]).push('added by a plugin');
  const forCompile = parseYamlOnce(yaml) as Record<string, unknown>;
  assert.equal(forCompile, { title: 'Once', tags: ['a', 'b'] }, 'as parsed, not as the plugin changed it');
  assert.is.not(forCompile, frontMatter);
  // Taken: the next call parses the text itself, to the same value.
  assert.equal(parseYamlOnce(yaml), { title: 'Once', tags: ['a', 'b'] });
});

parse('reads common front matter without yaml, exactly as yaml does, and leaves the rest to it', () => {
  let simple = 0;
  for (const file of websiteAndFixtureMarkdown()) {
    const block = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(fs.readFileSync(file, 'utf8'))?.[1];
    if (block === undefined) continue;
    const fast = simpleYaml(block);
    if (fast === null) continue;
    simple++;
    assert.equal(fast, parseYaml(block), file);
  }
  assert.ok(simple > 100, `only ${simple} front matters read the fast way`);
  // Values whose YAML meaning is not a plain string, or that are plain strings only just: the fast
  // way gives yaml's value or gives up.
  const values = ['null', 'Null', 'NULL', '~', 'true', 'True', 'TRUE', 'false', 'False', 'yes', 'no', 'on', 'off', 'y', '007', '0', '-0', '+1', '-12', '1.5', '1e3', '0x1F', '0o17', '.inf', '-.inf', '.nan', 'NaN', 'Infinity', '123456789012345678901', "Don't", 'a  b', 'C#', 'a #b', 'a# b', 'x: y', 'x:y', '"a\\"b"', '"a # b"', '"a\\tb"', "'it''s'", '"q"', "'s'", '""', "''", 'Hello, world!', 'What?', 'path/to/x', '(x)', 'e.g. this', '2024-01-01', '12:30', '-', '- a', '[a]', '{a: 1}', '&anchor x', '*alias', '!tag x', '|', '>', '%x', '@x', '`x`', 'a - b', 'a -b', 'Z', '_x', 'é', 'tab\there'];
  for (const value of values) {
    for (const text of [`key: ${value}`, `title: "A title"\nkey: ${value}\nsidebar_position: 3`]) {
      const fast = simpleYaml(text);
      if (fast !== null) assert.equal(fast, parseYaml(text), JSON.stringify(text));
    }
  }
  // Shapes it leaves to yaml: lists, nested maps, comments, blank lines, repeated keys.
  for (const text of ['tags: [a, b]', 'tags:\n  - a', 'a:\n  b: 1', '# comment\ntitle: x', 'title: x\n\nslug: y', 'a: 1\na: 2', 'key:', 'title: x\r']) assert.is(simpleYaml(text), null, text);
  assert.equal(simpleYaml('title: "Deploying the sidebar (1.1.1)"\nsidebar_position: 1\ndraft: false\nslug: intro'), { title: 'Deploying the sidebar (1.1.1)', sidebar_position: 1, draft: false, slug: 'intro' });
});

parse.run();

const format = suite('frontMatterFormat');

format('reads mdx.format, Docusaurus\' choice of format for one file', () => {
  assert.is(frontMatterFormat('---\ntitle: A\nmdx:\n  format: md\n---\nText\n', FILE), 'md');
  assert.is(frontMatterFormat('---\nmdx: { format: detect }\n---\n', FILE), 'detect');
  assert.is(frontMatterFormat('---\ntitle: A\n---\nmdx:\n  format: md\n', FILE), undefined);
  assert.is(frontMatterFormat('# No front matter\n', FILE), undefined);
});

format('a value it does not know fails at the line of the key', () => {
  try {
    frontMatterFormat('---\ntitle: A\nmdx:\n  format: markdown\n---\n', FILE);
    assert.unreachable('it throws');
  } catch (error: any) {
    assert.instance(error, DocsiteError);
    assert.is(error.title, '"mdx.format" is "markdown"; expected "md", "mdx" or "detect".');
    assert.equal(error.location, { file: FILE, line: 4 });
  }
});

format('the compile follows the file\'s own format over markdown.format', async () => {
  const compile = createMdxCompiler({ format: 'mdx' }, createMdxCache());
  const md = (await compile('---\nmdx:\n  format: md\n---\n\nA {brace} and 1 < 2.\n', '/site/docs/a.mdx')) as { code: string };
  assert.match(md.code, '"A {brace} and 1 < 2."');
  const detect = createMdxCompiler({ format: 'detect' }, createMdxCache());
  const mdx = (await detect('---\nmdx:\n  format: mdx\n---\n\nTwo: {1 + 1}\n', '/site/docs/a.md')) as { code: string };
  assert.match(mdx.code, '_jsxs(_components.p, {children: ["Two: ", 1 + 1]})');
});

format.run();
