// Last update: front matter first, git for the rest, only what the options show.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { gitLastUpdate, readLastUpdate } from '../../../../src/cli/plugins/docs/lastUpdate.ts';

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

git.run();
