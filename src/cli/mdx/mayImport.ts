// Whether a Markdown page may compile to a module that imports more than the MDX runtime, read
// from its text before it is compiled. Such a page goes through rollup; the others become direct
// modules (bundle/direct/) once their compiled code shows they import nothing else. The
// answer being known before the compile lets the bundles run while the pages compile (build.ts).
//
// It errs towards yes. A page imports something through its own import lines, a re-export, an
// import() or a require('...') in its code (requireImports.ts), a local file it shows or links to (remarkAssets.ts), a ```mermaid diagram
// (mermaid.ts), a live code block (liveCode.ts) or math (math.ts). A site's own remark and rehype plugins may add
// imports too: the compiled code is checked all the same, and a page this says no to that imports
// something after all is bundled (the build then bundles again).
import { isLocalAssetUrl } from './remarkAssets.ts';

export interface MayImportOptions {
  /** The folder holding the site config (`@site/` paths). */
  siteDir: string;
  /** markdown.mermaid: ```mermaid fences become a theme component. */
  mermaid?: boolean;
  /** markdown.math: a page with math imports `Head` for KaTeX's stylesheet (math.ts). */
  math?: boolean;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** An import statement starting a line (MDX's ESM; not a line of prose that starts with the word), or a re-export. */
const ESM_IMPORT = /^import\b\s*(?:["'{*]|[\w$]+\s*(?:,|from\b))/;
const RE_EXPORT = /^export\s*(?:\*|\{[^}]*\}\s*from\b)/;
const DYNAMIC_IMPORT = /\bimport\s*\(|\bimport\.meta\b/;
const REQUIRE = /\brequire\(\s*["'`]/;
/** Inline link and image destinations, and link reference definitions. */
const INLINE_URL = /\]\(\s*<?([^)\s>]+)/g;
const DEFINITION_URL = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)/;

/** True when `source` (the text of `file`) may compile to code that imports more than the MDX runtime. */
export function sourceMayImport(source: string, file: string, o: MayImportOptions): boolean {
  const urls: string[] = [];
  let fence: { char: string; length: number } | null = null;
  // What no line can match when the whole text lacks it is not looked for line by line: this runs
  // over every page before the compile starts, so each line's work counts.
  const esm = source.includes('import') || source.includes('export');
  const requires = source.includes('require(');
  const math = o.math && source.includes('$');
  for (const line of source.split('\n')) {
    const f = FENCE.exec(line);
    if (fence) {
      // A closing fence: the same character, at least as long, nothing after it.
      if (f && f[1][0] === fence.char && f[1].length >= fence.length && f[2].trim() === '') fence = null;
      continue;
    }
    if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
      fence = { char: f[1][0], length: f[1].length };
      const info = f[2].trim();
      const lang = info.split(/[\s{]/)[0].toLowerCase();
      if (o.mermaid && lang === 'mermaid') return true;
      if (o.math && lang === 'math') return true;
      // `live` among the info's words (liveCode.ts reads the meta the same way, more strictly).
      if (/(^|\s)live(\s|$)/.test(info.replace(/"[^"]*"|'[^']*'/g, '""'))) return true;
      continue;
    }
    if (esm && (ESM_IMPORT.test(line) || RE_EXPORT.test(line) || DYNAMIC_IMPORT.test(line))) return true;
    if (requires && REQUIRE.test(line)) return true;
    const link = line.includes('](');
    if (link || (math && line.includes('$'))) {
      // Inline code shows syntax: a dollar or a link there is text.
      const text = line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, '') : line;
      // `$x$` and `$$` blocks.
      if (math && text.includes('$')) return true;
      if (link && text.includes('](')) for (const m of text.matchAll(INLINE_URL)) urls.push(m[1]);
    }
    if (line.includes(']:')) {
      const d = DEFINITION_URL.exec(line);
      if (d) urls.push(d[1]);
    }
  }
  return urls.some((url) => isLocalAssetUrl(url, file, o.siteDir));
}
