/**
 * Path helpers shared by gatsby-node, the browser and the tests. Pure: no DOM, no Gatsby.
 */

/** Thrown when a path holds a percent sign that does not start a valid escape. */
export class InvalidPathEncodingError extends Error {
  constructor(readonly path: string, options?: { cause?: unknown }) {
    super(`The path "${path}" has invalid percent-encoding and cannot be decoded.`, options);
    this.name = 'InvalidPathEncodingError';
  }
}

/**
 * Ensures exactly one trailing slash on a route path (query and hash are kept).
 * @example withTrailingSlash('/docs/api') === '/docs/api/'
 */
export function withTrailingSlash(path: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const [pathname, rest] = match ? [match[1], match[2]] : [path, ''];
  return `${pathname.replace(/\/+$/, '')}/${rest}`;
}

/**
 * Maps the `.html` forms of a route to the route itself, or returns null when the path has none.
 * @example stripHtmlSuffix('/docs/api/index.html') === '/docs/api/'
 * @example stripHtmlSuffix('/help.html') === '/help/'
 */
export function stripHtmlSuffix(path: string): string | null {
  const match = /^([^?#]*?)(\/index\.html|\.html)([?#].*)?$/.exec(path);
  if (!match) return null;
  const base = match[1] === '' ? '/' : withTrailingSlash(match[1]);
  return `${base}${match[3] ?? ''}`;
}

/** Decodes a percent-encoded path, raising {@link InvalidPathEncodingError} when it cannot. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch (error) {
    throw new InvalidPathEncodingError(path, { cause: error });
  }
}

/** Joins route segments into one absolute path with a trailing slash. */
export function joinRoute(...segments: Array<string | number>): string {
  const parts = segments
    .map((segment) => String(segment).replace(/^\/+|\/+$/g, ''))
    .filter((segment) => segment.length > 0);
  return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
}

/**
 * The first page of a tag's post list (a small helper here rather than in routes.ts, which the browser does not load).
 * @example tagRoute('klipper') === '/blog/tags/klipper/'
 */
export function tagRoute(slug: string): string {
  return joinRoute('blog', 'tags', slug);
}

/**
 * Prefixes a route with its locale's path segment; the default locale has none.
 * @example localizedPath('/docs/', 'de-DE', 'en') === '/de-DE/docs/'
 */
export function localizedPath(path: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/**
 * Turns a free-form label into a URL segment: lowercase, ASCII letters and digits joined by hyphens.
 * Accents are folded (é -> e); anything else becomes a separator.
 * @example slugify('Set up Obico: Klipper & Moonraker!') === 'set-up-obico-klipper-moonraker'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
