/**
 * The route plan's per-page records, written once by createPages and read by the outputs made after the build: the
 * Markdown and llms files, the blog feeds and the search records (their section, lvl0 and language: searchContexts in
 * src/node/searchIndex.ts). The file is JSON, so a
 * later process (an incremental post-build pass) can read it too:
 *
 *   .cache/obico/page-records.json = { pages: PageRecord[], locales: string[], sidebarOrder: string[], contentDir,
 *                                      withheld: WithheldPage[], buildDate }
 *
 * PageRecord (src/lib/routing/routes.ts): kind, route, locale, path ('/de-DE/docs/x/'), title, description, lvl0,
 * section ('docs' | 'blog' | null: which search section the page's records belong to), translated, noindex (out of the
 * sitemap and search), unlisted (out of llms.txt and the feeds), file (the MDX shown), date, authors, tags, cards.
 * WithheldPage: a draft or scheduled post this build left out (route, file, reason, date); a link to one fails the build.
 */
import fs from 'fs';
import path from 'path';
import type { PageRecord, RoutePlan, WithheldPage } from '../lib/routing/routes';

export interface PageRecords {
  pages: PageRecord[];
  /** The built locales, the default first. */
  locales: string[];
  /** Every doc route of the sidebars in reading order. */
  sidebarOrder: string[];
  /** The content root the records' files are under. */
  contentDir: string;
  /** The drafts and scheduled posts the build left out. */
  withheld?: WithheldPage[];
  /** The build's date (YYYY-MM-DD), when it scheduled posts. */
  buildDate?: string | null;
}

/** Where the records of the site whose build output is `publicDir` live: its .cache/ beside public/. */
export function pageRecordsFile(publicDir: string): string {
  return path.join(path.dirname(publicDir), '.cache', 'obico', 'page-records.json');
}

export const PAGE_RECORDS_FILE = pageRecordsFile(path.join(process.cwd(), 'public'));

export function writePageRecords(plan: RoutePlan, contentDir: string, file = PAGE_RECORDS_FILE): void {
  const records: PageRecords = {
    pages: plan.pages.map((page) => page.record),
    locales: plan.locales,
    sidebarOrder: plan.sidebarOrder,
    contentDir,
    withheld: plan.withheld,
    buildDate: plan.buildDate,
  };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(records));
}

/** The records of the last createPages; throws when there are none (the build did not create its pages). */
export function readPageRecords(file = PAGE_RECORDS_FILE): PageRecords {
  if (!fs.existsSync(file)) throw new Error(`${path.relative(process.cwd(), file)} is missing: createPages writes it, so run a build first.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PageRecords;
}
