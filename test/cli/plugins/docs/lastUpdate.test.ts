// Last update: front matter first, git for the rest, only what the options show.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { forgetGitHistory, gitLastUpdate, parseGitHistory, readLastUpdate } from '../../../../src/cli/plugins/docs/lastUpdate.ts';

const last = suite('readLastUpdate');
const fakeGit = async () => ({ lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: 'Git Author' });
const both = { showLastUpdateTime: true, showLastUpdateAuthor: true };

last('prefers front matter last_update over git', async () => {
  assert.equal(await readLastUpdate('f.md', { last_update: { date: '2024-05-01', author: 'Team' } }, both, fakeGit), { lastUpdatedAt: Date.UTC(2024, 4, 1), lastUpdatedBy: 'Team' });
  assert.equal(await readLastUpdate('f.md', { last_update: { author: 'Team' } }, both, fakeGit), { lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: 'Team' });
});

last('returns only the parts the options ask for, and never calls git when nothing is shown', async () => {
  assert.equal(await readLastUpdate('f.md', {}, { showLastUpdateTime: true, showLastUpdateAuthor: false }, fakeGit), { lastUpdatedAt: 1_700_000_000_000, lastUpdatedBy: undefined });
  const never = async () => assert.unreachable('git was called') as never;
  assert.equal(await readLastUpdate('f.md', {}, { showLastUpdateTime: false, showLastUpdateAuthor: false }, never), {});
});

last.run();

const git = suite('gitLastUpdate');

git('reads the last commit of a committed file, and nothing for a file git does not know', async () => {
  const committed = await gitLastUpdate(new URL('../../../../package.json', import.meta.url).pathname);
  assert.type(committed.lastUpdatedAt, 'number');
  assert.type(committed.lastUpdatedBy, 'string');
  assert.equal(await gitLastUpdate('/nonexistent-folder/file.md'), {});
});

git('one history read gives what `git log -1 -- <file>` gives, for files of this repository', async () => {
  const root = path.resolve(new URL('../../../..', import.meta.url).pathname);
  const all = execFileSync('git', ['ls-files', '-z', 'content'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  // Every 10th file, and every name that is not plain ASCII.
  const files = all.filter((f, i) => i % 10 === 0 || /[^\x20-\x7e]/.test(f));
  assert.ok(files.some((f) => /[^\x20-\x7e]/.test(f)), 'a non-ASCII file name is among them');
  forgetGitHistory();
  for (const f of files) {
    const file = path.join(root, f);
    const [time, author] = execFileSync('git', ['log', '-1', '--format=%ct%x09%an', '--', path.basename(file)], { cwd: path.dirname(file), encoding: 'utf8' }).trim().split('\t');
    assert.equal(await gitLastUpdate(file), { lastUpdatedAt: Number(time) * 1000, lastUpdatedBy: author }, f);
  }
});

git('the first commit that lists a file is its last; a merge lists none', () => {
  const out = '\x011700000300\tNew Author\0\ndocs/a.md\0docs/é b.md\0\x011700000200\tMerger\0\x011700000100\tOld Author\0\ndocs/a.md\0docs/c.md\0';
  const history = parseGitHistory(out, '/repo');
  assert.equal(history.get('/repo/docs/a.md'), { lastUpdatedAt: 1_700_000_300_000, lastUpdatedBy: 'New Author' });
  assert.equal(history.get('/repo/docs/é b.md'), { lastUpdatedAt: 1_700_000_300_000, lastUpdatedBy: 'New Author' });
  assert.equal(history.get('/repo/docs/c.md'), { lastUpdatedAt: 1_700_000_100_000, lastUpdatedBy: 'Old Author' });
  assert.is(history.size, 3);
});

git('a build reads the history again: a commit made since counts after forgetGitHistory', async () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-git-'));
  const run = (...args: string[]) => execFileSync('git', ['-c', 'user.name=First', '-c', 'user.email=a@example.com', ...args], { cwd: repo, env: { ...process.env, GIT_COMMITTER_DATE: '2024-01-01T00:00:00Z', GIT_AUTHOR_DATE: '2024-01-01T00:00:00Z' } });
  run('init', '-q');
  fs.writeFileSync(path.join(repo, 'doc.md'), 'one');
  run('add', '.');
  run('commit', '-qm', 'one');
  forgetGitHistory();
  assert.equal(await gitLastUpdate(path.join(repo, 'doc.md')), { lastUpdatedAt: Date.UTC(2024, 0, 1), lastUpdatedBy: 'First' });
  fs.writeFileSync(path.join(repo, 'doc.md'), 'two');
  fs.writeFileSync(path.join(repo, 'new.md'), 'new, not committed');
  execFileSync('git', ['-c', 'user.name=Second', '-c', 'user.email=b@example.com', 'commit', '-qam', 'two'], { cwd: repo, env: { ...process.env, GIT_COMMITTER_DATE: '2024-02-01T00:00:00Z', GIT_AUTHOR_DATE: '2024-02-01T00:00:00Z' } });
  assert.is((await gitLastUpdate(path.join(repo, 'doc.md'))).lastUpdatedBy, 'First', 'the same build keeps the history it read');
  forgetGitHistory();
  assert.equal(await gitLastUpdate(path.join(repo, 'doc.md')), { lastUpdatedAt: Date.UTC(2024, 1, 1), lastUpdatedBy: 'Second' });
  assert.equal(await gitLastUpdate(path.join(repo, 'new.md')), {}, 'a file git does not track');
});

git("a build reads its site folder's history; a file outside the folder still gets its own commit", async () => {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-git-'));
  const commit = (name: string, date: string, files: Record<string, string>) => {
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(repo, f)), { recursive: true });
      fs.writeFileSync(path.join(repo, f), text);
    }
    execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=a@example.com', 'add', '.'], { cwd: repo });
    execFileSync('git', ['-c', `user.name=${name}`, '-c', 'user.email=a@example.com', 'commit', '-qm', name], { cwd: repo, env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date } });
  };
  execFileSync('git', ['init', '-q'], { cwd: repo });
  commit('Site', '2024-01-01T00:00:00Z', { 'site/docs/a.md': 'a', 'shared/partial.md': 'p' });
  commit('Other', '2024-03-01T00:00:00Z', { 'shared/partial.md': 'p2', 'elsewhere/x.md': 'x' });
  forgetGitHistory(path.join(repo, 'site'));
  assert.equal(await gitLastUpdate(path.join(repo, 'site/docs/a.md')), { lastUpdatedAt: Date.UTC(2024, 0, 1), lastUpdatedBy: 'Site' });
  assert.equal(await gitLastUpdate(path.join(repo, 'shared/partial.md')), { lastUpdatedAt: Date.UTC(2024, 2, 1), lastUpdatedBy: 'Other' }, 'outside the site folder');
  forgetGitHistory();
});

git.run();
