import { formatWithheldLinks, relativeTo, splitWithheldLinks } from '../../../src/lib/links/withheld';
import type { WithheldPage } from '../../../src/lib/routing/routes';

const withheld: WithheldPage[] = [
  { route: '/docs/draft/', file: '/site/content/docs/draft.mdx', reason: 'draft', date: null },
  { route: '/blog/2030/01/01/news/', file: '/site/content/blog/2030-01-01-news.mdx', reason: 'scheduled', date: '2030-01-01' },
];
const files = new Map<string, string | null>([
  ['/docs/a/', '/site/content/docs/a.mdx'],
  ['/de-DE/docs/a/', '/site/content/docs/a.mdx'],
  ['/blog/', null],
]);
const delocalize = (pagePath: string) => pagePath.replace(/^\/de-DE\//, '/');

describe('links to withheld pages', () => {
  it('are told apart from other broken links, once per pair of files across the locales', () => {
    const { withheld: found, others } = splitWithheldLinks(
      [
        { source: '/de-DE/docs/a/', target: '/de-DE/docs/draft/' },
        { source: '/docs/a/', target: '/docs/draft/' },
        { source: '/docs/a/', target: '/blog/2030/01/01/news' },
        { source: '/docs/a/', target: '/docs/missing/' },
        { source: '/blog/', target: '/docs/draft/index.html' },
      ],
      withheld,
      files,
      delocalize,
    );
    expect(found.map((link) => `${link.source} ${link.sourceFile} -> ${link.target.route}`)).toEqual([
      '/docs/a/ /site/content/docs/a.mdx -> /docs/draft/',
      '/docs/a/ /site/content/docs/a.mdx -> /blog/2030/01/01/news/',
      '/blog/ null -> /docs/draft/',
    ]);
    expect(others).toEqual([{ source: '/docs/a/', target: '/docs/missing/' }]);
  });

  it('are reported naming both files and why the page is left out', () => {
    const { withheld: found } = splitWithheldLinks(
      [
        { source: '/docs/a/', target: '/docs/draft/' },
        { source: '/docs/a/', target: '/blog/2030/01/01/news/' },
      ],
      withheld,
      files,
      delocalize,
    );
    expect(formatWithheldLinks(found, '/site', '2029-12-31')).toBe(
      '2 link(s) from published pages to pages this build leaves out:\n' +
        '  content/docs/a.mdx (/docs/a/) links to content/docs/draft.mdx (/docs/draft/), a draft (draft: true), built by npm run develop only\n' +
        "  content/docs/a.mdx (/docs/a/) links to content/blog/2030-01-01-news.mdx (/blog/2030/01/01/news/), a post dated 2030-01-01, after this build's date (2029-12-31): it is published by the first build on or after that day\n" +
        'Remove the link until the page is published, or publish the page (drop draft: true; a scheduled post publishes on its date).',
    );
  });

  it('show a file outside the root as it is', () => {
    expect(relativeTo('/site', '/elsewhere/x.mdx')).toBe('/elsewhere/x.mdx');
    expect(relativeTo('/site', '/site/content/x.mdx')).toBe('content/x.mdx');
  });
});
