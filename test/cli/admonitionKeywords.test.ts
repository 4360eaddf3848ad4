// Custom admonition keywords come from markdown.admonitions in the site config.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, read, runCli } from '../helpers/site.ts';

const keywords = suite('markdown.admonitions.keywords');

keywords('a keyword from the config renders as an admonition next to the built-in ones', async () => {
  const r = await runCli(['build', 'test/fixtures/admonition-keywords', '--out-dir', 'build-keywords']);
  assert.is(r.code, 0, r.stderr);
  const out = path.join(fixture('admonition-keywords'), 'build-keywords');
  const html = read(path.join(out, 'index.html'));
  assert.match(html, /class="[^"]*admonition[^"]*release/);
  assert.match(html, 'Shipped');
  assert.not.match(html, ':::release');
  assert.match(html, /class="[^"]*admonition[^"]*tip/);
  fs.rmSync(out, { recursive: true, force: true });
});

keywords.run();
