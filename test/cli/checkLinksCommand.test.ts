// docsite check-links: a served copy of the build crawled by linkinator, failures grouped by page.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { crawlLinks, formatCrawlReport, htmlPages } from '../../src/cli/links/crawlLinks.ts';
import { redirectPageHtml } from '../../src/cli/plugins/clientRedirects/redirectPage.ts';
import { startStaticServer, type ServeOptions } from '../../src/cli/server/serve.ts';
import { fixture, repoRoot, runCli } from '../helpers/site.ts';

/** A built folder written by hand: path -> HTML. */
function builtFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-crawl-'));
  for (const [file, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `<!doctype html><title>${file}</title>${html}`);
  }
  return dir;
}

/** Another site on this machine, answering with `respond` and counting requests. */
async function otherSite(respond: (req: http.IncomingMessage, res: http.ServerResponse, n: number) => void) {
  let requests = 0;
  const server = http.createServer((req, res) => respond(req, res, ++requests));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((done) => (server.closeAllConnections(), server.close(() => done()))),
  };
}

const unit = suite('crawlLinks');

unit('serves each HTML file at its URL: folders with a slash, other files by name', async () => {
  const dir = builtFolder({ 'index.html': '', 'a/index.html': '', '404.html': '', 'b.html': '', 'c/d e.html': '' });
  assert.equal((await htmlPages(dir, '/base/')).map((p) => p.urlPath), ['/base/404.html', '/base/a/', '/base/b.html', '/base/c/d%20e.html', '/base/']);
  fs.rmSync(dir, { recursive: true, force: true });
});

unit('checks pages and files under the baseUrl, the site’s own url against the build, and skips other sites without a request', async () => {
  const other = await otherSite((_req, res) => res.end('ok'));
  const dir = builtFolder({
    'index.html': `<a href="a/">A</a><a href="/docs/gone/">gone</a><a href="/other-app/">outside the baseUrl</a><a href="/docs">the baseUrl without its slash</a><a href="${other.url}/x">other site</a><img src="/docs/img/logo.svg">`,
    'a/index.html': '<a href="https://site.example/docs/a/">own url</a><a href="https://site.example/docs/b/">own url, missing</a><a href="../">up</a>',
    'img/logo.svg': '',
  });
  try {
    const report = await crawlLinks({ dir, baseUrl: '/docs/', siteUrl: 'https://site.example', external: false, concurrency: 4 });
    assert.equal(report.failures, [
      { page: '/docs/', url: '/docs/gone/', status: 404, reason: undefined },
      { page: '/docs/a/', url: '/docs/b/', status: 404, reason: undefined },
    ]);
    assert.equal({ pages: report.pages, links: report.links, broken: report.broken, skippedExternal: report.skippedExternal }, { pages: 2, links: 6, broken: 2, skippedExternal: 1 });
    assert.is(other.requests(), 0, 'no request left for the other site');
  } finally {
    await other.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('with external on, waits as a 429 asks and retries a failed request once', async () => {
  const limited = await otherSite((_req, res, n) => (n === 1 ? res.writeHead(429, { 'Retry-After': '1' }).end() : res.end('ok')));
  const dropping = await otherSite((req) => req.socket.destroy());
  const dir = builtFolder({ 'index.html': `<a href="${limited.url}/page">limited</a><a href="${dropping.url}/page">dropping</a>` });
  const retries: string[] = [];
  try {
    const report = await crawlLinks({ dir, baseUrl: '/', external: true, concurrency: 2, onRetry: (url, _s, status) => retries.push(`${status} ${url}`) });
    assert.equal(retries.sort(), [`0 ${dropping.url}/page`, `429 ${limited.url}/page`]);
    assert.equal(report.failures.map((f) => `${f.page} ${f.status} ${f.url}`), [`/ 0 ${dropping.url}/page`]);
    assert.ok(report.failures[0].reason, 'a request without response says why');
  } finally {
    await limited.close();
    await dropping.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('a request that times out is retried after a back-off and reported only when the retry times out too; a 404 is not retried', async () => {
  const seen = new Map<string, number>();
  const site = await otherSite((req, res) => {
    const n = (seen.get(req.url!) ?? 0) + 1;
    seen.set(req.url!, n);
    // HEAD, then linkinator's GET after a failed HEAD: both of the first attempt go unanswered.
    if (req.url === '/late' && n > 2) res.end('ok');
    else if (req.url === '/gone') res.writeHead(404).end();
  });
  const dir = builtFolder({ 'index.html': `<a href="${site.url}/late">late</a><a href="${site.url}/never">never</a><a href="${site.url}/gone">gone</a>` });
  const retries: string[] = [];
  try {
    const report = await crawlLinks({ dir, baseUrl: '/', external: true, concurrency: 4, timeout: 300, onRetry: (url, _s, status) => retries.push(`${status} ${url}`) });
    assert.equal(retries.sort(), [`0 ${site.url}/late`, `0 ${site.url}/never`]);
    assert.equal(report.failures.map((f) => `${f.page} ${f.status} ${f.url} ${f.reason}`), [`/ 404 ${site.url}/gone undefined`, `/ 0 ${site.url}/never The operation was aborted due to timeout`]);
  } finally {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('a page of the local copy that answers too late is retried, not reported broken', async () => {
  const dir = builtFolder({ 'index.html': '<a href="slow/">slow</a>', 'slow/index.html': '' });
  // The static server in this thread, with the first request for /slow/ left without an answer.
  let held = 0;
  const serve = (options: ServeOptions) => startStaticServer({ ...options, intercept: (req) => req.url === '/slow/' && ++held === 1 });
  const retries: string[] = [];
  try {
    const report = await crawlLinks({ dir, baseUrl: '/', external: false, concurrency: 2, timeout: 300, serve, onRetry: (url, _s, status) => retries.push(`${status} ${url}`) });
    assert.equal(retries, ['0 /slow/']);
    assert.equal(report.failures, []);
    assert.is(report.pages, 2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('reads a redirect page from disk instead of requesting it, and reports its broken target under it', async () => {
  const dir = builtFolder({ 'index.html': '<a href="new/">new</a>', 'new/index.html': '' });
  const stub = (to: string) => redirectPageHtml({ to, canonical: `https://site.example${to}`, lang: 'en' });
  fs.mkdirSync(path.join(dir, 'old'));
  fs.writeFileSync(path.join(dir, 'old/index.html'), stub('/new/'));
  fs.mkdirSync(path.join(dir, 'older'));
  fs.writeFileSync(path.join(dir, 'older/index.html'), stub('/gone/?from=older'));
  const requested: string[] = [];
  const serve = (options: ServeOptions) => startStaticServer({ ...options, intercept: (req) => (requested.push(req.url ?? ''), false) });
  try {
    const report = await crawlLinks({ dir, baseUrl: '/', siteUrl: 'https://site.example', external: false, concurrency: 2, serve });
    assert.equal(report.failures, [{ page: '/older/', url: '/gone/?from=older', status: 404, reason: undefined }]);
    assert.equal(requested.filter((u) => u.startsWith('/old')), [], 'no redirect page was requested');
    assert.ok(requested.includes('/gone/?from=older'), 'the redirect target was requested');
    assert.is(report.pages, 4);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit('never has more requests open than its concurrency: linkinator starts every request it finds at once, and each one’s time-out runs while it waits', async () => {
  let open = 0;
  let most = 0;
  const slow = await otherSite((_req, res) => {
    most = Math.max(most, ++open);
    setTimeout(() => (open--, res.end('ok')), 30);
  });
  const pages: Record<string, string> = {};
  for (let i = 0; i < 12; i++) pages[`p${i}/index.html`] = `<a href="${slow.url}/shared">shared</a><a href="${slow.url}/own-${i}">own</a>`;
  const dir = builtFolder({ 'index.html': Object.keys(pages).map((f) => `<a href="/${f.slice(0, -'index.html'.length)}">${f}</a>`).join(''), ...pages });
  try {
    const report = await crawlLinks({ dir, baseUrl: '/', external: true, concurrency: 2 });
    assert.equal(report.failures, []);
    assert.is(report.links, 13 + 13, 'every page and every link of the other site was requested');
    assert.ok(most <= 2, `the other site had ${most} requests open at once, with concurrency 2`);
  } finally {
    await slow.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

unit.run();

const format = suite('formatCrawlReport');

format('prints failures under their page, then the skipped links and the summary', () => {
  const lines = formatCrawlReport(
    {
      pages: 3,
      links: 12,
      broken: 2,
      skippedExternal: 1,
      failures: [
        { page: '/', url: '/gone/', status: 404 },
        { page: '/', url: 'https://x.test/', status: 0, reason: 'getaddrinfo ENOTFOUND x.test' },
        { page: '/a/', url: '/gone/', status: 404 },
      ],
    },
    false,
  );
  assert.equal(lines, ['/', '  404 /gone/', '  ERR https://x.test/ (getaddrinfo ENOTFOUND x.test)', '', '/a/', '  404 /gone/', '', 'Skipped 1 link to other sites: pass --external to check them.', 'Checked 12 links on 3 pages: 2 broken.']);
  assert.equal(formatCrawlReport({ pages: 1, links: 1, broken: 0, skippedExternal: 0, failures: [] }, true), ['Checked 1 link on 1 page: 0 broken.']);
});

format.run();

const command = suite('docsite check-links');

command('a clean build checks clean; with one page file deleted, it is reported under each page that links to it', async () => {
  const site = path.join(repoRoot, 'test/fixtures', `.tmp-check-links-${process.pid}`);
  const rel = path.relative(repoRoot, site);
  fs.rmSync(site, { recursive: true, force: true });
  fs.cpSync(fixture('links-versions'), site, { recursive: true, filter: (f) => !/build|\.docsite/.test(path.basename(f)) });
  try {
    const built = await runCli(['build', rel]);
    assert.is(built.code, 0, built.stderr);
    const htmlFiles = fs.readdirSync(path.join(site, 'build'), { recursive: true }).filter((f) => String(f).endsWith('.html')).length;

    const clean = await runCli(['check-links', rel]);
    assert.is(clean.code, 0, clean.stdout + clean.stderr);
    const [first, ...rest] = clean.stdout.trimEnd().split('\n');
    assert.match(first, new RegExp(`^Checking the links of ${rel}/build/ served at http://127\\.0\\.0\\.1:\\d+/ \\(this machine only\\)$`));
    const summary = /^Checked (\d+) links on (\d+) pages: 0 broken\.$/.exec(rest.join('\n'));
    assert.ok(summary, clean.stdout);
    assert.is(Number(summary![2]), htmlFiles, 'every HTML file is a page');

    // The generated index of the version 1.0.0 "Guides" category: its own links are all on other pages too.
    fs.rmSync(path.join(site, 'build/docs/category/guides/index.html'));
    const broken = await runCli(['check-links', rel, '--concurrency', '2']);
    assert.is(broken.code, 1);
    assert.is(
      broken.stdout.trimEnd().split('\n').slice(1).join('\n'),
      ['/docs/', '  404 /docs/category/guides/', '', '/docs/guides/setup/', '  404 /docs/category/guides/', '', `Checked ${summary![1]} links on ${htmlFiles - 1} pages: 1 broken.`].join('\n'),
    );
    assert.is(broken.stderr, '');
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

command('says how to get a build when there is none', async () => {
  const r = await runCli(['check-links', 'test/fixtures/links-versions', '--dir', 'no-such-build']);
  assert.is(r.code, 1);
  assert.is(r.stderr.trimEnd(), '[ERROR] No build output in test/fixtures/links-versions/no-such-build\n  Hint: Run "docsite build" first, or pass --dir <folder>.');
});

command.run();
