/** Where the page scrolls after a route change. */

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * False when only the query string changed (the search page typing into ?q=, a filter): the reader stays where
 * they are. Otherwise true, and Gatsby scrolls to the hash target when there is one, else to the top (or, going
 * back, to the saved position).
 */
export function shouldScrollOnRouteChange(previous: ScrollLocation | null | undefined, next: ScrollLocation): boolean {
  if (!previous) return true;
  return !(previous.pathname === next.pathname && previous.hash === next.hash && previous.search !== next.search);
}
