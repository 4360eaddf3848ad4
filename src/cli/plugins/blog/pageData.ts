// The JSON the blog's pages read: post metadata, neighbours, the sidebar, the tags and authors indexes.
import type { BlogAuthorsListData, BlogNavLink, BlogPostMetadata, BlogSidebarData, BlogTagsListData } from '../../../theme/Blog/types.ts';
import type { AuthorsMap } from './authors.ts';
import type { TagGroup } from './tags.ts';
import type { BlogPost } from './types.ts';

/** What list and post pages show about a post; no build-only fields. */
export function postMetadata(post: BlogPost): BlogPostMetadata {
  const fm = post.frontMatter;
  return {
    permalink: post.permalink,
    title: post.title,
    description: post.description,
    date: post.date.toISOString(),
    formattedDate: post.formattedDate,
    ...(post.readingTime !== undefined && { readingTime: post.readingTime }),
    authors: post.authors,
    tags: post.tags.map(({ inline: _inline, ...tag }) => tag),
    hasTruncateMarker: post.analysis.marker !== undefined,
    unlisted: post.unlisted,
    ...(post.editUrl && { editUrl: post.editUrl }),
    frontMatter: {
      ...(fm.image !== undefined && { image: fm.image }),
      ...(fm.keywords !== undefined && { keywords: fm.keywords }),
      ...(fm.hide_table_of_contents !== undefined && { hide_table_of_contents: fm.hide_table_of_contents }),
      ...(fm.toc_min_heading_level !== undefined && { toc_min_heading_level: fm.toc_min_heading_level }),
      ...(fm.toc_max_heading_level !== undefined && { toc_max_heading_level: fm.toc_max_heading_level }),
    },
  };
}

const link = (p: BlogPost): BlogNavLink => ({ title: p.title, permalink: p.permalink });

/**
 * Newer and older listed post of each listed post, by date whatever the list order. Unlisted
 * posts link nowhere and are linked from nowhere.
 */
export function postNeighbours(posts: BlogPost[]): Map<BlogPost, { prevItem?: BlogNavLink; nextItem?: BlogNavLink }> {
  const listed = posts.filter((p) => !p.unlisted).sort((a, b) => b.date.getTime() - a.date.getTime());
  return new Map(listed.map((p, i) => [p, { ...(i > 0 && { prevItem: link(listed[i - 1]) }), ...(i < listed.length - 1 && { nextItem: link(listed[i + 1]) }) }]));
}

/** The first `count` listed posts, in list order. */
export function sidebarData(posts: BlogPost[], o: { title: string; count: number | 'ALL' }): BlogSidebarData {
  const listed = posts.filter((p) => !p.unlisted);
  const items = o.count === 'ALL' ? listed : listed.slice(0, o.count);
  return { title: o.title, items: items.map((p) => ({ ...link(p), date: p.date.toISOString(), unlisted: p.unlisted })) };
}

/** Tags with at least one listed post, with how many listed posts carry them. */
export function tagsListData(groups: TagGroup[]): BlogTagsListData {
  return {
    tags: groups.filter((g) => !g.unlisted).map((g) => ({ label: g.label, permalink: g.permalink, ...(g.description && { description: g.description }), count: g.posts.length })),
  };
}

/** The listed posts each author of the authors file wrote. */
export function postsByAuthor(posts: BlogPost[], map: AuthorsMap | null): Map<string, BlogPost[]> {
  const out = new Map<string, BlogPost[]>(Object.keys(map ?? {}).map((key) => [key, []]));
  for (const post of posts) {
    if (post.unlisted) continue;
    for (const author of post.authors) if (author.key && out.has(author.key)) out.get(author.key)!.push(post);
  }
  return out;
}

/** Authors that have a page, in the order of the authors file. */
export function authorsListData(map: AuthorsMap | null, byAuthor: Map<string, BlogPost[]>): BlogAuthorsListData {
  return { authors: Object.values(map ?? {}).filter((a) => a.page).map((a) => ({ ...a, count: byAuthor.get(a.key)?.length ?? 0 })) };
}
