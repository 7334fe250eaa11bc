import { siteConfig, type SiteConfig } from '../../../src/config/site';
import { parseSiteConfig, SiteConfigError } from '../../../src/lib/config/parseSiteConfig';
import { parseSiteConfig as parseInBrowser } from '../../../src/lib/config/parseSiteConfig.browser';

/** The real config with one change made by `edit` on a deep copy. */
function withChange(edit: (config: SiteConfig) => void): SiteConfig {
  const copy = structuredClone(siteConfig);
  edit(copy);
  return copy;
}

describe('the site config', () => {
  it('parses to exactly what src/config/site.ts writes, so the browser bundle may skip the parse', () => {
    const written = structuredClone(siteConfig);
    expect(parseSiteConfig(written)).toEqual(written);
    expect(parseInBrowser(written)).toBe(written);
  });
});

describe('a wrong site config value names the file and the field path', () => {
  it.each<[string, (config: SiteConfig) => void, string]>([
    [
      'an unknown navbar item type',
      (config) => (config.navbar.items[0].type = 'docsSidebar' as 'docSidebar'),
      'src/config/site.ts: site config field "navbar.items[0].type" must be one of "default", "dropdown", "localeDropdown", "search", "html", "doc", "docSidebar", "docsVersion", "docsVersionDropdown", got "docsSidebar"',
    ],
    [
      'a top-level field nothing reads',
      (config) => Object.assign(config, { trailingSlash: true }),
      'src/config/site.ts: site config field "trailingSlash" is not a known field',
    ],
    [
      'a misspelt navbar field',
      (config) => Object.assign(config.navbar.items[4], { herf: '/blog/' }),
      'src/config/site.ts: site config field "navbar.items[4].herf" is not a known field',
    ],
    [
      'a doc item without its docId',
      (config) => delete config.navbar.items[1].items![2].docId,
      'src/config/site.ts: site config field "navbar.items[1].items[2].docId" is required for a doc item',
    ],
    [
      'a link item with neither to nor href',
      (config) => delete config.navbar.items[4].to,
      'src/config/site.ts: site config field "navbar.items[4].to" or href (one of them) is required for a link item',
    ],
    [
      'a route without its trailing slash',
      (config) => (config.footer.links[0].items[1].to = '/docs/server-guides'),
      'src/config/site.ts: site config field "footer.links[0].items[1].to" must be a site route that starts and ends with "/"',
    ],
    [
      'a default locale the config does not define',
      (config) => (config.i18n.defaultLocale = 'en-GB'),
      'src/config/site.ts: site config field "i18n.defaultLocale" names "en-GB", which is not a key of i18n.locales',
    ],
    [
      'a locale without its html lang',
      (config) => delete (config.i18n.locales['de-DE'] as Partial<SiteConfig['i18n']['locales'][string]>).htmlLang,
      'src/config/site.ts: site config field "i18n.locales.de-DE.htmlLang" is required',
    ],
    [
      'a colour mode that does not exist',
      (config) => (config.colorMode.defaultMode = 'dim' as 'dark'),
      'src/config/site.ts: site config field "colorMode.defaultMode" must be one of "light", "dark", got "dim"',
    ],
    [
      'a page size of zero',
      (config) => (config.blog.pageSize = 0),
      'src/config/site.ts: site config field "blog.pageSize" must be greater than 0, got 0',
    ],
    [
      'a fractional sidebar count',
      (config) => (config.blog.sidebarCount = 2.5),
      'src/config/site.ts: site config field "blog.sidebarCount" must be a whole number, got 2.5',
    ],
  ])('%s', (_name, edit, message) => {
    const config = withChange(edit);
    expect(() => parseSiteConfig(config)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(config)).toThrow(message);
  });
});
