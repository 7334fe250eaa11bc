/**
 * The site with JavaScript off (blocked scripts, reader modes, locked-down browsers), in light and dark system
 * colour schemes at 1280 and 390 px: the colours follow the system, every link of a doc page's sidebar is shown,
 * the search button is a link to the search page, a phone has a menu, and tab panels are stacked with their
 * labels. Then the same pages with JavaScript on keep their enhanced behaviour.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, useSite, waitForHydration } from './harness';
import { flattenRoutes, type SidebarItem } from '../src/lib/docs/sidebars';

const site = useSite();

const DOC = '/docs/user-guides/klipper-setup/';
const TABS_DOC = '/docs/user-guides/first_layer_ai/nozzle-camera-configuration/';
const SCHEMES = ['light', 'dark'] as const;
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;
/** Infima's page colours (background, text) in each scheme; the light background is the (white) canvas. */
const COLOURS = {
  light: { background: 'rgba(0, 0, 0, 0)', text: 'rgb(28, 30, 33)', logo: '/img/logo-light.svg' },
  dark: { background: 'rgb(27, 27, 29)', text: 'rgb(227, 227, 227)', logo: '/img/logo-dark.svg' },
} as const;

/** Every route the doc page's sidebar lists (its docs and its categories' own pages), from the build's page data. */
function sidebarRoutes(route: string): string[] {
  const file = path.join(ROOT, 'public', 'page-data', route.replace(/^\/|\/$/g, ''), 'page-data.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { result: { pageContext: { sidebar: SidebarItem[] } } };
  return flattenRoutes(data.result.pageContext.sidebar);
}

const isShown = (page: Page, selector: string) => page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'));

async function noJsPage(scheme: (typeof SCHEMES)[number], viewport: (typeof VIEWPORTS)[number]) {
  const { context } = await site.newContext({ javaScriptEnabled: false, colorScheme: scheme, viewport });
  return { context, page: await context.newPage() };
}

describe('JavaScript off', () => {
  for (const scheme of SCHEMES) {
    for (const viewport of VIEWPORTS) {
      const narrow = viewport.width < 997;
      it(`${scheme} system scheme at ${viewport.width} px: colours, sidebar, search link, navigation, tabs`, async () => {
        const { context, page } = await noJsPage(scheme, viewport);
        await page.goto(DOC);
        assert.equal(await page.evaluate(() => document.documentElement.className), 'no-js', 'no script ran');
        assert.equal(await page.getAttribute('html', 'data-theme'), null, 'the server does not impose a mode');

        // Colours follow the system scheme, and so does the logo.
        const colours = await page.evaluate(() => ({ background: getComputedStyle(document.documentElement).backgroundColor, text: getComputedStyle(document.body).color, scheme: getComputedStyle(document.documentElement).colorScheme }));
        assert.deepEqual(colours, { background: COLOURS[scheme].background, text: COLOURS[scheme].text, scheme });
        const logos = await page.locator('.navbar__brand img').evaluateAll((images) => images.filter((image) => getComputedStyle(image).display !== 'none').map((image) => image.getAttribute('src')));
        assert.deepEqual(logos, [COLOURS[scheme].logo]);

        // Every route of the sidebar has a shown link in the page's sidebar (below the content on a phone).
        const routes = sidebarRoutes(DOC);
        assert.ok(routes.length > 40, `the guide sidebar lists ${routes.length} routes`);
        const shownLinks = await page.locator('.docs-layout__sidebar a[href]').evaluateAll((links) => links.filter((link) => link.getClientRects().length > 0 && getComputedStyle(link).visibility !== 'hidden').map((link) => link.getAttribute('href')));
        const missing = routes.filter((route) => !shownLinks.includes(route));
        assert.deepEqual(missing, [], 'sidebar routes without a shown link');
        // No dead controls: the expand buttons need scripts, so they are not shown.
        const carets = await isShown(page, '.docs-layout__sidebar .menu__caret');
        assert.ok(carets.length >= 2 && carets.every((shown) => !shown), `expand buttons shown: ${carets.join()}`);

        // The search button is a link to the search page.
        const search = page.locator('.navbar a.search-button');
        assert.ok(await search.isVisible());
        assert.equal(await search.getAttribute('href'), '/search/');
        assert.equal(await page.locator('.navbar .color-mode-toggle').isVisible(), false, 'the colour switch needs scripts');
        assert.equal(await page.locator('.announcement-bar__close').isVisible(), false, 'so does closing the announcement');

        // Navigation: the navbar's links on a wide screen; on a phone, the toggle is a link to the menu.
        if (narrow) {
          assert.equal(await page.locator('button.navbar__toggle').isVisible(), false, 'the script-driven toggle is not shown');
          const toggle = page.getByRole('link', { name: 'Site menu' });
          assert.ok(await toggle.isVisible());
          const menu = page.locator('#mobile-menu');
          assert.equal(await menu.isVisible(), false);
          await toggle.click();
          assert.equal(new URL(page.url()).hash, '#mobile-menu');
          await menu.waitFor({ state: 'visible' });
          const nav = menu.getByRole('navigation', { name: 'Main menu' });
          for (const name of ['User guides', 'Self-hosted server', 'Client API', 'Blog', 'Community stories']) assert.ok(await nav.getByRole('link', { name, exact: true }).isVisible(), name);
          // The menu's links work: the blog list opens.
          await nav.getByRole('link', { name: 'Blog', exact: true }).click();
          await page.waitForURL('**/blog/');
          assert.equal(await page.locator('#mobile-menu').isVisible(), false, 'closed on the next page');
          await page.goBack();
          await menu.waitFor({ state: 'visible' });
          await menu.getByRole('link', { name: 'Close navigation bar' }).click();
          await menu.waitFor({ state: 'hidden' });
        } else {
          assert.equal(await page.getByRole('link', { name: 'Site menu' }).isVisible(), false);
          assert.ok(await page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true }).isVisible());
          // A dropdown opens on keyboard focus.
          const docs = page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'Docs', exact: true }) });
          await docs.getByRole('button', { name: 'Docs', exact: true }).focus();
          await docs.getByRole('link', { name: 'Client API' }).waitFor({ state: 'visible' });
        }

        // Tabs: every panel is shown under its label, and the inert tab buttons are not.
        await page.goto(TABS_DOC);
        const panels = page.locator('.markdown [role="tabpanel"]');
        assert.ok((await panels.count()) >= 4);
        assert.ok((await isShown(page, '.markdown [role="tabpanel"]')).every(Boolean), 'all panels shown');
        const labels = await page.locator('.markdown .tab-panel__label').evaluateAll((elements) => elements.filter((element) => element.getClientRects().length > 0).map((element) => element.textContent));
        for (const label of ['Configure Only One Nozzle Camera', 'Configure Multiple Cameras', 'Mainsail', 'Fluidd']) assert.ok(labels.includes(label), `label "${label}" shown`);
        assert.ok((await isShown(page, '.markdown [role="tablist"]')).every((shown) => !shown));

        // The search link leads to the search page (its form is plain HTML).
        await page.locator('.navbar a.search-button').click();
        await page.waitForURL('**/search/');
        await context.close();
      });
    }
  }

  it('a German page links to the German search page', async () => {
    const { context, page } = await noJsPage('light', VIEWPORTS[0]);
    await page.goto(`/de-DE${DOC}`);
    assert.equal(await page.locator('.navbar a.search-button').getAttribute('href'), '/de-DE/search/');
    await context.close();
  });
});

describe('JavaScript on (the same HTML, enhanced)', () => {
  it('the first inline script removes no-js and sets the mode before the bundles; categories collapse, tabs are tabs, search is a dialog button', async () => {
    const { context } = await site.newContext({ colorScheme: 'dark', viewport: VIEWPORTS[0] });
    const page = await context.newPage();
    // Bundles blocked: what the inline script alone did.
    await context.route(/\.js$/, (route) => route.abort());
    await page.goto(DOC);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('no-js')), false);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await context.unroute(/\.js$/);
    await page.goto(TABS_DOC);
    await waitForHydration(page);
    const panels = await isShown(page, '.markdown [role="tabpanel"]');
    assert.ok(panels.some((shown) => !shown), 'one panel per tab group');
    assert.ok((await isShown(page, '.markdown .tab-panel__label')).every((shown) => !shown), 'no stacked labels');
    const routes = sidebarRoutes(TABS_DOC);
    const shown = (await isShown(page, '.docs-layout__sidebar a[href]')).filter(Boolean).length;
    assert.ok(shown < routes.length, `collapsed categories hide some links (${shown} of ${routes.length})`);
    const search = page.getByRole('button', { name: 'Search Ctrl K' });
    assert.equal(await search.getAttribute('aria-haspopup'), 'dialog');
    await search.click();
    await page.locator('.DocSearch-Input').waitFor();
    assert.ok(page.url().endsWith(TABS_DOC), 'the dialog opened in place of the search page');
    await context.close();
  });
});
