import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentSecurityPolicy, createPolicyCache, pageNeeds, policyFileOf, policySourceProblems, POLICY_FILE, readPolicyFile, writePolicyFile } from '../../src/cli/server/contentSecurityPolicy.ts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const policy = suite('contentSecurityPolicy');

policy('allows scripts from the site only, and the rest from where docs commonly embed it', () => {
  assert.is(
    contentSecurityPolicy(),
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: blob: https:; font-src 'self' data: https:; connect-src 'self' https:; media-src 'self' data: blob: https:; frame-src 'self' https:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'",
  );
});

policy("adds a page's script origins and hashes, and the sources the page asked for", () => {
  const value = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], scriptOrigins: ['https://cdn.example.com'] }, { 'script-src': ["'unsafe-eval'"], 'img-src': ['https:', 'https://img.example.com'] });
  assert.match(value, "; script-src 'self' 'unsafe-eval' https://cdn.example.com 'sha256-abc='; style-src");
  assert.match(value, "; img-src 'self' data: blob: https: https://img.example.com; font-src");
});

policy("never adds 'unsafe-eval' unless the page asked for it", () => {
  assert.not.match(contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], scriptOrigins: [] }), 'unsafe-eval');
});

const sources = suite('policySourceProblems');

sources('accepts sources of the directives docsite sends', () => {
  assert.equal(policySourceProblems({ 'script-src': ["'unsafe-eval'"], 'connect-src': ['wss://live.example.com'] }), []);
});

sources('names each directive the policy lacks and each value that is not one source', () => {
  assert.equal(policySourceProblems({ 'script-src': ["'unsafe-eval' https://a.example", 'a;b', 7], 'scripts-src': ['x'], 'img-src': 'https:' }), [
    `script-src: "'unsafe-eval' https://a.example" is not one source (no spaces, commas or semicolons)`,
    'script-src: "a;b" is not one source (no spaces, commas or semicolons)',
    'script-src: 7 is not one source (no spaces, commas or semicolons)',
    '"scripts-src" is not a directive of docsite\'s policy (default-src, script-src, style-src, img-src, font-src, connect-src, media-src, frame-src, worker-src, object-src, base-uri)',
    'img-src: expected an array of sources, found "https:"',
  ]);
  assert.equal(policySourceProblems(['script-src']), ['expected an object of directive -> sources, found ["script-src"]']);
});

const file = suite('policy file');

file('lists only the pages that ask for more, by output file, in order', () => {
  const pages: { file: string; policy?: Record<string, string[]> }[] = [
    { file: 'index.html' },
    { file: 'docs/live/index.html', policy: { 'script-src': ["'unsafe-eval'"] } },
    { file: 'docs/intro/index.html', policy: {} },
    { file: 'blog/live.html', policy: { 'script-src': ["'unsafe-eval'"] } },
  ];
  assert.equal(policyFileOf(pages), { pages: { 'blog/live.html': { 'script-src': ["'unsafe-eval'"] }, 'docs/live/index.html': { 'script-src': ["'unsafe-eval'"] } } });
});

file('reads a damaged file, or a damaged entry, as granting nothing', () => {
  assert.equal(readPolicyFile('{"pages":'), { pages: {} });
  assert.equal(readPolicyFile('null'), { pages: {} });
  assert.equal(readPolicyFile(JSON.stringify({ pages: { 'a.html': { 'script-src': ["'unsafe-eval'\r\nX-Evil: 1"] }, 'b.html': { 'script-src': ["'unsafe-eval'"] } } })), { pages: { 'b.html': { 'script-src': ["'unsafe-eval'"] } } });
});

const needs = suite('pageNeeds');

needs('hashes inline scripts a browser runs and skips data blocks', () => {
  const html = [
    '<script>var a=1</script>',
    '<script type="module">import "./x.js"</script>',
    "<script type='text/javascript'>var b=2</script>",
    '<script type="application/json">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
    '<script>var a=1</script>',
  ].join('\n');
  assert.equal(pageNeeds(html), { scriptHashes: [sha('var a=1'), sha('import "./x.js"'), sha('var b=2')], scriptOrigins: [] });
});

needs('hashes the text as the browser sees it, with CRLF read as LF', () => {
  assert.equal(pageNeeds('<script>a()\r\nb()\rc()</script >').scriptHashes, [sha('a()\nb()\nc()')]);
});

needs('names the origins of external scripts and leaves the site’s own to self', () => {
  const html = '<script src="/assets/js/main.js"></script><script async src="https://cdn.example.com/a.js?v=1"></script><script src=//stats.example.org/s.js></script>';
  assert.equal(pageNeeds(html), { scriptHashes: [], scriptOrigins: ['https://cdn.example.com', 'stats.example.org'] });
});

file('refuses to write over a static file of the same name', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-csp-'));
  try {
    fs.writeFileSync(path.join(root, POLICY_FILE), '{"mine":true}');
    const error = await writePolicyFile(root, []).then(() => null, (e: Error) => e);
    assert.is(error?.message, `A static file is named ${POLICY_FILE}, the file where the build records each page's Content-Security-Policy.`);
    assert.is(fs.readFileSync(path.join(root, POLICY_FILE), 'utf8'), '{"mine":true}');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

const cache = suite('createPolicyCache');

cache("reads a page once per version and grants 'unsafe-eval' to the pages the policy file lists", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-csp-'));
  try {
    const policies = createPolicyCache();
    const forPage = (relPath: string) => {
      const realPath = path.join(root, relPath);
      const stats = fs.statSync(realPath);
      return policies.forFile(root, { realPath, relPath, size: stats.size, mtimeMs: stats.mtimeMs });
    };
    fs.mkdirSync(path.join(root, 'live'));
    fs.writeFileSync(path.join(root, 'index.html'), '<script>one()</script>');
    fs.writeFileSync(path.join(root, 'live/index.html'), '<script>live()</script>');
    assert.match(await forPage('index.html'), `script-src 'self' ${sha('one()')};`);
    fs.writeFileSync(path.join(root, 'index.html'), '<script>two(2)</script>');
    assert.match(await forPage('index.html'), `script-src 'self' ${sha('two(2)')};`);
    assert.match(await forPage('live/index.html'), `script-src 'self' ${sha('live()')};`, 'no policy file: nothing is granted');
    await writePolicyFile(root, [{ file: 'index.html' }, { file: 'live/index.html', policy: { 'script-src': ["'unsafe-eval'"] } }]);
    assert.ok(fs.existsSync(path.join(root, POLICY_FILE)));
    assert.match(await forPage('live/index.html'), `script-src 'self' 'unsafe-eval' ${sha('live()')};`);
    assert.match(await forPage('index.html'), `script-src 'self' ${sha('two(2)')};`);
    assert.match(await policies.forHtml(root, '404.html', '<script>x</script>'), `script-src 'self' ${sha('x')};`);
    assert.match(await policies.forHtml(root, 'live/index.html', '<script>x</script>'), `script-src 'self' 'unsafe-eval' ${sha('x')};`);
    // A rebuild that drops the live block drops the grant at once.
    fs.rmSync(path.join(root, POLICY_FILE));
    await writePolicyFile(root, [{ file: 'live/index.html' }]);
    assert.match(await forPage('live/index.html'), `script-src 'self' ${sha('live()')};`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

policy.run();
needs.run();
sources.run();
file.run();
cache.run();
