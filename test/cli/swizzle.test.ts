// docsite swizzle: the component list, eject and wrap changing the rendered HTML, and refusals.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { listThemeComponents } from '../../src/cli/bundle/resolveAliases.ts';
import { builtinThemeDir } from '../../src/cli/theme/swizzle.ts';
import { fixture, read, repoRoot, runCli } from '../helpers/site.ts';

const swizzle = suite('docsite swizzle');
const site = path.join(repoRoot, 'test/fixtures', `.tmp-swizzle-${process.pid}`);
const rel = path.relative(repoRoot, site);

swizzle.before.each(() => {
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(fixture('swizzle-site'), site, { recursive: true });
});
swizzle.after(() => fs.rmSync(site, { recursive: true, force: true }));

swizzle('every built-in component is described in swizzle.json, and --list prints them all', async () => {
  const meta = JSON.parse(read(path.join(builtinThemeDir, 'swizzle.json')));
  const onDisk = listThemeComponents(builtinThemeDir);
  assert.equal(onDisk.filter((n) => !meta[n]), [], 'components missing from swizzle.json');
  assert.equal(Object.keys(meta).filter((n) => !onDisk.includes(n)), [], 'swizzle.json entries with no component');
  const r = await runCli(['swizzle', '--list', rel]);
  assert.is(r.code, 0, r.stderr);
  for (const name of onDisk) assert.match(r.stdout, new RegExp(`^${name}\\s+(safe|unsafe)\\s+${meta[name].description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
});

swizzle('an unknown name says it was not found and suggests the nearest names', async () => {
  const r = await runCli(['swizzle', 'Foter', rel, '--eject']);
  assert.is(r.code, 1);
  assert.is(r.stderr.trim(), ['[ERROR] Component Foter not found.', '  Did you mean: Footer?', '  Hint: Run "docsite swizzle --list" to see every component you can swizzle.'].join('\n'));
});

swizzle('an unsafe component needs --danger', async () => {
  const r = await runCli(['swizzle', 'Layout', rel, '--wrap']);
  assert.is(r.code, 1);
  assert.is(r.stderr.trim(), ['[ERROR] Layout is unsafe to swizzle: its internals may change in a minor release.', '  Hint: Pass --danger to swizzle it anyway: docsite swizzle Layout --wrap --danger'].join('\n'));
  assert.not.ok(fs.existsSync(path.join(site, 'content/theme/Layout')));
  const ok = await runCli(['swizzle', 'Layout', rel, '--wrap', '--danger']);
  assert.is(ok.code, 0, ok.stderr);
});

swizzle('--eject copies the source; an edit to it changes the rendered HTML', async () => {
  const r = await runCli(['swizzle', 'Footer', rel, '--eject']);
  assert.is(r.code, 0, r.stderr);
  const file = path.join(site, 'content/theme/Footer/index.tsx');
  assert.ok(fs.existsSync(file));
  fs.writeFileSync(file, read(file).replace(/<footer className=/, '<footer data-ejected="yes" className='));
  const b = await runCli(['build', rel]);
  assert.is(b.code, 0, b.stderr);
  const html = read(path.join(site, 'build/index.html'));
  assert.match(html, 'data-ejected="yes"');
  assert.match(html, 'Original copyright');
});

swizzle('--wrap writes a wrapper around @theme-original; additions render next to the original', async () => {
  const r = await runCli(['swizzle', 'Footer', rel, '--wrap']);
  assert.is(r.code, 0, r.stderr);
  const file = path.join(site, 'content/theme/Footer/index.tsx');
  assert.match(read(file), "import Original from '@theme-original/Footer';");
  fs.writeFileSync(file, read(file).replace('<Original {...props} />', '<p id="wrapped-note">Wrapped!</p>\n      <Original {...props} />'));
  const b = await runCli(['build', rel]);
  assert.is(b.code, 0, b.stderr);
  const html = read(path.join(site, 'build/index.html'));
  assert.match(html, '<p id="wrapped-note">Wrapped!</p>');
  assert.match(html, 'Original copyright');
});

swizzle('refuses to overwrite an existing file without --force', async () => {
  assert.is((await runCli(['swizzle', 'Footer', rel, '--wrap'])).code, 0);
  const again = await runCli(['swizzle', 'Footer', rel, '--eject']);
  assert.is(again.code, 1);
  assert.match(again.stderr, `[ERROR] ${rel}/content/theme/Footer already exists.`);
  assert.is((await runCli(['swizzle', 'Footer', rel, '--eject', '--force'])).code, 0);
});

swizzle.run();
