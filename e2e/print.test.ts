/**
 * The print pages (src/node/printPages.ts): the whole manual and a locale's, in Chromium. Every TOC entry and every
 * in-document link reaches its target, no errors, axe finds nothing, and Chromium's PDF of the manual has at least
 * one page per doc (each doc starts a printed page). The pages stay out of the sitemap, llms.txt and the search.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROOT, useSite, watchErrors } from './harness';

const publicDir = path.join(ROOT, 'public');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** A locale other than English, when the build has one. */
const otherLocale = ['de-DE', 'fr-FR', 'ru-RU'].find((locale) => fs.existsSync(path.join(publicDir, locale, 'docs', 'print', 'index.html')));

const site = useSite();

/** Counts the page objects of a PDF (`/Type /Page`, not `/Pages`). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** The page's in-document links whose target is missing, and its TOC's entries. */
async function inDocumentLinks(page: Page) {
  return page.evaluate(() => {
    const missing: string[] = [];
    for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))) {
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      if (!document.getElementById(id)) missing.push(link.getAttribute('href')!);
    }
    const toc = Array.from(document.querySelectorAll<HTMLAnchorElement>('.print-toc a')).map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' }));
    const docs = Array.from(document.querySelectorAll('article.print-doc')).map((article) => article.id);
    const ids = Array.from(document.querySelectorAll('[id]')).map((element) => element.id);
    return { missing, toc, docs, duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i) };
  });
}

async function openPrint(route: string) {
  const { page } = await site.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(route);
  assert.equal(response?.status(), 200, route);
  return { page, errors };
}

describe('print pages', () => {
  it('/docs/print/: TOC and in-document links resolve, each doc starts a PDF page', async () => {
    const { page, errors } = await openPrint('/docs/print/');
    assert.equal(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex');
    assert.equal(await page.locator('script').count(), 0);
    const { missing, toc, docs, duplicateIds } = await inDocumentLinks(page);
    assert.ok(docs.length > 40, `${docs.length} docs`);
    assert.ok(toc.length >= docs.length, `${toc.length} TOC entries for ${docs.length} docs`);
    assert.deepEqual(missing, []);
    assert.deepEqual(duplicateIds, []);
    assert.ok(toc.some((entry) => entry.href === '#user-guides-klipper-setup'), 'the Klipper setup guide is in the TOC');
    // Sidebar order: the guides before the developer docs.
    assert.ok(docs.indexOf('user-guides-klipper-setup') < docs.indexOf('server-guides'), 'sidebar order');
    // A TOC entry takes the reader to its doc.
    await page.click('.print-toc a[href="#user-guides-klipper-setup"]');
    assert.equal(new URL(page.url()).hash, '#user-guides-klipper-setup');
    assert.deepEqual(await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze().then((r) => r.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`)), []);
    await page.emulateMedia({ media: 'print' });
    assert.equal(await page.locator('article.print-doc').first().evaluate((element) => getComputedStyle(element).breakBefore), 'page');
    const started = Date.now();
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    const pages = pdfPageCount(pdf);
    console.log(`# /docs/print/: ${docs.length} docs, ${toc.length} TOC links, PDF ${pages} pages, ${(pdf.length / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    assert.ok(pages >= docs.length + 2, `PDF of ${pages} pages for ${docs.length} docs (+ title and TOC)`);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it("a sidebar's page prints that sidebar only, and links to other docs stay site links", async () => {
    const { page, errors } = await openPrint('/docs/print/guide-sidebar/');
    const { missing, docs } = await inDocumentLinks(page);
    assert.deepEqual(missing, []);
    assert.ok(docs.includes('user-guides-klipper-setup'));
    assert.ok(!docs.includes('server-guides'));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('a locale prints its translated pages, English where there is none', { skip: !otherLocale && 'no other locale built' }, async () => {
    const { page, errors } = await openPrint(`/${otherLocale}/docs/print/`);
    const lang = await page.getAttribute('html', 'lang');
    assert.equal(lang?.slice(0, 2), otherLocale!.slice(0, 2));
    const { missing, toc, docs } = await inDocumentLinks(page);
    assert.deepEqual(missing, []);
    assert.ok(toc.length >= docs.length && docs.length > 40);
    // The translated Klipper guide is in the locale's language; an untranslated doc says it is English.
    assert.equal(await page.locator('#user-guides-klipper-setup').getAttribute('lang'), null);
    assert.ok((await page.locator('article.print-doc[lang="en"]').count()) > 0, 'untranslated docs are shown in English');
    const heading = await page.locator('#print-contents-title').textContent();
    assert.notEqual(heading, 'Contents');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('the print pages are not in the sitemap, llms.txt or the search indexes', () => {
    const files = fs
      .readdirSync(publicDir)
      .filter((name) => /^sitemap.*\.xml$/.test(name) || name === 'llms.txt')
      .map((name) => path.join(publicDir, name));
    const searchDir = path.join(publicDir, 'search');
    if (fs.existsSync(searchDir)) for (const name of fs.readdirSync(searchDir)) if (name.endsWith('.json')) files.push(path.join(searchDir, name));
    assert.ok(files.some((file) => file.includes('sitemap')) && files.some((file) => file.endsWith('llms.txt')), `checked: ${files.join(', ')}`);
    for (const file of files) assert.ok(!fs.readFileSync(file, 'utf8').includes('/docs/print/'), `${path.relative(publicDir, file)} names a print page`);
  });
});
