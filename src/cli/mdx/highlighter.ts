// Build-time syntax highlighting with shiki: one highlighter per process, created on the first code
// block, loading each language the first time a block uses it. Nothing of this reaches the browser:
// tokens carry their light and dark colours as CSS variables, and CSS picks one by colour mode.
import type { Highlighter } from 'shiki';

export interface CodeThemes {
  /** A shiki theme name for light mode. */
  light: string;
  /** A shiki theme name for dark mode. */
  dark: string;
}

export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light', dark: 'github-dark' };

/** A run of code text; `style` is CSS text setting --token-light / --token-dark (absent: default colour). */
export interface CodeToken {
  content: string;
  style?: string;
}

export interface HighlightedCode {
  /** One array of tokens per line. */
  lines: CodeToken[][];
  /** Default colours and backgrounds of both themes, as CSS custom properties. */
  rootStyle: Record<string, string>;
  /** False when the language is unknown to shiki and the code is plain text. */
  highlighted: boolean;
}

const PLAIN_LANGUAGES = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

let highlighter: Promise<Highlighter> | null = null;
const languages = new Map<string, Promise<boolean>>();
const themes = new Map<string, Promise<void>>();

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= import('shiki').then(async (shiki) => shiki.createHighlighter({ themes: [], langs: [], engine: (await import('shiki/engine/javascript')).createJavaScriptRegexEngine({ forgiving: true }) }));
  return highlighter;
}

function loadTheme(h: Highlighter, name: string): Promise<void> {
  if (!themes.has(name)) themes.set(name, h.loadTheme(name as any));
  return themes.get(name)!;
}

/** Loads a language once; false when shiki does not know it. */
function loadLanguage(h: Highlighter, name: string): Promise<boolean> {
  if (!languages.has(name)) {
    languages.set(
      name,
      import('shiki').then(async ({ bundledLanguages, bundledLanguagesAlias }) => {
        const known = (n: string) => n in bundledLanguages || n in bundledLanguagesAlias;
        if (!known(name)) return false;
        // Languages a grammar embeds "lazily" (fenced code in Markdown, for one) are highlighted only
        // when already loaded: load them all now, or the output would depend on which pages the
        // same worker compiled before, and two builds would differ.
        const all = new Set<string>();
        const collect = async (n: string) => {
          if (all.has(n) || !known(n)) return;
          all.add(n);
          // bundledLanguages holds the aliases too (md, js, ...).
          const regs = ((await (bundledLanguages as Record<string, () => Promise<any>>)[n]?.())?.default ?? []) as { embeddedLangsLazy?: string[] }[];
          for (const r of regs) for (const lazy of r.embeddedLangsLazy ?? []) await collect(lazy);
        };
        await collect(name);
        await h.loadLanguage(...([...all] as any[]));
        return true;
      }),
    );
  }
  return languages.get(name)!;
}

function parseCss(css: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of css.split(';')) {
    const i = decl.indexOf(':');
    if (i > 0) out[decl.slice(0, i).trim()] = decl.slice(i + 1).trim();
  }
  return out;
}

/** Highlights code with both themes; an unknown language falls back to plain text. */
export async function highlightCode(code: string, language: string | undefined, codeThemes: CodeThemes = DEFAULT_CODE_THEMES): Promise<HighlightedCode> {
  const h = await getHighlighter();
  await Promise.all([loadTheme(h, codeThemes.light), loadTheme(h, codeThemes.dark)]);
  const lang = (language ?? '').toLowerCase();
  const known = !PLAIN_LANGUAGES.has(lang) && (await loadLanguage(h, lang));
  const result = h.codeToTokens(code, { lang: known ? (lang as any) : 'text', themes: { light: codeThemes.light, dark: codeThemes.dark } as Record<string, any>, defaultColor: false, cssVariablePrefix: '--token-',
    // No time limit: with one, a busy machine stops tokenizing a line early and builds differ.
    tokenizeTimeLimit: 0, tokenizeMaxLineLength: 0 });
  const rootStyle = parseCss(result.rootStyle || `${result.fg};${result.bg}`);
  const defaultStyle = `--token-light:${rootStyle['--token-light']};--token-dark:${rootStyle['--token-dark']}`.toLowerCase();
  const lines = result.tokens.map((tokens) => {
    const line: CodeToken[] = [];
    for (const token of tokens) {
      const css = Object.entries(token.htmlStyle ?? {})
        .map(([k, v]) => `${k}:${v}`)
        .join(';');
      const style = css && css.toLowerCase() !== defaultStyle ? css : undefined;
      const last = line[line.length - 1];
      // Neighbours of one colour merge: fewer spans in the page's JS.
      if (last && last.style === style) last.content += token.content;
      else line.push(style ? { content: token.content, style } : { content: token.content });
    }
    return line;
  });
  return { lines, rootStyle, highlighted: known };
}
