// docsite's manual as content: every version is complete, and no page is a stub.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { repoRoot } from '../helpers/site.ts';

const contentDir = path.join(repoRoot, 'content');
const versions: Record<string, string> = { current: path.join(contentDir, 'docs') };
const versionsFile = path.join(contentDir, 'versions.json');
if (fs.existsSync(versionsFile)) {
  for (const v of JSON.parse(fs.readFileSync(versionsFile, 'utf8')) as string[]) versions[v] = path.join(contentDir, 'versioned_docs', `version-${v}`);
}

/** Doc files of a version folder: .md/.mdx not starting with "_" (partials) anywhere in the path. */
function docFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).some((s) => s.startsWith('_')));
}

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

content.run();
