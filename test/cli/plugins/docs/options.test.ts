// Docs plugin options: defaults, and one error naming the plugin entry and every bad field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { validateDocsOptions } from '../../../../src/cli/plugins/docs/options.ts';
import { describeEntry } from '../../../../src/cli/plugins/pluginOptions.ts';

const validate = suite('validateDocsOptions');

validate('applies the Docusaurus defaults', () => {
  const o = validateDocsOptions({}, 'plugins[0] ("docs", id "default")');
  assert.is(o.id, 'default');
  assert.is(o.path, 'docs');
  assert.is(o.routeBasePath, 'docs');
  assert.is(o.sidebarPath, undefined);
  assert.is(o.includeCurrentVersion, true);
  assert.is(o.breadcrumbs, true);
  assert.is(o.numberPrefixParser, true);
  assert.is(o.onInlineTags, 'warn');
  assert.equal(o.versions, {});
});

validate('strips slashes around routeBasePath', () => {
  assert.is(validateDocsOptions({ routeBasePath: '/community/' }, 'x').routeBasePath, 'community');
  assert.is(validateDocsOptions({ routeBasePath: '/' }, 'x').routeBasePath, '');
});

validate('accepts functions for editUrl and numberPrefixParser, and false for sidebarPath and tags', () => {
  const o = validateDocsOptions({ editUrl: () => 'x', numberPrefixParser: (f: string) => ({ filename: f }), sidebarPath: false, tags: false }, 'x');
  assert.type(o.editUrl, 'function');
  assert.is(o.sidebarPath, false);
});

validate('throws one error naming the entry, each field, what was found and what is expected', () => {
  try {
    validateDocsOptions({ routeBasePath: 42, versions: { current: { banner: 'old' } }, sidebarPth: 'x', breadcrumbs: 'yes' }, 'plugins[2] ("docs", id "community")');
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'plugins[2] ("docs", id "community"): 4 invalid docs plugin options.');
    assert.equal(e.details, [
      '- routeBasePath: found 42; expected a string.',
      '- versions.current.banner: found "old"; expected one of "none", "unreleased", "unmaintained".',
      '- breadcrumbs: found "yes"; expected a boolean.',
      '- sidebarPth: unknown option; did you mean "sidebarPath"?',
    ]);
  }
});

validate.run();

const entry = suite('describeEntry');

entry('finds the plugin entry by its options object', () => {
  const options = { id: 'community' };
  assert.is(describeEntry(['pages', ['docs', {}], ['docs', options]], options, 'docs', 'community'), 'plugins[2] ("docs", id "community")');
  assert.is(describeEntry([], options, 'docs', 'community'), 'plugins ("docs", id "community")');
});

entry.run();
