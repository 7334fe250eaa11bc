import { buildRedirectsFile } from '../../../src/lib/deploy/headers';
import { createLocales } from '../../../src/lib/i18n/locales';
import { docPrefixRedirects, isRedirectPage, notFoundRules, redirectPageHtml } from '../../../src/lib/deploy/redirects';

const locales = createLocales({ defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, 'de-DE': { label: 'Deutsch', htmlLang: 'de-DE' } } });

const routes = [
  '/',
  '/docs/',
  '/docs/user-guides/getting-started/',
  '/docs/user-guides/klipper-setup/',
  '/docs/user-guides/moonraker-obico/config/',
  '/docs/user-guides/moonraker-obico/overview/',
  '/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/',
  '/docs/user-guides/first_layer_ai/a-first-alphabetically/',
  '/docs/api/',
  '/docs/api/printer/',
  '/blog/2022/06/14/post/',
  '/de-DE/docs/user-guides/getting-started/',
  '/de-DE/docs/user-guides/klipper-setup/',
  '/de-DE/docs/user-guides/moonraker-obico/overview/',
];
// Sidebar reading order: a category's link before its items.
const order = [
  '/docs/user-guides/getting-started/',
  '/docs/user-guides/klipper-setup/',
  '/docs/user-guides/moonraker-obico/overview/',
  '/docs/user-guides/moonraker-obico/config/',
  '/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/',
  '/docs/user-guides/first_layer_ai/a-first-alphabetically/',
];

describe('docPrefixRedirects', () => {
  const redirects = new Map(docPrefixRedirects(routes, order, locales).map((redirect) => [redirect.from, redirect.to]));
  it('sends each doc path prefix without a page to the first doc under it in sidebar order, in every locale', () => {
    expect(redirects.get('/docs/user-guides/')).toBe('/docs/user-guides/getting-started/');
    expect(redirects.get('/docs/user-guides/moonraker-obico/')).toBe('/docs/user-guides/moonraker-obico/overview/');
    expect(redirects.get('/docs/user-guides/first_layer_ai/')).toBe('/docs/user-guides/first_layer_ai/nozzle-ninja-first-layer-ai/');
    expect(redirects.get('/de-DE/docs/user-guides/')).toBe('/de-DE/docs/user-guides/getting-started/');
    expect(redirects.get('/de-DE/docs/user-guides/moonraker-obico/')).toBe('/de-DE/docs/user-guides/moonraker-obico/overview/');
  });
  it('leaves prefixes that are pages, /docs/ itself and other sections alone', () => {
    expect(redirects.has('/docs/api/')).toBe(false);
    expect(redirects.has('/docs/')).toBe(false);
    expect([...redirects.keys()].some((from) => from.startsWith('/blog/'))).toBe(false);
    expect(redirects.size).toBe(5);
  });
  it('falls back to the first route alphabetically for docs in no sidebar', () => {
    expect(docPrefixRedirects(['/docs/x/b/', '/docs/x/a/'], [], locales)).toEqual([{ from: '/docs/x/', to: '/docs/x/a/' }]);
  });
});

describe('notFoundRules', () => {
  it("sends each locale's paths to its own not-found page with status 404, English last for the rest", () => {
    expect(notFoundRules(['en', 'de-DE', 'ru-RU'], 'en')).toEqual(['/de-DE/* /de-DE/404.html 404', '/ru-RU/* /ru-RU/404.html 404', '/* /404.html 404']);
  });
});

describe('the _redirects file', () => {
  const text = buildRedirectsFile(['/docs/user-guides/getting-started/'], {
    prefixRedirects: [{ from: '/docs/user-guides/', to: '/docs/user-guides/getting-started/' }],
    locales: ['en', 'de-DE'],
  });
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
  it('forces the prefix redirects (a redirect page exists at the path) and ends with the not-found rules', () => {
    expect(lines).toContain('/docs/user-guides/ /docs/user-guides/getting-started/ 301!');
    expect(lines.slice(-2)).toEqual(['/de-DE/* /de-DE/404.html 404', '/* /404.html 404']);
  });
});

describe('redirectPageHtml', () => {
  const html = redirectPageHtml({ from: '/de-DE/docs/user-guides/', to: '/de-DE/docs/user-guides/getting-started/' }, 'https://www.obico.io', 'de-DE');
  it('refreshes to the target at once, links to it, is not indexed and is recognised as a redirect page', () => {
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/de-DE/docs/user-guides/getting-started/">');
    expect(html).toContain('<a href="/de-DE/docs/user-guides/getting-started/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://www.obico.io/de-DE/docs/user-guides/getting-started/">');
    expect(isRedirectPage(html)).toBe(true);
    expect(isRedirectPage('<!DOCTYPE html><html><head><title>A page</title>')).toBe(false);
  });
});
