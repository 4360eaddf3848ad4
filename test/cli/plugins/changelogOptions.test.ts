// Changelog plugin options: defaults, bare paths, the blog options they become, and one error for every bad field.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../src/cli/errors.ts';
import { blogOptionsFor, validateChangelogOptions } from '../../../src/cli/plugins/changelog/options.ts';

const validate = suite('validateChangelogOptions');

validate('applies the defaults: CHANGELOG.md, /changelog, 20 entries a page, every feed', () => {
  const o = validateChangelogOptions(undefined, 'x');
  assert.is(o.id, 'default');
  assert.is(o.changelogPath, 'CHANGELOG.md');
  assert.is(o.routeBasePath, 'changelog');
  assert.is(o.postsPerPage, 20);
  assert.is(o.title, 'Changelog');
  assert.is(o.sidebarTitle, 'Changelog');
  assert.is(o.authorsBasePath, 'authors');
  assert.is(o.pageBasePath, 'page');
  assert.is(o.feedOptions.type, 'all');
  assert.is(o.feedOptions.limit, 20);
});

validate('keeps paths bare, so "/releases/" and "releases" mean the same', () => {
  const o = validateChangelogOptions({ routeBasePath: '/releases/', authorsBasePath: '/people/', pageBasePath: 'p/' }, 'x');
  assert.equal([o.routeBasePath, o.authorsBasePath, o.pageBasePath], ['releases', 'people', 'p']);
});

validate('throws one error naming the entry, each bad or unknown option, and the nearest known name', () => {
  try {
    validateChangelogOptions({ postsPerPage: 0, changelogPth: 'NEWS.md', feedOptions: { type: 'xml' }, archiveBasePath: 'archive' }, 'plugins[1] ("changelog", id "default")');
    assert.unreachable('should throw');
  } catch (error) {
    assert.instance(error, DocsiteError);
    const e = error as DocsiteError;
    assert.is(e.title, 'plugins[1] ("changelog", id "default"): 4 invalid changelog plugin options.');
    assert.equal(e.details, [
      '- postsPerPage: found 0; expected a whole number of 1 or more, or "ALL".',
      '- feedOptions.type: found "xml"; expected "rss", "atom", "json", "all", a list of these, or null.',
      '- changelogPth: unknown option; did you mean "changelogPath"?',
      '- archiveBasePath: unknown option.',
    ]);
    assert.is(e.hint, 'Fix these options in the changelog plugin entry of site.config.ts.');
  }
});

const blog = suite('blogOptionsFor');

blog('turns the changelog into a blog without tags, archive or reading time, every entry in the sidebar', () => {
  const o = validateChangelogOptions({ title: 'Releases', feedOptions: { type: 'rss' } }, 'x');
  const b = blogOptionsFor(o, { entriesDir: '/gen/entries', authorsFile: '/gen/authors.json' }, 'Site');
  assert.equal(b, {
    id: 'changelog',
    path: '/gen/entries',
    routeBasePath: 'changelog',
    authorsBasePath: 'authors',
    pageBasePath: 'page',
    archiveBasePath: null,
    blogTitle: 'Releases',
    blogDescription: 'Every release and what changed in it',
    blogSidebarTitle: 'Changelog',
    blogSidebarCount: 'ALL',
    postsPerPage: 20,
    showReadingTime: false,
    authorsMapPath: '/gen/authors.json',
    tags: false,
    onInlineTags: 'ignore',
    feedOptions: { type: 'rss', limit: 20, title: 'Site changelog', description: 'Every release of Site' },
  });
  assert.is(blogOptionsFor(validateChangelogOptions({ id: 'beta' }, 'x'), { entriesDir: '', authorsFile: '' }, 'Site').id, 'changelog-beta');
});

validate.run();
blog.run();
