// The client-redirects plugin: which redirect pages are planned, the errors for bad ones, the
// page's HTML and script, and a whole build of the redirects fixture (with a sitemap).
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../src/cli/config/validateConfig.ts';
import { DocsiteError } from '../../src/cli/errors.ts';
import { collectRedirects, redirectFile, type CollectInput } from '../../src/cli/plugins/clientRedirects/collectRedirects.ts';
import clientRedirectsPlugin from '../../src/cli/plugins/clientRedirects/index.ts';
import { validateClientRedirectsOptions, type UserClientRedirectsOptions } from '../../src/cli/plugins/clientRedirects/options.ts';
import { redirectPageHtml } from '../../src/cli/plugins/clientRedirects/redirectPage.ts';
import type { LoadContext } from '../../src/cli/types.ts';
import { fixture, read, runCli, type CliResult } from '../helpers/site.ts';

const ENTRY = 'plugins[1] ("client-redirects", id "default")';

function plan(options: UserClientRedirectsOptions, o: Partial<CollectInput> = {}) {
  return collectRedirects({
    options: validateClientRedirectsOptions(options, ENTRY),
    pagePaths: ['/', '/docs/cli/', '/community/support/'],
    baseUrl: '/',
    fileExists: () => false,
    entry: ENTRY,
    ...o,
  });
}

function problems(fn: () => unknown): DocsiteError {
  try {
    fn();
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  assert.unreachable('expected a DocsiteError');
  throw new Error('unreachable');
}

const files = suite('redirectFile');

files('writes folder-style paths as index.html and keeps .html paths as files', () => {
  assert.is(redirectFile('/docs/support'), 'docs/support/index.html');
  assert.is(redirectFile('/docs/support/'), 'docs/support/index.html');
  assert.is(redirectFile('/docs/cli.html'), 'docs/cli.html');
});

files.run();

const collect = suite('collectRedirects');

collect('sends each "from" to the page "to" names, written as the page is routed', () => {
  assert.equal(plan({ redirects: [{ from: ['/docs/support', '/docs/team/'], to: '/community/support' }, { from: '/home/', to: '/' }] }), [
    { from: '/docs/support', to: '/community/support/', file: 'docs/support/index.html' },
    { from: '/docs/team/', to: '/community/support/', file: 'docs/team/index.html' },
    { from: '/home/', to: '/', file: 'home/index.html' },
  ]);
});

collect('keeps the query and hash of "to", accepts full URLs and static files', () => {
  const plans = plan(
    { redirects: [{ from: '/a', to: '/docs/cli/?tab=npm#install' }, { from: '/b', to: 'https://example.com/x' }, { from: '/c', to: '/files/guide.pdf' }] },
    { fileExists: (f) => f === 'files/guide.pdf' },
  );
  assert.equal(plans.map((p) => p.to), ['/docs/cli/?tab=npm#install', 'https://example.com/x', '/files/guide.pdf']);
});

collect('puts the baseUrl in front of targets and leaves it out of source paths', () => {
  const plans = plan({ redirects: [{ from: '/old', to: '/docs/cli/' }], fromExtensions: ['html'] }, { pagePaths: ['/base/', '/base/docs/cli/'], baseUrl: '/base/' });
  assert.equal(plans, [
    { from: '/docs/cli.html', to: '/base/docs/cli/', file: 'docs/cli.html' },
    { from: '/old', to: '/base/docs/cli/', file: 'old/index.html' },
  ]);
});

collect('finds the home page under a baseUrl when trailingSlash is false', () => {
  assert.equal(plan({ redirects: [{ from: '/home', to: '/' }] }, { pagePaths: ['/base', '/base/docs'], baseUrl: '/base/' }), [{ from: '/home', to: '/base', file: 'home/index.html' }]);
});

collect('fromExtensions: an old .html address for every page but the home page', () => {
  assert.equal(plan({ fromExtensions: ['html', 'htm'] }).map((p) => `${p.from} -> ${p.to}`), [
    '/community/support.htm -> /community/support/',
    '/community/support.html -> /community/support/',
    '/docs/cli.htm -> /docs/cli/',
    '/docs/cli.html -> /docs/cli/',
  ]);
});

collect('fromExtensions skips a page whose .html file is the page itself (trailingSlash false)', () => {
  assert.equal(plan({ fromExtensions: ['html'] }, { pagePaths: ['/', '/docs/cli'], fileExists: (f) => f === 'docs/cli.html' }), []);
});

collect('toExtensions: an address without the extension for pages that have one', () => {
  assert.equal(plan({ toExtensions: ['html'] }, { pagePaths: ['/', '/legacy/page.html'] }), [{ from: '/legacy/page', to: '/legacy/page.html', file: 'legacy/page/index.html' }]);
});

collect('createRedirects: old paths for each existing path, one or several', () => {
  const plans = plan({ createRedirects: (p) => (p.startsWith('/community/') ? [p.replace('/community/', '/help/'), p.replace('/community/', '/docs/')] : undefined) });
  assert.equal(plans.map((p) => `${p.from} -> ${p.to}`), ['/docs/support/ -> /community/support/', '/help/support/ -> /community/support/']);
});

collect('explicit redirects win over generated ones at the same path', () => {
  const plans = plan({ redirects: [{ from: '/docs/cli.html', to: '/' }], fromExtensions: ['html'] });
  assert.equal(plans.find((p) => p.from === '/docs/cli.html')!.to, '/');
});

collect('reports every redirect that cannot be written in one error', () => {
  const e = problems(() =>
    plan(
      {
        redirects: [
          { from: '/old-team', to: '/community/team/' },
          { from: ['/docs/cli', '/x'], to: '/' },
          { from: '/x/', to: '/docs/cli/' },
          { from: '/robots.txt.html', to: '/' },
        ],
        createRedirects: (p) => (p === '/' ? (['home'] as unknown as string[]) : undefined),
      },
      { fileExists: (f) => f === 'robots.txt.html' },
    ),
  );
  assert.is(e.title, 'plugins[1] ("client-redirects", id "default"): 5 redirects cannot be written.');
  assert.equal(e.details, [
    '- "/old-team" -> "/community/team/": "/community/team/" is not a page of the site.',
    '- "/docs/cli": a page exists at this path; a redirect would replace it.',
    '- "/x/": redirects both to "/" and to "/docs/cli/".',
    '- "/robots.txt.html": the build already has robots.txt.html (a static file?).',
    '- createRedirects("/") returned "home"; expected paths starting with "/".',
  ]);
  assert.is(e.hint, 'Redirect to a page of the site (or a full URL) from a path where no page exists. Write both paths without the baseUrl.');
});

collect.run();

const options = suite('client-redirects options');

options('reports every invalid option at once', () => {
  const e = problems(() => validateClientRedirectsOptions({ redirects: [{ from: 'docs/old', to: 'new' }], fromExtensions: ['.html'], createRedirect: () => [] }, ENTRY));
  assert.is(e.title, 'plugins[1] ("client-redirects", id "default"): 4 invalid client-redirects plugin options.');
  assert.equal(e.details, [
    '- redirects.0.from: found "docs/old"; expected a path starting with "/", without query or hash.',
    '- redirects.0.to: found "new"; expected a path starting with "/", or a full URL.',
    '- fromExtensions.0: found ".html"; expected an extension without the dot, such as "html".',
    '- createRedirect: unknown option; did you mean "createRedirects"?',
  ]);
});

options('the plugin validates its options when the config loads', () => {
  const raw = { redirects: 'all' };
  const siteConfig = validateConfig({ title: 'Site', url: 'https://example.com', plugins: ['pages', ['client-redirects', raw]] }, '/site/site.config.ts');
  (siteConfig.plugins as unknown[])[1] = ['client-redirects', raw];
  const context = { siteDir: '/site', siteConfig, contentDir: '/site/content', generatedDir: '/g', frameworkDir: '/fw', baseUrl: '/', outDir: '/site/build', isDev: false } as LoadContext;
  const e = problems(() => clientRedirectsPlugin(context, raw as any));
  assert.equal(e.details, ['- redirects: found "all"; expected a list.']);
});

options.run();

const page = suite('redirectPageHtml');

/** Runs the page's script as a browser would, from the given address; returns where it went. */
function follow(html: string, address: string): string {
  const script = /<script>(.*)<\/script>/.exec(html)![1];
  const url = new URL(address);
  let went = '';
  vm.runInNewContext(script, { URL, location: { href: url.href, search: url.search, hash: url.hash, replace: (u: string) => (went = u) } });
  return went;
}

page('refreshes to the target, names it canonical and asks robots not to index the page', () => {
  const html = redirectPageHtml({ to: '/community/support/', canonical: 'https://example.com/community/support/', lang: 'en' });
  assert.match(html, '<meta http-equiv="refresh" content="0; url=/community/support/">');
  assert.match(html, '<link rel="canonical" href="https://example.com/community/support/">');
  assert.match(html, '<meta name="robots" content="noindex">');
  assert.match(html, '<html lang="en">');
  assert.match(html, '<a href="/community/support/">/community/support/</a>');
});

page('the script keeps the visitor query and hash, and otherwise those of the target', () => {
  const html = redirectPageHtml({ to: '/docs/cli/?tab=npm#install', canonical: 'https://example.com/docs/cli/', lang: 'en' });
  assert.is(follow(html, 'https://example.com/docs/old/'), 'https://example.com/docs/cli/?tab=npm#install');
  assert.is(follow(html, 'https://example.com/docs/old/?q=1#usage'), 'https://example.com/docs/cli/?q=1#usage');
  const external = redirectPageHtml({ to: 'https://other.example.org/x', canonical: 'https://other.example.org/x', lang: 'en' });
  assert.is(follow(external, 'https://example.com/away/#top'), 'https://other.example.org/x#top');
});

page('escapes the target in markup and in the script', () => {
  const html = redirectPageHtml({ to: '/a/?q="</script><b>', canonical: 'https://example.com/a/', lang: 'en' });
  assert.not.match(html, '</script><b>');
  assert.match(html, 'content="0; url=/a/?q=&quot;&lt;/script&gt;&lt;b&gt;"');
});

page.run();

const build = suite('client-redirects build');
const site = fixture('redirects');
const out = path.join(site, 'build-redirects');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/redirects', '--out-dir', 'build-redirects']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
});

build('writes a redirect page at each old path', () => {
  const target = (file: string) => /content="0; url=([^"]*)"/.exec(read(path.join(out, file)))?.[1];
  assert.equal(
    Object.fromEntries(['docs/support/index.html', 'docs/team/index.html', 'home/index.html', 'setup/index.html', 'handbook.html', 'elsewhere/index.html', 'help/support/index.html', 'docs/guide.html', 'community/support.html'].map((f) => [f, target(f)])),
    {
      'docs/support/index.html': '/community/support/',
      'docs/team/index.html': '/community/support/',
      'home/index.html': '/',
      'setup/index.html': '/docs/guide/#setup',
      'handbook.html': '/files/handbook.pdf',
      'elsewhere/index.html': 'https://example.com/docs/',
      'help/support/index.html': '/community/support/',
      'docs/guide.html': '/docs/guide/',
      'community/support.html': '/community/support/',
    },
  );
  assert.not.ok(fs.existsSync(path.join(out, 'index.html.html')) || fs.existsSync(path.join(out, '.html')), 'no redirect for the home page itself');
});

build('redirect pages carry an absolute canonical link and robots noindex', () => {
  const html = read(path.join(out, 'docs/support/index.html'));
  assert.match(html, '<link rel="canonical" href="https://redirects.example.com/community/support/">');
  assert.match(html, '<meta name="robots" content="noindex">');
  assert.match(html, 'location.replace(u.href)');
});

build('leaves the pages themselves alone', () => {
  assert.match(read(path.join(out, 'community/support/index.html')), '<h1 id="support">Support</h1>');
});

build('keeps redirect pages out of the sitemap', () => {
  const xml = read(path.join(out, 'sitemap.xml'));
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const page of ['/', '/community/support/', '/docs/guide/']) assert.ok(locs.includes(`https://redirects.example.com${page}`), page);
  for (const loc of locs) {
    const file = path.join(out, new URL(loc).pathname, 'index.html');
    assert.not.match(read(file), 'http-equiv="refresh"', `${loc} is a page, not a redirect`);
  }
  assert.not.match(xml, /support\.html|\/home\/|\/setup\/|\/help\//);
});

build.run();
