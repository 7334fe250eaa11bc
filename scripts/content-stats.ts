/**
 * Words per content page, and the content plan's entries that content/ does not have yet.
 * Usage: npm run content:stats [-- --plan DIR] [--min-doc N] [--min-post N]
 * Exits 1 when a plan entry is missing or a page is under its minimum (index pages showing cards excepted).
 */
import fs from 'fs';
import path from 'path';
import { loadPlan, collectContent, type ContentEntry } from './lib/content-inventory';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : fallback;
};
const root = path.resolve(__dirname, '..');
const planDir = path.resolve(option('--plan', process.env.CONTENT_PLAN_DIR ?? path.join(root, '../shared/content-plan')));
const minDoc = Number(option('--min-doc', '150'));
const minPost = Number(option('--min-post', '400'));

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
