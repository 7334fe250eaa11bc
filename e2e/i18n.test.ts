/** Locales on the production build: localized routes, the locale switch, translated content, hreflang, search. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, useSite, waitForHydration } from './harness';
import { buildLocales } from '../src/config/locales';
import { siteConfig } from '../src/config/site';
import { labelKey } from '../src/lib/i18n/translations';

const site = useSite();

const locales = buildLocales();
const other = locales.includes('fr-FR') ? 'fr-FR' : locales[1];

describe('locale switch', () => {
  for (const route of ['/docs/user-guides/klipper-setup/', '/blog/2022/06/14/obico-for-klipper-beta/', '/blog/tags/klipper/']) {
    it(`${route}: switching language keeps the page, the query string and the hash, and back to English drops the prefix`, async () => {
      const { page } = await site.openPage(`${route}?a=1#top`);
      const dropdown = page.locator('.locale-dropdown');
      await dropdown.hover();
      await dropdown.locator(`a[hreflang="${other}"]`).click();
      await page.waitForURL((url) => url.pathname === `/${other}${route}`);
      const url = new URL(page.url());
      assert.equal(`${url.pathname}${url.search}${url.hash}`, `/${other}${route}?a=1#top`);
      // Gatsby's Head API updates <html lang> right after the client-side navigation.
      await page.waitForFunction((lang) => document.documentElement.lang === lang, other);
      await waitForHydration(page);
      await dropdown.hover();
      await dropdown.locator('a[hreflang="en"]').click();
      await page.waitForURL((u) => u.pathname === route);
      assert.equal(new URL(page.url()).search, '?a=1');
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await page.context().close();
    });
  }
});

describe('localized pages', () => {
  it('every locale has as many pages as English', () => {
    const count = (dir: string) => {
      let n = 0;
      const walk = (folder: string) => {
        for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
          if (!entry.isDirectory()) continue;
          if (locales.includes(entry.name) && folder === dir) continue;
          if (fs.existsSync(path.join(folder, entry.name, 'index.html'))) n++;
          walk(path.join(folder, entry.name));
        }
      };
      walk(dir);
      return n;
    };
    const english = count(path.join(ROOT, 'public'));
    for (const locale of locales.filter((l) => l !== 'en')) assert.equal(count(path.join(ROOT, 'public', locale)), english, locale);
  });

  it('a translated doc is shown translated, with lang, hreflang alternates and its own canonical URL', async () => {
    const { page } = await site.newPage();
    const locale = locales.includes('de-DE') ? 'de-DE' : other;
    await page.goto(`/${locale}/docs/user-guides/klipper-setup/`);
    assert.equal(await page.getAttribute('html', 'lang'), locale);
    const heading = (await page.locator('main h1').textContent()) ?? '';
    assert.notEqual(heading, 'Set up Obico for Klipper');
    assert.equal(await page.locator('.fallback-notice').count(), 0);
    const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    assert.equal(alternates.length, locales.length + 1);
    assert.ok(alternates.some(([lang, href]) => lang === 'x-default' && href === 'https://www.obico.io/docs/user-guides/klipper-setup/'));
    assert.equal(await page.locator('head link[rel="canonical"]').getAttribute('href'), `https://www.obico.io/${locale}/docs/user-guides/klipper-setup/`);
    await page.context().close();
  });

  it('an untranslated page shows the English content inside the localized site, with a notice', async () => {
    const { page } = await site.newPage();
    await page.goto(`/${other}/docs/user-guides/detection-print-job-settings/`);
    assert.ok(await page.locator('.fallback-notice').isVisible());
    assert.equal(await page.locator('.fallback-notice').getAttribute('lang'), other);
    // Links inside the page stay in the locale.
    const hrefs = await page.locator('.markdown a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(hrefs.length > 0 && hrefs.every((href) => href?.startsWith(`/${other}/`)), JSON.stringify(hrefs));
    await page.context().close();
  });

  it('the sitemap lists the localized URLs with their alternates', () => {
    const xml = fs.readFileSync(path.join(ROOT, 'public', 'sitemap.xml'), 'utf8');
    assert.ok(xml.includes(`<loc>https://www.obico.io/${other}/docs/user-guides/klipper-setup/</loc>`));
    assert.ok(xml.includes(`hreflang="${other}" href="https://www.obico.io/${other}/help/"`));
  });

  it('screenshots of the de-DE and ru-RU getting-started pages', async () => {
    const dir = path.join(ROOT, 'e2e', 'screenshots');
    fs.mkdirSync(dir, { recursive: true });
    for (const locale of ['de-DE', 'ru-RU'].filter((l) => locales.includes(l))) {
      const { page } = await site.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`/${locale}/docs/user-guides/getting-started/`);
      await page.screenshot({ path: path.join(dir, `getting-started-${locale}.png`) });
      assert.ok(fs.statSync(path.join(dir, `getting-started-${locale}.png`)).size > 10_000);
      await page.context().close();
    }
  });
});

/** The interface catalogue of a locale, as the site ships it. */
const catalogue = (locale: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'translation.json'), 'utf8'));

describe('translated interface', () => {
  for (const locale of locales.filter((l) => l !== 'en')) {
    it(`${locale}: the chrome of an untranslated doc speaks the language, before and after hydration`, async () => {
      const t = catalogue(locale);
      const { page } = await site.newPage();
      await page.goto(`/${locale}/docs/user-guides/detection-print-job-settings/`);
      const chrome = () =>
        page.evaluate(() => ({
          footer: [...document.querySelectorAll('.footer__title')].map((el) => el.textContent),
          skip: document.querySelector('.skip-to-content')?.textContent,
          edit: document.querySelector('.edit-this-page')?.textContent,
          notice: document.querySelector('.fallback-notice')?.textContent,
          search: document.querySelector('.search-button__placeholder')?.textContent,
          toc: document.querySelector('.toc__title')?.textContent,
          firstCategory: document.querySelector('.doc-sidebar .menu__link--sublist')?.textContent,
          firstMenu: document.querySelector('.navbar .dropdown__trigger')?.textContent,
        }));
      const expected = {
        footer: siteConfig.footer.links.map((column) => t[labelKey('footer', column.key)]),
        skip: t['layout.skipToContent'],
        edit: t['doc.editThisPage'],
        notice: t['doc.fallbackNotice'],
        search: t['search.button'],
        toc: t['toc.title'],
        firstCategory: t['sidebar.gettingStarted'],
        firstMenu: t['navbar.product'],
      };
      assert.deepEqual(await chrome(), expected);
      await waitForHydration(page);
      assert.deepEqual(await chrome(), expected);
      await page.context().close();
    });
  }

  it('blog dates and reading times follow the locale', async () => {
    const locale = locales.includes('ru-RU') ? 'ru-RU' : other;
    const { page } = await site.openPage(`/${locale}/blog/`);
    const first = page.locator('.blog-post-item .post-meta__line').first();
    const date = (await first.locator('time').getAttribute('datetime')) ?? '';
    const [year, month, day] = date.split('-').map(Number);
    const formatted = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
    assert.equal(await first.locator('time').textContent(), formatted);
    const minutes = Number(/(\d+)/.exec(((await first.textContent()) ?? '').split('·')[1] ?? '')?.[1]);
    const form = new Intl.PluralRules(locale).select(minutes);
    assert.ok(((await first.textContent()) ?? '').includes(catalogue(locale)[`blog.readingTime_${form}`].replace('{{count}}', String(minutes))));
    await page.context().close();
  });

  it('the search dialog and the not-found page are translated', async () => {
    const locale = locales.includes('de-DE') ? 'de-DE' : other;
    const t = catalogue(locale);
    const { page } = await site.openPage(`/${locale}/docs/user-guides/getting-started/`);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.waitFor();
    assert.equal(await input.getAttribute('placeholder'), t['search.placeholder']);
    assert.ok(((await page.locator('.DocSearch-Footer').textContent()) ?? '').includes(t['search.modal.selectText']));
    await page.keyboard.press('Escape');
    const response = await page.goto(`/${locale}/404/`);
    assert.equal(response?.status(), 200);
    assert.equal(await page.locator('main h1').textContent(), t['notFound.title']);
    assert.equal(await page.title(), `${t['notFound.title']} | Obico`);
    await page.context().close();
  });
});

describe('search stays within the language', () => {
  it('on a de-DE page only German-locale records are returned', async () => {
    const locale = locales.includes('de-DE') ? 'de-DE' : other;
    const { page } = await site.openPage(`/${locale}/docs/user-guides/getting-started/`);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('klipper');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const urls = await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    assert.ok(urls.length > 0);
    assert.deepEqual(urls.filter((url) => !url?.startsWith(`/${locale}/`)), []);
    await page.context().close();
  });
});
