// The bad-input catalogue: every user mistake fails `docsite build` with what happened, where
// (file:line:column when there is a source) and what to do; exit code 1; no stack trace; and the
// previous build/ byte for byte as it was. One fixture per mistake under test/fixtures/bad-input/.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, runCli, seedPreviousBuild, type CliResult } from '../helpers/site.ts';

const catalogue = suite('docsite build on each bad input of the catalogue');
const dir = (name: string) => `test/fixtures/bad-input/${name}`;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `[ERROR] <file>[:line[:column]]: ` at the start of the error, for a file of the case's fixture. */
const at = (name: string, file: string) => new RegExp(`^\\[ERROR\\] ${esc(`${dir(name)}/${file}`)}: `, 'm');

interface Case {
  name: string;
  /** What the error block must say, in order of appearance. */
  expect: RegExp[];
}

const cases: Case[] = [
  {
    name: 'config-syntax-error',
    expect: [at('config-syntax-error', 'site.config.ts:7:24'), /Could not compile \S+site\.config\.ts: Unexpected ","$/m, /^ {2}Hint: Fix the syntax error and run the command again\.$/m],
  },
  {
    name: 'config-types',
    expect: [
      at('config-types', 'site.config.ts'),
      /The site config has 3 invalid fields\.$/m,
      /^ {2}- title: found 42, expected a string$/m,
      /^ {2}- onBrokenLinks: found "fail", expected one of "throw", "warn", "ignore"$/m,
      /^ {2}- tagLine: unknown field\. Did you mean "tagline"\?$/m,
      /^ {2}Hint: Fix these fields in \S+config-types\/site\.config\.ts/m,
    ],
  },
  {
    name: 'yaml-front-matter',
    expect: [at('yaml-front-matter', 'content/docs/intro.md:3:23'), /Invalid YAML front matter: Flow sequence .* end with a \]$/m, /^ {2}Hint: Fix the YAML between the two --- lines/m],
  },
  {
    name: 'front-matter-types',
    expect: [
      /^\[ERROR\] Invalid front matter in 1 doc \(2 fields\)\.$/m,
      new RegExp(`^  - ${esc(dir('front-matter-types'))}/content/docs/intro\\.md:3: "sidebar_position" is "x"; expected a number\\.$`, 'm'),
      new RegExp(`^  - ${esc(dir('front-matter-types'))}/content/docs/intro\\.md:4: "tags" is 3; expected a list\\.$`, 'm'),
      /^ {2}Hint: Fix the front matter values/m,
    ],
  },
  {
    name: 'mdx-syntax-error',
    expect: [at('mdx-syntax-error', 'content/docs/intro.mdx:7:38'), /MDX syntax error: Unexpected end of file in expression/, /^ {2}Hint: Fix the Markdown at that position\. In MDX, \{ and < start JavaScript expressions/m],
  },
  {
    name: 'mdx-missing-import',
    expect: [
      at('mdx-missing-import', 'content/docs/intro.mdx:4:19'),
      new RegExp(`Cannot find module "missing-chart-package" imported from ${esc(dir('mdx-missing-import'))}/content/docs/intro\\.mdx$`, 'm'),
      /^ {2}Hint: Check the import path .*, or install the package\.$/m,
    ],
  },
  {
    name: 'mdx-undefined-expression',
    expect: [
      at('mdx-undefined-expression', 'content/pages/index.mdx:3:16'),
      /Rendering \/ failed: siteVersion is not defined$/m,
      /^ {2}Hint: In MDX, \{siteVersion\} is a JavaScript expression: import or export siteVersion in this file, or write \\\{ for a literal brace\.$/m,
    ],
  },
  {
    name: 'sidebar-unknown-id',
    expect: [
      at('sidebar-unknown-id', 'content/sidebars.json'),
      /The sidebars file has 1 problem \(docs version "current"\):$/m,
      /^ {2}- "getting-started" in sidebar "docs" \(docs\[1\]\): doc id not found, did you mean "getting-startd"\?$/m,
      /^ {2}Hint: A doc id is the path of the file from the docs folder/m,
    ],
  },
  {
    name: 'duplicate-doc-id',
    expect: [
      /^\[ERROR\] Docs of version "current" share an id:$/m,
      new RegExp(`^  - "intro": ${esc(dir('duplicate-doc-id'))}/content/docs/intro\\.md and ${esc(dir('duplicate-doc-id'))}/content/docs/welcome\\.md$`, 'm'),
      /^ {2}Hint: Each doc needs its own id: rename a file, or set a different "id" in its front matter\.$/m,
    ],
  },
  {
    name: 'blog-impossible-date',
    expect: [
      at('blog-impossible-date', 'content/blog/2023-02-30-x.md'),
      /Impossible date in the file name: 2023-02-30 is not a date \(February 2023 has 28 days\)\.$/m,
      /^ {2}Hint: Rename the file: a post file name starts with a real date, YYYY-MM-DD-name\.md\.$/m,
    ],
  },
  {
    name: 'blog-unknown-author',
    expect: [at('blog-unknown-author', 'content/blog/2024-01-31-welcome.md:3'), /Unknown author "editr" in "authors": authors\.yml has no such key; did you mean "editor"\?$/m, /^ {2}Hint: Use a key of the authors file, or write the author inline/m],
  },
  {
    name: 'changelog-no-date',
    expect: [
      at('changelog-no-date', 'CHANGELOG.md:3'),
      /The heading "## 1\.1\.0" has no release date; expected "## <version> \(YYYY-MM-DD\)"/,
      /^ {2}Hint: Every "## " heading of the changelog starts a release/m,
    ],
  },
  {
    name: 'category-link-missing-doc',
    expect: [
      /^\[ERROR\] The autogenerated sidebar has 1 problem \(docs version "current"\):$/m,
      /^ {2}- "guides\/overveiw" in sidebar "defaultSidebar" \(defaultSidebar\[0\]\[0\]\.link, set in the _category_ file of "guides"\): doc id not found, did you mean "guides\/overview"\?$/m,
      /^ {2}Hint: A doc id is the path of the file/m,
    ],
  },
  {
    name: 'missing-static-asset',
    expect: [
      /^\[ERROR\] Broken links found on 1 page\.$/m,
      new RegExp(`^  - On / \\(${esc(dir('missing-static-asset'))}/content/pages/index\\.md\\):$`, 'm'),
      new RegExp(`^ {6}-> /img/missing\\.png \\(${esc(dir('missing-static-asset'))}/content/pages/index\\.md:3\\)$`, 'm'),
      /^ {2}Hint: Fix or remove these links: an internal link must lead to a page or file of this site\. To only warn, set onBrokenLinks: "warn" in the site config\.$/m,
    ],
  },
  {
    name: 'theme-syntax-error',
    expect: [at('theme-syntax-error', 'content/theme/Footer/index.tsx:6:6'), /: Unexpected closing "footer" tag does not match opening "p" tag$/m, /^ {2}Hint: Fix the error in that file and build again\.$/m],
  },
  {
    name: 'theme-missing-import',
    expect: [at('theme-missing-import', 'content/theme/Footer/index.tsx:2:18'), /Cannot find module "\.\/Logo" imported from \S+content\/theme\/Footer\/index\.tsx$/m, /^ {2}Hint: Check the import path/m],
  },
  {
    name: 'site-alias-missing',
    expect: [
      at('site-alias-missing', 'content/pages/index.mdx:1:26'),
      /"@site\/CONTRIBUTING\.md" does not exist: @site\/ is the folder holding the site config, \S+site-alias-missing\.$/m,
      /^ {2}Hint: Fix the import path, or create what it names\.$/m,
    ],
  },
  {
    name: 'theme-component-missing',
    expect: [
      at('theme-component-missing', 'content/pages/index.mdx:1:24'),
      /Theme component "Admonitoin" was not found \(imported as "@theme\/Admonitoin"\)\. Did you mean "Admonition"\? Run "docsite swizzle --list"/,
      /^ {2}Hint: Fix the import path, or create what it names\.$/m,
    ],
  },
  {
    name: 'image-undecodable',
    expect: [
      at('image-undecodable', 'content/pages/photo.png'),
      /ideal-image cannot use this image: it could not be decoded \(Input buffer contains unsupported image format\)\.$/m,
      /^ {2}Hint: Imports ending in \?ideal need a complete JPEG, PNG, WebP, AVIF, GIF or TIFF file\./m,
    ],
  },
  {
    name: 'markdown-image-missing',
    expect: [
      at('markdown-image-missing', 'content/docs/intro.md:5:14'),
      new RegExp(`Markdown image "\\./img/request-flow\\.png" not found: ${esc(dir('markdown-image-missing'))}/content/docs/img/request-flow\\.png does not exist\\.$`, 'm'),
      /^ {2}Hint: A relative image path is resolved from the folder of the Markdown file, and @site\/ from the folder holding the site config\. Fix the path, or put the image in the static folder/m,
    ],
  },
  {
    name: 'navbar-unknown-type',
    expect: [
      at('navbar-unknown-type', 'site.config.ts'),
      /A navbar item in the site config cannot be rendered:$/m,
      /^ {2}- themeConfig\.navbar\.items\[1\]: unknown type "docSidebr"; did you mean "docSidebar"\? Known types: "default", "dropdown", .*"docsVersionDropdown"; an override of @theme\/NavbarItem\/ComponentTypes adds more\.$/m,
      /^ {2}Hint: Fix these items of themeConfig\.navbar\.items in the site config and build again\.$/m,
    ],
  },
  {
    name: 'navbar-empty-docsidebar',
    expect: [
      at('navbar-empty-docsidebar', 'site.config.ts'),
      /A navbar item in the site config cannot be rendered:$/m,
      /^ {2}- themeConfig\.navbar\.items\[0\]: sidebar "links" of docs plugin "default" has no doc, so a docSidebar item has nothing to link to\.$/m,
      /^ {2}Hint: Fix these items of themeConfig\.navbar\.items/m,
    ],
  },
];

/** The server bundle folders under the fixture's .docsite/ (one per build process, removed at its end). */
const serverDirs = (name: string) => {
  const d = path.join(fixture(`bad-input/${name}`), '.docsite');
  return fs.existsSync(d) ? fs.readdirSync(d).filter((f) => f.startsWith('server-')).sort() : [];
};

async function failingBuild(name: string, env?: Record<string, string>): Promise<CliResult & { outDir: string; before: string; serverDirsBefore: string[] }> {
  const outDir = path.join(fixture(`bad-input/${name}`), 'build');
  const before = seedPreviousBuild(outDir);
  const serverDirsBefore = serverDirs(name);
  const result = await runCli(['build', dir(name)], { env });
  return { ...result, outDir, before, serverDirsBefore };
}

const errorBlock = (output: string) => output.slice(output.indexOf('[ERROR]')).trimEnd();

for (const c of cases) {
  catalogue(`${c.name}: says what, where and what to do, exits 1, prints no stack and keeps the previous build`, async () => {
    const r = await failingBuild(c.name);
    const output = r.stdout + r.stderr;
    assert.is(r.code, 1, output);
    const block = errorBlock(output);
    let from = 0;
    for (const re of c.expect) {
      const m = re.exec(block.slice(from));
      assert.ok(m, `${c.name}: expected ${re} in:\n${block}`);
      from += m!.index;
    }
    assert.not.match(block, /this looks like a bug in docsite/, 'a user mistake is not blamed on docsite');
    assert.not.match(output, /\n\s+at /, 'no stack trace without DEBUG');
    assert.is(hashDir(r.outDir), r.before, 'the previous build is intact');
    assert.not.ok(fs.readdirSync(fixture(`bad-input/${c.name}`)).some((f) => f.startsWith('build.tmp')), 'the temporary output folder is removed');
    // The server bundle runs beside the client's: the failed build waits for it, then removes its folder.
    assert.equal(serverDirs(c.name), r.serverDirsBefore, 'no server bundle folder is left behind');
  });
}

catalogue('every fixture folder of the catalogue has a case', () => {
  const folders = fs.readdirSync(fixture('bad-input')).filter((f) => fs.statSync(fixture(`bad-input/${f}`)).isDirectory());
  assert.equal(folders.sort(), cases.map((c) => c.name).sort());
});

catalogue('with DEBUG=docsite a render-time mistake prints the stack and the original error as its cause', async () => {
  const r = await failingBuild('navbar-unknown-type', { DEBUG: 'docsite' });
  assert.is(r.code, 1);
  assert.match(r.stderr, /\n\s+at /);
  assert.match(r.stderr, /Caused by:\nError: No NavbarItem component found for type "docSidebr"\./);
  assert.is(hashDir(r.outDir), r.before);
});

catalogue.after(() => {
  for (const c of cases) fs.rmSync(path.join(fixture(`bad-input/${c.name}`), 'build'), { recursive: true, force: true });
});

catalogue.run();
