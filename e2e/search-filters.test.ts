/**
 * The search page's filters (docs or blog, docs section), in the browser on the production build, and the page's
 * layout as they come.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite } from './harness';

const site = useSite();

/** Where the docs of each section live (the llms.txt division). */
const SECTION_PATHS: Record<string, RegExp> = {
  'user-guides': /^\/docs\/user-guides\//,
  'self-hosting': /^\/docs\/server-guides\//,
  api: /^\/docs\/api\//,
  'developer-guides': /^\/docs\/(developer-guides|tutorials)\//,
};

/** The number of results the page announces, once a real answer for `query` is in. */
async function resultCount(page: Page, query: string): Promise<number> {
  const count = page.locator('.search-page__count').filter({ hasText: new RegExp(`\\d+ results? for “${query}”`) });
  await count.waitFor();
  return Number(/(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
}

/**
 * Waits until the page announces `expected` results for `query`. The address changes as soon as a filter does; the
 * results follow a moment later, so a count read at once may still be the previous one. A count that never comes
 * fails with the one the page shows.
 */
async function expectCount(page: Page, query: string, expected: number): Promise<void> {
  const count = page.locator('.search-page__count').filter({ hasText: new RegExp(`^\\s*${expected} results? for “${query}”`) });
  try {
    await count.waitFor({ timeout: 5000 });
  } catch {
    assert.fail(`expected ${expected} results for “${query}”, the page says “${await page.locator('.search-page__count').textContent()}”`);
  }
}

async function resultUrls(page: Page): Promise<string[]> {
  await page.locator('.search-result').first().waitFor();
  return page.locator('.search-result h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** A filter value's checkbox and its count, by the value the address uses. */
function option(page: Page, value: string) {
  const input = page.locator(`.search-filters__option input[value="${value}"]`);
  // `has` looks inside each option, so its locator names the input alone.
  const label = page.locator('.search-filters__option', { has: page.locator(`input[value="${value}"]`) });
  return { input, count: async () => Number((await label.locator('.search-filters__count').textContent())?.trim()) };
}

/**
 * The layout shifts the page has had without recent input, from its start (a buffered observer), once two frames have
 * painted what is rendered: their sum (what CLS adds up) and, for a failure message, what moved.
 */
async function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  // No named functions in the page's callback: the test runner's transform would wrap them in a helper the page lacks.
  const shifts = await page.evaluate(
    () =>
      new Promise<Array<{ value: number; sources: Array<{ node: string; from: number[]; to: number[] }> }>>((resolve) => {
        interface LayoutShift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
        const entries: LayoutShift[] = [];
        const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as LayoutShift[])));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              entries.push(...(observer.takeRecords() as LayoutShift[]));
              observer.disconnect();
              resolve(
                entries
                  .filter((entry) => !entry.hadRecentInput)
                  .map((entry) => ({
                    value: entry.value,
                    sources: entry.sources.map((source) => ({
                      node: source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].join('.')}` : String(source.node?.nodeName),
                      from: [source.previousRect.x, source.previousRect.y, source.previousRect.width, source.previousRect.height],
                      to: [source.currentRect.x, source.currentRect.y, source.currentRect.width, source.currentRect.height],
                    })),
                  })),
              );
            }, 100),
          ),
        );
      }),
  );
  const rect = ([x, y, width, height]: number[]) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}×${Math.round(height)}`;
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.sources.map((source) => `${shift.value.toFixed(5)} ${source.node}: ${rect(source.from)} → ${rect(source.to)}`)),
  };
}

describe('the search page filters', () => {
  it('/search/?q=webcam&type=blog shows blog results only, with counts that match; clearing the filter brings the docs back and updates the address', async () => {
    const { page, errors } = await site.openPage('/search/?q=webcam&type=blog');
    const blogTotal = await resultCount(page, 'webcam');
    assert.ok(blogTotal > 0, 'the blog has webcam posts');
    const blogUrls = await resultUrls(page);
    assert.ok(blogUrls.length > 0 && blogUrls.every((url) => url.startsWith('/blog/')), `only posts: ${blogUrls.join(', ')}`);
    const blog = option(page, 'blog');
    const docs = option(page, 'docs');
    assert.equal(await blog.input.isChecked(), true);
    assert.equal(await docs.input.isChecked(), false);
    assert.equal(await blog.count(), blogTotal, 'the blog count is the number of results shown');
    const docsCount = await docs.count();
    assert.ok(docsCount > 0, 'the docs keep their count while filtered out, so the visitor can switch');
    // Posts have no docs section: that filter offers nothing to pick.
    assert.equal(await page.locator('.search-filters__group').nth(1).locator('input:not([disabled])').count(), 0);

    await page.locator('.search-filters__clear').click();
    await page.waitForURL((url) => url.search === '?q=webcam');
    // The docs are back among the results (the first screenful may be posts alone: ranking decides): all results.
    await expectCount(page, 'webcam', blogTotal + docsCount);
    assert.equal(await blog.input.isChecked(), false);
    assert.equal(await page.evaluate(() => document.activeElement?.matches('.search-filters input')), true, 'the focus stays in the filters');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('a docs section filter, by keyboard, narrows to that section; it adds a history entry that the back button undoes', async () => {
    const { page, errors } = await site.openPage('/search/?q=webcam');
    const total = await resultCount(page, 'webcam');
    // A section with some of the results but not all.
    let chosen: string | null = null;
    let chosenCount = 0;
    for (const value of Object.keys(SECTION_PATHS)) {
      const { input, count } = option(page, value);
      if (await input.isDisabled()) continue;
      const n = await count();
      if (n > 0 && n < total && value !== 'user-guides') {
        chosen = value;
        chosenCount = n;
        break;
      }
    }
    assert.ok(chosen, 'some section other than the user guides has webcam results');
    const historyLength = await page.evaluate(() => history.length);
    await option(page, chosen).input.focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => url.searchParams.get('section') === chosen && url.searchParams.get('q') === 'webcam');
    await expectCount(page, 'webcam', chosenCount);
    const urls = await resultUrls(page);
    assert.ok(urls.length > 0 && urls.every((url) => SECTION_PATHS[chosen!].test(url)), `only ${chosen}: ${urls.join(', ')}`);
    assert.equal(await page.evaluate(() => history.length), historyLength + 1);

    await page.goBack();
    await page.waitForURL((url) => url.search === '?q=webcam');
    await expectCount(page, 'webcam', total);
    assert.equal(await option(page, chosen).input.isChecked(), false);
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get('section') === chosen);
    await expectCount(page, 'webcam', chosenCount);
    assert.equal(await option(page, chosen).input.isChecked(), true);
    assert.equal(await page.locator('#search-page-input').inputValue(), 'webcam');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('on a 390 px screen the filters fit the width', async () => {
    const { page } = await site.openPage('/search/?q=klipper', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await resultCount(page, 'klipper');
    await page.locator('.search-filters__option').first().waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'no horizontal scrolling');
    const boxes = await page.locator('.search-filters__option').evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect()).map((r) => ({ right: r.right, height: r.height })));
    assert.ok(boxes.every((box) => box.right <= 390 && box.height >= 24), 'every option inside the screen and at least 24 px high');
    await page.context().close();
  });

  it('/search/?q=klipper does not move as the query\'s summary, the filters, their counts and the results come (390 and 1280 px; ru-RU, whose texts are long, at 390 px): no layout shift', async () => {
    // Not isMobile: Chromium's mobile emulation marks the shifts of the page's first half second as following input
    // (hadRecentInput), which would hide them; the layout at 390 px is the same.
    for (const { path, viewport, count, summary } of [
      { path: '/search/?q=klipper', viewport: { width: 390, height: 844 }, count: /\d+ results? for “klipper”/, summary: 'Results for “klipper”' },
      { path: '/search/?q=klipper', viewport: { width: 1280, height: 900 }, count: /\d+ results? for “klipper”/, summary: 'Results for “klipper”' },
      { path: '/ru-RU/search/?q=klipper', viewport: { width: 390, height: 844 }, count: /\d+ результат\S* по запросу «klipper»/, summary: 'Результаты по запросу «klipper»' },
    ]) {
      const { page, errors } = await site.openPage(path, { viewport });
      await page.locator('.search-page__count').filter({ hasText: count }).waitFor();
      await page.locator('.search-result').first().waitFor();
      assert.equal(await page.locator('main .search-page__summary').textContent(), summary);
      // The counts come with the same answer.
      assert.ok((await option(page, 'docs').count()) > 0);
      const { total, moved } = await layoutShifts(page);
      assert.equal(total, 0, `${path} at ${viewport.width} px:\n${moved.join('\n')}`);
      assert.deepEqual(errors, []);
      await page.context().close();
    }
  });

  it('with JavaScript off, the form can narrow to the blog (?type=blog)', async () => {
    const { context } = await site.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search/');
    const form = page.locator('main form[role="search"]');
    const select = form.locator('select[name="type"]');
    const id = await select.getAttribute('id');
    assert.ok(((await form.locator(`label[for="${id}"]`).textContent()) ?? '').trim().length > 0, 'the select has a label');
    await form.locator('input[name="q"]').fill('webcam');
    await select.selectOption('blog');
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'webcam' && url.searchParams.get('type') === 'blog');
    await context.close();
  });
});
