// The first-load JavaScript of a docs page, read from the build's own asset manifest
// (.docsite/asset-manifest.json): under a byte budget, and the same whether the site has 30 docs
// or 300. Nothing in the first load may grow with the number of routes: the route table, the
// docs list and the sidebar are loaded in parts, never inlined into the entry chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { corpusPagePath, writeCorpusSite } from '../helpers/corpus.ts';
import { runCli } from '../helpers/site.ts';

/**
 * gzip (level 9) bytes of a docs page's whole first load, under the 70 KB target with room to spare.
 * Preact (clientRuntime's default) is about 11 KB of it; React and react-dom would be 58 KB.
 */
const BUDGET_GZIP = 60 * 1024;
/**
 * How much the same page's first load may grow when the site has ten times the docs: the sidebar
 * levels above the page list their siblings (1 -> 3 sections, 3 -> 10 groups here), about 1.7 KB.
 * A docs list or route table of 300 routes would add 20 KB or more.
 */
const GROWTH_LIMIT = 2500;

const test = suite('first-load JavaScript budget');

interface Build {
  site: string;
  manifest: { files: Record<string, number>; pages: Record<string, string[]> };
}

const builds: Record<number, Build> = {};

test.before(async () => {
  for (const n of [30, 300]) {
    const site = writeCorpusSite(n);
    const r = await runCli(['build', site]);
    assert.is(r.code, 0, r.stdout + r.stderr);
    builds[n] = { site, manifest: JSON.parse(fs.readFileSync(path.join(site, '.docsite/asset-manifest.json'), 'utf8')) };
  }
});

test.after(() => {
  for (const b of Object.values(builds)) fs.rmSync(b.site, { recursive: true, force: true });
});

const PAGE = `/docs/${corpusPagePath(3)}/`;

function firstLoad(b: Build, page = PAGE) {
  const scripts = b.manifest.pages[page];
  assert.ok(scripts?.length, `the asset manifest lists the scripts of ${page}`);
  const gzip = scripts.reduce((sum, url) => sum + zlib.gzipSync(fs.readFileSync(path.join(b.site, 'build', url)), { level: 9 }).length, 0);
  const raw = scripts.reduce((sum, url) => sum + b.manifest.files[url], 0);
  return { scripts, raw, gzip };
}

test('the asset manifest gives every page its scripts, with sizes that match the files', () => {
  const b = builds[30];
  assert.ok(Object.keys(b.manifest.pages).length >= 32);
  for (const url of b.manifest.pages[PAGE]) assert.is(b.manifest.files[url], fs.statSync(path.join(b.site, 'build', url)).size, url);
});

test('a docs page loads at most the budget, gzip', () => {
  for (const n of [30, 300]) {
    const { gzip } = firstLoad(builds[n]);
    assert.ok(gzip <= BUDGET_GZIP, `${n} docs: ${gzip} bytes gzip, budget ${BUDGET_GZIP}`);
  }
});

test('the entry chunk and everything it imports are byte-identical at 30 and 300 docs', () => {
  const entry = (b: Build) => b.manifest.pages[PAGE].filter((u) => !/\/assets\/js\/(content|.*-(docs|sidebar)-|nerated-data)/.test(u)).map((u) => [path.basename(u).replace(/\.[\w-]+\.js$/, ''), b.manifest.files[u]]);
  assert.equal(entry(builds[300]), entry(builds[30]));
});

test('the same page loads (almost) the same bytes with ten times the docs', () => {
  const small = firstLoad(builds[30]);
  const large = firstLoad(builds[300]);
  assert.is(large.scripts.length, small.scripts.length, 'as many scripts');
  assert.ok(large.raw - small.raw <= GROWTH_LIMIT, `grew by ${large.raw - small.raw} bytes raw (limit ${GROWTH_LIMIT})`);
});

test('no route of other pages is inlined in what a page loads first', () => {
  const b = builds[300];
  const far = `/docs/${corpusPagePath(250)}/`;
  for (const url of firstLoad(b).scripts) {
    const code = fs.readFileSync(path.join(b.site, 'build', url), 'utf8');
    assert.not.ok(code.includes(far), `${url} mentions ${far}: a route table or docs list is inlined`);
  }
});

test.run();
