/**
 * Pure parts of the benchmark (npm run bench): statistics, command-line options, the result shapes, the budgets
 * of issue 9 and the replaced Docusaurus site's figures. Nothing here measures or times anything, so it is
 * unit-tested (__tests__/bench-lib.test.ts).
 */
import yaml from 'js-yaml';
import { relevanceChecks, type RelevanceFigures } from './relevanceLib';

export const SECTIONS = ['build', 'develop', 'cache', 'weight', 'lighthouse', 'search', 'relevance'] as const;
export type Section = (typeof SECTIONS)[number];
/** The parts of the build section, in the order they run. */
export const BUILD_STEPS = ['scaling', 'cold', 'warm', 'growth'] as const;
export type BuildStep = (typeof BUILD_STEPS)[number];

/** 1 kB = 1000 bytes: the budgets are read in the stricter unit. */
export const KB = 1000;
export const GIB = 1024 ** 3;

// ---------------------------------------------------------------------------------------------------------------
// Statistics

/** Median of a list (mean of the two middle values for an even count); NaN for an empty list. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Nearest-rank percentile (p in 0..100) of an unsorted list; NaN for an empty list. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Least-squares line through (x, y) points: slope and intercept. Needs two distinct x values. */
export function linearFit(points: ReadonlyArray<{ x: number; y: number }>): { slope: number; intercept: number } {
  const n = points.length;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
  if (n < 2 || sxx === 0) throw new Error('linearFit needs at least two distinct x values');
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0);
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/** The posts kept at a fraction of the blog: evenly spread over the (sorted) list, always at least one. */
export function pickSubset<T>(items: readonly T[], fraction: number): T[] {
  if (fraction >= 1) return [...items];
  const count = Math.max(1, Math.round(items.length * fraction));
  const picked: T[] = [];
  for (let i = 0; i < count; i++) picked.push(items[Math.floor((i * items.length) / count)]);
  return picked;
}

/**
 * Replaces links to routes that a reduced content copy no longer has (removed blog posts) by the blog's index, so
 * the build's link check still passes: `](/blog/2021/01/02/x/#a)` and `href="/blog/x/"` become `/blog/`.
 */
export function rewriteRemovedLinks(text: string, removedRoutes: readonly string[], replacement = '/blog/'): string {
  if (removedRoutes.length === 0) return text;
  const escaped = [...removedRoutes].sort((a, b) => b.length - a.length).map((route) => route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<=[("'\\s])(?:${escaped.join('|')})(?:#[^)"'\\s]*)?(?=[)"'\\s])`, 'g');
  return text.replace(pattern, replacement);
}

// ---------------------------------------------------------------------------------------------------------------
// Command line

export interface BenchOptions {
  sections: Section[];
  check: boolean;
  /** Measure the existing public/ only: no build, no develop. */
  skipBuild: boolean;
  /** The parts of the build section to run (--build-steps=scaling,cold,warm; all by default). */
  buildSteps: BuildStep[];
  runs: number;
  /** Locales of the cold build: all nine unless --locales=… (GATSBY_BUILD_LOCALES) is given. */
  locales?: string;
  out: string;
}

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { sections: [...SECTIONS], check: false, skipBuild: false, buildSteps: [...BUILD_STEPS], runs: 3, out: 'bench/results.json' };
  for (const arg of argv) {
    const [name, value] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (name === '--check') options.check = true;
    else if (name === '--skip-build') options.skipBuild = true;
    else if (name === '--only' && value) {
      const wanted = value.split(',').map((part) => part.trim()).filter(Boolean);
      for (const section of wanted) {
        if (!(SECTIONS as readonly string[]).includes(section)) throw new Error(`Unknown section "${section}"; sections: ${SECTIONS.join(', ')}`);
      }
      options.sections = SECTIONS.filter((section) => wanted.includes(section));
    } else if (name === '--build-steps' && value) {
      const wanted = value.split(',').map((part) => part.trim()).filter(Boolean);
      for (const step of wanted) {
        if (!(BUILD_STEPS as readonly string[]).includes(step)) throw new Error(`Unknown build step "${step}"; steps: ${BUILD_STEPS.join(', ')}`);
      }
      options.buildSteps = BUILD_STEPS.filter((step) => wanted.includes(step));
    } else if (name === '--runs' && value && /^\d+$/.test(value) && Number(value) >= 1) options.runs = Number(value);
    else if (name === '--locales' && value) options.locales = value;
    else if (name === '--out' && value) options.out = value;
    else throw new Error(`Unknown option "${arg}". Options: --only=${SECTIONS.join(',')} --build-steps=${BUILD_STEPS.join(',')} --skip-build --check --runs=N --locales=de-DE,… --out=FILE`);
  }
  // --skip-build measures the existing public/ only: gatsby develop is a build too.
  if (options.skipBuild) options.sections = options.sections.filter((section) => section !== 'build' && section !== 'develop' && section !== 'cache');
  return options;
}

// ---------------------------------------------------------------------------------------------------------------
// Results

export interface BuildRun {
  wallSeconds: number;
  /** Largest sum of the resident memory of the build's whole process tree, sampled every 250 ms. */
  peakTreeRssBytes: number;
  /** Largest resident memory of any one process of the tree. */
  peakProcessRssBytes: number;
  /** index.html files in public/ afterwards. */
  pages: number;
}

export interface ScalingPoint extends BuildRun {
  fraction: number;
  posts: number;
}

export interface BuildResult {
  locales: string;
  cold?: BuildRun;
  /** Rebuild with the cache after appending a paragraph to one doc. */
  warm?: BuildRun & { file: string };
  /** A build with nothing changed, before the edit (see warmRebuild). */
  warmUnchanged?: BuildRun;
  /** Rebuild after restoring that doc (brings public/ back in line with the sources). */
  warmRestore?: BuildRun;
  scaling?: { locales: string; points: ScalingPoint[]; secondsPer100Posts: number };
  /** Rebuild of the English-only build with the whole blog (the last scaling point) after appending a paragraph to one doc. */
  warmEnglish?: BuildRun & { file: string };
  /** Cold and warm builds of a synthetic site with k× today's docs and posts (bench/build.ts growthBuilds). */
  growth?: { locales: string; points: GrowthPoint[]; secondsPerPage?: number };
}

export interface GrowthPoint extends BuildRun {
  factor: number;
  docs: number;
  posts: number;
  /** Rebuild with the cache after appending a paragraph to one doc of the grown copy. */
  warm?: BuildRun;
}

/**
 * The name of the k-th copy of a content file in a grown site: the same folder, the stem suffixed, so every route
 * stays unique and a translation's path still mirrors its English doc's (2019-04-17-x.mdx -> 2019-04-17-x-copy2.mdx,
 * index.mdx -> index-copy2.mdx).
 */
export function grownName(file: string, copy: number): string {
  const match = /^(.*?)(\.mdx?)$/.exec(file);
  if (!match) throw new Error(`Not a content file: ${file}`);
  return `${match[1]}-copy${copy}${match[2]}`;
}

export interface Chunk {
  url: string;
  /** webpack's name for the chunk (public/webpack.stats.json): app, framework, component---src-templates-doc-tsx… */
  name?: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  type: string;
  route: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** JavaScript the HTML references (<script src>, preloads), gzip. */
  jsInHtmlGzipBytes: number;
  /** Every script the browser requested on first load (until network idle), gzip; prefetches for other pages excluded. */
  jsGzipBytes: number;
  jsRawBytes: number;
  cssGzipBytes: number;
  /** Inline <style> in the HTML (Gatsby inlines the CSS), raw bytes; it is part of the HTML figure. */
  inlineCssBytes: number;
  requests: number;
  /** Requests made for other pages (Gatsby's link prefetching), not counted above. */
  prefetchRequests: number;
  prefetchGzipBytes: number;
  largestChunk: Chunk | null;
  chunks: Chunk[];
  /** Errors the page logged while loading (none expected). */
  consoleErrors: string[];
}

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalBytes: number;
}

export interface LighthousePage extends LighthouseFigures {
  type: string;
  route: string;
  formFactor: 'mobile' | 'desktop';
  runs: number;
  /** Audits scored below 1 in the categories other than performance, in any run. */
  failingAudits: string[];
  /** Lighthouse's CPU benchmark of each run (higher is faster; a loaded machine scores lower and runs slower). */
  benchmarkIndex: number[];
}

export interface SearchFigures {
  locale: string;
  records: number;
  rawBytes: number;
  gzipBytes: number;
  loadParseMsMedian: number;
  queries: number;
  queryP50Ms: number;
  queryP95Ms: number;
}

export interface BenchResults {
  generatedAt: string;
  environment: Record<string, string | number>;
  /** When each section was last measured: a run with --only keeps the other sections of the previous file. */
  measuredAt: Partial<Record<Section, string>>;
  /** The machine's 1-minute load average when each section started and ended: other work skews the timings. */
  load: Partial<Record<Section, [number, number]>>;
  build?: BuildResult;
  develop?: DevelopResult;
  /** Returning visitors after a one-doc deploy (bench/cache.ts). */
  cache?: import('./cache').CacheResult;
  weight?: PageWeight[];
  lighthouse?: LighthousePage[];
  search?: SearchFigures[];
  relevance?: RelevanceFigures;
  /** The search dialog, once its index is loaded: key press to results (bench/searchDialog.ts). */
  searchDialog?: { queries: number; p50Ms: number; p95Ms: number };
}

/** Aggregates Lighthouse runs of one page: the median of every figure on its own. */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    totalBytes: pick('totalBytes'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The replaced Docusaurus 3.7 site, measured on this machine (issue 9)

export const DOCUSAURUS = {
  buildEnglishSeconds: 81,
  buildEnglishPages: 125,
  buildAllSeconds: 11 * 60 + 20,
  buildAllPages: 1125,
  buildAllPeakRssBytes: 1.9 * GIB,
  warmRebuildSeconds: 15.6,
  /** Seconds per page of the full build: 680 s / 1,125 pages. */
  secondsPerPage: (11 * 60 + 20) / 1125,
  doc: { jsInHtmlGzipBytes: 177 * KB, jsGzipBytes: 362 * KB, cssGzipBytes: 18 * KB, htmlGzipBytes: 12 * KB },
  /** Lighthouse: the best end of each range the issue gives, so every ratio is the least flattering one. */
  lighthouseMobile: { performance: 63, accessibility: 93, bestPractices: 96, seo: 100 },
  lighthouseDesktop: { performance: 97 },
} as const;

/** ours / theirs, e.g. 0.25 for a figure four times smaller; null when there is nothing to compare with. */
export function ratio(ours: number | undefined, theirs: number | undefined): number | null {
  if (ours === undefined || theirs === undefined || !Number.isFinite(ours) || !Number.isFinite(theirs) || theirs === 0) return null;
  return ours / theirs;
}

export function formatRatio(value: number | null): string {
  if (value === null) return '';
  return `${value.toFixed(2)}×`;
}

// ---------------------------------------------------------------------------------------------------------------
// Budgets (issue 9; the page weights of issue 18)

export const BUDGETS = {
  /** Doc, post, list and every other page but search: the stack (React DOM, Gatsby's runtime, i18next) and the theme. */
  pageJsGzipBytes: 115 * KB,
  /** The search page adds react-instantsearch. */
  searchPageJsGzipBytes: 180 * KB,
  mobilePerformance: 98,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  /** CLS is "0" as Lighthouse shows it, to three decimals. */
  maxCls: 0.0005,
  /** Issue 18: a one-doc edit rebuilds all nine locales in at most 45 s; the English-only rebuild keeps issue 9's 15 s. */
  warmRebuildSeconds: 45,
  warmEnglishRebuildSeconds: 15,
  fullBuildSeconds: 8 * 60,
  fullBuildPeakRssBytes: 4 * GIB,
  /** The site grown fivefold (bench growth step) builds, with the cache of its previous build, within Netlify's 15 minutes. */
  grownWarmBuildSeconds: 15 * 60,
  searchP95Ms: 5,
  searchIndexGzipBytes: 300 * KB,
  /** Issue 23: in the dialog, from a keystroke to results once the index is loaded. */
  searchDialogP95Ms: 100,
  /** Issue 27: after a one-doc edit, a returning visitor of any other page downloads at most this much JS and CSS again. */
  refetchAfterEditGzipBytes: 3 * KB,
} as const;

export interface BudgetCheck {
  budget: string;
  value: string;
  limit: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Every budget that the given results can be checked against; a section absent from the results is skipped. */
export function checkBudgets(results: Pick<BenchResults, 'build' | 'cache' | 'weight' | 'lighthouse' | 'search' | 'relevance' | 'searchDialog'>): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (budget: string, value: string, limit: string, pass: boolean) => checks.push({ budget, value, limit, pass });

  for (const page of results.weight ?? []) {
    const limit = page.type === 'search' ? BUDGETS.searchPageJsGzipBytes : BUDGETS.pageJsGzipBytes;
    add(`first-load JS, ${page.type} (${page.route})`, kb(page.jsGzipBytes), `≤ ${kb(limit)}`, page.jsGzipBytes <= limit);
  }
  for (const page of results.lighthouse ?? []) {
    const where = `${page.type}, ${page.formFactor}`;
    if (page.formFactor === 'mobile') {
      add(`Lighthouse performance, ${where}`, String(page.performance), `≥ ${BUDGETS.mobilePerformance}`, page.performance >= BUDGETS.mobilePerformance);
      for (const [name, key] of [['accessibility', 'accessibility'], ['best practices', 'bestPractices'], ['SEO', 'seo']] as const) {
        add(`Lighthouse ${name}, ${where}`, String(page[key]), `= ${BUDGETS.otherCategories}`, page[key] >= BUDGETS.otherCategories);
      }
    }
    add(`CLS, ${where}`, page.cls.toFixed(3), '= 0', page.cls < BUDGETS.maxCls);
  }
  const build = results.build;
  if (build?.warm) add(`warm rebuild after one doc edit (${build.locales})`, `${build.warm.wallSeconds.toFixed(1)} s`, `≤ ${BUDGETS.warmRebuildSeconds} s`, build.warm.wallSeconds <= BUDGETS.warmRebuildSeconds);
  if (build?.warmEnglish) add('warm rebuild after one doc edit (English only)', `${build.warmEnglish.wallSeconds.toFixed(1)} s`, `≤ ${BUDGETS.warmEnglishRebuildSeconds} s`, build.warmEnglish.wallSeconds <= BUDGETS.warmEnglishRebuildSeconds);
  if (build?.cold) {
    add(`cold build (${build.locales})`, `${build.cold.wallSeconds.toFixed(0)} s`, `< ${BUDGETS.fullBuildSeconds} s`, build.cold.wallSeconds < BUDGETS.fullBuildSeconds);
    add(`cold build peak RSS (${build.locales})`, `${(build.cold.peakTreeRssBytes / GIB).toFixed(2)} GiB`, `< ${BUDGETS.fullBuildPeakRssBytes / GIB} GiB`, build.cold.peakTreeRssBytes < BUDGETS.fullBuildPeakRssBytes);
  }
  for (const point of build?.growth?.points ?? []) {
    if (point.factor !== 5 || !point.warm) continue;
    add(`warm build of the site grown ${point.factor}× (${build?.growth?.locales}, ${point.pages} pages)`, `${point.warm.wallSeconds.toFixed(0)} s`, `≤ ${BUDGETS.grownWarmBuildSeconds} s`, point.warm.wallSeconds <= BUDGETS.grownWarmBuildSeconds);
  }
  for (const locale of results.search ?? []) {
    add(`search p95, ${locale.locale}`, `${locale.queryP95Ms.toFixed(2)} ms`, `< ${BUDGETS.searchP95Ms} ms`, locale.queryP95Ms < BUDGETS.searchP95Ms);
    add(`search index gzip, ${locale.locale}`, kb(locale.gzipBytes), `≤ ${kb(BUDGETS.searchIndexGzipBytes)}`, locale.gzipBytes <= BUDGETS.searchIndexGzipBytes);
  }
  if (results.relevance) {
    for (const [budget, value, limit, pass] of relevanceChecks(results.relevance)) add(budget, value, limit, pass);
    const p95 = results.relevance.queryP95Ms;
    add('search p95 over the relevance queries', `${p95.toFixed(2)} ms`, `< ${BUDGETS.searchP95Ms} ms`, p95 < BUDGETS.searchP95Ms);
  }
  for (const page of results.cache?.pages ?? []) {
    add(`JS and CSS downloaded again after a one-doc deploy, ${page.route}`, kb(page.refetchedGzipBytes), `≤ ${kb(BUDGETS.refetchAfterEditGzipBytes)}`, page.refetchedGzipBytes <= BUDGETS.refetchAfterEditGzipBytes);
  }
  if (results.searchDialog) {
    const p95 = results.searchDialog.p95Ms;
    add('search dialog, key press to results p95', `${p95.toFixed(0)} ms`, `≤ ${BUDGETS.searchDialogP95Ms} ms`, p95 <= BUDGETS.searchDialogP95Ms);
  }
  return checks;
}

// ---------------------------------------------------------------------------------------------------------------
// Page weight

/** Scripts and styles the HTML itself names: <script src> and <link rel=preload|modulepreload|stylesheet href>. */
export function referencedAssets(html: string): { scripts: string[]; inlineCss: string[] } {
  const scripts = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href && (/\bas="script"/.test(tag) || /rel="modulepreload"/.test(tag))) scripts.add(href);
  }
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  return { scripts: [...scripts], inlineCss };
}

/**
 * File -> chunk name, from webpack's chunk groups (public/webpack.stats.json: { "app": ["app-1a2b.js"], … }). A file
 * in several groups (a shared chunk) takes the name of the smallest group that holds it.
 */
export function chunkNames(assetsByChunkName: Record<string, string[]>): Map<string, string> {
  const best = new Map<string, { name: string; size: number }>();
  for (const [name, files] of Object.entries(assetsByChunkName)) {
    for (const file of files) {
      const url = file.startsWith('/') ? file : `/${file}`;
      const current = best.get(url);
      if (!current || files.length < current.size) best.set(url, { name, size: files.length });
    }
  }
  return new Map([...best].map(([url, { name }]) => [url, name]));
}

/**
 * A short label for a chunk: a named file keeps its name (framework-1a2b.js); a file named by chunk id
 * (257-1a2b.js, see gatsby-node's onCreateWebpackConfig) is labelled with its chunk group, e.g. "257 doc: docs-x-mdx".
 */
export function chunkLabel(chunk: Pick<Chunk, 'url' | 'name'>): string {
  const file = chunk.url.replace(/^.*\//, '');
  const id = /^(\d+)-/.exec(file)?.[1];
  if (!id || !chunk.name) return file;
  return `${id} ${chunk.name.replace(/^component---src-(?:templates|pages)-/, '').replace(/-tsx-content-file-path-content-/, ': ').replace(/-tsx$/, '')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Tables

/** A GitHub-flavoured Markdown table (it reads well in a terminal too). */
export function markdownTable(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((cell, i) => (cell ?? '').padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The author's loop: gatsby develop (bench/develop.ts)

export interface DevelopStart {
  /** From spawning `gatsby develop` until the doc page answers HTTP 200 with Gatsby's app in its HTML. */
  firstAnswerSeconds: number;
  /** From spawning it until Chromium shows that page's heading. */
  firstScreenSeconds: number;
}

export const DEVELOP_EDITS = ['doc body', 'post body', 'doc title'] as const;
export type DevelopEdit = (typeof DEVELOP_EDITS)[number];

export interface EditLatency {
  edit: DevelopEdit;
  file: string;
  route: string;
  /** Milliseconds from writing the file until the new text is on screen (an edit that never showed counts as the wait's limit). */
  samplesMs: number[];
  medianMs: number;
  /** Edits whose text was still not on screen when the wait ended. */
  timeouts: number;
  /** Edits after which the page had been reloaded in full rather than updated in place. */
  fullReloads: number;
}

export interface DevelopResult {
  /** The locales develop built (its default unless --locales was given). */
  locales: string;
  /** After removing .cache, public/ and the covers cache. */
  cold?: DevelopStart;
  /** Restarted on the cold run's cache. */
  warm?: DevelopStart;
  /** Measured in the warm session. */
  edits?: EditLatency[];
}

export const DEVELOP_BUDGETS = {
  editToScreenMs: 2000,
  coldFirstAnswerSeconds: 45,
  warmFirstAnswerSeconds: 20,
} as const;

/** The budgets of the author's loop; none when develop was not measured. */
export function checkDevelopBudgets(develop: DevelopResult | undefined): BudgetCheck[] {
  if (!develop) return [];
  const checks: BudgetCheck[] = [];
  const add = (budget: string, value: string, limit: string, pass: boolean) => checks.push({ budget, value, limit, pass });
  const start = (name: 'cold' | 'warm', limit: number) => {
    const run = develop[name];
    if (run) add(`develop, ${name} start: first page answers (${develop.locales})`, `${run.firstAnswerSeconds.toFixed(1)} s`, `≤ ${limit} s`, run.firstAnswerSeconds <= limit);
  };
  start('cold', DEVELOP_BUDGETS.coldFirstAnswerSeconds);
  start('warm', DEVELOP_BUDGETS.warmFirstAnswerSeconds);
  for (const edit of develop.edits ?? []) {
    const notes = [edit.timeouts > 0 ? `${edit.timeouts} never shown` : '', edit.fullReloads > 0 ? `${edit.fullReloads} full reload(s)` : ''].filter(Boolean).join(', ');
    add(
      `develop: edit-to-screen, ${edit.edit} (median of ${edit.samplesMs.length}, no full reload)`,
      `${Math.round(edit.medianMs)} ms${notes ? ` (${notes})` : ''}`,
      `≤ ${DEVELOP_BUDGETS.editToScreenMs} ms`,
      edit.medianMs <= DEVELOP_BUDGETS.editToScreenMs && edit.timeouts === 0 && edit.fullReloads === 0,
    );
  }
  return checks;
}

/**
 * A doc or post with `suffix` appended to its front matter title (written back as a quoted YAML string); throws when
 * the file has no front matter title.
 */
export function withTitleSuffix(source: string, suffix: string): string {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  const line = frontMatter ? /^title:[ \t]*(.*)$/m.exec(frontMatter[1]) : null;
  if (!frontMatter || !line) throw new Error('The file has no front matter title to edit');
  const title = yaml.load(line[1]);
  if (typeof title !== 'string') throw new Error(`The front matter title is not a string: ${line[1]}`);
  const start = frontMatter.index + frontMatter[0].indexOf(frontMatter[1]) + line.index;
  return `${source.slice(0, start)}title: ${JSON.stringify(title + suffix)}${source.slice(start + line[0].length)}`;
}
