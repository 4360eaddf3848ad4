// HTML tags in files compiled as plain Markdown (rawHtml.ts): an error at the tag's line, not a
// page that silently lacks them.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError, formatError } from '../../../src/cli/errors.ts';
import { createMdxCache, createMdxCompiler } from '../../../src/cli/mdx/mdxPlugin.ts';

const raw = suite('remarkRawHtml');
const compile = (text: string, file = '/site/docs/page.md') => createMdxCompiler({ format: 'detect' }, createMdxCache())(text, file);

raw('a tag in a .md file compiled as Markdown fails with its place and what to write instead', async () => {
  try {
    await compile('# Page\n\nLine one<br>line two.\n');
    assert.unreachable('the compile fails');
  } catch (error: any) {
    assert.instance(error, DocsiteError);
    assert.is(error.title, 'HTML in a plain Markdown file is not rendered: <br>');
    assert.equal(error.location, { file: '/site/docs/page.md', line: 3, column: 9 });
    assert.is(error.hint, 'This file is compiled as Markdown (markdown.format), where docsite drops HTML tags. Write it in Markdown, or rename the file to .mdx and write the tags as JSX (<br />, className, style={{...}}).');
  }
});

raw('lists every tag of the file, also when markdown-it parsed it first', async () => {
  try {
    await compile('# Page\n\n<div align="center">\n\nCentered.\n\n</div>\n');
    assert.unreachable('the compile fails');
  } catch (error: any) {
    assert.is(error.title, '2 HTML tags in a plain Markdown file are not rendered.');
    assert.equal(error.details, ['- /site/docs/page.md:3:1: <div align="center">', '- /site/docs/page.md:7:1: </div>']);
    assert.not.match(formatError(error), /\n\s+at /);
  }
});

raw('leaves comments, MDX files and code alone', async () => {
  await compile('# Page\n\n<!-- a note -->\n\n`<br>`\n\n```html\n<br>\n```\n');
  await compile('# Page\n\nLine<br />two.\n', '/site/docs/page.mdx');
});

raw.run();
