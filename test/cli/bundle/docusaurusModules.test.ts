// The @docusaurus/* table: every entry's file exists and exports what the table says, the
// resolver maps imports through it, and imports docsite lacks get a message and what to write.
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DOCUSAURUS_MODULES, docusaurusModuleFile, docusaurusModuleOf, missingDocusaurusExport, unknownDocusaurusModule } from '../../../src/cli/bundle/docusaurusModules.ts';
import { docsiteAliases } from '../../../src/cli/bundle/resolveAliases.ts';
import { addBaseUrl } from '../../../src/runtime/docusaurus/useBaseUrl.ts';
import { repoRoot } from '../../helpers/site.ts';

const runtimeDir = path.join(repoRoot, 'src/runtime');

const table = suite('DOCUSAURUS_MODULES');

table('lists, for every module, exactly the names its file exports', async () => {
  for (const [source, entry] of Object.entries(DOCUSAURUS_MODULES)) {
    const mod = await import(docusaurusModuleFile(source, runtimeDir)!);
    assert.equal(Object.keys(mod).filter((k) => k !== '__esModule').sort(), [...entry.exports].sort(), source);
  }
});

table('covers the modules of issue #38', () => {
  const wanted = ['Link', 'useBaseUrl', 'useDocusaurusContext', 'BrowserOnly', 'ExecutionEnvironment', 'useIsBrowser', 'Head', 'Translate', 'Interpolate', 'router', 'useGlobalData', 'ErrorBoundary', 'Noop', 'isInternalUrl', 'useRouteContext', 'useBrokenLinks', 'theme-common', 'plugin-content-docs/client'];
  assert.equal(wanted.filter((m) => !DOCUSAURUS_MODULES[`@docusaurus/${m}`]), []);
});

table.run();

const lookups = suite('docusaurusModuleFile and docusaurusModuleOf');

lookups('map a module path to its file in src/runtime/docusaurus and back', () => {
  const file = docusaurusModuleFile('@docusaurus/theme-common', runtimeDir);
  assert.is(file, path.join(runtimeDir, 'docusaurus/themeCommon.ts'));
  assert.is(docusaurusModuleOf(file!), '@docusaurus/theme-common');
});

lookups('give null for modules and files docsite does not provide', () => {
  assert.is(docusaurusModuleFile('@docusaurus/ComponentCreator', runtimeDir), null);
  assert.is(docusaurusModuleOf(path.join(runtimeDir, 'Link.tsx')), null);
});

lookups.run();

const errors = suite('unknownDocusaurusModule and missingDocusaurusExport');

errors('say what a known missing module is replaced by, and list the modules provided', () => {
  const { message, hint } = unknownDocusaurusModule('@docusaurus/ComponentCreator');
  assert.is(message, 'docsite does not provide the Docusaurus module "@docusaurus/ComponentCreator".');
  assert.ok(hint.startsWith("Routes are created by docsite's plugins (addRoute), not by components: see the plugin API. docsite provides: @docusaurus/Link, @docusaurus/Head,"), hint);
  assert.ok(hint.endsWith('@docusaurus/plugin-content-docs/client.'), hint);
});

errors('point any other module at the runtime', () => {
  assert.ok(unknownDocusaurusModule('@docusaurus/Foo').hint.startsWith(`Use docsite's runtime instead ("@docsite/runtime", listed in the Client API). docsite provides:`));
});

errors('name a missing export and the module\'s exports', () => {
  assert.equal(missingDocusaurusExport('@docusaurus/Translate', 'Plural'), {
    message: '"Plural" of "@docusaurus/Translate" is not provided by docsite.',
    hint: `docsite's "@docusaurus/Translate" provides the default export, translate. For anything else use docsite's runtime ("@docsite/runtime", listed in the Client API), or swizzle the docsite theme component you want to change.`,
  });
});

errors.run();

const resolver = suite('docsiteAliases on @docusaurus/ imports');

function resolve(source: string) {
  const plugin = docsiteAliases({ themeDirs: [path.join(repoRoot, 'src/theme')], generatedDir: '/nowhere', runtimeEntry: path.join(runtimeDir, 'index.ts') });
  const context = {
    error(e: unknown) {
      throw Object.assign(new Error('resolver error'), { detail: e });
    },
  };
  return (plugin.resolveId as Function).call(context, source, '/site/content/pages/a.mdx');
}

resolver('resolves a provided module to its compat file', () => {
  assert.is(resolve('@docusaurus/Link'), path.join(runtimeDir, 'docusaurus/Link.ts'));
  assert.is(resolve('@docusaurus/plugin-content-docs/client'), path.join(runtimeDir, 'docusaurus/pluginContentDocsClient.ts'));
});

resolver('fails on another @docusaurus/ module, naming the importer and the import', () => {
  try {
    resolve('@docusaurus/plugin-content-blog/client');
    assert.unreachable('the import resolved');
  } catch (e) {
    const detail = (e as { detail?: Record<string, string> }).detail;
    assert.ok(detail, String(e));
    assert.is(detail.id, '/site/content/pages/a.mdx');
    assert.is(detail.exporter, '@docusaurus/plugin-content-blog/client');
    assert.is(detail.message, 'docsite does not provide the Docusaurus module "@docusaurus/plugin-content-blog/client".');
  }
});

resolver.run();

const baseUrl = suite('addBaseUrl (@docusaurus/useBaseUrl)');

baseUrl('prefixes the baseUrl once, to paths with or without a leading slash', () => {
  assert.is(addBaseUrl('https://x.dev', '/base/', '/img/a.png'), '/base/img/a.png');
  assert.is(addBaseUrl('https://x.dev', '/base/', 'img/a.png'), '/base/img/a.png');
  assert.is(addBaseUrl('https://x.dev', '/base/', '/base/img/a.png'), '/base/img/a.png');
  assert.is(addBaseUrl('https://x.dev', '/base/', '/base'), '/base/');
});

baseUrl('leaves anchors, full URLs and empty strings alone', () => {
  for (const url of ['#top', 'https://y.dev/a', '//cdn.dev/a.js', 'mailto:a@b.c', '']) assert.is(addBaseUrl('https://x.dev', '/base/', url), url);
});

baseUrl('applies forcePrependBaseUrl and absolute', () => {
  assert.is(addBaseUrl('https://x.dev', '/base/', '/base/a', { forcePrependBaseUrl: true }), '/base/base/a');
  assert.is(addBaseUrl('https://x.dev/', '/base/', 'a/', { absolute: true }), 'https://x.dev/base/a/');
});

baseUrl.run();
