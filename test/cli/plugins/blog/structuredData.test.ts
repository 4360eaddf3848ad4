// BlogPosting JSON-LD: schema.org fields, absolute URLs, and JSON safe inside a script element.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { blogPostingData, blogPostingJson } from '../../../../src/cli/plugins/blog/structuredData.ts';
import { fakePost } from './helpers.ts';

const context = { siteUrl: 'https://example.com', baseUrl: '/', blogTitle: 'Blog', blogBasePath: '/blog/' };
const post = fakePost({
  permalink: '/blog/2024/05/31/hello/',
  title: 'Hello </script><!-- world',
  description: 'Intro',
  date: new Date('2024-05-31T00:00:00Z'),
  authors: [{ key: 'team', name: 'Team', title: 'Maintainers', url: 'https://example.com/team', imageURL: '/img/t.svg' }, { name: 'Guest' }],
  tags: [{ label: 'Release', permalink: '/blog/tags/release/', inline: false }],
  frontMatter: { image: './card.png' },
});

const data = suite('blogPostingData');

data('describes the post as a BlogPosting of the blog, with absolute URLs', () => {
  assert.equal(blogPostingData(post, context), {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': 'https://example.com/blog/2024/05/31/hello/',
    mainEntityOfPage: 'https://example.com/blog/2024/05/31/hello/',
    url: 'https://example.com/blog/2024/05/31/hello/',
    headline: 'Hello </script><!-- world',
    name: 'Hello </script><!-- world',
    description: 'Intro',
    datePublished: '2024-05-31T00:00:00.000Z',
    author: [
      { '@type': 'Person', name: 'Team', description: 'Maintainers', url: 'https://example.com/team', image: 'https://example.com/img/t.svg' },
      { '@type': 'Person', name: 'Guest' },
    ],
    image: {
      '@type': 'ImageObject',
      '@id': 'https://example.com/blog/2024/05/31/hello/card.png',
      url: 'https://example.com/blog/2024/05/31/hello/card.png',
      contentUrl: 'https://example.com/blog/2024/05/31/hello/card.png',
      caption: 'title image for the blog post: Hello </script><!-- world',
    },
    keywords: ['Release'],
    isPartOf: { '@type': 'Blog', '@id': 'https://example.com/blog/', name: 'Blog' },
  });
});

data('escapes the JSON for a script element, and it still parses to the same data', () => {
  const json = blogPostingJson(post, context);
  assert.not.match(json, '</script>');
  assert.not.match(json, '<!--');
  assert.equal(JSON.parse(json), blogPostingData(post, context));
});

data.run();
