// `docsite serve` under abuse: hostile paths, oversized requests, odd methods, ranges and clients
// that stall. Every request is answered or refused, and the server keeps serving afterwards.
// (serve.test.ts holds the full matrix of traversal paths; this file is about surviving them all.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startStaticServer, type RunningServer } from '../../src/cli/server/serve.ts';

const SECRET = 'SECRET-MARKER-b41d07e9';
const INLINE_SCRIPT = "document.documentElement.dataset.ready='yes'";
const BIG_SIZE = 2 * 1024 * 1024;

interface Exchange {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Milliseconds until the server closed the connection. */
  ms: number;
}

/**
 * Writes bytes to a fresh socket and reads until the server closes it. Resets are expected when
 * the server refuses a request it has not finished reading, so they end the exchange, not the test.
 */
function exchange(port: number, payload: string | Buffer, options: { trickleMs?: number } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ...parse(Buffer.concat(chunks)), ms: Date.now() - started });
    });
    if (options.trickleMs) {
      const bytes = Buffer.from(payload);
      let at = 0;
      timer = setInterval(() => socket.writable && socket.write(bytes.subarray(at, ++at)), options.trickleMs);
    } else if (payload.length > 0) socket.write(payload);
  });
}

function parse(data: Buffer): Omit<Exchange, 'ms'> {
  const split = data.indexOf('\r\n\r\n');
  if (split === -1) return { status: 0, headers: {}, body: Buffer.alloc(0) };
  const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
  return { status: Number(statusLine.split(' ')[1]), headers, body: data.subarray(split + 4) };
}

const get = (target: string, headers = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${headers}\r\n`;

function createSite(): { parent: string; build: string; big: Buffer } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-hostile-'));
  const build = path.join(parent, 'build');
  const big = crypto.randomBytes(BIG_SIZE);
  fs.mkdirSync(path.join(build, 'assets/media'), { recursive: true });
  fs.writeFileSync(path.join(build, 'index.html'), `<!DOCTYPE html><html><head><script>${INLINE_SCRIPT}</script></head><body><h1>Home</h1><script id="data" type="application/json">{"a":1}</script></body></html>`);
  fs.writeFileSync(path.join(build, '404.html'), '<!DOCTYPE html><h1>Custom 404 page</h1>');
  fs.writeFileSync(path.join(build, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  fs.writeFileSync(path.join(build, 'assets/media/clip-0a1b2c3d.bin'), big);
  fs.writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  return { parent, build, big };
}

const hostile = suite<{ site: ReturnType<typeof createSite>; running: RunningServer; port: number }>('startStaticServer under abuse');

hostile.before(async (context) => {
  context.site = createSite();
  context.running = await startStaticServer({ dir: context.site.build, port: 0, host: '127.0.0.1' });
  context.port = context.running.port;
});

hostile.after(async ({ running, site }) => {
  await running.close();
  fs.rmSync(site.parent, { recursive: true, force: true });
});

hostile('refuses traversal in every encoding without a byte from outside the build folder', async ({ port }) => {
  const cases: [string, number][] = [
    ['/%2e%2e/secret.txt', 400],
    ['/%2e%2e%2fsecret.txt', 400],
    ['/%252e%252e/secret.txt', 404],
    ['/%252e%252e%252fsecret.txt', 404],
    ['/..%5csecret.txt', 400],
    ['/..\\secret.txt', 400],
    ['/%00', 400],
    ['/robots.txt%00.html', 400],
    ['/assets/..%2f..%2fsecret.txt', 400],
    ['/assets/media/%2e%2e/%2e%2e/%2e%2e/secret.txt', 400],
  ];
  for (const [target, status] of cases) {
    const res = await exchange(port, get(target));
    assert.is(res.status, status, target);
    assert.not.ok(res.body.includes(SECRET), `${target} leaked the secret`);
    assert.is(res.headers['x-content-type-options'], 'nosniff', target);
  }
});

hostile('answers a 9 KB URL with 414 and lets Node refuse 100 KB ones and header floods with 431', async ({ port }) => {
  assert.is((await exchange(port, get('/' + 'a'.repeat(9 * 1024)))).status, 414);
  assert.is((await exchange(port, get('/' + 'a'.repeat(100 * 1024)))).status, 431);
  assert.is((await exchange(port, get('/', `X-Big: ${'b'.repeat(20_000)}\r\n`))).status, 431);
  const many = (n: number) => Array.from({ length: n }, (_, i) => `X${i}: v\r\n`).join('');
  assert.is((await exchange(port, get('/', many(4000)))).status, 431);
  // Under Node's 16 KiB header limit, a thousand headers are just a large request.
  const within = await exchange(port, get('/robots.txt', many(1000)));
  assert.is(within.status, 200);
  assert.is(within.body.toString(), 'User-agent: *\nAllow: /\n');
});

hostile('answers HEAD without a body, OPTIONS with 204 and other methods with 405 and Allow', async ({ port }) => {
  const head = await exchange(port, 'HEAD /robots.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.is(head.status, 200);
  assert.is(head.headers['content-length'], '23');
  assert.is(head.body.length, 0);
  const options = await exchange(port, 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  assert.is(options.status, 204);
  assert.is(options.headers.allow, 'GET, HEAD, OPTIONS');
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'PURGE', 'CONNECT']) {
    const target = method === 'CONNECT' ? 'example.com:443' : '/';
    const res = await exchange(port, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    assert.is(res.status, 405, method);
    assert.is(res.headers.allow, 'GET, HEAD, OPTIONS', method);
    // TRACE must not echo the request back.
    assert.not.ok(res.body.includes('Host: localhost'), method);
  }
  // Methods the HTTP parser does not know, smuggling attempts and a missing Host never reach the handler.
  assert.is((await exchange(port, 'BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n')).status, 400);
  assert.is((await exchange(port, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n')).status, 400);
  assert.is((await exchange(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')).status, 400);
});

hostile('answers ranges with 206 and Content-Range, 416 when unsatisfiable, and never multiplies a response', async ({ port, site }) => {
  const target = '/assets/media/clip-0a1b2c3d.bin';
  const first = await exchange(port, get(target, 'Range: bytes=0-99\r\n'));
  assert.is(first.status, 206);
  assert.is(first.headers['content-range'], `bytes 0-99/${BIG_SIZE}`);
  assert.ok(first.body.equals(site.big.subarray(0, 100)));
  const tail = await exchange(port, get(target, 'Range: bytes=-10\r\n'));
  assert.is(tail.headers['content-range'], `bytes ${BIG_SIZE - 10}-${BIG_SIZE - 1}/${BIG_SIZE}`);
  assert.ok(tail.body.equals(site.big.subarray(BIG_SIZE - 10)));
  const huge = await exchange(port, get(target, 'Range: bytes=5-99999999999999999999999\r\n'));
  assert.is(huge.headers['content-range'], `bytes 5-${BIG_SIZE - 1}/${BIG_SIZE}`);
  for (const range of [`bytes=${BIG_SIZE}-`, 'bytes=-0', 'bytes=99999999999999999999-']) {
    const res = await exchange(port, get(target, `Range: ${range}\r\n`));
    assert.is(res.status, 416, range);
    assert.is(res.headers['content-range'], `bytes */${BIG_SIZE}`, range);
  }
  // A thousand overlapping ranges get the file once, not a thousand copies of it.
  const many = Array.from({ length: 1000 }, () => '0-').join(',');
  const whole = await exchange(port, get(target, `Range: bytes=${many}\r\n`));
  assert.is(whole.status, 200);
  assert.is(whole.body.length, BIG_SIZE);
});

hostile('times out clients that trickle or stall their headers, and serves others meanwhile', async ({ running, port }) => {
  // The test shortens the timeouts; Node checks them every two seconds.
  running.server.headersTimeout = 1_000;
  running.server.requestTimeout = 2_000;
  try {
    const stalled = [
      exchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'x'.repeat(500), { trickleMs: 50 }),
      exchange(port, 'GET /robots.txt HT'),
      exchange(port, ''),
    ];
    const meanwhile = await exchange(port, get('/robots.txt'));
    assert.is(meanwhile.status, 200);
    for (const res of await Promise.all(stalled)) {
      assert.is(res.status, 408);
      assert.ok(res.ms < 6_000, `closed after ${res.ms} ms`);
    }
  } finally {
    running.server.headersTimeout = 30_000;
    running.server.requestTimeout = 30_000;
  }
});

hostile('survives pipelined floods and clients that hang up mid-download, leaking no file handles', async ({ port }) => {
  const openFiles = () => fs.readdirSync('/proc/self/fd').length;
  const before = openFiles();
  const pipelined = Array.from({ length: 200 }, (_, i) => `GET /robots.txt?n=${i} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join('') + get('/robots.txt');
  const flood = await exchange(port, pipelined);
  assert.is(flood.status, 200);
  assert.is(flood.body.toString('latin1').split('HTTP/1.1 200 OK').length, 201);
  await Promise.all(
    Array.from({ length: 20 }, () => new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.once('data', () => socket.destroy());
      socket.on('close', () => resolve());
      socket.write(get('/assets/media/clip-0a1b2c3d.bin'));
    })),
  );
  // Give the server a moment to notice the hang-ups and close its handles.
  await new Promise((r) => setTimeout(r, 300));
  assert.ok(openFiles() <= before + 2, `open files ${before} -> ${openFiles()}`);
});

hostile('still serves a normal page afterwards, with nosniff and a policy that allows its inline script', async ({ port }) => {
  const res = await exchange(port, get('/'));
  assert.is(res.status, 200);
  assert.match(res.body.toString(), '<h1>Home</h1>');
  assert.is(res.headers['x-content-type-options'], 'nosniff');
  const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
  assert.match(res.headers['content-security-policy'], `script-src 'self' 'sha256-${hash}';`);
  // The JSON data block is not a script a browser runs, so it needs no hash.
  assert.is(res.headers['content-security-policy'].match(/'sha256-/g)!.length, 1);
  const asset = await exchange(port, get('/robots.txt'));
  assert.match(asset.headers['content-security-policy'], "default-src 'self'; script-src 'self'; ");
});

hostile.run();
