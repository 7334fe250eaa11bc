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

describe('unlisted pages, drafts and scheduled posts in the route plan', () => {
  const config: RoutePlanConfig = {
    i18n: { defaultLocale: 'en', locales: { en, 'de-DE': de } },
    editUrl: 'https://example.com/edit/content/',
    blog: { pageSize: 5, sidebarCount: 3 },
    docs: { sidebars: { guideSidebar: { label: 'User guides' } } },
    featuredGuides: ['/docs/elegoo/', '/docs/user-guides/klipper/'],
  };
  const guide: Sidebars = {
    guideSidebar: [
      { type: 'doc', route: '/docs/user-guides/getting-started/', label: 'Getting started' },
      { type: 'doc', route: '/docs/elegoo/', label: 'Elegoo' },
      {
        type: 'category',
        label: 'Printers',
        key: 'printers',
        link: '/docs/user-guides/printers/',
        items: [
          { type: 'doc', route: '/docs/draft/', label: 'Draft' },
          { type: 'doc', route: '/docs/user-guides/klipper/', label: 'Klipper' },
        ],
      },
      { type: 'category', label: 'Only drafts', key: 'onlyDrafts', link: null, items: [{ type: 'doc', route: '/docs/draft/', label: 'Draft' }] },
    ],
  };
  const post = (name: string, date: string, extra: Partial<ContentPost> = {}): ContentPost => ({
    id: `post:${name}`,
    route: `/blog/${name}/`,
    title: name,
    description: name,
    date,
    tags: ['how-to'],
    authors: ['print-lab'],
    contentFilePath: `/c/blog/${name}.mdx`,
    ...extra,
  });
  const site: SiteContent = {
    docs: [
      doc('/docs/user-guides/getting-started/', 'Getting started'),
      { ...doc('/docs/elegoo/', 'Elegoo'), unlisted: true },
      { ...doc('/docs/elegoo-extra/', 'Elegoo extra'), unlisted: true },
      doc('/docs/user-guides/printers/', 'Printers'),
      { ...doc('/docs/draft/', 'Draft'), draft: true },
      doc('/docs/user-guides/klipper/', 'Klipper'),
    ],
    posts: [
      post('old', '2023-01-01'),
      post('hidden', '2023-02-01', { unlisted: true, tags: ['klipper'] }),
      post('drafted', '2023-03-01', { draft: true, tags: ['klipper'] }),
      post('today', '2026-11-26'),
      post('tomorrow', '2026-11-27', { tags: ['how-to', 'klipper'] }),
    ],
    pages: [{ id: 'page:draft', route: '/draft-page/', title: 'Draft page', description: 'd', contentFilePath: '/c/pages/draft-page.mdx', draft: true }],
    translations: [{ id: 'tr:draft', locale: 'de-DE', route: '/docs/draft/', contentFilePath: '/c/i18n/de-DE/docs/draft.mdx', title: 'Entwurf', description: 'E', outdated: false }],
    tagSlugs: ['how-to', 'klipper'],
    sidebars: guide,
  };
  const production = buildRoutePlan(site, { ...config, publishing: { preview: false, buildDate: '2026-11-26' } });
  const develop = buildRoutePlan(site, { ...config, publishing: { preview: true, buildDate: '2026-11-26' } });
  const paths = (plan: typeof production) => plan.pages.map((page) => page.path);
  const at = (plan: typeof production, path: string) => {
    const page = plan.pages.find((candidate) => candidate.path === path);
    if (!page) throw new Error(`no page at ${path}`);
    return page;
  };
  /**
   * What every other page's context names: sidebars, previous/next, cards, help, blog lists, tags, archive, recent
   * posts, neighbours (the unlisted pages' own contexts and every page's own address left out).
   */
  const listedRoutes = (plan: typeof production): string =>
    JSON.stringify(plan.pages.filter((page) => !page.record.unlisted).map(({ context: { i18n: _i18n, id: _id, ...rest } }) => rest));

  it('builds unlisted docs and posts in every locale, with noindex and unlisted records', () => {
    for (const plan of [production, develop]) {
      for (const path of ['/docs/elegoo/', '/de-DE/docs/elegoo/', '/docs/elegoo-extra/', '/blog/hidden/', '/de-DE/blog/hidden/']) {
        const page = at(plan, path);
        expect(page.context).toMatchObject({ noindex: true, unlisted: true, draft: false });
        expect(page.record).toMatchObject({ noindex: true, unlisted: true });
      }
      expect(at(plan, '/docs/elegoo/').context).toMatchObject({ sidebarName: null, sidebar: [], previous: null, next: null });
      expect(at(plan, '/blog/hidden/').context).toMatchObject({ newerId: '', olderId: '' });
    }
    expect(at(production, '/docs/user-guides/klipper/').record).toMatchObject({ noindex: false, unlisted: false });
  });

  it('leaves unlisted pages out of the sidebars, previous/next, help center, blog lists, tags, archive and recent posts', () => {
    for (const plan of [production, develop]) {
      const listed = listedRoutes(plan);
      expect(listed).not.toContain('/docs/elegoo/');
      expect(listed).not.toContain('/docs/elegoo-extra/');
      expect(listed).not.toContain('post:hidden');
      expect(listed).not.toContain('/blog/hidden/');
      expect(plan.sidebarOrder).not.toContain('/docs/elegoo/');
      expect(at(plan, '/docs/user-guides/getting-started/').context).toMatchObject({ next: { route: '/docs/user-guides/printers/' } });
      expect(at(plan, '/blog/').context.ids).not.toContain('post:hidden');
      expect(at(plan, '/blog/archive/').context.ids).not.toContain('post:hidden');
      expect(at(plan, '/blog/authors/').context.ids).not.toContain('post:hidden');
      const help = at(plan, '/help/').context as { featured: Array<{ route: string }> };
      expect(help.featured.map((link) => link.route)).toEqual(['/docs/user-guides/klipper/']);
    }
    // The neighbours of the posts around it skip it: "old" and "today" are neighbours.
    expect(at(production, '/blog/old/').context).toMatchObject({ newerId: 'post:today', olderId: '' });
  });

  it('leaves drafts and posts dated after the build out of a production build, and records them as withheld', () => {
    const built = paths(production);
    for (const route of ['/docs/draft/', '/blog/drafted/', '/blog/tomorrow/', '/draft-page/']) {
      expect(built).not.toContain(route);
      expect(built).not.toContain(`/de-DE${route}`);
    }
    expect(built).toContain('/blog/today/');
    expect(production.withheld).toEqual([
      { route: '/docs/draft/', file: '/c/docs/draft/index.mdx', reason: 'draft', date: null },
      { route: '/blog/drafted/', file: '/c/blog/drafted.mdx', reason: 'draft', date: '2023-03-01' },
      { route: '/blog/tomorrow/', file: '/c/blog/tomorrow.mdx', reason: 'scheduled', date: '2026-11-27' },
      { route: '/draft-page/', file: '/c/pages/draft-page.mdx', reason: 'draft', date: null },
    ]);
    expect(production.buildDate).toBe('2026-11-26');
    const listed = listedRoutes(production);
    for (const token of ['/docs/draft/', 'post:drafted', 'post:tomorrow', '/blog/tomorrow/']) expect(listed).not.toContain(token);
    // The category that only held the draft is gone; the one that linked past it keeps its other items.
    const sidebar = at(production, '/docs/user-guides/klipper/').context.sidebar as Array<{ label: string }>;
    expect(sidebar.map((item) => item.label)).toEqual(['Getting started', 'Printers']);
    expect(at(production, '/docs/user-guides/printers/').context).toMatchObject({ next: { route: '/docs/user-guides/klipper/' }, cards: [expect.objectContaining({ route: '/docs/user-guides/klipper/' })] });
    // Tag counts and tag pages count the listed, published posts only.
    expect(at(production, '/blog/tags/').context.tagCounts).toEqual([{ slug: 'how-to', count: 2 }]);
    expect(paths(production).some((path) => path.startsWith('/blog/tags/klipper/'))).toBe(false);
    expect(at(production, '/blog/tags/how-to/').context).toMatchObject({ ids: ['post:today', 'post:old'], count: 2 });
    expect(at(production, '/blog/archive/').context.recentPosts).toEqual([
      { route: '/blog/today/', title: 'today', date: '2026-11-26' },
      { route: '/blog/old/', title: 'old', date: '2023-01-01' },
    ]);
  });

  it('publishes a scheduled post from a build on its date on', () => {
    const onTheDay = buildRoutePlan(site, { ...config, publishing: { preview: false, buildDate: '2026-11-27' } });
    expect(paths(onTheDay)).toContain('/blog/tomorrow/');
    expect(at(onTheDay, '/blog/').context.ids).toEqual(['post:tomorrow', 'post:today', 'post:old']);
    expect(at(onTheDay, '/blog/tags/').context.tagCounts).toEqual([{ slug: 'how-to', count: 3 }, { slug: 'klipper', count: 1 }]);
    expect(at(onTheDay, '/blog/tomorrow/').context).toMatchObject({ scheduled: null, noindex: false });
    expect(onTheDay.withheld.map((page) => page.route)).toEqual(['/docs/draft/', '/blog/drafted/', '/draft-page/']);
  });

  it('builds drafts and scheduled posts in develop, marked for their banner and out of the sitemap', () => {
    expect(develop.withheld).toEqual([]);
    expect(at(develop, '/docs/draft/').context).toMatchObject({ draft: true, noindex: true });
    expect(at(develop, '/de-DE/docs/draft/').contentFilePath).toBe('/c/i18n/de-DE/docs/draft.mdx');
    expect(at(develop, '/blog/drafted/').context).toMatchObject({ draft: true, scheduled: null });
    expect(at(develop, '/blog/tomorrow/').context).toMatchObject({ draft: false, scheduled: '2026-11-27' });
    expect(at(develop, '/draft-page/').context).toMatchObject({ draft: true, noindex: true });
    expect(at(develop, '/blog/').context.ids).toEqual(['post:tomorrow', 'post:today', 'post:drafted', 'post:old']);
    expect(develop.sidebarOrder).toContain('/docs/draft/');
  });

  it('without a publishing setting, builds no draft and schedules nothing', () => {
    const plain = buildRoutePlan(site, config);
    expect(paths(plain)).not.toContain('/docs/draft/');
    expect(paths(plain)).toContain('/blog/tomorrow/');
    expect(plain.buildDate).toBeNull();
  });
});
