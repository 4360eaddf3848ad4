// Authors: the authors file, social handles, inline and v1 authors, and unknown keys.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DocsiteError } from '../../../../src/cli/errors.ts';
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
    readAuthorsFile(file('bad.yml', 'a:\n  nme: A\nb:\n  name: B\n  socials:\n    myspace: bee\nc:\n  title: Only a title\n'), o);
    assert.unreachable('should throw');
  } catch (error) {
    const e = error as DocsiteError;
    assert.is(e.title, 'The authors file has 3 problems:');
    assert.equal(e.details, [
      '- a.nme: unknown field; did you mean "name"?',
      '- b.socials.myspace: "bee" is not a URL, and "myspace" is not a platform docsite knows (x, twitter, github, linkedin, stackoverflow, bluesky, threads, instagram, youtube); give the full profile URL.',
      '- c: an author needs a name or an image_url.',
    ]);
  }
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
