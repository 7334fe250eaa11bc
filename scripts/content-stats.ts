/**
 * Words per content page, and the content plan's entries that content/ does not have yet.
 * Words per content page, the blog's shape (length spread, h2 headings shared by posts), pictures in the body,
 * and the content plan's entries that content/ does not have yet.
 * Usage: npm run content:stats [-- --plan DIR] [--min-doc N] [--min-post N] [--min-docs-with-image N] [--min-posts-with-image N]
 * Exits 1 when a plan entry is missing, a page is under its minimum (index pages showing cards excepted), the blog
 * breaks a threshold of scripts/lib/blog-stats.ts, or too few pages have a described image.
 */
import fs from 'fs';
import path from 'path';
import { loadPlan, collectContent, type ContentEntry } from './lib/content-inventory';
import { blogProblems, blogStats } from './lib/blog-stats';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const root = path.resolve(__dirname, '..');
const planDir = path.resolve(option('--plan', process.env.CONTENT_PLAN_DIR ?? path.join(root, '../shared/content-plan')));
const minDoc = Number(option('--min-doc', '150'));
const minPost = Number(option('--min-post', '200'));
const minDocsWithImage = Number(option('--min-docs-with-image', '40'));
const minPostsWithImage = Number(option('--min-posts-with-image', '60'));

const entries = collectContent(path.join(root, 'content'));
const byKind = (kind: ContentEntry['kind']) => entries.filter((entry) => entry.kind === kind);
const summarize = (list: ContentEntry[]) => {
  const words = list.map((entry) => entry.words).sort((a, b) => a - b);
  const total = words.reduce((sum, n) => sum + n, 0);
  return { count: list.length, total, min: words[0] ?? 0, median: words[Math.floor(words.length / 2)] ?? 0, max: words[words.length - 1] ?? 0 };
};

console.log('Words per page');
for (const entry of [...entries].sort((a, b) => a.route.localeCompare(b.route))) {
  console.log(`${String(entry.words).padStart(6)}  ${entry.route}${entry.showsCards ? '  (cards)' : ''}`);
}
console.log();
for (const kind of ['doc', 'post', 'page'] as const) {
  const s = summarize(byKind(kind));
  console.log(`${kind}s: ${s.count} pages, ${s.total} words, min ${s.min}, median ${s.median}, max ${s.max}`);
}

const problems: string[] = [];
const posts = byKind('post');
const blog = blogStats(posts);
console.log(`\nBlog: ${blog.posts} posts, mean ${Math.round(blog.meanWords)} words, coefficient of variation ${blog.wordsCv.toFixed(2)}`);
console.log('Most shared h2 headings (posts, share):');
for (const { heading, posts: count, share } of blog.h2Shares.slice(0, 15)) {
  console.log(`${String(count).padStart(6)}  ${(share * 100).toFixed(1).padStart(5)}%  ${heading}`);
}
problems.push(...blogProblems(blog));
const docsWithImage = byKind('doc').filter((entry) => entry.images > 0).length;
const postsWithImage = posts.filter((entry) => entry.images > 0).length;
console.log(`\nPictures in the body with alt text: ${docsWithImage} docs, ${postsWithImage} posts`);
if (docsWithImage < minDocsWithImage) problems.push(`only ${docsWithImage} docs have a described image in the body (at least ${minDocsWithImage})`);
if (postsWithImage < minPostsWithImage) problems.push(`only ${postsWithImage} posts have a described image in the body (at least ${minPostsWithImage})`);
for (const entry of entries) {
  const minimum = entry.kind === 'doc' ? minDoc : entry.kind === 'post' ? minPost : 0;
  if (entry.words < minimum && !entry.showsCards) problems.push(`under ${minimum} words: ${entry.route} (${entry.words})`);
}
if (fs.existsSync(planDir)) {
  const plan = loadPlan(planDir);
  const have = new Set(entries.map((entry) => entry.route));
  const missing = [...plan.docs, ...plan.posts].filter((route) => !have.has(route));
  console.log(`\nPlan: ${plan.docs.length} docs, ${plan.posts.length} posts; missing from content/: ${missing.length}`);
  for (const route of missing) problems.push(`planned but missing: ${route}`);
} else {
  console.log(`\nPlan folder ${planDir} not found: skipped the comparison with the plan.`);
}
for (const problem of problems) console.log(`  - ${problem}`);
process.exit(problems.length > 0 ? 1 : 0);
