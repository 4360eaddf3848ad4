// The feature-requests plugin: its data file (YAML or JSON, every problem reported at once), the
// board's query state, and a whole build of the feature-requests fixture: a prefix route for the
// board, one pre-rendered page per request, the board sorted by votes, all in the sitemap.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { validateConfig } from '../../../src/cli/config/validateConfig.ts';
import { createLoadContext } from '../../../src/cli/shared/context.ts';
import { DocsiteError } from '../../../src/cli/errors.ts';
import featureRequestsPlugin from '../../../src/cli/plugins/featureRequests/index.ts';
import { boardData, loadFeatureRequests } from '../../../src/cli/plugins/featureRequests/loadRequests.ts';
import type { RouteConfig } from '../../../src/cli/types.ts';
import { boardQueryString, parseBoardQuery, slugFromPath, visibleRequests } from '../../../src/theme/FeatureRequestsPage/boardState.ts';
import { fixture, read, runCli, type CliResult } from '../../helpers/site.ts';

const site = fixture('feature-requests');
const dataFile = path.join(site, 'content/feature-requests.yml');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-requests-'));
const write = (name: string, text: string) => {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
};
const rel = (file: string) => path.relative(process.cwd(), file);

async function problem(file: string): Promise<DocsiteError> {
  try {
    await loadFeatureRequests(file);
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  throw new Error(`${file} loaded without an error`);
}

const load = suite('loadFeatureRequests');

load('reads every request of a YAML file in file order, with paragraphs kept', async () => {
  const requests = await loadFeatureRequests(dataFile);
  assert.equal(requests.map((r) => r.slug), ['dark-code-themes', 'offline-reading', 'api-pages', 'faster-builds', 'sitemap', 'comment-threads']);
  assert.equal(requests[0], {
    slug: 'dark-code-themes',
    title: 'Dark code themes',
    status: 'open',
    votes: 40,
    category: 'Theme',
    description: 'Let code blocks follow the colour mode.\n\nA second paragraph with more detail.\n',
    created: '2025-03-01',
  });
  assert.equal(boardData(requests).categories, ['Content', 'Performance', 'Theme']);
});

load('reads JSON too, and gives a missing description as empty text', async () => {
  const file = write('requests.json', JSON.stringify([{ slug: 'a', title: 'A', status: 'open', votes: 1, category: 'C', created: '2025-01-01' }]));
  assert.equal(await loadFeatureRequests(file), [{ slug: 'a', title: 'A', status: 'open', votes: 1, category: 'C', description: '', created: '2025-01-01' }]);
});

load('reports every bad entry at once, each at its line, with duplicate slugs and unknown fields', async () => {
  const file = write(
    'bad.yml',
    [
      '- slug: Good Slug',
      '  title: ""',
      '  status: done',
      '  votes: -1',
      '  category: Theme',
      '  created: 2025-13-01',
      '- slug: ok',
      '  title: Ok',
      '  status: open',
      '  votes: 3',
      '  category: Theme',
      '  created: 2025-01-01',
      '  colour: red',
      '- slug: ok',
      '  title: Again',
      '  status: open',
      '  category: Theme',
      '  created: 2025-01-02',
      '',
    ].join('\n'),
  );
  const e = await problem(file);
  assert.is(e.title, `8 problems in the feature requests file ${rel(file)}:`);
  assert.equal(e.details, [
    `- ${rel(file)}:1: "slug" is "Good Slug"; expected lowercase letters, digits and single hyphens, such as "offline-search".`,
    `- ${rel(file)}:1: "title" is ""; expected a non-empty string.`,
    `- ${rel(file)}:1: "status" is "done"; expected one of "open", "planned", "in-progress", "complete", "closed".`,
    `- ${rel(file)}:1: "votes" is -1; expected a whole number of 0 or more.`,
    `- ${rel(file)}:1: "created" is "2025-13-01"; expected a date written YYYY-MM-DD.`,
    `- ${rel(file)}:7: unknown field "colour"; the fields are slug, title, status, votes, category, created (YYYY-MM-DD) and an optional description.`,
    `- ${rel(file)}:14: "votes" is missing; expected a whole number.`,
    `- ${rel(file)}:14: the slug "ok" is already used by the entry at ${rel(file)}:7; slugs must be unique.`,
  ]);
  assert.is(e.hint, 'Each entry of the feature requests file needs slug, title, status, votes, category, created (YYYY-MM-DD) and an optional description; status is one of open, planned, in-progress, complete, closed.');
});

load('points at a YAML syntax error, and says a file that is not a list or is missing', async () => {
  const syntax = await problem(write('syntax.yml', '- slug: a\n  title: [unclosed\n'));
  assert.is(syntax.title, 'The feature requests file is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]');
  assert.equal(syntax.location?.line, 3);
  const notList = await problem(write('object.json', '{"slug": "a"}'));
  assert.is(notList.title, `The feature requests file ${rel(path.join(tmp, 'object.json'))} must be a list of requests.`);
  const missing = await problem(path.join(tmp, 'nope.yml'));
  assert.is(missing.title, `The feature requests file ${rel(path.join(tmp, 'nope.yml'))} was not found.`);
  assert.is(missing.hint, 'Create it, or set the path option of the feature-requests plugin (relative to the content folder).');
});

load.after(() => fs.rmSync(tmp, { recursive: true, force: true }));
load.run();

const board = suite('board state');

board('reads filters and sort from the query, ignoring unknown values, and writes back only what differs from the defaults', async () => {
  const categories = ['Content', 'Theme'];
  assert.equal(parseBoardQuery('?status=planned&category=Theme&sort=newest', categories), { status: 'planned', category: 'Theme', sort: 'newest' });
  assert.equal(parseBoardQuery('?status=done&category=Nope&sort=random', categories), { status: 'all', category: 'all', sort: 'votes' });
  assert.is(boardQueryString({ status: 'all', category: 'all', sort: 'votes' }), '');
  assert.is(boardQueryString({ status: 'in-progress', category: 'Docs & guides', sort: 'title' }), '?status=in-progress&category=Docs+%26+guides&sort=title');
});

board('filters by status and category and sorts by votes (newest first on ties), date or title', async () => {
  const requests = await loadFeatureRequests(dataFile);
  const slugs = (state: Parameters<typeof visibleRequests>[1]) => visibleRequests(requests, state).map((r) => r.slug);
  assert.equal(slugs({ status: 'all', category: 'all', sort: 'votes' }), ['faster-builds', 'offline-reading', 'dark-code-themes', 'sitemap', 'api-pages', 'comment-threads']);
  assert.equal(slugs({ status: 'all', category: 'all', sort: 'newest' }), ['api-pages', 'comment-threads', 'dark-code-themes', 'faster-builds', 'offline-reading', 'sitemap']);
  assert.equal(slugs({ status: 'all', category: 'Theme', sort: 'title' }), ['comment-threads', 'dark-code-themes']);
  assert.equal(slugs({ status: 'open', category: 'all', sort: 'votes' }), ['dark-code-themes', 'api-pages']);
  assert.equal(slugs({ status: 'closed', category: 'Content', sort: 'votes' }), []);
});

board('finds the request a path below the board names, decoded, with or without trailing slashes', () => {
  assert.is(slugFromPath('/feature-requests/', '/feature-requests/'), null);
  assert.is(slugFromPath('/feature-requests', '/feature-requests/'), null);
  assert.is(slugFromPath('/feature-requests/offline-reading/', '/feature-requests/'), 'offline-reading');
  assert.is(slugFromPath('/feature-requests/offline-reading/comments/', '/feature-requests/'), 'offline-reading');
  assert.is(slugFromPath('/base/requests/caf%C3%A9', '/base/requests'), 'café');
  assert.is(slugFromPath('/feature-requests-old/x/', '/feature-requests/'), null);
});

board.run();

const plugin = suite('featureRequestsPlugin');

plugin('adds the board as a prefix route and one exact route per request, sharing one data module', async () => {
  const siteConfig = validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/base/', plugins: [['feature-requests', { routeBasePath: 'ideas' }]] }, path.join(site, 'site.config.ts'));
  const p = featureRequestsPlugin(createLoadContext(site, siteConfig), { routeBasePath: 'ideas' });
  const routes: RouteConfig[] = [];
  const created: Record<string, unknown> = {};
  const content = await p.loadContent!();
  await p.contentLoaded!({ content, allContent: {}, actions: { addRoute: (r) => routes.push(r), createData: async (name, data) => ((created[name] = data), `/gen/${name}`), setGlobalData: () => {} } });
  assert.equal(Object.keys(created), ['requests.json']);
  assert.equal(routes.map((r) => [r.path, r.exact]), [['/base/ideas/', false], ...content.map((r) => [`/base/ideas/${r.slug}/`, true])]);
  for (const r of routes) {
    assert.is(r.component, '@theme/FeatureRequestsPage');
    assert.equal(r.modules, { requests: '/gen/requests.json' });
    assert.equal(r.props, { basePath: '/base/ideas/', title: 'Feature requests', description: 'Ideas for the project, with their status and how many readers asked for them.' });
  }
});

plugin('says when the content folder has no data file', () => {
  const siteConfig = validateConfig({ title: 'T', url: 'https://example.com' }, path.join(os.tmpdir(), 'site.config.ts'));
  try {
    featureRequestsPlugin(createLoadContext(os.tmpdir(), { ...siteConfig, contentDir: 'no-such-content' }), {});
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.match((error as DocsiteError).title, /^The feature-requests plugin found no data file in .*no-such-content\.$/);
    assert.is((error as DocsiteError).hint, "Create feature-requests.yml there (a list of requests), or set the plugin's path option.");
  }
});

plugin('rejects unknown options with the nearest known name', () => {
  const siteConfig = validateConfig({ title: 'T', url: 'https://example.com' }, path.join(site, 'site.config.ts'));
  try {
    featureRequestsPlugin(createLoadContext(site, siteConfig), { routBasePath: 'x' } as never);
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    assert.is((error as DocsiteError).title, 'plugins ("feature-requests", id "default"): 1 invalid feature-requests plugin option.');
    assert.equal((error as DocsiteError).details, ['- routBasePath: unknown option; did you mean "routeBasePath"?']);
  }
});

plugin.run();

const build = suite('feature-requests plugin build');
const out = path.join(site, 'build-feature-requests');
const html = (route: string) => read(path.join(out, route, 'index.html'));
const main = (route: string) => /<main[^>]*>(.*)<\/main>/s.exec(html(route))![1];
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/feature-requests', '--out-dir', 'build-feature-requests']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

build('exits 0 with every link checked', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  assert.not.match(result.stdout + result.stderr, 'WARNING');
});

build('pre-renders the board and every request page, and nothing for a slug that does not exist', () => {
  for (const slug of ['', 'dark-code-themes', 'offline-reading', 'api-pages', 'faster-builds', 'sitemap', 'comment-threads']) {
    assert.ok(fs.existsSync(path.join(out, 'feature-requests', slug, 'index.html')), `feature-requests/${slug}`);
  }
  assert.is(fs.readdirSync(path.join(out, 'feature-requests')).length, 7);
});

build('writes the board as one prefix route with exact routes for the requests in its route shard', () => {
  const shard = fs.readdirSync(path.join(out, 'assets/routes')).find((f) => f.startsWith('feature-requests.'))!;
  const { routes } = JSON.parse(read(path.join(out, 'assets/routes', shard)));
  assert.equal(routes[0].path, '/feature-requests/');
  assert.equal(routes[0].exact, false);
  assert.equal(routes.slice(1).map((r: { path: string; exact?: boolean }) => [r.path, r.exact]), [...'dark-code-themes offline-reading api-pages faster-builds sitemap comment-threads'.split(' ').map((s) => [`/feature-requests/${s}/`, undefined])]);
});

build('shows the board: heading, filters, count and every request by votes, each linking to its page', () => {
  const board = main('feature-requests');
  assert.match(html('feature-requests'), '<title>Feature requests | Feature Requests Fixture</title>');
  assert.match(board, '<h1>Feature requests</h1>');
  assert.match(board, '<select name="status"><option value="all" selected="">All statuses</option><option value="open">Open</option><option value="planned">Planned</option><option value="in-progress">In progress</option><option value="complete">Complete</option><option value="closed">Closed</option></select>');
  assert.match(board, '<select name="category"><option value="all" selected="">All categories</option><option value="Content">Content</option><option value="Performance">Performance</option><option value="Theme">Theme</option></select>');
  assert.match(board, '<p class="feature-requests__count" aria-live="polite">6 requests</p>');
  const links = [...board.matchAll(/<h2 class="feature-requests__title"><a href="([^"]*)">([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
  assert.equal(links, [
    ['/feature-requests/faster-builds/', 'Faster builds'],
    ['/feature-requests/offline-reading/', 'Offline reading'],
    ['/feature-requests/dark-code-themes/', 'Dark code themes'],
    ['/feature-requests/sitemap/', 'Sitemap'],
    ['/feature-requests/api-pages/', 'API pages from schemas'],
    ['/feature-requests/comment-threads/', 'Comment threads'],
  ]);
  assert.match(board, '<span class="feature-request-status feature-request-status--in-progress">In progress</span><span>Performance</span><time dateTime="2025-02-14">Feb 14, 2025</time>');
});

build("shows a request's page without JavaScript: title, facts and paragraphs", () => {
  const page = main('feature-requests/dark-code-themes');
  assert.match(html('feature-requests/dark-code-themes'), '<title>Dark code themes | Feature Requests Fixture</title>');
  assert.match(html('feature-requests/dark-code-themes'), '<meta name="description" content="Let code blocks follow the colour mode."/>');
  assert.match(page, '<p class="feature-request__back"><a href="/feature-requests/">← <!-- -->Feature requests</a></p><h1>Dark code themes</h1>');
  assert.match(page, '<dt>Votes</dt><dd>40</dd>');
  assert.match(page, '<dt>Category</dt><dd><a href="/feature-requests/?category=Theme">Theme</a></dd>');
  assert.match(page, '<dt>Requested</dt><dd><time dateTime="2025-03-01">Mar 1, 2025</time></dd>');
  assert.match(page, '<p>Let code blocks follow the colour mode.</p><p>A second paragraph with more detail.</p>');
  assert.not.match(page, 'feature-requests__list');
});

build('lists the board and every request in the sitemap, and sends nothing to another site', () => {
  const sitemap = read(path.join(out, 'sitemap.xml'));
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).filter((u) => u.includes('feature-requests'));
  assert.is(locs.length, 7);
  for (const route of ['feature-requests', 'feature-requests/offline-reading']) {
    assert.not.match(html(route), /<(script|iframe|img)[^>]+src="https?:/);
  }
});

build.run();
