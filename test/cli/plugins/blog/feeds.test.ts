// Feeds: RSS 2.0 and Atom 1.0 parse as XML, JSON Feed 1.1 as JSON, and every URL is absolute.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js } from 'xml-js';
import { absolutizeHtml, atomFeed, extractElementHtml, jsonFeed, rssFeed, type FeedInput } from '../../../../src/cli/plugins/blog/feeds.ts';

const input: FeedInput = {
  title: 'Site & blog',
  description: 'News <and> notes',
  blogUrl: 'https://example.com/blog/',
  feedBaseUrl: 'https://example.com/blog/',
  language: 'en',
  copyright: 'Copyright © Example',
  favicon: 'https://example.com/img/favicon.svg',
  types: ['rss', 'atom', 'json'],
  posts: [
    {
      title: 'Fixture 3.4: tags & <ideas>',
      url: 'https://example.com/blog/releases/3.4/',
      date: new Date('2024-05-31T00:00:00Z'),
      description: 'What is new',
      contentHtml: '<p>See <a href="https://example.com/blog/archive/">the archive</a>. Odd text: ]]&gt;</p>',
      authors: [{ name: 'Team', email: 'team@example.com', url: 'https://example.com/team', avatar: 'https://example.com/img/t.svg' }],
      tags: [{ label: 'Release', url: 'https://example.com/blog/tags/release/' }],
      image: 'https://example.com/img/card.png',
    },
    { title: 'Older ]]> still CDATA', url: 'https://example.com/blog/2020/01/07/older/', date: new Date('2020-01-07T00:00:00Z'), description: '', contentHtml: '<p>Old</p>', authors: [], tags: [] },
  ],
};

/** Every URL-looking value of a parsed feed: attributes named href/url/domain and text that starts with http. */
function urls(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') {
    if (/^(https?:|\/)/.test(node)) out.push(node);
    for (const m of node.matchAll(/(?:href|src)="([^"]*)"/g)) out.push(m[1]);
  } else if (Array.isArray(node)) node.forEach((n) => urls(n, out));
  else if (node && typeof node === 'object') Object.values(node).forEach((n) => urls(n, out));
  return out;
}

const feeds = suite('feeds');

feeds('RSS 2.0 is well-formed, with the channel, items, content and absolute links', () => {
  const xml = rssFeed(input);
  const doc = xml2js(xml, { compact: true }) as any;
  assert.is(doc.rss._attributes.version, '2.0');
  const channel = doc.rss.channel;
  assert.is(channel.title._text, 'Site & blog');
  assert.is(channel.link._text, 'https://example.com/blog/');
  assert.is(channel.lastBuildDate._text, 'Fri, 31 May 2024 00:00:00 GMT', 'the newest post date, so builds are reproducible');
  assert.is(channel.item.length, 2);
  assert.is(channel.item[0].title._cdata, 'Fixture 3.4: tags & <ideas>');
  assert.is([channel.item[1].title._cdata].flat().join(''), 'Older ]]> still CDATA', 'a CDATA terminator in a title is split, not cut');
  assert.is(channel.item[0].link._text, 'https://example.com/blog/releases/3.4/');
  assert.match(channel.item[0]['content:encoded']._cdata, '<a href="https://example.com/blog/archive/">');
  assert.is(channel.item[0].category._attributes.domain, 'https://example.com/blog/tags/release/');
  for (const url of urls(doc)) assert.ok(/^https?:\/\//.test(url), `absolute: ${url}`);
});

feeds('Atom 1.0 is well-formed, with entries, ids and absolute links', () => {
  const doc = xml2js(atomFeed(input), { compact: true }) as any;
  assert.is(doc.feed._attributes.xmlns, 'http://www.w3.org/2005/Atom');
  assert.is(doc.feed.id._text, 'https://example.com/blog/');
  assert.is(doc.feed.updated._text, '2024-05-31T00:00:00.000Z');
  const links = [doc.feed.link].flat().map((l: any) => l._attributes);
  assert.equal(links, [{ rel: 'alternate', href: 'https://example.com/blog/' }, { rel: 'self', href: 'https://example.com/blog/atom.xml' }]);
  assert.is(doc.feed.entry.length, 2);
  assert.is(doc.feed.entry[0].id._text, 'https://example.com/blog/releases/3.4/');
  assert.is(doc.feed.entry[0].author.uri._text, 'https://example.com/team');
  for (const url of urls(doc)) assert.ok(/^https?:\/\//.test(url), `absolute: ${url}`);
});

feeds('JSON Feed 1.1 has the 1.1 version, authors lists and absolute URLs', () => {
  const feed = JSON.parse(jsonFeed(input));
  assert.is(feed.version, 'https://jsonfeed.org/version/1.1');
  assert.is(feed.feed_url, 'https://example.com/blog/feed.json');
  assert.is(feed.language, 'en');
  assert.is(feed.author, undefined, 'no JSON Feed 1.0 "author"');
  assert.equal(feed.items[0], {
    id: 'https://example.com/blog/releases/3.4/',
    url: 'https://example.com/blog/releases/3.4/',
    title: 'Fixture 3.4: tags & <ideas>',
    content_html: input.posts[0].contentHtml,
    summary: 'What is new',
    image: 'https://example.com/img/card.png',
    date_published: '2024-05-31T00:00:00.000Z',
    authors: [{ name: 'Team', url: 'https://example.com/team', avatar: 'https://example.com/img/t.svg' }],
    tags: ['Release'],
  });
  assert.equal(Object.keys(feed.items[1]), ['id', 'url', 'title', 'content_html', 'date_published'], 'empty fields are left out');
  for (const url of urls(feed)) assert.ok(/^https?:\/\//.test(url), `absolute: ${url}`);
});

feeds.run();

const html = suite('feed HTML');

html('cuts the post container out of a page, nested divs and all', () => {
  const page = '<div id="__docsite"><main><div id="__blog-post-container" class="x"><div class="markdown"><p>A</p><div>B</div></div></div><footer><div>tags</div></footer></main></div>';
  assert.is(extractElementHtml(page, '__blog-post-container'), '<div class="markdown"><p>A</p><div>B</div></div>');
  assert.is(extractElementHtml(page, 'missing'), null);
});

html('makes links, images and srcsets absolute, and drops heading anchors and React separators', () => {
  const out = absolutizeHtml(
    '<h2 id="x" class="anchor">X<a href="#x" class="hash-link" aria-label="Direct link to X">#</a></h2><p>a<!-- -->b <a href="/blog/tags/a/?q=1&amp;r=2">t</a> <a href="../other/">o</a> <a href="#x">x</a> <a href="mailto:a@b.c">m</a> <img src="img/a.png" srcset="img/a.png 1x, /img/b.png 2x"/></p>',
    'https://example.com/blog/2024/01/01/post/',
  );
  assert.is(
    out,
    '<h2 id="x" class="anchor">X</h2><p>ab <a href="https://example.com/blog/tags/a/?q=1&amp;r=2">t</a> <a href="https://example.com/blog/2024/01/01/other/">o</a> <a href="https://example.com/blog/2024/01/01/post/#x">x</a> <a href="mailto:a@b.c">m</a> <img src="https://example.com/blog/2024/01/01/post/img/a.png" srcset="https://example.com/blog/2024/01/01/post/img/a.png 1x, https://example.com/img/b.png 2x"/></p>',
  );
});

html.run();
