// Each bad input fails the build with an exact message, exit code 1, and the previous build/ intact.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, runCli, seedPreviousBuild } from '../helpers/site.ts';

const build = suite('docsite build on bad input');

async function failingBuild(name: string) {
  const outDir = path.join(fixture(name), 'build');
  const before = seedPreviousBuild(outDir);
  const result = await runCli(['build', `test/fixtures/${name}`]);
  return { ...result, outDir, before };
}

function errorBlock(stderr: string): string {
  return stderr.slice(stderr.indexOf('[ERROR]')).trimEnd();
}

build('an invalid config lists every bad field, exits 1 and keeps the previous build', async () => {
  const r = await failingBuild('bad-config');
  assert.is(r.code, 1);
  assert.is(
    errorBlock(r.stderr),
    [
      '[ERROR] test/fixtures/bad-config/site.config.ts: The site config has 2 invalid fields.',
      '  - baseUrl: found "docs", expected a path that starts and ends with "/" (for example "/docs/")',
      '  - titel: unknown field. Did you mean "title"?',
      '  Hint: Fix these fields in test/fixtures/bad-config/site.config.ts and run the command again.',
    ].join('\n'),
  );
  assert.is(hashDir(r.outDir), r.before);
});

build('an MDX syntax error names file:line:column, exits 1 and keeps the previous build', async () => {
  const r = await failingBuild('bad-mdx');
  assert.is(r.code, 1);
  assert.is(
    errorBlock(r.stderr),
    [
      '[ERROR] test/fixtures/bad-mdx/content/pages/broken.mdx:9:1: MDX syntax error: Expected a closing tag for `<div>`',
      '  Hint: Fix the Markdown at that position. In MDX, { and < start JavaScript expressions and JSX: write \\{ or &lt; for literal characters, and close every tag.',
    ].join('\n'),
  );
  assert.is(hashDir(r.outDir), r.before);
  assert.not.ok(fs.readdirSync(fixture('bad-mdx')).some((f) => f.startsWith('build.tmp')), 'the temporary output folder is removed');
});

build('a page without a default export says there is nothing to render and how to fix it', async () => {
  const r = await failingBuild('no-default-export');
  assert.is(r.code, 1);
  assert.is(
    errorBlock(r.stderr),
    [
      '[ERROR] test/fixtures/no-default-export/content/pages/index.tsx: This page module has no default export, so there is nothing to render.',
      '  Hint: Export a React component as default: export default function Page() { return <Layout>...</Layout>; }',
    ].join('\n'),
  );
  assert.is(hashDir(r.outDir), r.before);
});

build('duplicate routes are listed with every clash, and fail when onDuplicateRoutes is throw', async () => {
  const r = await failingBuild('duplicate-routes');
  assert.is(r.code, 1);
  assert.is(
    errorBlock(r.stderr),
    [
      '[ERROR] Duplicate routes: 1 path is created more than once; the first route of each is used.',
      '  - /about/ from content/pages/about.md and content/pages/about.tsx',
      '  Hint: Rename or move one of the files, or give it another slug in its front matter.',
    ].join('\n'),
  );
  assert.is(hashDir(r.outDir), r.before);
});

build('a user mistake never prints a stack trace unless DEBUG=docsite', async () => {
  const r = await failingBuild('bad-mdx');
  assert.not.match(r.stderr, /\n\s+at /);
  const debug = await runCli(['build', 'test/fixtures/bad-mdx'], { env: { DEBUG: 'docsite' } });
  assert.match(debug.stderr, /\n\s+at /);
});

build('a page that throws while rendering fails the build, keeps the previous build and leaves no half-written render cache', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-render-throws-'));
  try {
    fs.cpSync(fixture('basic'), site, { recursive: true, filter: (src) => !/[/\\](\.docsite|build[^/\\]*)$/.test(src) });
    // Pages render in path order: /zz-boom/ comes after the others have gone into the cache file.
    fs.writeFileSync(path.join(site, 'content/pages/zz-boom.tsx'), "export default function Boom() {\n  throw new Error('Boom while rendering');\n}\n");
    const before = seedPreviousBuild(path.join(site, 'build'));
    const r = await runCli(['build', site]);
    assert.is(r.code, 1, r.stdout);
    assert.match(r.stderr, 'Boom while rendering');
    assert.is(hashDir(path.join(site, 'build')), before);
    const cache = path.join(site, '.docsite/cache');
    assert.equal(fs.readdirSync(cache).filter((f) => f.startsWith('render')), [], 'no render cache, whole or partial');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

build('a theme component that throws as its module loads is named with its line, not blamed on docsite, and the previous build stays', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-load-throws-'));
  try {
    fs.cpSync(fixture('basic'), site, { recursive: true, filter: (src) => !/[/\\](\.docsite|build[^/\\]*)$/.test(src) });
    fs.mkdirSync(path.join(site, 'content/theme/Navbar'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content/theme/Navbar/index.tsx'), "const config = {};\nthrow new Error('Navbar config missing at load');\nexport default function Navbar() {\n  return null;\n}\n");
    const before = seedPreviousBuild(path.join(site, 'build'));
    const r = await runCli(['build', site]);
    assert.is(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, /\[ERROR\] \S*content\/theme\/Navbar\/index\.tsx:2:18: The server bundle failed to load: Navbar config missing at load\n/);
    assert.match(r.stderr, 'Hint: Code at the top level of a module of the site');
    assert.not.match(r.stderr, 'bug in docsite');
    assert.is(hashDir(path.join(site, 'build')), before);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

build('a page asking for policy sources no header can carry is named with each problem, and the previous build stays', async () => {
  const r = await failingBuild('csp-bad-sources');
  assert.is(r.code, 1);
  assert.is(
    errorBlock(r.stderr),
    [
      '[ERROR] test/fixtures/csp-bad-sources/content/pages/index.tsx: The page / asks for Content-Security-Policy sources docsite cannot grant:',
      `  - script-src: "'unsafe-eval' https://cdn.example.com" is not one source (no spaces, commas or semicolons)`,
      `  - "scripts-src" is not a directive of docsite's policy (default-src, script-src, style-src, img-src, font-src, connect-src, media-src, frame-src, worker-src, object-src, base-uri)`,
      `  Hint: Pass useContentSecurityPolicy an object of directive -> sources, such as { 'script-src': ["'unsafe-eval'"] }, from the component that needs them.`,
    ].join('\n'),
  );
  assert.is(hashDir(r.outDir), r.before);
});

build("a page whose HTML file cannot be written fails the build and keeps the previous build", async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-write-fails-'));
  try {
    fs.cpSync(fixture('basic'), site, { recursive: true, filter: (src) => !/[/\\](\.docsite|build[^/\\]*)$/.test(src) });
    // A static file where the page's folder must go: the page's HTML cannot be written.
    fs.writeFileSync(path.join(site, 'content/static/blocked'), 'a file, not a folder');
    fs.mkdirSync(path.join(site, 'content/pages/blocked'), { recursive: true });
    fs.writeFileSync(path.join(site, 'content/pages/blocked/inner.md'), '# Inner\n');
    const before = seedPreviousBuild(path.join(site, 'build'));
    const r = await runCli(['build', site]);
    assert.is(r.code, 1, r.stdout + r.stderr);
    assert.match(r.stderr, '[ERROR] Could not write the page /blocked/inner/ to build/blocked/inner/index.html: ENOTDIR.');
    assert.match(r.stderr, "Hint: A static file or another page's output is where this page's folder or file must go.");
    assert.not.match(r.stderr, 'Unhandled', 'no unhandled rejection');
    assert.is(hashDir(path.join(site, 'build')), before);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

build.after(() => {
  for (const name of ['bad-config', 'bad-mdx', 'no-default-export', 'duplicate-routes', 'csp-bad-sources']) fs.rmSync(path.join(fixture(name), 'build'), { recursive: true, force: true });
});

build.run();
