// The leading title, the truncate marker, and the generated sources made from a post.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyzePostBody, compilesAsMdx, excerptSource, fullPostSource, markerIsInvisible, needsFullCopy, relinkCopy } from '../../../../src/cli/plugins/blog/postSource.ts';

const MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;
const analyze = (body: string) => analyzePostBody(body, MARKER);

const analysis = suite('analyzePostBody');

analysis('finds a leading h1 after imports and blank lines, as the title', () => {
  const body = "import X from './x';\n\n# The *title* \\#1\n\nText\n";
  const a = analyze(body);
  assert.is(a.contentTitle?.text, 'The title #1');
  assert.is(body.slice(a.contentTitle!.start, a.contentTitle!.end), '# The *title* \\#1');
});

analysis('ignores an h1 that comes after other content', () => {
  assert.is(analyze('Intro\n\n# Later heading\n').contentTitle, undefined);
  assert.is(analyze('## Second level\n').contentTitle, undefined);
});

analysis('finds both truncate markers, but not one shown in a code block', () => {
  assert.equal(analyze('A\n\n<!-- truncate -->\n\nB').marker, { start: 3, end: 20, text: '<!-- truncate -->' });
  assert.is(analyze('A\n\n{/* truncate */}\n').marker?.text, '{/* truncate */}');
  assert.is(analyze('A\n\n```md\n<!-- truncate -->\n```\n').marker, undefined);
  assert.is(analyze('```md\n<!-- truncate -->\n```\n\n<!--truncate-->\n').marker?.text, '<!--truncate-->');
});

analysis.run();

const copies = suite('generated post sources');

const fm = '---\ntitle: x\n---\n';

copies('the excerpt is everything before the marker, front matter kept, title line emptied', () => {
  const body = '# Title\n\nIntro text.\n\n<!-- truncate -->\n\nMore.\n';
  assert.is(excerptSource(fm, body, analyze(body)), `${fm}\n\nIntro text.\n\n`);
  assert.is(excerptSource(fm, 'No marker', analyze('No marker')), null);
});

copies('the full post drops the title and the marker but keeps every line', () => {
  const body = '# Title\n\nIntro.\n\n<!-- truncate -->\n\nMore.';
  const full = fullPostSource(fm, body, analyze(body));
  assert.is(full, `${fm}\n\nIntro.\n\n\n\nMore.`);
  assert.is(full.split('\n').length, (fm + body).split('\n').length);
});

copies('a copy of the full post is needed only for a title or a marker the compiler cannot take', () => {
  assert.not.ok(needsFullCopy(analyze('Text\n\n{/* truncate */}\n'), true));
  assert.ok(needsFullCopy(analyze('Text\n\n<!-- truncate -->\n'), true), 'an HTML comment is an MDX syntax error');
  assert.not.ok(needsFullCopy(analyze('Text\n\n<!-- truncate -->\n'), false));
  assert.ok(needsFullCopy(analyze('Text\n\n{/* truncate */}\n'), false), 'Markdown would print the braces');
  assert.ok(needsFullCopy(analyze('# Title\n\nText\n'), true));
  assert.not.ok(needsFullCopy(analyze('Text\n'), true));
});

copies('knows how each file compiles and which marker renders nothing', () => {
  assert.ok(compilesAsMdx('a.md', 'mdx'));
  assert.not.ok(compilesAsMdx('a.md', 'detect'));
  assert.ok(compilesAsMdx('a.mdx', 'detect'));
  assert.not.ok(compilesAsMdx('a.mdx', 'md'));
  assert.ok(markerIsInvisible('{/* truncate */}', true));
  assert.ok(markerIsInvisible('<!-- truncate -->', false));
  assert.not.ok(markerIsInvisible('<!-- truncate -->', true));
});

copies('a copy makes relative imports absolute, leaving code blocks, prose and packages alone', () => {
  const source = `${fm}import A from './A';\nimport {B,\n  C} from "../lib/b.js";\nexport { d } from './d';\nimport pkg from 'some-package';\n\nText from './not-an-import'.\n\n\`\`\`js\nimport X from './x';\n\`\`\`\n`;
  const out = relinkCopy(source, { dir: '/site/content/blog/2021', copyDir: '/site/.gen/posts/2021', isMdx: true });
  assert.is(
    out,
    `${fm}import A from "/site/content/blog/2021/A";\nimport {B,\n  C} from "/site/content/blog/lib/b.js";\nexport { d } from "/site/content/blog/2021/d";\nimport pkg from 'some-package';\n\nText from './not-an-import'.\n\n\`\`\`js\nimport X from './x';\n\`\`\`\n`,
  );
  const md = "import A from './A';\n";
  assert.is(relinkCopy(md, { dir: '/a', copyDir: '/b', isMdx: false }), md, 'in plain Markdown an import line is text');
});

copies('a copy re-aims relative links to Markdown files, images and other files at the files next to the post', () => {
  const source = 'See [a](./a.md#x), [b](<../b.mdx> "B"), [c](/docs/c.md), [d](https://x.org/d.md), [e](./files/e.pdf) and [f].\n\n![i](img/i.png "I") [p](../other-post/) [q](./page#x)\n\n[f]: ../docs/f.md\n[j]: ./img/j.svg\n\n```md\n[g](./g.md) ![h](./h.png)\n```\n';
  const out = relinkCopy(source, { dir: '/site/content/blog/2021', copyDir: '/site/.gen/posts/2021', isMdx: true });
  assert.is(
    out,
    'See [a](../../../content/blog/2021/a.md#x), [b](<../../../content/blog/b.mdx> "B"), [c](/docs/c.md), [d](https://x.org/d.md), [e](../../../content/blog/2021/files/e.pdf) and [f].\n\n![i](../../../content/blog/2021/img/i.png "I") [p](../other-post/) [q](./page#x)\n\n[f]: ../../../content/blog/docs/f.md\n[j]: ../../../content/blog/2021/img/j.svg\n\n```md\n[g](./g.md) ![h](./h.png)\n```\n',
  );
});

copies.run();
