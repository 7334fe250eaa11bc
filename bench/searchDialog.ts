/**
 * The search dialog's latency once its index is loaded: on a doc page of the production build, in Chromium, the time
 * from the key press that completes a query to the dialog showing that query's results (the hit list changed and
 * holds a highlighted match). Each query is typed but for its last letter, its results awaited, then the last letter
 * pressed and timed in the page (keydown to the mutation that shows the new hits). Used by the relevance section of
 * `npm run bench`; budget: p95 ≤ 100 ms (issue 23).
 */
import { startSite } from '../e2e/harness';
import { median, percentile } from './lib';

/** Whole words a visitor types, from the guides' vocabulary (none is a prefix of the next query). */
export const DIALOG_QUERIES = ['klipper', 'webcam', 'octoprint', 'janus', 'timelapse', 'notification', 'moonraker', 'spaghetti', 'streaming', 'firmware', 'docker', 'telegram', 'relink', 'nozzle', 'premium', 'detective', 'tunnel', 'snapshot', 'printer', 'upload'];

export interface DialogLatency {
  queries: number;
  p50Ms: number;
  p95Ms: number;
}

export async function benchDialogLatency(queries: readonly string[] = DIALOG_QUERIES): Promise<DialogLatency> {
  const site = await startSite();
  try {
    const { page } = await site.newPage();
    await page.goto('/docs/user-guides/getting-started/');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-hydrated') === 'true');
    await page.locator('.search-button').waitFor();
    await page.waitForTimeout(300);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    // Load the index: the first query waits for its download.
    await input.pressSequentially('webcam');
    await page.locator('.DocSearch-Hit mark').first().waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (const query of queries) {
      // The results of a query are on screen when the dialog's "See all … results" link carries that query.
      const shows = (typed: string) => `.DocSearch-HitsFooter a[href$="?q=${encodeURIComponent(typed)}"]`;
      await input.fill(query.slice(0, -1));
      await page.locator(shows(query.slice(0, -1))).or(page.locator('.DocSearch-NoResults')).first().waitFor({ timeout: 10_000 });
      await page.waitForTimeout(150);
      // Armed in the page first: keydown starts the clock; the mutation that shows this query's results stops it.
      await page.evaluate((selector) => {
        (window as unknown as { __dialogTiming: Promise<number> }).__dialogTiming = new Promise<number>((resolve, reject) => {
            let start = 0;
            const input = document.querySelector('.DocSearch-Input') as HTMLInputElement;
            input.addEventListener('keydown', () => (start = performance.now()), { once: true });
            const timer = setTimeout(() => reject(new Error(`no results for ${selector} within 10 s`)), 10_000);
            const observer = new MutationObserver(() => {
              if (!start || !document.querySelector(selector)) return;
              observer.disconnect();
              clearTimeout(timer);
              resolve(performance.now() - start);
            });
            // The whole dialog: DocSearch may put a new dropdown in place of the old one.
            observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        });
      }, shows(query));
      await page.keyboard.press(query.slice(-1));
      times.push(await page.evaluate(() => (window as unknown as { __dialogTiming: Promise<number> }).__dialogTiming));
    }
    return { queries: times.length, p50Ms: median(times), p95Ms: percentile(times, 95) };
  } finally {
    await site.close();
  }
}
