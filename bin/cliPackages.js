// Which packages the compiled CLI compiles in, and which it replaces with a module of docsite's.
// bin/compiledCli.js compiles by these lists; bin/replacePackagesHooks.js makes a run from the
// sources resolve the replaced packages the same way, so both runs execute the same modules.
import path from 'node:path';

/**
 * Packages compiled into the CLI's modules instead of loaded from node_modules one file at a time:
 * the Markdown pipeline and zod. Node's loader took 0.5 s to import the 600 files a build loaded
 * before its first step; esbuild puts them in a few modules. Packages that find files of their own
 * (katex, shiki's grammars), load native code (esbuild, rollup, sharp), or must be the one copy the
 * server bundle shares (react) stay external, as does everything not listed.
 */
export const BUNDLED_PACKAGES =
  /^(zod|markdown-it|mdurl|uc\.micro|linkify-it|punycode\.js|entities|mdast-util-[\w-]+|micromark(-[\w-]+)?|hast-util-[\w-]+|unist-util-[\w-]+|property-information|space-separated-tokens|comma-separated-tokens|stringify-entities|character-entities(-[\w]+)?|character-reference-invalid|decode-named-character-reference|is-(alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)|vfile(-message)?|unified|bail|trough|devlop|ccount|longest-streak|zwitch|markdown-table|markdown-extensions|remark-(parse|stringify|frontmatter|directive|math|mdx|mdx-frontmatter|rehype|gfm)|rehype-recma|recma-[\w-]+|@mdx-js\/mdx|estree-util-[\w-]+|estree-walker|astring|acorn|acorn-jsx|collapse-white-space|html-void-elements|github-slugger|@ungap\/structured-clone|trim-lines|escape-string-regexp|hast-util-whitespace)$/;

/**
 * Packages replaced with a module of docsite's that keeps their contract at a fraction of the cost
 * (the module says why), wherever code that the compiled CLI compiles in imports them.
 */
export const REPLACED_PACKAGES = { 'unist-util-visit-parents': 'src/cli/mdx/visitParents.ts', 'collapse-white-space': 'src/cli/mdx/collapseWhiteSpace.ts' };

/** The package a bare import names: `a` for `a/b`, `@s/a` for `@s/a/b`. */
export const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The file that replaces `specifier` imported by the file `importer`, or undefined for the package
 * itself. Only code the compiled CLI compiles in gets the replacement: docsite's src/ and the
 * packages of its node_modules that BUNDLED_PACKAGES lists. Any other importer (an external
 * package such as rehype-katex, a test comparing against the package, a site's own code) gets the
 * package, in the compiled CLI as in a run from the sources.
 * @param {string} specifier @param {string} importer absolute path @param {string} frameworkDir docsite's folder
 * @returns {string | undefined} absolute path
 */
export function replacementFor(specifier, importer, frameworkDir) {
  if (!Object.hasOwn(REPLACED_PACKAGES, specifier)) return undefined;
  const parts = path.relative(frameworkDir, importer).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
  const at = parts.lastIndexOf('node_modules');
  const compiledIn = at === -1 ? parts[0] === 'src' : BUNDLED_PACKAGES.test(parts.slice(at + 1, parts[at + 1]?.startsWith('@') ? at + 3 : at + 2).join('/'));
  return compiledIn ? path.join(frameworkDir, REPLACED_PACKAGES[specifier]) : undefined;
}
