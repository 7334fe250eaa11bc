/**
 * The print pages (/docs/print/ and /docs/print/<sidebar>/ in every built locale): the whole manual, or one sidebar,
 * as one static page, assembled after the build from the built HTML of each doc (each doc page is read once per
 * locale: its stylesheet and its `.markdown` content). Runs before the post-build pass (postBuild.ts), which gives
 * the pages their script policy and checks their links and in-document anchors like any page's. The pages are in
 * no route plan, so the sitemap, the search records, llms.txt and the feeds leave them out; they also say noindex.
 */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildSidebars } from '../lib/docs/sidebarsFile';
import type { DocInfo } from '../lib/docs/sidebars';
import { assignAnchors, printScopes, tocEntries } from '../lib/print/plan';
import { rewriteDocContent } from '../lib/print/rewrite';
import { renderPrintPage, type PrintDoc } from '../lib/print/render';
import { delocalizePath, localeConfig, localizeRoute } from '../config/locales';
import { siteConfig } from '../config/site';
import { loadSidebarsYaml } from './registry';
import type { PageRecords } from './pageRecords';
import type { PageRecord } from '../lib/routing/routes';

/** A doc page's parts the print page uses. */
interface BuiltDoc {
  styles: string;
  content: string;
  lang: string | null;
}

const CONTENT_START = '<div class="markdown" data-search-content="">';
const CONTENT_END = '<footer class="docs-article__footer"';

/** The stylesheets of a page's head (Gatsby's inlined `<style>` and any stylesheet `<link>`), as written. */
export function headStyles(html: string): string {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return (head.match(/<style\b[^>]*>[\s\S]*?<\/style>|<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? []).join('');
}

/** The parts of a built doc page, or null when it is not a doc page of the doc template. */
export function readBuiltDoc(html: string): BuiltDoc | null {
  const start = html.indexOf(CONTENT_START);
  const end = start === -1 ? -1 : html.indexOf(CONTENT_END, start);
  if (end === -1) return null;
  const inner = html.slice(start + CONTENT_START.length, end).replace(/\s*<\/div>\s*$/, '');
  const article = /<article class="docs-article"(?: lang="([^"]*)")?/.exec(html);
  return { styles: headStyles(html), content: inner, lang: article?.[1] ?? null };
}

type Catalogue = Record<string, string>;

function readCatalogue(locale: string): Catalogue {
  try {
    return JSON.parse(fs.readFileSync(path.join(process.cwd(), 'locales', locale, 'translation.json'), 'utf8')) as Catalogue;
  } catch {
    return {};
  }
}

const htmlFile = (publicDir: string, pagePath: string) => path.join(publicDir, pagePath, 'index.html');

/** Writes the print pages; returns the files written (paths relative to publicDir). */
export function writePrintPages(publicDir: string, records: PageRecords, reporter: Reporter): string[] {
  const started = Date.now();
  const defaultLocale = records.locales[0];
  const docRecords = records.pages.filter((page) => page.kind === 'doc');
  const docs: DocInfo[] = docRecords
    .filter((page) => page.locale === defaultLocale)
    .map((page) => ({ route: page.route, title: page.title ?? page.route, sidebarLabel: null, description: page.description ?? '' }));
  // A sidebar may list a draft (or a scheduled page) this build leaves out: it resolves, and is not printed (it has
  // no built page).
  const planned = new Set(docs.map((doc) => doc.route));
  for (const page of records.withheld ?? []) {
    if (!planned.has(page.route)) docs.push({ route: page.route, title: page.route, sidebarLabel: null, description: '' });
  }
  const sidebars = buildSidebars(loadSidebarsYaml(), docs);
  const english = readCatalogue(defaultLocale);
  const written: string[] = [];
  let read = 0;
  for (const locale of records.locales) {
    const catalogue = { ...english, ...readCatalogue(locale) };
    const t = (key: string, fallback: string) => catalogue[key] ?? fallback;
    const byRoute = new Map<string, PageRecord>(docRecords.filter((page) => page.locale === locale).map((page) => [page.route, page]));
    const built = new Map<string, BuiltDoc | null>();
    const builtDoc = (route: string): BuiltDoc | null => {
      if (!built.has(route)) {
        const record = byRoute.get(route);
        let doc: BuiltDoc | null = null;
        if (record) {
          try {
            doc = readBuiltDoc(fs.readFileSync(htmlFile(publicDir, record.path), 'utf8'));
            read++;
          } catch {
            doc = null;
          }
        }
        built.set(route, doc);
      }
      return built.get(route)!;
    };
    const sidebarLabel = (name: string) => t(`print.sidebar.${name}`, siteConfig.docs.sidebars[name]?.label ?? name);
    const htmlLang = localeConfig(locale).htmlLang;
    // Unlisted pages are listed nowhere, so not in the manual either.
    const printable = (route: string) => byRoute.get(route)?.unlisted !== true && builtDoc(route) !== null;
    for (const scope of printScopes(sidebars, sidebarLabel, printable)) {
      const anchors = assignAnchors(scope.routes);
      const printDocs: PrintDoc[] = scope.routes.map((route) => {
        const record = byRoute.get(route)!;
        const doc = builtDoc(route)!;
        const anchor = anchors.get(route)!;
        return {
          anchor,
          title: record.title ?? route,
          html: rewriteDocContent(doc.content, { route, anchor, anchors, routeOf: (pathname) => delocalizePath(pathname).route, labelSuffix: record.title ?? route }),
          lang: doc.lang ?? undefined,
          url: `${siteConfig.url}${record.path}`,
        };
      });
      const toc = tocEntries(
        scope.items,
        anchors,
        (route, label) => byRoute.get(route)?.title ?? label,
        (item) => (item.key.startsWith('print.') ? item.label : t(`sidebar.${item.key}`, item.label)),
      );
      const manual = t('print.manualTitle', 'The Obico manual');
      const title = scope.sidebar ? `${sidebarLabel(scope.sidebar)} · ${manual}` : manual;
      const pagePath = localizeRoute(scope.route, locale);
      const html = renderPrintPage({
        lang: htmlLang,
        dir: 'ltr',
        title,
        subtitle: t('print.subtitle', 'Every page of the documentation, in reading order, from {{url}}').replace('{{url}}', `${siteConfig.url}${localizeRoute('/docs/', locale)}`),
        contentsLabel: t('print.contents', 'Contents'),
        styles: builtDoc(scope.routes[0])?.styles ?? '',
        toc,
        docs: printDocs,
        canonical: `${siteConfig.url}${pagePath}`,
      });
      const file = path.join(pagePath, 'index.html').replace(/^\//, '');
      fs.mkdirSync(path.join(publicDir, pagePath), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), html);
      written.push(file);
    }
  }
  reporter.info(`Print pages: ${written.length} pages from ${read} doc pages, ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return written;
}
