/**
 * The route plan: every content page the site builds, as data. gatsby-node only applies it.
 * Fixed pages (help, search, 404) come from src/pages and are not part of the plan.
 */
import { paginate, type ListPage } from '../blog/paginate';
import { sortNewestFirst } from '../blog/posts';
import { joinRoute } from './paths';

export const BLOG_PAGE_SIZE = 10;

export interface PlanDoc {
  id: string;
  route: string;
  contentFilePath: string;
}

export interface PlanPost {
  id: string;
  route: string;
  date: string;
  tags: string[];
  authors: string[];
  contentFilePath: string;
}

export interface PlanPage {
  id: string;
  route: string;
  contentFilePath: string;
}

export type TemplateName = 'doc' | 'post' | 'page' | 'help' | 'blogList' | 'tagIndex' | 'tagPosts' | 'archive' | 'authors';

export interface PageSpec {
  path: string;
  template: TemplateName;
  /** For MDX-backed templates: the file rendered as the page body. */
  contentFilePath?: string;
  context: Record<string, unknown>;
}

export interface RoutePlanInput {
  docs: readonly PlanDoc[];
  posts: readonly PlanPost[];
  pages: readonly PlanPage[];
  tagSlugs: readonly string[];
  pageSize?: number;
}

function listContext(page: ListPage<PlanPost>): Record<string, unknown> {
  return {
    ids: page.items.map((post) => post.id),
    tagSlugs: [...new Set(page.items.flatMap((post) => post.tags))],
    authorIds: [...new Set(page.items.flatMap((post) => post.authors))],
    page: page.page,
    totalPages: page.totalPages,
    newerRoute: page.newerRoute,
    olderRoute: page.olderRoute,
  };
}

/** Counts posts per tag slug (only tags in use). */
export function countTags(posts: readonly PlanPost[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return counts;
}

export function tagRoute(slug: string): string {
  return joinRoute('blog', 'tags', slug);
}

/** Builds every content page of the site. */
export function buildRoutePlan(input: RoutePlanInput): PageSpec[] {
  const pageSize = input.pageSize ?? BLOG_PAGE_SIZE;
  const specs: PageSpec[] = [];

  for (const doc of input.docs) {
    specs.push({ path: doc.route, template: 'doc', contentFilePath: doc.contentFilePath, context: { id: doc.id } });
  }

  const posts = sortNewestFirst(input.posts);
  posts.forEach((post, index) => {
    specs.push({
      path: post.route,
      template: 'post',
      contentFilePath: post.contentFilePath,
      context: {
        id: post.id,
        tagSlugs: post.tags,
        authorIds: post.authors,
        // '' rather than null: a null variable would drop the GraphQL filter and match the first post.
        newerId: posts[index - 1]?.id ?? '',
        olderId: posts[index + 1]?.id ?? '',
      },
    });
  });

  for (const page of paginate(posts, pageSize, '/blog/')) {
    specs.push({ path: page.route, template: 'blogList', context: listContext(page) });
  }
  specs.push({ path: '/blog/archive/', template: 'archive', context: {} });
  specs.push({ path: '/blog/authors/', template: 'authors', context: {} });
  specs.push({ path: '/blog/tags/', template: 'tagIndex', context: {} });

  const known = new Set(input.tagSlugs);
  const used = countTags(posts);
  for (const slug of input.tagSlugs) {
    if (!used.has(slug)) continue;
    const tagged = posts.filter((post) => post.tags.includes(slug));
    for (const page of paginate(tagged, pageSize, tagRoute(slug))) {
      specs.push({ path: page.route, template: 'tagPosts', context: { ...listContext(page), tag: slug, count: tagged.length } });
    }
  }
  for (const slug of used.keys()) {
    if (!known.has(slug)) throw new Error(`A post uses the tag "${slug}", which content/blog/tags.yaml does not define`);
  }

  for (const page of input.pages) {
    specs.push({ path: page.route, template: 'page', contentFilePath: page.contentFilePath, context: { id: page.id } });
  }
  return specs;
}

/** Routes that two or more specs claim, with the claimants' sources. */
export function findDuplicateRoutes(specs: readonly PageSpec[]): Array<{ path: string; sources: string[] }> {
  const byPath = new Map<string, string[]>();
  for (const spec of specs) {
    const source = spec.contentFilePath ?? `${spec.template} page`;
    const sources = byPath.get(spec.path);
    if (sources) sources.push(source);
    else byPath.set(spec.path, [source]);
  }
  return [...byPath.entries()].filter(([, sources]) => sources.length > 1).map(([path, sources]) => ({ path, sources }));
}
