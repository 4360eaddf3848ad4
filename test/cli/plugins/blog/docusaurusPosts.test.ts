// Blog posts written for Docusaurus build unchanged (the blog-docusaurus fixture): files next to a
// post, linked above its truncate marker, resolve from the post's folder in the excerpt as on the
// post page, and authors' top-level platform keys are socials while other keys only warn.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fixture, read, runCli, type CliResult } from '../../../helpers/site.ts';

const site = fixture('blog-docusaurus');
const out = path.join(site, 'build-docusaurus-posts');
const build = suite('Docusaurus blog posts');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/blog-docusaurus', '--out-dir', 'build-docusaurus-posts']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

const html = (route: string) => read(path.join(out, route, 'index.html'));
const images = (route: string) => [...html(route).matchAll(/<img [^>]*class="markdown-image" src="([^"]*)" alt="([^"]*)"/g)].map((m) => [m[1], m[2]]);
const CARD = /^\/assets\/images\/social-card\.[0-9a-f]{10}\.png$/;

build('builds, warning once about the one author field docsite does not read', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  const post = 'test/fixtures/blog-docusaurus/content/blog/2024-05-01-social-card/index.md';
  assert.match(
    result.stderr,
    [
      '[WARNING] 1 author field of blog posts is not read by docsite:',
      `  - ${post}:3: authors[0].bio: unknown field, ignored.`,
      '  Hint: An author takes name, title, url, image_url, email, socials and key, and social platforms (twitter, github, x, ...) as fields of their own; other fields are ignored, so remove them or fix their names.',
    ].join('\n'),
  );
  assert.is(result.stderr.split('[WARNING]').length, 2, result.stderr);
});

build('images and files above the marker resolve from the post folder, on the list page and the post pages', () => {
  const list = images('blog');
  assert.equal(list.map(([, alt]) => alt), ['The same card', 'The social card']);
  for (const [src] of list) assert.match(src, CARD);
  assert.ok(fs.existsSync(path.join(out, list[0][0])), 'the image is in the build');
  for (const route of ['blog/2024/05/01/social-card', 'blog/2024/05/02/titled']) {
    assert.is(images(route).length, 1, route);
    assert.match(images(route)[0][0], CARD);
  }
  const notes = /<a href="(\/assets\/files\/notes\.[0-9a-f]{10}\.txt)">release notes<\/a>/.exec(html('blog'));
  assert.ok(notes, 'the excerpt links the text file next to the post');
  assert.ok(fs.existsSync(path.join(out, notes![1])));
});

build('top-level twitter, github, x and mastodon keys become the authors\u2019 social links', () => {
  // Each author shows once on a post page; an author's page shows it above its posts as well.
  const socials = (route: string) => [...new Set([...html(route).matchAll(/<a href="(https:\/\/[^"]*)" target="_blank" rel="noopener noreferrer"/g)].map((m) => m[1]))];
  assert.equal(socials('blog/2024/05/01/social-card'), ['https://example.com/jane', 'https://twitter.com/janedoe', 'https://github.com/janedoe']);
  assert.equal(socials('blog/authors/sam'), ['https://github.com/samwriter', 'https://x.com/samwriter', 'https://mastodon.social/@sam']);
});

build.run();
