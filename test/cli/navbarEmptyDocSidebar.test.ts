// A docSidebar navbar item whose sidebar links to no doc fails the build with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, hashDir, runCli, seedPreviousBuild } from '../helpers/site.ts';

const empty = suite('docSidebar navbar item with an empty sidebar');

empty('fails the build at the site config, naming the item, the sidebar and the plugin, and keeps the previous build', async () => {
  const out = path.join(fixture('navbar-empty-docsidebar'), 'build');
  const before = seedPreviousBuild(out);
  const r = await runCli(['build', 'test/fixtures/navbar-empty-docsidebar']);
  assert.is(r.code, 1);
  assert.match(
    r.stderr,
    [
      '[ERROR] test/fixtures/navbar-empty-docsidebar/site.config.ts: A navbar item in the site config cannot be rendered:',
      '  - themeConfig.navbar.items[0]: sidebar "links" of docs plugin "default" has no doc, so a docSidebar item has nothing to link to.',
      '  Hint: Fix these items of themeConfig.navbar.items in the site config and build again.',
    ].join('\n'),
  );
  assert.is(hashDir(out), before);
  fs.rmSync(out, { recursive: true, force: true });
});

empty.run();
