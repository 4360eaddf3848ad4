// `npm run test:load`, part 1: the static server of `docsite serve` under 10,000 keep-alive
// requests from 50 connections, over a mix of pages, assets and two intended 404s. Fails on any
// error, timeout or unexpected status, or when the server's memory does not settle back.
// Serves a fresh build of test/fixtures/search-site, or LOAD_BUILD_DIR when set (any built site).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { fixture, runCli } from '../helpers/site.ts';

const REQUESTS = Number(process.env.LOAD_REQUESTS) || 10_000;
const CONNECTIONS = 50;
const MiB = 1024 * 1024;
/** RSS may grow by this much after the warm-up pass: buffers come and go, nothing should pile up. */
const allowedGrowth = (before: number) => Math.max(50 * MiB, before * 0.2);
const WARM_UP = 1_000;
const INTENDED_404 = ['/no-such-page/', '/assets/js/no-such-chunk.js'];

async function buildSite(): Promise<{ dir: string; cleanup: () => void }> {
  if (process.env.LOAD_BUILD_DIR) return { dir: path.resolve(process.env.LOAD_BUILD_DIR), cleanup: () => {} };
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-load-'));
  const site = path.join(parent, 'site');
  fs.cpSync(fixture('search-site'), site, { recursive: true, filter: (from) => !/[/\\](\.docsite|build)$/.test(from) });
  console.log('Building test/fixtures/search-site …');
  const result = await runCli(['build', site]);
  if (result.code !== 0) throw new Error(`The fixture did not build:\n${result.stdout}${result.stderr}`);
  return { dir: path.join(site, 'build'), cleanup: () => fs.rmSync(parent, { recursive: true, force: true }) };
}

/** Every page (as its URL) and every file under assets/, plus the site's other files: the request mix. */
function urlsOf(dir: string): string[] {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => f !== '404.html')
    .sort();
  return files.map((f) => '/' + f.replace(/(^|\/)index\.html$/, '$1')).map((u) => u.split('/').map(encodeURIComponent).join('/'));
}

function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const entry = fileURLToPath(new URL('./staticServerProcess.ts', import.meta.url));
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', entry, dir], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) => resolve({ child, url: m.url }));
    child.once('exit', (code) => reject(new Error(`The server process exited with ${code} before listening`)));
  });
}

let nextId = 0;
function ask<T>(child: ChildProcess, message: { type: 'memory' | 'stop'; quick?: boolean }): Promise<T> {
  const id = ++nextId;
  return new Promise((resolve) => {
    const onMessage = (m: { id?: number }) => {
      if (m.id !== id) return;
      child.off('message', onMessage);
      resolve(m as T);
    };
    child.on('message', onMessage);
    child.send({ id, ...message });
  });
}

type Memory = { rss: number; heapUsed: number };

const { dir, cleanup } = await buildSite();
const { child, url } = await startServer(dir);
const failures: string[] = [];
let exited: number | null = null;
child.on('exit', (code) => (exited = code));
try {
  // The intended 404s go in among the pages, so every stretch of the run has some.
  const pages = urlsOf(dir);
  const mix = pages.flatMap((p, i) => (i % 50 === 25 ? [p, ...INTENDED_404] : [p]));
  if (mix.length === pages.length) mix.push(...INTENDED_404);
  const unexpected = new Map<string, number>();
  // One shared cursor: the 50 connections sweep the whole mix between them, whatever its length.
  let cursor = 0;
  const requests = [
    {
      path: '/',
      setupRequest: (request: { path: string }, context: Record<string, unknown>) => {
        const p = mix[cursor++ % mix.length];
        context.path = p;
        return { ...request, path: new URL(p.slice(1), url).pathname };
      },
      onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
        const p = context.path as string;
        if (status === (INTENDED_404.includes(p) ? 404 : 200)) return;
        unexpected.set(`${p} -> ${status}`, (unexpected.get(`${p} -> ${status}`) ?? 0) + 1);
      },
    },
  ];
  const cold = await ask<Memory>(child, { type: 'memory' });
  // A first pass warms the JIT, the allocator and the server's caches: memory is compared after it.
  await autocannon({ url, connections: CONNECTIONS, amount: WARM_UP, timeout: 10, requests });
  const before = await ask<Memory>(child, { type: 'memory' });
  let peak = before.rss;
  const sampler = setInterval(() => void ask<Memory>(child, { type: 'memory', quick: true }).then((m) => (peak = Math.max(peak, m.rss))), 250);
  console.log(`${pages.length} URLs and ${INTENDED_404.length} intended 404s, ${WARM_UP} warm-up then ${REQUESTS} requests over ${CONNECTIONS} keep-alive connections …`);
  const result = await autocannon({ url, connections: CONNECTIONS, amount: REQUESTS, timeout: 10, requests });
  clearInterval(sampler);
  const after = await ask<Memory>(child, { type: 'memory' });

  const statuses = Object.entries(result.statusCodeStats).map(([code, s]) => `${code}: ${s.count}`).join(', ');
  const mb = (n: number) => `${(n / MiB).toFixed(1)} MiB`;
  const rows: [string, string][] = [
    ['requests', `${result.requests.total} in ${result.duration.toFixed(1)} s`],
    ['requests/s (mean)', result.requests.average.toFixed(0)],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['latency max', `${result.latency.max} ms`],
    ['throughput (mean)', `${mb(result.throughput.average)}/s`],
    ['status codes', statuses],
    ['errors / timeouts', `${result.errors} / ${result.timeouts}`],
    ['unexpected statuses', String([...unexpected.values()].reduce((a, b) => a + b, 0))],
    ['server RSS at start', mb(cold.rss)],
    ['server RSS after warm-up', mb(before.rss)],
    ['server RSS peak', mb(peak)],
    ['server RSS after', `${mb(after.rss)} (${after.rss >= before.rss ? '+' : ''}${mb(after.rss - before.rss)} since warm-up)`],
    ['server heap start / warm / after', `${mb(cold.heapUsed)} / ${mb(before.heapUsed)} / ${mb(after.heapUsed)}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log('\n' + rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`).join('\n') + '\n');

  if (result.requests.total < REQUESTS) failures.push(`only ${result.requests.total} of ${REQUESTS} requests completed`);
  if (result.errors > 0 || result.timeouts > 0) failures.push(`${result.errors} errors, ${result.timeouts} timeouts`);
  for (const [what, count] of unexpected) failures.push(`unexpected status ${what} (${count}×)`);
  if (after.rss - before.rss > allowedGrowth(before.rss)) failures.push(`server RSS grew from ${mb(before.rss)} after warm-up to ${mb(after.rss)}, more than ${mb(allowedGrowth(before.rss))}`);
  if (exited !== null) failures.push(`the server process exited with ${exited}`);
} finally {
  if (exited === null) await ask(child, { type: 'stop' });
  child.kill();
  cleanup();
}

if (failures.length > 0) {
  console.error(`✖ serve under load: ${failures.length} problem(s)\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exitCode = 1;
} else console.log('✔ serve under load: no errors, no unexpected statuses, memory steady');
