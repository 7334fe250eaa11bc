/**
 * The print page's HTML: a static document (no scripts) with the site's stylesheets, a title page, the table of
 * contents and each doc in its own `<article>`, which starts a printed page.
 */
import type { TocEntry } from './plan';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

export interface PrintDoc {
  anchor: string;
  title: string;
  /** The doc's content, rewritten (rewriteDocContent). */
  html: string;
  /** The content's language where it differs from the page's (an English doc in another locale). */
  lang?: string;
  /** The doc's address on the site, shown under its title. */
  url: string;
}

export interface PrintPage {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** A line under the title (the site's address). */
  subtitle: string;
  contentsLabel: string;
  /** The site's stylesheets: the <style>/<link> elements of a doc page's head, as they are. */
  styles: string;
  toc: TocEntry[];
  docs: PrintDoc[];
  /** The canonical address of the page, or null. */
  canonical: string | null;
}

/** The table of contents as nested ordered lists. */
export function renderToc(entries: readonly TocEntry[]): string {
  if (entries.length === 0) return '';
  const items = entries.map((entry) => {
    const label = entry.href ? `<a href="${escapeHtml(entry.href)}">${escapeHtml(entry.label)}</a>` : `<span>${escapeHtml(entry.label)}</span>`;
    return `<li>${label}${renderToc(entry.children)}</li>`;
  });
  return `<ol>${items.join('')}</ol>`;
}

/** Print layout on top of the site's stylesheet: a page break before each doc, the title page and TOC kept simple. */
export const PRINT_CSS = `
.print-manual{max-width:52rem;margin:0 auto;padding:2rem 1.25rem}
.print-title{padding:4rem 0 2rem}
.print-title h1{font-size:2.5rem;margin-bottom:.5rem}
.print-toc ol{list-style:none;padding-left:1.25rem;margin:0}
.print-toc>ol{padding-left:0}
.print-toc li{margin:.2rem 0}
.print-toc>ol>li{margin-top:.75rem;font-weight:700}
.print-toc>ol>li li{font-weight:400}
.print-doc{break-before:page;page-break-before:always;padding-top:2rem}
.print-doc__url{font-size:.85rem;color:var(--ifm-color-emphasis-700);margin-top:-.5rem}
.print-manual pre{white-space:pre-wrap;overflow-wrap:anywhere;overflow:visible}
@media print{
.print-manual{max-width:none;padding:0}
.print-title{padding-top:30vh}
.print-toc{break-before:page;page-break-before:always}
.print-doc{padding-top:0}
.print-doc__url a::after{content:none!important}
.markdown a[href^="#"]::after{content:none}
}
`;

export function renderPrintPage(page: PrintPage): string {
  const docs = page.docs.map(
    (doc) =>
      `<article class="print-doc docs-article" id="${escapeHtml(doc.anchor)}" aria-labelledby="${escapeHtml(doc.anchor)}--print-title"${doc.lang ? ` lang="${escapeHtml(doc.lang)}"` : ''}>` +
      `<h2 id="${escapeHtml(doc.anchor)}--print-title">${escapeHtml(doc.title)}</h2>` +
      `<p class="print-doc__url"><a href="${escapeHtml(doc.url)}">${escapeHtml(doc.url)}</a></p>` +
      `<div class="markdown">${doc.html}</div></article>`,
  );
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(page.lang)}" dir="${page.dir}" data-theme="light"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<title>${escapeHtml(page.title)}</title>` +
    `<meta name="description" content="${escapeHtml(page.subtitle)}">` +
    (page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}">` : '') +
    page.styles +
    `<style>${PRINT_CSS}</style></head>` +
    `<body class="print-page"><main id="main" class="print-manual">` +
    `<header class="print-title" id="print-title"><h1>${escapeHtml(page.title)}</h1><p>${escapeHtml(page.subtitle)}</p></header>` +
    `<nav class="print-toc" id="print-contents" aria-labelledby="print-contents-title"><h2 id="print-contents-title">${escapeHtml(page.contentsLabel)}</h2>${renderToc(page.toc)}</nav>` +
    docs.join('') +
    `</main></body></html>`
  );
}
