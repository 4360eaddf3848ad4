// The build caches never serve stale output: a second build with nothing changed skips, and any
// change to what the build read or wrote (a page, a new file, the config, a file the config
// imports, an output file touched by hand) builds again. Compiled Markdown survives a config change
// that does not concern Markdown (the navbar), and not one that does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { build as buildInProcess } from '../../src/cli/stages/index.ts';
import { hashDir, runCli } from '../helpers/site.ts';

const test = suite('build caches');
let site = '';
const out = () => path.join(site, 'build');
const page = (p: string) => fs.readFileSync(path.join(out(), p, 'index.html'), 'utf8');
/** The keys of the compiled-Markdown cache: one per file, a hash of its text and the options. */
const mdxCacheKeys = () => Object.keys(JSON.parse(fs.readFileSync(path.join(site, '.docsite/cache/mdx/entries.json'), 'utf8'))).sort();
const added = (before: string[], after: string[]) => after.filter((k) => !before.includes(k));

function config(o: { navbarTitle: string; keyword: string }) {
  return `import { shout } from './shout.ts';
export default {
  title: 'Cache test',
  url: 'https://cache.example.com',
  markdown: { admonitions: { keywords: ['${o.keyword}'], extendDefaults: true }, remarkPlugins: [shout] },
  themeConfig: { navbar: { title: '${o.navbarTitle}' } },
  plugins: ['pages', ['docs', { sidebarPath: false }]],
};
`;
}

async function build(...args: string[]) {
  const r = await runCli(['build', site, ...args]);
  assert.is(r.code, 0, r.stdout + r.stderr);
  return r.stdout;
}
const skipped = (stdout: string) => stdout.includes('Nothing changed since the last build');

test.before(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-'));
  fs.mkdirSync(path.join(site, 'content/docs'), { recursive: true });
  fs.mkdirSync(path.join(site, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(site, 'content/pages/index.md'), '# Home\n\nSee the [docs](/docs/intro/).\n');
  fs.writeFileSync(path.join(site, 'content/docs/intro.md'), '# Intro\n\nFirst text.\n');
  fs.writeFileSync(path.join(site, 'content/docs/other.md'), '# Other\n\nOther text.\n');
  // A remark plugin in a file the config imports: upper-cases text marked with !!.
  fs.writeFileSync(path.join(site, 'shout.ts'), `export function shout() { return (tree: any) => { const visit = (n: any) => { if (n.type === 'text') n.value = n.value.replace(/!!(\\w+)/g, (_: string, w: string) => w.toUpperCase()); (n.children ?? []).forEach(visit); }; visit(tree); }; }\n`);
  fs.writeFileSync(path.join(site, 'site.config.ts'), config({ navbarTitle: 'One', keyword: 'memo' }));
});

test.after(() => fs.rmSync(site, { recursive: true, force: true }));

test('a second build with nothing changed skips and leaves build/ untouched', async () => {
  assert.not.ok(skipped(await build()));
  const before = hashDir(out());
  const stdout = await build();
  assert.ok(skipped(stdout), stdout);
  assert.is(hashDir(out()), before);
});

const bundleRecord = (pass: string) => fs.statSync(path.join(site, `.docsite/cache/bundle-${pass}/record.json`)).mtimeMs;

test('an edited page builds again, and only that page compiles again; the bundles are reused', async () => {
  const keys = mdxCacheKeys();
  const bundles = [bundleRecord('client'), bundleRecord('server')];
  fs.writeFileSync(path.join(site, 'content/docs/intro.md'), '# Intro\n\nSecond text, !!loud.\n');
  assert.not.ok(skipped(await build()));
  assert.match(page('docs/intro'), 'Second text, LOUD.');
  assert.is(added(keys, mdxCacheKeys()).length, 1, 'one new compiled entry');
  assert.is(mdxCacheKeys().length, keys.length, 'which replaced the old one');
  assert.equal([bundleRecord('client'), bundleRecord('server')], bundles, 'neither bundle ran again');
});

/** The render's count of pages read from the render cache, and of entries that no longer matched (DEBUG=docsite). */
async function renderCacheUse(): Promise<{ recalled: number; pages: number; stale: number }> {
  const r = await runCli(['build', site], { env: { DEBUG: 'docsite' } });
  assert.is(r.code, 0, r.stdout + r.stderr);
  const m = /Render pages: (\d+) of (\d+) from the render cache \((\d+) of its entries/.exec(r.stdout);
  assert.ok(m, r.stdout);
  return { recalled: Number(m![1]), pages: Number(m![2]), stale: Number(m![3]) };
}

test('the render cache: an edit renders its page again, the others are read from the previous build; markup changed there is never served', async () => {
  const intro = path.join(site, 'content/docs/intro.md');
  const text = fs.readFileSync(intro, 'utf8');
  try {
    fs.writeFileSync(intro, text + '\nOne more line.\n');
    let use = await renderCacheUse();
    assert.match(page('docs/intro'), 'One more line.');
    assert.is(use.recalled, use.pages - 1, 'every page but the edited one from the cache');
    assert.is(use.stale, 0);
    // A page's markup edited in the previous build (by hand, or by a tool after the build).
    const other = path.join(out(), 'docs/other/index.html');
    fs.writeFileSync(other, fs.readFileSync(other, 'utf8').replaceAll('Other text.', 'Tampered text.'));
    fs.writeFileSync(intro, text + '\nAnother line.\n');
    use = await renderCacheUse();
    assert.is(use.stale, 1, 'the tampered page is rendered again: ' + JSON.stringify(use));
    assert.match(page('docs/other'), 'Other text.');
    assert.not.match(page('docs/other'), 'Tampered');
    // A tag added to the head (as a plugin's postBuild may) moves the markup: it is found after the
    // element it renders into, and the page's new file has no trace of the tag.
    fs.writeFileSync(other, fs.readFileSync(other, 'utf8').replace('</head>', '<meta name="added" content="later">\n</head>'));
    fs.writeFileSync(intro, text + '\nA third line.\n');
    use = await renderCacheUse();
    assert.is(use.stale, 0);
    assert.is(use.recalled, use.pages - 1);
    assert.not.match(page('docs/other'), 'name="added"');
    assert.match(page('docs/other'), 'Other text.');
    // A cache of another shape (as an older docsite wrote it, the markup inline): not used.
    const cacheFile = path.join(site, '.docsite/cache/render.json');
    const entries = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(cacheFile, JSON.stringify(Object.fromEntries(Object.keys(entries).map((k) => [k, { html: '<p>Stale markup</p>', head: '', title: 'Stale' }]))));
    fs.writeFileSync(intro, text + '\nA line for the old cache.\n');
    use = await renderCacheUse();
    assert.is(use.recalled, 0);
    assert.not.match(page('docs/other'), 'Stale');
    assert.match(page('docs/other'), 'Other text.');
    // The previous build's files gone: every page renders again.
    fs.rmSync(out(), { recursive: true });
    fs.writeFileSync(intro, text + '\nA fourth line.\n');
    use = await renderCacheUse();
    assert.is(use.recalled, 0);
    assert.match(page('docs/other'), 'Other text.');
  } finally {
    fs.writeFileSync(intro, text);
  }
});

test('a new file in the content folder builds again (and a new page path compiles every page again: links resolve against the paths)', async () => {
  fs.writeFileSync(path.join(site, 'content/docs/third.md'), '# Third\n\nNew page.\n');
  assert.not.ok(skipped(await build()));
  assert.match(page('docs/third'), 'New page.');
});

test('an output file deleted or edited by hand builds again', async () => {
  fs.rmSync(path.join(out(), 'docs/other/index.html'));
  fs.appendFileSync(path.join(out(), 'docs/intro/index.html'), '<!-- edited -->');
  assert.not.ok(skipped(await build()));
  assert.match(page('docs/other'), 'Other text.');
  assert.not.match(page('docs/intro'), 'edited');
});

test('a navbar change rebuilds the pages but keeps compiled Markdown; the bundles (which hold the config) run again', async () => {
  const keys = mdxCacheKeys();
  const bundles = [bundleRecord('client'), bundleRecord('server')];
  fs.writeFileSync(path.join(site, 'site.config.ts'), config({ navbarTitle: 'Two', keyword: 'memo' }));
  assert.not.ok(skipped(await build()));
  assert.match(page('docs/intro'), 'Two');
  assert.equal(mdxCacheKeys(), keys, 'no page compiled again');
  assert.ok(bundleRecord('client') > bundles[0] && bundleRecord('server') > bundles[1], 'both bundles ran again');
});

test('a change to a file the config imports (a remark plugin) compiles again', async () => {
  const keys = mdxCacheKeys();
  fs.writeFileSync(path.join(site, 'shout.ts'), fs.readFileSync(path.join(site, 'shout.ts'), 'utf8').replace('w.toUpperCase()', "w.toUpperCase() + '!'"));
  assert.not.ok(skipped(await build()));
  assert.match(page('docs/intro'), 'Second text, LOUD!.');
  assert.is(added(keys, mdxCacheKeys()).length, keys.length, 'every page compiled again');
});

test('a second build in the same process renders an edited page with its new text', async () => {
  // Its server entry is imported afresh, but the chunks it imports are the first build's modules
  // when the bundle did not change: the page modules they had loaded must not serve again.
  const file = path.join(site, 'content/docs/other.md');
  const text = fs.readFileSync(file, 'utf8');
  const quiet = { write: () => {}, status: () => {} };
  try {
    // Each build renders the page (its render cache entry is stale), loading its module.
    fs.writeFileSync(file, '# Other\n\nFirst edit.\n');
    await buildInProcess({ siteDir: site, reporter: quiet });
    assert.match(page('docs/other'), 'First edit.');
    fs.writeFileSync(file, '# Other\n\nSecond edit.\n');
    await buildInProcess({ siteDir: site, reporter: quiet });
    assert.match(page('docs/other'), 'Second edit.');
  } finally {
    fs.writeFileSync(file, text);
  }
  // And the render cache holds no stale page for the next build, in a process of its own.
  await build();
  assert.match(page('docs/other'), 'Other text.');
});

test('after all these cached builds, the output equals a build from scratch (--no-cache), byte for byte', async () => {
  const cached = hashDir(out());
  assert.not.ok(skipped(await build('--no-cache', '--out-dir', 'build-fresh')));
  assert.is(hashDir(path.join(site, 'build-fresh')), cached);
});

test('a build that fails after the compile keeps the compiled Markdown for the next one', async () => {
  // The cache is written while the pages render (a build with a bundle worker): a build that
  // fails before rendering writes it as it stops.
  const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-cache-broken-'));
  try {
    fs.mkdirSync(path.join(broken, 'content/docs'), { recursive: true });
    fs.mkdirSync(path.join(broken, 'content/theme/DocItem'), { recursive: true });
    fs.writeFileSync(path.join(broken, 'content/docs/intro.md'), '---\nslug: /\n---\n# Intro\n\nCompiled once.\n');
    fs.writeFileSync(path.join(broken, 'site.config.ts'), `export default { title: 'Broken', url: 'https://broken.example.com', plugins: [['docs', { sidebarPath: false }]] };\n`);
    // A swizzled DocItem that imports what does not exist: the bundles fail, after the compile.
    fs.writeFileSync(path.join(broken, 'content/theme/DocItem/index.tsx'), `import missing from './missing.ts';\nexport default function DocItem() { return <main>{missing}</main>; }\n`);
    const r = await runCli(['build', broken]);
    assert.is.not(r.code, 0, r.stdout);
    assert.match(r.stdout + r.stderr, 'Cannot find module "./missing.ts"');
    const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(broken, '.docsite/cache/mdx/entries.json'), 'utf8')));
    assert.is(keys.length, 1);
  } finally {
    fs.rmSync(broken, { recursive: true, force: true });
  }
});

test.run();
