// Pure helpers for fenced code blocks: the metastring (```ts title="a.ts" showLineNumbers {1,3-5})
// and the magic comments (// highlight-next-line, # highlight-start, <!-- highlight-end -->, and any
// a site declares in themeConfig.prism.magicComments).

export interface CodeMeta {
  /** `title="file.ts"`: shown above the code. */
  title?: string;
  /** `showLineNumbers` (from 1) or `showLineNumbers=5` (from 5); undefined when absent. */
  startLineNumber?: number;
  /** 1-based lines from `{1,3-5}`, counted after magic comments are removed. */
  highlightLines: number[];
}

/** "1,3-5" -> [1, 3, 4, 5]; reversed ranges are read forwards, junk is ignored. */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let n = Math.min(a, b); n <= Math.max(a, b); n++) lines.add(n);
  }
  return [...lines].sort((x, y) => x - y);
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const source = meta ?? '';
  const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(source);
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(source);
  // Ranges outside quotes only: a title may contain braces.
  const ranges = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/.exec(source.replace(/"[^"]*"|'[^']*'/g, '""'));
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    startLineNumber: numbers ? Number(numbers[1] ?? 1) : undefined,
    highlightLines: ranges ? parseLineRanges(ranges[1]) : [],
  };
}

type CommentStyle = 'slash' | 'block' | 'jsx' | 'hash' | 'html' | 'dash';

const DIRECTIVE = '\\s*highlight-(next-line|start|end)\\s*';
const COMMENT_PATTERNS: Record<CommentStyle, RegExp> = {
  slash: new RegExp(`^\\s*//${DIRECTIVE}$`),
  block: new RegExp(`^\\s*/\\*${DIRECTIVE}\\*/\\s*$`),
  jsx: new RegExp(`^\\s*\\{\\s*/\\*${DIRECTIVE}\\*/\\s*\\}\\s*$`),
  hash: new RegExp(`^\\s*#${DIRECTIVE}$`),
  html: new RegExp(`^\\s*<!--${DIRECTIVE}-->\\s*$`),
  dash: new RegExp(`^\\s*--${DIRECTIVE}$`),
};

const C_LIKE: CommentStyle[] = ['slash', 'block'];
const FAMILIES: [CommentStyle[], string[]][] = [
  [[...C_LIKE, 'jsx'], ['jsx', 'tsx']],
  [C_LIKE, ['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'mts', 'cts', 'java', 'c', 'cpp', 'c++', 'cs', 'csharp', 'go', 'rust', 'rs', 'swift', 'kotlin', 'kt', 'scala', 'dart', 'php', 'css', 'scss', 'less', 'json', 'jsonc', 'json5', 'groovy', 'objc']],
  [['hash'], ['bash', 'sh', 'shell', 'shellscript', 'zsh', 'fish', 'python', 'py', 'ruby', 'rb', 'yaml', 'yml', 'toml', 'r', 'perl', 'dockerfile', 'makefile', 'powershell', 'ps1', 'ini', 'properties', 'nginx', 'elixir', 'julia', 'graphql', 'gql', 'nix']],
  [['html', 'jsx'], ['html', 'xml', 'svg', 'md', 'markdown', 'mdx', 'vue', 'svelte', 'astro']],
  [['dash', 'block'], ['sql', 'lua', 'haskell', 'hs']],
];

/** The comment forms a magic comment may take in a language; every form when the language is unknown. */
export function commentStyles(language: string | undefined): CommentStyle[] {
  const lang = (language ?? '').toLowerCase();
  return FAMILIES.find(([, langs]) => langs.includes(lang))?.[0] ?? (Object.keys(COMMENT_PATTERNS) as CommentStyle[]);
}

/** A magic comment a site declares (themeConfig.prism.magicComments): lines it marks get `className`. */
export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The patterns of one directive word in every comment form of `styles`. */
function directivePatterns(word: string, styles: CommentStyle[]): RegExp[] {
  const w = `\\s*${escapeRegExp(word)}\\s*`;
  const forms: Record<CommentStyle, string> = { slash: `//${w}`, block: `/\\*${w}\\*/\\s*`, jsx: `\\{\\s*/\\*${w}\\*/\\s*\\}\\s*`, hash: `#${w}`, html: `<!--${w}-->\\s*`, dash: `--${w}` };
  return styles.map((s) => new RegExp(`^\\s*${forms[s]}$`));
}

type CommentKind = { className: string; line: RegExp[]; start: RegExp[]; end: RegExp[] };
const kindsByList = new WeakMap<MagicComment[], Map<string, CommentKind[]>>();

/** The patterns of a site's comments in a language's comment forms: made once per list and language, not per block. */
function commentKinds(comments: MagicComment[], language: string | undefined): CommentKind[] {
  let byLanguage = kindsByList.get(comments);
  if (!byLanguage) kindsByList.set(comments, (byLanguage = new Map()));
  const key = (language ?? '').toLowerCase();
  let kinds = byLanguage.get(key);
  if (!kinds) {
    const styles = commentStyles(language);
    kinds = comments.map((c) => ({ className: c.className, line: c.line ? directivePatterns(c.line, styles) : [], start: c.block ? directivePatterns(c.block.start, styles) : [], end: c.block ? directivePatterns(c.block.end, styles) : [] }));
    byLanguage.set(key, kinds);
  }
  return kinds;
}

/**
 * Removes the lines of a site's own magic comments and returns, per 1-based line of what is
 * left, the class names they give it. Runs before the highlight comments are read.
 */
export function applyCustomMagicComments(code: string, language: string | undefined, comments: MagicComment[]): { code: string; lineClasses: Map<number, string[]> } {
  const kinds = commentKinds(comments, language);
  const kept: string[] = [];
  const lineClasses = new Map<number, string[]>();
  const next = new Set<number>();
  const depth = kinds.map(() => 0);
  for (const line of code.split('\n')) {
    const matches = (list: RegExp[]) => list.some((p) => p.test(line));
    const k = kinds.findIndex((kind) => matches(kind.line) || matches(kind.start) || matches(kind.end));
    if (k !== -1) {
      if (matches(kinds[k].line)) next.add(k);
      else if (matches(kinds[k].start)) depth[k]++;
      else depth[k] = Math.max(0, depth[k] - 1);
      continue;
    }
    kept.push(line);
    const classes = kinds.filter((_, i) => next.has(i) || depth[i] > 0).map((kind) => kind.className);
    if (classes.length > 0) lineClasses.set(kept.length, classes);
    next.clear();
  }
  return { code: kept.join('\n'), lineClasses };
}

/** The site's own magic comments: themeConfig.prism.magicComments without the highlight comment, which is always read. */
export function siteMagicComments(prism: { magicComments?: unknown } | undefined): MagicComment[] {
  const list = Array.isArray(prism?.magicComments) ? (prism!.magicComments as MagicComment[]) : [];
  return list.filter((c) => c.line !== 'highlight-next-line' && c.block?.start !== 'highlight-start');
}

/** Removes magic-comment lines and returns the code with the 1-based lines they highlight. */
export function applyMagicComments(code: string, language?: string): { code: string; highlightLines: number[] } {
  const patterns = commentStyles(language).map((s) => COMMENT_PATTERNS[s]);
  const kept: string[] = [];
  const highlightLines: number[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const directive = patterns.map((p) => p.exec(line)?.[1]).find(Boolean);
    if (directive === 'next-line') nextLine = true;
    else if (directive === 'start') depth++;
    else if (directive === 'end') depth = Math.max(0, depth - 1);
    else {
      kept.push(line);
      if (nextLine || depth > 0) highlightLines.push(kept.length);
      nextLine = false;
    }
  }
  return { code: kept.join('\n'), highlightLines };
}
