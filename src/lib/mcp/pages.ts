/**
 * `get_page` of the MCP server (netlify/functions/mcp.mts): what an agent names (a route, a `.md` path or a URL of
 * the site) to the published `.md` file next to the page, read from the published site directory and from nowhere
 * else. Pure but for the read: the directory and the site's origin are passed in.
 *
 * Everything that could leave the directory is refused before a path is built: another host, `.` and `..` segments
 * (raw or percent-encoded), a percent sign left after one decoding (double encoding), backslashes, control
 * characters and NUL. The resolved file must still be inside the directory once symbolic links are followed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { markdownPath } from '../markdown/paths';

/** Most of a page's Markdown returned; a longer file is cut there, with a note saying so. */
export const MAX_PAGE_BYTES = 200 * 1024;
/** Longest route or URL read: a real one is under 200 characters. */
export const MAX_PAGE_INPUT_CHARS = 2048;

/** Why a page cannot be given: the agent sees the message as the tool's error. */
export class PageRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageRequestError';
  }
}

const refuse = (message: string): never => {
  throw new PageRequestError(message);
};

/** A URL scheme (`https:`, `file:`, `javascript:`…) or a protocol-relative `//host`. */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i;
/** Characters a published route is made of (letters of any script, digits, `-_.~` and slashes). */
const ROUTE_CHARS = /^[\p{L}\p{M}\p{N}\-_.~/]*$/u;

/**
 * The site path of the `.md` file a route or URL stands for, or a PageRequestError saying why there is none.
 * Query strings and fragments are ignored; the site's own absolute URLs are read as their path.
 * @example toMarkdownFile('/docs/x/', 'https://www.obico.io') === '/docs/x.md'
 * @example toMarkdownFile('https://www.obico.io/fr-FR/docs/x/#step-1', 'https://www.obico.io') === '/fr-FR/docs/x.md'
 */
export function toMarkdownFile(input: string, siteOrigin: string): string {
  if (typeof input !== 'string') refuse('Give the page as a string: a route such as /docs/user-guides/klipper-setup/ or its URL.');
  if (input.includes('\u0000')) refuse('The page path holds a NUL character.');
  const given = input.trim();
  if (!given) refuse('Give the page as a route such as /docs/user-guides/klipper-setup/ or its URL.');
  if (given.length > MAX_PAGE_INPUT_CHARS) refuse(`The page path is longer than ${MAX_PAGE_INPUT_CHARS} characters.`);

  let encoded: string;
  if (ABSOLUTE.test(given)) {
    let url: URL;
    try {
      url = new URL(given);
    } catch {
      return refuse(`"${given.slice(0, 100)}" is not a URL of ${siteOrigin}.`);
    }
    if (url.origin !== new URL(siteOrigin).origin || url.username || url.password) refuse(`Only pages of ${siteOrigin} can be read; "${url.origin}" is another site.`);
    // The path as written, not url.pathname: the URL parser resolves "/a/../b" and "/a/%2e%2e/b" and would hide them.
    encoded = given.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/s, '') || '/';
  } else {
    encoded = given.replace(/[?#].*$/s, '');
    if (!encoded.startsWith('/')) encoded = `/${encoded}`;
  }

  checkSegments(encoded);
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return refuse('The page path has invalid percent-encoding.');
  }
  if (decoded.includes('%')) refuse('The page path is percent-encoded twice.');
  if (decoded.includes('\u0000')) refuse('The page path holds a NUL character.');
  checkSegments(decoded);
  if (!ROUTE_CHARS.test(decoded)) refuse('The page path holds characters no page route has.');
  return decoded.endsWith('.md') ? decoded : markdownPath(decoded);
}

/** Refuses `.` and `..` segments, backslashes and control characters. */
function checkSegments(pathText: string): void {
  if (/[\\\u0000-\u001f\u007f]/.test(pathText)) refuse('The page path holds a backslash or a control character.');
  if (pathText.split('/').some((segment) => segment === '.' || segment === '..')) refuse('The page path leaves the site (it holds a "." or ".." segment).');
}

export interface PublishedPage {
  /** The `.md` file's site path: /docs/x.md. */
  file: string;
  markdown: string;
  /** Whether the file was longer than MAX_PAGE_BYTES and was cut. */
  truncated: boolean;
  bytes: number;
}

/** The absolute path of a site file inside `publicDir`, or a PageRequestError when it would fall outside it. */
export function resolveInside(publicDir: string, sitePath: string): string {
  const root = path.resolve(publicDir);
  const target = path.resolve(root, `.${sitePath}`);
  if (target !== root && !target.startsWith(root + path.sep)) refuse('The page path leaves the site.');
  return target;
}

/**
 * The Markdown of a published page, read from `publicDir` (at most `maxBytes`, cut on a line break with a note).
 * Throws PageRequestError when the page is refused or does not exist.
 */
export function readPublishedPage(publicDir: string, input: string, siteOrigin: string, maxBytes = MAX_PAGE_BYTES): PublishedPage {
  const file = toMarkdownFile(input, siteOrigin);
  const target = resolveInside(publicDir, file);
  let real: string;
  try {
    real = fs.realpathSync(target);
  } catch {
    return refuse(`There is no page at ${file.replace(/\.md$/, '/')} (no ${file}). Use search_docs or list_sections to find pages.`);
  }
  // A symbolic link inside the directory must not lead out of it.
  const root = fs.realpathSync(path.resolve(publicDir));
  if (!real.startsWith(root + path.sep)) refuse('The page path leaves the site.');
  const stat = fs.statSync(real);
  if (!stat.isFile()) refuse(`${file} is not a page.`);
  const fd = fs.openSync(real, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes));
    const read = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const bytes = buffer.subarray(0, read);
    if (stat.size <= maxBytes) return { file, markdown: bytes.toString('utf8'), truncated: false, bytes: stat.size };
    return { file, markdown: cutMarkdown(bytes, stat.size), truncated: true, bytes: stat.size };
  } finally {
    fs.closeSync(fd);
  }
}

/** The first bytes of a long file as text, cut at the last line break, and a note saying where the rest is. */
function cutMarkdown(bytes: Buffer, size: number): string {
  // Decoding drops a character cut in half; the last line break keeps the Markdown's blocks whole.
  const text = bytes.toString('utf8').replace(/\uFFFD$/, '');
  const lastBreak = text.lastIndexOf('\n');
  const kept = lastBreak > 0 ? text.slice(0, lastBreak + 1) : text;
  return `${kept}\n[… cut: the page has ${size} bytes; the first ${Buffer.byteLength(kept)} are shown.]\n`;
}
