/**
 * Markdown by content negotiation: a client that prefers `text/markdown` to `text/html` (an AI agent, `curl -H
 * 'Accept: text/markdown'`) gets a page's Markdown at the page's own URL, the same bytes as its `.md` file. Browsers,
 * HEAD requests, odd Accept headers and routes without a Markdown version (search, tags, the blog's lists) get the
 * HTML page as before: the function steps aside. The HTML pages' Link and Vary headers come from _headers (the build
 * writes them, src/lib/deploy/headers.ts).
 *
 * Deno runs this file: it imports the site's code by file name, from modules that have no imports of their own.
 */
import { preferredPageType } from '../../src/lib/agents/negotiate.ts';
import { markdownPath } from '../../src/lib/markdown/paths.ts';

/** A page route: ends with a slash, and its last segment has no extension. */
const PAGE_ROUTE = /^\/(?:[^/.]+\/)*$/;

export default async (request: Request): Promise<Response | undefined> => {
  if (request.method !== 'GET') return undefined;
  if (preferredPageType(request.headers.get('accept')) !== 'text/markdown') return undefined;
  const url = new URL(request.url);
  if (!PAGE_ROUTE.test(url.pathname) || url.pathname === '/') return undefined;
  const markdownUrl = new URL(markdownPath(url.pathname), url.origin);
  let markdown: Response;
  try {
    markdown = await fetch(markdownUrl, { headers: { accept: 'text/markdown' } });
  } catch {
    return undefined;
  }
  if (markdown.status !== 200 || !(markdown.headers.get('content-type') ?? '').startsWith('text/markdown')) {
    await markdown.body?.cancel();
    return undefined;
  }
  const headers = new Headers({
    'content-type': 'text/markdown; charset=utf-8',
    vary: 'Accept',
    'cache-control': 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
  });
  return new Response(markdown.body, { status: 200, headers });
};

export const config = {
  path: '/*',
  // Files (scripts, styles, data, images, the Markdown itself) never reach the function.
  excludedPath: ['/*.*', '/page-data/*', '/static/*', '/mcp', '/.netlify/*'],
};
