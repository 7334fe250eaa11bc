import { notFoundAddressToKeep } from '../../src/lib/routing/notFoundAddress';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('notFoundAddressToKeep', () => {
  it("keeps the address a locale's not-found page was served at", () => {
    expect(notFoundAddressToKeep('/de-DE/404.html', at('/de-DE/docs/no-such-page/', '?q=1', '#x'))).toBe('/de-DE/docs/no-such-page/?q=1#x');
    expect(notFoundAddressToKeep('/ru-RU/404/', at('/ru-RU/blog/x/'))).toBe('/ru-RU/blog/x/');
  });
  it('does nothing on other pages, on the not-found page at its own path, or for English (Gatsby keeps that address)', () => {
    expect(notFoundAddressToKeep('/de-DE/docs/a/', at('/de-DE/docs/a/'))).toBeNull();
    expect(notFoundAddressToKeep('/de-DE/404/', at('/de-DE/404/'))).toBeNull();
    expect(notFoundAddressToKeep('/404.html', at('/nope/'))).toBeNull();
    expect(notFoundAddressToKeep(undefined, at('/x/'))).toBeNull();
  });
});
