// Two cold builds of one site, checked out in two places at two different times, are identical
// byte for byte: dates come from git and content, never from the clock or the files' times.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, runCli } from '../helpers/site.ts';

const COMMIT_DATE = '2024-04-01T12:00:00Z';
const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Example Team',
  GIT_AUTHOR_EMAIL: 'team@example.com',
  GIT_AUTHOR_DATE: COMMIT_DATE,
  GIT_COMMITTER_NAME: 'Example Team',
  GIT_COMMITTER_EMAIL: 'team@example.com',
  GIT_COMMITTER_DATE: COMMIT_DATE,
  GIT_CONFIG_GLOBAL: os.devNull,
  GIT_CONFIG_NOSYSTEM: '1',
};

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** A fresh clone, as far as the build can tell: the fixture committed once, files touched at `fileTime`. */
function checkout(parent: string, fileTime: Date): string {
  const site = path.join(parent, 'site');
  fs.cpSync(fixture('determinism'), site, { recursive: true, filter: (from) => !/[/\\](\.docsite|build)$/.test(from) });
  for (const file of filesUnder(site)) fs.utimesSync(path.join(site, file), fileTime, fileTime);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: site, env: GIT_ENV, stdio: 'ignore' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'The fixture');
  return site;
}

/** Paths present in one build only, or with different bytes. */
function differences(a: string, b: string): string[] {
  const digest = (dir: string) => new Map(filesUnder(dir).map((f) => [f, crypto.createHash('sha256').update(fs.readFileSync(path.join(dir, f))).digest('hex')]));
  const [left, right] = [digest(a), digest(b)];
  const names = [...new Set([...left.keys(), ...right.keys()])].sort();
  return names.filter((n) => left.get(n) !== right.get(n)).map((n) => (!right.has(n) ? `only in the first: ${n}` : !left.has(n) ? `only in the second: ${n}` : `differs: ${n}`));
}

const determinism = suite<{ parents: string[]; outs: string[] }>('docsite build');

determinism.before(async (context) => {
  context.parents = [fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-det-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-det-other-b-'))];
  const sites = [checkout(context.parents[0], new Date('2030-01-01T00:00:00Z')), checkout(context.parents[1], new Date('2031-06-15T08:00:00Z'))];
  const outDirs = ['build', 'out/second'];
  context.outs = [];
  for (const [i, site] of sites.entries()) {
    const result = await runCli(['build', site, '--out-dir', outDirs[i]]);
    assert.is(result.code, 0, result.stdout + result.stderr);
    context.outs.push(path.join(site, outDirs[i]));
  }
});

determinism.after(({ parents }) => {
  for (const dir of parents) fs.rmSync(dir, { recursive: true, force: true });
});

determinism('builds the same site twice into byte-identical output', ({ outs }) => {
  const [a, b] = outs;
  if (hashDir(a) !== hashDir(b)) assert.unreachable(`The two builds differ:\n${differences(a, b).join('\n')}`);
});

determinism('writes no absolute path of the machine that built it', ({ parents, outs }) => {
  for (const file of filesUnder(outs[0])) {
    const text = fs.readFileSync(path.join(outs[0], file), 'latin1');
    for (const p of [parents[0], os.tmpdir() + path.sep, process.cwd()]) assert.not.ok(text.includes(p), `${file} contains ${p}`);
  }
});

/**
 * The names the build gives its temporary files and folders (`x.tmp-PID`, `x.PID.tmp`,
 * `x.PID.RANDOM.tmp`, `build.old-PID-TIME`, `server-PID`). The build runs in a child process, so
 * its pid is not ours, and looking for a pid as a substring would also find it inside a hash
 * (`...-d25187-...` failed a CI run): the shapes are matched instead, every one the check matched
 * before included (`x.tmp-...`, `x.old-...`, `x-1234.tmp`).
 */
const TEMPORARY_NAME = /\.(tmp|old)-|[-.]\d{3,}\.tmp$|\.\d+\.[0-9a-z]+\.tmp$|(^|[/\\])server-\d+([/\\]|$)/;

determinism('leaves no temporary or process-named files in the output', ({ outs }) => {
  for (const name of ['build.tmp-4242/index.html', 'assets/x.js.4242.tmp', 'c.json.4242.k3j9.tmp', 'build.old-4242-1700000000000/a.html', 'server-4242/entry.js', 'page.html-4242.tmp', 'build.tmp-x/a.html']) {
    assert.ok(TEMPORARY_NAME.test(name), `the check misses ${name}`);
  }
  assert.not.ok(TEMPORARY_NAME.test('assets/js/ted-data-blog-default-authors-team-d25187-page-1-53f589.c17a6e73.js'));
  const stray = filesUnder(outs[0]).filter((f) => TEMPORARY_NAME.test(f));
  assert.equal(stray, []);
});

determinism('dates the undated post and the git-dated doc by the commit, not by the file times', ({ outs }) => {
  const feed = fs.readFileSync(path.join(outs[0], 'blog/atom.xml'), 'utf8');
  const entry = feed.slice(feed.indexOf('<title type="html"><![CDATA[An undated post]]></title>'));
  assert.match(entry.slice(0, entry.indexOf('</entry>')), '<updated>2024-04-01T12:00:00.000Z</updated>');
  const sitemap = fs.readFileSync(path.join(outs[0], 'sitemap.xml'), 'utf8');
  assert.match(sitemap, '<loc>https://determinism.example.com/docs/intro/</loc><lastmod>2024-04-01T12:00:00.000Z</lastmod>');
  assert.match(sitemap, '<loc>https://determinism.example.com/docs/guides/install/</loc><lastmod>2024-02-10T00:00:00.000Z</lastmod>');
});

determinism.run();
