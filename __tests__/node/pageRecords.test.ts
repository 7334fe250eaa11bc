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

describe('the records of unlisted pages, drafts and scheduled posts', () => {
  const withVisibility: SiteContent = {
    ...content,
    docs: [...content.docs, { id: 'u', route: '/docs/elegoo/', title: 'Elegoo', description: 'Partner API', sidebarLabel: null, contentFilePath: '/c/docs/elegoo.mdx', sourceFile: 'docs/elegoo.mdx', unlisted: true }],
    posts: [
      ...content.posts,
      { id: 'hp', route: '/blog/hidden/', title: 'Hidden', description: 'Unlisted', date: '2024-02-01', tags: ['t'], authors: ['x'], contentFilePath: '/c/blog/hidden.mdx', unlisted: true },
      { id: 'dp', route: '/blog/draft/', title: 'Draft', description: 'Draft', date: '2024-02-02', tags: ['t'], authors: ['x'], contentFilePath: '/c/blog/draft.mdx', draft: true },
      { id: 'fp', route: '/blog/future/', title: 'Future', description: 'Scheduled', date: '2030-01-01', tags: ['t'], authors: ['x'], contentFilePath: '/c/blog/future.mdx' },
    ],
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'records-')), 'page-records.json');
  writePageRecords(buildRoutePlan(withVisibility, { ...config, publishing: { preview: false, buildDate: '2029-12-31' } }), '/c', file);
  const records = readPageRecords(file);
  const hidden = ['/docs/elegoo/', '/blog/hidden/', '/blog/draft/', '/blog/future/'];

  it('keep unlisted, draft and scheduled pages out of the sitemap, the search (local and Algolia) and the feeds', () => {
    const sitemap = sitemapPaths(records);
    const search = [...searchContexts(records).keys()];
    const feeds = feedPosts(records).map((post) => post.route);
    for (const route of hidden) {
      expect(sitemap.filter((p) => p.includes(route))).toEqual([]);
      expect(search.filter((p) => p.includes(route))).toEqual([]);
      expect(feeds).not.toContain(route);
    }
    expect(sitemap).toContain('/docs/a/');
    expect(feeds).toEqual(['/blog/p/']);
  });

  it('give the Markdown pass the unlisted pages marked, for their Markdown but not llms.txt; drafts and scheduled posts not at all', () => {
    const pages = markdownPageRecords(records).filter((page) => page.locale === 'en');
    expect(pages.map((page) => `${page.path} ${page.unlisted}`)).toEqual(['/docs/a/ false', '/docs/elegoo/ true', '/blog/hidden/ true', '/blog/p/ false']);
  });

  it('keep the withheld pages and the build date, for the link check', () => {
    expect(records.buildDate).toBe('2029-12-31');
    expect(records.withheld).toEqual([
      { route: '/blog/draft/', file: '/c/blog/draft.mdx', reason: 'draft', date: '2024-02-02' },
      { route: '/blog/future/', file: '/c/blog/future.mdx', reason: 'scheduled', date: '2030-01-01' },
    ]);
  });
});
