// Markdown file links resolve to pages of the same docs version; broken ones warn with file:line:column.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build, createBuildSession } from '../../src/cli/stages/index.ts';
import { fixture, read, repoRoot, runCli } from '../helpers/site.ts';

const hint = '  Hint: Fix the path: it is resolved from the folder of the linking file and must name a doc or page of this site (drafts and files whose name starts with "_" have no page).';
const missing = 'test/fixtures/md-links/content/docs/intro.md:5:6: Markdown link "./missing.md" points to a file that does not exist or has no page.';
/** Every `<a href>` of a built page. */
const hrefs = (file: string) => [...read(file).matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((m) => m[1]);

const mdLinks = suite('markdown file links');

mdLinks('resolve across folders with their #hash, and a missing file warns with file:line:column', async () => {
  const out = path.join(fixture('md-links'), 'build-mdlinks');
  const r = await runCli(['build', 'test/fixtures/md-links', '--out-dir', 'build-mdlinks']);
  assert.is(r.code, 0, r.stderr);
  const at = r.stdout.indexOf('[WARNING] test/fixtures/md-links');
  assert.is(r.stdout.slice(at, r.stdout.indexOf('\n✔', at)), `[WARNING] ${missing}\n${hint}`);
  assert.ok(hrefs(path.join(out, 'index.html')).includes('/docs/guides/setup/#configure'), 'a page links to a doc in another folder');
  const intro = hrefs(path.join(out, 'docs/intro/index.html'));
  for (const h of ['/docs/guides/setup/#configure', '/', './missing.md']) assert.ok(intro.includes(h), h);
  assert.ok(hrefs(path.join(out, 'docs/guides/setup/index.html')).includes('/docs/intro/'), 'an .mdx file links to an .md file');
  // The link left as written leads nowhere in the page too, and the rendered-link check says where.
  assert.match(r.stdout, '-> ./missing.md (test/fixtures/md-links/content/docs/intro.md:5)');
  fs.rmSync(out, { recursive: true, force: true });
});

mdLinks('with onBrokenMarkdownLinks "throw", a missing file fails the build', async () => {
  const r = await runCli(['build', 'test/fixtures/md-links', '--config', 'site.config.throw.ts', '--out-dir', 'build-mdlinks-throw']);
  assert.is(r.code, 1);
  assert.is(r.stderr.trimEnd(), `[ERROR] ${missing}\n${hint}`);
  assert.not.ok(fs.existsSync(path.join(fixture('md-links'), 'build-mdlinks-throw')));
});

mdLinks('a rebuild in the same session warns again, and follows a page that moved', async () => {
  const site = path.join(repoRoot, 'test/fixtures', `.tmp-md-links-${process.pid}`);
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(fixture('md-links'), site, { recursive: true, filter: (f) => !/build|\.docsite/.test(path.basename(f)) });
  const session = createBuildSession();
  const lines: string[] = [];
  const reporter = { write: (l: string) => lines.push(l), status: () => {} };
  const warnings = () => lines.filter((l) => l.includes('Markdown link "./missing.md"')).length;
  try {
    await build({ siteDir: site, reporter }, session);
    assert.is(warnings(), 1);
    // Unchanged files come from the caches, their broken links with them.
    await build({ siteDir: site, reporter }, session);
    assert.is(warnings(), 2);
    const guide = path.join(site, 'content/docs/guides/setup.mdx');
    fs.writeFileSync(guide, `---\nslug: /configure-it\n---\n\n${read(guide)}`);
    await build({ siteDir: site, reporter }, session);
    assert.is(warnings(), 3);
    assert.ok(hrefs(path.join(site, 'build/docs/intro/index.html')).includes('/docs/configure-it/#configure'), 'the unchanged intro links to the new path');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

mdLinks.run();

const versions = suite('markdown links across docs versions');

versions('a link resolves to the page of the linking file’s own version', async () => {
  const out = path.join(fixture('links-versions'), 'build-mdversions');
  const r = await runCli(['build', 'test/fixtures/links-versions', '--out-dir', 'build-mdversions']);
  assert.is(r.code, 0, r.stderr);
  assert.not.match(r.stdout, 'WARNING');
  const page = (p: string) => hrefs(path.join(out, p, 'index.html'));
  // Version 1.0.0 is the last version, at /docs/; the current one is at /docs/next/.
  for (const h of ['/docs/guides/setup/#install', '/docs/reference/api/', '/docs/next/#only-in-canary']) assert.ok(page('docs').includes(h), h);
  for (const h of ['/docs/next/guides/setup/#install', '/docs/next/reference/api/']) assert.ok(page('docs/next').includes(h), h);
  assert.ok(page('docs/reference/api').includes('/docs/guides/setup/#legacy-mode'));
  assert.ok(page('docs/next/reference/api').includes('/docs/next/guides/setup/#install'));
  for (const h of ['/docs/next/', '/docs/']) assert.ok(page('').includes(h), `the home page links to ${h}`);
  fs.rmSync(out, { recursive: true, force: true });
});

versions('an anchor to a heading that only the other version has fails the build, naming file:line', async () => {
  const site = path.join(repoRoot, 'test/fixtures', `.tmp-links-versions-${process.pid}`);
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(fixture('links-versions'), site, { recursive: true, filter: (f) => !/build|\.docsite/.test(path.basename(f)) });
  const setup = path.join(site, 'content/versioned_docs/version-1.0.0/guides/setup.md');
  fs.appendFileSync(setup, '\nCanary has no [legacy mode](/docs/next/guides/setup/#legacy-mode).\n');
  try {
    const r = await runCli(['build', path.relative(repoRoot, site)]);
    assert.is(r.code, 1);
    const src = path.relative(repoRoot, setup);
    assert.is(
      r.stderr.trimEnd(),
      [
        '[ERROR] Broken anchors found on 1 page.',
        `  - On /docs/guides/setup/ (${src}):`,
        `      -> /docs/next/guides/setup/#legacy-mode (${src}:13)`,
        '  Hint: The target pages have no element with these ids. Check the heading text (ids are made from it) or the id you gave. To only warn, set onBrokenAnchors: "warn".',
      ].join('\n'),
    );
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

versions.run();
