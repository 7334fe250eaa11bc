/**
 * Content negotiation for the pages that have a Markdown version (RFC 9110, section 12.5.1): a client that prefers
 * `text/markdown` to `text/html` in its Accept header gets the page's `.md`. Everything else (no Accept, `*∕*`, a
 * browser's Accept, odd or malformed headers) gets HTML, the server's preference on a tie.
 *
 * The Edge Function (netlify/edge-functions/markdown.ts) imports this file as it is, under Deno: it must stay free of
 * imports.
 */

export type PageType = 'text/html' | 'text/markdown';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** 3 for type/subtype with parameters, 2 for type/subtype, 1 for type/*, 0 for *∕*. */
  specificity: number;
}

/** Accept headers longer than this are not read (they answer HTML). */
export const MAX_ACCEPT_CHARS = 4096;

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

function parseRange(part: string): MediaRange | null {
  const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
  const slash = range.indexOf('/');
  if (slash <= 0) return null;
  const type = range.slice(0, slash).toLowerCase();
  const subtype = range.slice(slash + 1).toLowerCase();
  if (!TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) return null;
  let q = 1;
  let otherParams = false;
  for (const param of params) {
    const eq = param.indexOf('=');
    const name = (eq === -1 ? param : param.slice(0, eq)).trim().toLowerCase();
    if (name === 'q') {
      const value = param.slice(eq + 1).trim();
      // qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )
      if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return null;
      q = Number(value);
      break; // parameters after q are accept-ext
    }
    if (name) otherParams = true;
  }
  const specificity = type === '*' ? 0 : subtype === '*' ? 1 : otherParams ? 3 : 2;
  return { type, subtype, q, specificity };
}

/** The quality the Accept header gives `mediaType`: that of the most specific range that matches it (0 if none). */
function qualityOf(ranges: readonly MediaRange[], mediaType: PageType): number {
  const [type, subtype] = mediaType.split('/');
  let best: MediaRange | null = null;
  for (const range of ranges) {
    const matches = (range.type === '*' || range.type === type) && (range.subtype === '*' || range.subtype === subtype);
    if (matches && (!best || range.specificity > best.specificity)) best = range;
  }
  return best ? best.q : 0;
}

/**
 * Which version of a page to send for this Accept header. Markdown only when the client rates it strictly above
 * HTML; HTML otherwise, also when neither is acceptable (a page is better than a 406 for a browser).
 */
export function preferredPageType(accept: string | null | undefined): PageType {
  if (!accept || accept.length > MAX_ACCEPT_CHARS) return 'text/html';
  const ranges: MediaRange[] = [];
  for (const part of accept.split(',')) {
    if (!part.trim()) continue;
    const range = parseRange(part);
    if (range) ranges.push(range);
  }
  return qualityOf(ranges, 'text/markdown') > qualityOf(ranges, 'text/html') ? 'text/markdown' : 'text/html';
}
