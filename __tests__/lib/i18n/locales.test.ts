import { createLocales } from '../../../src/lib/i18n/locales';
import { siteConfig } from '../../../src/config/site';
import { buildLocales, buildLocalesSetting, delocalizePath, hreflangAlternates, LOCALES, localizeRoute, switchLocaleUrl } from '../../../src/config/locales';

describe('locale routes', () => {
  it('has the nine locales, English first and unprefixed', () => {
    expect(LOCALES).toEqual(['en', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU']);
    expect(localizeRoute('/docs/user-guides/klipper-setup/', 'en')).toBe('/docs/user-guides/klipper-setup/');
    expect(localizeRoute('/docs/user-guides/klipper-setup/', 'de-DE')).toBe('/de-DE/docs/user-guides/klipper-setup/');
    expect(localizeRoute('/', 'ru-RU')).toBe('/ru-RU/');
  });

  it.each([
    ['/fr-FR/docs/x/', { locale: 'fr-FR', route: '/docs/x/' }],
    ['/fr-FR', { locale: 'fr-FR', route: '/' }],
    ['/docs/x/', { locale: 'en', route: '/docs/x/' }],
    ['/en/docs/x/', { locale: 'en', route: '/en/docs/x/' }],
    ['/xx-XX/docs/', { locale: 'en', route: '/xx-XX/docs/' }],
  ])('delocalizePath(%s)', (path, expected) => expect(delocalizePath(path)).toEqual(expected));

  it('the locale switch keeps the path, the query string and the hash', () => {
    expect(switchLocaleUrl('/docs/x/', '?a=1', '#h', 'fr-FR')).toBe('/fr-FR/docs/x/?a=1#h');
    expect(switchLocaleUrl('/fr-FR/docs/x/', '?a=1', '#h', 'en')).toBe('/docs/x/?a=1#h');
    expect(switchLocaleUrl('/de-DE/blog/tags/klipper/', '', '', 'pt-BR')).toBe('/pt-BR/blog/tags/klipper/');
  });

  it('hreflang alternates list every locale and x-default', () => {
    const alternates = hreflangAlternates('/help/', LOCALES);
    expect(alternates).toHaveLength(10);
    expect(alternates[0]).toEqual({ hreflang: 'en', route: '/help/' });
    expect(alternates).toContainEqual({ hreflang: 'pt-BR', route: '/pt-BR/help/' });
    expect(alternates[9]).toEqual({ hreflang: 'x-default', route: '/help/' });
  });

  it('GATSBY_BUILD_LOCALES narrows the build, always keeping English', () => {
    expect(buildLocales({})).toHaveLength(9);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: 'de-DE' })).toEqual(['en', 'de-DE']);
    expect(() => buildLocales({ GATSBY_BUILD_LOCALES: 'xx' })).toThrow(/Unknown locale "xx"/);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: 'all' })).toEqual(LOCALES);
  });

  it('gatsby develop builds English only unless GATSBY_BUILD_LOCALES names locales; gatsby build builds all', () => {
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('develop', undefined) })).toEqual(['en']);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('develop', ' ') })).toEqual(['en']);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('develop', 'de-DE,fr-FR') })).toEqual(['en', 'de-DE', 'fr-FR']);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('develop', 'all') })).toEqual(LOCALES);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('build', undefined) })).toEqual(LOCALES);
    expect(buildLocales({ GATSBY_BUILD_LOCALES: buildLocalesSetting('build', 'de-DE') })).toEqual(['en', 'de-DE']);
  });
});

describe('another locale setup: German by default, English prefixed', () => {
  const locales = createLocales({ defaultLocale: 'de-DE', locales: { 'de-DE': siteConfig.i18n.locales['de-DE'], en: siteConfig.i18n.locales.en } });

  it('leaves German routes unprefixed and prefixes English ones', () => {
    expect(locales.localizeRoute('/docs/x/', 'de-DE')).toBe('/docs/x/');
    expect(locales.localizeRoute('/docs/x/', 'en')).toBe('/en/docs/x/');
    expect(locales.delocalizePath('/en/blog/')).toEqual({ locale: 'en', route: '/blog/' });
    expect(locales.delocalizePath('/de-DE/blog/')).toEqual({ locale: 'de-DE', route: '/de-DE/blog/' });
    expect(locales.switchLocaleUrl('/en/help/', '', '#x', 'de-DE')).toBe('/help/#x');
  });

  it('x-default is the German page, and a narrow build keeps German', () => {
    expect(locales.hreflangAlternates('/help/', ['de-DE', 'en']).at(-1)).toEqual({ hreflang: 'x-default', route: '/help/' });
    expect(locales.buildLocales({ GATSBY_BUILD_LOCALES: 'en' })).toEqual(['de-DE', 'en']);
  });

  it('refuses a default locale it does not configure', () => {
    expect(() => createLocales({ defaultLocale: 'fr-FR', locales: { en: siteConfig.i18n.locales.en } })).toThrow(/"fr-FR" is not one of the configured locales \(en\)/);
  });
});
