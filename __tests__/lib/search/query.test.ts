import { SEARCH_PAGE_MAX_QUERY, readSearchQuery, stripControls } from '../../../src/lib/search/query';

describe('the search page query', () => {
  it('reads ?q= from the query string', () => {
    expect(readSearchQuery('?q=klipper')).toBe('klipper');
    expect(readSearchQuery('?q=bed+level%20mesh&x=1')).toBe('bed level mesh');
    expect(readSearchQuery('')).toBe('');
    expect(readSearchQuery('?x=1')).toBe('');
  });

  it('drops bidi controls, so a crafted link cannot reverse what the query\'s summary shows', () => {
    // "klipper" followed by a right-to-left override and reversed text that would read "exe.txt".
    expect(readSearchQuery(`?q=${encodeURIComponent('klipper\u202Etxt.exe')}`)).toBe('klippertxt.exe');
    for (const control of ['\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u061C']) {
      expect(stripControls(`a${control}b`)).toBe('ab');
    }
  });

  it('reads a control character from the link (%00, %0A, %1B) as a space, so the count and the summary never hold one', () => {
    expect(readSearchQuery('?q=klipper%00setup')).toBe('klipper setup');
    expect(readSearchQuery('?q=webcam%0A%0Dlag%1B%7F%C2%85')).toBe('webcam  lag   ');
  });

  it('keeps right-to-left text itself and other characters', () => {
    expect(stripControls('שלום klipper café 打印')).toBe('שלום klipper café 打印');
  });

  it('is cut to the page limit', () => {
    expect(readSearchQuery(`?q=${'a'.repeat(600)}`)).toHaveLength(SEARCH_PAGE_MAX_QUERY);
  });
});
