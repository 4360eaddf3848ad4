// The archive page's data: every listed post, grouped by year, newest year first.
import type { BlogArchiveData } from '../../../theme/Blog/types.ts';
import type { BlogPost } from './types.ts';

export function archiveData(posts: BlogPost[]): BlogArchiveData {
  const years = new Map<string, BlogArchiveData['years'][number]['posts']>();
  const newestFirst = posts.filter((p) => !p.unlisted).sort((a, b) => b.date.getTime() - a.date.getTime());
  for (const post of newestFirst) {
    const year = String(post.date.getUTCFullYear());
    years.set(year, [...(years.get(year) ?? []), { title: post.title, permalink: post.permalink, date: post.date.toISOString(), formattedDate: post.formattedDate }]);
  }
  return { years: [...years].map(([year, list]) => ({ year, posts: list })) };
}
