import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../src/cli/errors.ts';
import { createStaticHandler, startStaticServer, type RunningServer, type StaticHandlerOptions } from '../../src/cli/server/serve.ts';

const SECRET = 'SECRET-MARKER-7f3a91c2e4';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A scratch folder holding a build dir plus secrets next to it that must never be served. */
function createFixture(): { parent: string; build: string } {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-'));
  const build = path.join(parent, 'build');
  const files: Record<string, string> = {
    'index.html': '<h1>Home</h1>',
    '404.html': '<h1>Custom 404 page</h1>',
    'docs/intro/index.html': '<h1>Intro</h1>',
    'changelog/V2 Changelog/index.html': '<h1>V2</h1>',
    'assets/main-AbCd1234.js': 'console.log("main");',
    'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'evil.com/index.html': '<h1>A folder that looks like a host</h1>',
    'robots.txt': 'User-agent: *\nAllow: /\n',
    'legacy.html': '<h1>Legacy page</h1>',
    'empty/.keep': '',
  };
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(build, name)), { recursive: true });
    fs.writeFileSync(path.join(build, name), content);
  }
  fs.writeFileSync(path.join(parent, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(parent, 'secret.html'), SECRET);
  fs.mkdirSync(path.join(parent, 'main'));
  fs.writeFileSync(path.join(parent, 'main', 'index.html'), SECRET);
  fs.symlinkSync('../', path.join(build, 'link'));
  fs.symlinkSync('../secret.txt', path.join(build, 'secret-link.txt'));
  return { parent, build };
}

/** Writes the request line by hand, because fetch() and http.request normalise or refuse hostile paths. */
function raw(port: number, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const extra = Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`).join('');
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(parseResponse(Buffer.concat(chunks))));
    socket.write(`${options.method ?? 'GET'} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);
  });
}

function parseResponse(data: Buffer): RawResponse {
  const split = data.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = data.subarray(0, split).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = data.subarray(split + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    const parts: Buffer[] = [];
    for (let at = 0; ; ) {
      const lineEnd = body.indexOf('\r\n', at);
      const size = parseInt(body.subarray(at, lineEnd).toString(), 16);
      if (!size) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

async function listenOnFreePort(options: StaticHandlerOptions): Promise<http.Server> {
  const handler = createStaticHandler(options);
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

// ---------------------------------------------------------------------------------------------

const handlerSuite = suite<{ fixture: { parent: string; build: string }; server: http.Server; port: number }>('createStaticHandler');

handlerSuite.before(async (context) => {
  context.fixture = createFixture();
  context.server = await listenOnFreePort({ dir: context.fixture.build });
  context.port = (context.server.address() as AddressInfo).port;
});

handlerSuite.after(async ({ server, fixture }) => {
  await closeServer(server);
  fs.rmSync(fixture.parent, { recursive: true, force: true });
});

const HOSTILE_TARGETS = [
  '/../secret.txt',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/%2e%2e%2fsecret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%2e%2e%5csecret.txt',
  '/%5c..%5csecret.txt',
  '/%00',
  '/index.html%00.js',
  '/index.html%00',
  '/docs/../../secret.txt',
  '/docs/%2e%2e/%2e%2e/secret.txt',
  '/docs/intro/..%2f..%2f..%2fsecret.txt',
  '/%252e%252e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/..%255csecret.txt',
  '/link/secret.txt',
  '/link%2fsecret.txt',
  '/link/secret',
  '/link/main/',
  '/link/main',
  '/link/main/..',
  '/link',
  '/link/',
  '/secret-link.txt',
  '/secret.txt',
  '//etc/passwd',
  '/etc/passwd',
  '/....//secret.txt',
  '/.%2e/secret.txt',
  '/%2e./secret.txt',
  '/./../secret.txt',
  '/%2e/%2e%2e/secret.txt',
  '/..',
  '/%2e%2e',
  '/..;/secret.txt',
  'http://localhost/../secret.txt',
  'http://localhost/%2e%2e/secret.txt',
  'http://evil.com/../secret.txt',
  '*',
  'secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%af',
  '/%ff',
  '/%u002e%u002e/secret.txt',
  '/%',
  '/%2',
  '/\u2025/secret.txt',
  '/%E2%80%A5/secret.txt',
  '/%EF%BC%8E%EF%BC%8E/secret.txt',
  '/%EF%BC%8E%EF%BC%8E%EF%BC%8Fsecret.txt',
  '/%0d%0aSet-Cookie:%20a=b',
  '/docs/intro%0d%0aX-Evil:%201',
  '//evil.com',
  '///evil.com',
  '/%2f%2fevil.com',
  '/%5c%5cevil.com',
  '/' + 'a'.repeat(10 * 1024),
  '/' + '../'.repeat(3000) + 'secret.txt',
];

handlerSuite('refuses every hostile path without leaking a byte from outside the build directory', async ({ port }) => {
  assert.ok(HOSTILE_TARGETS.length >= 30);
  for (const target of HOSTILE_TARGETS) {
    const res = await raw(port, target);
    const label = `${JSON.stringify(target.slice(0, 80))} -> ${res.status}`;
    assert.ok([301, 400, 404, 414].includes(res.status), label);
    assert.not.ok(res.body.includes(SECRET), `${label} leaked the secret`);
    // Node's own parser answers some request lines (e.g. `GET secret.txt`) with a bare 400.
    if (res.headers['content-length'] !== undefined) assert.is(res.headers['x-content-type-options'], 'nosniff', label);
    if (res.status === 301) {
      const location = res.headers.location;
      assert.match(location, /^\/(?![/\\])/, `${label} redirects off-site to ${location}`);
      assert.not.match(location, /[\r\n\\]/, label);
    }
  }
});

handlerSuite('answers malformed escapes, null bytes and backslashes with 400 and long URLs with 414', async ({ port }) => {
  for (const target of ['/%ff', '/%c0%ae%c0%ae/secret.txt', '/%00', '/a\0b', '/..\\secret.txt', '/%5c', '/../secret.txt', '/%2e%2e/x']) {
    assert.is((await raw(port, target)).status, 400, target);
  }
  assert.is((await raw(port, '/' + 'a'.repeat(10 * 1024))).status, 414);
});

handlerSuite('decodes only once, so a double-encoded dot-dot is a folder name that does not exist', async ({ port }) => {
  const res = await raw(port, '/%252e%252e/secret.txt');
  assert.is(res.status, 404);
  assert.is(res.body, '<h1>Custom 404 page</h1>');
});

handlerSuite('does not follow symlinks out of the build directory', async ({ port }) => {
  assert.is((await raw(port, '/secret-link.txt')).status, 404);
  assert.is((await raw(port, '/link/secret.txt')).status, 404);
  assert.is((await raw(port, '/link/main/')).status, 404);
});

handlerSuite('redirects a directory without a trailing slash, keeping the query string', async ({ port }) => {
  const res = await raw(port, '/docs/intro?tab=a%20b');
  assert.is(res.status, 301);
  assert.is(res.headers.location, '/docs/intro/?tab=a%20b');
});

handlerSuite('collapses leading slashes so a redirect can never become protocol-relative', async ({ port }) => {
  const res = await raw(port, '//evil.com');
  assert.is(res.status, 301);
  assert.is(res.headers.location, '/evil.com/');
  assert.is((await raw(port, '//docs//intro')).headers.location, '/docs/intro/');
});

handlerSuite('serves index.html for a directory with a trailing slash', async ({ port }) => {
  const res = await raw(port, '/docs/intro/');
  assert.is(res.status, 200);
  assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
  assert.is(res.headers['cache-control'], 'no-cache');
  assert.is(res.body, '<h1>Intro</h1>');
  assert.is((await raw(port, '/')).body, '<h1>Home</h1>');
});

handlerSuite('serves paths with encoded spaces', async ({ port }) => {
  const res = await raw(port, '/changelog/V2%20Changelog/');
  assert.is(res.status, 200);
  assert.is(res.body, '<h1>V2</h1>');
  const redirect = await raw(port, '/changelog/V2%20Changelog');
  assert.is(redirect.status, 301);
  assert.is(redirect.headers.location, '/changelog/V2%20Changelog/');
});

handlerSuite('serves page.html for an extensionless path', async ({ port }) => {
  const res = await raw(port, '/legacy');
  assert.is(res.status, 200);
  assert.is(res.body, '<h1>Legacy page</h1>');
  assert.is(res.headers['content-type'], 'text/html; charset=utf-8');
  assert.is((await raw(port, '/legacy/')).status, 404);
});

handlerSuite('answers 404 with the body of 404.html for missing files and directories without index.html', async ({ port }) => {
  for (const target of ['/nope/', '/nope', '/empty/', '/empty', '/assets/', '/robots.txt/']) {
    const res = await raw(port, target);
    assert.is(res.status, 404, target);
    assert.is(res.headers['content-type'], 'text/html; charset=utf-8', target);
    assert.is(res.body, '<h1>Custom 404 page</h1>', target);
  }
});

handlerSuite('marks hashed assets immutable and everything else as revalidated', async ({ port }) => {
  const asset = await raw(port, '/assets/main-AbCd1234.js');
  assert.is(asset.status, 200);
  assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.is(asset.headers['content-type'], 'text/javascript; charset=utf-8');
  const robots = await raw(port, '/robots.txt');
  assert.is(robots.headers['cache-control'], 'public, max-age=0, must-revalidate');
  assert.is(robots.headers['content-type'], 'text/plain; charset=utf-8');
  assert.is((await raw(port, '/assets/logo.svg')).headers['cache-control'], 'public, max-age=0, must-revalidate');
});

handlerSuite('sends headers only for HEAD, with the length of the body GET would send', async ({ port }) => {
  const res = await raw(port, '/robots.txt', { method: 'HEAD' });
  assert.is(res.status, 200);
  assert.is(res.headers['content-length'], String(Buffer.byteLength('User-agent: *\nAllow: /\n')));
  assert.is(res.body, '');
  const missing = await raw(port, '/nope', { method: 'HEAD' });
  assert.is(missing.status, 404);
  assert.is(missing.headers['content-length'], String(Buffer.byteLength('<h1>Custom 404 page</h1>')));
  assert.is(missing.body, '');
});

handlerSuite('answers OPTIONS with 204 and other methods with 405, both listing the allowed methods', async ({ port }) => {
  const options = await raw(port, '/', { method: 'OPTIONS' });
  assert.is(options.status, 204);
  assert.is(options.headers.allow, 'GET, HEAD, OPTIONS');
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const res = await raw(port, '/index.html', { method, headers: { 'Content-Length': '0' } });
    assert.is(res.status, 405, method);
    assert.is(res.headers.allow, 'GET, HEAD, OPTIONS', method);
    assert.is(res.headers['x-content-type-options'], 'nosniff', method);
  }
});

handlerSuite('answers 304 when the ETag or the modification date still matches', async ({ port }) => {
  const first = await raw(port, '/robots.txt');
  assert.match(first.headers.etag, /^W\/"/);
  const byEtag = await raw(port, '/robots.txt', { headers: { 'If-None-Match': first.headers.etag } });
  assert.is(byEtag.status, 304);
  assert.is(byEtag.body, '');
  assert.is(byEtag.headers.etag, first.headers.etag);
  const byDate = await raw(port, '/robots.txt', { headers: { 'If-Modified-Since': first.headers['last-modified'] } });
  assert.is(byDate.status, 304);
  const stale = await raw(port, '/robots.txt', { headers: { 'If-None-Match': 'W/"other"' } });
  assert.is(stale.status, 200);
});

handlerSuite('answers a single byte range with 206 and an unsatisfiable one with 416', async ({ port }) => {
  const partial = await raw(port, '/robots.txt', { headers: { Range: 'bytes=0-9' } });
  assert.is(partial.status, 206);
  assert.is(partial.body, 'User-agent');
  assert.is(partial.headers['content-range'], 'bytes 0-9/23');
  assert.is(partial.headers['content-length'], '10');
  const suffix = await raw(port, '/robots.txt', { headers: { Range: 'bytes=-7' } });
  assert.is(suffix.body, 'Allow: /\n'.slice(-7));
  const tooFar = await raw(port, '/robots.txt', { headers: { Range: 'bytes=100-' } });
  assert.is(tooFar.status, 416);
  assert.is(tooFar.headers['content-range'], 'bytes */23');
  const changed = await raw(port, '/robots.txt', { headers: { Range: 'bytes=0-9', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' } });
  assert.is(changed.status, 200);
  const multi = await raw(port, '/robots.txt', { headers: { Range: 'bytes=0-1,4-5' } });
  assert.is(multi.status, 200);
  assert.is(multi.body, 'User-agent: *\nAllow: /\n');
});

handlerSuite('puts nosniff on every response', async ({ port }) => {
  const targets = ['/', '/docs/intro', '/nope', '/%ff', '/assets/main-AbCd1234.js', '/legacy'];
  for (const target of targets) {
    assert.is((await raw(port, target)).headers['x-content-type-options'], 'nosniff', target);
  }
});

handlerSuite('answers 500 instead of throwing when transformHtml fails', async ({ fixture }) => {
  const server = await listenOnFreePort({
    dir: fixture.build,
    transformHtml: () => {
      throw new Error('boom');
    },
  });
  try {
    const port = (server.address() as AddressInfo).port;
    const res = await raw(port, '/');
    assert.is(res.status, 500);
    assert.is(res.body, 'Internal server error');
    assert.is((await raw(port, '/robots.txt')).status, 200);
  } finally {
    await closeServer(server);
  }
});

handlerSuite('passes HTML through transformHtml and sends the new length', async ({ fixture }) => {
  const seen: string[] = [];
  const server = await listenOnFreePort({
    dir: fixture.build,
    transformHtml: (html, filePath) => {
      seen.push(filePath);
      return html.replace('</h1>', '</h1><script>reload()</script>');
    },
    headers: { 'X-Served-By': 'docsite' },
  });
  try {
    const port = (server.address() as AddressInfo).port;
    const res = await raw(port, '/docs/intro/');
    assert.is(res.body, '<h1>Intro</h1><script>reload()</script>');
    assert.is(res.headers['content-length'], String(res.body.length));
    assert.is(res.headers['x-served-by'], 'docsite');
    assert.is(res.headers.etag, undefined);
    assert.equal(seen, [path.join(fixture.build, 'docs/intro/index.html')]);
    assert.is((await raw(port, '/nope')).body, '<h1>Custom 404 page</h1><script>reload()</script>');
    assert.is((await raw(port, '/%ff')).headers['x-served-by'], 'docsite');
  } finally {
    await closeServer(server);
  }
});

handlerSuite('keeps requests outside baseUrl out and sends the root to baseUrl', async ({ fixture }) => {
  const server = await listenOnFreePort({ dir: fixture.build, baseUrl: '/docs-site/' });
  try {
    const port = (server.address() as AddressInfo).port;
    const root = await raw(port, '/?from=home');
    assert.is(root.status, 302);
    assert.is(root.headers.location, '/docs-site/?from=home');
    assert.is((await raw(port, '/docs-site')).headers.location, '/docs-site/');
    assert.is((await raw(port, '/docs-site/')).body, '<h1>Home</h1>');
    assert.is((await raw(port, '/docs-site/docs/intro/')).body, '<h1>Intro</h1>');
    assert.is((await raw(port, '/docs/intro/')).status, 404);
    assert.is((await raw(port, '/docs-site/../secret.txt')).status, 400);
    const asset = await raw(port, '/docs-site/assets/main-AbCd1234.js');
    assert.is(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  } finally {
    await closeServer(server);
  }
});

handlerSuite('answers plain-text 404 when the build has no 404.html', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-serve-no404-'));
  fs.writeFileSync(path.join(dir, 'index.html'), 'home');
  const server = await listenOnFreePort({ dir });
  try {
    const res = await raw((server.address() as AddressInfo).port, '/nope');
    assert.is(res.status, 404);
    assert.is(res.headers['content-type'], 'text/plain; charset=utf-8');
    assert.is(res.body, 'Not found');
  } finally {
    await closeServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

handlerSuite('rejects an extra header that could split a response', () => {
  assert.throws(() => createStaticHandler({ dir: '/tmp', headers: { 'X-A': 'a\r\nSet-Cookie: b' } }), (error: unknown) => {
    return error instanceof DocsiteError && error.title === 'Invalid response header "X-A" for the static server';
  });
});

handlerSuite.run();

// ---------------------------------------------------------------------------------------------

const serverSuite = suite<{ fixture: { parent: string; build: string }; running?: RunningServer }>('startStaticServer');

serverSuite.before((context) => {
  context.fixture = createFixture();
});

serverSuite.after(async ({ fixture, running }) => {
  await running?.close();
  fs.rmSync(fixture.parent, { recursive: true, force: true });
});

async function rejection(promise: Promise<unknown>): Promise<DocsiteError> {
  try {
    await promise;
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  throw new Error('expected a rejection');
}

serverSuite('serves the build directory and reports its url with the baseUrl', async (context) => {
  const running = await startStaticServer({ dir: context.fixture.build, port: 0, host: '127.0.0.1', baseUrl: 'guide' });
  context.running = running;
  assert.is(running.url, `http://127.0.0.1:${running.port}/guide/`);
  assert.is(running.server.headersTimeout, 30_000);
  assert.is(running.server.requestTimeout, 30_000);
  const res = await fetch(running.url + 'docs/intro/');
  assert.is(res.status, 200);
  assert.is(await res.text(), '<h1>Intro</h1>');
});

serverSuite('throws when the port is in use', async ({ fixture, running }) => {
  const error = await rejection(startStaticServer({ dir: fixture.build, port: running!.port, host: '127.0.0.1' }));
  assert.is(error.title, `Port ${running!.port} is already in use on 127.0.0.1`);
  assert.is(error.hint, 'Stop the other server, or pass --port <number> (--port 0 picks a free one).');
});

serverSuite('throws when the build directory does not exist', async ({ fixture }) => {
  const dir = path.join(fixture.parent, 'missing');
  const error = await rejection(startStaticServer({ dir, port: 0 }));
  assert.is(error.title, `No build output in ${path.relative(process.cwd(), dir)}`);
  assert.is(error.hint, 'Run "docsite build" first, or pass --dir <folder>.');
});

serverSuite('throws when the build directory has neither index.html nor 404.html', async ({ fixture }) => {
  const dir = path.join(fixture.build, 'assets');
  const error = await rejection(startStaticServer({ dir, port: 0 }));
  assert.is(error.title, `No build output in ${path.relative(process.cwd(), dir)}`);
});

serverSuite('stops listening on close', async (context) => {
  const running = context.running!;
  await running.close();
  context.running = undefined;
  assert.is(running.server.listening, false);
  await running.close();
});

serverSuite.run();
