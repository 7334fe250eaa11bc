import { escapeXml } from '../blog/feeds';

export interface SitemapEntry {
  route: string;
  /** Other-language versions of the page (hreflang -> route), including this one and x-default. */
  alternates?: Array<{ hreflang: string; route: string }>;
}

/** sitemap.xml with xhtml:link alternates for localized pages. */
export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((entry) => {
      const links = (entry.alternates ?? []).map(
        (alt) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(`${siteUrl}${alt.route}`)}"/>`,
      );
      return ['  <url>', `    <loc>${escapeXml(`${siteUrl}${entry.route}`)}</loc>`, ...links, '  </url>'].join('\n');
    });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
