/** Search in the browser, on the production build, with every request outside the site blocked. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForHydration, watchErrors } from './harness';

const site = useSite();

async function openDocPage(page: Page) {
  await page.goto('/docs/user-guides/getting-started/');
  await waitForHydration(page);
  // React must have attached the key handlers: wait for hydration of the search button.
  await page.locator('.search-button').waitFor();
  await page.waitForTimeout(200);
}

describe('the search dialog', () => {
  it('Ctrl+K then "klipper" shows results grouped under their top heading in under a second', async () => {
    const { page, blocked } = await site.newPage();
    await openDocPage(page);
    const started = Date.now();
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    await input.pressSequentially('klipper');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 1000, `results took ${elapsed} ms`);
    assert.equal(await input.getAttribute('placeholder'), 'Search help doc');
    const groups = await page.locator('.DocSearch-Hit-source').allTextContents();
    assert.ok(groups.length >= 1, 'results are grouped');
    assert.ok((await page.locator('.DocSearch-Hit mark').count()) > 0, 'matches are highlighted');
    assert.match((await page.locator('.DocSearch-HitsFooter a').textContent()) ?? '', /^See all \d+ results$/);
    assert.deepEqual(blocked, []);
    await page.context().close();
  });

  it('Enter on the first result navigates without a full reload; the result joins the recent searches; a star moves it to favourites, across reloads', async () => {
    const { page } = await site.newPage();
    await openDocPage(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('moonraker');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const target = await page.locator('.DocSearch-Hit a').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    assert.equal(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), true, 'no full reload');
    // The address changes first; the dialog closes as the new page renders.
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached', timeout: 5000 });

    // Let the next page finish rendering before reopening the dialog.
    await page.locator('main h1').first().waitFor();
    await page.waitForTimeout(300);
    await page.keyboard.press('Control+k');
    const recent = page.locator('.DocSearch-Hit-source', { hasText: 'Recent' });
    await recent.waitFor();
    assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), target);
    await page.locator('.DocSearch-Hit').first().hover();
    await page.locator('.DocSearch-Hit-action-button[title="Save this search"]').first().click();
    await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();

    await page.reload();
    await waitForHydration(page);
    await page.locator('.search-button').click();
    await page.locator('.DocSearch-Hit-source', { hasText: 'Favorite' }).waitFor();
    assert.equal(await page.locator('.DocSearch-Hit a').first().getAttribute('href'), target);
    await page.context().close();
  });

  it('a nonsense query shows the no-results screen with suggestions and the issue link', async () => {
    const { page } = await site.newPage();
    await openDocPage(page);
    await page.keyboard.press('/');
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('webcam');
    await page.locator('.DocSearch-Hit').first().waitFor();
    await input.fill('qwxzvbnmpl');
    await page.locator('.DocSearch-NoResults').waitFor();
    assert.match((await page.locator('.DocSearch-Title').textContent()) ?? '', /No results for\s*"?qwxzvbnmpl/);
    const suggestions = page.locator('.DocSearch-NoResults-Prefill-List button');
    assert.ok((await suggestions.count()) >= 1 && (await suggestions.count()) <= 3);
    assert.match((await page.locator('.DocSearch-NoResults').textContent()) ?? '', /Believe this query should return results\?\s*Let us know\./);
    await page.context().close();
  });

  it('when the index cannot be fetched, the error screen says so', async () => {
    const { page, context } = await site.newPage().then(({ page: p }) => ({ page: p, context: p.context() }));
    await context.route('**/search/*.json', (route) => route.abort('failed'));
    await openDocPage(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('klipper');
    await page.locator('.DocSearch-ErrorScreen').waitFor();
    assert.match((await page.locator('.DocSearch-ErrorScreen').textContent()) ?? '', /Unable to fetch results.*You might want to check your network connection\./s);
    await context.close();
  });

  it('typing a letter while the button has focus opens the dialog with that letter; Escape closes it', async () => {
    const { page } = await site.newPage();
    await openDocPage(page);
    await page.locator('.search-button').focus();
    await page.keyboard.press('w');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    assert.equal(await input.inputValue(), 'w');
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('the search page', () => {
  it('/search/?q=webcam lists results with their count, and typing keeps ?q= without adding history entries', async () => {
    const { page } = await site.newPage();
    await page.goto('/search/?q=webcam');
    const count = page.locator('.search-page__count');
    await count.filter({ hasText: /[1-9]\d* results? for “webcam”/ }).waitFor();
    assert.ok((await page.locator('.search-result').count()) > 0);
    const historyLength = await page.evaluate(() => history.length);
    const input = page.locator('#search-page-input');
    await input.fill('');
    await input.pressSequentially('klipper');
    await count.filter({ hasText: /for “klipper”/ }).waitFor();
    assert.equal(new URL(page.url()).search, '?q=klipper');
    assert.equal(await page.evaluate(() => history.length), historyLength);
    await page.context().close();
  });

  it('/search/?q= hydrates the server HTML, reads the query after hydration and loads the index without any intent', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    const indexRequests: string[] = [];
    page.on('request', (request) => /\/search\/[^/]+\.json$/.test(request.url()) && indexRequests.push(new URL(request.url()).pathname));
    const response = await page.goto('/search/?q=klipper');
    // The server cannot know ?q=: its HTML has the plain title, which the first client render must match.
    // The heading stays the same; the query's summary fills the line under it, which the server's HTML holds empty.
    assert.match((await response?.text()) ?? '', /<h1>Search the documentation<\/h1><p class="search-page__summary"><\/p>/);
    await waitForHydration(page);
    await page.locator('main .search-page__summary', { hasText: 'Results for “klipper”' }).waitFor();
    assert.equal(await page.locator('main h1').textContent(), 'Search the documentation');
    await page.locator('.search-page__count', { hasText: /\d+ results? for “klipper”/ }).waitFor();
    assert.equal(await page.locator('#search-page-input').inputValue(), 'klipper');
    assert.deepEqual(indexRequests, ['/search/en.json']);
    assert.deepEqual(errors, [], 'no hydration error (React #418/#425) and no other error');
    await page.context().close();
  });

  it('when the search worker cannot start (a policy refusing it), the page searches by itself', async () => {
    const { page } = await site.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // A worker that fails to start, as one whose script a content policy refuses: an error event, no answers.
    await page.addInitScript(() => {
      (window as unknown as { Worker: unknown }).Worker = class extends EventTarget {
        constructor() {
          super();
          setTimeout(() => this.dispatchEvent(new Event('error')), 50);
        }
        postMessage() {}
        terminate() {}
      };
    });
    await page.goto('/search/?q=klipper');
    await waitForHydration(page);
    await page.locator('.search-page__count', { hasText: /\d+ results? for “klipper”/ }).waitFor();
    assert.ok((await page.locator('.search-result').count()) > 0);
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('bidi control characters in ?q= are not shown, so a link cannot spoof the query\'s summary', async () => {
    const { page } = await site.newPage();
    // A right-to-left override would make "klipper\u202Etxt.exe" display as "klipperexe.txt".
    await page.goto(`/search/?q=${encodeURIComponent('klipper\u202Etxt.exe\u2066\u200F')}`);
    await waitForHydration(page);
    const summary = page.locator('main .search-page__summary', { hasText: 'Results for' });
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    assert.equal(text, 'Results for “klippertxt.exe”');
    assert.doesNotMatch(await page.locator('#search-page-input').inputValue(), /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    await page.context().close();
  });

  for (const { locale, action } of [
    { locale: 'en', action: '/search/' },
    { locale: 'de-DE', action: '/de-DE/search/' },
  ]) {
    it(`with JavaScript off, the ${locale} search page has a plain GET form to ${action} that submits ?q=`, async () => {
      const { context } = await site.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(action);
      const form = page.locator('main form[role="search"]');
      assert.equal(await form.getAttribute('action'), action);
      assert.equal(await form.getAttribute('method'), 'get');
      const input = form.locator('input[name="q"]');
      const id = await input.getAttribute('id');
      assert.ok(id, 'the input has an id');
      assert.ok(((await form.locator(`label[for="${id}"]`).textContent()) ?? '').trim().length > 0, 'the input has a label');
      assert.equal(await form.locator('button[type="submit"]').count(), 1);
      await input.fill('bed mesh');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === action && url.searchParams.get('q') === 'bed mesh');
      await context.close();
    });
  }

  it('a query with markup is shown as text and never run', async () => {
    const { page } = await site.newPage();
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const evil = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await page.goto(`/search/?q=${encodeURIComponent(evil)}`);
    const summary = page.locator('main .search-page__summary', { hasText: 'Results for' });
    await summary.waitFor();
    assert.equal(await page.locator('main img[src="x"]').count(), 0);
    assert.equal(await page.locator('main script').count(), 0);
    assert.match((await summary.textContent()) ?? '', /<img src=x onerror=alert\(1\)>/);
    await page.waitForTimeout(300);
    assert.equal(dialogs, 0);
    await page.context().close();
  });
});
