/**
 * The mobile menu at 390 px, by keyboard alone: the toggle says whether the menu is open and which element it
 * controls; opening moves focus into the modal dialog; Tab and Shift+Tab never leave it; the page behind is
 * inert; Escape, the close button and the back button behave; focus returns to the toggle.
 */
import fs from 'fs';
import path from 'path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ROOT, useSite } from './harness';

const site = useSite();

const VIEWPORT = { width: 390, height: 844 };

/** Where focus is: inside the dialog, on the toggle, or elsewhere (with a description for messages). */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const dialog = document.getElementById('mobile-menu');
    return {
      inDialog: Boolean(active && dialog?.contains(active) && active !== dialog),
      onToggle: active?.matches('button.navbar__toggle') ?? false,
      label: `${active?.tagName.toLowerCase()} "${(active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40)}"`,
    };
  });

/** Tabs from the top of the page to the menu toggle, by keyboard only; returns the number of presses. */
async function tabToToggle(page: Page): Promise<number> {
  for (let presses = 1; presses <= 20; presses += 1) {
    await page.keyboard.press('Tab');
    if ((await focusState(page)).onToggle) return presses;
  }
  throw new Error('the menu toggle is not reachable with Tab');
}

async function openPage(path: string): Promise<Page> {
  const { page, errors } = await site.openPage(path, { viewport: VIEWPORT });
  (page as unknown as { errors: string[] }).errors = errors;
  return page;
}

const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle navigation bar' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

/** Opens a page and its menu by keyboard: Tab to the toggle, then `key` on it. */
async function openMenu(path: string, key: 'Enter' | 'Space'): Promise<Page> {
  const page = await openPage(path);
  await tabToToggle(page);
  await page.keyboard.press(key);
  await dialog(page).waitFor();
  return page;
}

/** How many links and buttons the open menu shows. */
const menuStops = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('#mobile-menu a[href], #mobile-menu button')].filter((element) => element.getClientRects().length > 0).length);

describe('mobile menu by keyboard (390 px)', () => {
  it('Enter on the toggle opens a modal dialog with focus inside; Tab and Shift+Tab stay in it; the page behind is inert; Escape closes it and focus returns to the toggle', async () => {
    const page = await openPage('/docs/user-guides/klipper-setup/');
    await tabToToggle(page);
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await toggle(page).getAttribute('aria-controls'), 'mobile-menu');
    assert.equal(await page.locator('#mobile-menu').count(), 1, 'aria-controls names an element of the page');

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'true');
    assert.equal(await dialog(page).getAttribute('aria-modal'), 'true');
    const opened = await focusState(page);
    assert.ok(opened.inDialog, `focus moved into the dialog (${opened.label})`);
    assert.equal(opened.label, 'button "Close navigation bar"');

    // Everything outside the dialog is inert: the navbar, the content, the footer.
    const inert = await page.evaluate(() => ['nav.navbar', 'main', 'footer', '.skip-to-content'].map((selector) => Boolean(document.querySelector(selector)?.closest('[inert]'))));
    assert.deepEqual(inert, [true, true, true, true]);
    assert.equal(await page.evaluate(() => Boolean(document.getElementById('mobile-menu')!.closest('[inert]'))), false);

    // More presses than the dialog has controls: every stop is inside, and the cycle comes back around.
    const stops = await menuStops(page);
    assert.ok(stops >= 10, `the docs sidebar is in the dialog (${stops} controls)`);
    const seen = new Set<string>();
    for (let press = 0; press < stops + 5; press += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      assert.ok(state.inDialog, `Tab ${press + 1} stayed in the dialog (${state.label})`);
      seen.add(state.label);
    }
    assert.ok(seen.has('button "Close navigation bar"'), 'Tab wrapped around to the first control');
    // Shift+Tab from the first control goes to the last one.
    await page.locator('#mobile-menu .mobile-sidebar__close').first().focus();
    await page.keyboard.press('Shift+Tab');
    const wrapped = await focusState(page);
    assert.ok(wrapped.inDialog, `Shift+Tab stayed in the dialog (${wrapped.label})`);
    assert.equal(
      await page.evaluate(() => {
        const all = [...document.querySelectorAll<HTMLElement>('#mobile-menu a[href], #mobile-menu button')].filter((element) => element.getClientRects().length > 0);
        return all[all.length - 1] === document.activeElement;
      }),
      true,
      'Shift+Tab from the first control lands on the last',
    );
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Shift+Tab');
      assert.ok((await focusState(page)).inDialog, 'Shift+Tab stays in the dialog');
    }

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await page.locator('#mobile-menu').isVisible(), false);
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    assert.ok((await focusState(page)).onToggle, 'focus is back on the toggle');
    assert.equal(await page.locator('[inert]').count(), 0, 'nothing stays inert');
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    assert.deepEqual((page as unknown as { errors: string[] }).errors, []);
    await page.context().close();
  });

  it('the close button closes it and returns focus; the back button moves focus to the main menu; Space opens it too', async () => {
    const page = await openMenu('/docs/user-guides/klipper-setup/', 'Space');
    // The page's own menu first; its back button leads to the main menu, and focus follows.
    let presses = 0;
    while ((await focusState(page)).label !== 'button "← Back to main menu"' && presses < 5) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await page.keyboard.press('Enter');
    const afterBack = await focusState(page);
    assert.ok(afterBack.inDialog, `focus stays in the dialog after Back (${afterBack.label})`);
    assert.equal(afterBack.label, 'button "Product"', 'the main menu’s first entry');
    await page.keyboard.press('Shift+Tab');
    assert.equal((await focusState(page)).label, 'button "Close navigation bar"');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });
    assert.ok((await focusState(page)).onToggle, 'the close button gives focus back to the toggle');
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    await page.context().close();
  });

  it('on a page without its own menu the dialog holds the main menu, and Tab cycles through it', async () => {
    const page = await openMenu('/help/', 'Enter');
    assert.ok(await dialog(page).getByRole('navigation', { name: 'Main menu' }).isVisible());
    const stops = await menuStops(page);
    const labels: string[] = [];
    for (let press = 0; press < 2 * stops + 1; press += 1) {
      await page.keyboard.press('Tab');
      const state = await focusState(page);
      assert.ok(state.inDialog, state.label);
      labels.push(state.label);
    }
    assert.ok(labels.filter((label) => label === 'button "Close navigation bar"').length >= 2, 'the cycle passed the first control more than once');
    // A link in the dialog navigates, and the menu closes with the new page.
    await dialog(page).getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/blog/');
    await dialog(page).waitFor({ state: 'detached' });
    assert.equal(await page.locator('[inert]').count(), 0);
    await page.context().close();
  });
});

describe('mobile menu on a translated blog page (390 px)', () => {
  it('marks the post shown with aria-current in the de-DE menu’s recent posts', async () => {
    if (!fs.existsSync(path.join(ROOT, 'public', 'de-DE', 'blog', 'index.html'))) return assert.fail('build with GATSBY_BUILD_LOCALES including de-DE');
    // A post of the sidebar's list (the newest posts), as the de-DE blog index links to it.
    const list = await openPage('/de-DE/blog/');
    const href = await list.locator('.blog-sidebar a').first().getAttribute('href');
    await list.context().close();
    assert.ok(href?.startsWith('/de-DE/blog/'), `the sidebar links stay in de-DE (${href})`);

    const page = await openPage(href!);
    await page.locator('button.navbar__toggle').click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    const current = menu.locator('.blog-sidebar a[aria-current="page"]');
    assert.equal(await current.count(), 1, 'exactly one post is marked as the current page');
    assert.equal(await current.getAttribute('href'), href);
    assert.deepEqual((page as unknown as { errors: string[] }).errors, []);
    await page.context().close();
  });
});
