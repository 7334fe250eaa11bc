/** Ordering, grouping and reading-time helpers for blog posts. */

export interface DatedEntry {
  date: string; // YYYY-MM-DD
  route: string;
}

/** Newest first; posts of the same day keep a stable order by route. */
export function sortNewestFirst<T extends DatedEntry>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.route.localeCompare(b.route) : b.date.localeCompare(a.date)));
}

export interface YearGroup<T> {
  year: string;
  posts: T[];
}

/** Groups posts (already sorted newest first) by year, keeping the order. */
export function groupByYear<T extends DatedEntry>(posts: readonly T[]): YearGroup<T>[] {
  const groups: YearGroup<T>[] = [];
  for (const post of posts) {
    const year = post.date.slice(0, 4);
    const last = groups[groups.length - 1];
    if (last && last.year === year) last.posts.push(post);
    else groups.push({ year, posts: [post] });
  }
  return groups;
}

export const WORDS_PER_MINUTE = 200;

/** Counts the words of MDX source, ignoring front matter, code fences, JSX tags and MDX comments. */
export function countWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---\n?/, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']');
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu);
  return words ? words.length : 0;
}

/** Minutes to read, rounded up, at least 1. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;

/**
 * The preview part of a post body: everything before the truncate marker, or null when the post has no
 * marker (the list then shows the description).
 */
export function previewSource(body: string): string | null {
  const match = TRUNCATE_MARKER.exec(body);
  return match ? body.slice(0, match.index).trim() : null;
}
