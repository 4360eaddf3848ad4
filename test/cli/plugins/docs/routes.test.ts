// The route tree of a version and the data files it references.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createVersionRoutes, dataFileName } from '../../../../src/cli/plugins/docs/routes.ts';
import type { RouteConfig } from '../../../../src/cli/types.ts';
import { fakeVersion } from './versionFixture.ts';

const routes = suite('createVersionRoutes');

async function build(extra = {}) {
  const written = new Map<string, unknown>();
  const root = await createVersionRoutes(fakeVersion(extra), {
    pluginId: 'default',
    trailingSlash: true,
    createData: async (name, data) => (written.set(name, data), `/gen/${name}`),
  });
  return { root, written };
}

routes('nests tag pages and DocRoot under one non-exact version root holding the version data file', async () => {
  const { root } = await build();
  const { version, ...parts } = root.modules!;
  assert.equal({ ...root, modules: { version }, routes: undefined }, { path: '/docs/next/', component: '@theme/DocVersionRoot', exact: false, modules: { version: '/gen/current-405ab5/version.json' }, routes: undefined });
  // Every sidebar category's items, as a part loaded on demand ("~").
  assert.ok(Object.keys(parts).length > 0 && Object.keys(parts).every((k) => k.startsWith('~sidebar:')), Object.keys(parts).join());
  assert.equal(
    root.routes!.map((r) => [r.path, r.component, r.exact]),
    [
      ['/docs/next/tags/', '@theme/DocTagsListPage', true],
      ['/docs/next/tags/basics/', '@theme/DocTagDocListPage', true],
      ['/docs/next/', '@theme/DocRoot', false],
    ],
  );
});

routes('gives each doc its content, its own small metadata file, its sidebar and build metadata', async () => {
  const { root, written } = await build();
  const docRoot = root.routes!.at(-1)!;
  const [intro, guide, alone, index] = docRoot.routes as RouteConfig[];
  assert.equal(intro, {
    path: '/docs/next/',
    component: '@theme/DocItem',
    exact: true,
    sidebar: 'docs',
    modules: { content: '/site/content/docs/intro.md', metadata: '/gen/current-405ab5/docs/intro-3cee67.json' },
    metadata: { sourceFilePath: '/site/content/docs/intro.md', noIndex: false, lastUpdatedAt: 1 },
  });
  assert.is(guide.metadata?.noIndex, true, 'unlisted docs are noindex');
  assert.is(alone.sidebar, undefined);
  assert.equal([index.path, index.component, index.sidebar, (index.props as any).categoryGeneratedIndex.title], ['/docs/next/category/start/', '@theme/DocCategoryGeneratedIndexPage', 'docs', 'Start']);
  assert.equal((written.get('current-405ab5/docs/intro-3cee67.json') as any).id, 'intro');
});

routes('writes one version data file, referenced once, whatever the number of docs', async () => {
  const { root, written } = await build();
  assert.equal([...written.keys()].filter((k) => k.endsWith('version.json')), ['current-405ab5/version.json']);
  const docRoutes = root.routes!.at(-1)!.routes!;
  assert.ok(docRoutes.every((r) => !Object.values(r.modules ?? {}).some((m) => m.endsWith('version.json'))));
});

routes('has no tag routes when no doc has tags, and marks everything noindex on a noIndex version', async () => {
  const { root } = await build({ noIndex: true, docs: fakeVersion().docs.map((d) => ({ ...d, tags: [] })) });
  assert.equal(root.routes!.map((r) => r.component), ['@theme/DocRoot']);
  assert.ok(root.routes![0].routes!.every((r) => r.metadata?.noIndex === true));
});

routes.run();

const names = suite('dataFileName');

names('is readable, file-safe and distinct for ids that differ only in odd characters', () => {
  assert.match(dataFileName('guides/intro'), /^guides-intro-[0-9a-f]{6}$/);
  assert.not.equal(dataFileName('a b'), dataFileName('a?b'));
  assert.match(dataFileName('/'), /^index-[0-9a-f]{6}$/);
});

names.run();
