/**
 * The Markdown of every doc and post (`/docs/x.md` next to `/docs/x/`) and the llms.txt files of each locale, written
 * after the build from the route plan's records (src/node/pageRecords.ts), so the content is not walked a second time.
 * A warm build converts again only the pages whose source or record changed (MarkdownCache); the llms files are
 * written from the records and the Markdown of every page.
 */
import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { siteConfig } from '../config/site';
import { DEFAULT_LOCALE, localeConfig, localizeRoute } from '../config/locales';
import { markdownPath, type DocCardLink, type MdNode } from '../lib/markdown/convert';
import { buildBlogLlmsTxt, buildLlmsFullTxt, buildLlmsTxt, LLMS_TXT_MAX_CHARS, llmsPointer, type LlmsPage } from '../lib/markdown/llms';
import { loadMarkdownTools, mdxFileToMarkdown } from './markdown';
import type { PageRecords } from './pageRecords';

export interface MarkdownPageRecord extends LlmsPage {
  locale: string;
  /** The MDX file shown on the page (the translation when there is one). */
  file: string;
  translated: boolean;
  cards: readonly DocCardLink[];
  /** Left out of llms.txt and llms-full.txt (its Markdown is still written). */
  unlisted: boolean;
}

/** The docs and posts of the plan's records: the pages that have a Markdown version. */
export function markdownPageRecords(records: PageRecords): MarkdownPageRecord[] {
  return records.pages.flatMap((page) =>
    (page.kind === 'doc' || page.kind === 'post') && page.file && page.title !== null
      ? [{ kind: page.kind, locale: page.locale, route: page.route, path: page.path, file: page.file, title: page.title, description: page.description, date: page.date, translated: page.translated, cards: page.cards, unlisted: page.unlisted === true }]
      : [],
  );
}

/** The line under the title of a page shown in English in another locale. */
export function untranslatedNote(locale: string): string {
  return `This page is not translated into ${localeConfig(locale).label} yet; it is shown in English.`;
}

/** Bump when the Markdown written for the same source changes. */
const MARKDOWN_VERSION = 2;

/** The code the Markdown comes from: a change to it converts every page again. */
const MARKDOWN_CODE = ['src/lib/markdown', 'src/lib/mdx', 'src/node/markdown.ts', 'src/node/markdownPages.ts'];

function hashTree(hash: ReturnType<typeof createHash>, root: string, item: string, contents: boolean): void {
  const full = path.join(root, item);
  const stats = fs.statSync(full, { throwIfNoEntry: false });
  if (stats?.isDirectory()) for (const name of fs.readdirSync(full).sort()) hashTree(hash, root, path.join(item, name), contents);
  else if (stats) {
    hash.update(item);
    if (contents) hash.update(fs.readFileSync(full));
  }
}

/**
 * What the last build converted: per Markdown file, the key of its inputs (the MDX file, the page's record, the
 * list of content files its links resolve against, the code) and the stamp of the file it wrote.
 */
class MarkdownCache {
  private readonly previous: Record<string, { key: string; size: number; mtimeMs: number }> = {};
  private readonly next: Record<string, { key: string; size: number; mtimeMs: number }> = {};
  private readonly common: string;

  constructor(
    private readonly file: string,
    contentDir: string,
  ) {
    const hash = createHash('sha1').update(`${MARKDOWN_VERSION}\n${siteConfig.url}\n`);
    for (const item of MARKDOWN_CODE) hashTree(hash, process.cwd(), item, true);
    // Links resolve by whether a file exists: adding or removing a content file converts every page again.
    hashTree(hash, contentDir, '.', false);
    this.common = hash.digest('base64');
    try {
      Object.assign(this.previous, JSON.parse(fs.readFileSync(file, 'utf8')) as typeof this.previous);
    } catch {
      // No cache yet: every page is converted.
    }
  }

  key(page: MarkdownPageRecord, source: string): string {
    return createHash('sha1').update(this.common).update(JSON.stringify(page)).update(source).digest('base64');
  }

  /** The Markdown the last build wrote at target for the same inputs, or null. */
  reuse(target: string, key: string): string | null {
    const entry = this.previous[target];
    if (entry?.key !== key) return null;
    const stats = fs.statSync(target, { throwIfNoEntry: false });
    if (!stats || stats.size !== entry.size || stats.mtimeMs !== entry.mtimeMs) return null;
    this.next[target] = entry;
    return fs.readFileSync(target, 'utf8');
  }

  wrote(target: string, key: string): void {
    const stats = fs.statSync(target);
    this.next[target] = { key, size: stats.size, mtimeMs: stats.mtimeMs };
  }

  /** Deletes the Markdown the last build wrote for pages this build no longer has; returns how many. */
  removeGone(): number {
    const gone = Object.keys(this.previous).filter((target) => !this.next[target]);
    for (const target of gone) fs.rmSync(target, { force: true });
    return gone.length;
  }

  save(): void {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.next));
  }
}

function convert(tools: Awaited<ReturnType<typeof loadMarkdownTools>>, page: MarkdownPageRecord, source: string, contentDir: string, cache: Map<string, MdNode>): string {
  const pointer = llmsPointer(`${siteConfig.url}${localizeRoute('/', page.locale)}llms.txt`);
  return `${pointer}\n\n${mdxFileToMarkdown(
    tools,
    {
      file: page.file,
      route: page.route,
      title: page.title,
      description: page.description,
      note: page.locale !== DEFAULT_LOCALE && !page.translated ? untranslatedNote(page.locale) : null,
      cards: page.cards,
    },
    { siteUrl: siteConfig.url, contentDir, localize: (route) => localizeRoute(route, page.locale), cache },
    source,
  )}`;
}

export async function writeMarkdownPages(publicDir: string, records: PageRecords, reporter: Reporter): Promise<void> {
  const plan = { pages: markdownPageRecords(records), sidebarOrder: records.sidebarOrder, contentDir: records.contentDir };
  const started = Date.now();
  const converted = new MarkdownCache(path.join(path.dirname(publicDir), '.cache', 'obico-markdown-pages.json'), plan.contentDir);
  let tools: Awaited<ReturnType<typeof loadMarkdownTools>> | null = null;
  const byLocale = new Map<string, MarkdownPageRecord[]>();
  let failed = 0;
  let reused = 0;
  const markdownByPath = new Map<string, string>();
  const cache = new Map<string, MdNode>();
  for (const page of plan.pages) {
    const target = path.join(publicDir, markdownPath(page.path));
    let source: string;
    try {
      source = fs.readFileSync(page.file, 'utf8');
    } catch (error) {
      failed++;
      reporter.error(`Could not write the Markdown of ${page.path} (${page.file}): ${(error as Error).message}`);
      continue;
    }
    const key = converted.key(page, source);
    let markdown = converted.reuse(target, key);
    if (markdown !== null) reused++;
    else {
      try {
        tools ??= await loadMarkdownTools();
        markdown = convert(tools, page, source, plan.contentDir, cache);
      } catch (error) {
        failed++;
        reporter.error(`Could not write the Markdown of ${page.path} (${page.file}): ${(error as Error).message}`);
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, markdown);
      converted.wrote(target, key);
    }
    // An unlisted page keeps its Markdown (the page links to it) and stays out of llms.txt.
    if (page.unlisted) continue;
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
    const blogIndex = `${localizeRoute('/blog/', locale)}llms.txt`;
    const llmsTxt = buildLlmsTxt(site, pages, plan.sidebarOrder, blogIndex);
    if (llmsTxt.length > LLMS_TXT_MAX_CHARS) reporter.panicOnBuild(`${localizeRoute('/', locale)}llms.txt has ${llmsTxt.length} characters, more than ${LLMS_TXT_MAX_CHARS}: shorten the docs' descriptions or list fewer posts (src/lib/markdown/llms.ts).`);
    fs.writeFileSync(path.join(dir, 'llms.txt'), llmsTxt);
    fs.mkdirSync(path.join(publicDir, localizeRoute('/blog/', locale)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, blogIndex), buildBlogLlmsTxt(site, pages));
    fs.writeFileSync(path.join(dir, 'llms-full.txt'), buildLlmsFullTxt(site, pages, plan.sidebarOrder, markdownByPath));
    // The well-known location of the site's index (a rewrite in _redirects serves it too, on hosts that skip dot folders).
    if (locale === DEFAULT_LOCALE) {
      fs.mkdirSync(path.join(publicDir, '.well-known'), { recursive: true });
      fs.copyFileSync(path.join(dir, 'llms.txt'), path.join(publicDir, '.well-known', 'llms.txt'));
    }
  }
  // Gatsby deletes the HTML of a page that is gone, not the Markdown written next to it.
  const gone = converted.removeGone();
  if (gone > 0) reporter.info(`Removed the Markdown of ${gone} pages that are gone.`);
  converted.save();
  if (failed > 0) reporter.panicOnBuild(`${failed} pages have no Markdown (see the errors above).`);
  reporter.info(
    `Wrote the Markdown of ${plan.pages.length - failed} pages (${reused} unchanged since the last build) and llms.txt for ${byLocale.size} locales: ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}
