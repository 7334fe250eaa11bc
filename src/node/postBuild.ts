/**
 * The work done on the built pages, in one pass over public/: each HTML file is read once, gets its script
 * policy, gives its search records and its links and anchors; then the search indexes, the deploy files and the
 * link check are written from what the pass collected. Only the small per-page summaries stay in memory. Every
 * published text file is checked for NUL bytes and invalid UTF-8 (the pages as they are read, the other files at
 * the end); any found fails the build, naming the files.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { summarizePage, type PageLinks } from '../lib/links/checkLinks';
import type { SearchRecord } from '../lib/search/types';
import { listFiles, withPagePolicy, writeDeployFiles } from './deploy';
import { pageRecords, writeLocalIndexes } from './searchIndex';
import { runLinkCheck } from './linkCheck';
import { isTextFile, textDefect, textDefectsMessage } from '../lib/deploy/textIntegrity';
import { isRedirectPage } from '../lib/deploy/redirects';
import { isNoindex, parsePage } from '../lib/html/parse';

export function processBuiltPages(publicDir: string, reporter: Reporter): void {
  const started = Date.now();
  const records: SearchRecord[] = [];
  const pages = new Map<string, PageLinks>();
  const defects = new Map<string, string>();
  const unlisted = new Set<string>();
  const redirectPages: string[] = [];
  const scriptHashes = new Set<string>();
  for (const file of listFiles(publicDir)) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(publicDir, file);
    const bytes = fs.readFileSync(full);
    const defect = textDefect(bytes);
    if (defect) defects.set(file, defect);
    const built = bytes.toString('utf8');
    // A redirect page of an earlier pass: written anew (or dropped) below.
    if (isRedirectPage(built)) {
      redirectPages.push(file);
      continue;
    }
    const page = parsePage(built);
    if (isNoindex(page)) unlisted.add(file);
    const { html, hashes } = withPagePolicy(page);
    if (html !== built) fs.writeFileSync(full, html);
    for (const hash of hashes) scriptHashes.add(hash);
    if (!unlisted.has(file)) records.push(...pageRecords(file, page));
    const route = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
    pages.set(route, summarizePage(route, page));
  }
  writeLocalIndexes(publicDir, records, reporter);
  // An incremental build keeps the files of earlier builds: drop maps a build with KEEP_SOURCE_MAPS=1 left behind.
  if (process.env.KEEP_SOURCE_MAPS !== '1') removeSourceMaps(publicDir, listFiles(publicDir));
  for (const file of redirectPages) fs.rmSync(path.join(publicDir, file));
  writeDeployFiles(publicDir, listFiles(publicDir), unlisted, scriptHashes, reporter);
  // Listed again: the link check sees the files written above (search indexes, sitemap) as targets too.
  const files = listFiles(publicDir);
  runLinkCheck(new Set(files), pages, reporter);
  for (const [file, defect] of findTextDefects(publicDir, files.filter((name) => !name.endsWith('.html')))) defects.set(file, defect);
  if (defects.size > 0) reporter.panicOnBuild(textDefectsMessage(defects));
  reporter.info(`Post-build pass over ${pages.size} pages: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** The text files among `files` (paths under publicDir) whose bytes hold a NUL or invalid UTF-8, with the defect. */
export function findTextDefects(publicDir: string, files: readonly string[]): Map<string, string> {
  const defects = new Map<string, string>();
  for (const file of files) {
    if (!isTextFile(file)) continue;
    const defect = textDefect(fs.readFileSync(path.join(publicDir, file)));
    if (defect) defects.set(file, defect);
  }
  return defects;
}

/** Deletes the source maps among `files` (paths under publicDir); returns how many. */
export function removeSourceMaps(publicDir: string, files: readonly string[]): number {
  const maps = files.filter((file) => file.endsWith('.map'));
  for (const file of maps) fs.rmSync(path.join(publicDir, file));
  return maps.length;
}
