#!/usr/bin/env node
// npm run bench [-- --pages 100,500,1000] [--runs 3] [--no-site] [--no-dev]
// Builds the synthetic corpus (../shared/bench/gen-corpus.mjs) as a docs site, then docsite's own
// website, and prints per size: cold build wall time and peak RSS of the whole process tree,
// warm rebuild (nothing changed), rebuild after one page changed, HTML pages per second, output
// bytes, and the first-load JS of a doc page; for the website also the dev server's save-to-screen
// time of a page edit (bench/dev-edit.mjs, Chromium). A table for people, JSON lines for comparisons.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'bin/docsite.js');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const sizes = String(opt('pages', '100,500,1000')).split(',').map(Number).filter((n) => n > 0);
const runs = Number(opt('runs', '1'));
const withSite = !args.includes('--no-site');
const generator = [path.join(root, '../shared/bench/gen-corpus.mjs'), path.join(root, 'shared/bench/gen-corpus.mjs')].find((f) => fs.existsSync(f));
if (!generator) {
  console.error('bench: ../shared/bench/gen-corpus.mjs not found next to this checkout.');
  process.exit(1);
}

/**
 * Resident memory of a process and all its descendants, from /proc (Linux). It follows each
 * thread's list of children (/proc/PID/task/TID/children) rather than reading every process's
 * stat: it is polled every 50 ms beside a build that keeps both cores busy, and this walk takes
 * about 0.35 ms of CPU a call against 1 ms for a scan of all of /proc (the same peaks on the
 * 500-page corpus).
 */
function treeRss(pid) {
  let total = 0;
  const visit = (p) => {
    try {
      total += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      return;
    }
    let tasks = [];
    try {
      tasks = fs.readdirSync(`/proc/${p}/task`);
    } catch {}
    for (const t of tasks) {
      let children = '';
      try {
        children = fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8');
      } catch {}
      for (const c of children.split(' ')) if (c.trim()) visit(Number(c));
    }
  };
  visit(pid);
  return total;
}

/**
 * Removing a large tree slows this machine's disk for a long time: it is mounted with online
 * discard, and the kernel releases the freed blocks over the next seconds. Right after 7000 files
 * were removed, creating a file took about 1 ms for 27 s, against 0.03 ms on a disk at rest, and
 * `sync` did not shorten that. The website's cold build creates 3000 files: it took 21.1 s right
 * after `rm -rf` of the last build, and 18.2 s with that build moved aside. So the bench removes
 * nothing while it measures: a previous build is moved into `trash`, deleted when the bench ends.
 */
const trash = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-bench-trash-'));
process.on('exit', () => fs.rmSync(trash, { recursive: true, force: true }));
let trashed = 0;
function discard(dir) {
  if (!fs.existsSync(dir)) return;
  try {
    fs.renameSync(dir, path.join(trash, String(trashed++)));
  } catch {
    // Another file system: no rename there.
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds to create 200 small files: about 6 on a disk at rest. */
function createLatency() {
  const dir = path.join(trash, `probe-${trashed++}`);
  fs.mkdirSync(dir);
  const started = performance.now();
  for (let i = 0; i < 200; i++) fs.writeFileSync(path.join(dir, String(i)), 'x'.repeat(4096));
  return performance.now() - started;
}

/**
 * Every timed build starts with the disk at rest: `sync` writes out what the previous build left,
 * then, while creating files is still slow (a build replaces its previous output and removes it:
 * see above), the bench waits, for up to a minute.
 */
async function settleDisk() {
  spawnSync('sync', [], { stdio: 'ignore' });
  for (let waited = 0; waited < 60 && createLatency() > 40; waited++) await new Promise((r) => setTimeout(r, 1000));
}

async function timedBuild(siteDir) {
  await settleDisk();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [cli, 'build', siteDir], { env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 50);
    child.on('close', (code) => {
      clearInterval(timer);
      if (code !== 0) reject(new Error(`build of ${siteDir} failed:\n${stderr}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakRss: peak });
    });
  });
}

function dirBytes(dir) {
  let total = 0;
  for (const f of fs.readdirSync(dir, { recursive: true })) {
    const s = fs.statSync(path.join(dir, String(f)));
    if (s.isFile()) total += s.size;
  }
  return total;
}

/** Every script a page's HTML loads or preloads, raw and gzip. */
function firstLoadJs(outDir, htmlFile) {
  const html = fs.readFileSync(path.join(outDir, htmlFile), 'utf8');
  const urls = new Set([...html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g)].map((m) => m[1]));
  let raw = 0;
  let gzip = 0;
  for (const u of urls) {
    const b = fs.readFileSync(path.join(outDir, u));
    raw += b.length;
    gzip += zlib.gzipSync(b, { level: 9 }).length;
  }
  return { raw, gzip, files: urls.size };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds of bench/probe.mjs: a fixed piece of JavaScript, a gauge of the machine's speed right now. */
function probe() {
  const r = spawnSync(process.execPath, [path.join(root, 'bench/probe.mjs')], { encoding: 'utf8' });
  return Number(r.stdout.trim()) || null;
}

async function measure(label, siteDir, outDir, docPage, touchFile) {
  const cold = [];
  const probes = [];
  const warm = [];
  const changed = [];
  // The page edited for the "1 page changed" builds gets its text back at the end.
  const original = touchFile ? fs.readFileSync(touchFile) : null;
  for (let i = 0; i < runs; i++) {
    discard(path.join(siteDir, '.docsite'));
    discard(outDir);
    probes.push(probe());
    cold.push(await timedBuild(siteDir));
    warm.push(await timedBuild(siteDir));
    if (touchFile) {
      fs.appendFileSync(touchFile, `\n\nEdited for the benchmark, run ${i}.\n`);
      changed.push(await timedBuild(siteDir));
    }
  }
  if (touchFile) fs.writeFileSync(touchFile, original);
  const pages = fs.readdirSync(outDir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const js = firstLoadJs(outDir, docPage);
  const coldS = median(cold.map((c) => c.seconds));
  return {
    label,
    pages,
    coldSeconds: coldS,
    // Every cold build, in the order they ran: a median hides a machine that slowed down midway.
    coldRuns: cold.map((c) => Number(c.seconds.toFixed(2))),
    peakRssMiB: median(cold.map((c) => c.peakRss)) / 2 ** 20,
    // The machine's speed before each cold build (bench/probe.mjs): builds of two runs compare
    // only as far as their probes agree.
    probeMs: probes.includes(null) ? null : median(probes),
    probeRuns: probes,
    warmSeconds: median(warm.map((c) => c.seconds)),
    changedSeconds: changed.length ? median(changed.map((c) => c.seconds)) : null,
    pagesPerSecond: pages / coldS,
    outputBytes: dirBytes(outDir),
    firstLoadJsRaw: js.raw,
    firstLoadJsGzip: js.gzip,
    runs,
  };
}

function corpusSite(n) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docsite-bench-${n}-`));
  fs.mkdirSync(path.join(dir, 'content/docs'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from 'docsite/config';\nexport default defineConfig({ title: 'Bench ${n}', url: 'https://bench.example.com', onBrokenLinks: 'warn', onBrokenAnchors: 'warn', plugins: ['pages', ['docs', { sidebarPath: false }]] });\n`,
  );
  const gen = spawn(process.execPath, [generator, String(n), path.join(dir, 'content/docs')], { stdio: 'inherit' });
  return new Promise((resolve, reject) => gen.on('close', (code) => (code === 0 ? resolve(dir) : reject(new Error('corpus generation failed')))));
}

function firstDocPage(outDir) {
  const files = fs.readdirSync(path.join(outDir, 'docs'), { recursive: true }).map(String).filter((f) => f.endsWith('index.html')).sort();
  return path.join('docs', files.find((f) => f.includes('/')) ?? files[0]);
}

const rows = [];
for (const n of sizes) {
  const site = await corpusSite(n);
  const out = path.join(site, 'build');
  const first = await timedBuild(site); // produce output once to find a doc page
  const docPage = firstDocPage(out);
  const touch = fs.readdirSync(path.join(site, 'content/docs'), { recursive: true }).map(String).filter((f) => f.endsWith('.md')).sort()[1];
  rows.push({ ...(await measure(`corpus-${n}`, site, out, docPage, path.join(site, 'content/docs', touch))), firstBuildSeconds: first.seconds });
  discard(site);
}
if (withSite) {
  // One untimed build first, as for each corpus above. The first build after `npm ci` also fills
  // caches that belong to docsite's install, not to a site (node_modules/.cache: the compiled CLI,
  // the vendor bundles of mermaid and DocSearch, shiki's regex translations for the languages the
  // site uses); without this build the first run's website row timed that work and later runs did
  // not (21.4 s against 17.4 s on one fresh clone). Its time is kept as firstBuildSeconds.
  discard(path.join(root, '.docsite'));
  discard(path.join(root, 'build'));
  const first = await timedBuild(root);
  const row = { ...(await measure('website', root, path.join(root, 'build'), 'docs/installation/index.html', path.join(root, 'content/docs/installation.mdx'))), firstBuildSeconds: first.seconds };
  // docsite dev on the website: save a docs page, time until the new text is on screen in Chromium.
  if (!args.includes('--no-dev')) {
    const { measureDevEdits } = await import('./dev-edit.mjs');
    const { times } = await measureDevEdits({ siteDir: root, file: 'content/docs/installation.mdx', pagePath: '/docs/installation/', edits: 5 });
    row.devEditMs = median(times);
  }
  rows.push(row);
}

const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;
console.log('\n| site | pages | cold build | peak RSS | warm rebuild | 1 page changed | pages/s | output | first-load JS (raw / gzip) | dev: save to new text on screen | speed probe |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(`| ${r.label} | ${r.pages} | ${r.coldSeconds.toFixed(2)} s | ${r.peakRssMiB.toFixed(0)} MiB | ${r.warmSeconds.toFixed(2)} s | ${r.changedSeconds === null ? '-' : `${r.changedSeconds.toFixed(2)} s`} | ${r.pagesPerSecond.toFixed(0)} | ${(r.outputBytes / 2 ** 20).toFixed(1)} MiB | ${kib(r.firstLoadJsRaw)} / ${kib(r.firstLoadJsGzip)} | ${r.devEditMs === undefined ? '-' : `${Math.round(r.devEditMs)} ms`} | ${r.probeMs === null ? '-' : `${r.probeMs} ms`} |`);
}
if (rows.length) console.log(`\nfirst build: ${rows.map((r) => `${r.label} ${r.firstBuildSeconds.toFixed(2)} s`).join(', ')}. Each site is built once before the timed runs; right after an install that build also fills docsite's own caches in node_modules/.cache (compiled CLI, vendor bundles, regex translations), which the timed cold builds then find.`);
console.log('\nspeed probe: bench/probe.mjs, a fixed piece of JavaScript run before each cold build (median); the same machine has taken from about 310 to 510 ms for it. A loose gauge: builds have also been slow while it was fast.');
// The anchors: cold builds of the same corpus by other generators on a 2-core machine (from the
// performance issue), next to this run's medians.
const ANCHORS = {
  100: { 'Docusaurus 3.10': [27.8, 800, 164], 'Docusaurus 3.10 faster': [8.2, 747, 160], 'VitePress 1.6': [7.7, 600, 58.6], 'Starlight 0.37': [11.5, 533, 4.9] },
  500: { 'Docusaurus 3.10': [61.7, 1682, 197], 'Docusaurus 3.10 faster': [20.0, 1526, 193], 'VitePress 1.6': [32.4, 1819, 58.6], 'Starlight 0.37': [32.9, 1263, 4.9] },
};
const anchored = rows.filter((r) => ANCHORS[r.label.replace('corpus-', '')]);
if (anchored.length) {
  console.log('\n| corpus | generator | cold build | peak RSS | first-load JS gzip |');
  console.log('|---|---|---|---|---|');
  for (const r of anchored) {
    console.log(`| ${r.pages} files | docsite (this run) | ${r.coldSeconds.toFixed(1)} s | ${r.peakRssMiB.toFixed(0)} MiB | ${(r.firstLoadJsGzip / 1000).toFixed(1)} KB |`);
    for (const [name, [s, m, js]] of Object.entries(ANCHORS[r.label.replace('corpus-', '')])) console.log(`| | ${name} | ${s} s | ${m} MiB | ${js} KB |`);
  }
}
console.log('');
for (const r of rows) console.log(JSON.stringify({ bench: 'docsite', date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, ...r }));
