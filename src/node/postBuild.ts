/**
 * The work done on the built pages, in one pass over public/: each HTML file is parsed once, gets its script
 * policy, gives its search records and its links and anchors; then the search indexes, the deploy files and the
 * link check are written from what the pass collected. Only the small per-page summaries stay in memory, and they
 * are kept in .cache/ (pageSummaries.ts): a warm build reads only the pages Gatsby wrote again, parses only those
 * it rendered anew, and writes the site-wide files from the summaries of every page. Every published text file is
 * checked for NUL bytes and invalid UTF-8 (the pages as they are read, the other files at the end); any found
 * fails the build, naming the files.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import type { PageLinks } from '../lib/links/checkLinks';
import type { SearchRecord } from '../lib/search/types';
import { listFiles, writeDeployFiles } from './deploy';
import { pageRecordsFile, readPageRecords, type PageRecords } from './pageRecords';
import { searchContexts, writeLocalIndexes } from './searchIndex';
import { runLinkCheck } from './linkCheck';
import { isTextFile, textDefect, textDefectsMessage } from '../lib/deploy/textIntegrity';
import { isRedirectPage } from '../lib/deploy/redirects';
import { staleBuildAssets } from '../lib/deploy/staleAssets';
import { EMITTED_ASSETS_FILE, type EmittedAssets } from './chunkHashRegistry';
import { thirdPartySources } from '../config/thirdParty';
import { PageSummaries, routeOf, stampOf, type PageEntry } from './pageSummaries';

/** Where the pass keeps its per-page summaries between builds (Gatsby's cache folder, kept by `npm run build`). */
export const SUMMARIES_FILE = path.join('.cache', 'obico-post-build.json');

/**
 * `plan` holds the route plan's records (createPages writes them to .cache/obico/page-records.json beside public/): the
 * sitemap's pages and each page's search context come from them.
 */
export async function processBuiltPages(
  publicDir: string,
  reporter: Reporter,
  cacheFile = path.join(path.dirname(publicDir), SUMMARIES_FILE),
  plan: PageRecords = readPageRecords(pageRecordsFile(publicDir)),
): Promise<void> {
  const started = Date.now();
  const summaries = new PageSummaries(cacheFile, thirdPartySources().script ?? [], searchContexts(plan));
  const records: SearchRecord[] = [];
  const pages = new Map<string, PageLinks>();
  const defects = new Map<string, string>();
  const redirectPages: string[] = [];
  const scriptHashes = new Set<string>();
  const counts = { kept: 0, restitched: 0, parsed: 0 };
  const stylesheets = new Map<string, string>();
  // public/ is listed once (some 20,000 files, a second each time): the steps below say what they add and remove.
  const published = new Set(listFiles(publicDir));
  for (const file of published) {
    if (!file.endsWith('.html')) continue;
    const full = path.join(publicDir, file);
    let entry: PageEntry | undefined = summaries.unchanged(file, stampOf(fs.statSync(full)));
    if (!entry) {
      const bytes = fs.readFileSync(full);
      // A redirect page of an earlier pass: written anew (or dropped) below. (Its mark is at the start: the page is
      // not decoded whole, since a restitched page is patched as bytes.)
      if (isRedirectPage(bytes.toString('utf8', 0, 400))) {
        redirectPages.push(file);
        continue;
      }
      const processed = summaries.process(file, bytes, textDefect(bytes));
      if (!processed.html.equals(bytes)) fs.writeFileSync(full, processed.html);
      if (processed.restitched) counts.restitched++;
      else counts.parsed++;
      entry = { ...processed.entry, ...stampOf(fs.statSync(full)) };
    } else if (entry.redirect) {
      redirectPages.push(file);
      continue;
    } else counts.kept++;
    summaries.keep(file, entry);
    if (entry.defect) defects.set(file, entry.defect);
    for (const style of entry.styles ?? []) if (!stylesheets.has(style)) stylesheets.set(style, file);
    for (const hash of summaries.scriptHashes(entry)) scriptHashes.add(hash);
    if (entry.records) records.push(...entry.records);
    pages.set(routeOf(file), summaries.links(file, entry));
  }
  for (const file of await writeLocalIndexes(publicDir, records, reporter, (language, inputs, exists) => summaries.indexChanged(language, inputs, exists))) published.add(file);
  // An incremental build keeps the files of earlier builds: drop maps a build with KEEP_SOURCE_MAPS=1 left behind,
  // and the scripts and styles the current build replaced.
  const emitted = readEmittedAssets(publicDir);
  const removed = [...(process.env.KEEP_SOURCE_MAPS !== '1' ? removeSourceMaps(publicDir, [...published]) : []), ...removeStaleBuildAssets(publicDir, reporter, [...published], emitted)];
  annotatePageData(publicDir, [...published], reporter, emitted);
  for (const file of redirectPages) fs.rmSync(path.join(publicDir, file));
  for (const file of [...removed, ...redirectPages]) published.delete(file);
  const deployFiles = writeDeployFiles(publicDir, [...published], plan, scriptHashes, reporter);
  for (const file of deployFiles.redirectPages) summaries.keep(file, { redirect: true, defect: null, ...stampOf(fs.statSync(path.join(publicDir, file))) });
  // The link check sees the files written above (search indexes, sitemap, redirect pages) as targets too.
  const files = [...new Set([...published, ...deployFiles.written])];
  // The other text files, each read only when it changed since the last pass.
  const otherFiles = files.filter((file) => !file.endsWith('.html'));
  for (const [file, defect] of findTextDefects(publicDir, otherFiles, (file, read) => summaries.fileDefect(file, stampOf(fs.statSync(path.join(publicDir, file))), read))) defects.set(file, defect);
  // Saved before the checks that fail the build: the summaries hold for the next build either way.
  summaries.save();
  const staleStyles = [...stylesheets].filter(([style]) => !files.includes(style));
  if (staleStyles.length > 0) {
    // Gatsby renders no page again for a change to the CSS alone, and inlines the CSS in every page.
    reporter.panicOnBuild(
      `Pages still inline a stylesheet of an earlier build (${staleStyles.map(([style, file]) => `${file} inlines ${style}`).join(', ')}): a warm build does not render pages again for a CSS-only change. Build from clean: npm run clean && npm run build (on Netlify: "Clear cache and deploy site").`,
    );
  }
  runLinkCheck(new Set(files), pages, reporter, plan);
  if (defects.size > 0) reporter.panicOnBuild(textDefectsMessage(defects));
  reporter.info(
    `Post-build pass over ${pages.size} pages (${counts.parsed} parsed, ${counts.restitched} with new scripts only, ${counts.kept} unchanged): ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/**
 * The text files among `files` (paths under publicDir) whose bytes hold a NUL or invalid UTF-8, with the defect.
 * `cached` may answer for a file without reading it (the post-build pass's summaries); `read` finds the defect.
 */
export function findTextDefects(
  publicDir: string,
  files: readonly string[],
  cached: (file: string, read: () => string | null) => string | null = (_file, read) => read(),
): Map<string, string> {
  const defects = new Map<string, string>();
  for (const file of files) {
    if (!isTextFile(file)) continue;
    const defect = cached(file, () => textDefect(fs.readFileSync(path.join(publicDir, file))));
    if (defect) defects.set(file, defect);
  }
  return defects;
}

/**
 * This build's list of emitted files and page component chunks (src/node/chunkHashRegistry.ts), or null when there is
 * none for this compilation (a test's public/ without a webpack build).
 */
function readEmittedAssets(publicDir: string): EmittedAssets | null {
  try {
    const compilationHash = (JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data', 'app-data.json'), 'utf8')) as { webpackCompilationHash?: unknown }).webpackCompilationHash;
    const emitted = JSON.parse(fs.readFileSync(path.join(path.dirname(publicDir), EMITTED_ASSETS_FILE), 'utf8')) as EmittedAssets;
    if (typeof compilationHash !== 'string' || emitted.hash !== compilationHash || !Array.isArray(emitted.assets)) return null;
    return emitted;
  } catch {
    return null;
  }
}

/**
 * Deletes the scripts and styles of earlier builds among `files` (see staleBuildAssets); nothing when `emitted`,
 * this build's list of emitted files (readEmittedAssets), is missing. Returns the files deleted.
 */
export function removeStaleBuildAssets(publicDir: string, reporter: Reporter, files: readonly string[], emitted: EmittedAssets | null): string[] {
  if (!emitted) return [];
  const stale = staleBuildAssets(files, emitted.assets);
  for (const file of stale) fs.rmSync(path.join(publicDir, file));
  if (stale.length > 0) reporter.info(`Removed ${stale.length} scripts and styles of earlier builds.`);
  return stale;
}

const COMPONENT_CHUNK_NAME = /^\{"componentChunkName":"([^"#]+)(#[^"]*)?"/;

/** The page data files under public/page-data, as paths relative to publicDir. */
function pageDataFiles(publicDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'page-data.json') out.push(path.relative(publicDir, path.join(dir, entry.name)));
    }
  };
  walk(path.join(publicDir, 'page-data'));
  return out;
}

/**
 * Gives back the page data Gatsby wrote, before a build starts: Gatsby itself reads the page data of the pages it
 * keeps (to render their HTML, and to find their scripts by `componentChunkName`), and knows no annotated names.
 * annotatePageData names the chunks again after the build. Returns how many files it restored.
 */
export function restorePageData(publicDir: string): number {
  let restored = 0;
  for (const file of pageDataFiles(publicDir)) {
    const full = path.join(publicDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const match = COMPONENT_CHUNK_NAME.exec(text);
    if (!match?.[2]) continue;
    fs.writeFileSync(full, `{"componentChunkName":${JSON.stringify(match[1])}${text.slice(match[0].length)}`);
    restored++;
  }
  return restored;
}

/**
 * Names each page component's chunks and their hashes in the page's page data: `componentChunkName` becomes
 * `<name>#<id>:<hash>,…`, which the component map reads before it loads the component (src/node/chunkHashRegistry.ts
 * says why). Writes only the files whose annotation changed. Fails the build for a page whose component the build
 * did not emit, since its scripts could not load.
 */
export function annotatePageData(publicDir: string, files: readonly string[], reporter: Reporter, emitted: EmittedAssets | null): void {
  const pageData = files.filter((file) => /^\/?page-data\/.+\/page-data\.json$/.test(file));
  if (pageData.length === 0) return;
  if (!emitted) {
    if (fs.existsSync(path.join(publicDir, 'webpack.stats.json'))) reporter.panicOnBuild(`This build left no list of its page components' chunks (${EMITTED_ASSETS_FILE}): its pages could not load their scripts. Build from clean: npm run clean && npm run build.`);
    return;
  }
  const missing: string[] = [];
  let written = 0;
  for (const file of pageData) {
    const full = path.join(publicDir, file);
    const text = fs.readFileSync(full, 'utf8');
    const match = COMPONENT_CHUNK_NAME.exec(text);
    if (!match) continue;
    const chunks = emitted.components[match[1]];
    if (chunks === undefined) {
      missing.push(`${file} (${match[1]})`);
      continue;
    }
    const annotated = `{"componentChunkName":${JSON.stringify(chunks ? `${match[1]}#${chunks}` : match[1])}`;
    if (annotated === match[0]) continue;
    fs.writeFileSync(full, annotated + text.slice(match[0].length));
    written++;
  }
  if (missing.length > 0) reporter.panicOnBuild(`${missing.length} page(s) name a page component this build did not emit:\n${missing.slice(0, 20).join('\n')}`);
  if (written > 0) reporter.info(`Named the component chunks in ${written} page data file(s).`);
}

/** Deletes the source maps among `files` (paths under publicDir); returns them. */
export function removeSourceMaps(publicDir: string, files: readonly string[]): string[] {
  const maps = files.filter((file) => file.endsWith('.map'));
  for (const file of maps) fs.rmSync(path.join(publicDir, file));
  return maps;
}
