import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildRoutePlan, type RoutePlanConfig, type SiteContent } from '../../src/lib/routing/routes';
import { readPageRecords, writePageRecords } from '../../src/node/pageRecords';
import { searchContexts } from '../../src/node/searchIndex';
import { sitemapPaths } from '../../src/node/deploy';
import { feedPosts } from '../../src/node/feeds';
import { markdownPageRecords } from '../../src/node/markdownPages';

const config: RoutePlanConfig = {
  i18n: { defaultLocale: 'en', locales: { en: { label: 'English', htmlLang: 'en' }, 'de-DE': { label: 'Deutsch', htmlLang: 'de-DE' } } },
  editUrl: 'https://example.com/edit/',
  blog: { pageSize: 10, sidebarCount: 5 },
  docs: { sidebars: { guideSidebar: { label: 'User guides' } } },
};
const content: SiteContent = {
  docs: [{ id: 'd', route: '/docs/a/', title: 'A', description: 'Doc A', sidebarLabel: null, contentFilePath: '/c/docs/a.mdx', sourceFile: 'docs/a.mdx' }],
  posts: [{ id: 'p', route: '/blog/p/', title: 'P', description: 'Post P', date: '2024-01-02', tags: ['t'], authors: ['x'], contentFilePath: '/c/blog/p.mdx' }],
  pages: [
    { id: 'hidden', route: '/hidden/', title: 'Hidden', description: '', contentFilePath: '/c/pages/hidden.mdx', noindex: true },
    { id: 'shown', route: '/shown/', title: 'Shown', description: '', contentFilePath: '/c/pages/shown.mdx' },
  ],
  translations: [],
  tagSlugs: ['t'],
  sidebars: { guideSidebar: [{ type: 'doc', route: '/docs/a/', label: 'A' }] },
};

describe('the page records the outputs read after the build', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'records-')), 'page-records.json');
  writePageRecords(buildRoutePlan(content, config), '/c', file);
  const records = readPageRecords(file);

  it('round-trip through the file with the locales, the sidebar order and the content root', () => {
    expect(records.locales).toEqual(['en', 'de-DE']);
    expect(records.sidebarOrder).toEqual(['/docs/a/']);
    expect(records.contentDir).toBe('/c');
  });

  it('put every page in the sitemap but the not-found pages and noindex pages, in every locale', () => {
    const paths = sitemapPaths(records);
    expect(paths).toEqual(expect.arrayContaining(['/', '/search/', '/help/', '/docs/a/', '/blog/p/', '/shown/', '/de-DE/', '/de-DE/docs/a/', '/de-DE/shown/']));
    expect(paths.filter((p) => p.includes('404') || p.includes('hidden'))).toEqual([]);
  });

  it('give the feeds each post once, from the default locale', () => {
    expect(feedPosts(records)).toEqual([{ title: 'P', description: 'Post P', route: '/blog/p/', date: '2024-01-02', authors: ['x'], tags: ['t'] }]);
  });

  it('give the Markdown pass the docs and posts of every locale, and the search its lvl0', () => {
    expect(markdownPageRecords(records).map((page) => `${page.kind} ${page.path} ${page.translated}`)).toEqual(['doc /docs/a/ true', 'post /blog/p/ true', 'doc /de-DE/docs/a/ false', 'post /de-DE/blog/p/ false']);
    expect(searchContexts(records)).toEqual(
      new Map([
        ['/docs/a/index.html', { section: 'docs', lvl0: 'User guides', language: 'en' }],
        ['/blog/p/index.html', { section: 'blog', lvl0: 'Blog', language: 'en' }],
        ['/de-DE/docs/a/index.html', { section: 'docs', lvl0: 'User guides', language: 'de-DE' }],
        ['/de-DE/blog/p/index.html', { section: 'blog', lvl0: 'Blog', language: 'de-DE' }],
      ]),
    );
  });

  it('name the missing file and what writes it', () => {
    expect(() => readPageRecords(path.join(os.tmpdir(), 'no-such-dir', 'page-records.json'))).toThrow(/page-records\.json is missing: createPages writes it/);
  });
});
