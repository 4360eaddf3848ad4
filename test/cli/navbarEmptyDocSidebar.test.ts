// A docSidebar navbar item whose sidebar links to no doc fails the build with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, runCli, seedPreviousBuild } from '../helpers/site.ts';

const empty = suite('docSidebar navbar item with an empty sidebar');

empty('fails the build naming the sidebar and the plugin, and keeps the previous build', async () => {
  const out = path.join(fixture('navbar-empty-docsidebar'), 'build');
  const before = seedPreviousBuild(out);
  const r = await runCli(['build', 'test/fixtures/navbar-empty-docsidebar']);
  assert.is(r.code, 1);
  assert.match(
    r.stderr,
    '[ERROR] test/fixtures/navbar-empty-docsidebar/content/docs/intro.md: Rendering /docs/ failed: Couldn\'t find any doc in sidebar "links" of docs plugin "default": a docSidebar navbar item needs a sidebar with at least one doc.',
  );
  assert.is(hashDir(out), before);
  fs.rmSync(out, { recursive: true, force: true });
});

empty.run();
