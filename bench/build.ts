/**
 * Build benchmarks: the cold production build (gatsby clean, then gatsby build), a warm rebuild after editing one
 * doc, and how the build time grows with the blog (English only, the blog at 25 %, 50 % and 100 % of its posts in
 * a temporary copy of content/ under bench/tmp/ that CONTENT_DIR points to). Every change is undone afterwards,
 * also on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { classifyContentFile } from '../src/lib/content/classify';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import { BUILD_STEPS, grownName, linearFit, pickSubset, rewriteRemovedLinks, type BuildResult, type BuildRun, type BuildStep, type GrowthPoint, type ScalingPoint } from './lib';

export const ROOT = path.resolve(__dirname, '..');
const GATSBY = path.join(ROOT, 'node_modules/.bin/gatsby');
/** Our own cache of rendered blog covers (src/node/covers.ts); gatsby clean leaves it, a cold build must not. */
const COVERS_CACHE = path.join(ROOT, 'node_modules/.cache/obico-covers');
export const LOG_DIR = path.join(ROOT, 'bench/tmp');
export const EDITED_DOC = 'content/docs/user-guides/klipper-setup.mdx';
const PAGE_SIZE = 4096;

// ---------------------------------------------------------------------------------------------------------------
// Undo on exit: restores edited files and removes temporary folders even when the run is interrupted.

const undoers = new Map<string, () => void>();
let handlersInstalled = false;
export function onExitUndo(key: string, undo: () => void): void {
  undoers.set(key, undo);
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      runUndoers();
      process.exit(130);
    });
  }
  process.once('exit', runUndoers);
}
function runUndoers(): void {
  // Last in, first out: a server started in a temporary folder stops before the folder goes.
  for (const [key, undo] of [...undoers].reverse()) {
    undoers.delete(key);
    try {
      undo();
    } catch (error) {
      console.error(`bench: could not undo ${key}: ${(error as Error).message}`);
    }
  }
}
export function done(key: string): void {
  const undo = undoers.get(key);
  undoers.delete(key);
  undo?.();
}

// ---------------------------------------------------------------------------------------------------------------
// Process-tree memory

/** Resident bytes of every process in the tree under rootPid (read from /proc). */
function treeRss(rootPid: number): { total: number; largest: number } {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      /* the process ended meanwhile */
    }
  }
  let total = 0;
  let largest = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop() as number;
    try {
      const rss = Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_SIZE;
      total += rss;
      largest = Math.max(largest, rss);
    } catch {
      /* ended */
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return { total, largest };
}

export interface TrackedRun {
  code: number | null;
  wallSeconds: number;
  peakTreeRssBytes: number;
  peakProcessRssBytes: number;
  log: string;
}

/** Runs a command, sampling the memory of its process tree every 250 ms; its output goes to bench/tmp/<name>.log. */
export async function runTracked(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<TrackedRun> {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const started = process.hrtime.bigint();
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  let peakTree = 0;
  let peakProcess = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const { total, largest } = treeRss(child.pid);
    peakTree = Math.max(peakTree, total);
    peakProcess = Math.max(peakProcess, largest);
  };
  const timer = setInterval(sample, 250);
  onExitUndo(`process ${name}`, () => child.kill('SIGTERM'));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(timer);
  undoers.delete(`process ${name}`);
  fs.closeSync(out);
  return { code, wallSeconds, peakTreeRssBytes: peakTree, peakProcessRssBytes: peakProcess, log };
}

function tail(file: string, lines = 40): string {
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/** The number of pages in public/: its index.html files. */
export function countPages(dir: string): number {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') count += 1;
  }
  return count;
}

export function buildEnv(extra: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // The heap that `npm run build` gives Gatsby (package.json): the nine-locale build's post-build pass needs more than
  // Node's default.
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: process.env.NODE_OPTIONS ?? '--max-old-space-size=6144' };
  delete env.GATSBY_BUILD_LOCALES;
  delete env.CONTENT_DIR;
  for (const [key, value] of Object.entries(extra)) if (value !== undefined) env[key] = value;
  return env;
}

async function clean(env: NodeJS.ProcessEnv): Promise<void> {
  const run = await runTracked('gatsby-clean', GATSBY, ['clean'], env);
  if (run.code !== 0) throw new Error(`gatsby clean failed:\n${tail(run.log)}`);
  fs.rmSync(COVERS_CACHE, { recursive: true, force: true });
}

export async function build(name: string, env: NodeJS.ProcessEnv): Promise<BuildRun> {
  console.log(`bench: ${name} …`);
  const run = await runTracked(name, GATSBY, ['build'], env);
  if (run.code !== 0) throw new Error(`${name}: gatsby build exited with ${run.code}; log ${run.log}:\n${tail(run.log)}`);
  const result = {
    wallSeconds: run.wallSeconds,
    peakTreeRssBytes: run.peakTreeRssBytes,
    peakProcessRssBytes: run.peakProcessRssBytes,
    pages: countPages(path.join(ROOT, 'public')),
  };
  console.log(`bench: ${name}: ${result.wallSeconds.toFixed(1)} s, ${result.pages} pages, peak RSS ${(result.peakTreeRssBytes / 2 ** 20).toFixed(0)} MiB`);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Sections

/** gatsby clean (and our covers cache), then a timed gatsby build. */
export async function coldBuild(locales?: string): Promise<BuildRun> {
  const env = buildEnv({ GATSBY_BUILD_LOCALES: locales });
  await clean(env);
  return build('build-cold', env);
}

/**
 * Rebuilds the unchanged site first, so that the timed build follows one made the same way, as a deploy follows the
 * previous deploy: the webpack cache of Gatsby's HTML renderer depends on the names of the environment variables, so
 * after a build started otherwise (`npm run build` instead of the bench) the renderer is compiled anew, some 12 s more.
 * Then appends a paragraph to one doc, rebuilds with the cache (timed), restores the doc and rebuilds again.
 */
export async function warmRebuild(locales?: string): Promise<{ warmUnchanged: BuildRun; warm: BuildRun & { file: string }; warmRestore: BuildRun }> {
  const env = buildEnv({ GATSBY_BUILD_LOCALES: locales });
  const warmUnchanged = await build('build-warm-unchanged', env);
  const file = path.join(ROOT, EDITED_DOC);
  const original = fs.readFileSync(file);
  const { atime, mtime } = fs.statSync(file);
  const restore = () => {
    fs.writeFileSync(file, original);
    fs.utimesSync(file, atime, mtime);
  };
  onExitUndo(EDITED_DOC, restore);
  let warm: BuildRun;
  try {
    fs.appendFileSync(file, `\nThis paragraph was added by the benchmark's warm rebuild at ${new Date().toISOString()}.\n`);
    warm = await build('build-warm', env);
  } finally {
    done(EDITED_DOC);
  }
  const warmRestore = await build('build-warm-restore', env);
  return { warmUnchanged, warm: { ...warm, file: EDITED_DOC }, warmRestore };
}

/** A copy of content/ whose blog keeps a fraction of the posts; links to the removed posts point to /blog/. */
export function makeContentSubset(target: string, fraction: number): number {
  const source = path.join(ROOT, 'content');
  fs.cpSync(source, target, { recursive: true });
  const blogDir = path.join(target, 'blog');
  const posts = fs
    .readdirSync(blogDir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/index.mdx` : entry.name))
    .filter((name) => /\.mdx?$/.test(name) && fs.existsSync(path.join(blogDir, name)))
    .sort();
  const kept = new Set(pickSubset(posts, fraction));
  const removed = posts.filter((post) => !kept.has(post));
  for (const post of removed) fs.rmSync(path.join(blogDir, post.replace(/\/index\.mdx?$/, '')), { recursive: true, force: true });
  const removedRoutes = removed.map((post) => classifyContentFile(`blog/${post}`, { defaultLocale: DEFAULT_LOCALE, locales: LOCALES })!.route);
  const rewrite = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) rewrite(full);
      else if (/\.(mdx?|ya?ml)$/.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8');
        const rewritten = rewriteRemovedLinks(text, removedRoutes);
        if (rewritten !== text) fs.writeFileSync(full, rewritten);
      }
    }
  };
  rewrite(target);
  return kept.size;
}

/**
 * Cold English builds with the blog at each fraction of its posts, and the slope of build time against posts;
 * after the last one (the whole blog), a warm rebuild after appending a paragraph to one doc of that copy.
 */
export async function scalingBuilds(fractions: readonly number[] = [0.25, 0.5, 1]): Promise<Pick<BuildResult, 'scaling' | 'warmEnglish'>> {
  const points: ScalingPoint[] = [];
  let warmEnglish: BuildResult['warmEnglish'];
  // Inside the project: the MDX files import @mdx-js/react, which resolves from node_modules above them.
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const temp = fs.mkdtempSync(path.join(LOG_DIR, 'content-'));
  onExitUndo('scaling content copies', () => fs.rmSync(temp, { recursive: true, force: true }));
  try {
    for (const fraction of fractions) {
      const contentDir = path.join(temp, `content-${Math.round(fraction * 100)}`);
      const posts = makeContentSubset(contentDir, fraction);
      const env = buildEnv({ GATSBY_BUILD_LOCALES: 'en', CONTENT_DIR: contentDir });
      await clean(env);
      const run = await build(`build-scaling-${Math.round(fraction * 100)}`, env);
      points.push({ ...run, fraction, posts });
      if (fraction === 1) {
        const doc = path.join(contentDir, path.relative('content', EDITED_DOC));
        fs.appendFileSync(doc, `\nThis paragraph was added by the benchmark's warm rebuild at ${new Date().toISOString()}.\n`);
        warmEnglish = { ...(await build('build-warm-en', env)), file: EDITED_DOC };
      }
    }
  } finally {
    done('scaling content copies');
  }
  const { slope } = linearFit(points.map((point) => ({ x: point.posts, y: point.wallSeconds })));
  return { scaling: { locales: 'en', points, secondsPer100Posts: slope * 100 }, warmEnglish };
}

/** Every .md/.mdx file under dir, relative to it. */
function contentFiles(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return contentFiles(path.join(dir, entry.name), relative);
    return /\.mdx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * A copy of content/ with `factor` times its docs, posts and translated docs: each file gets factor - 1 siblings
 * with new slugs (grownName). The copies are left out of the sidebars, as an author's unlisted pages would be; they
 * render, get their feeds, search records, Markdown twins and link checks like any page.
 */
export function makeGrownContent(target: string, factor: number): { docs: number; posts: number } {
  fs.cpSync(path.join(ROOT, 'content'), target, { recursive: true });
  const i18nDir = path.join(target, 'i18n');
  const trees = [path.join(target, 'docs'), path.join(target, 'blog'), ...(fs.existsSync(i18nDir) ? fs.readdirSync(i18nDir).map((locale) => path.join(i18nDir, locale, 'docs')) : [])];
  for (const tree of trees) {
    for (const file of contentFiles(tree)) {
      const text = fs.readFileSync(path.join(tree, file));
      for (let copy = 2; copy <= factor; copy++) fs.writeFileSync(path.join(tree, grownName(file, copy)), text);
    }
  }
  return { docs: contentFiles(path.join(target, 'docs')).length, posts: contentFiles(path.join(target, 'blog')).length };
}

/**
 * Room to grow: for each factor, a cold build of a copy of content/ with factor× the docs and posts (all nine
 * locales unless --locales narrows them), then a warm rebuild after appending a paragraph to one doc of the copy;
 * and the slope of cold build time against pages.
 */
export async function growthBuilds(factors: readonly number[], locales?: string): Promise<NonNullable<BuildResult['growth']>> {
  const points: GrowthPoint[] = [];
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const temp = fs.mkdtempSync(path.join(LOG_DIR, 'grown-'));
  onExitUndo('grown content copies', () => fs.rmSync(temp, { recursive: true, force: true }));
  try {
    for (const factor of factors) {
      const contentDir = path.join(temp, `content-x${factor}`);
      const counts = makeGrownContent(contentDir, factor);
      const env = buildEnv({ GATSBY_BUILD_LOCALES: locales, CONTENT_DIR: contentDir });
      await clean(env);
      const cold = await build(`build-growth-x${factor}`, env);
      fs.appendFileSync(path.join(contentDir, path.relative('content', EDITED_DOC)), `\nThis paragraph was added by the benchmark's growth step at ${new Date().toISOString()}.\n`);
      const warm = await build(`build-growth-x${factor}-warm`, env);
      points.push({ ...cold, factor, ...counts, warm });
      fs.rmSync(contentDir, { recursive: true, force: true });
    }
  } finally {
    done('grown content copies');
  }
  const secondsPerPage = points.length >= 2 ? linearFit(points.map((point) => ({ x: point.pages, y: point.wallSeconds }))).slope : undefined;
  return { locales: locales ? `en,${locales}` : 'all 9', points, secondsPerPage };
}

/**
 * The build section: scaling first (it leaves an English-only public/), then the cold build and the warm rebuild
 * (which needs the cold build's cache). A part not run keeps its previous figures.
 */
export async function benchBuild(options: { locales?: string; steps?: readonly BuildStep[]; previous?: BuildResult } = {}): Promise<BuildResult> {
  const steps = options.steps ?? BUILD_STEPS;
  const result: BuildResult = { ...options.previous, locales: options.locales ? `en,${options.locales}` : 'all 9' };
  if (steps.includes('scaling')) Object.assign(result, await scalingBuilds());
  if (steps.includes('cold')) result.cold = await coldBuild(options.locales);
  if (steps.includes('warm')) Object.assign(result, await warmRebuild(options.locales));
  // Last: it leaves a grown site's public/ behind, which the other sections must not measure.
  if (steps.includes('growth')) {
    result.growth = await growthBuilds([2, 5], options.locales);
    const env = buildEnv({ GATSBY_BUILD_LOCALES: options.locales });
    await clean(env);
    await build('build-after-growth', env);
  }
  return result;
}
