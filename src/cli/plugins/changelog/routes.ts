// What the changelog changes in the routes of its blog: list and entry pages render with the
// Changelog* components, list pages drop the entries' excerpt modules (an entry's excerpt is
// empty: lists show its header only), and each entry page gets the list page it appears on, for
// its "back to index" link. Author pages stay the blog's.
import { pagePermalink } from '../blog/pagination.ts';
import type { BlogPost } from '../blog/types.ts';
import type { RouteConfig } from '../../types.ts';

const COMPONENTS: Record<string, string> = {
  '@theme/BlogListPage': '@theme/ChangelogList',
  '@theme/BlogPostPage': '@theme/ChangelogPage',
};

/** Entry permalink -> permalink of the list page showing it, in the order the lists show entries. */
export function listPageLinks(posts: BlogPost[], o: { postsPerPage: number | 'ALL'; basePath: string; pageBasePath: string; trailingSlash: boolean }): Map<string, string> {
  const listed = posts.filter((p) => !p.unlisted);
  const perPage = o.postsPerPage === 'ALL' ? Math.max(listed.length, 1) : o.postsPerPage;
  return new Map(listed.map((p, i) => [p.permalink, pagePermalink(o.basePath, o.pageBasePath, Math.floor(i / perPage) + 1, o.trailingSlash)]));
}

/** A blog route as the changelog renders it. */
export function changelogRoute(route: RouteConfig, listPages: Map<string, string>): RouteConfig {
  const component = COMPONENTS[route.component];
  if (!component) return route;
  if (component === '@theme/ChangelogList') {
    const modules = Object.fromEntries(Object.entries(route.modules ?? {}).filter(([name]) => !/^content\d+$/.test(name)));
    return { ...route, component, modules };
  }
  const listPageLink = listPages.get(route.path);
  return { ...route, component, ...(listPageLink && { props: { ...route.props, listPageLink } }) };
}
