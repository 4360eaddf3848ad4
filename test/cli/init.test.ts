// `docsite init` in temporary folders outside the repository: what it writes, what it refuses,
// and that the scaffold builds, passes the link check and serves.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scaffoldSite } from '../../src/cli/commands/init.ts';
import { builtinPlugins } from '../../src/cli/plugins/index.ts';
import { startStaticServer } from '../../src/cli/server/serve.ts';
import { hashDir, read, repoRoot, runCli } from '../helpers/site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-init-'));
const version = JSON.parse(read(path.join(repoRoot, 'package.json'))).version as string;

// The blog-only template and classic's blog post need the blog plugin; without it the tests below
// check what init does instead.
// The blog plugin is built in; the no-blog paths are tested through scaffoldSite's plugins list.
assert.ok('blog' in builtinPlugins);
const POST = 'content/blog/2026-01-01-welcome.md';
const NO_BLOG = Object.keys(builtinPlugins).filter((name) => name !== 'blog');

const FILES = [
  '.gitignore',
  'content/docs/getting-started/_category_.json',
  'content/docs/getting-started/intro.md',
  'content/docs/getting-started/writing-docs.md',
  'content/docs/guides/_category_.json',
  'content/docs/guides/versioning.md',
  'content/pages/index.tsx',
  'content/sidebars.ts',
  'content/static/img/favicon.svg',
  'package.json',
  'site.config.ts',
];
const CLASSIC_FILES = [...FILES, POST].sort();

function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The text block under "`docsite <command> --help` prints:" on the CLI page. */
function documentedHelp(command: string): string {
  const page = read(path.join(repoRoot, 'content/docs/cli.mdx'));
  const match = new RegExp('`docsite ' + command + ' --help` prints:\\n\\n```text\\n([\\s\\S]*?)```').exec(page);
  assert.ok(match, `content/docs/cli.mdx shows the --help output of ${command}`);
  return match![1];
}

const init = suite('docsite init');
const withBlog = init;

init.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

init('writes the classic site into a new folder and prints the files and the next two commands', async () => {
  const r = await runCli(['init', 'classic-site'], { cwd: tmp });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stderr, '');
  assert.is(
    r.stdout,
    [
      'Created a docsite site in classic-site/ from the classic template:',
      ...CLASSIC_FILES.map((f) => `  ${f}`),
      '',
      'Next:',
      '  cd classic-site',
      '  npx docsite dev',
      '',
    ].join('\n'),
  );
  assert.equal(listFiles(path.join(tmp, 'classic-site')), CLASSIC_FILES);
});

init('writes a package.json that depends on this docsite, with dev, build and serve scripts', () => {
  const pkg = JSON.parse(read(path.join(tmp, 'classic-site/package.json')));
  assert.equal(pkg, {
    name: 'classic-site',
    version: '0.0.0',
    private: true,
    type: 'module',
    scripts: { dev: 'docsite dev', build: 'docsite build', serve: 'docsite serve' },
    dependencies: { docsite: `^${version}` },
  });
  const ignored = read(path.join(tmp, 'classic-site/.gitignore')).split('\n').filter((l) => l && !l.startsWith('#'));
  assert.equal(ignored, ['node_modules/', 'build/', '.docsite/']);
});

init('the classic site builds outside the repository, passes the link check and serves its home and docs', async () => {
  const site = path.join(tmp, 'classic-site');
  const r = await runCli(['build', site]);
  assert.is(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /✔ Check links/);
  assert.not.ok(fs.existsSync(path.join(site, 'node_modules')));
  const server = await startStaticServer({ dir: path.join(site, 'build'), port: 0, host: '127.0.0.1' });
  try {
    const pages: Record<string, string> = {
      '/': '<h1>My Site</h1>',
      '/docs/': '<h1 id="introduction">Introduction</h1>',
      '/docs/getting-started/writing-docs/': '<h1 id="writing-docs">Writing docs</h1>',
      '/docs/guides/versioning/': '<h1 id="versioning">Versioning</h1>',
      '/blog/': 'Welcome', '/blog/2026/01/01/welcome/': 'Write the next post in a new file',
    };
    for (const [p, h1] of Object.entries(pages)) {
      const res = await fetch(new URL(p, server.url));
      assert.is(res.status, 200, p);
      assert.ok((await res.text()).includes(h1), `${p} shows ${h1}`);
    }
    assert.is((await fetch(new URL('/img/favicon.svg', server.url))).status, 200);
  } finally {
    await server.close();
  }
});

init('docs-only writes the same site without a note about the blog, in the current folder, and it builds', async () => {
  const site = path.join(tmp, 'docs-only');
  fs.mkdirSync(site);
  const r = await runCli(['init', '--template', 'docs-only'], { cwd: site });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, ['Created a docsite site in the current folder from the docs-only template:', ...FILES.map((f) => `  ${f}`), '', 'Next:', '  npx docsite dev', ''].join('\n'));
  assert.is(JSON.parse(read(path.join(site, 'package.json'))).name, 'docs-only');
  const built = await runCli(['build'], { cwd: site });
  assert.is(built.code, 0, built.stdout + built.stderr);
  assert.match(read(path.join(site, 'build/docs/index.html')), '<h1 id="introduction">Introduction</h1>');
});

withBlog('blog-only writes a blog with its home page, and it builds', async () => {
  const site = path.join(tmp, 'blog');
  const r = await runCli(['init', 'blog', '--template', 'blog-only'], { cwd: tmp });
  assert.is(r.code, 0, r.stderr);
  const files = ['.gitignore', POST, 'content/pages/index.tsx', 'content/static/img/favicon.svg', 'package.json', 'site.config.ts'];
  assert.equal(listFiles(site), files);
  const built = await runCli(['build'], { cwd: site });
  assert.is(built.code, 0, built.stdout + built.stderr);
  assert.match(read(path.join(site, 'build/index.html')), '<h1>My Blog</h1>');
  assert.ok(fs.existsSync(path.join(site, 'build/blog/2026/01/01/welcome/index.html')));
});

init('without the blog plugin, classic leaves out the blog post and says so', async () => {
  const result = await scaffoldSite({ dir: path.join(tmp, 'no-blog-classic'), template: 'classic', plugins: NO_BLOG });
  assert.equal(result.files, FILES);
  assert.equal(result.notes, ["The classic template's blog post is left out: this version of docsite has no blog plugin."]);
  assert.not.match(read(path.join(tmp, 'no-blog-classic/site.config.ts')), 'blog');
});

init('without the blog plugin, blog-only is refused and nothing is written', async () => {
  const error = await scaffoldSite({ dir: path.join(tmp, 'no-blog'), template: 'blog-only', plugins: NO_BLOG }).catch((e) => e);
  assert.is(error.title, 'The blog-only template needs the blog plugin, which is not available in this version of docsite.');
  assert.is(error.hint, 'Use --template classic or --template docs-only.');
  assert.not.ok(fs.existsSync(path.join(tmp, 'no-blog')));
});

init('an unknown template is refused with the nearest name and the list', async () => {
  const error = await scaffoldSite({ dir: path.join(tmp, 'typo'), template: 'doc-only' }).catch((e) => e);
  assert.is(error.title, 'Unknown template "doc-only"; did you mean "docs-only"?');
  assert.is(error.hint, 'Use --template with one of: classic, docs-only, blog-only.');
  assert.not.ok(fs.existsSync(path.join(tmp, 'typo')));
});

init('refuses a folder that is not empty, naming the folder and --force, and changes nothing', async () => {
  const site = path.join(tmp, 'busy');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'notes.txt'), 'mine');
  const before = hashDir(site);
  const r = await runCli(['init', 'busy'], { cwd: tmp });
  assert.is(r.code, 1);
  assert.is(
    r.stderr,
    '[ERROR] The folder busy is not empty; run docsite init with --force to write the site into it anyway.\n  Hint: With --force, files of the same name are replaced and other files are kept.\n',
  );
  assert.is(hashDir(site), before);
});

init('with --force, writes into a folder that is not empty, replacing files of the same name and keeping others', async () => {
  const site = path.join(tmp, 'busy');
  fs.writeFileSync(path.join(site, 'site.config.ts'), 'old');
  const r = await runCli(['init', 'busy', '--force', '--template', 'docs-only'], { cwd: tmp });
  assert.is(r.code, 0, r.stderr);
  assert.is(read(path.join(site, 'notes.txt')), 'mine');
  assert.match(read(path.join(site, 'site.config.ts')), "import { defineConfig } from 'docsite/config';");
});

init('a folder holding only .git counts as empty', async () => {
  const site = path.join(tmp, 'repo');
  fs.mkdirSync(path.join(site, '.git'), { recursive: true });
  const { files } = await scaffoldSite({ dir: site, template: 'docs-only' });
  assert.equal(files, FILES);
});

init('the CLI page shows the output of docsite init --help', async () => {
  const r = await runCli(['init', '--help']);
  assert.is(r.stdout, documentedHelp('init'));
});

init.run();

const noConfig = suite('docsite build in a folder without a config');

noConfig('exits 1 with one line naming the file looked for and docsite init', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-no-config-'));
  try {
    const r = await runCli(['build'], { cwd: dir });
    assert.is(r.code, 1);
    assert.is(r.stderr, '[ERROR] No site config found: looked for ./site.config.ts. Create a site with "docsite init", or pass --config <file>.\n');
    assert.equal(fs.readdirSync(dir), [], 'nothing is written');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

noConfig.run();
