import { listPageRoute, paginate } from '../../../src/lib/blog/paginate';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('paginate', () => {
  it('238 posts give 24 pages of 10, with 8 on the last', () => {
    const pages = paginate(items(238), 10, '/blog/');
    expect(pages).toHaveLength(24);
    expect(pages[23].items).toHaveLength(8);
    expect(pages.slice(0, 23).every((page) => page.items.length === 10)).toBe(true);
    expect(pages[23].route).toBe('/blog/page/24/');
  });

  it('page 1 is the base route; there is no /page/1/', () => {
    const routes = paginate(items(25), 10, '/blog/').map((page) => page.route);
    expect(routes).toEqual(['/blog/', '/blog/page/2/', '/blog/page/3/']);
    expect(routes).not.toContain('/blog/page/1/');
  });

  it('links newer and older pages at the edges', () => {
    const pages = paginate(items(21), 10, '/blog/');
    expect(pages[0]).toMatchObject({ newerRoute: null, olderRoute: '/blog/page/2/' });
    expect(pages[1]).toMatchObject({ newerRoute: '/blog/', olderRoute: '/blog/page/3/' });
    expect(pages[2]).toMatchObject({ newerRoute: '/blog/page/2/', olderRoute: null, items: [20] });
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [90, 9],
    [86, 9],
  ])('%i items make %i page(s)', (count, pagesExpected) => {
    expect(paginate(items(count), 10, '/blog/tags/how-to/')).toHaveLength(pagesExpected);
  });

  it('tag pagination lives under the tag route', () => {
    const pages = paginate(items(13), 10, '/blog/tags/3-d-printer-failure/');
    expect(pages.map((page) => page.route)).toEqual(['/blog/tags/3-d-printer-failure/', '/blog/tags/3-d-printer-failure/page/2/']);
    expect(pages[1].items).toHaveLength(3);
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => paginate(items(3), 0, '/blog/')).toThrow(RangeError);
  });

  it('listPageRoute', () => {
    expect(listPageRoute('/blog/', 1)).toBe('/blog/');
    expect(listPageRoute('/blog/', 24)).toBe('/blog/page/24/');
  });
});
