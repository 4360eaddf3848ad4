import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../src/cli/errors.ts';
import {
  chunkIdFor,
  createRoutes,
  findDuplicateRoutes,
  pagePaths,
  planShards,
  toClientRoute,
  type CreateRoutesOptions,
  type ManifestRoute,
} from '../../src/cli/stages/routes.ts';
import type { RouteConfig } from '../../src/cli/types.ts';

const SITE = '/site';
const options: CreateRoutesOptions = { siteDir: SITE, baseUrl: '/', onDuplicateRoutes: 'throw' };

/** A markdown page route as the pages plugin adds it. */
function page(routePath: string, file: string): RouteConfig {
  const source = `${SITE}/${file}`;
  return { path: routePath, component: '@theme/MDXPage', modules: { content: source }, metadata: { sourceFilePath: source }, context: { plugin: 'pages@default' } };
}

const chunkId = suite('chunkIdFor');

chunkId('is the same for the same module path', () => {
  assert.is(chunkIdFor(`${SITE}/content/pages/about.md`, SITE), chunkIdFor(`${SITE}/content/pages/about.md`, SITE));
});

chunkId('is the same wherever the site folder lives, so builds do not depend on it', () => {
  assert.is(chunkIdFor('/a/site/content/pages/about.md', '/a/site'), chunkIdFor('/elsewhere/deeper/site/content/pages/about.md', '/elsewhere/deeper/site'));
});

chunkId('reads as the path relative to the site, without the extension, plus a short hash', () => {
  assert.match(chunkIdFor(`${SITE}/content/pages/about.md`, SITE), /^content-pages-about-[0-9a-f]{6}$/);
  assert.match(chunkIdFor(`${SITE}/content/pages/guide/index.tsx`, SITE), /^content-pages-guide-index-[0-9a-f]{6}$/);
});

chunkId('turns a theme alias into its name without the @', () => {
  assert.match(chunkIdFor('@theme/NotFound', SITE), /^theme-NotFound-[0-9a-f]{6}$/);
});

chunkId('differs for paths whose readable part is the same', () => {
  const md = chunkIdFor(`${SITE}/content/pages/about.md`, SITE);
  const tsx = chunkIdFor(`${SITE}/content/pages/about.tsx`, SITE);
  const dashed = chunkIdFor(`${SITE}/content/pages/about-`, SITE);
  assert.is.not(md, tsx);
  assert.is.not(md, dashed);
  assert.is(md.slice(0, -6), tsx.slice(0, -6));
});

chunkId('keeps long ids to the last 48 readable characters', () => {
  const id = chunkIdFor(`${SITE}/content/pages/${'long-folder-name/'.repeat(6)}page.mdx`, SITE);
  assert.ok(id.length <= 48 + 7, id);
  assert.match(id, /page-[0-9a-f]{6}$/);
});

chunkId.run();

const create = suite('createRoutes');

create('replaces module paths with chunk ids listed in chunks', () => {
  const manifest = createRoutes([page('/about/', 'content/pages/about.md')], options);
  const [about] = manifest.routes;
  assert.is(manifest.chunks[about.component], '@theme/MDXPage');
  assert.is(manifest.chunks[about.modules!.content], `${SITE}/content/pages/about.md`);
  assert.equal(about, {
    path: '/about/',
    component: chunkIdFor('@theme/MDXPage', SITE),
    plugin: 'pages@default',
    modules: { content: chunkIdFor(`${SITE}/content/pages/about.md`, SITE) },
    metadata: { sourceFilePath: `${SITE}/content/pages/about.md` },
  });
});

create('appends the catch-all route last, rendered by @theme/NotFound', () => {
  const manifest = createRoutes([page('/a/', 'content/pages/a.md'), page('/b/', 'content/pages/b.md')], options);
  const last = manifest.routes[manifest.routes.length - 1];
  assert.equal(last, { path: '*', exact: false, component: chunkIdFor('@theme/NotFound', SITE), plugin: 'core' });
  assert.is(manifest.chunks[last.component], '@theme/NotFound');
  assert.equal(manifest.routes.map((r) => r.path), ['/a/', '/b/', '*']);
});

create('uses the notFoundComponent option for the catch-all', () => {
  const manifest = createRoutes([], { ...options, notFoundComponent: '@theme/Custom404' });
  assert.equal(manifest.routes, [{ path: '*', exact: false, component: chunkIdFor('@theme/Custom404', SITE), plugin: 'core' }]);
});

create('keeps exact: false and leaves exact out otherwise', () => {
  const manifest = createRoutes(
    [
      { path: '/api/', component: '@theme/ApiRoot', exact: false },
      { path: '/plain/', component: '@theme/Plain', exact: true },
    ],
    options,
  );
  assert.is(manifest.routes[0].exact, false);
  assert.not.ok('exact' in manifest.routes[1]);
  assert.is(manifest.routes[0].plugin, 'unknown');
});

create('converts nested routes, which inherit the plugin of their parent', () => {
  const manifest = createRoutes(
    [
      {
        path: '/docs/',
        component: '@theme/DocRoot',
        exact: false,
        sidebar: 'main',
        props: { version: 'current' },
        context: { plugin: 'docs@default' },
        routes: [{ path: '/docs/intro/', component: `${SITE}/content/docs/intro.md` }],
      },
    ],
    options,
  );
  assert.equal(manifest.routes[0], {
    path: '/docs/',
    component: chunkIdFor('@theme/DocRoot', SITE),
    plugin: 'docs@default',
    exact: false,
    sidebar: 'main',
    props: { version: 'current' },
    routes: [{ path: '/docs/intro/', component: chunkIdFor(`${SITE}/content/docs/intro.md`, SITE), plugin: 'docs@default' }],
  });
  assert.is(manifest.chunks[manifest.routes[0].routes![0].component], `${SITE}/content/docs/intro.md`);
});

create('gives one module used by two routes one chunk', () => {
  const manifest = createRoutes([page('/a/', 'content/pages/a.md'), page('/b/', 'content/pages/b.md')], options);
  assert.is(Object.values(manifest.chunks).filter((m) => m === '@theme/MDXPage').length, 1);
  assert.is(Object.keys(manifest.chunks).length, 4);
});

create.run();

const duplicates = suite('createRoutes: duplicate routes');

const clash = () => [page('/about/', 'content/pages/about.md'), page('/about', 'content/pages/about/index.tsx'), page('/blog/', 'content/pages/blog.md')];
const WARNING = [
  '[WARNING] Duplicate routes: 1 path is created more than once; the first route of each is used.',
  '  - /about/ from content/pages/about.md and content/pages/about/index.tsx',
  '  Hint: Rename or move one of the files, or give it another slug in its front matter.',
].join('\n');

duplicates('warns once with every duplicate path and the files that claim it', () => {
  const warnings: string[] = [];
  createRoutes(clash(), { ...options, onDuplicateRoutes: 'warn', warn: (m) => warnings.push(m) });
  assert.equal(warnings, [WARNING]);
});

duplicates('counts several duplicate paths and names the plugin when there is no source file', () => {
  const warnings: string[] = [];
  const routes: RouteConfig[] = [
    page('/a/', 'content/pages/a.md'),
    page('/a/', 'content/pages/a.mdx'),
    { path: '/b/', component: '@theme/B', context: { plugin: 'blog@default' } },
    { path: '/b/', component: '@theme/B2' },
  ];
  createRoutes(routes, { ...options, onDuplicateRoutes: 'warn', warn: (m) => warnings.push(m) });
  assert.equal(warnings, [
    [
      '[WARNING] Duplicate routes: 2 paths are created more than once; the first route of each is used.',
      '  - /a/ from content/pages/a.md and content/pages/a.mdx',
      '  - /b/ from blog@default and a plugin',
      '  Hint: Rename or move one of the files, or give it another slug in its front matter.',
    ].join('\n'),
  ]);
});

duplicates('throws a DocsiteError with onDuplicateRoutes throw', () => {
  try {
    createRoutes(clash(), options);
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'Duplicate routes: 1 path is created more than once; the first route of each is used.');
    assert.equal(e.details, ['- /about/ from content/pages/about.md and content/pages/about/index.tsx']);
    assert.is(e.hint, 'Rename or move one of the files, or give it another slug in its front matter.');
    return;
  }
  assert.unreachable('createRoutes should have thrown');
});

duplicates('reports nothing with onDuplicateRoutes ignore', () => {
  const warnings: string[] = [];
  const manifest = createRoutes(clash(), { ...options, onDuplicateRoutes: 'ignore', warn: (m) => warnings.push(m) });
  assert.equal(warnings, []);
  assert.equal(manifest.routes.map((r) => r.path), ['/about/', '/blog/', '*']);
});

duplicates('keeps the first route of a duplicate pair', () => {
  const manifest = createRoutes(clash(), { ...options, onDuplicateRoutes: 'warn', warn: () => {} });
  const about = manifest.routes.filter((r) => r.path.startsWith('/about'));
  assert.is(about.length, 1);
  assert.is(about[0].metadata?.sourceFilePath, `${SITE}/content/pages/about.md`);
});

duplicates.run();

const find = suite('findDuplicateRoutes');

find('treats paths with and without the trailing slash as one', () => {
  const result = findDuplicateRoutes(clash());
  assert.equal([...result.keys()], ['/about/']);
  assert.equal(result.get('/about/')!.map((r) => r.metadata?.sourceFilePath), [`${SITE}/content/pages/about.md`, `${SITE}/content/pages/about/index.tsx`]);
});

find('looks at the leaves of nested routes, not at their layouts', () => {
  const routes: RouteConfig[] = [
    { path: '/docs/', component: '@theme/DocRoot', exact: false, routes: [{ path: '/docs/intro/', component: '@theme/A' }] },
    { path: '/docs/', component: '@theme/DocRoot', exact: false, routes: [{ path: '/docs/intro/', component: '@theme/B' }] },
  ];
  const result = findDuplicateRoutes(routes);
  assert.equal([...result.keys()], ['/docs/intro/']);
});

find('returns an empty map when every path is unique', () => {
  assert.is(findDuplicateRoutes([page('/a/', 'a.md'), page('/b/', 'b.md')]).size, 0);
});

find.run();

const pages = suite('pagePaths');

pages('lists every leaf path and skips the catch-all', () => {
  const routes: ManifestRoute[] = [
    { path: '/', component: 'home', plugin: 'pages@default' },
    {
      path: '/docs/',
      exact: false,
      component: 'root',
      plugin: 'docs@default',
      routes: [
        {
          path: '/docs/',
          exact: false,
          component: 'version',
          plugin: 'docs@default',
          routes: [
            { path: '/docs/intro/', component: 'intro', plugin: 'docs@default' },
            { path: '/docs/guide/', component: 'guide', plugin: 'docs@default' },
          ],
        },
      ],
    },
    { path: '*', exact: false, component: 'notfound', plugin: 'core' },
  ];
  assert.equal(pagePaths(routes), ['/', '/docs/intro/', '/docs/guide/']);
});

pages('renders a non-exact leaf route at its base path', () => {
  assert.equal(pagePaths([{ path: '/api/', exact: false, component: 'api', plugin: 'api@default' }]), ['/api/']);
});

pages.run();

const client = suite('toClientRoute');

client('drops the metadata, also from nested routes, and keeps the plugin for useRouteContext', () => {
  const route: ManifestRoute = {
    path: '/docs/',
    exact: false,
    component: 'root',
    plugin: 'docs@default',
    metadata: { sourceFilePath: '/x' },
    routes: [{ path: '/docs/a/', component: 'a', modules: { content: 'a-md' }, props: { n: 1 }, sidebar: 's', plugin: 'docs@default', metadata: { noIndex: true } }],
  };
  assert.equal(toClientRoute(route), {
    path: '/docs/',
    exact: false,
    component: 'root',
    plugin: 'docs@default',
    routes: [{ path: '/docs/a/', component: 'a', modules: { content: 'a-md' }, props: { n: 1 }, sidebar: 's', plugin: 'docs@default' }],
  });
});

client('does not add a routes field to a leaf', () => {
  assert.equal(toClientRoute({ path: '/a/', component: 'a', plugin: 'p' }), { path: '/a/', component: 'a', plugin: 'p' });
});

client.run();

const shards = suite('planShards');

const route = (p: string, plugin: string): ManifestRoute => ({ path: p, component: p, plugin });
const catchAll: ManifestRoute = { path: '*', exact: false, component: 'notfound', plugin: 'core' };
const shape = (plan: ReturnType<typeof planShards>) => plan.map((s) => ({ prefix: s.prefix, paths: s.routes.map((r) => r.path) }));

shards('groups routes by plugin under the path prefix they share', () => {
  const plan = planShards(
    [route('/', 'pages@default'), route('/about/', 'pages@default'), route('/docs/intro/', 'docs@default'), route('/docs/guide/x/', 'docs@default'), route('/blog/2024/post/', 'blog@default'), catchAll],
    '/',
  );
  assert.equal(shape(plan), [
    { prefix: '/', paths: ['/', '/about/', '*'] },
    { prefix: '/docs/', paths: ['/docs/intro/', '/docs/guide/x/'] },
    { prefix: '/blog/2024/post/', paths: ['/blog/2024/post/'] },
  ]);
});

shards('puts the catch-all in the root shard, after the routes of that shard', () => {
  const plan = planShards([catchAll, route('/', 'pages@default'), route('/docs/a/', 'docs@default')], '/');
  assert.equal(shape(plan), [
    { prefix: '/', paths: ['/', '*'] },
    { prefix: '/docs/a/', paths: ['/docs/a/'] },
  ]);
});

shards('creates an empty root shard when no route lives at the root', () => {
  assert.equal(shape(planShards([route('/docs/a/', 'docs@default'), route('/docs/b/', 'docs@default')], '/')), [
    { prefix: '/docs/', paths: ['/docs/a/', '/docs/b/'] },
    { prefix: '/', paths: [] },
  ]);
});

shards('uses the baseUrl as the root shard', () => {
  const plan = planShards([route('/site/docs/a/', 'docs@default'), route('/site/docs/b/', 'docs@default'), catchAll], '/site/');
  assert.equal(shape(plan), [
    { prefix: '/site/docs/', paths: ['/site/docs/a/', '/site/docs/b/'] },
    { prefix: '/site/', paths: ['*'] },
  ]);
});

shards('merges two plugins whose routes share the same prefix', () => {
  const plan = planShards([route('/docs/a/', 'docs@default'), route('/docs/b/', 'docs@default'), route('/docs/c/', 'api@default'), route('/docs/d/', 'api@default'), catchAll], '/');
  assert.equal(shape(plan), [
    { prefix: '/docs/', paths: ['/docs/a/', '/docs/b/', '/docs/c/', '/docs/d/'] },
    { prefix: '/', paths: ['*'] },
  ]);
});

shards.run();
