// Whole builds: the blog-basic fixture (two blogs, every page kind, feeds, unlisted and draft
// posts) and the blog-inline-tags fixture failing on a tag its tags.yml does not define.
import fs from 'node:fs';
import path from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js } from 'xml-js';
import { fixture, read, runCli, type CliResult } from '../../../helpers/site.ts';

const site = fixture('blog-basic');
const out = path.join(site, 'build-blog');
const build = suite('blog plugin build');
let result: CliResult;

build.before(async () => {
  result = await runCli(['build', 'test/fixtures/blog-basic', '--out-dir', 'build-blog']);
});
build.after(() => fs.rmSync(out, { recursive: true, force: true }));

const exists = (route: string) => fs.existsSync(path.join(out, route, 'index.html'));
const html = (route: string) => read(path.join(out, route, 'index.html'));
const main = (route: string) => /<main[^>]*>(.*)<\/main>/s.exec(html(route))![1];
/** The page's own column: without the sidebar, which lists every post. */
const column = (route: string) => main(route).replace(/<aside class="blog-layout__sidebar" aria-label="Sidebar">.*?<\/aside>/s, '');
const titles = (route: string) => [...column(route).matchAll(/<h2 class="blog-post-item__title"><a href="([^"]*)">/g)].map((m) => m[1]);

const LISTED = [
  '/blog/releases/3.4/',
  '/blog/preparing-for-v3/',
  '/blog/2023/08/05/',
  '/blog/2022/08/01/announcing/',
  '/blog/2022/01/24/recap/',
  '/blog/2021/05/12/beta/',
  '/blog/2021/03/09/releasing-i18n/',
  '/blog/2020/01/07/legacy-author/',
];

build('exits 0 with every link checked', () => {
  assert.is(result.code, 0, result.stdout + result.stderr);
  assert.not.match(result.stdout + result.stderr, 'WARNING', 'no warning: links to Markdown files resolve from generated excerpts too');
  assert.match(result.stdout, /✔ Check links/);
  assert.match(result.stdout, /✔ Post-build plugins/);
});

build('writes every page: lists, posts, archive, tags, authors, and the second blog', () => {
  const pages = [
    'blog', 'blog/page/2', 'blog/page/3', 'blog/page/4', ...LISTED.map((p) => p.slice(1)), 'blog/2023/10/01/unlisted',
    'blog/archive', 'blog/tags', 'blog/tags/release', 'blog/tags/release/page/2', 'blog/tags/recap', 'blog/tags/hello', 'blog/tags/i-18-n',
    'blog/authors', 'blog/authors/team', 'blog/authors/team/authors/2', 'blog/authors/writer', 'blog/authors/writer/authors/2',
    'notes', 'notes/2024/01/01/first-note',
  ];
  for (const page of pages) assert.ok(exists(page), `${page}/index.html`);
  assert.not.ok(exists('blog/page/5'));
  assert.not.ok(exists('blog/authors/hidden'), 'an author with page: false has no page');
  assert.not.ok(exists('notes/archive'), 'archiveBasePath: null');
  assert.not.ok(exists('notes/tags') || exists('notes/authors'), 'no tags or authors, no index pages');
});

build('lists posts newest first, two a page, with newer and older entries links', () => {
  assert.equal([1, 2, 3, 4].flatMap((n) => titles(n === 1 ? 'blog' : `blog/page/${n}`)), LISTED);
  const page2 = column('blog/page/2');
  assert.match(page2, '<a class="blog-paginator__link blog-paginator__link--prev" href="/blog/" rel="prev"><div class="blog-paginator__label">Newer entries</div></a>');
  assert.match(page2, '<a class="blog-paginator__link blog-paginator__link--next" href="/blog/page/3/" rel="next"><div class="blog-paginator__label">Older entries</div></a>');
  assert.match(html('blog/page/2'), '<title>Fixture blog | Blog Fixture</title>');
});

build('shows excerpts up to the truncate marker with "Read more", and whole posts without one', () => {
  const first = column('blog');
  assert.match(first, 'Release 3.4 of the fixture, with a table of contents.');
  assert.not.match(first, 'Smaller fixes.');
  assert.match(first, '<a class="blog-post-item__read-more" aria-label="Read more about Fixture 3.4" href="/blog/releases/3.4/"><b>Read more</b></a>');
  assert.not.match(first, 'Read more about A post with its own slug');
  const page4 = column('blog/page/4');
  assert.match(page4, 'Translations arrive in this release, after the <a href="/blog/2020/01/07/legacy-author/">v1 author post</a>.', 'an HTML comment marker in a .md file; its Markdown link still resolves');
  assert.not.match(page4, 'Below the fold');
  assert.match(column('blog/page/3'), '<span class="fixture-note">Note: <!-- -->imported from the post folder</span>', 'the excerpt keeps the relative import');
});

build('renders a post with title, date, reading time, authors, tags, edit link, TOC and newer/older links', () => {
  const post = column('blog/releases/3.4');
  assert.match(post, '<h1 class="blog-post-item__title">Fixture 3.4</h1>');
  assert.match(post, '<time dateTime="2024-05-31T00:00:00.000Z">May 31, 2024</time> · <span>1 min read</span>');
  assert.match(post, '<a href="/blog/authors/team/">The Fixture Team</a></span><div class="blog-author__title">Release managers</div>');
  assert.match(post, '<a href="https://x.com/fixture" target="_blank" rel="noopener noreferrer">X</a>');
  assert.match(post, '<a class="tag" title="Posts about releases" href="/blog/tags/release/">Release</a>');
  assert.match(post, 'href="https://github.com/example/blog-fixture/edit/main/content/blog/releases/3.4/index.mdx"');
  assert.match(post, 'Smaller fixes.');
  assert.match(column('blog/2021/03/09/releasing-i18n'), 'with the <a href="/blog/2021/05/12/beta/">beta announcement</a>.');
  assert.match(main('blog/releases/3.4'), '<aside class="blog-layout__toc" aria-label="Table of contents"><nav class="toc" aria-label="On this page">');
  assert.not.match(post, 'Newer post');
  assert.match(post, '<div class="blog-paginator__sublabel">Older post</div><div class="blog-paginator__label">A post with its own slug</div>');
  const recap = column('blog/2022/01/24/recap');
  assert.match(recap, '<div class="blog-paginator__sublabel">Newer post</div><div class="blog-paginator__label">Announcing 2.0</div>');
  assert.is(recap.match(/<h1/g)?.length, 1, 'the leading h1 is the title, not a second heading');
  assert.match(html('blog/2022/01/24/recap'), '<title>Our 2021 recap | Blog Fixture</title>');
  assert.match(column('blog/2020/01/07/legacy-author'), '<span class="blog-author__name"><a href="https://example.com/legacy" target="_blank" rel="noopener noreferrer">Legacy Person</a></span><div class="blog-author__title">Former maintainer</div>');
  assert.match(column('blog/2022/08/01/announcing'), '<a href="https://example.com/guest" target="_blank" rel="noopener noreferrer">Guest Writer</a>');
  assert.match(html('blog/2023/08/05'), '<title>A post named by its date only | Blog Fixture</title>');
  assert.not.match(column('notes/2024/01/01/first-note'), 'min read', 'showReadingTime: false');
});

build('adds BlogPosting structured data to post pages, safe inside its script element', () => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html('blog/releases/3.4'))![1];
  const data = JSON.parse(json);
  assert.equal([data['@type'], data.headline, data.url, data.datePublished], ['BlogPosting', 'Fixture 3.4', 'https://blog.example.com/blog/releases/3.4/', '2024-05-31T00:00:00.000Z']);
  assert.equal(data.author[0], { '@type': 'Person', name: 'The Fixture Team', description: 'Release managers', url: 'https://example.com/team', email: 'team@example.com', image: 'https://blog.example.com/img/team.svg' });
});

build('builds the unlisted post noindex with a banner, and keeps it out of every list', () => {
  const page = html('blog/2023/10/01/unlisted');
  assert.match(page, '<meta name="robots" content="noindex, nofollow">');
  assert.match(page, 'This page is unlisted.');
  const lists = ['blog', 'blog/page/2', 'blog/page/3', 'blog/page/4', 'blog/tags/release', 'blog/tags/release/page/2', 'blog/authors/team', 'blog/authors/team/authors/2', 'blog/archive'];
  for (const list of lists) assert.not.match(html(list), '/blog/2023/10/01/unlisted/', list);
  assert.not.match(html('blog'), 'An unlisted post', 'not in the sidebar either');
  assert.not.match(html('blog/releases/3.4'), '<meta name="robots"');
});

build('leaves the draft out of production', () => {
  assert.not.ok(exists('blog/2023/10/02/draft'));
  for (const f of ['rss.xml', 'atom.xml', 'feed.json']) assert.not.match(read(path.join(out, 'blog', f)), 'draft');
});

build('paginates tag pages and author pages', () => {
  assert.equal(titles('blog/tags/release'), ['/blog/releases/3.4/', '/blog/2022/08/01/announcing/']);
  assert.equal(titles('blog/tags/release/page/2'), ['/blog/2021/05/12/beta/', '/blog/2021/03/09/releasing-i18n/']);
  assert.match(column('blog/tags/release/page/2'), '<h1>4 posts tagged with &quot;Release&quot;</h1><p>Posts about releases</p><a href="/blog/tags/">View all tags</a>');
  assert.match(column('blog/tags/recap'), '<h1>One post tagged with &quot;recap&quot;</h1>');
  assert.match(column('blog/tags'), '<a class="tag" title="Posts about releases" href="/blog/tags/release/">Release<!-- --> <span class="tag__count">4</span></a>');
  assert.equal(titles('blog/authors/team'), ['/blog/releases/3.4/', '/blog/2021/05/12/beta/']);
  assert.equal(titles('blog/authors/team/authors/2'), ['/blog/2021/03/09/releasing-i18n/']);
  assert.match(column('blog/authors/team'), '<h1 class="blog-author__name"><a href="https://example.com/team" target="_blank" rel="noopener noreferrer">The Fixture Team</a></h1>');
  assert.match(column('blog/authors/team/authors/2'), 'href="/blog/authors/team/" rel="prev"');
  const authors = column('blog/authors');
  assert.match(authors, '<a href="/blog/authors/team/">The Fixture Team</a><span class="blog-author__count">3</span>');
  assert.match(authors, '<a href="/blog/authors/writer/">Staff Writer</a><span class="blog-author__count">3</span>');
  assert.not.match(authors, 'No Page Author');
});

build('groups the archive by year', () => {
  const archive = main('blog/archive');
  assert.equal([...archive.matchAll(/<h2 id="year-(\d+)">/g)].map((m) => m[1]), ['2024', '2023', '2022', '2021', '2020']);
  assert.match(archive, '<a href="/blog/2023/08/05/"><time dateTime="2023-08-05T00:00:00.000Z">August 5, 2023</time> – <!-- -->A post named by its date only</a>');
});

build('writes RSS 2.0, Atom 1.0 and JSON Feed 1.1 with the listed posts and absolute URLs only', () => {
  const rss = xml2js(read(path.join(out, 'blog/rss.xml')), { compact: true }) as any;
  const atom = xml2js(read(path.join(out, 'blog/atom.xml')), { compact: true }) as any;
  const json = JSON.parse(read(path.join(out, 'blog/feed.json')));
  assert.is(rss.rss.channel.title._text, 'Fixture feed');
  assert.equal(rss.rss.channel.item.map((i: any) => i.link._text), LISTED.map((p) => `https://blog.example.com${p}`));
  assert.equal(atom.feed.entry.map((e: any) => e.id._text), LISTED.map((p) => `https://blog.example.com${p}`));
  assert.is(json.version, 'https://jsonfeed.org/version/1.1');
  assert.equal(json.items.map((i: any) => i.url), LISTED.map((p) => `https://blog.example.com${p}`));
  const release = json.items[0].content_html as string;
  assert.match(release, 'Smaller fixes.', 'the whole post, not the excerpt');
  assert.match(release, '<a href="https://blog.example.com/blog/archive/">the archive</a>');
  assert.match(release, 'src="https://blog.example.com/img/team.svg"');
  assert.not.match(release, 'hash-link');
  assert.match(json.items[5].content_html, '<span class="fixture-note">Note: imported from the post folder</span>', 'MDX components render into the feed');
  for (const text of [read(path.join(out, 'blog/rss.xml')), read(path.join(out, 'blog/atom.xml')), JSON.stringify(json)]) {
    for (const m of text.matchAll(/(?:href|src)=\\?"([^"\\]*)/g)) assert.match(m[1], /^(https?:|mailto:)/, m[1]);
  }
  assert.not.ok(fs.existsSync(path.join(out, 'notes/rss.xml')), 'feedOptions.type: null');
});

build('links the feeds from the head of every page', () => {
  for (const page of ['', 'blog/releases/3.4']) {
    const head = /<head>(.*)<\/head>/s.exec(html(page))![1];
    assert.match(head, '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Fixture feed RSS Feed">');
    assert.match(head, '<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Fixture feed Atom Feed">');
    assert.match(head, '<link rel="alternate" type="application/json" href="/blog/feed.json" title="Fixture feed JSON Feed">');
  }
});

build.run();

const tags = suite('blog build with a tag missing from tags.yml');

tags("onInlineTags 'throw' fails the build with exit 1, naming the post and the tag", async () => {
  const r = await runCli(['build', 'test/fixtures/blog-inline-tags', '--out-dir', 'build-tags']);
  assert.is(r.code, 1);
  assert.is(
    r.stderr.slice(r.stderr.indexOf('[ERROR]')).trimEnd(),
    [
      '[ERROR] Blog "default": 1 tag is not defined in tags.yml.',
      '  - test/fixtures/blog-inline-tags/content/blog/2024-01-01-hello.md: "unknown-tag"',
      '  Hint: Add it to tags.yml, or set onInlineTags to "warn" or "ignore" in the blog plugin options.',
    ].join('\n'),
  );
  assert.not.ok(fs.existsSync(path.join(fixture('blog-inline-tags'), 'build-tags')));
});

tags.run();
