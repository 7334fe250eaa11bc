/**
 * The theme's behaviour in the browser, on the production build: navbar hiding, dropdowns with mouse and keyboard,
 * the table of contents, collapsible sidebar categories, image zoom, the progress bar, scrolling, the not-found
 * page and its fallbacks, and the base-URL banner.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT, useSite, waitForHydration } from './harness';

const site = useSite();

const KLIPPER = '/docs/user-guides/klipper-setup/';

/** Where the navbar's bottom edge is (<= 0 once it slid away). */
const navbarBottom = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
const isNavbarHidden = (page: Page) => page.evaluate(() => document.querySelector('.navbar')!.classList.contains('navbar--hidden'));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // One frame for the scroll event to be handled.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe('navbar hide on scroll', () => {
  it('stays while within its own height, hides on scroll down, shows on scroll up, hides on a jump to an anchor', async () => {
    const { page } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 800 } });
    const height = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().height);
    const announcement = await page.evaluate(() => document.querySelector('.announcement-bar')?.getBoundingClientRect().height ?? 0);
    await scrollTo(page, Math.floor(height / 2));
    assert.equal(await isNavbarHidden(page), false, 'a scroll shorter than the navbar keeps it');
    await scrollTo(page, 900);
    await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0);
    await scrollTo(page, 700);
    await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().top >= 0 && !document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    assert.ok((await navbarBottom(page)) >= height - 1, 'fully visible again');
    // A table-of-contents link jumps to its heading: the navbar gets out of the way.
    await page.locator('.toc a', { hasText: 'Link manually' }).click();
    await page.waitForFunction(() => window.location.hash === '#link-manually');
    await page.waitForFunction(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom <= 0);
    const headingTop = await page.evaluate(() => document.getElementById('link-manually')!.getBoundingClientRect().top);
    assert.ok(headingTop >= 0 && headingTop < 200, `the heading is at the top of the window (${headingTop})`);
    // Back near the top (above the navbar height plus the announcement bar) it always shows.
    await scrollTo(page, 0);
    await page.waitForFunction(() => !document.querySelector('.navbar')!.classList.contains('navbar--hidden'));
    assert.ok(announcement >= 0);
    await page.context().close();
  });
});

describe('the page as it streams in', () => {
  it('over a slow link (200 kB/s), a post at 1350 px paints its chrome whole: no layout shift while the HTML arrives', async () => {
    const shifts: string[] = [];
    for (let run = 0; run < 3; run++) {
      const { context } = await site.newContext({ viewport: { width: 1350, height: 940 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 200 * 1024, uploadThroughput: 200 * 1024 });
      await page.addInitScript(() => {
        const win = window as unknown as { shifts: string[] };
        win.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }>) {
            if (!entry.hadRecentInput) win.shifts.push(`${entry.value.toFixed(4)} ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.className ?? '?').join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/blog/2022/06/14/obico-for-klipper-beta/', { waitUntil: 'networkidle', timeout: 60_000 });
      await waitForHydration(page);
      shifts.push(...(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)));
      await context.close();
    }
    assert.deepEqual(shifts, []);
  });
});

describe('navbar dropdowns', () => {
  it('open on hover and on click; a click outside closes the clicked one', async () => {
    const { page } = await site.openPage('/blog/', { viewport: { width: 1280, height: 800 } });
    const community = page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'Community', exact: true }) });
    const menu = community.locator('.dropdown__menu');
    assert.equal(await menu.isVisible(), false);
    await community.hover();
    await menu.waitFor({ state: 'visible' });
    await page.mouse.move(640, 500);
    await menu.waitFor({ state: 'hidden' });
    const trigger = community.getByRole('button', { name: 'Community' });
    await trigger.click();
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    // Still open once the pointer has left: it was opened by a click.
    await page.mouse.move(640, 500);
    await page.waitForTimeout(300); // the pointer has left: a hover-only menu would be fading out now
    assert.ok(await menu.isVisible(), 'stays open after the pointer leaves');
    await page.locator('main h1, main h2').first().click();
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    await page.context().close();
  });

  it('keyboard only: Tab to a dropdown, open it with Enter, move with arrows, Escape returns focus; an item navigates', async () => {
    const { page } = await site.openPage('/blog/', { viewport: { width: 1280, height: 800 } });
    const focused = () => page.evaluate(() => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim());
    let steps = 0;
    while ((await focused()) !== 'Docs' && steps < 15) {
      await page.keyboard.press('Tab');
      steps += 1;
    }
    assert.equal(await focused(), 'Docs', 'Docs is reachable with Tab');
    const docs = page.locator('.navbar .dropdown', { has: page.getByRole('button', { name: 'Docs', exact: true }) });
    const trigger = docs.getByRole('button', { name: 'Docs' });
    const menu = docs.locator('.dropdown__menu');
    await page.keyboard.press('Enter');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    await menu.waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'User guides');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'Self-hosted server');
    await page.keyboard.press('Escape');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    assert.equal(await focused(), 'Docs');
    await menu.waitFor({ state: 'hidden' });
    // Space opens it too; ArrowDown from a closed dropdown opens it on its first item.
    await page.keyboard.press('Space');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    assert.equal(await focused(), 'User guides');
    // Tabbing past the last item leaves the dropdown, and it closes.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    // Back in, and Enter on an item opens its page (a docSidebar item: the first doc of the developer sidebar).
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/docs/server-guides/');
    await page.waitForFunction(() => document.querySelector('.navbar .dropdown__link--active')?.textContent === 'Self-hosted server');
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false', 'the chosen entry closed the menu');
    await page.context().close();
  });

  it('the active item follows activeBasePath: Blog on the blog, Docs on a doc page', async () => {
    const { page } = await site.openPage('/blog/page/2/', { viewport: { width: 1280, height: 800 } });
    assert.deepEqual(await page.locator('.navbar .navbar__link--active').allTextContents(), ['Blog']);
    await page.goto('/de-DE/docs/api/');
    await waitForHydration(page);
    // On a German page the labels are the German catalogue's.
    const de = JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'de-DE', 'translation.json'), 'utf8')) as Record<string, string>;
    assert.deepEqual(await page.locator('.navbar .navbar__link--active').allTextContents(), [de['navbar.docs']]);
    // The API pages belong to the developer sidebar, whose docSidebar entry is "Self-hosted server".
    assert.deepEqual(await page.locator('.navbar .dropdown__link--active').allTextContents(), [de['navbar.docs.selfHosted'], de['navbar.docs.clientApi'], 'Deutsch']);
    await page.context().close();
  });
});

describe('table of contents', () => {
  it('highlights the heading being read while scrolling', async () => {
    const { page } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 800 } });
    const active = () => page.locator('.toc .table-of-contents__link--active').allTextContents();
    for (const heading of ['Step 2: Sign up for an Obico account', 'Link manually', 'Requirements']) {
      await page.evaluate((text) => {
        const element = [...document.querySelectorAll('.markdown h2')].find((h) => h.textContent === text) as HTMLElement;
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100);
      }, heading);
      await page.waitForFunction((text) => document.querySelector('.toc .table-of-contents__link--active')?.textContent === text, heading);
      assert.deepEqual(await active(), [heading]);
    }
    await page.context().close();
  });
});

describe('docs sidebar categories', () => {
  const category = (page: Page, label: string) => page.locator('.docs-layout__sidebar .menu__list-item', { has: page.locator(`> .menu__list-item-collapsible :text-is("${label}")`) });

  it('the current page is expanded and highlighted; a category collapses and expands with an eased height animation sized by its content; none collapses by itself', async () => {
    const { page } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 900 } });
    // Breadcrumbs to the page's category, and the link to edit the page's file in the repository.
    assert.deepEqual(await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').allTextContents(), ['Docs', 'Getting Started']);
    assert.equal(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href'), 'https://github.com/TheSpaghettiDetective/obico-website/edit/main/content/docs/user-guides/klipper-setup.mdx');
    const current = page.locator('.docs-layout__sidebar [aria-current="page"]');
    assert.equal(await current.textContent(), 'Set up Obico for Klipper');
    assert.ok(await current.evaluate((link) => link.classList.contains('menu__link--active')));
    const gettingStarted = category(page, 'Getting Started');
    const list = gettingStarted.locator('> ul');
    assert.ok(await list.isVisible());
    const toggle = gettingStarted.getByRole('button', { name: "Collapse sidebar category 'Getting Started'" });
    const contentHeight = await list.evaluate((element) => element.scrollHeight);
    await toggle.click();
    const transition = await list.evaluate((element) => element.style.transition);
    const expected = Math.round((4 + 15 * (contentHeight / 36) ** 0.25 + contentHeight / 36 / 5) * 10);
    assert.equal(transition, `height ${expected}ms ease-in-out`);
    await list.waitFor({ state: 'hidden' });
    assert.equal(await gettingStarted.getByRole('button', { name: "Expand sidebar category 'Getting Started'" }).getAttribute('aria-expanded'), 'false');
    await gettingStarted.getByRole('button', { name: "Expand sidebar category 'Getting Started'" }).click();
    await list.waitFor({ state: 'visible' });
    await page.waitForFunction(() => {
      const ul = [...document.querySelectorAll<HTMLElement>('.docs-layout__sidebar .menu__list-item > ul')].find((element) => element.textContent?.includes('Set up Obico for Klipper'));
      return ul?.style.height === '' && ul.style.transition === '';
    });
    // Open another category and go to one of its pages: Getting Started stays open (no auto-collapse).
    const klipper = category(page, 'Obico for Klipper');
    await klipper.getByRole('button', { name: "Expand sidebar category 'Obico for Klipper'" }).click();
    await klipper.getByRole('link', { name: 'Configurations' }).click();
    await page.waitForURL('**/moonraker-obico/config/');
    // The address changes first; the new page renders a moment later.
    await page.locator('.docs-layout__sidebar [aria-current="page"]', { hasText: /^Configurations$/ }).waitFor();
    assert.ok(await list.isVisible(), 'Getting Started is still expanded');
    assert.equal(await page.locator('.docs-layout__sidebar [aria-current="page"]').textContent(), 'Configurations');
    await page.context().close();
  });

  it('under prefers-reduced-motion the animation takes 1 ms', async () => {
    const { page } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const gettingStarted = category(page, 'Getting Started');
    // The animation is over before the next evaluate: record the transitions it set.
    await gettingStarted.locator('> ul').evaluate((element) => {
      const seen: string[] = [];
      (window as unknown as { transitions: string[] }).transitions = seen;
      new MutationObserver(() => element.style.transition && seen.push(element.style.transition)).observe(element, { attributes: true, attributeFilter: ['style'] });
    });
    await gettingStarted.getByRole('button', { name: "Collapse sidebar category 'Getting Started'" }).click();
    await gettingStarted.locator('> ul').waitFor({ state: 'hidden' });
    assert.deepEqual([...new Set(await page.evaluate(() => (window as unknown as { transitions: string[] }).transitions))], ['height 1ms ease-in-out']);
    await page.context().close();
  });
});

describe('image zoom', () => {
  it('markdown images zoom in and out; medium-zoom is attached after a second, also after a route change, and is not in the first-load scripts', async () => {
    const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(KLIPPER);
    await waitForHydration(page);
    const image = page.locator('.markdown img:visible').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.markdown img.medium-zoom-image').length > 0);
    // medium-zoom ignores a close while its opening animation runs: wait for its "opened" event.
    const opened = image.evaluate((img) => new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), { once: true })));
    await image.click();
    const overlay = page.locator('.medium-zoom-overlay');
    await overlay.waitFor({ state: 'visible' });
    await page.locator('img.medium-zoom-image--opened').waitFor();
    await opened;
    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    assert.equal(await page.locator('img.medium-zoom-image--opened').count(), 0);
    // The page's first scripts do not hold medium-zoom: it is a chunk of its own, fetched after load.
    const html = fs.readFileSync(path.join(ROOT, 'public', KLIPPER, 'index.html'), 'utf8');
    const firstLoad = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    assert.ok(firstLoad.length > 0);
    for (const src of firstLoad) assert.ok(!fs.readFileSync(path.join(ROOT, 'public', src), 'utf8').includes('medium-zoom-overlay'), `${src} has no medium-zoom`);
    assert.ok(requested.some((url) => !firstLoad.some((src) => url.endsWith(src)) && url.endsWith('.js')), 'a later chunk was fetched');
    // A client-side navigation to another page with a diagram: its image is attached too.
    await page.locator('.docs-layout__sidebar').getByRole('link', { name: 'Obico for Klipper', exact: true }).click();
    await page.waitForURL('**/moonraker-obico/overview/');
    await page.waitForFunction(() => [...document.querySelectorAll('.markdown img')].some((img) => img.classList.contains('medium-zoom-image') && img.getAttribute('src')?.includes('architecture')));
    await page.context().close();
  });
});

describe('progress bar and scrolling', () => {
  it('a navigation slower than 200 ms shows the bar until the page arrives; a quick one shows nothing', async () => {
    const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The archive's page data waits until the test lets it through (prefetches included).
    await page.route('**/page-data/blog/archive/page-data.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/blog/');
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sawProgress: boolean }).sawProgress = false;
      new MutationObserver(() => {
        if (document.getElementById('nprogress')) (window as unknown as { sawProgress: boolean }).sawProgress = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Quick: the blog's second page, already loaded (as a prefetch would), so no slow machine can make it slow.
    await page.evaluate(() => (window as unknown as { ___loader: { loadPage: (path: string) => Promise<unknown> } }).___loader.loadPage('/blog/page/2/'));
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/blog/page/2/'));
    await page.waitForURL('**/blog/page/2/');
    await page.waitForTimeout(400);
    assert.equal(await page.evaluate(() => (window as unknown as { sawProgress: boolean }).sawProgress), false, 'no bar for a quick navigation');
    // Slow: a link click whose page data is held back.
    const started = Date.now();
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/blog/archive/'));
    await page.locator('#nprogress .bar').waitFor({ state: 'attached' });
    assert.ok(Date.now() - started >= 190, 'not before 200 ms');
    assert.ok(page.url().endsWith('/blog/page/2/'), 'the old page stays while the next one loads');
    release();
    await page.waitForURL('**/blog/archive/');
    await page.locator('#nprogress').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('scrolls to the hash target or the top, but not when only the query changed', async () => {
    const { page } = await site.openPage(KLIPPER, { viewport: { width: 1280, height: 800 } });
    const navigate = (to: string) => page.evaluate((target) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(target), to);
    await scrollTo(page, 1500);
    await navigate(`${KLIPPER}?ref=test`);
    await page.waitForURL('**?ref=test');
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => Math.round(window.scrollY)), 1500, 'query only: no scroll');
    await navigate('/docs/api/#authentication');
    await page.waitForURL('**/docs/api/#authentication');
    await page.waitForFunction(() => {
      const top = document.getElementById('authentication')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 150;
    });
    await navigate('/docs/user-guides/getting-started/');
    await page.waitForURL('**/getting-started/');
    await page.waitForFunction(() => window.scrollY === 0);
    await page.context().close();
  });
});

describe('not-found page and odd paths', () => {
  it('an unknown path shows the not-found page with a 404 status', async () => {
    const { page } = await site.newPage();
    const response = await page.goto('/docs/no-such-page/');
    assert.equal(response?.status(), 404);
    await waitForHydration(page);
    assert.equal(await page.locator('main h1').textContent(), 'Page Not Found');
    assert.ok(await page.locator('main').getByRole('link', { name: 'documentation' }).isVisible());
    assert.equal(await page.title(), 'Page Not Found | Obico');
    await page.context().close();
  });

  it('/x.html and /x/index.html reach /x/, keeping the query', async () => {
    const { page } = await site.newPage();
    await page.goto('/docs/api.html?from=old-link');
    await page.waitForURL('**/docs/api/?from=old-link');
    await page.locator('main h1', { hasText: 'Client APIs' }).waitFor();
    await page.goto('/help.html');
    await page.waitForURL('**/help/');
    await page.goto('/docs/api/index.html');
    await page.waitForURL('**/docs/api/');
    await page.locator('main h1', { hasText: 'Client APIs' }).waitFor();
    // An .html path of no page stays on the not-found page.
    await page.goto('/docs/nothing-here.html');
    await waitForHydration(page);
    await page.locator('main h1', { hasText: 'Page Not Found' }).waitFor();
    assert.ok(page.url().endsWith('/docs/nothing-here.html'));
    await page.context().close();
  });

  it('a path with invalid percent-encoding shows an error naming the path, and the site still works', async () => {
    const { page } = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/docs/%E0%A4%A/');
    await waitForHydration(page);
    await page.locator('main h1', { hasText: 'This address cannot be read' }).waitFor();
    assert.match((await page.locator('main').textContent()) ?? '', /The path "\/docs\/%E0%A4%A\/" has invalid percent-encoding and cannot be decoded\./);
    assert.deepEqual(errors, []);
    // The address holds a decodable reading of the path (U+FFFD for the undecodable bytes).
    assert.equal(new URL(page.url()).pathname, encodeURI('/docs/\ufffd\ufffdA/'));
    // The app runs: the navbar's dropdowns respond.
    await page.getByRole('button', { name: 'Docs', exact: true }).click();
    assert.equal(await page.getByRole('button', { name: 'Docs', exact: true }).getAttribute('aria-expanded'), 'true');
    await page.context().close();
  });
});

describe('base-URL banner', () => {
  it('on the home path, when the site script did not run, a red-bordered message shows the configured and a suggested base URL', async () => {
    const { context } = await site.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    assert.equal(await page.locator('#base-url-issue-banner').count(), 0, 'no banner when the site loads');
    await context.route(/\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    const banner = page.locator('#base-url-issue-banner');
    await banner.waitFor();
    const text = (await banner.textContent()) ?? '';
    assert.match(text, /Your Obico site did not load properly\./);
    assert.match(text, /wrong site baseUrl configuration/);
    assert.match(text, /Current configured baseUrl = \/ \(default value\)/);
    assert.match(text, /We suggest trying baseUrl = \//);
    assert.equal(await banner.evaluate((element) => getComputedStyle(element).borderTopColor), 'rgb(255, 0, 0)');
    // Other pages have no banner.
    await page.goto('/docs/', { waitUntil: 'load' });
    await page.waitForTimeout(100);
    assert.equal(await page.locator('#base-url-issue-banner').count(), 0);
    await context.close();
  });
});

describe('crash page', () => {
  it('a page that fails to render shows the crash page inside the site, and Try again renders it again', async () => {
    const { page } = await site.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    // Break the body of one doc page (its table of contents), not its head: the page component throws on render.
    await page.route('**/page-data/docs/user-guides/klipper-setup/page-data.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result: { data: { mdx: { tableOfContents: unknown } } } };
      json.result.data.mdx.tableOfContents = { items: 5 };
      await route.fulfill({ response, json });
    });
    await page.goto('/docs/user-guides/getting-started/');
    await waitForHydration(page);
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate('/docs/user-guides/klipper-setup/'));
    const heading = page.locator('main h1', { hasText: 'This page crashed' });
    await heading.waitFor();
    await page.waitForFunction(() => document.title === 'Page Error');
    assert.match((await page.locator('.error-page__message').textContent()) ?? '', /is not a function/);
    // The site around the page keeps working: navbar and footer are there.
    assert.ok(await page.locator('nav.navbar').isVisible());
    assert.ok(await page.locator('footer.footer').isVisible());
    const crashes = () => errors.filter((text) => text.includes('This page crashed')).length;
    const before = crashes();
    assert.ok(before >= 1);
    await page.getByRole('button', { name: 'Try again' }).click();
    // Rendered again with the same broken data: it crashes again, and says so again.
    await heading.waitFor();
    for (let tries = 0; tries < 50 && crashes() <= before; tries += 1) await page.waitForTimeout(100);
    assert.ok(crashes() > before, `Try again re-rendered the page (${crashes()} crash reports, ${before} before)`);
    await page.context().close();
  });
});
