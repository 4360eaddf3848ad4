// A BlogPost with defaults, for tests of the modules that work on loaded posts.
import type { BlogPost } from '../../../../src/cli/plugins/blog/types.ts';

export function fakePost(over: Partial<BlogPost> & { permalink: string }): BlogPost {
  const date = over.date ?? new Date('2024-01-01T00:00:00Z');
  return {
    source: `/site/content/blog${over.permalink}.md`,
    relativePath: `${over.permalink.slice(1)}.md`,
    slug: over.permalink,
    title: over.permalink,
    description: '',
    date,
    formattedDate: date.toISOString().slice(0, 10),
    authors: [],
    tags: [],
    frontMatter: {},
    draft: false,
    unlisted: false,
    analysis: {},
    frontMatterBlock: '',
    body: '',
    isMdx: true,
    ...over,
  };
}
