// docsite's manual as content: every version is complete, no page is a stub, and the versions
// with tags files tag every doc.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docFiles, manualVersions, versionTags } from '../helpers/manualTags.ts';
import { repoRoot } from '../helpers/site.ts';

const versions: Record<string, string> = Object.fromEntries(manualVersions().map((v) => [v.name, v.dir]));

/** Words a reader reads: front matter, code, imports/exports, JSX tags and URLs removed. */
export function proseWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, 'x');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** Category index pages (index, README, or named after their folder) may be short. */
const isIndexPage = (rel: string) => {
  const parts = rel.replace(/\.mdx?$/, '').split(path.sep);
  const name = parts.at(-1)!.toLowerCase();
  return name === 'index' || name === 'readme' || (parts.length > 1 && name === parts.at(-2)!.toLowerCase());
};

const content = suite("docsite's manual");

for (const [version, dir] of Object.entries(versions)) {
  content(`${version}: at least 85 docs`, () => {
    const files = docFiles(dir);
    assert.ok(files.length >= 85, `${files.length} docs in ${path.relative(repoRoot, dir)}`);
  });

  content(`${version}: no page under 150 words except index pages, no filler`, () => {
    const short: string[] = [];
    const filler: string[] = [];
    for (const rel of docFiles(dir)) {
      const source = fs.readFileSync(path.join(dir, rel), 'utf8');
      const words = proseWords(source);
      if (!isIndexPage(rel) && words < 150) short.push(`${rel} (${words} words)`);
      if (/lorem ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder text/i.test(source)) filler.push(rel);
    }
    assert.equal(short, [], 'pages under 150 words');
    assert.equal(filler, [], 'pages with filler text');
  });
}

content('the word counter ignores code, front matter and markup', () => {
  assert.is(proseWords('---\ntitle: A b c\n---\n# Title here\n\n```js\nconst a = 1;\n```\n<Tabs groupId="x">one `two three` [four](/five/)</Tabs>'), 5);
});

// Tags files arrived in 3.4.0 (CHANGELOG.md): the snapshot of an older version documents a docs
// plugin without them, so it must not be tagged as if it had them.
const versionAtLeast = (version: string, min: number[]) => {
  const v = version.split('.').map(Number);
  for (let i = 0; i < min.length; i++) if (v[i] !== min[i]) return v[i] > min[i];
  return true;
};

for (const [version, dir] of Object.entries(versions)) {
  const where = path.relative(repoRoot, path.join(dir, 'tags.yml'));
  if (version !== 'current' && !versionAtLeast(version, [3, 4, 0])) {
    content(`${version}: predates tags files, so it has no tags.yml and no doc carries tags`, () => {
      const { tagsFile, docs } = versionTags(dir);
      assert.is(tagsFile, null, `${where} should not exist`);
      const tagged = [...docs].filter(([, tags]) => tags.length > 0).map(([rel]) => rel);
      assert.equal(tagged, [], 'docs with tags front matter');
    });
    continue;
  }
  content(`${version}: every doc has one to three tags, each a key of the version's tags.yml`, () => {
    const { tagsFile, docs } = versionTags(dir);
    assert.ok(tagsFile, `${where} is missing`);
    const wrongCount = [...docs].filter(([, tags]) => tags.length < 1 || tags.length > 3).map(([rel, tags]) => `${rel} (${tags.length})`);
    const notInFile = [...docs].flatMap(([rel, tags]) => tags.filter((t) => typeof t !== 'string' || !(t in tagsFile!)).map((t) => `${rel}: ${JSON.stringify(t)}`));
    assert.equal(wrongCount, [], 'docs without one to three tags');
    assert.equal(notInFile, [], 'tags that are not keys of tags.yml');
  });
  content(`${version}: every tag of tags.yml has a label, a permalink and a description`, () => {
    const { tagsFile } = versionTags(dir);
    assert.ok(tagsFile, `${where} is missing`);
    const incomplete = Object.entries(tagsFile).filter(([, d]) => !d?.label || !d.permalink?.startsWith('/') || !d.description).map(([k]) => k);
    assert.equal(incomplete, [], 'tags without a label, a permalink with a leading slash, or a description');
  });
}

content('current: every tag of tags.yml tags at least one doc', () => {
  const { tagsFile, docs } = versionTags(versions.current);
  assert.ok(tagsFile, 'content/docs/tags.yml is missing');
  const used = new Set([...docs.values()].flat());
  assert.equal(Object.keys(tagsFile).filter((k) => !used.has(k)), [], 'tags no doc uses');
});

content.run();
