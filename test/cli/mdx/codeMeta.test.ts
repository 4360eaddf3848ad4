import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyMagicComments, commentStyles, parseCodeMeta, parseLineRanges } from '../../../src/cli/mdx/codeMeta.ts';

const ranges = suite('parseLineRanges');

ranges('reads single lines and ranges, sorted and without duplicates', () => {
  assert.equal(parseLineRanges('1,3-5'), [1, 3, 4, 5]);
  assert.equal(parseLineRanges('7, 2 , 2-3'), [2, 3, 7]);
});

ranges('reads a reversed range forwards and ignores parts that are not numbers', () => {
  assert.equal(parseLineRanges('5-3,x,'), [3, 4, 5]);
});

ranges.run();

const meta = suite('parseCodeMeta');

meta('finds nothing in an empty or missing metastring', () => {
  assert.equal(parseCodeMeta(undefined), { title: undefined, startLineNumber: undefined, highlightLines: [] });
  assert.equal(parseCodeMeta(''), { title: undefined, startLineNumber: undefined, highlightLines: [] });
});

meta('reads a double-quoted, single-quoted or bare title', () => {
  assert.is(parseCodeMeta('title="src/a file.ts"').title, 'src/a file.ts');
  assert.is(parseCodeMeta("title='b.ts'").title, 'b.ts');
  assert.is(parseCodeMeta('title=c.ts').title, 'c.ts');
});

meta('reads showLineNumbers with and without a start number', () => {
  assert.is(parseCodeMeta('showLineNumbers').startLineNumber, 1);
  assert.is(parseCodeMeta('showLineNumbers=12').startLineNumber, 12);
  assert.is(parseCodeMeta('showLineNumbersx').startLineNumber, undefined);
});

meta('reads all three together, in any order', () => {
  assert.equal(parseCodeMeta('{1,3-5} showLineNumbers title="a.ts"'), { title: 'a.ts', startLineNumber: 1, highlightLines: [1, 3, 4, 5] });
});

meta('does not take braces inside the title for line ranges', () => {
  assert.equal(parseCodeMeta('title="{1}"').highlightLines, []);
});

meta.run();

const magic = suite('applyMagicComments');

magic('removes highlight-next-line and marks the line after it', () => {
  const code = 'const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;';
  assert.equal(applyMagicComments(code, 'js'), { code: 'const a = 1;\nconst b = 2;\nconst c = 3;', highlightLines: [2] });
});

magic('marks every line between highlight-start and highlight-end', () => {
  const code = 'a\n  // highlight-start\nb\nc\n  // highlight-end\nd';
  assert.equal(applyMagicComments(code, 'ts'), { code: 'a\nb\nc\nd', highlightLines: [2, 3] });
});

magic('uses the comment form of the language: # for bash, <!-- --> for html, {/* */} for jsx', () => {
  assert.equal(applyMagicComments('# highlight-next-line\nnpm run build', 'bash'), { code: 'npm run build', highlightLines: [1] });
  assert.equal(applyMagicComments('<div>\n  <!-- highlight-next-line -->\n  <p/>\n</div>', 'html'), { code: '<div>\n  <p/>\n</div>', highlightLines: [2] });
  assert.equal(applyMagicComments('{/* highlight-next-line */}\n<A />', 'jsx'), { code: '<A />', highlightLines: [1] });
});

magic('leaves comments of another language alone: # in JavaScript is code', () => {
  const code = '# highlight-next-line\nx';
  assert.equal(applyMagicComments(code, 'js'), { code, highlightLines: [] });
});

magic('accepts every comment form for an unknown language', () => {
  assert.equal(applyMagicComments('# highlight-next-line\nx\n// highlight-next-line\ny', 'nosuch'), { code: 'x\ny', highlightLines: [1, 2] });
  assert.equal(commentStyles(undefined).length, 6);
});

magic('leaves a comment that only mentions highlight alone', () => {
  const code = '// highlight-next-line is how you mark a line\nx';
  assert.equal(applyMagicComments(code, 'js'), { code, highlightLines: [] });
});

magic.run();
