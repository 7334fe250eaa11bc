/**
 * Search that reads a printer owner's words, in the browser, on the production build: a question finds its guide
 * first; an unknown word gets "Did you mean" and the way out (help center, support, community), in the dialog and on
 * /search/; and bad input (very long, only stop words, punctuation, emoji, right-to-left, markup, SQL, the wrong
 * locale) gets results or a clear empty state, never an error.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { useSite, waitForHydration, watchErrors } from './harness';

const site = useSite();

/** The routes of the results of /search/, in order (the first link of each result). */
async function resultRoutes(page: Page): Promise<string[]> {
  return page.locator('main .search-result h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

async function searchPage(page: Page, query: string, locale = '') {
  await page.goto(`${locale}/search/?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
  await page.locator('main .search-page__count', { hasText: /\d+ (results?|Ergebnisse?)/ }).waitFor();
}

async function openDialog(page: Page) {
  await page.goto('/docs/user-guides/getting-started/');
  await waitForHydration(page);
  await page.locator('.search-button').waitFor();
  await page.waitForTimeout(200);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

describe('questions and unknown words', () => {
  it('/search/?q=why+is+my+webcam+stream+so+laggy lists the laggy-webcam guide first', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await page.goto('/search/?q=why+is+my+webcam+stream+so+laggy');
    await waitForHydration(page);
    await page.locator('main .search-result').first().waitFor();
    assert.equal((await resultRoutes(page))[0], '/docs/user-guides/webcam-feed-is-laggy/');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('/search/ answers a question first: the answering section\'s heading links to its anchor, with its best sentence', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await page.goto(`/search/?q=${encodeURIComponent('obico thinks the clips on my glass bed are spaghetti')}`);
    await waitForHydration(page);
    const answer = page.getByRole('complementary', { name: 'Answer from the guides' });
    await answer.waitFor();
    const link = answer.getByRole('link');
    assert.match((await link.getAttribute('href')) ?? '', /^\/docs\/user-guides\/failure-detection-false-alarms\/#[\w-]+$/);
    assert.ok(((await answer.locator('.search-answer__text').textContent()) ?? '').length > 20, 'a sentence of the section');
    assert.ok((await answer.locator('.search-answer__text mark').count()) > 0, 'the question\'s words are highlighted');
    // The first result is the answering page.
    assert.equal((await resultRoutes(page))[0], '/docs/user-guides/failure-detection-false-alarms/');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('on /search/, an unknown word shows "Did you mean" and the help entry points; the suggestion runs in place', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await searchPage(page, 'klipepr setup');
    const hints = page.locator('main .search-hints');
    assert.match((await hints.locator('.search-hints__suggest').textContent()) ?? '', /^Did you mean klipper setup\?$/);
    assert.equal(await hints.getByRole('link', { name: 'Browse the help center' }).getAttribute('href'), '/help/');
    assert.equal(await hints.getByRole('link', { name: 'Ask the community on Discord' }).getAttribute('href'), 'https://obico.io/discord');
    await hints.getByRole('link', { name: 'klipper setup' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'klipper setup');
    assert.equal(await page.locator('#search-page-input').inputValue(), 'klipper setup');
    await page.locator('main .search-hints').waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('in the dialog, an unknown word shows "Did you mean" and the help entry points, above the results; a matched word still shows highlighted hits', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await openDialog(page);
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('webcam');
    await page.locator('.DocSearch-Hit mark').first().waitFor();
    assert.equal(await page.locator('.DocSearch-Dropdown .search-hints').count(), 0, 'no hints for a matched word');
    await input.fill('klipepr');
    const hints = page.locator('.DocSearch-Dropdown .search-hints');
    await hints.waitFor();
    assert.match((await hints.locator('.search-hints__suggest').textContent()) ?? '', /^Did you mean klipper\?$/);
    assert.equal(await hints.getByRole('link', { name: 'Browse the help center' }).getAttribute('href'), '/help/');
    // The hints come first in the dropdown, above the results.
    const above = await page.evaluate(() => {
      const hint = document.querySelector('.DocSearch-Dropdown .search-hints')!.getBoundingClientRect();
      const hit = document.querySelector('.DocSearch-Hit')?.getBoundingClientRect();
      return hit ? hint.top < hit.top : true;
    });
    assert.ok(above, 'the hints are above the results');
    // The suggestion runs in the dialog: the input takes it and its hits come, highlighted.
    await hints.getByRole('link', { name: 'klipper' }).click();
    await page.waitForFunction(() => (document.querySelector('.DocSearch-Input') as HTMLInputElement).value === 'klipper');
    await page.locator('.DocSearch-Hit mark').first().waitFor();
    await hints.waitFor({ state: 'detached' });
    // Nothing at all: the way out, next to DocSearch's own no-results screen.
    await input.fill('qwxzvbnmpl');
    await page.locator('.DocSearch-NoResults').waitFor();
    await page.locator('.DocSearch-Dropdown .search-hints__help').getByRole('link', { name: 'Contact support' }).waitFor();
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});

const BAD_INPUTS: Array<[string, string]> = [
  ['a 2,000-character query', 'webcam '.repeat(286).slice(0, 2000)],
  ['only stop words', 'the and of is it'],
  ['only punctuation', '?!.,;:-()[]{}'],
  ['emoji', '🔥🖨️ 😡'],
  ['right-to-left text', 'طابعة ثلاثية الأبعاد'],
  ['HTML', '<b>webcam</b><script>alert(1)</script>'],
  ['SQL', "'; DROP TABLE prints; --"],
];

describe('bad input', () => {
  for (const [name, query] of BAD_INPUTS) {
    it(`${name}: results or a clear empty state, on /search/ and in the dialog, without an error`, async () => {
      const { page } = await site.newPage();
      const errors = watchErrors(page);
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs++;
        void dialog.dismiss();
      });
      await searchPage(page, query);
      const count = (await page.locator('main .search-page__count').textContent()) ?? '';
      if (/^0 results/.test(count)) await page.locator('main .search-hints__help').waitFor();
      else assert.ok((await page.locator('main .search-result').count()) > 0, count);

      await openDialog(page);
      await page.locator('.DocSearch-Input').fill(query);
      await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
      assert.equal(dialogs, 0);
      assert.deepEqual(errors, []);
      await page.context().close();
    });
  }

  it('a query in the wrong locale (English words on the German search page) gets results or a clear empty state', async () => {
    const { page } = await site.newPage();
    const errors = watchErrors(page);
    await searchPage(page, 'why is my webcam stream so laggy', '/de-DE');
    const count = (await page.locator('main .search-page__count').textContent()) ?? '';
    if (/^0 /.test(count)) await page.locator('main .search-hints__help').waitFor();
    else assert.ok((await page.locator('main .search-result').count()) > 0, count);
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
