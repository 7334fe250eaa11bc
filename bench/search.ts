/**
 * Search benchmark on the built local indexes (public/search/<locale>.json): size raw and gzip, time to load and
 * parse, and query latency p50/p95 over queries drawn from real titles and headings (whole words and the prefixes a
 * visitor types). Each query runs three times and counts with its median time, so a garbage collection or another
 * process taking the CPU for a moment does not pass for a slow query. Usage: npm run bench:search [-- --json
 * out.json]. Requires a production build. npm run bench shares this code.
 */
import fs from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';
import { performance } from 'perf_hooks';
import { LocalSearchEngine, type LocalIndexFile } from '../src/lib/search/localIndex';
import { median, percentile, type SearchFigures } from './lib';

export type SearchBenchResult = SearchFigures;

/** Queries from titles and headings: single words, two-word phrases and typed prefixes, deterministic. */
export function sampleQueries(data: LocalIndexFile, count: number): string[] {
  const texts = [...data.pages.map((page) => page[2]), ...data.headings.map((heading) => heading[3])];
  const words = texts.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 4);
  const unique = [...new Set(words)];
  const queries: string[] = [];
  for (let i = 0; queries.length < count && unique.length > 0; i++) {
    const word = unique[(i * 7919) % unique.length];
    const kind = i % 3;
    if (kind === 0) queries.push(word);
    else if (kind === 1) queries.push(word.slice(0, Math.max(3, Math.ceil(word.length / 2))));
    else queries.push(`${word} ${unique[(i * 104729) % unique.length]}`);
  }
  return queries;
}

export async function benchSearch(publicDir: string, queryCount = 300, rounds = 3): Promise<SearchBenchResult[]> {
  const dir = path.join(publicDir, 'search');
  if (!fs.existsSync(dir)) throw new Error(`No search indexes in ${dir}: run npm run build first.`);
  const results: SearchBenchResult[] = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    const raw = fs.readFileSync(path.join(dir, file));
    const loads: number[] = [];
    let engine: LocalSearchEngine | null = null;
    let data: LocalIndexFile | null = null;
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      data = JSON.parse(raw.toString('utf8')) as LocalIndexFile;
      engine = await LocalSearchEngine.load(data);
      loads.push(performance.now() - started);
    }
    const queries = sampleQueries(data as LocalIndexFile, queryCount);
    const request = { indexName: 'bench', highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToSnippet: ['content:10'], hitsPerPage: 20 };
    for (const query of queries.slice(0, 20)) engine!.search({ ...request, query }); // warm-up
    const perQuery: number[][] = queries.map(() => []);
    for (let round = 0; round < rounds; round++) {
      queries.forEach((query, i) => {
        const started = performance.now();
        engine!.search({ ...request, query });
        perQuery[i].push(performance.now() - started);
      });
    }
    const times = perQuery.map((samples) => median(samples));
    results.push({
      locale: file.replace(/\.json$/, ''),
      records: (engine as LocalSearchEngine).size,
      rawBytes: raw.length,
      gzipBytes: gzipSync(raw, { level: 9 }).length,
      loadParseMsMedian: median(loads),
      queries: queries.length,
      queryP50Ms: percentile(times, 50),
      queryP95Ms: percentile(times, 95),
    });
  }
  return results;
}

export function formatSearchTable(results: SearchBenchResult[]): string {
  const rows = results.map((r) =>
    [r.locale, String(r.records), `${(r.rawBytes / 1024).toFixed(0)} KiB`, `${(r.gzipBytes / 1024).toFixed(0)} KiB`, `${r.loadParseMsMedian.toFixed(1)} ms`, String(r.queries), `${r.queryP50Ms.toFixed(2)} ms`, `${r.queryP95Ms.toFixed(2)} ms`].join(' | '),
  );
  return ['locale | records | raw | gzip | load+parse (median) | queries | p50 | p95', '--- | --- | --- | --- | --- | --- | --- | ---', ...rows].join('\n');
}

if (require.main === module) {
  void benchSearch(path.resolve(__dirname, '../public')).then((results) => {
    console.log(formatSearchTable(results));
    const jsonAt = process.argv.indexOf('--json');
    if (jsonAt >= 0) fs.writeFileSync(process.argv[jsonAt + 1], JSON.stringify(results, null, 2));
  });
}
