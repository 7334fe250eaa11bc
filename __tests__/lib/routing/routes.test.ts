import { planContentRoutes, countTags, findDuplicateRoutes, type PlanPost } from '../../../src/lib/routing/routes';

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
