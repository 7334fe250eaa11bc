import { joinRoute } from '../routing/paths';

export interface ListPage<T> {
  /** 1-based page number. */
  page: number;
  totalPages: number;
  /** Page 1 lives at the base route; page n >= 2 at <base>page/n/. There is no /page/1/. */
  route: string;
  items: T[];
  /** Route of the page with newer entries (page - 1), if any. */
  newerRoute: string | null;
  /** Route of the page with older entries (page + 1), if any. */
  olderRoute: string | null;
}

/** The route of page `page` of a list rooted at `baseRoute`. */
export function listPageRoute(baseRoute: string, page: number): string {
  return page <= 1 ? joinRoute(baseRoute) : joinRoute(baseRoute, 'page', page);
}

/**
 * Splits items (already in display order) into list pages of `pageSize`.
 * An empty list still yields one (empty) page, so the list route always exists.
 * @example paginate(posts238, 10, '/blog/').length === 24 // the last page holds 8
 */
export function paginate<T>(items: readonly T[], pageSize: number, baseRoute: string): ListPage<T>[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  return Array.from({ length: totalPages }, (_, index) => {
    const page = index + 1;
    return {
      page,
      totalPages,
      route: listPageRoute(baseRoute, page),
      items: items.slice(index * pageSize, page * pageSize),
      newerRoute: page > 1 ? listPageRoute(baseRoute, page - 1) : null,
      olderRoute: page < totalPages ? listPageRoute(baseRoute, page + 1) : null,
    };
  });
}
