/**
 * Checks the internal links of built HTML pages. Pure: the caller reads public/ and reports.
 * A link whose target file does not exist is broken (the build fails); a link whose #anchor does not exist on
 * the target page is reported as a warning.
 */

export interface BuiltSite {
  /** Every file of the build, as URL paths ('/blog/rss.xml', '/docs/api/index.html'). */
  files: ReadonlySet<string>;
  /** The HTML pages to check: URL path of the page ('/docs/api/') -> its links and anchors (summarizePage). */
  pages: ReadonlyMap<string, PageLinks>;
}

/** What the check needs of a page: far smaller than its HTML, so a whole site fits in memory. */
export interface PageLinks {
  links: string[];
  anchors: Set<string>;
}

export interface BrokenLink {
  source: string;
  target: string;
}

export interface BrokenAnchor extends BrokenLink {
  anchor: string;
}

import { anchorIds, asParsed, referencedUrls, type ParsedPage } from '../html/parse';

/** A page's internal URLs, resolved against its route (query strings dropped). */
export function resolveLinks(route: string, urls: readonly string[]): string[] {
  const links: string[] = [];
  for (const value of urls) {
    if (!value || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(value)) continue; // external, mailto:, data:, javascript:
    const resolved = new URL(value, `http://site${route}`);
    links.push(`${resolved.pathname}${resolved.hash}`);
  }
  return links;
}

/** Internal URLs referenced by a page, resolved against the page's route (query strings dropped). */
export function extractLinks(route: string, page: string | ParsedPage): string[] {
  return resolveLinks(route, referencedUrls(asParsed(page)));
}

/** The ids (and legacy anchor names) a page's HTML defines, which #anchors may target. */
export function extractAnchors(page: string | ParsedPage): Set<string> {
  return new Set(anchorIds(asParsed(page)));
}

/** Where a URL path is served from: the file itself, or the folder's index.html. */
export function resolveTarget(pathname: string, files: ReadonlySet<string>): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (files.has(decoded) && !decoded.endsWith('/')) return decoded;
  const index = `${decoded.replace(/\/?$/, '/')}index.html`;
  return files.has(index) ? index : null;
}

/**
 * A page's links (resolved against its route, without repeats) and anchors. `within` keeps only what starts at an
 * offset it accepts (the post-build pass leaves Gatsby's slices out: their links are summarised once per slice).
 */
export function summarizePage(route: string, page: string | ParsedPage, within?: (offset: number) => boolean): PageLinks {
  const parsed = asParsed(page);
  return { links: [...new Set(resolveLinks(route, referencedUrls(parsed, within)))], anchors: new Set(anchorIds(parsed, within)) };
}

export function checkLinks(site: BuiltSite): { broken: BrokenLink[]; brokenAnchors: BrokenAnchor[] } {
  const broken: BrokenLink[] = [];
  const brokenAnchors: BrokenAnchor[] = [];
  const pageByFile = new Map<string, string>();
  for (const route of site.pages.keys()) {
    const file = resolveTarget(route, site.files);
    if (file) pageByFile.set(file, route);
  }
  const anchorsOf = (file: string): Set<string> | null => {
    const route = pageByFile.get(file);
    return route ? (site.pages.get(route)?.anchors ?? null) : null;
  };
  for (const [route, page] of site.pages) {
    for (const link of new Set(page.links)) {
      const hashAt = link.indexOf('#');
      const pathname = hashAt >= 0 ? link.slice(0, hashAt) : link;
      const anchor = hashAt >= 0 ? decodeURIComponent(link.slice(hashAt + 1)) : '';
      const file = resolveTarget(pathname, site.files);
      if (!file) {
        broken.push({ source: route, target: pathname });
        continue;
      }
      if (anchor) {
        const anchors = anchorsOf(file);
        if (anchors && !anchors.has(anchor)) brokenAnchors.push({ source: route, target: pathname, anchor });
      }
    }
  }
  return { broken, brokenAnchors };
}

/** A readable report, grouped by source page. */
export function formatBrokenLinks(items: ReadonlyArray<BrokenLink | BrokenAnchor>): string {
  const bySource = new Map<string, string[]>();
  for (const item of items) {
    const target = 'anchor' in item ? `${item.target}#${item.anchor}` : item.target;
    const targets = bySource.get(item.source);
    if (targets) targets.push(target);
    else bySource.set(item.source, [target]);
  }
  return [...bySource.entries()].map(([source, targets]) => `  ${source}\n${targets.map((t) => `    -> ${t}`).join('\n')}`).join('\n');
}
