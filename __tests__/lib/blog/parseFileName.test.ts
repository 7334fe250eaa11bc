import { blogPostRoute, parseBlogFileName, toPostSlug } from '../../../src/lib/blog/parseFileName';
import { FrontMatterError } from '../../../src/lib/content/errors';

describe('the dated/undated rule', () => {
  it('a YYYY-MM-DD- prefix makes a dated post under /blog/yyyy/mm/dd/', () => {
    const file = parseBlogFileName('2022-06-14-obico-for-klipper-beta.mdx');
    expect(file).toEqual({ dated: true, date: '2022-06-14', slug: 'obico-for-klipper-beta' });
    expect(blogPostRoute(file)).toBe('/blog/2022/06/14/obico-for-klipper-beta/');
  });

  it('without the prefix the post is undated and lives at /blog/slug/', () => {
    const file = parseBlogFileName('remote-access-creality-k1.mdx');
    expect(file).toEqual({ dated: false, date: null, slug: 'remote-access-creality-k1' });
    expect(blogPostRoute(file)).toBe('/blog/remote-access-creality-k1/');
  });

  it('accepts the folder form and .md files', () => {
    expect(blogPostRoute(parseBlogFileName('2024-07-03-nozzle-ninja-first-layer-ai-beta/index.mdx'))).toBe('/blog/2024/07/03/nozzle-ninja-first-layer-ai-beta/');
    expect(blogPostRoute(parseBlogFileName('plain-post.md'))).toBe('/blog/plain-post/');
  });

  it('keeps historical capitalisation, which other pages link to', () => {
    expect(blogPostRoute(parseBlogFileName('2021-12-01-OctoPrint-Anywhere.mdx'))).toBe('/blog/2021/12/01/OctoPrint-Anywhere/');
  });

  it('a date-like prefix that is not a real day is an error naming the file and the date field', () => {
    expect(() => parseBlogFileName('2022-02-30-leap.mdx')).toThrow(FrontMatterError);
    expect(() => parseBlogFileName('2022-02-30-leap.mdx')).toThrow(/2022-02-30-leap\.mdx: front matter field "date"/);
  });

  it('a partial date prefix is part of an undated slug', () => {
    expect(parseBlogFileName('2022-06-notes.mdx')).toEqual({ dated: false, date: null, slug: '2022-06-notes' });
  });
});

describe('slugs with odd characters', () => {
  it.each([
    ['My first post!', 'My-first-post'],
    ['what?is#this', 'what-is-this'],
    ['spaces   and\ttabs', 'spaces-and-tabs'],
    ['--leading-and-trailing--', 'leading-and-trailing'],
    ['ender-3_v2.upgrade', 'ender-3_v2.upgrade'],
    ['café-crème', 'café-crème'],
    ['50%-infill', '50-infill'],
  ])('%s -> %s', (input, expected) => expect(toPostSlug(input)).toBe(expected));

  it('a name with no usable character is an error', () => {
    expect(() => parseBlogFileName('!!!.mdx')).toThrow(/front matter field "slug"/);
  });
});
