/** The theme shell in the browser: colour mode, announcement bar, mobile menu, skip link. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForHydration } from './harness';

const site = useSite();


describe('colour mode', () => {
  it('defaults to the system preference, then dark; a choice survives reloads and is set before any script of the site runs', async () => {
    const { context } = await site.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/docs/');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await waitForHydration(page);
    const toggle = page.locator('.color-mode-toggle');
    assert.match((await toggle.getAttribute('aria-label')) ?? '', /currently light mode/);
    await toggle.click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.match((await toggle.getAttribute('aria-label')) ?? '', /currently dark mode/);
    // Before hydration: with the site's bundles blocked, only the inline script can have set the attribute.
    await context.route(/\.js$/, (route) => route.abort());
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-hydrated')), null);
    await context.unroute(/\.js$/);
    // Clearing the choice falls back to the system preference.
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await context.close();
    // (Without any preference, Chromium reports light; the dark default itself is covered by the inline-script unit test.)
    const { context: darkContext } = await site.newContext({ colorScheme: 'dark' });
    const darkPage = await darkContext.newPage();
    await darkPage.goto('/docs/');
    assert.equal(await darkPage.getAttribute('html', 'data-theme'), 'dark');
    await darkContext.close();
  });

  it('a change in one tab reaches the other open tab', async () => {
    const { context } = await site.newContext({ colorScheme: 'dark' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/blog/');
    await second.goto('/help/');
    await waitForHydration(first);
    await waitForHydration(second);
    assert.equal(await second.getAttribute('html', 'data-theme'), 'dark');
    await first.locator('.color-mode-toggle').click();
    await second.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('invites a star on GitHub; once closed it stays closed with no flash, and comes back for a new announcement', async () => {
    const { context } = await site.newContext();
    const page = await context.newPage();
    await page.goto('/');
    const bar = page.locator('.announcement-bar');
    assert.ok(await bar.isVisible());
    assert.equal(await bar.locator('a').getAttribute('href'), 'https://github.com/TheSpaghettiDetective/obico-server');
    await waitForHydration(page);
    await bar.getByRole('button', { name: 'Close' }).click();
    await bar.waitFor({ state: 'detached' });
    await context.route(/\.js$/, (route) => route.abort());
    await page.reload();
    assert.equal(await page.locator('.announcement-bar').isVisible(), false, 'hidden before hydration');
    await context.unroute(/\.js$/);
    await page.evaluate(() => localStorage.setItem('announcement.id', 'an-older-announcement'));
    await page.reload();
    await waitForHydration(page);
    await page.locator('.announcement-bar').waitFor({ state: 'visible' });
    await context.close();
  });
});

describe('mobile menu', () => {
  it('at 390x844 the hamburger opens the docs sidebar with a back button to the main menu, locks scrolling, and closes on a desktop-wide window', async () => {
    const { page } = await site.openPage('/docs/user-guides/klipper-setup/', { viewport: { width: 390, height: 844 } });
    assert.equal(await page.locator('.docs-layout__sidebar').isVisible(), false);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await menu.waitFor();
    assert.ok(await menu.locator('.doc-sidebar [aria-current="page"]', { hasText: 'Set up Obico for Klipper' }).isVisible());
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    for (const label of ['Product', 'Docs', 'Blog', 'Pricing']) assert.ok(await menu.getByText(label, { exact: true }).first().isVisible(), label);
    // A dropdown section starts collapsed unless it holds the current page: Product lists "Obico for Klipper".
    assert.equal(await menu.getByRole('button', { name: 'Community' }).getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.getByRole('button', { name: 'Product' }).getAttribute('aria-expanded'), 'true');
    await page.setViewportSize({ width: 1200, height: 844 });
    await menu.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    await page.context().close();
  });
});

describe('keyboard', () => {
  it('the first tab stop is the skip link, and it moves focus to the main content', async () => {
    const { page } = await site.openPage('/docs/user-guides/getting-started/');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
    await page.context().close();
  });
});

describe('brand', () => {
  it('the navbar logo follows the colour mode', async () => {
    const { page } = await site.newPage({ colorScheme: 'light' });
    await page.goto('/');
    const visibleLogo = () => page.locator('.navbar__brand img').evaluateAll((imgs) => imgs.filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')));
    assert.deepEqual(await visibleLogo(), ['/img/logo-light.svg']);
    await waitForHydration(page);
    await page.locator('.color-mode-toggle').click();
    assert.deepEqual(await visibleLogo(), ['/img/logo-dark.svg']);
    await page.context().close();
  });
});
