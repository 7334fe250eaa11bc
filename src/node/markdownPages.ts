/**
 * The Markdown of every doc and post (`/docs/x.md` next to `/docs/x/`) and the llms.txt files of each locale, written
 * after the build from the route plan's records (src/node/pageRecords.ts), so the content is not walked a second time.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { siteConfig } from '../config/site';
import { DEFAULT_LOCALE, localeConfig, localizeRoute } from '../config/locales';
import { markdownPath, type DocCardLink, type MdNode } from '../lib/markdown/convert';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsPage } from '../lib/markdown/llms';
import { loadMarkdownTools, mdxFileToMarkdown } from './markdown';
import type { PageRecords } from './pageRecords';

export interface MarkdownPageRecord extends LlmsPage {
  locale: string;
  /** The MDX file shown on the page (the translation when there is one). */
  file: string;
  translated: boolean;
  cards: readonly DocCardLink[];
}

/** The docs and posts of the plan's records: the pages that have a Markdown version. */
export function markdownPageRecords(records: PageRecords): MarkdownPageRecord[] {
  return records.pages.flatMap((page) =>
    (page.kind === 'doc' || page.kind === 'post') && page.file && page.title !== null
      ? [{ kind: page.kind, locale: page.locale, route: page.route, path: page.path, file: page.file, title: page.title, description: page.description, date: page.date, translated: page.translated, cards: page.cards }]
      : [],
  );
}

/** The line under the title of a page shown in English in another locale. */
export function untranslatedNote(locale: string): string {
  return `This page is not translated into ${localeConfig(locale).label} yet; it is shown in English.`;
}

export async function writeMarkdownPages(publicDir: string, records: PageRecords, reporter: Reporter): Promise<void> {
  const plan = { pages: markdownPageRecords(records), sidebarOrder: records.sidebarOrder, contentDir: records.contentDir };
  const started = Date.now();
  const tools = await loadMarkdownTools();
  const byLocale = new Map<string, MarkdownPageRecord[]>();
  let failed = 0;
  const markdownByPath = new Map<string, string>();
  const cache = new Map<string, MdNode>();
  for (const page of plan.pages) {
    let markdown: string;
    try {
      markdown = mdxFileToMarkdown(
        tools,
        {
          file: page.file,
          route: page.route,
          title: page.title,
          description: page.description,
          note: page.locale !== DEFAULT_LOCALE && !page.translated ? untranslatedNote(page.locale) : null,
          cards: page.cards,
        },
        { siteUrl: siteConfig.url, contentDir: plan.contentDir, localize: (route) => localizeRoute(route, page.locale), cache },
      );
    } catch (error) {
      failed++;
      reporter.error(`Could not write the Markdown of ${page.path} (${page.file}): ${(error as Error).message}`);
      continue;
    }
    const target = path.join(publicDir, markdownPath(page.path));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, markdown);
    if (page.kind === 'doc') markdownByPath.set(page.path, markdown);
    const list = byLocale.get(page.locale) ?? [];
    list.push(page);
    byLocale.set(page.locale, list);
  }
  for (const [locale, pages] of byLocale) {
    const site = {
      title: siteConfig.title,
      siteUrl: siteConfig.url,
      note: locale === DEFAULT_LOCALE ? null : `The pages are in ${localeConfig(locale).label} where translated, in English otherwise.`,
    };
    const dir = path.join(publicDir, localizeRoute('/', locale));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'llms.txt'), buildLlmsTxt(site, pages, plan.sidebarOrder));
    fs.writeFileSync(path.join(dir, 'llms-full.txt'), buildLlmsFullTxt(site, pages, plan.sidebarOrder, markdownByPath));
  }
  if (failed > 0) reporter.panicOnBuild(`${failed} pages have no Markdown (see the errors above).`);
  reporter.info(`Wrote the Markdown of ${plan.pages.length - failed} pages and llms.txt for ${byLocale.size} locales: ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
