import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { loadConfig } from '../../../src/cli/config/loadConfig.ts';

// Error messages show paths relative to the working directory: run from the package root.
const root = fileURLToPath(new URL('../../../', import.meta.url));
process.chdir(root);
const fixture = (name: string) => path.join(root, 'test/fixtures', name);

async function loadError(siteDir: string, options?: { configFile?: string }): Promise<DocsiteError> {
  try {
    await loadConfig(siteDir, options);
  } catch (error) {
    assert.instance(error, DocsiteError);
    return error as DocsiteError;
  }
  assert.unreachable(`expected loadConfig(${siteDir}) to throw`);
  throw new Error("unreachable");
}

const loading = suite('loadConfig');

loading('loads, validates and returns a full config with absolute paths', async () => {
  const loaded = await loadConfig('test/fixtures/config-valid');
  assert.is(loaded.siteDir, fixture('config-valid'));
  assert.is(loaded.configPath, path.join(fixture('config-valid'), 'site.config.ts'));
  const { siteConfig } = loaded;
  assert.is(siteConfig.url, 'https://docsite.dev');
  assert.is(siteConfig.baseUrl, '/docs/');
  assert.equal(siteConfig.plugins, ['pages', ['docs', { path: 'docs', sidebarPath: 'sidebars.ts' }], { name: 'inline-plugin' }]);
  assert.is(siteConfig.i18n.localeConfigs.fr.label, 'Français (FR)');
  assert.is(siteConfig.themeConfig.navbar.items[3].type, 'docsVersionDropdown');
  assert.is(siteConfig.themeConfig.footer?.links.length, 2);
});

loading('lists the local files the config imports as dependencies', async () => {
  const { dependencies } = await loadConfig('test/fixtures/config-valid');
  assert.equal(dependencies, [path.join(fixture('config-valid'), 'footerLinks.ts')]);
});

loading('gives the config its own import.meta.url and __dirname, not those of the compiled bundle', async () => {
  const { siteConfig } = await loadConfig('test/fixtures/config-valid');
  assert.is(siteConfig.customFields.configFile, path.join(fixture('config-valid'), 'site.config.ts'));
  assert.is(siteConfig.customFields.configDir, fixture('config-valid'));
});

loading('writes one compiled bundle named by content hash under .docsite/config', async () => {
  await loadConfig('test/fixtures/config-valid');
  const outDir = path.join(fixture('config-valid'), '.docsite/config');
  const files = readdirSync(outDir);
  assert.is(files.length, 1);
  assert.match(files[0], /^site\.config\.[0-9a-f]{12}\.mjs$/);
});

loading('calls and awaits a function default export', async () => {
  const { siteConfig } = await loadConfig('test/fixtures/config-function');
  assert.is(siteConfig.title, 'Docsite');
});

loading('uses the config file given in the options, relative to the site folder', async () => {
  const { configPath } = await loadConfig('test/fixtures/config-function', { configFile: 'site.config.ts' });
  assert.is(configPath, path.join(fixture('config-function'), 'site.config.ts'));
});

loading.run();

const failures = suite('loadConfig: errors');

failures('reports a missing config with where it looked', async () => {
  const error = await loadError('test/fixtures/config-missing');
  assert.is(error.title, 'No site config found: looked for test/fixtures/config-missing/site.config.ts. Create a site with "docsite init test/fixtures/config-missing", or pass --config <file>.');
  assert.is(error.hint, undefined);
});

failures('reports a missing --config file by its path', async () => {
  const error = await loadError('test/fixtures/config-function', { configFile: 'docsite.config.ts' });
  assert.is(error.title, 'No site config found: looked for test/fixtures/config-function/docsite.config.ts. Create a site with "docsite init test/fixtures/config-function", or fix the --config path.');
});

failures('says "." when the site folder is the working directory', async () => {
  process.chdir(mkdtempSync(path.join(tmpdir(), 'docsite-config-')));
  try {
    const error = await loadError('.');
    assert.is(error.title, 'No site config found: looked for ./site.config.ts. Create a site with "docsite init", or pass --config <file>.');
  } finally {
    process.chdir(root);
  }
});

failures('reports every invalid field of the config at once', async () => {
  const error = await loadError('test/fixtures/config-invalid');
  assert.is(error.title, 'The site config has 6 invalid fields.');
  assert.equal(error.details, [
    '- title: found nothing, expected a string',
    '- url: found "docsite.dev", expected an absolute URL such as "https://example.com"',
    '- baseUrl: found "docs", expected a path that starts and ends with "/" (for example "/docs/")',
    '- onBrokenLinks: found "fail", expected one of "throw", "warn", "ignore"',
    '- themeConfig.navbar.items[0].position: found "middle", expected one of "left", "right"',
    '- titel: unknown field. Did you mean "title"?',
  ]);
  assert.is(error.hint, 'Fix these fields in test/fixtures/config-invalid/site.config.ts and run the command again.');
  assert.equal(error.location, { file: path.join(fixture('config-invalid'), 'site.config.ts') });
});

failures('reports a syntax error with its line and column', async () => {
  const error = await loadError('test/fixtures/config-syntax-error');
  assert.is(error.title, 'Could not compile test/fixtures/config-syntax-error/site.config.ts: Expected identifier but found ","');
  assert.equal(error.location, { file: path.join(fixture('config-syntax-error'), 'site.config.ts'), line: 6, column: 16 });
  assert.is(error.hint, 'Fix the syntax error and run the command again.');
});

failures('reports a config without a default export', async () => {
  const error = await loadError('test/fixtures/config-no-default');
  assert.is(error.title, 'test/fixtures/config-no-default/site.config.ts has no default export.');
  assert.is(error.hint, 'Export the config: export default defineConfig({ ... }).');
});

failures('reports a config that throws while loading, keeping the cause', async () => {
  const error = await loadError('test/fixtures/config-throws');
  assert.is(error.title, 'test/fixtures/config-throws/site.config.ts threw while loading: DOCSITE_TEST_UNSET_URL is not set');
  assert.instance(error.cause, Error);
  assert.ok(existsSync(path.join(fixture('config-throws'), '.docsite/config')));
});

failures.run();
