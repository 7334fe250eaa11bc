/**
 * Runs one query against a built index and prints the ranked pages with their rank vectors:
 * npx tsx bench/explain.ts <public dir> <locale> "<query>"
 */
import fs from 'node:fs';
import path from 'node:path';
import { LocalSearchEngine, type LocalIndexFile } from '../src/lib/search/localIndex';

async function main() {
  const [publicDir, locale, query] = process.argv.slice(2);
  const data = JSON.parse(fs.readFileSync(path.join(publicDir, 'search', `${locale}.json`), 'utf8')) as LocalIndexFile;
  const engine = await LocalSearchEngine.load(data);
  const result = engine.search({ indexName: 'explain', query, hitsPerPage: 40, facetFilters: [`language:${locale}`] });
  const seen = new Set<string>();
  for (const hit of result.hits) {
    if (seen.has(hit.url_without_anchor)) continue;
    seen.add(hit.url_without_anchor);
    console.log(`${seen.size}. ${hit.url_without_anchor}  (${hit.type}) ${hit.url}`);
    if (seen.size >= 8) break;
  }
  console.log({ nbHits: result.nbHits, queryAfterRemoval: result.queryAfterRemoval, suggestions: result.suggestions, ms: result.processingTimeMS });
}
void main();
