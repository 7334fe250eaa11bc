import { decodePath, InvalidPathEncodingError, joinRoute, localizedPath, slugify, stripHtmlSuffix, withTrailingSlash } from '../../../src/lib/routing/paths';

describe('withTrailingSlash', () => {
  it.each([
    ['/docs/api', '/docs/api/'],
    ['/docs/api/', '/docs/api/'],
    ['/docs/api//', '/docs/api/'],
    ['/', '/'],
    ['', '/'],
    ['/search?q=klipper', '/search/?q=klipper'],
    ['/docs/x#setup', '/docs/x/#setup'],
  ])('%s -> %s', (input, expected) => expect(withTrailingSlash(input)).toBe(expected));
});

describe('stripHtmlSuffix', () => {
  it.each([
    ['/docs/api/index.html', '/docs/api/'],
    ['/help.html', '/help/'],
    ['/index.html', '/'],
    ['/blog/2022/06/14/obico-for-klipper-beta.html', '/blog/2022/06/14/obico-for-klipper-beta/'],
    ['/help.html?x=1#top', '/help/?x=1#top'],
  ])('%s -> %s', (input, expected) => expect(stripHtmlSuffix(input)).toBe(expected));

  it('leaves paths without .html alone', () => {
    expect(stripHtmlSuffix('/docs/api/')).toBeNull();
    expect(stripHtmlSuffix('/docs/html-guide/')).toBeNull();
  });
});

describe('decodePath', () => {
  it('decodes valid escapes', () => expect(decodePath('/blog/caf%C3%A9/')).toBe('/blog/café/'));
  it('names the path when the encoding is invalid', () => {
    expect(() => decodePath('/docs/%E0%A4%A/')).toThrow(InvalidPathEncodingError);
    expect(() => decodePath('/docs/%zz/')).toThrow('The path "/docs/%zz/" has invalid percent-encoding');
  });
});

describe('joinRoute', () => {
  it('joins segments with single slashes and a trailing slash', () => {
    expect(joinRoute('blog', 'page', 2)).toBe('/blog/page/2/');
    expect(joinRoute('/blog/', '/tags/', 'how-to')).toBe('/blog/tags/how-to/');
    expect(joinRoute()).toBe('/');
  });
});

describe('localizedPath', () => {
  it('adds no prefix for the default locale', () => expect(localizedPath('/docs/', 'en', 'en')).toBe('/docs/'));
  it('prefixes other locales', () => {
    expect(localizedPath('/docs/user-guides/klipper-setup/', 'de-DE', 'en')).toBe('/de-DE/docs/user-guides/klipper-setup/');
    expect(localizedPath('/', 'fr-FR', 'en')).toBe('/fr-FR/');
  });
});

describe('slugify', () => {
  it.each([
    ['Set up Obico: Klipper & Moonraker!', 'set-up-obico-klipper-moonraker'],
    ['Crème brûlée', 'creme-brulee'],
    ['  3D   Printing  ', '3d-printing'],
    ['Привет', ''],
  ])('%s -> %s', (input, expected) => expect(slugify(input)).toBe(expected));
});
