/** The search page's query, as read from the address (?q=) and as shown back to the visitor. Pure. */

/** The search widget's own query limit, which the search page keeps (the dialog's is 64). */
export const SEARCH_PAGE_MAX_QUERY = 512;

/**
 * Invisible characters that reorder the text around them (embeddings, overrides, isolates, directional marks).
 * A crafted link could use them to make the search page's "Results for …" show text the query does not hold.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** C0 and C1 control characters (NUL, line breaks, escape…): a link can carry them as %00, %0A…, a keyboard cannot. */
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/** The query without bidi controls, and with each other control character read as a space. */
export function stripControls(query: string): string {
  return query.replace(BIDI_CONTROLS, '').replace(CONTROLS, ' ');
}

/** A query cut to the search page's limit, and whether it was longer. */
export function cutSearchQuery(query: string): { query: string; cut: boolean } {
  return { query: query.slice(0, SEARCH_PAGE_MAX_QUERY), cut: query.length > SEARCH_PAGE_MAX_QUERY };
}

/** The ?q= of a query string, cleaned of control characters (see stripControls) and cut to the page's limit; '' when there is none. */
export function readSearchQuery(search: string): string {
  return cutSearchQuery(stripControls(new URLSearchParams(search).get('q') ?? '')).query;
}
