/**
 * "Answers first": the text of the section a question's first hit points at, read from the page's Markdown file
 * (the `.md` every page publishes beside its HTML), and its best sentence put into the hit. Kept out of the index so
 * the index stays small: only the first hit of a question costs one small download, cached per page.
 */
import { markdownPath } from '../markdown/convert';
import type { LocalSearchEngine } from './localIndex';
import type { SearchRequest, SearchResult } from './types';

/** Markdown to plain text: code, images, HTML and link targets out; emphasis and list markers off. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^:::.*$/gm, '')
    .replace(/^\|.*\|\s*$/gm, (row) => row.replace(/\|/g, ' ').replace(/-{3,}/g, ' '))
    .replace(/[*_]{1,3}([^*_\n]+)[*_]{1,3}/g, '$1');
}

const comparable = (text: string) => plainText(text).replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The text under the heading `heading` (## or ###) of a Markdown file, up to the next heading of the same or a
 * higher level; null when the file has no such heading.
 */
export function sectionOfMarkdown(markdown: string, heading: string): string | null {
  const lines = markdown.split('\n');
  const wanted = comparable(heading);
  let level = 0;
  let start = -1;
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*```/.test(lines[i])) fenced = !fenced;
    if (fenced) continue;
    const match = /^(#{2,6})\s+(.*?)\s*#*\s*$/.exec(lines[i]);
    if (!match) continue;
    if (start >= 0 && match[1].length <= level) return plainText(lines.slice(start, i).join('\n'));
    if (start < 0 && comparable(match[2]) === wanted) {
      level = match[1].length;
      start = i + 1;
    }
  }
  return start >= 0 ? plainText(lines.slice(start).join('\n')) : null;
}

/**
 * Puts the best sentence of the answering section into the first hit (`_answer.text`), from the page's Markdown;
 * drops `_answer` when the file or the section or a matching sentence cannot be had: the hit stays a plain hit.
 */
export async function fillAnswer(
  engine: LocalSearchEngine,
  result: SearchResult,
  request: SearchRequest,
  loadMarkdown: (path: string) => Promise<string | null>,
): Promise<SearchResult> {
  const hit = result.hits[0];
  if (!hit?._answer) return result;
  const answer = hit._answer;
  let text: string | null = null;
  try {
    const markdown = await loadMarkdown(markdownPath(hit.url_without_anchor));
    const section = markdown === null ? null : sectionOfMarkdown(markdown, answer.heading);
    text = section === null ? null : engine.bestSentence(section, result.query, request.highlightPreTag ?? '<em>', request.highlightPostTag ?? '</em>');
  } catch {
    text = null;
  }
  if (text) answer.text = text;
  else delete hit._answer;
  return result;
}

/** A loader of published Markdown files by URL path, caching each file (and each miss) for the session. */
export function cachedMarkdownLoader(fetchText: (path: string) => Promise<string | null>): (path: string) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  return (path) => {
    let pending = cache.get(path);
    if (!pending) {
      pending = fetchText(path).catch(() => null);
      cache.set(path, pending);
      if (cache.size > 50) cache.delete(cache.keys().next().value as string);
    }
    return pending;
  };
}

/** The browser's loader: the site's own `.md` files. */
export const fetchMarkdown = cachedMarkdownLoader(async (path) => {
  const response = await fetch(path);
  return response.ok ? response.text() : null;
});
