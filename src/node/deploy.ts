/** Writes the deploy files after the build: per-page script policies, _headers, _redirects, sitemap.xml. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildCsp, buildHeadersFile, buildRedirectsFile } from '../lib/deploy/headers';
import { withScriptPolicy } from '../lib/deploy/csp';
import { compactChunkMapping } from '../lib/chunkMapping';
import { buildSitemap } from '../lib/deploy/sitemap';
import { siteConfig } from '../config/site';
import { thirdPartySources } from '../config/thirdParty';
import { buildLocales, delocalizePath, hreflangAlternates } from '../lib/i18n/locales';

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

/** A page's HTML with Gatsby's chunk map compacted and its script policy (the hashes of its own inline scripts) in a meta tag. */
export function withPagePolicy(html: string): string {
  return withScriptPolicy(compactChunkMapping(html), thirdPartySources().script);
}

/** The sitemap, _redirects and _headers, from the list of built files; the pages already carry their policy. */
export function writeDeployFiles(publicDir: string, files: readonly string[], reporter: Reporter): void {
  const sources = thirdPartySources();
  const routes = htmlRoutes(files);
  const locales = buildLocales();
  fs.writeFileSync(path.join(publicDir, 'sitemap.xml'), buildSitemap(siteConfig.url, routes.map((route) => ({ route, alternates: hreflangAlternates(delocalizePath(route).route, locales) }))));
  fs.writeFileSync(path.join(publicDir, '_redirects'), buildRedirectsFile(routes));
  // Listed again so the files written just above get their cache rules too.
  fs.writeFileSync(path.join(publicDir, '_headers'), buildHeadersFile(listFiles(publicDir), buildCsp(sources)));
  reporter.info(`Wrote _headers, _redirects (${routes.length} routes) and sitemap.xml; script policies on ${files.filter((f) => f.endsWith('.html')).length} pages.`);
}
