/** Writes the deploy files after the build: per-page script policies, _headers, _redirects, sitemap.xml. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildCsp, buildHeadersFile, buildRedirectsFile } from '../lib/deploy/headers';
import { buildSitemap } from '../lib/deploy/sitemap';
import { siteConfig } from '../config/site';
import { thirdPartySources } from '../config/thirdParty';
import { buildLocales, DEFAULT_LOCALE, delocalizePath, hreflangAlternates, localeConfig, localizeRoute, siteLocales } from '../config/locales';
import { docPrefixRedirects, redirectPageHtml } from '../lib/deploy/redirects';
import type { PageRecords } from './pageRecords';

export function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, base, out);
    else out.push(`/${path.relative(base, full).split(path.sep).join('/')}`);
  }
  return out;
}

/** Routes of the built HTML pages ('/docs/api/'), without the not-found pages. */
export function htmlRoutes(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('/index.html') && !/(^|\/)404\//.test(file))
    .map((file) => file.slice(0, -'index.html'.length));
}

/** The pages the sitemap lists: every page of the route plan but the not-found pages and those marked noindex. */
export function sitemapPaths(records: PageRecords): string[] {
  return records.pages.filter((page) => page.kind !== 'notFound' && !page.noindex).map((page) => page.path);
}

/**
 * The sitemap (the route plan's pages, src/node/pageRecords.ts), _redirects, _headers and the redirect pages of doc
 * path prefixes (from the list of built files, no redirect page among them, and the sidebars' reading order); the
 * pages already carry their policy. `scriptHashes` are the CSP hashes of every inline script of the pages, for the
 * header policy. `files` lists public/ before they are written. Returns the redirect pages written
 * ('/docs/a/index.html'), and every file written.
 */
export function writeDeployFiles(publicDir: string, files: readonly string[], records: PageRecords, scriptHashes: ReadonlySet<string>, reporter: Reporter): { redirectPages: string[]; written: string[] } {
  const sources = thirdPartySources();
  const routes = htmlRoutes(files);
  const locales = buildLocales();
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteConfig.url, sitemapPaths(records).map((route) => ({ route, alternates: hreflangAlternates(delocalizePath(route).route, locales) }))));
  const prefixRedirects = docPrefixRedirects(routes, records.sidebarOrder, siteLocales);
  const redirectPages: string[] = [];
  for (const redirect of prefixRedirects) {
    redirectPages.push(`${redirect.from}index.html`);
    const dir = path.join(publicDir, ...redirect.from.split('/').filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), redirectPageHtml(redirect, siteConfig.url, localeConfig(delocalizePath(redirect.from).locale).htmlLang));
  }
  fs.writeFileSync(path.join(publicDir, '_redirects'), buildRedirectsFile(routes, { prefixRedirects, locales, defaultLocale: DEFAULT_LOCALE }));
  // With the files written just above, so that they get their cache rules too; not _headers itself, which only a
  // warm build (writing over the last one) would have listed.
  const written = ['/sitemap.xml', ...redirectPages, '/_redirects'];
  const published = [...new Set([...files, ...written])].filter((file) => file !== '/_headers');
  fs.writeFileSync(path.join(publicDir, '_headers'), buildHeadersFile(published, buildCsp({ ...sources, inlineScriptHashes: [...scriptHashes].sort() }), locales.map((locale) => localizeRoute('/', locale).replace(/\/$/, ''))));
  if (scriptHashes.size > 40) reporter.warn(`The pages have ${scriptHashes.size} different inline scripts, all listed in the header policy: does one differ per page?`);
  reporter.info(`Wrote _headers, _redirects (${routes.length} routes, ${prefixRedirects.length} doc path prefixes) and sitemap.xml; script policies on ${files.filter((f) => f.endsWith('.html')).length} pages.`);
  return { redirectPages, written: [...written, '/_headers'] };
}
