/**
 * The author's loop: `gatsby develop` in a copy of the site under bench/tmp/ (the project's own .cache and public/
 * are left alone). It is started cold (no .cache, public/ or covers cache) and then warm (on the cold run's cache);
 * each start is timed until the doc page answers and until Chromium shows it. In the warm session, a doc's body, a
 * post's body and a doc's front matter title are edited five times each, and each edit is timed from the file write
 * until its text is on screen. A marker set on `window` before each edit tells an in-place update from a full
 * reload. Edited files are restored and the copy removed afterwards, also on Ctrl-C.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, freePort } from '../e2e/harness';
import { blogPostRoute, parseBlogFileName } from '../src/lib/blog/parseFileName';
import { classifyContentFile } from '../src/lib/content/classify';
import { DEFAULT_LOCALE, LOCALES } from '../src/config/locales';
import { EDITED_DOC, LOG_DIR, ROOT, done, onExitUndo } from './build';
import { DEVELOP_EDITS, median, withTitleSuffix, type DevelopEdit, type DevelopResult, type DevelopStart, type EditLatency } from './lib';

/** The post whose body is edited: the newest of the blog. */
function editedPost(siteDir: string): string {
  const blogDir = path.join(siteDir, 'content/blog');
  const posts = fs
    .readdirSync(blogDir, { withFileTypes: true })
    .map((entry) => (entry.isDirectory() ? `${entry.name}/index.mdx` : entry.name))
    .filter((name) => /^\d{4}-\d{2}-\d{2}-.*\.mdx?$/.test(name) && fs.existsSync(path.join(blogDir, name)))
    .sort();
  const newest = posts.at(-1);
  if (!newest) throw new Error(`No dated post in ${blogDir}`);
  return `content/blog/${newest}`;
}

const EDITED_DOC_ROUTE = classifyContentFile(path.relative('content', EDITED_DOC), { defaultLocale: DEFAULT_LOCALE, locales: LOCALES })!.route;

// ---------------------------------------------------------------------------------------------------------------
// A copy of the site and a develop server in it

/**
 * Copies the project's files (tracked and new, not ignored) into bench/tmp/develop-site-*, with node_modules as hard
 * links (nothing in it is written to: the covers cache under node_modules/.cache is left out). Removed on exit.
 */
export function makeSiteCopy(): string {
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const dir = fs.mkdtempSync(path.join(LOG_DIR, 'develop-site-'));
  onExitUndo(`site copy ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(ROOT, file);
    if (!fs.existsSync(source)) continue; // deleted in the work tree
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(source, path.join(dir, file));
  }
  execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules')]);
  fs.rmSync(path.join(dir, 'node_modules/.cache'), { recursive: true, force: true });
  return dir;
}

export function removeSiteCopy(dir: string): void {
  done(`site copy ${dir}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DevelopServer {
  baseUrl: string;
  log: string;
  /** Seconds from the spawn until `route` answered HTTP 200 with Gatsby's app. */
  firstAnswerSeconds: number;
  startedAt: number;
  /** The terminal output so far. */
  output(): string;
  /** Resolves once the terminal has printed nothing new for `quietMs` (at most `limitMs`). */
  settle(quietMs?: number, limitMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts `gatsby develop` in `siteDir` on a free port and waits until `route` answers with Gatsby's app. The server
 * runs in its own process group, stopped as a whole by stop() or when the bench exits.
 */
export async function startDevelop(siteDir: string, name: string, route: string, options: { locales?: string; timeoutMs?: number } = {}): Promise<DevelopServer> {
  const port = await freePort();
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const log = path.join(LOG_DIR, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'development' };
  delete env.GATSBY_BUILD_LOCALES;
  delete env.CONTENT_DIR;
  if (options.locales) env.GATSBY_BUILD_LOCALES = options.locales;
  const startedAt = performance.now();
  const child: ChildProcess = spawn(path.join(siteDir, 'node_modules/.bin/gatsby'), ['develop', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: siteDir,
    env,
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      /* already gone */
    }
  };
  onExitUndo(`develop ${name}`, () => kill('SIGKILL'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
      if (!stopped) kill('SIGKILL');
    }
    // The worker processes belong to the group too.
    kill('SIGKILL');
    done(`develop ${name}`);
  };
  const output = () => fs.readFileSync(log, 'utf8');
  const baseUrl = `http://127.0.0.1:${port}`;
  const timeoutMs = options.timeoutMs ?? 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`gatsby develop exited (${child.exitCode ?? child.signalCode}) before answering; log ${log}:\n${output().split('\n').slice(-30).join('\n')}`);
    }
    if (performance.now() - startedAt > timeoutMs) {
      await stop();
      throw new Error(`gatsby develop did not answer ${route} within ${timeoutMs / 1000} s; log ${log}`);
    }
    try {
      const response = await fetch(`${baseUrl}${route}`);
      const html = await response.text();
      if (response.status === 200 && html.includes('id="___gatsby"')) break;
    } catch {
      /* not listening yet */
    }
    await sleep(200);
  }
  const firstAnswerSeconds = (performance.now() - startedAt) / 1000;
  const settle = async (quietMs = 5000, limitMs = 180_000) => {
    const begin = performance.now();
    let size = fs.statSync(log).size;
    let quietSince = performance.now();
    while (performance.now() - begin < limitMs) {
      await sleep(500);
      const now = fs.statSync(log).size;
      if (now !== size) {
        size = now;
        quietSince = performance.now();
      } else if (performance.now() - quietSince >= quietMs) return;
    }
  };
  return { baseUrl, log, firstAnswerSeconds, startedAt, output, settle, stop };
}

// ---------------------------------------------------------------------------------------------------------------
// The browser

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Opens a page of the develop server and waits until React has hydrated it and its heading is visible. */
export async function openDevelopPage(browser: Browser, server: DevelopServer, route: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}${route}`, { timeout: 300_000 });
  await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true', undefined, { timeout: 300_000 });
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 300_000 });
  return page;
}

/** A start of develop: until the page answers, and until it is on screen. */
async function timedStart(browser: Browser, siteDir: string, name: string, locales: string | undefined): Promise<{ server: DevelopServer; start: DevelopStart; page: Page }> {
  console.log(`bench: ${name} …`);
  const server = await startDevelop(siteDir, name, EDITED_DOC_ROUTE, { locales });
  try {
    const page = await openDevelopPage(browser, server, EDITED_DOC_ROUTE);
    const start = { firstAnswerSeconds: server.firstAnswerSeconds, firstScreenSeconds: (performance.now() - server.startedAt) / 1000 };
    console.log(`bench: ${name}: first answer ${start.firstAnswerSeconds.toFixed(1)} s, on screen ${start.firstScreenSeconds.toFixed(1)} s`);
    return { server, start, page };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Edits

const EDIT_TIMEOUT_MS = 30_000;

interface EditSpec {
  edit: DevelopEdit;
  file: string;
  route: string;
  /** Where the edited text shows. */
  selector: string;
  apply(original: string, token: string): string;
}

function editSpecs(siteDir: string): EditSpec[] {
  const post = editedPost(siteDir);
  const specs: Record<DevelopEdit, EditSpec> = {
    'doc body': {
      edit: 'doc body',
      file: EDITED_DOC,
      route: EDITED_DOC_ROUTE,
      selector: 'article',
      apply: (original, token) => `${original.trimEnd()}\n\nThis paragraph was added by the develop benchmark: ${token}.\n`,
    },
    'post body': {
      edit: 'post body',
      file: post,
      route: blogPostRoute(parseBlogFileName(path.relative('content/blog', post))),
      selector: 'article',
      apply: (original, token) => `${original.trimEnd()}\n\nThis paragraph was added by the develop benchmark: ${token}.\n`,
    },
    'doc title': { edit: 'doc title', file: EDITED_DOC, route: EDITED_DOC_ROUTE, selector: 'h1', apply: (original, token) => withTitleSuffix(original, ` ${token}`) },
  };
  return DEVELOP_EDITS.map((edit) => specs[edit]);
}

/** Edits one file `count` times, timing each edit until its text is on the open page. */
async function timeEdits(browser: Browser, server: DevelopServer, siteDir: string, spec: EditSpec, count: number): Promise<EditLatency> {
  const file = path.join(siteDir, spec.file);
  const original = fs.readFileSync(file, 'utf8');
  const restore = () => fs.writeFileSync(file, original);
  onExitUndo(`edited ${spec.file}`, restore);
  const page = await openDevelopPage(browser, server, spec.route);
  // Opening a page compiles it (lazy compilation): let that finish, so the edits time an author's steady state.
  await server.settle(2000, 60_000);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const samplesMs: number[] = [];
  let timeouts = 0;
  let fullReloads = 0;
  try {
    for (let i = 0; i < count; i++) {
      const token = `devbench${Date.now().toString(36)}x${i}`;
      await page.evaluate((value) => ((window as unknown as Record<string, string>).__developBenchMarker = value), token);
      const loadsBefore = loads;
      const started = performance.now();
      fs.writeFileSync(file, spec.apply(original, token));
      const shown = await waitForText(page, spec.selector, token, EDIT_TIMEOUT_MS);
      const elapsed = performance.now() - started;
      const kept = await page.evaluate((value) => (window as unknown as Record<string, string>).__developBenchMarker === value, token).catch(() => false);
      if (!shown) timeouts += 1;
      if (!kept || loads !== loadsBefore) fullReloads += 1;
      samplesMs.push(shown ? elapsed : EDIT_TIMEOUT_MS);
      console.log(`bench: ${spec.edit} edit ${i + 1}: ${shown ? `${Math.round(elapsed)} ms` : 'not shown'}${!kept || loads !== loadsBefore ? ' (full reload)' : ''}`);
      // Let the server finish whatever else the edit set off before the next one.
      await server.settle(2000, 60_000);
    }
  } finally {
    restore();
    done(`edited ${spec.file}`);
    await waitForText(page, spec.selector, null, EDIT_TIMEOUT_MS);
    await server.settle(2000, 60_000);
    await page.close();
  }
  return { edit: spec.edit, file: spec.file, route: spec.route, samplesMs, medianMs: median(samplesMs), timeouts, fullReloads };
}

/** Waits until `selector` holds `token` (or, with null, holds no benchmark text); false when the time ran out. */
async function waitForText(page: Page, selector: string, token: string | null, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    try {
      await page.waitForFunction(
        ([sel, text]) => {
          const content = document.querySelector(sel)?.textContent ?? '';
          return text === null ? !content.includes('devbench') : content.includes(text);
        },
        [selector, token] as const,
        { polling: 20, timeout: Math.max(1, deadline - performance.now()) },
      );
      return true;
    } catch (error) {
      // A full reload destroys the context the wait ran in: wait again in the new one.
      if (!/context was destroyed|navigation/i.test((error as Error).message)) return false;
      await page.waitForLoadState('domcontentloaded').catch(() => undefined);
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// The section

export async function benchDevelop(options: { locales?: string; editsPerKind?: number } = {}): Promise<DevelopResult> {
  const result: DevelopResult = { locales: options.locales ? `en,${options.locales}` : 'en, the default' };
  const siteDir = makeSiteCopy();
  const browser = await launchBrowser();
  try {
    const cold = await timedStart(browser, siteDir, 'develop-cold', options.locales);
    result.cold = cold.start;
    await cold.page.close();
    // The cache a warm start finds is the one a finished session leaves.
    await cold.server.settle();
    await cold.server.stop();

    const warm = await timedStart(browser, siteDir, 'develop-warm', options.locales);
    result.warm = warm.start;
    await warm.page.close();
    try {
      await warm.server.settle();
      result.edits = [];
      for (const spec of editSpecs(siteDir)) result.edits.push(await timeEdits(browser, warm.server, siteDir, spec, options.editsPerKind ?? 5));
    } finally {
      await warm.server.stop();
    }
  } finally {
    await browser.close();
    removeSiteCopy(siteDir);
  }
  return result;
}
