/** Search records from the rendered pages, and the local index files written from them. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildRecords } from '../lib/search/records';
import { buildLocalIndex } from '../lib/search/buildIndex';
import { LOCAL_INDEX_VERSION } from '../lib/search/localIndex';
import { parseSynonyms, synonymsFor, SYNONYMS_FILE, type SynonymFile } from '../lib/search/synonyms';
import { LOCALES } from '../config/locales';
import type { SearchRecord } from '../lib/search/types';
import { listFiles } from './deploy';
import { asParsed, type ParsedPage } from '../lib/html/parse';
import { pageRecordsFile, readPageRecords, type PageRecords } from './pageRecords';

/** What the search records of a page need besides its content: the route plan says it (src/node/pageRecords.ts). */
export interface SearchContext {
  section: 'docs' | 'blog';
  /** The top level of the search hierarchy (the sidebar category, "Blog"). */
  lvl0: string;
  language: string;
}

/** The search context of every page that has records ('/de-DE/docs/x/index.html' -> …): docs and posts not marked noindex. */
export function searchContexts(records: PageRecords): Map<string, SearchContext> {
  const contexts = new Map<string, SearchContext>();
  for (const page of records.pages) {
    if (page.section === null || page.noindex) continue;
    contexts.set(`${page.path}index.html`, { section: page.section, lvl0: page.lvl0 ?? '', language: page.locale });
  }
  return contexts;
}

/** The records of one built page (file: '/docs/api/index.html'); none without a search context. */
export function pageRecords(file: string, html: string | ParsedPage, context: SearchContext | null | undefined): SearchRecord[] {
  if (!file.endsWith('/index.html') || !context) return [];
  return buildRecords(asParsed(html), { route: file.slice(0, -'index.html'.length), ...context });
}

/** Every record of the built site (the Algolia push reads them before the site's own post-build pass). */
export function collectSiteRecords(publicDir: string, records: PageRecords = readPageRecords(pageRecordsFile(publicDir))): SearchRecord[] {
  const contexts = searchContexts(records);
  return listFiles(publicDir).flatMap((file) => (contexts.has(file) ? pageRecords(file, fs.readFileSync(path.join(publicDir, file), 'utf8'), contexts.get(file)) : []));
}

/** The site's search synonyms (content/search/synonyms.yaml beside public/); none when the file is absent. */
export function readSynonyms(siteDir: string): SynonymFile {
  const file = path.join(siteDir, SYNONYMS_FILE);
  if (!fs.existsSync(file)) return {};
  return parseSynonyms(fs.readFileSync(file, 'utf8'), LOCALES, SYNONYMS_FILE);
}

/**
 * Writes public/search/<language>.json for every language that has records; `changed` says whether an index must
 * be written again (a warm build keeps the file of a language whose records, synonyms and index format are the same).
 */
export async function writeLocalIndexes(
  publicDir: string,
  records: readonly SearchRecord[],
  reporter: Reporter,
  changed: (language: string, inputs: unknown, exists: boolean) => boolean = () => true,
  synonyms: SynonymFile = readSynonyms(path.dirname(publicDir)),
): Promise<string[]> {
  const byLanguage = new Map<string, SearchRecord[]>();
  const indexes: string[] = [];
  for (const record of records) {
    const records = byLanguage.get(record.language);
    if (records) records.push(record);
    else byLanguage.set(record.language, [record]);
  }
  fs.mkdirSync(path.join(publicDir, 'search'), { recursive: true });
  for (const [language, records] of byLanguage) {
    const file = path.join(publicDir, 'search', `${language}.json`);
    indexes.push(`/search/${language}.json`);
    const groups = synonymsFor(synonyms, language);
    if (!changed(language, { version: LOCAL_INDEX_VERSION, records, groups }, fs.existsSync(file))) {
      reporter.info(`Search: search/${language}.json unchanged (${records.length} records).`);
      continue;
    }
    const json = JSON.stringify(await buildLocalIndex(language, records, { synonyms: groups }));
    fs.writeFileSync(file, json);
    reporter.info(`Search: wrote search/${language}.json (${records.length} records, ${(json.length / 1024).toFixed(0)} KiB).`);
  }
  return indexes;
}
