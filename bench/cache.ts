/**
 * Returning visitors after a deploy (issue 27): what a visitor who has seen a page downloads again when the next
 * deploy edited one doc.
 *
 * Builds the site, opens each page of CACHE_PAGES in Chromium and records every script and stylesheet it loads,
 * with the async chunks of its first render; appends a paragraph to EDITED_DOC, builds again and opens the pages
 * again. Every hashed file is served as immutable (public/_headers), so a file whose URL is in both loads comes from
 * the visitor's cache, and the others are downloaded again: their gzip bytes are the figure (budget 3 kB per page).
 * The HTML and page data are revalidated on every visit anyway and are reported apart. The doc is restored afterwards
 * (the second build stays in public/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startSite, waitForHydration } from '../e2e/harness';
import { EDITED_DOC, ROOT, build, buildEnv, done, onExitUndo } from './build';
import type { BuildRun } from './lib';

/** The edited doc's route (bench/build.ts edits EDITED_DOC). */
const EDITED_ROUTE = '/docs/user-guides/klipper-setup/';

/**
 * Pages of every kind but the edited doc's, in English and a translation. The run adds a page whose component shares
 * the edited doc's component-map bucket (sameBucketRoute).
 */
export const CACHE_PAGES = [
  '/',
  '/docs/user-guides/octoprint-plugin-setup/',
  '/docs/api/print/',
  '/de-DE/docs/user-guides/getting-started/',
  '/blog/2022/06/14/obico-for-klipper-beta/',
  '/fr-FR/blog/',
  '/blog/',
  '/blog/tags/klipper/',
  '/help/',
  '/search/',
];

export interface CachePage {
  route: string;
  /** Scripts and stylesheets of the page's first load, gzip. */
  loadedGzipBytes: number;
  /** The ones the second build renamed, so a returning visitor downloads them again. */
  refetched: Array<{ url: string; gzipBytes: number }>;
  refetchedGzipBytes: number;
  htmlChanged: boolean;
}

export interface CacheResult {
  editedDoc: string;
  builds: [BuildRun, BuildRun];
  pages: CachePage[];
  maxRefetchedGzipBytes: number;
  /** JavaScript files of the build: how many the second build renamed. */
  jsFiles: number;
  jsRenamed: number;
}

const gzip = (body: Buffer) => gzipSync(body, { level: 6 }).length;

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bucketCount, bucketOf, chunkKey } = require('../src/node/compactAsyncRequires.js') as {
  bucketCount(entries: number): number;
  bucketOf(key: string, count: number): number;
  chunkKey(name: string): string;
};

/**
 * A page whose component sits in the same component-map bucket as the edited doc's: the bucket names the doc's chunk,
 * so its visitors download the bucket again too (the worst case). Found from public/page-data and the build's stats.
 */
export function sameBucketRoute(publicDir: string, editedRoute: string): string | null {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as { namedChunkGroups: Record<string, unknown> };
  const count = bucketCount(Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith('component---')).length);
  const componentOf = (route: string): string | null => {
    const file = path.join(publicDir, 'page-data', route === '/' ? 'index' : route.replace(/^\/|\/$/g, ''), 'page-data.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { componentChunkName: string }).componentChunkName.split('#')[0] : null;
  };
  const edited = componentOf(editedRoute);
  if (!edited) return null;
  const bucket = bucketOf(chunkKey(edited), count);
  for (const locale of ['', 'de-DE/']) {
    const docsDir = path.join(publicDir, 'page-data', locale, 'docs');
    const stack = [docsDir];
    while (stack.length > 0) {
      const dir = stack.pop() as string;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (entry.isDirectory()) stack.push(path.join(dir, entry.name));
        else if (entry.name === 'page-data.json') {
          const route = `/${path.relative(path.join(publicDir, 'page-data'), dir)}/`;
          const component = componentOf(route);
          if (route !== editedRoute && component && component !== edited && bucketOf(chunkKey(component), count) === bucket) return route;
        }
      }
    }
  }
  return null;
}

interface Loaded {
  assets: Map<string, number>;
  html: string;
}

async function loadPages(routes: readonly string[]): Promise<Map<string, Loaded>> {
  const site = await startSite();
  const out = new Map<string, Loaded>();
  try {
    for (const route of routes) {
      const { context } = await site.newContext();
      const page = await context.newPage();
      const pending: Array<Promise<[string, number] | null>> = [];
      page.on('requestfinished', (request) => {
        const url = new URL(request.url());
        if (!/\.(?:m?js|css)$/.test(url.pathname)) return;
        pending.push((async () => {
          const response = await request.response();
          return response ? [url.pathname, gzip(await response.body())] : null;
        })());
      });
      const response = await page.goto(route, { waitUntil: 'networkidle' });
      if (!response || response.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const html = (await response.body()).toString('utf8');
      const assets = new Map((await Promise.all(pending)).filter((entry): entry is [string, number] => entry !== null));
      out.set(route, { assets, html });
      await context.close();
    }
  } finally {
    await site.close();
  }
  return out;
}

const jsFiles = () => new Set(fs.readdirSync(path.join(ROOT, 'public')).filter((name) => name.endsWith('.js')));

export async function benchCache(locales?: string): Promise<CacheResult> {
  const env = buildEnv({ GATSBY_BUILD_LOCALES: locales });
  const first = await build('cache-build-1', env);
  const neighbour = sameBucketRoute(path.join(ROOT, 'public'), EDITED_ROUTE);
  if (!neighbour) throw new Error(`bench cache: found no page in the component-map bucket of ${EDITED_ROUTE}`);
  const routes = [...CACHE_PAGES, neighbour];
  const before = await loadPages(routes);
  const filesBefore = jsFiles();

  const file = path.join(ROOT, EDITED_DOC);
  const original = fs.readFileSync(file);
  const { atime, mtime } = fs.statSync(file);
  onExitUndo(EDITED_DOC, () => {
    fs.writeFileSync(file, original);
    fs.utimesSync(file, atime, mtime);
  });
  let second: BuildRun;
  try {
    fs.appendFileSync(file, `\nThis paragraph was added by the benchmark's cache step at ${new Date().toISOString()}.\n`);
    second = await build('cache-build-2', env);
  } finally {
    done(EDITED_DOC);
  }
  const after = await loadPages(routes);
  const filesAfter = jsFiles();
  // public/ keeps the files of earlier builds until the post-build pass removes them: count this build's only.
  const emitted = new Set((JSON.parse(fs.readFileSync(path.join(ROOT, '.cache', 'emitted-assets.json'), 'utf8')) as { assets: string[] }).assets);
  const current = [...filesAfter].filter((name) => emitted.has(name));

  const pages = routes.map((route): CachePage => {
    const old = before.get(route) as Loaded;
    const now = after.get(route) as Loaded;
    const refetched = [...now.assets].filter(([url]) => !old.assets.has(url)).map(([url, gzipBytes]) => ({ url, gzipBytes }));
    return {
      route,
      loadedGzipBytes: [...now.assets.values()].reduce((sum, bytes) => sum + bytes, 0),
      refetched,
      refetchedGzipBytes: refetched.reduce((sum, entry) => sum + entry.gzipBytes, 0),
      htmlChanged: old.html !== now.html,
    };
  });
  for (const page of pages) {
    console.log(`bench: cache: ${page.route}: ${(page.refetchedGzipBytes / 1000).toFixed(2)} kB again of ${(page.loadedGzipBytes / 1000).toFixed(1)} kB (${page.refetched.map((entry) => entry.url).join(', ') || 'nothing'})`);
  }
  return {
    editedDoc: EDITED_DOC,
    builds: [first, second],
    pages,
    maxRefetchedGzipBytes: Math.max(...pages.map((page) => page.refetchedGzipBytes)),
    jsFiles: current.length,
    jsRenamed: current.filter((name) => !filesBefore.has(name)).length,
  };
}
