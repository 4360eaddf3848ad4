// Build-time syntax highlighting with shiki: one highlighter per process, created on the first code
// block, loading each language the first time a block uses it. Nothing of this reaches the browser:
// tokens carry their light and dark colours as CSS variables, and CSS picks one by colour mode.
import type { Highlighter } from 'shiki';
import { createRegexStore, loadRegexStore, type RegexStore } from './regexCache.ts';

export interface CodeThemes {
  /** A shiki theme name for light mode. */
  light: string;
  /** A shiki theme name for dark mode. */
  dark: string;
}

// GitHub's "default" pair: every token colour keeps 4.5:1 on its background, which the older
// github-light (orange) and github-dark (comments) do not.
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

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

let regexStore: RegexStore | null = null;

/**
 * Keeps the grammars' regex translations in `dir` between processes (see regexCache.ts); null
 * keeps them in memory. Only before the first code block: the highlighter lives for the process.
 */
export async function useRegexCache(dir: string | null, key: string): Promise<void> {
  if (!regexStore) {
    const store = await loadRegexStore(dir, key);
    regexStore ??= store;
  }
}

/** Writes the regex translations learned so far (see useRegexCache). */
export async function saveRegexCache(): Promise<void> {
  await regexStore?.save();
}

function getHighlighter(): Promise<Highlighter> {
  const store = (regexStore ??= createRegexStore(null));
  highlighter ??= import('shiki').then(async (shiki) =>
    shiki.createHighlighter({ themes: [], langs: [], engine: (await import('shiki/engine/javascript')).createJavaScriptRegexEngine({ forgiving: true, regexConstructor: (pattern) => store.construct(pattern) }) }),
  );
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
        // One at a time, each after every language it embeds lazily. shiki rebuilds every loaded
        // grammar that embeds a language lazily each time such a language loads: in one batch,
        // Markdown's grammar was rebuilt once for each language it embeds; loaded after them, it is
        // built once.
        const seen = new Set<string>();
        const order: string[] = [];
        const collect = async (n: string) => {
          if (!known(n)) return;
          // bundledLanguages holds the aliases too (md, js, ...): one language, one name.
          const regs = ((await (bundledLanguages as Record<string, () => Promise<any>>)[n]?.())?.default ?? []) as { name: string; aliases?: string[]; embeddedLangsLazy?: string[] }[];
          const key = regs.find((r) => r.name === n || r.aliases?.includes(n))?.name ?? n;
          if (seen.has(key)) return;
          seen.add(key);
          for (const r of regs) for (const lazy of r.embeddedLangsLazy ?? []) await collect(lazy);
          order.push(key);
        };
        await collect(name);
        for (const n of order) await h.loadLanguage(n as any);
        return true;
      }),
    );
  }
  return languages.get(name)!;
}

/** A theme as textmate matches it, with its colours by id and its colour replacements. */
interface ThemeMatcher {
  theme: import('shiki/textmate').Theme;
  colors: string[];
  replacements: Record<string, string>;
}

const matchers = new Map<string, Promise<ThemeMatcher>>();

function themeMatcher(h: Highlighter, name: string): Promise<ThemeMatcher> {
  if (!matchers.has(name)) {
    matchers.set(
      name,
      import('shiki/textmate').then(({ Theme }) => {
        const registration = h.getTheme(name);
        // The theme shiki itself gives textmate (see @shikijs/primitive's setTheme).
        const theme = Theme.createFromRawTheme(registration as any);
        return { theme, colors: theme.getColorMap(), replacements: { ...registration.colorReplacements } };
      }),
    );
  }
  return matchers.get(name)!;
}

const ITALIC = 1;
const BOLD = 2;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

/**
 * A token's colour and font style in one theme, from its scopes, the way textmate computes them
 * while tokenizing: each scope, from the root, may set the colour and the font style, and what it
 * leaves unset comes from the scope above it (and at the top from the theme's defaults).
 */
function styleOf(m: ThemeMatcher, scopes: string[]): Record<string, string> {
  const defaults = m.theme.getDefaults();
  let fontStyle = defaults.fontStyle === -1 ? 0 : defaults.fontStyle;
  let foreground = defaults.foregroundId;
  let scopePath: { parent: unknown; scopeName: string } | null = null;
  for (const scopeName of scopes) {
    scopePath = { parent: scopePath, scopeName };
    const match = m.theme.match(scopePath as any);
    if (!match) continue;
    if (match.fontStyle !== -1) fontStyle = match.fontStyle;
    if (match.foregroundId !== 0) foreground = match.foregroundId;
  }
  // As shiki's getTokenStyleObject writes them, after its colour replacements.
  const style: Record<string, string> = {};
  const color = m.colors[foreground];
  if (color) style.color = m.replacements[color.toLowerCase()] || color;
  if (fontStyle & ITALIC) style['font-style'] = 'italic';
  if (fontStyle & BOLD) style['font-weight'] = 'bold';
  const decorations = [fontStyle & UNDERLINE ? 'underline' : '', fontStyle & STRIKETHROUGH ? 'line-through' : ''].filter(Boolean);
  if (decorations.length) style['text-decoration'] = decorations.join(' ');
  return style;
}

/**
 * The CSS text of a token in both themes, as shiki writes it for `themes: { light, dark }` with
 * `defaultColor: false`: `--token-light:...;--token-dark:...`, font styles as `--token-light-font-style`.
 */
function tokenCss(light: Record<string, string>, dark: Record<string, string>): string {
  const keys = [...new Set([...Object.keys(light), ...Object.keys(dark)])];
  const out: string[] = [];
  for (const [variant, style] of [['light', light], ['dark', dark]] as const) {
    for (const key of keys) out.push(`--token-${variant}${key === 'color' ? '' : `-${key}`}:${style[key] || 'inherit'}`);
  }
  return out.join(';');
}

/**
 * Highlights code with both themes; an unknown language falls back to plain text. The code is
 * tokenized once, into scopes, and each theme colours the scopes. shiki's own two-theme call
 * tokenizes once per theme: this gives the same colours (a test compares them on every code block
 * of the website) with one tokenization instead of two.
 */
export async function highlightCode(code: string, language: string | undefined, codeThemes: CodeThemes = DEFAULT_CODE_THEMES): Promise<HighlightedCode> {
  // The versions of a doc repeat its code blocks: most of this website's are copies.
  const key = `${language ?? ''}\0${codeThemes.light}\0${codeThemes.dark}\0${code}`;
  const hit = highlighted.get(key);
  if (hit) return { ...hit, rootStyle: { ...hit.rootStyle } };
  const result = await highlightOnce(code, language, codeThemes);
  if (highlightedChars + code.length <= MAX_REMEMBERED_CHARS) {
    highlighted.set(key, result);
    highlightedChars += code.length;
  }
  return { ...result, rootStyle: { ...result.rootStyle } };
}

/** Frees the highlighted blocks and lines this process remembers (a build that compiles no more). */
export function forgetHighlights(): void {
  highlighted.clear();
  highlightedChars = 0;
  lineCaches = new WeakMap();
  cachedLines = 0;
}

/** Highlighted blocks by language, themes and code (their lines are never changed by callers). */
const highlighted = new Map<string, HighlightedCode>();
let highlightedChars = 0;
/** A bound on the memory the kept tokens take, far above what a large site's code blocks need. */
const MAX_REMEMBERED_CHARS = 4_000_000;

async function highlightOnce(code: string, language: string | undefined, codeThemes: CodeThemes): Promise<HighlightedCode> {
  const h = await getHighlighter();
  const pair = await themePair(h, codeThemes);
  const lang = (language ?? '').toLowerCase();
  const known = !PLAIN_LANGUAGES.has(lang) && (await loadLanguage(h, lang));
  const textLines = code.split(/\r?\n/);
  if (!known) return { lines: textLines.map((line) => [{ content: line }]), rootStyle: { ...pair.rootStyle }, highlighted: false };
  // ansi is no grammar (shiki parses its escape codes): it keeps shiki's own two-theme call.
  if (lang === 'ansi') return shikiTokens(h, code, lang, codeThemes, pair.rootStyle);
  const grammar = h.getLanguage(lang);
  const cache = lineCacheOf(grammar);
  let state = pair.initial;
  const lines = textLines.map((text) => {
    if (text === '') return [];
    const key = `${pair.key}\u0003${stateKey(state, pair.initial)}\u0003${text}`;
    const hit = cache.get(key);
    if (hit) {
      state = hit.ruleStack;
      return hit.line;
    }
    // No time limit: with one, a busy machine stops tokenizing a line early and builds differ.
    const result = grammar.tokenizeLine(text, state, 0);
    state = result.ruleStack;
    const line: CodeToken[] = [];
    for (const token of result.tokens) {
      const end = Math.min(token.endIndex, text.length);
      if (token.startIndex >= end) continue;
      const style = pair.style(token.scopes);
      const content = text.slice(token.startIndex, end);
      const last = line[line.length - 1];
      // Neighbours of one colour merge: fewer spans in the page's JS.
      if (last && last.style === style) last.content += content;
      else line.push(style ? { content, style } : { content });
    }
    if (cachedLines < MAX_CACHED_LINES) {
      // Kept as the coloured tokens (shared by every block with the line; nobody changes them).
      cache.set(key, { line, ruleStack: result.ruleStack });
      cachedLines++;
    }
    return line;
  });
  return { lines, rootStyle: { ...pair.rootStyle }, highlighted: true };
}

/**
 * Highlighted lines by grammar, themes, state at the line's start and text. A line tokenizes the same from
 * the same state, and code repeats its lines (most of the benchmark corpus's, much of this
 * website's). The state is textmate's rule stack: each level's rule, the end pattern a begin rule
 * captured, and the scopes it opened; the key holds all of them. A grammar shiki rebuilds (when a
 * language it embeds lazily loads) starts a new cache: rule ids belong to one grammar.
 */
type LineResult = { line: CodeToken[]; ruleStack: import('shiki/textmate').StateStack };
let lineCaches = new WeakMap<object, Map<string, LineResult>>();
let cachedLines = 0;
const MAX_CACHED_LINES = 200_000;

function lineCacheOf(grammar: object): Map<string, LineResult> {
  let cache = lineCaches.get(grammar);
  if (!cache) lineCaches.set(grammar, (cache = new Map()));
  return cache;
}

const stateKeys = new WeakMap<object, string>();

function stateKey(state: any, initial: unknown): string {
  if (state === initial) return 'initial';
  let key = stateKeys.get(state);
  if (key === undefined) {
    const levels: string[] = [];
    for (let s = state; s; s = s.parent) {
      levels.push([s.ruleId, s.endRule ?? '', s.beginRuleCapturedEOL ? 1 : 0, s.nameScopesList?.getScopeNames().join(' ') ?? '', s.contentNameScopesList?.getScopeNames().join(' ') ?? ''].join('\u0001'));
    }
    key = levels.join('\u0002');
    stateKeys.set(state, key);
  }
  return key;
}

/** A light and a dark theme, loaded: their root colours, and each scope list's token CSS, cached. */
interface ThemePair {
  /** The two theme names: part of the line cache's keys. */
  key: string;
  rootStyle: Record<string, string>;
  /** The CSS text of a token with these scopes; undefined when it has the default colours. */
  style(scopes: string[]): string | undefined;
  initial: import('shiki/textmate').StateStack;
}

const pairs = new Map<string, Promise<ThemePair>>();

function themePair(h: Highlighter, codeThemes: CodeThemes): Promise<ThemePair> {
  const key = `${codeThemes.light}\0${codeThemes.dark}`;
  if (!pairs.has(key)) {
    pairs.set(
      key,
      (async () => {
        await Promise.all([loadTheme(h, codeThemes.light), loadTheme(h, codeThemes.dark)]);
        const [light, dark, { INITIAL }] = await Promise.all([themeMatcher(h, codeThemes.light), themeMatcher(h, codeThemes.dark), import('shiki/textmate')]);
        const root: Record<string, string> = {};
        for (const [variant, name] of [['light', codeThemes.light], ['dark', codeThemes.dark]] as const) {
          const theme = h.getTheme(name);
          const replaced = (c: string) => (c ? theme.colorReplacements?.[c.toLowerCase()] || c : c);
          root[`--token-${variant}`] = replaced(theme.fg) || 'inherit';
          root[`--token-${variant}-bg`] = replaced(theme.bg) || 'inherit';
        }
        // shiki's order: both foregrounds, then both backgrounds.
        const rootStyle = Object.fromEntries(['--token-light', '--token-dark', '--token-light-bg', '--token-dark-bg'].map((k) => [k, root[k]]));
        const defaultStyle = `--token-light:${rootStyle['--token-light']};--token-dark:${rootStyle['--token-dark']}`.toLowerCase();
        // By scope list, as a tree of the scope names (the grammar's own strings): no key to join
        // for each token, which showed in the compile's profile.
        type ScopeNode = { next: Map<string, ScopeNode>; done: boolean; css: string | undefined };
        const byScopes: ScopeNode = { next: new Map(), done: false, css: undefined };
        const style = (scopes: string[]) => {
          let node = byScopes;
          for (const scope of scopes) {
            let next = node.next.get(scope);
            if (!next) node.next.set(scope, (next = { next: new Map(), done: false, css: undefined }));
            node = next;
          }
          if (!node.done) {
            const css = tokenCss(styleOf(light, scopes), styleOf(dark, scopes));
            node.css = css && css.toLowerCase() !== defaultStyle ? css : undefined;
            node.done = true;
          }
          return node.css;
        };
        return { key, rootStyle, style, initial: INITIAL };
      })(),
    );
  }
  return pairs.get(key)!;
}

/** shiki's own two-theme tokens, for what is not a textmate grammar. */
function shikiTokens(h: Highlighter, code: string, lang: string, codeThemes: CodeThemes, rootStyle: Record<string, string>): HighlightedCode {
  const result = h.codeToTokens(code, { lang: lang as any, themes: { light: codeThemes.light, dark: codeThemes.dark } as Record<string, any>, defaultColor: false, cssVariablePrefix: '--token-', tokenizeTimeLimit: 0, tokenizeMaxLineLength: 0 });
  const defaultStyle = `--token-light:${rootStyle['--token-light']};--token-dark:${rootStyle['--token-dark']}`.toLowerCase();
  const lines = result.tokens.map((tokens) => {
    const line: CodeToken[] = [];
    for (const token of tokens) {
      const css = Object.entries(token.htmlStyle ?? {})
        .map(([k, v]) => `${k}:${v}`)
        .join(';');
      const style = css && css.toLowerCase() !== defaultStyle ? css : undefined;
      const last = line[line.length - 1];
      if (last && last.style === style) last.content += token.content;
      else line.push(style ? { content: token.content, style } : { content: token.content });
    }
    return line;
  });
  return { lines, rootStyle, highlighted: true };
}
