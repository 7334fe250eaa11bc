/**
 * Where a page's Markdown lives. No imports: the Edge Function (netlify/edge-functions/markdown.ts) loads this file
 * under Deno as it is.
 */

/** The `.md` URL path of a page route: `/docs/x/` -> `/docs/x.md`, `/de-DE/docs/` -> `/de-DE/docs.md`. */
export function markdownPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}
