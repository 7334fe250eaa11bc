import { checkLinks, extractAnchors, extractLinks, formatBrokenLinks, resolveTarget, summarizePage } from '../../../src/lib/links/checkLinks';

function site(pages: Record<string, string>, extraFiles: string[] = []) {
  const files = new Set<string>(extraFiles);
  for (const route of Object.keys(pages)) files.add(route.endsWith('/') ? `${route}index.html` : route);
  return { files, pages: new Map(Object.entries(pages).map(([route, html]) => [route, summarizePage(route, html)])) };
}

describe('checkLinks', () => {
  it('a clean site has nothing to report', () => {
    const result = checkLinks(
      site(
        {
          '/docs/a/': '<a href="/docs/b/">b</a> <a href="/docs/b/#setup">setup</a> <img src="/img/x.svg"> <a href="https://example.com/">ext</a> <a href="mailto:x@y">m</a>',
          '/docs/b/': '<h2 id="setup">Setup</h2>',
        },
        ['/img/x.svg'],
      ),
    );
    expect(result).toEqual({ broken: [], brokenAnchors: [] });
  });

  it('a link to a missing page is broken, named with its source page', () => {
    const result = checkLinks(site({ '/docs/a/': '<a href="/docs/missing/">x</a>', '/blog/': '<a href="/docs/missing/">x</a>' }));
    expect(result.broken).toEqual([
      { source: '/docs/a/', target: '/docs/missing/' },
      { source: '/blog/', target: '/docs/missing/' },
    ]);
    expect(formatBrokenLinks(result.broken)).toBe('  /docs/a/\n    -> /docs/missing/\n  /blog/\n    -> /docs/missing/');
  });

  it('a missing anchor is reported apart from broken links', () => {
    const result = checkLinks(site({ '/docs/a/': '<a href="/docs/b/#nope">x</a><a href="#here">self</a><p id="here"></p>', '/docs/b/': '<h2 id="yes"></h2>' }));
    expect(result.broken).toEqual([]);
    expect(result.brokenAnchors).toEqual([{ source: '/docs/a/', target: '/docs/b/', anchor: 'nope' }]);
  });

  it('checks every candidate of a srcset and resolves relative links', () => {
    const result = checkLinks(site({ '/blog/post/': '<img srcset="/static/a-400.webp 400w, /static/a-800.webp 800w"><a href="../other/">o</a>' }, ['/static/a-400.webp']));
    expect(result.broken.map((item) => item.target)).toEqual(['/static/a-800.webp', '/blog/other/']);
  });

  it('decodes percent-encoded paths and entity-escaped attributes', () => {
    expect(extractLinks('/x/', '<a href="/search/?q=a&amp;b=1#top">s</a>')).toEqual(['/search/#top']);
    expect(resolveTarget('/blog/caf%C3%A9/', new Set(['/blog/café/index.html']))).toBe('/blog/café/index.html');
    expect(resolveTarget('/blog/%zz/', new Set())).toBeNull();
    expect(resolveTarget('/blog/rss.xml', new Set(['/blog/rss.xml']))).toBe('/blog/rss.xml');
  });

  it('extractAnchors reads ids and names', () => {
    expect(extractAnchors('<h2 id="a"></h2><a name="b"></a>')).toEqual(new Set(['a', 'b']));
  });
});
