// compileAllMarkdown's worker threads (used on machines with three cores or more): forced here on
// any machine, they must give what the build's own thread gives, file for file.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { compileAllMarkdown, type PoolOptions } from '../../../src/cli/mdx/compilePool.ts';
import { createMdxCache, createMdxCompiler, type MdxOptions } from '../../../src/cli/mdx/mdxPlugin.ts';
import { repoRoot } from '../../helpers/site.ts';

const siteDir = path.join(repoRoot, 'test/fixtures/basic');
const docs = path.join(siteDir, 'content/docs');
const file = (name: string) => path.join(docs, name);

const jobs = Array.from({ length: 6 }, (_, i) => ({
  file: file(`page-${i}.md`),
  code: `---\ntitle: Page ${i}\n---\n\n# Page ${i}\n\nSee [the next one](./page-${i + 1}.md) and [a missing one](./nowhere-${i}.md).\n\n:::tip\nA tip, number ${i}.\n:::\n\n\`\`\`ts title="x.ts"\nconst n: number = ${i};\n\`\`\`\n`,
}));

function options(): MdxOptions {
  const permalinks = new Map(jobs.map((j, i) => [j.file, `/docs/page-${i}/`]));
  permalinks.set(file('page-6.md'), '/docs/page-6/');
  return { format: 'detect', markdownLinks: { permalinks, broken: new Map() }, assets: { baseUrl: '/', siteDir, idealImage: false } };
}

const pool = (mdx: MdxOptions, extra: Partial<PoolOptions> = {}): PoolOptions => ({ siteDir, configPath: path.join(siteDir, 'site.config.ts'), mdx, cacheKey: 'test', ...extra });

const test = suite('compileAllMarkdown in workers');

test('two workers compile every file as the build thread does, broken links included', async () => {
  const hereOptions = options();
  const here = createMdxCompiler(hereOptions, createMdxCache());
  await compileAllMarkdown(jobs, here, pool(hereOptions, { workers: 0 }));
  const thereOptions = options();
  const there = createMdxCompiler(thereOptions, createMdxCache());
  await compileAllMarkdown(jobs, there, pool(thereOptions, { workers: 2, minForWorkers: 1 }));
  for (const job of jobs) {
    const a = here.entry(job.file)!;
    const b = there.entry(job.file)!;
    assert.ok(a.code.includes('const'), `${job.file} compiled here`);
    assert.is(b.code, a.code, job.file);
    assert.equal(b.brokenLinks, a.brokenLinks, job.file);
    assert.equal(thereOptions.markdownLinks!.broken.get(job.file), hereOptions.markdownLinks!.broken.get(job.file));
  }
  assert.equal(thereOptions.markdownLinks!.broken.get(jobs[0].file)!.map((l) => l.link), ['./nowhere-0.md']);
});

test('a worker error is the first broken file in path order, with its place', async () => {
  const bad = [...jobs, { file: file('page-9.mdx'), code: '# Bad\n\n<div>\n' }, { file: file('page-8.mdx'), code: '# Worse\n\nText {\n' }];
  const mdx = options();
  const error = await compileAllMarkdown(bad, createMdxCompiler(mdx, createMdxCache()), pool(mdx, { workers: 2, minForWorkers: 1 })).then(
    () => null,
    (e) => e,
  );
  assert.instance(error, DocsiteError);
  assert.match(error.title, /MDX syntax error/);
  assert.is(error.location.file, file('page-8.mdx'));
  assert.is(error.location.line, 3);
});

test.run();
