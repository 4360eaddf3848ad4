/**
 * The static file server behind `docsite serve` (and, with transformHtml, the dev server): it
 * serves the build directory as a static host would, and never a byte from outside it.
 */
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentSecurityPolicy, createPolicyCache } from './contentSecurityPolicy.ts';
import { DocsiteError } from '../errors.ts';
import {
  cacheControlFor,
  contentTypeFor,
  encodePathname,
  isHtml,
  isNotModified,
  lookup,
  normalizeBaseUrl,
  parseRange,
  parseRequestTarget,
  realpathOrNull,
  resolveFile,
  weakEtag,
} from './staticFiles.ts';

export interface StaticHandlerOptions {
  /** Absolute path of the build directory. */
  dir: string;
  /** URL prefix the site lives under; requests outside it get 404. Default '/'. */
  baseUrl?: string;
  /** Rewrites every HTML response; the dev server injects its reload script here. */
  transformHtml?: (html: string, filePath: string) => string | Promise<string>;
  /** Extra headers on every response; they win over the server's own (e.g. Cache-Control: no-store). */
  headers?: Record<string, string>;
}

export interface ServeOptions extends StaticHandlerOptions {
  /** Handles a request before the static files do; returns true when it answered (dev events). */
  intercept?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Default 3000; 0 picks a free port. */
  port?: number;
  /** Default 'localhost'. */
  host?: string;
}

export interface RunningServer {
  /** Where the site is, baseUrl included, e.g. http://localhost:3000/docs/. */
  url: string;
  port: number;
  server: http.Server;
  /** Stops listening and drops open keep-alive connections. */
  close(): Promise<void>;
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;
type HeaderMap = Record<string, string | number>;

const ALLOW = 'GET, HEAD, OPTIONS';
/** For everything but HTML pages, which get their own (with their inline scripts' hashes). */
const BASE_POLICY = contentSecurityPolicy();
const TEXT_PLAIN = 'text/plain; charset=utf-8';
const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed',
  414: 'URI too long',
  416: 'Range not satisfiable',
  500: 'Internal server error',
};

export function createStaticHandler(options: StaticHandlerOptions): Handler {
  const root = path.resolve(options.dir);
  const baseUrl = normalizeBaseUrl(options.baseUrl);
  const extraHeaders = Object.entries(options.headers ?? {});
  for (const [name, value] of extraHeaders) checkHeader(name, value);
  const policies = createPolicyCache();

  function writeHeaders(res: http.ServerResponse, status: number, headers: HeaderMap): void {
    res.statusCode = status;
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // A 304's headers replace the cached ones, so it must not swap a page's policy for the base one.
    if (status !== 304) res.setHeader('Content-Security-Policy', BASE_POLICY);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    for (const [name, value] of extraHeaders) res.setHeader(name, value);
  }

  function send(res: http.ServerResponse, status: number, headers: HeaderMap, body?: string | Buffer, head = false): void {
    writeHeaders(res, status, body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(head ? undefined : body);
  }

  function sendStatus(res: http.ServerResponse, status: number, head: boolean, headers: HeaderMap = {}): void {
    send(res, status, { 'Content-Type': TEXT_PLAIN, ...headers }, STATUS_TEXT[status], head);
  }

  async function html(filePath: string, relPath: string): Promise<string> {
    const source = await fsp.readFile(filePath, 'utf8');
    return options.transformHtml ? options.transformHtml(source, path.join(root, relPath)) : source;
  }

  async function notFound(res: http.ServerResponse, realRoot: string | null, head: boolean): Promise<void> {
    const page = realRoot ? await lookup(realRoot, '404.html') : null;
    if (!realRoot || !page?.isFile) return sendStatus(res, 404, head);
    const body = await html(page.realPath, '404.html');
    const policy = await policies.forHtml(realRoot, '404.html', body);
    send(res, 404, { 'Content-Type': contentTypeFor('404.html'), 'Cache-Control': 'no-cache', 'Content-Security-Policy': policy }, body, head);
  }

  async function serveFile(req: http.IncomingMessage, res: http.ServerResponse, realRoot: string, file: { realPath: string; urlPath: string }, head: boolean): Promise<void> {
    // Stat the open descriptor, so headers describe exactly the file whose bytes are sent.
    const handle = await fsp.open(file.realPath, 'r');
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new Error(`${file.realPath} stopped being a file while it was being served`);
      const headers: HeaderMap = { 'Cache-Control': cacheControlFor(file.urlPath), 'Content-Type': contentTypeFor(file.urlPath) };
      // Transformed HTML gets no validators: the file's size and date say nothing about the output.
      if (options.transformHtml && isHtml(file.urlPath)) {
        const body = await html(file.realPath, file.urlPath);
        headers['Content-Security-Policy'] = await policies.forHtml(realRoot, file.urlPath, body);
        send(res, 200, headers, body, head);
        return;
      }
      const validators = { ETag: weakEtag(stats.size, stats.mtimeMs), 'Last-Modified': stats.mtime.toUTCString() };
      if (isNotModified(req.headers, validators.ETag, stats.mtimeMs)) {
        send(res, 304, { 'Cache-Control': headers['Cache-Control'], ...validators });
        return;
      }
      Object.assign(headers, validators, { 'Accept-Ranges': 'bytes' });
      if (isHtml(file.urlPath)) headers['Content-Security-Policy'] = await policies.forFile(realRoot, { realPath: file.realPath, relPath: file.urlPath, size: stats.size, mtimeMs: stats.mtimeMs });
      // A weak ETag may not validate a range (RFC 9110 13.1.5), so only a matching date keeps it.
      const ifRange = req.headers['if-range'];
      const range = ifRange === undefined || ifRange === validators['Last-Modified'] ? parseRange(req.headers.range, stats.size) : { kind: 'full' as const };
      if (range.kind === 'unsatisfiable') {
        sendStatus(res, 416, head, { 'Content-Range': `bytes */${stats.size}` });
        return;
      }
      const [start, end] = range.kind === 'partial' ? [range.start, range.end] : [0, stats.size - 1];
      headers['Content-Length'] = end - start + 1;
      if (range.kind === 'partial') headers['Content-Range'] = `bytes ${start}-${end}/${stats.size}`;
      writeHeaders(res, range.kind === 'partial' ? 206 : 200, headers);
      if (head || stats.size === 0) {
        res.end();
        return;
      }
      // A client hanging up mid-file rejects here; that is its business, not an error of ours.
      await pipeline(handle.createReadStream({ start, end, autoClose: false }), res).catch(() => {});
    } finally {
      await handle.close().catch(() => {});
    }
  }

  async function respond(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, { Allow: ALLOW });
    if (method !== 'GET' && method !== 'HEAD') return sendStatus(res, 405, false, { Allow: ALLOW });
    const head = method === 'HEAD';
    const target = parseRequestTarget(req.url ?? '/');
    if (!target.ok) return sendStatus(res, target.status, head);
    const { pathname, search } = target;
    if (!pathname.startsWith(baseUrl)) {
      if (pathname === '/') return send(res, 302, { Location: encodePathname(baseUrl, true) + search }, undefined, head);
      if (pathname + '/' === baseUrl) return send(res, 301, { Location: encodePathname(baseUrl, true) + search }, undefined, head);
      return notFound(res, await realpathOrNull(root), head);
    }
    const realRoot = await realpathOrNull(root);
    const found = realRoot ? await resolveFile(realRoot, pathname.slice(baseUrl.length)) : { kind: 'missing' as const };
    if (found.kind === 'redirect') return send(res, 301, { Location: encodePathname(pathname, true) + search }, undefined, head);
    if (found.kind === 'file') return serveFile(req, res, realRoot!, found, head);
    return notFound(res, realRoot, head);
  }

  return async function handle(req, res) {
    try {
      await respond(req, res);
    } catch {
      try {
        if (res.headersSent) return void res.destroy();
        for (const name of res.getHeaderNames()) res.removeHeader(name);
        sendStatus(res, 500, req.method === 'HEAD');
      } catch {
        res.destroy();
      }
    }
  };
}

function checkHeader(name: string, value: string): void {
  try {
    http.validateHeaderName(name);
    http.validateHeaderValue(name, value);
  } catch (cause) {
    throw new DocsiteError(`Invalid response header "${name}" for the static server`, {
      hint: 'Header names must be tokens and values must not contain line breaks.',
      cause,
    });
  }
}

export async function startStaticServer(options: ServeOptions): Promise<RunningServer> {
  const dir = path.resolve(options.dir);
  await assertBuildOutput(dir);
  const handler = createStaticHandler({ ...options, dir });
  // Slow or stalled clients must not hold sockets open forever: Node checks the two timeouts
  // below every connectionsCheckingInterval, so a stalled request is answered 408 within ~32 s.
  const server = http.createServer({ connectionsCheckingInterval: 2_000 }, (req, res) => {
    if (options.intercept?.(req, res)) return;
    void handler(req, res).catch(() => res.destroy());
  });
  server.headersTimeout = 30_000;
  server.requestTimeout = 30_000;
  // CONNECT bypasses the request handler; a static host is no proxy.
  server.on('connect', (_req, socket: Duplex) => socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`));
  const host = options.host ?? 'localhost';
  await listen(server, options.port ?? 3000, host);
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}${normalizeBaseUrl(options.baseUrl)}`,
    port,
    server,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING' ? fail(error) : done()));
        server.closeAllConnections();
      }),
  };
}

async function assertBuildOutput(dir: string): Promise<void> {
  const isFile = (name: string) => fsp.stat(path.join(dir, name)).then((s) => s.isFile(), () => false);
  if ((await isFile('index.html')) || (await isFile('404.html'))) return;
  throw new DocsiteError(`No build output in ${path.relative(process.cwd(), dir) || '.'}`, {
    hint: 'Run "docsite build" first, or pass --dir <folder>.',
  });
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      fail(listenError(error, port, host));
    };
    const onListening = () => {
      server.off('error', onError);
      done();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE') {
    return new DocsiteError(`Port ${port} is already in use on ${host}`, {
      hint: 'Stop the other server, or pass --port <number> (--port 0 picks a free one).',
      cause: error,
    });
  }
  if (error.code === 'EACCES') {
    return new DocsiteError(`No permission to listen on port ${port}`, { hint: 'Pass --port with a number above 1023.', cause: error });
  }
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
    return new DocsiteError(`Cannot listen on host "${host}"`, { hint: 'Pass --host localhost or an address of this machine.', cause: error });
  }
  return error;
}
