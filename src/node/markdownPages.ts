/**
 * The Markdown of every doc and post (`/docs/x.md` next to `/docs/x/`) and the llms.txt files of each locale.
 * createPages records the pages it creates (recordMarkdownPages); onPostBuild writes the files from that record,
 * so the content is not walked a second time.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { siteConfig } from '../config/site';
import { DEFAULT_LOCALE, localeConfig, localizeRoute } from '../lib/i18n/locales';
import { markdownPath, type DocCardLink, type MdNode } from '../lib/markdown/convert';
import { buildLlmsFullTxt, buildLlmsTxt, type LlmsPage } from '../lib/markdown/llms';
import { loadMarkdownTools, mdxFileToMarkdown } from './markdown';

export interface MarkdownPageRecord extends LlmsPage {
  locale: string;
  /** The MDX file shown on the page (the translation when there is one). */
  file: string;
  translated: boolean;
  cards: readonly DocCardLink[];
}

export interface MarkdownPlan {
  pages: MarkdownPageRecord[];
  /** Every doc route the sidebars list, in reading order. */
  sidebarOrder: string[];
  contentDir: string;
}

const KEY = Symbol.for('obico.markdownPlan');
const store = globalThis as unknown as Record<symbol, MarkdownPlan | undefined>;

export function recordMarkdownPages(plan: MarkdownPlan): void {
  store[KEY] = plan;
}

/** The line under the title of a page shown in English in another locale. */
export function untranslatedNote(locale: string): string {
  return `This page is not translated into ${localeConfig(locale).label} yet; it is shown in English.`;
}

export async function writeMarkdownPages(publicDir: string, reporter: Reporter): Promise<void> {
  const plan = store[KEY];
  if (!plan) {
    reporter.panicOnBuild('The Markdown pages were not recorded by createPages.');
    return;
  }
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
