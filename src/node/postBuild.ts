/**
 * The work done on the built pages, in one pass over public/: each HTML file is read once, gets its script
 * policy, gives its search records and its links and anchors; then the search indexes, the deploy files and the
 * link check are written from what the pass collected. Only the small per-page summaries stay in memory.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { summarizePage, type PageLinks } from '../lib/links/checkLinks';
import type { SearchRecord } from '../lib/search/types';
import { listFiles, withPagePolicy, writeDeployFiles } from './deploy';
import { pageRecords, writeLocalIndexes } from './searchIndex';
import { runLinkCheck } from './linkCheck';

export function processBuiltPages(publicDir: string, reporter: Reporter): void {
  const started = Date.now();
  const records: SearchRecord[] = [];
  const pages = new Map<string, PageLinks>();
  for (const file of listFiles(publicDir)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(publicDir, file);
    const built = fs.readFileSync(full, 'utf8');
    const html = withPagePolicy(built);
    if (html !== built) fs.writeFileSync(full, html);
    records.push(...pageRecords(file, html));
    const route = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
    pages.set(route, summarizePage(route, html));
  }
  writeLocalIndexes(publicDir, records, reporter);
  writeDeployFiles(publicDir, listFiles(publicDir), reporter);
  // Listed again: the link check sees the files written above (search indexes, sitemap) as targets too.
  runLinkCheck(new Set(listFiles(publicDir)), pages, reporter);
  reporter.info(`Post-build pass over ${pages.size} pages: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
