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
      await input.fill(query.slice(0, -1));
      await page.waitForFunction((typed) => {
        const marks = [...document.querySelectorAll('.DocSearch-Hit mark, .DocSearch-NoResults')];
        return (document.querySelector('.DocSearch-Input') as HTMLInputElement).value === typed && marks.length > 0;
      }, query.slice(0, -1));
      await page.waitForTimeout(150);
      // Armed in the page: keydown starts the clock; the first change of the dropdown that shows this query's hits stops it.
      const done = page.evaluate(
        (last) =>
          new Promise<number>((resolve) => {
            let start = 0;
            const input = document.querySelector('.DocSearch-Input') as HTMLInputElement;
            input.addEventListener('keydown', () => (start = performance.now()), { once: true });
            const dropdown = document.querySelector('.DocSearch-Dropdown') as HTMLElement;
            const before = dropdown.innerHTML;
            const observer = new MutationObserver(() => {
              if (!start || !input.value.endsWith(last) || dropdown.innerHTML === before) return;
              if (!dropdown.querySelector('.DocSearch-Hit mark, .DocSearch-NoResults')) return;
              observer.disconnect();
              resolve(performance.now() - start);
            });
            observer.observe(dropdown, { childList: true, subtree: true, characterData: true });
          }),
        query.slice(-1),
      );
      await page.keyboard.press(query.slice(-1));
      times.push(await done);
    }
    return { queries: times.length, p50Ms: median(times), p95Ms: percentile(times, 95) };
  } finally {
    await site.close();
  }
}
