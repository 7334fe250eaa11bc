/** Statistics that tell a blog of varied articles from one written to a template. */

export interface BlogStats {
  posts: number;
  meanWords: number;
  /** Standard deviation of the word counts divided by their mean. */
  wordsCv: number;
  /** Each h2 text (case and end punctuation ignored) with the number of posts that use it, most used first. */
  h2Shares: Array<{ heading: string; posts: number; share: number }>;
}

export interface BlogThresholds {
  /** The word counts vary at least this much (coefficient of variation). */
  minWordsCv: number;
  /** No h2 text shared by two or more posts appears in a larger share of them than this. */
  maxH2Share: number;
}

export const BLOG_THRESHOLDS: BlogThresholds = { minWordsCv: 0.35, maxH2Share: 0.1 };

export const normalizeHeading = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/[\s.:!?…]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

export function blogStats(posts: Array<{ words: number; h2s: string[] }>): BlogStats {
  const n = posts.length;
  const mean = n === 0 ? 0 : posts.reduce((sum, post) => sum + post.words, 0) / n;
  const variance = n === 0 ? 0 : posts.reduce((sum, post) => sum + (post.words - mean) ** 2, 0) / n;
  const counts = new Map<string, number>();
  for (const post of posts) {
    for (const heading of new Set(post.h2s.map(normalizeHeading))) counts.set(heading, (counts.get(heading) ?? 0) + 1);
  }
  const h2Shares = [...counts.entries()]
    .map(([heading, count]) => ({ heading, posts: count, share: n === 0 ? 0 : count / n }))
    .sort((a, b) => b.posts - a.posts || a.heading.localeCompare(b.heading));
  return { posts: n, meanWords: mean, wordsCv: mean === 0 ? 0 : Math.sqrt(variance) / mean, h2Shares };
}

/** What breaks the thresholds, one line each; empty when they hold. */
export function blogProblems(stats: BlogStats, thresholds: BlogThresholds = BLOG_THRESHOLDS): string[] {
  const problems: string[] = [];
  if (stats.wordsCv < thresholds.minWordsCv) {
    problems.push(`post lengths vary too little: coefficient of variation ${stats.wordsCv.toFixed(2)} < ${thresholds.minWordsCv}`);
  }
  for (const { heading, posts, share } of stats.h2Shares) {
    if (posts > 1 && share > thresholds.maxH2Share) {
      problems.push(`the h2 "${heading}" is in ${posts} posts (${(share * 100).toFixed(1)}% > ${thresholds.maxH2Share * 100}%)`);
    }
  }
  return problems;
}
