// Doc ids, slugs, permalinks and category index docs, on plain strings.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { docIdFor, docPermalink, docSlug, isCategoryIndex, resolvePathname, splitDocPath } from '../../../../src/cli/plugins/docs/docPaths.ts';
import { defaultNumberPrefixParser as parser } from '../../../../src/cli/plugins/docs/numberPrefix.ts';

const ids = suite('docIdFor');

ids('is the folder path plus the file name without its number prefix', () => {
  assert.equal(docIdFor('.', 'intro', undefined, parser), { id: 'intro', baseId: 'intro', numberPrefix: undefined });
  assert.equal(docIdFor('guides', '02-setup', undefined, parser), { id: 'guides/setup', baseId: 'setup', numberPrefix: 2 });
});

ids('uses the front matter id in place of the file name, and keeps folder prefixes', () => {
  assert.is(docIdFor('01-guides/docs', 'docs-create-doc', 'create-doc', parser).id, '01-guides/docs/create-doc');
});

ids.run();

const split = suite('splitDocPath');

split('gives "." as the folder of a root file and drops .md or .mdx', () => {
  assert.equal(splitDocPath('intro.md'), { sourceDirName: '.', fileName: 'intro' });
  assert.equal(splitDocPath('a/b/c.mdx'), { sourceDirName: 'a/b', fileName: 'c' });
});

split.run();

const index = suite('isCategoryIndex');

index('accepts README, index and a file named after its folder, in any case and with prefixes', () => {
  assert.ok(isCategoryIndex('README', 'api/plugins', parser));
  assert.ok(isCategoryIndex('index', 'advanced', parser));
  assert.ok(isCategoryIndex('Index', 'advanced', parser));
  assert.ok(isCategoryIndex('logger', 'api/logger', parser));
  assert.ok(isCategoryIndex('01-logger', 'api/02-logger', parser));
});

index('rejects other files and root files named after nothing', () => {
  assert.not.ok(isCategoryIndex('intro', 'guides', parser));
  assert.not.ok(isCategoryIndex('guides', '.', parser));
  assert.ok(isCategoryIndex('index', '.', parser), 'a root index doc is the version root');
});

index.run();

const slug = suite('docSlug');

const slugOf = (relative: string, frontMatterSlug?: string, id?: string) => {
  const { sourceDirName, fileName } = splitDocPath(relative);
  return docSlug({ baseId: docIdFor(sourceDirName, fileName, id, parser).baseId, fileName, sourceDirName, frontMatterSlug, parser });
};

slug('is the folder plus the base id, folder number prefixes stripped', () => {
  assert.is(slugOf('intro.md'), '/intro');
  assert.is(slugOf('01-guides/02-setup.md'), '/guides/setup');
  assert.is(slugOf('i18n/i18n-crowdin.md', undefined, 'crowdin'), '/i18n/crowdin');
});

slug('gives a category index doc its folder URL', () => {
  assert.is(slugOf('advanced/index.md'), '/advanced/');
  assert.is(slugOf('api/plugins/README.md'), '/api/plugins/');
  assert.is(slugOf('api/logger/logger.md'), '/api/logger/');
  assert.is(slugOf('index.md'), '/');
});

slug('takes an absolute front matter slug from the version root, a relative one from the folder', () => {
  assert.is(slugOf('intro.md', '/'), '/');
  assert.is(slugOf('guides/docs/create.md', '/create-doc'), '/create-doc');
  assert.is(slugOf('api/plugins/overview.md', '@docsite/overview'), '/api/plugins/@docsite/overview');
  assert.is(slugOf('migration/v2/overview.md', '../upgrade'), '/migration/upgrade');
  assert.is(slugOf('advanced/index.md', 'more'), '/advanced/more', 'a slug overrides the category index rule');
});

slug.run();

const resolve = suite('resolvePathname');

resolve('handles ., .. and trailing slashes', () => {
  assert.is(resolvePathname('a/./b/../c', '/x/'), '/x/a/c');
  assert.is(resolvePathname('../../../a', '/x/'), '/a');
  assert.is(resolvePathname('a/', '/x/'), '/x/a/');
});

resolve.run();

const permalink = suite('docPermalink');

permalink('joins the version path and the slug with the trailing-slash rule', () => {
  assert.is(docPermalink('/docs/next', '/intro', true), '/docs/next/intro/');
  assert.is(docPermalink('/docs', '/', true), '/docs/');
  assert.is(docPermalink('/docs', '/', false), '/docs');
  assert.is(docPermalink('/', '/', true), '/');
  assert.is(docPermalink('/docs', '/dummy.html', true), '/docs/dummy.html', 'a file-like slug gets no slash');
});

permalink.run();
