/**
 * Page weight per page type, from what Chromium requests on a first load (fresh context, no cache) of the
 * production build served like `gatsby serve`, until the network is idle. Sizes are gzip of each body, measured
 * here with zlib (level 6, the usual server setting), so they do not depend on the server's compression.
 * Gatsby's prefetches for linked pages (Sec-Purpose: prefetch) are counted apart; the search dialog, which loads
 * on intent, is not triggered and so not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Request } from 'playwright-core';
import { ROOT, waitForHydration, type Site } from '../e2e/harness';
import { chunkNames, referencedAssets, type Chunk, type PageWeight } from './lib';

export interface PageType {
  type: string;
  route: string;
}

/** The six page types of issue 9; the post is a real one (its route is stable: dated file name). */
export const PAGE_TYPES: PageType[] = [
  { type: 'doc', route: '/docs/user-guides/klipper-setup/' },
  { type: 'post', route: '/blog/2022/06/14/obico-for-klipper-beta/' },
  { type: 'blog list', route: '/blog/' },
  { type: 'tag', route: '/blog/tags/klipper/' },
  { type: 'help', route: '/help/' },
  { type: 'search', route: '/search/' },
];

/**
 * The weight section also loads a doc made mostly of code blocks (twelve), so the JavaScript that code blocks
 * add shows next to the prose-heavy doc.
 */
export const WEIGHT_PAGE_TYPES: PageType[] = [PAGE_TYPES[0], { type: 'doc', route: '/docs/developer-guides/elegoo-obico-access-token/' }, ...PAGE_TYPES.slice(1)];

const gzip = (body: Buffer | string) => gzipSync(body, { level: 6 }).length;

interface Recorded {
  url: string;
  type: string;
  body: Buffer;
  prefetch: boolean;
}

async function isPrefetch(request: Request): Promise<boolean> {
  const headers = await request.allHeaders();
  return headers['sec-purpose']?.startsWith('prefetch') === true || headers.purpose === 'prefetch';
}

export async function measurePage(site: Site, pageType: PageType, names = new Map<string, string>()): Promise<PageWeight> {
  const { context } = await site.newContext();
  const page = await context.newPage();
  const pending: Array<Promise<Recorded | null>> = [];
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message.slice(0, 300)));
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        return { url: request.url(), type: request.resourceType(), body, prefetch: await isPrefetch(request) };
      })(),
    );
  });
  await page.goto(pageType.route, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const recorded = (await Promise.all(pending)).filter((entry): entry is Recorded => entry !== null);
  await context.close();

  const firstLoad = recorded.filter((entry) => !entry.prefetch);
  const prefetched = recorded.filter((entry) => entry.prefetch);
  const documents = firstLoad.filter((entry) => entry.type === 'document');
  const documentEntry = documents[0];
  if (!documentEntry) throw new Error(`No document response for ${pageType.route}`);
  // Gatsby reloads the page when its scripts fail (a stale build, a blocked inline script): every file twice.
  if (documents.length > 1) throw new Error(`${pageType.route} loaded ${documents.length} times (errors: ${consoleErrors.join(' | ') || 'none'})`);
  const html = documentEntry.body.toString('utf8');
  const isScript = (entry: Recorded) => entry.type === 'script' || /\.m?js(\?|$)/.test(new URL(entry.url).pathname);
  const chunks: Chunk[] = firstLoad
    .filter(isScript)
    .map((entry) => {
      const url = new URL(entry.url).pathname;
      return { url, name: names.get(url), rawBytes: entry.body.length, gzipBytes: gzip(entry.body) };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const css = firstLoad.filter((entry) => entry.type === 'stylesheet').map((entry) => entry.body.toString('utf8'));
  const { scripts, inlineCss } = referencedAssets(html);
  const bodies = new Map(recorded.map((entry) => [new URL(entry.url).pathname, entry.body]));
  let jsInHtml = 0;
  for (const src of scripts) {
    let body = bodies.get(new URL(src, site.baseUrl).pathname);
    if (!body) body = Buffer.from(await (await fetch(new URL(src, site.baseUrl))).arrayBuffer());
    jsInHtml += gzip(body);
  }
  return {
    type: pageType.type,
    route: pageType.route,
    htmlBytes: documentEntry.body.length,
    htmlGzipBytes: gzip(documentEntry.body),
    jsInHtmlGzipBytes: jsInHtml,
    jsGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
    jsRawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
    cssGzipBytes: [...inlineCss, ...css].length > 0 ? gzip([...inlineCss, ...css].join('\n')) : 0,
    inlineCssBytes: inlineCss.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    requests: firstLoad.length,
    prefetchRequests: prefetched.length,
    prefetchGzipBytes: prefetched.reduce((sum, entry) => sum + gzip(entry.body), 0),
    largestChunk: chunks[0] ?? null,
    chunks,
    consoleErrors,
  };
}

export async function benchWeight(site: Site, pageTypes: PageType[] = WEIGHT_PAGE_TYPES): Promise<PageWeight[]> {
  const statsFile = path.join(ROOT, 'public', 'webpack.stats.json');
  const stats = fs.existsSync(statsFile) ? (JSON.parse(fs.readFileSync(statsFile, 'utf8')) as { assetsByChunkName?: Record<string, string[]> }) : {};
  const names = chunkNames(stats.assetsByChunkName ?? {});
  const results: PageWeight[] = [];
  for (const pageType of pageTypes) results.push(await measurePage(site, pageType, names));
  return results;
}
