// Authors: the authors file, social handles, inline and v1 authors, and unknown keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError, formatLocation } from '../../../../src/cli/errors.ts';
import { normalizeSocials, readAuthorsFile, resolvePostAuthors, type AuthorsMap } from '../../../../src/cli/plugins/blog/authors.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsite-authors-'));
const file = (name: string, text: string) => {
  const f = path.join(root, name);
  fs.writeFileSync(f, text);
  return f;
};
const o = { authorsListPath: '/blog/authors/', trailingSlash: true, required: false };

const authorsFile = suite('readAuthorsFile');

authorsFile('reads authors with camelCase images, social URLs and a page each', () => {
  const map = readAuthorsFile(file('a.yml', 'team:\n  name: Team\n  title: Maintainers\n  image_url: /img/t.png\n  socials:\n    x: docsite\n    github: "@docsite"\nSolo-Writer:\n  name: Solo\n  twitter: solo\nquiet:\n  name: Quiet\n  page: false\ncustom:\n  name: C\n  page:\n    permalink: /people/c\n'), o)!;
  assert.equal(map.team, { key: 'team', name: 'Team', title: 'Maintainers', imageURL: '/img/t.png', socials: { x: 'https://x.com/docsite', github: 'https://github.com/docsite' }, page: { permalink: '/blog/authors/team/' } });
  assert.equal(map['Solo-Writer'].page, { permalink: '/blog/authors/solo-writer/' });
  assert.equal(map['Solo-Writer'].socials, { twitter: 'https://twitter.com/solo' });
  assert.is(map.quiet.page, undefined);
  assert.equal(map.custom.page, { permalink: '/blog/authors/people/c/' });
});

authorsFile('is optional unless required, and reads JSON too', () => {
  assert.is(readAuthorsFile(path.join(root, 'missing.yml'), o), null);
  assert.throws(() => readAuthorsFile(path.join(root, 'missing.yml'), { ...o, required: true }), /was not found/);
  assert.is(readAuthorsFile(file('a.json', '{"x": {"name": "X"}}'), o)!.x.name, 'X');
});

authorsFile('lists every problem of the file at once', () => {
  try {
    readAuthorsFile(file('bad.yml', 'a:\n  nme: A\nb:\n  name: B\n  socials:\n    myspace: bee\nc:\n  title: Only a title\n'), { ...o, warn: () => {} });
    assert.unreachable('should throw');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, 'The authors file has 3 problems:');
    assert.equal(e.details, [
      '- a: an author needs a name or an image_url.',
      '- b.socials.myspace: "bee" is not a URL, and "myspace" is not a platform docsite knows (x, twitter, github, linkedin, stackoverflow, bluesky, threads, instagram, youtube, twitch); give the full profile URL.',
      '- c: an author needs a name or an image_url.',
    ]);
  }
});

authorsFile('reads platform keys as socials, as Docusaurus sites write them, and warns about other keys', () => {
  const warnings: string[] = [];
  const yml = 'sam:\n  name: Sam\n  github: samwriter\n  X: "@sam"\n  mastodon: https://mastodon.social/@sam\n  socials:\n    github: https://github.com/sam-elsewhere\n  nmae: typo\n  bio: Writes.\n';
  const map = readAuthorsFile(file('docusaurus.yml', yml), { ...o, warn: (m) => warnings.push(m) })!;
  assert.equal(map.sam.socials, { github: 'https://github.com/sam-elsewhere', x: 'https://x.com/sam', mastodon: 'https://mastodon.social/@sam' });
  assert.equal(warnings, [
    [
      `[WARNING] ${formatLocation({ file: path.join(root, 'docusaurus.yml') })}: The authors file has 2 fields docsite does not read:`,
      '  - sam.nmae: unknown field, ignored; did you mean "name"?',
      '  - sam.bio: unknown field, ignored.',
      '  Hint: Each author is a key with name, title, url, image_url, email, socials and page fields; x, twitter, github, linkedin, stackoverflow, bluesky, threads, instagram, youtube, twitch, mastodon may also be given as fields of their own.',
    ].join('\n'),
  ]);
});

authorsFile.run();

const socials = suite('normalizeSocials');

socials('keeps full URLs and turns known handles into profile URLs', () => {
  assert.equal(normalizeSocials({ linkedin: 'someone', mastodon: 'https://mastodon.social/@x', x: '@handle' }), {
    socials: { linkedin: 'https://www.linkedin.com/in/someone/', mastodon: 'https://mastodon.social/@x', x: 'https://x.com/handle' },
    problems: [],
  });
  assert.equal(normalizeSocials({}), { problems: [] });
});

socials.run();

const resolve = suite('resolvePostAuthors');

const map: AuthorsMap = {
  team: { key: 'team', name: 'Team', title: 'Maintainers', page: { permalink: '/blog/authors/team/' } },
  writer: { key: 'writer', name: 'Writer' },
};

resolve('looks keys up, keeps inline authors, and lets { key, ... } override fields', () => {
  const r = resolvePostAuthors({ authors: ['writer', { name: 'Guest', image_url: '/g.png' }, { key: 'team', title: 'Release managers' }] }, map, 'authors.yml');
  assert.equal(r.problems, []);
  assert.equal(r.authors, [
    { key: 'writer', name: 'Writer' },
    { name: 'Guest', imageURL: '/g.png' },
    { key: 'team', name: 'Team', title: 'Release managers', page: { permalink: '/blog/authors/team/' } },
  ]);
  assert.equal(resolvePostAuthors({ authors: 'team' }, map, 'authors.yml').authors.map((a) => a.key), ['team']);
});

resolve('reads an inline author as Docusaurus does: platform keys are socials, other keys warnings', () => {
  const r = resolvePostAuthors({ authors: [{ name: 'Jane', twitter: 'jane', github: '@jane', bio: 'Hi', titel: 'Maintainer' }, { key: 'writer', linkedin: 'writer' }] }, map, 'authors.yml');
  assert.equal(r.problems, []);
  assert.equal(r.authors, [
    { name: 'Jane', socials: { twitter: 'https://twitter.com/jane', github: 'https://github.com/jane' } },
    { key: 'writer', name: 'Writer', socials: { linkedin: 'https://www.linkedin.com/in/writer/' } },
  ]);
  assert.equal(r.warnings, ['authors[0].bio: unknown field, ignored.', 'authors[0].titel: unknown field, ignored; did you mean "title"?']);
  assert.equal(resolvePostAuthors({ authors: { nam: 'X' } }, map, 'authors.yml'), {
    authors: [{}],
    problems: ['An inline author needs a name, an image_url or the key of authors.yml; this one has only "nam".'],
    warnings: ['authors.nam: unknown field, ignored; did you mean "name"?'],
  });
});

resolve('reads the v1 single-author keys, but not mixed with "authors"', () => {
  assert.equal(resolvePostAuthors({ author: 'Old', authorURL: 'https://example.com/old', author_title: 'Founder' }, null, 'authors.yml').authors, [{ name: 'Old', title: 'Founder', url: 'https://example.com/old' }]);
  assert.equal(resolvePostAuthors({ author: 'Old', authors: 'team' }, map, 'authors.yml').problems, ['Use either "authors" or the single-author keys (author, author_title, author_url, author_image_url), not both.']);
});

resolve('names an unknown key with the nearest known keys, or all of them', () => {
  assert.equal(resolvePostAuthors({ authors: ['tema'] }, map, 'authors.yml').problems, ['Unknown author "tema" in "authors": authors.yml has no such key; did you mean "team"?']);
  assert.equal(resolvePostAuthors({ authors: [{ key: 'zzzzzz' }] }, map, 'authors.yml').problems, ['Unknown author "zzzzzz" in "authors": authors.yml has no such key; it has "team", "writer".']);
  assert.equal(resolvePostAuthors({ authors: 'team' }, null, 'authors.yml').problems, ['Unknown author "team" in "authors": there is no authors.yml for this blog.']);
});

resolve.run();
