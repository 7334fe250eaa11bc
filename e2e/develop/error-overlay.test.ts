/**
 * The author's loop when a save is broken: `gatsby develop` (in a copy of the site, bench/develop.ts) shows the
 * error naming the file in the browser's overlay and in the terminal, keeps running, and the next good save clears
 * the overlay and updates the open page in place (no restart, no full reload).
 *
 * Slow (it starts gatsby develop: minutes on a busy machine), so it is not part of `npm run test:e2e`:
 *     node --import tsx --test e2e/develop/error-overlay.test.ts
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, makeSiteCopy, openDevelopPage, removeSiteCopy, startDevelop, type DevelopServer } from '../../bench/develop';
import { watchErrors } from '../harness';

const DOC = 'content/docs/user-guides/klipper-setup.mdx';
const ROUTE = '/docs/user-guides/klipper-setup/';
const WAIT_MS = 60_000;

describe('gatsby develop: a broken save and the next good one', { timeout: 20 * 60_000 }, () => {
  let siteDir: string;
  let server: DevelopServer;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let original: string;
  let file: string;

  before(async () => {
    siteDir = makeSiteCopy();
    file = path.join(siteDir, DOC);
    original = fs.readFileSync(file, 'utf8');
    server = await startDevelop(siteDir, 'develop-error-overlay', ROUTE);
    browser = await launchBrowser();
    page = await openDevelopPage(browser, server, ROUTE);
    pageErrors = watchErrors(page);
    await page.evaluate(() => ((window as unknown as Record<string, boolean>).__notReloaded = true));
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
    if (siteDir) removeSiteCopy(siteDir);
  });

  /** Gatsby's error overlay lives in an open shadow root; Playwright's text locators reach into it. */
  const overlay = () => page.locator('gatsby-fast-refresh');

  async function saveAndExpectError(text: string, inOverlay: RegExp, inTerminal: RegExp = inOverlay): Promise<void> {
    const before = server.output().length;
    // The terminal wraps long lines at 80 columns and colours them.
    const terminal = () => server.output().slice(before).replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').replace(/\n/g, '');
    fs.writeFileSync(file, text);
    await overlay().getByText(inOverlay).first().waitFor({ state: 'visible', timeout: WAIT_MS });
    const deadline = Date.now() + WAIT_MS;
    while (!inTerminal.test(terminal()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    assert.match(terminal(), inTerminal, 'the terminal names the error too');
  }

  async function saveGoodAndExpect(title: string): Promise<void> {
    fs.writeFileSync(file, original.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`));
    await page.locator('h1', { hasText: title }).waitFor({ state: 'visible', timeout: WAIT_MS });
    await page.waitForFunction(() => !document.querySelector('gatsby-fast-refresh'), undefined, { timeout: WAIT_MS });
    assert.equal(await page.evaluate(() => (window as unknown as Record<string, boolean>).__notReloaded), true, 'the page was updated in place, not reloaded');
    // The recovered page works: it logs nothing more once it is back.
    const logged = pageErrors.length;
    await page.waitForTimeout(1500);
    assert.deepEqual(pageErrors.slice(logged), []);
  }

  it('names a front matter error (a required field removed) and recovers on the next good save', async () => {
    await saveAndExpectError(original.replace(/^description: .*\n/m, ''), /klipper-setup\.mdx: front matter field "description"/);
    // The page stays on screen with its last good content under the overlay.
    assert.equal(await page.locator('h1').first().textContent(), 'Set up Obico for Klipper');
    await saveGoodAndExpect('Set up Obico for Klipper (fixed front matter)');
  });

  it('names unreadable YAML and recovers on the next good save', async () => {
    // The overlay shows the compile error of the page's MDX, which comes first; the terminal has the front matter's.
    await saveAndExpectError(original.replace(/^title: .*$/m, 'title: "unclosed'), /klipper-setup\.mdx/, /klipper-setup\.mdx: front matter field "\(yaml\)" cannot be read/);
    await saveGoodAndExpect('Set up Obico for Klipper (fixed YAML)');
  });

  it('names an MDX syntax error and recovers on the next good save', async () => {
    await saveAndExpectError(`${original.trimEnd()}\n\n<div>an unclosed element\n`, /klipper-setup\.mdx/, /Failed to compile the file "[^"]*klipper-setup\.mdx"/);
    await saveGoodAndExpect('Set up Obico for Klipper (fixed MDX)');
  });
});
