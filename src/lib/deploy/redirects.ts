/**
 * Redirects the build adds beyond the .html forms of each route:
 * - every path prefix of a doc route that is no page itself (/docs/user-guides/) goes to the first doc under it in
 *   sidebar order, in every locale: a 301 in _redirects, plus a small HTML page at that path for servers that do
 *   not read _redirects (`gatsby serve`, plain static hosting);
 * - a path without a page under a locale prefix gets that locale's not-found page, with status 404.
 */
import { escapeXml } from '../blog/feeds';
import type { Locales } from '../i18n/locales';

export interface Redirect {
  from: string;
  to: string;
}

/** Marks the generated redirect pages, so later passes (and later builds) can tell them from real pages. */
export const REDIRECT_PAGE_MARK = '<!-- redirect page written by the build (src/lib/deploy/redirects.ts) -->';

export function isRedirectPage(html: string): boolean {
  return html.slice(0, 200).includes(REDIRECT_PAGE_MARK);
}

/**
 * The doc path prefixes without a page, each to the first doc under it: first in `order` (the sidebars in reading
 * order, category links before their items), else the first route under it alphabetically. `routes` are the built
 * routes of every locale ('/docs/a/', '/de-DE/docs/a/'); each locale gets its own redirects.
 */
export function docPrefixRedirects(routes: readonly string[], order: readonly string[], { delocalizePath, localizeRoute }: Pick<Locales, 'delocalizePath' | 'localizeRoute'>): Redirect[] {
  const byLocale = new Map<string, Set<string>>();
  for (const built of routes) {
    const { locale, route } = delocalizePath(built);
    if (!route.startsWith('/docs/')) continue;
    if (!byLocale.has(locale)) byLocale.set(locale, new Set());
    byLocale.get(locale)!.add(route);
  }
  const redirects: Redirect[] = [];
  for (const [locale, docs] of byLocale) {
    const ordered = [...order.filter((route) => docs.has(route)), ...[...docs].sort()];
    const prefixes = new Set<string>();
    for (const route of docs) {
      const parts = route.split('/').filter(Boolean);
      // /docs/a/b/c/ has the prefixes /docs/a/ and /docs/a/b/; /docs/ itself is left to its own page.
      for (let depth = 2; depth < parts.length; depth += 1) prefixes.add(`/${parts.slice(0, depth).join('/')}/`);
    }
    for (const prefix of [...prefixes].sort()) {
      if (docs.has(prefix)) continue;
      const target = ordered.find((route) => route.startsWith(prefix));
      if (target) redirects.push({ from: localizeRoute(prefix, locale), to: localizeRoute(target, locale) });
    }
  }
  return redirects.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Not-found rules, most specific first: each locale's prefix to its own translated not-found page, then English
 * for everything else. Netlify applies a rule only where no file exists (no "!"), with the given status.
 */
export function notFoundRules(locales: readonly string[], defaultLocale: string): string[] {
  const rules = locales.filter((locale) => locale !== defaultLocale).map((locale) => `/${locale}/* /${locale}/404.html 404`);
  return [...rules, '/* /404.html 404'];
}

/** A page that sends the visitor on at once (with a link for those whose browser does not follow the refresh). */
export function redirectPageHtml(redirect: Redirect, siteUrl: string, htmlLang: string): string {
  const to = escapeXml(redirect.to);
  return `<!DOCTYPE html>
${REDIRECT_PAGE_MARK}
<html lang="${escapeXml(htmlLang)}">
<head>
<meta charset="utf-8">
<title>${to}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${escapeXml(siteUrl)}${to}">
</head>
<body>
<p><a href="${to}">${to}</a></p>
</body>
</html>
`;
}
