import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cacheControlFor, encodePathname, isNotModified, normalizeBaseUrl, parseRange, parseRequestTarget } from '../../src/cli/server/staticFiles.ts';

const target = suite('parseRequestTarget');

target('decodes the path once and keeps the query string apart', () => {
  assert.equal(parseRequestTarget('/changelog/V2%20Changelog/?a=1'), { ok: true, pathname: '/changelog/V2 Changelog/', search: '?a=1' });
  assert.equal(parseRequestTarget('/%252e%252e/x'), { ok: true, pathname: '/%2e%2e/x', search: '' });
});

target('takes only the path of an absolute-form target', () => {
  assert.equal(parseRequestTarget('http://example.com/docs/?q'), { ok: true, pathname: '/docs/', search: '?q' });
});

target('refuses dot-dot segments, backslashes, null bytes and malformed escapes with 400', () => {
  for (const url of ['/..', '/a/%2e%2e/b', '/..%2fx', '/a\\b', '/%5c', '/%00', '/%ff', '/%c0%ae', '/%', '*', 'x']) {
    assert.equal(parseRequestTarget(url), { ok: false, status: 400 }, url);
  }
});

target('refuses targets longer than 8 KiB with 414', () => {
  assert.equal(parseRequestTarget('/' + 'a'.repeat(8 * 1024)), { ok: false, status: 414 });
});

const encode = suite('encodePathname');

encode('never starts a Location with two slashes', () => {
  assert.is(encodePathname('//evil.com', true), '/evil.com/');
  assert.is(encodePathname('/a b/c\r\n', false), '/a%20b/c%0D%0A');
  assert.is(encodePathname('/', true), '/');
});

const base = suite('normalizeBaseUrl');

base('adds the leading and trailing slash', () => {
  assert.is(normalizeBaseUrl(), '/');
  assert.is(normalizeBaseUrl('docs'), '/docs/');
  assert.is(normalizeBaseUrl('/a/b'), '/a/b/');
});

const cache = suite('cacheControlFor');

cache('keeps hashed assets for a year and revalidates HTML and everything else', () => {
  assert.is(cacheControlFor('assets/main-AbCd1234.js'), 'public, max-age=31536000, immutable');
  assert.is(cacheControlFor('assets/chunk.9f8e7d6c.css'), 'public, max-age=31536000, immutable');
  assert.is(cacheControlFor('assets/logo.svg'), 'public, max-age=0, must-revalidate');
  assert.is(cacheControlFor('main-AbCd1234.js'), 'public, max-age=0, must-revalidate');
  assert.is(cacheControlFor('docs/index.html'), 'no-cache');
});

cache('revalidates the service worker on every request, as it announces new deployments', () => {
  assert.is(cacheControlFor('sw.js'), 'no-cache');
  assert.is(cacheControlFor('docs/sw.js'), 'public, max-age=0, must-revalidate');
});

const range = suite('parseRange');

range('reads one range and falls back to the full file for anything else', () => {
  assert.equal(parseRange('bytes=0-9', 100), { kind: 'partial', start: 0, end: 9 });
  assert.equal(parseRange('bytes=90-', 100), { kind: 'partial', start: 90, end: 99 });
  assert.equal(parseRange('bytes=-10', 100), { kind: 'partial', start: 90, end: 99 });
  assert.equal(parseRange('bytes=50-500', 100), { kind: 'partial', start: 50, end: 99 });
  assert.equal(parseRange(undefined, 100), { kind: 'full' });
  assert.equal(parseRange('bytes=0-1,3-4', 100), { kind: 'full' });
  assert.equal(parseRange('items=0-1', 100), { kind: 'full' });
  assert.equal(parseRange('bytes=9-2', 100), { kind: 'full' });
});

range('calls a range that starts past the end unsatisfiable', () => {
  assert.equal(parseRange('bytes=100-', 100), { kind: 'unsatisfiable' });
  assert.equal(parseRange('bytes=-0', 100), { kind: 'unsatisfiable' });
});

const fresh = suite('isNotModified');

fresh('matches weak and strong forms of the ETag and lets If-None-Match win over the date', () => {
  const mtime = Date.UTC(2024, 0, 1, 12, 0, 0, 500);
  assert.ok(isNotModified({ 'if-none-match': 'W/"1-2"' }, 'W/"1-2"', mtime));
  assert.ok(isNotModified({ 'if-none-match': '"x", "1-2"' }, 'W/"1-2"', mtime));
  assert.ok(isNotModified({ 'if-modified-since': new Date(mtime).toUTCString() }, 'W/"1-2"', mtime));
  assert.not.ok(isNotModified({ 'if-none-match': 'W/"9"', 'if-modified-since': new Date(mtime).toUTCString() }, 'W/"1-2"', mtime));
  assert.not.ok(isNotModified({ 'if-modified-since': 'not a date' }, 'W/"1-2"', mtime));
});

target.run();
encode.run();
base.run();
cache.run();
range.run();
fresh.run();
