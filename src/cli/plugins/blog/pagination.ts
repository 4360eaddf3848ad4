// Splits a list of posts into pages: page 1 at the base path, page N at <base>/<pageBasePath>/N.
import { applyTrailingSlash, joinUrl } from '../../../runtime/paths.ts';
import type { BlogPaginatorMetadata } from '../../../theme/Blog/types.ts';

export interface Page<T> {
  metadata: BlogPaginatorMetadata;
  items: T[];
}

/** The URL of page `page` (1-based) of a list whose first page is `basePath`. */
export function pagePermalink(basePath: string, pageBasePath: string, page: number, trailingSlash: boolean): string {
  return applyTrailingSlash(page === 1 ? basePath : joinUrl(basePath, '/', pageBasePath, String(page), '/'), trailingSlash);
}

/** Always at least one page, so an empty blog still has its index. 'ALL' puts everything on one. */
export function paginate<T>(items: T[], o: { postsPerPage: number | 'ALL'; basePath: string; pageBasePath: string; trailingSlash: boolean }): Page<T>[] {
  const perPage = o.postsPerPage === 'ALL' ? Math.max(items.length, 1) : o.postsPerPage;
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const url = (page: number) => pagePermalink(o.basePath, o.pageBasePath, page, o.trailingSlash);
  return Array.from({ length: totalPages }, (_, i) => {
    const page = i + 1;
    return {
      metadata: {
        page,
        totalPages,
        totalCount: items.length,
        postsPerPage: perPage,
        permalink: url(page),
        ...(page > 1 && { previousPage: url(page - 1) }),
        ...(page < totalPages && { nextPage: url(page + 1) }),
      },
      items: items.slice(i * perPage, (i + 1) * perPage),
    };
  });
}
