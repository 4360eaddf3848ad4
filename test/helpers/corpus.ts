// A generated docs site of N pages: sections of up to 10 groups of up to 10 pages, each page's
// text depending only on its own number, so page 1 is the same file in a 30-page and a 300-page
// site. For tests that compare builds of different sizes (the benchmark uses ../shared/bench).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const WORDS = 'the build page site config plugin theme route sidebar render bundle module cache server client option value static markdown heading link table list search index version'.split(' ');
const pad = (n: number) => String(n).padStart(2, '0');

function text(seed: number, words: number): string {
  let x = seed * 2654435761;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out.push(WORDS[x % WORDS.length]);
  }
  return out.join(' ');
}

/** Site-relative doc path of page `i` (0-based). */
export function corpusPagePath(i: number): string {
  const group = Math.floor(i / 10);
  return `s${pad(Math.floor(group / 10) + 1)}/g${pad((group % 10) + 1)}/p${pad((i % 10) + 1)}`;
}

export function writeCorpusSite(pages: number, options: { config?: string } = {}): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), `docsite-corpus-${pages}-`));
  const docs = path.join(site, 'content/docs');
  fs.mkdirSync(docs, { recursive: true });
  fs.writeFileSync(
    path.join(site, 'site.config.ts'),
    options.config ?? `export default { title: 'Corpus', url: 'https://corpus.example.com', plugins: ['pages', ['docs', { sidebarPath: false }]] };\n`,
  );
  fs.writeFileSync(path.join(docs, 'index.md'), `---\nslug: /\n---\n\n# Corpus\n\n${text(0, 40)}.\n`);
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/pages/index.md'), `# Home\n\nRead the [docs](/docs/).\n`);
  for (let i = 0; i < pages; i++) {
    const file = path.join(docs, `${corpusPagePath(i)}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const next = i + 1 < pages ? `\n\nNext: [page ${i + 2}](/docs/${corpusPagePath(i + 1)}/).\n` : '\n';
    fs.writeFileSync(
      file,
      `# Page ${i + 1}\n\n${text(i + 1, 80)}.\n\n## Usage\n\n${text(i + 7, 60)}.\n\n\`\`\`ts\nexport const page${i} = { title: 'Page ${i + 1}', order: ${i} };\n\`\`\`\n\n| option | value |\n|---|---|\n| a | ${i} |\n${next}`,
    );
  }
  return site;
}
