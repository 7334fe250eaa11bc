/**
 * llms.txt and llms-full.txt (the llms.txt proposal, https://llmstxt.org/): the site's title, a one-paragraph
 * summary, then one section per part of the docs and the blog, each page a link to its Markdown with its
 * description. llms-full.txt holds the Markdown of every doc, in the same order; posts are left out of it.
 */
import { markdownPath, withoutPointer } from './paths';

export { llmsPointer, withoutPointer } from './paths';

export interface LlmsPage {
  kind: 'doc' | 'post';
  /** The route without a locale prefix: /docs/user-guides/klipper-setup/. */
  route: string;
  /** The page's path in its locale: /de-DE/docs/user-guides/klipper-setup/. */
  path: string;
  title: string;
  description?: string | null;
  /** Posts: YYYY-MM-DD. */
  date?: string | null;
}

export const LLMS_SECTIONS = ['User guides', 'Self-hosting', 'API', 'Developer guides', 'Blog'] as const;
export type LlmsSection = (typeof LLMS_SECTIONS)[number];

export const LLMS_SUMMARY =
  'Obico is an open-source platform for 3D printers that run OctoPrint or Klipper: it watches prints with AI to catch failures, ' +
  'and lets you monitor and control the printer from a phone or a browser, on Obico Cloud or on a server you host yourself. ' +
  'Below are its documentation and blog; every link points to the page as plain Markdown.';

/** The section of a doc, from where it lives under /docs/. */
export function docSection(route: string): LlmsSection {
  if (route.startsWith('/docs/server-guides/')) return 'Self-hosting';
  if (route.startsWith('/docs/api/')) return 'API';
  if (route.startsWith('/docs/developer-guides/') || route.startsWith('/docs/tutorials/')) return 'Developer guides';
  return 'User guides';
}

/** Docs in sidebar order (routes the sidebars do not list come last, by route); posts newest first. */
export function orderPages<T extends LlmsPage>(pages: readonly T[], sidebarOrder: readonly string[]): Map<LlmsSection, T[]> {
  const rank = new Map(sidebarOrder.map((route, index) => [route, index]));
  const sections = new Map<LlmsSection, T[]>(LLMS_SECTIONS.map((section) => [section, []]));
  const docs = pages
    .filter((page) => page.kind === 'doc')
    .sort((a, b) => (rank.get(a.route) ?? Infinity) - (rank.get(b.route) ?? Infinity) || a.route.localeCompare(b.route));
  for (const doc of docs) sections.get(docSection(doc.route))!.push(doc);
  const posts = pages.filter((page) => page.kind === 'post').sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a.route.localeCompare(b.route));
  sections.get('Blog')!.push(...posts);
  return sections;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface LlmsSite {
  title: string;
  siteUrl: string;
  summary?: string;
  /** A sentence after the summary, e.g. which language the pages are in. */
  note?: string | null;
}

function header(site: LlmsSite): string[] {
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary ?? LLMS_SUMMARY)}`];
  if (site.note) lines.push('', oneLine(site.note));
  return lines;
}

/** llms.txt stays under this many characters (agents read it whole; the budget is 50,000). */
export const LLMS_TXT_MAX_CHARS = 50_000;
/** The newest posts listed in llms.txt; the blog's own llms.txt lists them all. */
export const LLMS_RECENT_POSTS = 40;

const entry = (site: LlmsSite, page: LlmsPage) => {
  const description = page.description ? `: ${oneLine(page.description)}` : '';
  return `- [${oneLine(page.title).replace(/[[\]]/g, '\\$&')}](${site.siteUrl}${markdownPath(page.path)})${description}`;
};

/**
 * The index: every doc, and the newest posts with a link to the blog's own index (`blogIndexPath`, the locale's
 * /blog/llms.txt), which lists every post. Without `blogIndexPath`, every post is listed here.
 */
export function buildLlmsTxt(site: LlmsSite, pages: readonly LlmsPage[], sidebarOrder: readonly string[], blogIndexPath?: string): string {
  const lines = header(site);
  for (const [section, entries] of orderPages(pages, sidebarOrder)) {
    if (entries.length === 0) continue;
    lines.push('', `## ${section}`, '');
    const shown = section === 'Blog' && blogIndexPath ? entries.slice(0, LLMS_RECENT_POSTS) : entries;
    for (const page of shown) lines.push(entry(site, page));
    if (shown.length < entries.length) lines.push(`- [Every post](${site.siteUrl}${blogIndexPath}): all ${entries.length} posts, newest first, each with its description`);
  }
  return `${lines.join('\n')}\n`;
}

/** The blog's index: every post, newest first. */
export function buildBlogLlmsTxt(site: LlmsSite, pages: readonly LlmsPage[]): string {
  return buildLlmsTxt({ ...site, title: `${site.title} blog` }, pages.filter((page) => page.kind === 'post'), []);
}

/** Every doc's Markdown (the map is keyed by page path) in the order of llms.txt; posts are left out. */
export function buildLlmsFullTxt(site: LlmsSite, pages: readonly LlmsPage[], sidebarOrder: readonly string[], markdownByPath: ReadonlyMap<string, string>): string {
  const parts = [header(site).join('\n')];
  for (const [section, entries] of orderPages(pages, sidebarOrder)) {
    if (section === 'Blog') continue;
    for (const page of entries) {
      const markdown = markdownByPath.get(page.path);
      if (markdown) parts.push(`Source: ${site.siteUrl}${page.path}\n\n${withoutPointer(markdown).trim()}`);
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
