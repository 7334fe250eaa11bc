/** Writes the deploy files after the build: per-page script policies, _headers, _redirects, sitemap.xml. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildCsp, buildHeadersFile, buildRedirectsFile } from '../lib/deploy/headers';
import { pageIndependentScripts, withScriptPolicy } from '../lib/deploy/csp';
import { compactChunkMapping } from '../lib/chunkMapping';
import { buildSitemap } from '../lib/deploy/sitemap';
import { siteConfig } from '../config/site';
import { thirdPartySources } from '../config/thirdParty';
import { buildLocales, delocalizePath, hreflangAlternates, localeConfig } from '../lib/i18n/locales';
import { docPrefixRedirects, redirectPageHtml } from '../lib/deploy/redirects';
import { flattenRoutes } from '../lib/docs/sidebars';
import { buildSidebars } from '../lib/docs/sidebarsFile';
import { loadSidebarsYaml } from './registry';

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

/**
 * A page's HTML with Gatsby's chunk map compacted, its per-page script made page-independent, and its script policy
 * (the hashes of its own inline scripts) in a meta tag.
 */
export function withPagePolicy(html: string): string {
  return withScriptPolicy(pageIndependentScripts(compactChunkMapping(html)), thirdPartySources().script);
}

/** Every doc route of the sidebars in reading order (category links before their items). */
function sidebarOrder(docRoutes: readonly string[]): string[] {
  const docs = docRoutes.map((route) => ({ route, title: route, sidebarLabel: null, description: '' }));
  return Object.values(buildSidebars(loadSidebarsYaml(), docs)).flatMap((items) => flattenRoutes(items));
}

/**
 * The sitemap, _redirects, _headers and the redirect pages of doc path prefixes, from the list of built files (no
 * redirect page among them); the pages already carry their policy. `unlisted` pages (noindex) stay out of the
 * sitemap; `scriptHashes` are the CSP hashes of every inline script of the pages, for the header policy.
 */
export function writeDeployFiles(publicDir: string, files: readonly string[], unlisted: ReadonlySet<string>, scriptHashes: ReadonlySet<string>, reporter: Reporter): void {
  const sources = thirdPartySources();
  const routes = htmlRoutes(files);
  const locales = buildLocales();
  const listed = routes.filter((route) => !unlisted.has(`${route}index.html`));
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteConfig.url, listed.map((route) => ({ route, alternates: hreflangAlternates(delocalizePath(route).route, locales) }))));
  const prefixRedirects = docPrefixRedirects(routes, sidebarOrder(routes.filter((route) => route.startsWith('/docs/'))));
  for (const redirect of prefixRedirects) {
    const dir = path.join(publicDir, ...redirect.from.split('/').filter(Boolean));
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), redirectPageHtml(redirect, siteConfig.url, localeConfig(delocalizePath(redirect.from).locale).htmlLang));
  }
  fs.writeFileSync(path.join(publicDir, '_redirects'), buildRedirectsFile(routes, { prefixRedirects, locales }));
  // Listed again so the files written just above get their cache rules too.
  fs.writeFileSync(path.join(publicDir, '_headers'), buildHeadersFile(listFiles(publicDir), buildCsp({ ...sources, inlineScriptHashes: [...scriptHashes].sort() })));
  if (scriptHashes.size > 40) reporter.warn(`The pages have ${scriptHashes.size} different inline scripts, all listed in the header policy: does one differ per page?`);
  reporter.info(`Wrote _headers, _redirects (${routes.length} routes, ${prefixRedirects.length} doc path prefixes) and sitemap.xml; script policies on ${files.filter((f) => f.endsWith('.html')).length} pages.`);
}
