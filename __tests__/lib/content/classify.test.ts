import { classifyContentFile } from '../../../src/lib/content/classify';

const locales = { defaultLocale: 'en', locales: ['en', 'de-DE', 'fr-FR'] };

describe('classifyContentFile', () => {
  it.each([
    ['docs/user-guides/klipper-setup.mdx', 'doc', 'en', '/docs/user-guides/klipper-setup/'],
    ['docs/api/index.mdx', 'doc', 'en', '/docs/api/'],
    ['docs/index.md', 'doc', 'en', '/docs/'],
    ['pages/markdown-page.mdx', 'page', 'en', '/markdown-page/'],
    // an index file stands for its folder under content/pages too, as in the build
    ['pages/legal/index.mdx', 'page', 'en', '/legal/'],
    ['blog/2022-06-14-obico-for-klipper-beta.mdx', 'post', 'en', '/blog/2022/06/14/obico-for-klipper-beta/'],
    ['blog/2021-12-01-OctoPrint-Anywhere/index.mdx', 'post', 'en', '/blog/2021/12/01/OctoPrint-Anywhere/'],
    ['blog/remote-access-creality-k1.mdx', 'post', 'en', '/blog/remote-access-creality-k1/'],
    ['i18n/de-DE/docs/user-guides/klipper-setup.mdx', 'translation', 'de-DE', '/docs/user-guides/klipper-setup/'],
    ['i18n/fr-FR/docs/api/index.mdx', 'translation', 'fr-FR', '/docs/api/'],
  ])('%s is a %s in %s at %s', (file, kind, locale, route) => {
    expect(classifyContentFile(file, locales)).toMatchObject({ kind, locale, route, sourceFile: file });
  });

  it('gives a translation the path of the English doc it replaces', () => {
    expect(classifyContentFile('i18n/de-DE/docs/user-guides/klipper-setup.mdx', locales)?.areaPath).toBe('user-guides/klipper-setup.mdx');
  });

  it('reads the date and slug of a post from its file name', () => {
    expect(classifyContentFile('blog/2022-06-14-obico-for-klipper-beta.mdx', locales)?.post).toEqual({ dated: true, date: '2022-06-14', slug: 'obico-for-klipper-beta' });
  });

  it.each(['blog/authors.yaml', 'static/img/logo.png', 'sidebars.yaml', 'docs/img/diagram.svg', 'other/page.mdx'])('%s is no page', (file) => {
    expect(classifyContentFile(file, locales)).toBeNull();
  });

  it('names the file and the problem for a translation outside i18n/<locale>/docs/', () => {
    expect(() => classifyContentFile('i18n/de-DE/blog/x.mdx', locales)).toThrow('content/i18n/de-DE/blog/x.mdx: front matter field "(path)" must be content/i18n/<locale>/docs/<path of the English doc>');
  });

  it('refuses a translation into the default locale or a locale the site does not have', () => {
    expect(() => classifyContentFile('i18n/en/docs/x.mdx', locales)).toThrow(/"en" is not one of the site's other locales \(de-DE, fr-FR\)/);
    expect(() => classifyContentFile('i18n/xx-XX/docs/x.mdx', locales, 'shown/as.mdx')).toThrow(/^shown\/as\.mdx: .*"xx-XX" is not one of the site's other locales/);
  });

  it('names the post file whose name carries an impossible date', () => {
    expect(() => classifyContentFile('blog/2022-02-30-typo.mdx', locales)).toThrow('content/blog/2022-02-30-typo.mdx: front matter field "date" comes from the file name, and "2022-02-30" is not a real calendar date');
  });
});
