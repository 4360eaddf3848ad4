// Blog plugin options: Docusaurus defaults, bare paths, feed types, and one error for every bad field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
import { feedTypes, validateBlogOptions } from '../../../../src/cli/plugins/blog/options.ts';
import { describeEntry } from '../../../../src/cli/plugins/pluginOptions.ts';

const validate = suite('validateBlogOptions');

validate('applies the Docusaurus defaults', () => {
  const o = validateBlogOptions({}, 'x');
  assert.is(o.id, 'default');
  assert.is(o.path, 'blog');
  assert.is(o.routeBasePath, 'blog');
  assert.is(o.postsPerPage, 10);
  assert.is(o.archiveBasePath, 'archive');
  assert.is(o.blogSidebarCount, 5);
  assert.is(o.blogSidebarTitle, 'Recent posts');
  assert.is(o.showReadingTime, true);
  assert.is(o.onInlineTags, 'warn');
  assert.is(o.authorsMapPath, 'authors.yml');
  assert.equal(o.feedOptions.type, ['rss', 'atom']);
  assert.is(o.feedOptions.limit, 20);
  assert.ok(o.truncateMarker.test('<!-- truncate -->'));
  assert.ok(o.truncateMarker.test('{/* truncate */}'));
});

validate('keeps paths bare, so "/blog/" and "blog" mean the same', () => {
  const o = validateBlogOptions({ routeBasePath: '/tests/blog/', tagsBasePath: '/labels/', archiveBasePath: '/old/' }, 'x');
  assert.equal([o.routeBasePath, o.tagsBasePath, o.archiveBasePath], ['tests/blog', 'labels', 'old']);
  assert.is(validateBlogOptions({ routeBasePath: '/' }, 'x').routeBasePath, '');
});

validate("accepts 'ALL' and numbers for postsPerPage and blogSidebarCount, null for archiveBasePath", () => {
  const o = validateBlogOptions({ postsPerPage: 'ALL', blogSidebarCount: 'ALL', archiveBasePath: null }, 'x');
  assert.equal([o.postsPerPage, o.blogSidebarCount, o.archiveBasePath], ['ALL', 'ALL', null]);
  assert.is(validateBlogOptions({ blogSidebarCount: 0 }, 'x').blogSidebarCount, 0);
});

validate('throws one error naming the entry, each field, what was found and what is expected', () => {
  try {
    validateBlogOptions({ postsPerPage: 0, onInlineTags: 'fail', feedOptions: { type: 'xml', titel: 'x' }, blogTitel: 'x' }, 'plugins[1] ("blog", id "default")');
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'plugins[1] ("blog", id "default"): 5 invalid blog plugin options.');
    assert.equal(e.details, [
      '- postsPerPage: found 0; expected a whole number of 1 or more, or "ALL".',
      '- onInlineTags: found "fail"; expected one of "ignore", "log", "warn", "throw".',
      '- feedOptions.type: found "xml"; expected "rss", "atom", "json", "all", a list of these, or null.',
      '- feedOptions.titel: unknown option; did you mean "title" or "type"?',
      '- blogTitel: unknown option; did you mean "blogTitle"?',
    ]);
    assert.is(e.hint, 'Fix these options in the blog plugin entry of site.config.ts.');
  }
});

validate.run();

const types = suite('feedTypes');

types("'all' is every format, null none, a list without repeats", () => {
  assert.equal(feedTypes('all'), ['rss', 'atom', 'json']);
  assert.equal(feedTypes(null), []);
  assert.equal(feedTypes('json'), ['json']);
  assert.equal(feedTypes(['atom', 'atom', 'rss']), ['atom', 'rss']);
});

types.run();

const entry = suite('describeEntry');

entry('names the plugin entry by its position in the config', () => {
  const options = { id: 'tests' };
  assert.is(describeEntry(['pages', ['blog', {}], ['blog', options]], options, 'blog', 'tests'), 'plugins[2] ("blog", id "tests")');
  assert.is(describeEntry([], {}, 'blog', 'default'), 'plugins ("blog", id "default")');
});

entry.run();
