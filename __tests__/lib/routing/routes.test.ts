import { buildRoutePlan, countTags, DuplicateRouteError, findDuplicateRoutes, planContentRoutes, type ContentPost, type PlannedPage, type PlanPost, type RoutePlanConfig, type SiteContent } from '../../../src/lib/routing/routes';
import type { Sidebars } from '../../../src/lib/docs/sidebars';
import { siteConfig } from '../../../src/config/site';

let counter = 0;
function blogPost(overrides: Partial<PlanPost> = {}): PlanPost {
  counter += 1;
  const day = String((counter % 28) + 1).padStart(2, '0');
  return { id: `post-${counter}`, route: `/blog/post-${counter}/`, date: `2023-01-${day}`, tags: ['how-to'], authors: ['print-lab'], contentFilePath: `/c/blog/post-${counter}.mdx`, ...overrides };
}

const tagSlugs = ['how-to', 'klipper', 'unused'];

describe('planContentRoutes', () => {
  it('with no content still builds the blog index, archive, authors and tags pages', () => {
    const plan = planContentRoutes({ docs: [], posts: [], pages: [], tagSlugs, pageSize: 10 });
    expect(plan.map((spec) => `${spec.template} ${spec.path}`)).toEqual([
      'blogList /blog/',
      'archive /blog/archive/',
      'authors /blog/authors/',
      'tagIndex /blog/tags/',
    ]);
  });

  it('with 238 posts builds 24 list pages and no /blog/page/1/ or /blog/page/25/', () => {
    const posts = Array.from({ length: 238 }, (_, i) => blogPost({ date: `20${10 + (i % 15)}-01-01`, tags: i < 12 ? ['how-to', 'klipper'] : ['how-to'] }));
    const plan = planContentRoutes({ docs: [], posts, pages: [], tagSlugs, pageSize: 10 });
    const paths = new Set(plan.map((spec) => spec.path));
    expect(plan.filter((spec) => spec.template === 'blogList')).toHaveLength(24);
    expect(paths.has('/blog/page/2/')).toBe(true);
    expect(paths.has('/blog/page/24/')).toBe(true);
    expect(paths.has('/blog/page/1/')).toBe(false);
    expect(paths.has('/blog/page/25/')).toBe(false);
    const last = plan.find((spec) => spec.path === '/blog/page/24/');
    expect(last?.context.ids).toHaveLength(8);
    // tag pagination: 238 how-to posts -> 24 pages; 12 klipper posts -> 2 pages; unused tags get none
    expect(plan.filter((spec) => spec.template === 'tagPosts' && spec.context.tag === 'how-to')).toHaveLength(24);
    expect(paths.has('/blog/tags/klipper/page/2/')).toBe(true);
    expect(paths.has('/blog/tags/klipper/page/3/')).toBe(false);
    expect([...paths].some((path) => path.startsWith('/blog/tags/unused/'))).toBe(false);
  });

  it('orders posts newest first and links each to its neighbours', () => {
    const older = blogPost({ date: '2020-01-01' });
    const newer = blogPost({ date: '2024-07-03' });
    const plan = planContentRoutes({ docs: [], posts: [older, newer], pages: [], tagSlugs, pageSize: 10 });
    const list = plan.find((spec) => spec.path === '/blog/');
    expect(list?.context.ids).toEqual([newer.id, older.id]);
    const newerSpec = plan.find((spec) => spec.path === newer.route);
    expect(newerSpec?.context).toMatchObject({ newerId: '', olderId: older.id });
  });

  it('passes the tags and authors each list page needs to name', () => {
    const plan = planContentRoutes({ docs: [], posts: [blogPost({ tags: ['klipper', 'how-to'], authors: ['a', 'b'] }), blogPost({ tags: ['how-to'], authors: ['a'] })], pages: [], tagSlugs, pageSize: 10 });
    const list = plan.find((spec) => spec.path === '/blog/');
    expect(list?.context.tagSlugs).toEqual(expect.arrayContaining(['klipper', 'how-to']));
    expect(list?.context.authorIds).toEqual(['a', 'b']);
  });

  it('creates docs and markdown pages with their content files', () => {
    const plan = planContentRoutes({
      docs: [{ id: 'd', route: '/docs/api/', contentFilePath: '/c/docs/api/index.mdx' }],
      posts: [],
      pages: [{ id: 'p', route: '/markdown-page/', contentFilePath: '/c/pages/markdown-page.mdx' }],
      tagSlugs,
      pageSize: 10,
    });
    expect(plan.find((spec) => spec.path === '/docs/api/')).toMatchObject({ template: 'doc', contentFilePath: '/c/docs/api/index.mdx' });
    expect(plan.find((spec) => spec.path === '/markdown-page/')).toMatchObject({ template: 'page' });
  });

  it('refuses a tag that tags.yaml does not define', () => {
    expect(() => planContentRoutes({ docs: [], posts: [blogPost({ tags: ['mystery'] })], pages: [], tagSlugs, pageSize: 10 })).toThrow(/the tag "mystery"/);
  });
});

describe('findDuplicateRoutes', () => {
  it('names every source of a route claimed twice', () => {
    const duplicates = findDuplicateRoutes([
      { path: '/blog/x/', template: 'post', contentFilePath: 'a.mdx', context: {} },
      { path: '/blog/x/', template: 'post', contentFilePath: 'b.mdx', context: {} },
      { path: '/blog/', template: 'blogList', context: {} },
    ]);
    expect(duplicates).toEqual([{ path: '/blog/x/', sources: ['a.mdx', 'b.mdx'] }]);
  });
});

describe('countTags', () => {
  it('counts posts per tag', () => {
    expect(countTags([blogPost({ tags: ['a', 'b'] }), blogPost({ tags: ['a'] })])).toEqual(new Map([['a', 2], ['b', 1]]));
  });
});

// The route plan for three locale setups: the site's nine locales, English alone, and German by default with English
// under /en/. The same content goes through each.
const { en, 'de-DE': de } = siteConfig.i18n.locales;
const setups: Array<[string, RoutePlanConfig['i18n']]> = [
  ['nine locales, English by default', siteConfig.i18n],
  ['English only', { defaultLocale: 'en', locales: { en } }],
  ['German by default, English prefixed', { defaultLocale: 'de-DE', locales: { 'de-DE': de, en } }],
];

const sidebars: Sidebars = {
  guideSidebar: [
    { type: 'doc', route: '/docs/user-guides/getting-started/', label: 'Getting started' },
    { type: 'category', label: 'Printers', key: 'printers', link: '/docs/user-guides/printers/', items: [{ type: 'doc', route: '/docs/user-guides/klipper/', label: 'Klipper' }] },
  ],
};
const doc = (route: string, title: string) => ({ id: `doc:${route}`, route, title, description: `About ${title}`, sidebarLabel: null, contentFilePath: `/c${route}index.mdx`, sourceFile: `docs${route.slice('/docs'.length)}index.mdx` });
const posts: ContentPost[] = Array.from({ length: 12 }, (_, i) => ({
  id: `post:${i}`,
  route: `/blog/post-${i}/`,
  title: `Post ${i}`,
  description: `Post number ${i}`,
  date: `2023-02-${String(i + 1).padStart(2, '0')}`,
  tags: i < 6 ? ['klipper', 'how-to'] : ['how-to'],
  authors: ['print-lab'],
  contentFilePath: `/c/blog/post-${i}.mdx`,
}));

function content(translatedLocale: string | null): SiteContent {
  return {
    docs: [doc('/docs/', 'Docs'), doc('/docs/user-guides/getting-started/', 'Getting started'), doc('/docs/user-guides/printers/', 'Printers'), doc('/docs/user-guides/klipper/', 'Klipper')],
    posts,
    pages: [{ id: 'page:md', route: '/markdown-page/', title: 'Markdown page', description: 'A page', contentFilePath: '/c/pages/markdown-page.mdx' }],
    translations: translatedLocale
      ? [{ id: 'tr:klipper', locale: translatedLocale, route: '/docs/user-guides/klipper/', contentFilePath: `/c/i18n/${translatedLocale}/docs/user-guides/klipper.mdx`, title: 'Klipper (übersetzt)', description: 'Übersetzt', outdated: true }]
      : [],
    tagSlugs: ['how-to', 'klipper', 'unused'],
    sidebars,
  };
}

describe.each(setups)('the route plan with %s', (_name, i18n) => {
  const locales = Object.keys(i18n.locales);
  const defaultLocale = i18n.defaultLocale;
  const translatedLocale = locales.find((locale) => locale !== defaultLocale) ?? null;
  const config: RoutePlanConfig = { i18n, editUrl: 'https://example.com/edit/content/', blog: { pageSize: 5, sidebarCount: 3 }, docs: { sidebars: { guideSidebar: { label: 'User guides' } } } };
  const plan = buildRoutePlan(content(translatedLocale), config);
  const at = (path: string): PlannedPage => {
    const page = plan.pages.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`no page at ${path}`);
    return page;
  };
  const prefix = (locale: string) => (locale === defaultLocale ? '' : `/${locale}`);

  it('builds every configured locale, the default first', () => {
    expect(plan.locales).toEqual([defaultLocale, ...locales.filter((locale) => locale !== defaultLocale)]);
  });

  it.each(locales)('gives %s every page under its own prefix (none for the default locale)', (locale) => {
    const paths = plan.pages.filter((page) => page.locale === locale).map((page) => page.path);
    const expected = [
      '/', '/search/', '/404/', '/help/', '/markdown-page/',
      '/docs/', '/docs/user-guides/getting-started/', '/docs/user-guides/klipper/',
      '/blog/', '/blog/page/2/', '/blog/page/3/', '/blog/post-0/', '/blog/post-11/',
      '/blog/archive/', '/blog/authors/', '/blog/tags/', '/blog/tags/how-to/', '/blog/tags/how-to/page/2/', '/blog/tags/how-to/page/3/', '/blog/tags/klipper/', '/blog/tags/klipper/page/2/',
    ].map((route) => (route === '/' ? `${prefix(locale)}/` : `${prefix(locale)}${route}`));
    expect(paths).toEqual(expect.arrayContaining(expected));
    expect(paths).not.toContain(`${prefix(locale)}/blog/page/1/`);
    expect(paths).not.toContain(`${prefix(locale)}/blog/page/4/`);
    expect(paths.some((path) => path.includes('/blog/tags/unused/'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
    // 4 docs, 12 posts, 3 list pages, 3 + 2 tag pages, archive, authors, tags, help, a markdown page, 3 fixed pages
    expect(paths).toHaveLength(4 + 12 + 3 + 5 + 3 + 1 + 1 + 3);
  });

  it.each(locales)('gives the pages of %s the context gatsby-plugin-react-i18next expects', (locale) => {
    const page = at(`${prefix(locale)}/blog/tags/klipper/page/2/`);
    expect(page).toMatchObject({ kind: 'tagPosts', template: 'tagPosts', route: '/blog/tags/klipper/page/2/', locale });
    expect(page.context).toMatchObject({
      locale,
      language: locale,
      tag: 'klipper',
      page: 2,
      i18n: { language: locale, defaultLanguage: defaultLocale, languages: locales, routed: locale !== defaultLocale, originalPath: '/blog/tags/klipper/page/2/', path: `${prefix(locale)}/blog/tags/klipper/page/2/` },
    });
    expect(at(`${prefix(locale)}/search/`)).toMatchObject({ kind: 'search', template: null });
  });

  it('gives a doc its sidebar, breadcrumbs, previous/next, edit link and search section', () => {
    const klipper = at('/docs/user-guides/klipper/');
    expect(klipper.context).toMatchObject({
      sidebarName: 'guideSidebar',
      breadcrumbs: [{ route: '/docs/user-guides/printers/', label: 'Printers' }],
      previous: { route: '/docs/user-guides/printers/', label: 'Printers' },
      next: null,
      editUrl: 'https://example.com/edit/content/docs/user-guides/klipper/index.mdx',
    });
    expect(klipper.record).toMatchObject({ lvl0: 'Printers', section: 'docs', title: 'Klipper', translated: true });
    // A doc outside every category takes its sidebar's label; one in no sidebar, "Documentation".
    expect(at('/docs/user-guides/getting-started/').record.lvl0).toBe('User guides');
    expect(at('/docs/').record.lvl0).toBe('Documentation');
  });

  it('shows a translation in its locale, and the English doc, marked untranslated, in the others', () => {
    for (const locale of locales) {
      const page = at(`${prefix(locale)}/docs/user-guides/klipper/`);
      if (locale === translatedLocale) {
        expect(page.contentFilePath).toBe(`/c/i18n/${locale}/docs/user-guides/klipper.mdx`);
        expect(page.context).toMatchObject({ id: 'tr:klipper', translated: true, outdated: true });
        expect(page.record).toMatchObject({ title: 'Klipper (übersetzt)', translated: true });
      } else {
        expect(page.contentFilePath).toBe('/c/docs/user-guides/klipper/index.mdx');
        expect(page.context).toMatchObject({ id: 'doc:/docs/user-guides/klipper/', translated: locale === defaultLocale });
        expect(page.record).toMatchObject({ title: 'Klipper', translated: locale === defaultLocale });
      }
    }
  });

  it('lists the newest posts beside every blog page, and records each post for the feeds and the search', () => {
    for (const locale of locales) {
      expect(at(`${prefix(locale)}/blog/archive/`).context.recentPosts).toEqual([
        { route: '/blog/post-11/', title: 'Post 11', date: '2023-02-12' },
        { route: '/blog/post-10/', title: 'Post 10', date: '2023-02-11' },
        { route: '/blog/post-9/', title: 'Post 9', date: '2023-02-10' },
      ]);
      expect(at(`${prefix(locale)}/docs/`).context.recentPosts).toBeUndefined();
    }
    expect(at('/blog/post-3/').record).toMatchObject({ kind: 'post', lvl0: 'Blog', section: 'blog', date: '2023-02-04', tags: ['klipper', 'how-to'] });
  });

  it('builds only the locales asked for, always keeping the default', () => {
    const narrow = buildRoutePlan(content(translatedLocale), { ...config, buildLocales: [] });
    expect(narrow.locales).toEqual([defaultLocale]);
    expect(new Set(narrow.pages.map((page) => page.locale))).toEqual(new Set([defaultLocale]));
  });

  it('refuses two sources for one route, naming both', () => {
    const clash = { ...content(null), pages: [{ id: 'page:blog', route: '/blog/', title: 'Blog', description: '', contentFilePath: '/c/pages/blog.mdx' }] };
    expect(() => buildRoutePlan(clash, config)).toThrow(DuplicateRouteError);
    expect(() => buildRoutePlan(clash, config)).toThrow('/blog/ <- blogList page, /c/pages/blog.mdx');
  });
});
