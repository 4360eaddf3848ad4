// Ejecting every safe component, or wrapping every component, leaves every page rendering the same.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinThemeDir, readSwizzleList, swizzleComponent } from '../../src/cli/theme/swizzle.ts';
import { fixture, read, repoRoot, runCli } from '../helpers/site.ts';


/** The app markup of every page, by file: what a reader sees, without asset file names. */
function renderedPages(outDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(outDir, { recursive: true }).map(String)) {
    if (!f.endsWith('.html')) continue;
    const html = read(path.join(outDir, f));
    out[f] = /<div id="__docsite">([\s\S]*?)<\/div>\n<script id="__DOCSITE_DATA__"/.exec(html)?.[1] ?? '';
  }
  return out;
}

// One site with the page chrome and markdown features, one with versioned docs and sidebars.
for (const name of ['swizzle-everything', 'docs-versioned']) {
  const everything = suite(`swizzling every component (${name})`);
  const site = path.join(repoRoot, 'test/fixtures', `.tmp-swizzle-all-${name}-${process.pid}`);
  const rel = path.relative(repoRoot, site);
  const themeDir = path.join(site, 'content/theme');
  let baseline: Record<string, string>;

  const buildTo = async (out: string) => {
    const r = await runCli(['build', rel, '--out-dir', out]);
    assert.is(r.code, 0, r.stderr);
    return renderedPages(path.join(site, out));
  };

  everything.before(async () => {
    fs.rmSync(site, { recursive: true, force: true });
    fs.cpSync(fixture(name), site, { recursive: true, filter: (src) => !src.includes('.docsite') && !/build-/.test(src) });
    baseline = await buildTo('build-baseline');
    assert.ok(Object.keys(baseline).length >= 9);
  });
  everything.after(() => fs.rmSync(site, { recursive: true, force: true }));

  everything('ejecting every safe component builds and renders every page the same', async () => {
    fs.rmSync(themeDir, { recursive: true, force: true });
    const safe = (await readSwizzleList([builtinThemeDir])).filter((c) => c.safety === 'safe');
    assert.ok(safe.length >= 20, `${safe.length} safe components`);
    for (const c of safe) await swizzleComponent({ name: c.name, mode: 'eject', themeDirs: [builtinThemeDir], siteThemeDir: themeDir, force: true });
    const ejected = await buildTo('build-ejected');
    assert.equal(Object.keys(ejected).sort(), Object.keys(baseline).sort());
    for (const page of Object.keys(baseline)) assert.fixture(ejected[page], baseline[page], page);
  });

  everything('wrapping every component, unsafe ones too, builds and renders every page the same', async () => {
    fs.rmSync(themeDir, { recursive: true, force: true });
    for (const c of await readSwizzleList([builtinThemeDir])) {
      await swizzleComponent({ name: c.name, mode: 'wrap', themeDirs: [builtinThemeDir], siteThemeDir: themeDir, danger: true, force: true });
    }
    assert.ok(fs.readdirSync(themeDir).length >= 30);
    const wrapped = await buildTo('build-wrapped');
    for (const page of Object.keys(baseline)) assert.fixture(wrapped[page], baseline[page], page);
  });

  everything.run();
}
