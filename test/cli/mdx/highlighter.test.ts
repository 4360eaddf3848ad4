import fs from 'node:fs';
import path from 'node:path';
import { bundledLanguages, createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { forgetHighlights, highlightCode, type CodeToken } from '../../../src/cli/mdx/highlighter.ts';
import { repoRoot } from '../../helpers/site.ts';

const highlight = suite('highlightCode');

highlight('returns one token list per line, with both themes as CSS variables', async () => {
  const { lines, rootStyle, highlighted } = await highlightCode('let x = 1;\nx', 'js');
  assert.is(highlighted, true);
  assert.is(lines.length, 2);
  assert.equal(lines[0][0], { content: 'let', style: '--token-light:#CF222E;--token-dark:#FF7B72' });
  assert.equal(rootStyle, { '--token-light': '#1f2328', '--token-dark': '#e6edf3', '--token-light-bg': '#ffffff', '--token-dark-bg': '#0d1117' });
});

highlight('merges neighbouring tokens of the default colour into plain text', async () => {
  const { lines } = await highlightCode('a  +  b', 'js');
  assert.ok(lines[0].every((t, i) => i === 0 || t.style !== lines[0][i - 1].style));
  assert.is(lines[0].map((t) => t.content).join(''), 'a  +  b');
});

highlight('falls back to plain text for unknown and text languages', async () => {
  for (const lang of ['nosuchlanguage', 'text', undefined]) {
    const { lines, highlighted } = await highlightCode('a <b>\nc', lang);
    assert.is(highlighted, false, String(lang));
    assert.equal(lines, [[{ content: 'a <b>' }], [{ content: 'c' }]]);
  }
});

highlight('a block highlighted again gives the same tokens, and its own root style object', async () => {
  const first = await highlightCode('const a = 1;', 'ts');
  first.rootStyle['--token-light'] = 'changed';
  const again = await highlightCode('const a = 1;', 'ts');
  assert.is(again.rootStyle['--token-light'], '#1f2328');
  assert.equal(again.lines, first.lines);
  assert.not.equal((await highlightCode('const a = 1;', 'js', { light: 'github-light', dark: 'monokai' })).rootStyle, again.rootStyle, 'themes are part of the key');
});

highlight('resolves language aliases such as sh and py', async () => {
  assert.is((await highlightCode('echo hi', 'sh')).highlighted, true);
  assert.is((await highlightCode('print(1)', 'py')).highlighted, true);
});

/** What shiki's own two-theme call gives, neighbours of one style merged as highlightCode merges them. */
async function shikiReference(code: string, lang: string, themes = { light: 'github-light-default', dark: 'github-dark-default' }): Promise<CodeToken[][]> {
  // With the languages its grammar embeds lazily, which highlightCode loads up front too.
  const langs = new Set<string>();
  const collect = async (name: string) => {
    if (langs.has(name) || !(name in bundledLanguages)) return;
    langs.add(name);
    for (const r of (await (bundledLanguages as Record<string, () => Promise<any>>)[name]()).default) for (const lazy of r.embeddedLangsLazy ?? []) await collect(lazy);
  };
  await collect(lang);
  const h = await createHighlighter({ themes: [themes.light, themes.dark], langs: [...langs], engine: createJavaScriptRegexEngine({ forgiving: true }) });
  try {
    const result = h.codeToTokens(code, { lang: lang as any, themes, defaultColor: false, cssVariablePrefix: '--token-', tokenizeTimeLimit: 0, tokenizeMaxLineLength: 0 });
    const root = Object.fromEntries(String(result.rootStyle).split(';').map((d) => d.split(':')));
    const plain = `--token-light:${root['--token-light']};--token-dark:${root['--token-dark']}`.toLowerCase();
    return result.tokens.map((tokens) => {
      const line: CodeToken[] = [];
      for (const token of tokens) {
        const css = Object.entries(token.htmlStyle ?? {}).map(([k, v]) => `${k}:${v}`).join(';');
        const style = css && css.toLowerCase() !== plain ? css : undefined;
        const last = line[line.length - 1];
        if (last && last.style === style) last.content += token.content;
        else line.push(style ? { content: token.content, style } : { content: token.content });
      }
      return line;
    });
  } finally {
    h.dispose();
  }
}

highlight("gives shiki's own two-theme colours, font styles included, for every code block of this website", async () => {
  // Each distinct block once: the versioned docs repeat most of them (1415 blocks, 530 distinct).
  const blocks = new Map<string, string[]>();
  const add = (lang: string, code: string) => {
    if (!blocks.get(lang)?.includes(code)) blocks.set(lang, [...(blocks.get(lang) ?? []), code]);
  };
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(e.name)) for (const m of fs.readFileSync(file, 'utf8').matchAll(/^ *```(\w[\w-]*)[^\n]*\n([\s\S]*?)^ *```/gm)) add(m[1].toLowerCase(), m[2].replace(/\n$/, ''));
    }
  };
  walk(path.join(repoRoot, 'content'));
  // Italic, bold and underlined scopes, which the website's blocks may lack.
  add('markdown', '# Title\n\n_em_ **strong** [link](https://example.com)\n\n> quote\n\n- item');
  add('python', 'class A(object):\n    """doc"""\n    def f(self, *args):\n        return self.x  # note');
  let compared = 0;
  let styled = 0;
  for (const [lang, codes] of [...blocks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (!(await highlightCode('x', lang)).highlighted) continue;
    const code = codes.join('\n');
    const { lines } = await highlightCode(code, lang);
    assert.equal(lines, await shikiReference(code, lang), lang);
    compared += codes.length;
    styled += lines.flat().filter((t) => t.style?.includes('font-')).length;
  }
  assert.ok(compared > 400, `${compared} distinct blocks compared`);
  assert.ok(styled > 0, 'some tokens are italic or bold');
});

highlight('the same with other themes, whose defaults and font styles differ', async () => {
  const themes = { light: 'solarized-light', dark: 'monokai' };
  for (const [lang, code] of [['ts', 'interface A { b?: string } // comment\nconst x = `t${1}`;'], ['markdown', '# T\n\n_i_ **b**'], ['css', 'a:hover { color: red !important; }']]) {
    const { lines } = await highlightCode(code, lang, themes);
    assert.equal(lines, await shikiReference(code, lang, themes), lang);
  }
});

highlight('gives the same tokens after forgetting what it remembered', async () => {
  const code = 'const answer: number = 42;\nconst answer: number = 42;\nexport { answer };';
  const first = await highlightCode(code, 'ts');
  // The same call again comes from memory; after forgetHighlights it is tokenized again.
  assert.equal(await highlightCode(code, 'ts'), first);
  forgetHighlights();
  const again = await highlightCode(code, 'ts');
  assert.equal(again, first);
  assert.ok(again.lines[0].length > 3, 'the line is split into tokens');
});

highlight.run();
