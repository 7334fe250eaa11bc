/**
 * Turns a rendered page into DocSearch-shaped records, as DocSearch's crawler does: one record for the page title,
 * one per h2/h3 heading, one per text block (paragraph, list item, table cell) under them.
 */
import { NodeType, type HTMLElement, type Node, type TextNode } from 'node-html-parser';
import { asParsed, type ParsedPage } from '../html/parse';
import type { Hierarchy, RecordType, SearchRecord } from './types';
import type { DocsSection } from './facets';
import { docSection, type LlmsSection } from '../markdown/llms';

export interface PageInfo {
  /** Route of the page, e.g. /docs/user-guides/klipper-setup/. */
  route: string;
  language: string;
  section: 'docs' | 'blog';
  /** The top level: the sidebar category for docs, "Blog" for posts. */
  lvl0: string;
  pageRank?: number;
}

/** The docs sections are the llms.txt ones, so the search filters and llms.txt divide the docs alike. */
const DOCS_SECTION_OF: Record<Exclude<LlmsSection, 'Blog'>, DocsSection> = {
  'User guides': 'user-guides',
  'Self-hosting': 'self-hosting',
  API: 'api',
  'Developer guides': 'developer-guides',
};

/** The part of the docs a page belongs to, from its path in any locale (/de-DE/docs/… or /docs/…); null for posts. */
export function docsSectionOf(route: string, section: 'docs' | 'blog'): DocsSection | null {
  if (section !== 'docs') return null;
  const docsAt = route.indexOf('/docs/');
  return DOCS_SECTION_OF[docSection(docsAt >= 0 ? route.slice(docsAt) : route) as Exclude<LlmsSection, 'Blog'>];
}

const BLOCKS = 'h2, h3, p, li, td, th, dt, dd';
const MAX_CONTENT_CHARS = 600;

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The element's text, leaving out the subtrees `skip` names (as textContent would read a copy without them). */
function textWithout(element: HTMLElement, skip: (element: HTMLElement) => boolean): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === NodeType.TEXT_NODE) parts.push((child as TextNode).text);
      else if (child.nodeType === NodeType.ELEMENT_NODE) {
        const inner = child as HTMLElement;
        if (skip(inner)) continue;
        if (inner.rawTagName?.toLowerCase() === 'br') parts.push('\n');
        else walk(inner);
      }
    }
  };
  walk(element);
  return parts.join('');
}

const tag = (element: HTMLElement) => element.rawTagName?.toLowerCase() ?? '';
const NESTED_BLOCKS = new Set(['ul', 'ol', 'p', 'pre']);

/** The text an element adds on its own: a list item without its nested lists and paragraphs. */
function ownText(element: HTMLElement): string {
  if (tag(element) !== 'li') return clean(element.textContent);
  return clean(textWithout(element, (child) => NESTED_BLOCKS.has(tag(child))));
}

/** A heading's text without its anchor link. */
function headingText(element: HTMLElement): string {
  return clean(textWithout(element, (child) => child.classList.contains('hash-link') || (tag(child) === 'a' && child.getAttribute('aria-hidden') === 'true')));
}

/**
 * Records of one page. The content root is the element marked data-search-content (the rendered MDX); the title
 * is the page's h1.
 */
export function buildRecords(html: string | ParsedPage, page: PageInfo): SearchRecord[] {
  const { root } = asParsed(html);
  const title = clean(root.querySelector('main h1')?.textContent ?? '');
  const description = clean(root.querySelector('meta[name="description"]')?.getAttribute('content') ?? '') || null;
  const content = root.querySelector('[data-search-content]');
  if (!title || !content) return [];
  const records: SearchRecord[] = [];
  const docsSection = docsSectionOf(page.route, page.section);
  const hierarchy: Hierarchy = { lvl0: page.lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  let anchor: string | null = null;
  let position = 0;
  const push = (type: RecordType, text: string | null, level: number) => {
    const url = anchor ? `${page.route}#${anchor}` : page.route;
    records.push({
      objectID: `${page.language}:${page.route}:${position}`,
      url,
      url_without_anchor: page.route,
      anchor,
      type,
      content: text,
      hierarchy: { ...hierarchy },
      language: page.language,
      section: page.section,
      docsSection,
      weight: { level, position, pageRank: page.pageRank ?? 0 },
    });
    position++;
  };
  // The page record's text is its description: the summary shown when a search matches the page as a whole.
  push('lvl1', description, 100);
  // A doc's keywords (its front matter, in <meta name="keywords">): the words readers use for its subject.
  const keywords = page.section === 'docs' ? (root.querySelector('meta[name="keywords"]')?.getAttribute('content') ?? '').split(',').map(clean).filter(Boolean) : [];
  if (keywords.length) records[0].keywords = keywords;
  for (const element of content.querySelectorAll(BLOCKS)) {
    if (element.closest('pre') || element.closest('nav')) continue;
    const tag = element.rawTagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      const text = headingText(element);
      if (!text) continue;
      anchor = element.getAttribute('id') ?? anchor;
      if (tag === 'h2') {
        hierarchy.lvl2 = text;
        hierarchy.lvl3 = null;
        push('lvl2', null, 90);
      } else {
        hierarchy.lvl3 = text;
        push('lvl3', null, 80);
      }
      continue;
    }
    if (tag === 'li' && element.querySelector('p')) continue; // its paragraphs are records of their own
    const text = ownText(element);
    if (text.length < 3) continue;
    push('content', text.length > MAX_CONTENT_CHARS ? `${text.slice(0, MAX_CONTENT_CHARS).replace(/\s+\S*$/, '')}…` : text, 0);
  }
  return records;
}
