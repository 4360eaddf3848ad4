import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contentSecurityPolicy, createPolicyCache, pageNeeds } from '../../src/cli/contentSecurityPolicy.ts';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

const policy = suite('contentSecurityPolicy');

policy('allows scripts from the site only, and the rest from where docs commonly embed it', () => {
  assert.is(
    contentSecurityPolicy(),
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline' https:; img-src 'self' data: blob: https:; font-src 'self' data: https:; connect-src 'self' https:; media-src 'self' data: blob: https:; frame-src 'self' https:; worker-src 'self' blob:; object-src 'none'; base-uri 'self'",
  );
});

policy("adds a page's script origins and hashes, and 'unsafe-eval' for sites with live code", () => {
  const value = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], scriptOrigins: ['https://cdn.example.com'] }, { unsafeEval: true });
  assert.match(value, "; script-src 'self' 'unsafe-eval' https://cdn.example.com 'sha256-abc='; style-src");
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

const cache = suite('createPolicyCache');

cache('reads a page once per version and allows eval once the live code chunk is in the build', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-csp-'));
  try {
    const page = path.join(root, 'index.html');
    const policies = createPolicyCache();
    const forPage = () => {
      const stats = fs.statSync(page);
      return policies.forFile(root, { realPath: page, size: stats.size, mtimeMs: stats.mtimeMs });
    };
    fs.writeFileSync(page, '<script>one()</script>');
    assert.match(await forPage(), `script-src 'self' ${sha('one()')};`);
    fs.writeFileSync(page, '<script>two(2)</script>');
    assert.match(await forPage(), `script-src 'self' ${sha('two(2)')};`);
    fs.mkdirSync(path.join(root, 'assets/js'), { recursive: true });
    fs.writeFileSync(path.join(root, 'assets/js/Live.C8rQ8v8z.js'), '');
    assert.match(await forPage(), `script-src 'self' 'unsafe-eval' ${sha('two(2)')};`);
    assert.match(await policies.forHtml(root, '<script>x</script>'), `script-src 'self' 'unsafe-eval' ${sha('x')};`);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

policy.run();
needs.run();
cache.run();
