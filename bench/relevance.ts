/**
 * Relevance benchmark (`npm run bench -- --only=relevance`): the held-out query set of bench/relevance/queries.yaml
 * run against the production build's local indexes (public/search/<locale>.json), and against Pagefind (npm
 * `pagefind`, the engine of Starlight) indexing the same pages of the same build and searching them in Chromium.
 *
 * For each kind of query: hit@1 and hit@3 (the expected page among the first 1 or 3 distinct pages of the results)
 * and MRR (the mean of 1/rank of the expected page, 0 when it is not in the first 20). Also the engine's query time
 * over these queries, p50 and p95.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import yaml from 'js-yaml';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../e2e/harness';
import { LocalSearchEngine, type LocalIndexFile } from '../src/lib/search/localIndex';
import { percentile } from './lib';
import { rankOf, score, type RelevanceFigures, type RelevanceQuery } from './relevanceLib';

export * from './relevanceLib';

export const QUERIES_FILE = path.join(__dirname, 'relevance', 'queries.yaml');

export function readQueries(file = QUERIES_FILE): RelevanceQuery[] {
  return yaml.load(fs.readFileSync(file, 'utf8')) as RelevanceQuery[];
}

/** What DocSearch's dialog asks for (@docsearch/react): 20 hits, highlighted and snippeted at every level. */
export const DIALOG_REQUEST = {
  indexName: 'bench',
  hitsPerPage: 20,
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'hierarchy.lvl4:10', 'hierarchy.lvl5:10', 'hierarchy.lvl6:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

const distinctPages = (urls: readonly string[]) => [...new Set(urls)].slice(0, 20);

/** Our engine over the build's index files. */
export async function runLocal(publicDir: string, queries: readonly RelevanceQuery[]): Promise<{ pages: string[][]; times: number[] }> {
  const engines = new Map<string, LocalSearchEngine>();
  for (const locale of new Set(queries.map((query) => query.locale))) {
    const file = path.join(publicDir, 'search', `${locale}.json`);
    if (!fs.existsSync(file)) throw new Error(`No search index ${file}: build the site with ${locale} (npm run build).`);
    engines.set(locale, await LocalSearchEngine.load(JSON.parse(fs.readFileSync(file, 'utf8')) as LocalIndexFile));
  }
  const pages: string[][] = [];
  const times: number[] = [];
  for (const query of queries) {
    const engine = engines.get(query.locale) as LocalSearchEngine;
    // Relevance: enough hits for 20 distinct pages (MRR counts ranks up to 20).
    const result = engine.search({ indexName: 'bench', query: query.q, hitsPerPage: 60, facetFilters: [`language:${query.locale}`] });
    pages.push(distinctPages(result.hits.map((hit) => hit.url_without_anchor)));
    // Time: the request the search dialog sends on each keystroke (DocSearch's), the median of three after a warm-up.
    const dialog = { ...DIALOG_REQUEST, query: query.q, facetFilters: [`language:${query.locale}`] };
    engine.search(dialog);
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      engine.search(dialog);
      samples.push(performance.now() - started);
    }
    times.push(samples.sort((a, b) => a - b)[1]);
  }
  return { pages, times };
}

/** The pages our index holds, per locale: Pagefind indexes exactly those. */
function indexedRoutes(publicDir: string, locale: string): string[] {
  const data = JSON.parse(fs.readFileSync(path.join(publicDir, 'search', `${locale}.json`), 'utf8')) as LocalIndexFile;
  return data.pages.map(([route]) => route);
}

/** Pagefind over the same pages (their <main>, as Starlight marks its content), searched by its own browser bundle. */
export async function runPagefind(publicDir: string, queries: readonly RelevanceQuery[], outDir: string): Promise<string[][]> {
  const pagefind = (await import('pagefind')) as typeof import('pagefind');
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const locale of new Set(queries.map((query) => query.locale))) {
    for (const route of indexedRoutes(publicDir, locale)) {
      const html = fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8').replace(/<main(\s|>)/, '<main data-pagefind-body$1');
      const added = await index.addHTMLFile({ url: route, content: html });
      if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
    }
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
  await pagefind.close();

  // A loopback server: the bundle, and an empty page per language for Pagefind to pick its index by.
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const lang = /^\/lang\/([\w-]+)\/$/.exec(url.pathname);
    if (lang) {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><html lang="${lang[1]}"><head><meta charset="utf-8"></head><body></body></html>`);
      return;
    }
    const file = path.join(outDir, path.normalize(url.pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(outDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.end();
      return;
    }
    const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.wasm': 'application/wasm', '.css': 'text/css' };
    res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const pages: string[][] = queries.map(() => []);
    for (const locale of new Set(queries.map((query) => query.locale))) {
      const page = await browser.newPage();
      await page.goto(`${base}/lang/${locale}/`);
      const mine = queries.map((query, i) => ({ query, i })).filter(({ query }) => query.locale === locale);
      const found = await page.evaluate(async (list: string[]) => {
        const pf = await import('/pagefind/pagefind.js' as string);
        await pf.init();
        const out: string[][] = [];
        for (const q of list) {
          const search = await pf.search(q);
          const data = await Promise.all(search.results.slice(0, 20).map((result: { data: () => Promise<{ url: string }> }) => result.data()));
          out.push(data.map((entry: { url: string }) => entry.url));
        }
        return out;
      }, mine.map(({ query }) => query.q));
      mine.forEach(({ i }, k) => (pages[i] = distinctPages(found[k].map((url) => url.replace(/index\.html$/, '').replace(/#.*$/, '')))));
      await page.close();
    }
    return pages;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export async function benchRelevance(publicDir: string, options: { pagefind?: boolean; outDir?: string } = {}): Promise<RelevanceFigures> {
  const queries = readQueries();
  const local = await runLocal(publicDir, queries);
  const localRanks = queries.map((query, i) => rankOf(local.pages[i], query.expect));
  const rows = score('obico', queries, localRanks);
  if (options.pagefind !== false) {
    const theirs = await runPagefind(publicDir, queries, options.outDir ?? path.join(__dirname, 'tmp', 'pagefind'));
    rows.push(...score('pagefind', queries, queries.map((query, i) => rankOf(theirs[i], query.expect))));
  }
  const misses = queries
    .map((query, i) => ({ q: query.q, kind: query.kind, expected: query.expect, got: local.pages[i].slice(0, 3), rank: localRanks[i] }))
    .filter((entry) => entry.rank < 1 || entry.rank > 3)
    .map(({ rank: _rank, ...entry }) => entry);
  return { rows, queryP50Ms: percentile(local.times, 50), queryP95Ms: percentile(local.times, 95), misses };
}

export function formatRelevanceTable(figures: RelevanceFigures): string {
  const lines = ['engine | kind | queries | hit@1 | hit@3 | MRR', '--- | --- | --- | --- | --- | ---'];
  for (const row of figures.rows) lines.push([row.engine, row.kind, row.queries, row.hit1.toFixed(2), row.hit3.toFixed(2), row.mrr.toFixed(2)].join(' | '));
  lines.push('', `query time over these queries: p50 ${figures.queryP50Ms.toFixed(2)} ms, p95 ${figures.queryP95Ms.toFixed(2)} ms`);
  return lines.join('\n');
}
