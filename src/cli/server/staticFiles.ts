/**
 * How the static file server maps a request to a file and its headers: request-target parsing,
 * file resolution, content types, cache policy, conditional requests and byte ranges. No network
 * here; only the resolution at the bottom reads the disk (stat and realpath, never contents).
 */
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Longer request targets get 414; real docs URLs are far shorter, and it caps the work per request. */
export const MAX_URL_LENGTH = 8 * 1024;

export type RequestTarget =
  | { ok: true; /** Decoded path, always starting with '/'. */ pathname: string; /** '' or '?...', safe for a header. */ search: string }
  | { ok: false; status: 400 | 414 };

/**
 * Splits and decodes a request target (req.url). Decodes exactly once, so `%252e%252e` stays the
 * literal folder name `%2e%2e`. Refuses (400) anything that could name a file outside the build
 * directory: `..` segments, backslashes, null bytes, malformed escapes, targets that are not paths.
 */
export function parseRequestTarget(rawUrl: string): RequestTarget {
  if (rawUrl.length > MAX_URL_LENGTH) return { ok: false, status: 414 };
  // Absolute-form (`GET http://host/path`) is legal HTTP; only its path matters here.
  const target = rawUrl.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  if (!target.startsWith('/')) return { ok: false, status: 400 };
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : toHeaderSafe(target.slice(q));
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400 };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { ok: false, status: 400 };
  if (pathname.split('/').includes('..')) return { ok: false, status: 400 };
  return { ok: true, pathname, search };
}

/** Percent-encodes anything outside printable ASCII so a query string can go into a Location header. */
function toHeaderSafe(value: string): string {
  // Node reads the request line as latin1, so each char here is one byte of the original target.
  return value.replace(/[^\x21-\x7e]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? '%' + code.toString(16).toUpperCase().padStart(2, '0') : '';
  });
}

/**
 * Re-encodes a decoded path for a Location header. Empty segments are dropped, so the result
 * starts with exactly one slash: `//evil.com/` becomes `/evil.com/`, never a protocol-relative URL.
 */
export function encodePathname(pathname: string, trailingSlash: boolean): string {
  const segments = pathname.split('/').filter(Boolean).map(encodeURIComponent);
  const joined = '/' + segments.join('/');
  return trailingSlash && segments.length > 0 ? joined + '/' : joined;
}

/** Normalises a configured baseUrl to `/x/y/` form. */
export function normalizeBaseUrl(baseUrl = '/'): string {
  const trimmed = baseUrl.split('/').filter(Boolean).join('/');
  return trimmed ? `/${trimmed}/` : '/';
}

const TEXT = '; charset=utf-8';
const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html' + TEXT,
  js: 'text/javascript' + TEXT,
  mjs: 'text/javascript' + TEXT,
  css: 'text/css' + TEXT,
  json: 'application/json' + TEXT,
  map: 'application/json' + TEXT,
  webmanifest: 'application/manifest+json' + TEXT,
  xml: 'application/xml' + TEXT,
  txt: 'text/plain' + TEXT,
  md: 'text/markdown' + TEXT,
  svg: 'image/svg+xml' + TEXT,
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

export function contentTypeFor(filePath: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(filePath)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export function isHtml(filePath: string): boolean {
  return /\.html$/i.test(filePath);
}

/** A bundler output name such as `main-AbCd1234.js` or `chunk.9f8e7d6c.css`. */
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/;

/** The pwa plugin's service worker: a browser checks it for a new deployment on every visit. */
const SERVICE_WORKER = 'sw.js';

/**
 * Cache policy by URL path relative to baseUrl: content-hashed assets never change, so browsers
 * may keep them for a year; HTML and the service worker must always revalidate so a deploy shows up at once.
 */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/') && HASHED_NAME.test(relativePath.slice(relativePath.lastIndexOf('/') + 1))) {
    return 'public, max-age=31536000, immutable';
  }
  if (isHtml(relativePath) || relativePath === SERVICE_WORKER) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

/** Weak validator: size and modification time are what a static host can know cheaply. */
export function weakEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** True when the client's cached copy is current (RFC 9110 13.2.2: If-None-Match wins over If-Modified-Since). */
export function isNotModified(headers: Headers, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = header(headers, 'if-none-match');
  if (ifNoneMatch !== undefined) {
    const bare = etag.replace(/^W\//, '');
    return ifNoneMatch.split(',').some((t) => {
      const tag = t.trim();
      return tag === '*' || tag.replace(/^W\//, '') === bare;
    });
  }
  const since = Date.parse(header(headers, 'if-modified-since') ?? '');
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Reads a single `bytes=a-b`, `bytes=a-` or `bytes=-n` range. Multiple ranges, other units and
 * malformed values fall back to the full file, which RFC 9110 allows.
 */
export function parseRange(rangeHeader: string | undefined, size: number): RangeResult {
  const match = rangeHeader === undefined ? null : /^bytes=\s*(\d*)-(\d*)\s*$/.exec(rangeHeader);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return { kind: 'full' };
  }
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

export interface Entry {
  realPath: string;
  isFile: boolean;
  isDirectory: boolean;
}

/** Where a URL path leads: a file to send (with the URL path it answers to), a slash redirect, or nothing. */
export type Resolved = { kind: 'file'; realPath: string; urlPath: string } | { kind: 'redirect' } | { kind: 'missing' };

/**
 * Maps a URL path (relative to baseUrl) to a file the way static hosts do: files as they are,
 * `dir/` to `dir/index.html`, `dir` to a redirect, `page` to `page.html`. Never lists a directory.
 */
export async function resolveFile(realRoot: string, relPath: string): Promise<Resolved> {
  const trailingSlash = relPath === '' || relPath.endsWith('/');
  const entry = await lookup(realRoot, relPath);
  if (entry?.isFile && !trailingSlash) return { kind: 'file', realPath: entry.realPath, urlPath: relPath };
  if (entry?.isDirectory) {
    const indexPath = path.posix.join(relPath, 'index.html');
    const index = await lookup(realRoot, indexPath);
    if (index?.isFile) return trailingSlash ? { kind: 'file', realPath: index.realPath, urlPath: indexPath } : { kind: 'redirect' };
  }
  if (!entry?.isFile && !trailingSlash && path.posix.extname(relPath) === '') {
    const page = await lookup(realRoot, relPath + '.html');
    if (page?.isFile) return { kind: 'file', realPath: page.realPath, urlPath: relPath + '.html' };
  }
  return { kind: 'missing' };
}

/** Follows symlinks and answers null for anything whose real path leaves the build directory. */
export async function lookup(realRoot: string, relPath: string): Promise<Entry | null> {
  try {
    const realPath = await fsp.realpath(path.join(realRoot, relPath));
    const rel = path.relative(realRoot, realPath);
    if (rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) return null;
    const stats = await fsp.stat(realPath);
    return { realPath, isFile: stats.isFile(), isDirectory: stats.isDirectory() };
  } catch {
    return null;
  }
}

export async function realpathOrNull(dir: string): Promise<string | null> {
  return fsp.realpath(dir).catch(() => null);
}
