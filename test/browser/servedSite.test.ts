// servedSite, the set-up of the browser tests: a failed step says what failed, and closing undoes
// every step that ran, the last first, even when one of them fails.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { servedSite } from '../helpers/servedSite.ts';
import { fixture, repoRoot, seedPreviousBuild } from '../helpers/site.ts';

const test = suite('servedSite');

test('a build that fails names its command and shows its output; nothing is left behind', async () => {
  const out = path.join(fixture('navbar-unknown-type'), 'build-served-site');
  seedPreviousBuild(out);
  const { site, setUp, close } = servedSite({ site: 'navbar-unknown-type', outDir: 'build-served-site' });
  const error = await setUp().then(() => null, (e: Error) => e);
  assert.ok(error, 'set-up failed');
  assert.match(error!.message, /^docsite build test\/fixtures\/navbar-unknown-type --out-dir build-served-site failed \(exit code 1\); run it from the repository root to see it alone:\n/);
  assert.match(error!.message, 'unknown type "doesNotExist"');
  await close();
  assert.not.ok(fs.existsSync(out), 'the output folder is removed, though the build kept it');
  assert.throws(() => site.browser, /^Chromium is not there: the site is set up in the first suite's before hook \(did it fail\?\), and closed after the last suite\.$/);
});

test('closing runs every step, Chromium first, and then reports the step that failed', async () => {
  const copy = path.join(repoRoot, 'test/fixtures', `.tmp-served-site-${process.pid}`);
  let browser: Browser | undefined;
  let connectedAtServerClose: boolean | undefined;
  const { site, setUp, close } = servedSite({
    site: 'basic',
    copy,
    async start() {
      return {
        url: 'http://127.0.0.1:9/',
        async close() {
          connectedAtServerClose = browser?.isConnected();
          throw new Error('the server would not stop');
        },
      };
    },
  });
  await setUp();
  browser = site.browser;
  assert.ok(fs.existsSync(path.join(copy, 'site.config.ts')), 'the copy is made');
  assert.is(site.url('/docs/'), 'http://127.0.0.1:9/docs/');
  const error = await close().then(() => null, (e: Error) => e);
  assert.is(error?.message, "Closing the browser test's site failed:\nstopping the server: the server would not stop");
  assert.is(connectedAtServerClose, false, 'Chromium was closed before the server');
  assert.not.ok(fs.existsSync(copy), 'the copy is removed after the server failed to stop');
});

test.run();
