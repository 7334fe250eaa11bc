/**
 * A doc's content as the print page shows it: every id prefixed with the doc's anchor (so ids stay unique among all
 * the docs of the page), every reference to an id (href="#…", for, aria-*) following it, every link to a doc of the
 * print rewritten to its in-document target, and headings one level down (the doc's title is the h2 of its part).
 * Links to pages outside the print stay as they are: site paths, checked by the link check like any page's.
 */
import type { HTMLElement } from 'node-html-parser';
import { parsePage } from '../html/parse';
import { headingAnchor } from './plan';

/** Attributes that hold one id or a space-separated list of ids. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-details', 'aria-errormessage', 'aria-activedescendant', 'headers', 'list', 'form'];

/** Elements with no use in a static, printed page (code blocks' copy buttons, which need the page's scripts). */
const DROPPED = new Set(['script', 'button', 'noscript', 'template']);

export interface RewriteContext {
  /** The route of the doc whose content this is (`/docs/a/`, without locale prefix). */
  route: string;
  /** The doc's anchor in the print page. */
  anchor: string;
  /**
   * The route (without locale prefix) a site path points to, for paths of the site (`/de-DE/docs/a/` -> `/docs/a/`),
   * or null for other paths.
   */
  routeOf: (pathname: string) => string | null;
  /** Each doc of the print and its anchor. */
  anchors: ReadonlyMap<string, string>;
  /** Added to the accessible names of the doc's landmarks (its tables' sections), which must be unique in the page. */
  labelSuffix?: string;
}

/** Where an href of the doc points in the print page, or the href unchanged when it leaves the print. */
export function rewriteHref(href: string, context: RewriteContext): string {
  const trimmed = href.trim();
  if (trimmed.startsWith('#')) {
    const id = decodeFragment(trimmed.slice(1));
    return id ? `#${headingAnchor(context.anchor, id)}` : `#${context.anchor}`;
  }
  // Only links within the site: a path, or a relative URL (resolved against the doc's route).
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return href;
  let url: URL;
  try {
    url = new URL(trimmed, `https://print.invalid${context.route}`);
  } catch {
    return href;
  }
  if (url.search) return href;
  const route = context.routeOf(url.pathname);
  const anchor = route ? context.anchors.get(route) : undefined;
  if (!anchor) return href;
  const id = decodeFragment(url.hash.slice(1));
  return id ? `#${headingAnchor(anchor, id)}` : `#${anchor}`;
}

function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

const HEADING = /^h([1-6])$/i;

/** The doc's content (HTML of its `.markdown` element) rewritten for the print page (see the module comment). */
export function rewriteDocContent(html: string, context: RewriteContext): string {
  const page = parsePage(html);
  const prefix = (id: string) => headingAnchor(context.anchor, id);
  const dropped: HTMLElement[] = [];
  for (const element of page.elements) {
    const tag = element.rawTagName?.toLowerCase() ?? '';
    if (DROPPED.has(tag)) {
      dropped.push(element);
      continue;
    }
    const id = element.getAttribute('id');
    if (id) element.setAttribute('id', prefix(id));
    if (tag === 'a') {
      const name = element.getAttribute('name');
      if (name) element.setAttribute('name', prefix(name));
    }
    for (const attribute of ID_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (value) element.setAttribute(attribute, value.split(/\s+/).filter(Boolean).map(prefix).join(' '));
    }
    const href = element.getAttribute('href');
    if (href !== undefined && tag !== 'link') {
      const rewritten = rewriteHref(href, context);
      if (rewritten !== href) element.setAttribute('href', rewritten);
    }
    const label = tag === 'section' && context.labelSuffix ? element.getAttribute('aria-label') : undefined;
    if (label) element.setAttribute('aria-label', `${label} (${context.labelSuffix})`);
    const level = HEADING.exec(tag);
    if (level) element.tagName = `h${Math.min(6, Number(level[1]) + 1)}`;
  }
  for (const element of dropped) element.remove();
  // References to the dropped elements (tab panels labelled by their tab buttons) go with them.
  const kept = new Set(page.root.querySelectorAll('[id]').map((element) => element.id));
  for (const element of page.root.querySelectorAll('*')) {
    for (const attribute of ID_REFERENCES) {
      const value = element.getAttribute(attribute);
      if (value === undefined) continue;
      const ids = value.split(/\s+/).filter((id) => kept.has(id));
      if (ids.length > 0) element.setAttribute(attribute, ids.join(' '));
      else element.removeAttribute(attribute);
    }
  }
  return page.root.toString();
}
