/**
 * A locale's not-found page served at a path that has no page (Netlify's _redirects send /de-DE/anything to
 * /de-DE/404.html with status 404). Gatsby's client then replaces the address with the not-found page's own path
 * (it only leaves the English /404.html alone); the site puts back the address the visitor asked for.
 */
const LOCALIZED_NOT_FOUND = /^\/[a-z]{2}-[A-Z]{2}\/404(?:\/|\.html)?$/;

/** The address to keep, when the page is a locale's not-found page shown at another path; else null. */
export function notFoundAddressToKeep(pagePath: string | undefined, location: { pathname: string; search: string; hash: string }): string | null {
  if (!pagePath || !LOCALIZED_NOT_FOUND.test(pagePath)) return null;
  if (LOCALIZED_NOT_FOUND.test(location.pathname)) return null;
  return `${location.pathname}${location.search}${location.hash}`;
}
