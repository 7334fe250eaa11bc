/**
 * Accessibility and look. axe (WCAG 2.0, 2.1 and 2.2, levels A and AA) finds no violation of any impact on one
 * page of every route kind, in both colour modes, at 1280 and 390 px, and in the open mobile menu; the run
 * also writes screenshots of four pages at both widths in both modes to e2e/screenshots/ (git-ignored).
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ROOT, useSite, waitForHydration } from './harness';

const PAGES = [
  { name: 'doc', path: '/docs/user-guides/klipper-setup/' },
  { name: 'post', path: '/blog/2022/07/27/klipper-tunnel-and-obico-for-klipper-release/' },
  { name: 'blog-list', path: '/blog/' },
  { name: 'help', path: '/help/' },
] as const;
/** One page of every route kind, and what shows it is rendered (its main heading unless `ready` says otherwise). */
const ROUTE_KINDS: ReadonlyArray<{ name: string; path: string; ready?: string }> = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/docs/user-guides/klipper-setup/', ready: '.markdown h2' },
  { name: 'API doc with tables', path: '/docs/api/api-objects/', ready: '.markdown table' },
  { name: 'category', path: '/docs/tutorials/', ready: '.markdown .doc-card' },
  { name: 'post', path: '/blog/2022/07/27/klipper-tunnel-and-obico-for-klipper-release/', ready: '.markdown p' },
  { name: 'blog list', path: '/blog/', ready: '.blog-post-item' },
  { name: 'tags', path: '/blog/tags/', ready: 'main a.tag' },
  { name: 'tag', path: '/blog/tags/klipper/', ready: '.blog-post-item' },
  { name: 'archive', path: '/blog/archive/' },
  { name: 'authors', path: '/blog/authors/' },
  { name: 'help', path: '/help/' },
  { name: 'search with results', path: '/search/?q=klipper', ready: '.search-result' },
  { name: '404', path: '/docs/no-such-page/' },
];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const MODES = ['light', 'dark'] as const;
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
const SCREENSHOTS = path.join(ROOT, 'e2e', 'screenshots');

const site = useSite();
before(() => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
});

async function newModePage(mode: (typeof MODES)[number], viewport: { width: number; height: number }) {
  const { context } = await site.newContext({ viewport });
  // The stored choice, before any script of the site runs: the inline script applies it before first paint.
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  return { context, page: await context.newPage() };
}

/** Every axe violation (any impact), one line per rule with up to five of its nodes. */
async function axeReport(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ')}`)
        .join('\n')}`,
  );
}

describe('accessibility (axe, WCAG 2.2 A and AA, any impact)', () => {
  for (const viewport of WIDTHS) {
    it(`every route kind in both colour modes at ${viewport.width} px has no violation`, async () => {
      const { context } = await site.newContext({ viewport });
      const page = await context.newPage();
      const failures: string[] = [];
      let mode: (typeof MODES)[number] = 'light';
      await page.goto('/');
      await page.evaluate((theme) => window.localStorage.setItem('theme', theme), mode);
      for (const target of ROUTE_KINDS) {
        // One load per page, then a reload in the other mode (the stored choice, as the colour switch leaves it).
        await page.goto(target.path);
        for (let run = 0; run < 2; run += 1) {
          await waitForHydration(page);
          await page.locator(target.ready ?? 'main h1').first().waitFor();
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          for (const line of await axeReport(page)) failures.push(`${target.name} (${target.path}), ${mode}: ${line}`);
          if (run === 0) {
            // The next page starts in the mode this one ends in.
            mode = mode === 'light' ? 'dark' : 'light';
            await page.evaluate((theme) => window.localStorage.setItem('theme', theme), mode);
            await page.reload();
          }
        }
      }
      assert.deepEqual(failures, []);
      await context.close();
    });
  }

  it('the open mobile menu (390 px) has no violation in either mode', async () => {
    const failures: string[] = [];
    for (const mode of MODES) {
      const { context, page } = await newModePage(mode, WIDTHS[1]);
      await page.goto('/docs/user-guides/klipper-setup/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      await page.getByRole('dialog', { name: 'Site menu' }).waitFor();
      for (const line of await axeReport(page)) failures.push(`${mode}: ${line}`);
      await context.close();
    }
    assert.deepEqual(failures, []);
  });

  it('label in name: the search button is named by its visible text, and German "Weiterlesen" links start with it', async () => {
    for (const viewport of WIDTHS) {
      const { context } = await site.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/de-DE/blog/');
      await waitForHydration(page);
      if (viewport.width > 996) {
        const visible = (await page.locator('.navbar .search-button').innerText()).replace(/\s+/g, ' ').trim();
        assert.equal(visible, 'Suchen Ctrl K');
        assert.ok(await page.getByRole('button', { name: visible, exact: true }).isVisible());
      } else {
        // Only the icon is visible; "Suchen" is visually hidden and names the button.
        const box = await page.locator('.navbar .search-button__placeholder').boundingBox();
        assert.ok(box && box.width <= 1 && box.height <= 1);
        assert.ok(await page.getByRole('button', { name: 'Suchen', exact: true }).isVisible());
      }
      const more = page.locator('.blog-post-item__more');
      assert.ok((await more.count()) >= 5);
      assert.deepEqual([...new Set(await more.evaluateAll((links) => links.map((link) => [...link.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim())))], ['Weiterlesen']);
      // The rest of the name (": <post title>") is visually hidden.
      assert.equal(await more.locator('.sr-only').count(), await more.count());
      assert.equal(await page.getByRole('link', { name: /^Weiterlesen ?: \S/ }).count(), await more.count());
      await context.close();
    }
  });

  it('an API table at 390 px scrolls sideways and can be scrolled by keyboard; at 1280 px a table that fits is not a tab stop', async () => {
    const { context } = await site.newContext({ viewport: WIDTHS[1] });
    const page = await context.newPage();
    await page.goto('/docs/api/api-objects/');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Table: Printer', exact: true });
    assert.equal(await region.getAttribute('tabindex'), '0');
    assert.ok(await region.evaluate((element) => element.scrollWidth > element.clientWidth), 'the table is wider than the phone');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.activeElement!.scrollLeft > 0);
    // Every table has its own name.
    const names = await page.locator('.markdown section.table-scroll').evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-label')));
    assert.ok(names.length >= 5);
    assert.equal(new Set(names).size, names.length, `unique names: ${names.join(', ')}`);
    await page.setViewportSize(WIDTHS[0]);
    await page.waitForFunction(() => document.querySelector('.markdown section.table-scroll')!.getAttribute('tabindex') === null);
    await context.close();
  });

  it('reflow: at 320 px no page scrolls sideways, in the locales with the longest labels (footer links, headings)', async () => {
    const { context } = await site.newContext({ viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    const wide: string[] = [];
    for (const route of ['/ru-RU/', '/de-DE/docs/', '/fr-FR/blog/', '/pl-PL/help/', '/es-ES/search/?q=klipper', '/pt-BR/docs/user-guides/klipper-setup/']) {
      await page.goto(route);
      await waitForHydration(page);
      const overflow = await page.evaluate(() => ({
        by: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        culprits: [...document.querySelectorAll('body *')]
          .filter((element) => element.children.length === 0 && element.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !element.closest('.table-scroll, pre'))
          .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 40)}"`)
          .slice(0, 3),
      }));
      if (overflow.by > 0) wide.push(`${route}: ${overflow.by} px (${overflow.culprits.join('; ')})`);
    }
    assert.deepEqual(wide, []);
    await context.close();
  });
});

describe('screenshots', () => {
  it('writes each page at 1280 and 390 px in both modes to e2e/screenshots/', async () => {
    const written: string[] = [];
    for (const mode of MODES) {
      for (const viewport of WIDTHS) {
        const { context, page } = await newModePage(mode, viewport);
        for (const target of PAGES) {
          await page.goto(target.path);
          await waitForHydration(page);
          // Lazy images (covers, diagrams) load before the shot.
          await page.evaluate(async () => {
            for (const img of document.querySelectorAll<HTMLImageElement>('main img')) img.loading = 'eager';
            const pending = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((img) => !img.complete);
            await Promise.all(
              pending.map(
                (img) =>
                  new Promise((resolve) => {
                    img.addEventListener('load', resolve, { once: true });
                    img.addEventListener('error', resolve, { once: true });
                  }),
              ),
            );
          });
          const file = path.join(SCREENSHOTS, `${target.name}-${viewport.width}-${mode}.png`);
          await page.screenshot({ path: file, fullPage: true });
          written.push(file);
        }
        await context.close();
      }
    }
    assert.equal(written.length, PAGES.length * MODES.length * WIDTHS.length);
    for (const file of written) assert.ok(fs.statSync(file).size > 10_000, `${file} holds a real image`);
    const ignored = fs.readFileSync(path.join(ROOT, '.gitignore'), 'utf8').split('\n');
    assert.ok(ignored.includes('e2e/screenshots/'), 'the screenshots are git-ignored');
  });
});
