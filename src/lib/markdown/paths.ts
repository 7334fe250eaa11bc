/**
 * Where a page's Markdown lives. No imports: the Edge Function (netlify/edge-functions/markdown.ts) loads this file
 * under Deno as it is.
 */

/** The `.md` URL path of a page route: `/docs/x/` -> `/docs/x.md`, `/de-DE/docs/` -> `/de-DE/docs.md`. */
export function markdownPath(route: string): string {
  const trimmed = route.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}

const POINTER_START = '> For AI agents: ';

/** The first line of every page's `.md`: where the index of the locale's pages is. */
export function llmsPointer(llmsUrl: string): string {
  return `${POINTER_START}the index of these docs, every page as Markdown, is ${llmsUrl}`;
}

/** A page's Markdown without its first line when that line is the pointer (llms-full.txt is the index's own file). */
export function withoutPointer(markdown: string): string {
  return markdown.startsWith(POINTER_START) ? markdown.slice(markdown.indexOf('\n') + 1).replace(/^\n+/, '') : markdown;
}
