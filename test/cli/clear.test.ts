// `docsite clear` on a site in a temporary folder: after a build, it removes everything docsite
// wrote and nothing else.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { clearSite } from '../../src/cli/commands/clear.ts';
import { fixture, read, repoRoot, runCli } from '../helpers/site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-clear-'));

function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** A copy of the swizzle-site fixture without anything an earlier run built there. */
function newSite(name: string, config?: (text: string) => string): string {
  const dir = path.join(tmp, name);
  fs.cpSync(fixture('swizzle-site'), dir, { recursive: true, filter: (src) => !/[/\\](\.docsite|build[^/\\]*)$/.test(src) });
  if (config) fs.writeFileSync(path.join(dir, 'site.config.ts'), config(read(path.join(dir, 'site.config.ts'))));
  return dir;
}

const clear = suite('docsite clear');

clear.after(() => fs.rmSync(tmp, { recursive: true, force: true }));

clear('after a build, removes build/, what an interrupted build left and .docsite/, and lists them', async () => {
  const site = newSite('built');
  const source = listFiles(site);
  const built = await runCli(['build'], { cwd: site });
  assert.is(built.code, 0, built.stdout + built.stderr);
  assert.ok(fs.existsSync(path.join(site, '.docsite/generated')));
  fs.mkdirSync(path.join(site, 'build.tmp-4242'));
  fs.mkdirSync(path.join(site, 'build.old-4242-1700000000000'));
  const r = await runCli(['clear'], { cwd: site });
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, 'Removed:\n  build/\n  build.old-4242-1700000000000/\n  build.tmp-4242/\n  .docsite/\n');
  assert.equal(listFiles(site), source, 'only the site files are left');
  assert.equal(fs.readdirSync(site).sort(), ['content', 'site.config.ts']);
});

clear('says so when there is nothing to remove, and leaves no .docsite/ behind', async () => {
  const site = path.join(tmp, 'built');
  const r = await runCli(['clear', site]);
  assert.is(r.code, 0, r.stderr);
  assert.is(r.stdout, `Nothing to remove: there is no ${path.relative(repoRoot, site)}/build/ and no ${path.relative(repoRoot, site)}/.docsite/.\n`);
  assert.not.ok(fs.existsSync(path.join(site, '.docsite')));
});

clear("removes the config's outDir and leaves a build/ folder that is not docsite's", async () => {
  const site = newSite('out-dir', (text) => text.replace("title: 'Swizzle Site',", "title: 'Swizzle Site',\n  outDir: 'public',"));
  fs.mkdirSync(path.join(site, 'public/assets'), { recursive: true });
  fs.writeFileSync(path.join(site, 'public/index.html'), '<!doctype html>');
  fs.mkdirSync(path.join(site, 'build'));
  fs.writeFileSync(path.join(site, 'build/keep.txt'), 'mine');
  const { removed } = await clearSite({ siteDir: site });
  assert.equal(removed, [path.join(site, 'public')], '.docsite/ was not there before, so it is not listed');
  assert.not.ok(fs.existsSync(path.join(site, '.docsite')), 'the compiled config is removed too');
  assert.is(read(path.join(site, 'build/keep.txt')), 'mine');
});

clear('refuses an outDir that holds the site, removing nothing', async () => {
  const site = newSite('out-dir-dot', (text) => text.replace("title: 'Swizzle Site',", "title: 'Swizzle Site',\n  outDir: '.',"));
  const error = await clearSite({ siteDir: site }).catch((e) => e);
  assert.is(error.title, `Not removing the build output ${path.relative(process.cwd(), site)}: it holds the site's own files.`);
  assert.is(error.hint, 'Set outDir in the site config to a folder of its own, such as "build".');
  assert.ok(fs.existsSync(path.join(site, 'site.config.ts')));
});

clear('in a folder without a config, fails with the one-line message and removes nothing', async () => {
  const dir = path.join(tmp, 'no-config');
  fs.mkdirSync(path.join(dir, 'build'), { recursive: true });
  const r = await runCli(['clear'], { cwd: dir });
  assert.is(r.code, 1);
  assert.is(r.stderr, '[ERROR] No site config found: looked for ./site.config.ts. Create a site with "docsite init", or pass --config <file>.\n');
  assert.equal(fs.readdirSync(dir), ['build']);
});

clear('the CLI page shows the output of docsite clear --help', async () => {
  const page = read(path.join(repoRoot, 'content/docs/cli.mdx'));
  const documented = /`docsite clear --help` prints:\n\n```text\n([\s\S]*?)```/.exec(page);
  assert.ok(documented, 'content/docs/cli.mdx shows it');
  assert.is((await runCli(['clear', '--help'])).stdout, documented![1]);
});

clear.run();
