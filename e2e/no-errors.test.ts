/**
 * No page breaks in the browser: one page of every route kind, localized pages and the odd addresses that links from
 * chat apps and mangled copies produce (malformed #fragments, encoded slashes, unknown paths and locale prefixes).
 * Each must hydrate, show readable text in <main> and log no uncaught exception and no console error.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ConsoleMessage, Page } from 'playwright-core';
import { useSite, waitForHydration } from './harness';

const site = useSite();

interface Case {
  name: string;
  path: string;
  /** The address answers 404 and shows the not-found page. */
  notFound?: boolean;
  /** Text the page's <main> must show once it has settled. */
  text?: RegExp;
}

const routeKinds: Case[] = [
  { name: 'home', path: '/' },
  { name: 'doc', path: '/docs/user-guides/klipper-setup/', text: /Set up Obico for Klipper/ },
  { name: 'doc category page', path: '/docs/api/' },
  { name: 'dated post', path: '/blog/2022/06/14/obico-for-klipper-beta/' },
  { name: 'undated post', path: '/blog/remote-access-creality-k1/' },
  { name: 'blog list page 2', path: '/blog/page/2/' },
  { name: 'tags index', path: '/blog/tags/' },
  { name: 'tag page', path: '/blog/tags/klipper/' },
  { name: 'archive', path: '/blog/archive/' },
  { name: 'authors', path: '/blog/authors/' },
  { name: 'help', path: '/help/' },
  { name: 'search', path: '/search/' },
  { name: 'search with a query', path: '/search/?q=klipper', text: /\d+ results? for “klipper”/ },
  { name: 'markdown page', path: '/markdown-page/' },
  { name: 'de-DE doc', path: '/de-DE/docs/user-guides/getting-started/' },
  { name: 'ru-RU post', path: '/ru-RU/blog/2022/06/14/obico-for-klipper-beta/' },
  { name: 'de-DE search with a query', path: '/de-DE/search/?q=klipper' },
];

const oddAddresses: Case[] = [
  { name: 'malformed fragment, cut-off UTF-8 escape', path: '/docs/user-guides/getting-started/#%E0%A4%A', text: /Getting Started with Obico/ },
  { name: 'malformed fragment, lone percent sign', path: '/blog/#%', text: /Obico Blog/ },
  { name: 'malformed fragment after a heading id', path: '/docs/user-guides/klipper-setup/#requirements%', text: /Set up Obico for Klipper/ },
  { name: 'encoded slash in a doc path', path: '/docs/a%2fb/', notFound: true, text: /Page Not Found/ },
  { name: 'encoded slash in a tag path', path: '/blog/tags/a%2Fb/', notFound: true, text: /Page Not Found/ },
  { name: 'encoded slash in a localized path', path: '/de-DE/docs/a%2fb/', notFound: true },
  { name: 'unknown path', path: '/this/does/not/exist/', notFound: true, text: /Page Not Found/ },
  { name: 'unknown locale prefix', path: '/xx-XX/docs/', notFound: true, text: /Page Not Found/ },
];

/**
 * Chromium logs every response with an error status as a console error. On a not-found address three such
 * responses are the expected answers, not faults of the page: the document itself (404), and Gatsby's look-ups
 * before it shows the not-found page: the path's page data, and a HEAD request for the path without its trailing
 * slash. Anything else counts.
 */
function isExpectedNotFoundResponse(message: ConsoleMessage, pageUrl: URL): boolean {
  if (!/^Failed to load resource: the server responded with a status of 404/.test(message.text())) return false;
  const url = new URL(message.location().url);
  if (url.origin !== pageUrl.origin) return false;
  const path = url.pathname.replace(/\/$/, '');
  return path === pageUrl.pathname.replace(/\/$/, '') || /^\/page-data\/.+\/page-data\.json$/.test(url.pathname);
}

async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  // Let lazy work finish (the search index, effects that run after hydration).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function visibleMainText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return '';
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    if (style.display === 'none' || style.visibility === 'hidden' || box.width === 0 || box.height === 0) return '';
    return main.innerText.trim();
  });
}

function check(testCase: Case): void {
  it(`${testCase.name}: ${testCase.path}`, async () => {
    const { page } = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (testCase.notFound && isExpectedNotFoundResponse(message, new URL(page.url()))) return;
      errors.push(`console: ${message.text()} (${message.location().url})`);
    });
    const response = await page.goto(testCase.path, { waitUntil: 'load' });
    assert.equal(response?.status(), testCase.notFound ? 404 : 200);
    await settle(page);
    const text = await visibleMainText(page);
    assert.ok(text.length > 20, `<main> shows readable text (got ${JSON.stringify(text.slice(0, 80))})`);
    if (testCase.text) {
      await page.locator('main', { hasText: testCase.text }).first().waitFor({ timeout: 10_000 });
    }
    assert.deepEqual(errors, []);
    await page.context().close();
  });
}

describe('every route kind loads without an error', () => {
  for (const testCase of routeKinds) check(testCase);
});

describe('odd addresses load without an error and stay readable', () => {
  for (const testCase of oddAddresses) check(testCase);

  it('a malformed fragment typed after the page loaded does not break it', async () => {
    const { page } = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && errors.push(`console: ${message.text()}`));
    await page.goto('/docs/user-guides/klipper-setup/');
    await settle(page);
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      window.location.hash = 'requirements%';
    });
    await page.waitForTimeout(300);
    assert.match(await visibleMainText(page), /Set up Obico for Klipper/);
    // The app still runs: a link navigates without a full reload.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('a[href="/docs/user-guides/getting-started/"]:visible').first().click();
    await page.locator('main h1', { hasText: 'Getting Started with Obico' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'no full reload');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
