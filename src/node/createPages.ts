/** Queries the content, builds the route plan and the sidebars, and creates every page. */
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { buildRoutePlan, findDuplicateRoutes, type PageSpec, type TemplateName } from '../lib/routing/routes';
import { buildSidebars, findSidebar, getBreadcrumbs, getCategoryCards, getPrevNext, getTopCategory, type DocInfo } from '../lib/docs/sidebars';
import { siteConfig } from '../config/site';
import { featuredGuides } from '../config/help';
import { buildHelpCenter } from '../lib/docs/help';
import { loadRegistry, loadSidebarsYaml } from './registry';

const TEMPLATES: Record<TemplateName, string> = {
  doc: 'doc.tsx',
  post: 'blog-post.tsx',
  page: 'page.tsx',
  blogList: 'blog-list.tsx',
  tagIndex: 'blog-tags.tsx',
  tagPosts: 'blog-tag.tsx',
  archive: 'blog-archive.tsx',
  authors: 'blog-authors.tsx',
  help: 'help.tsx',
};

interface ContentQuery {
  allMdx: {
    nodes: Array<{
      id: string;
      internal: { contentFilePath: string };
      fields: {
        kind: 'doc' | 'post' | 'page';
        route: string;
        sourceFile: string;
        title: string;
        description: string;
        sidebarLabel: string | null;
        date: string | null;
        tags: string[] | null;
        authors: string[] | null;
      };
    }>;
  };
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<ContentQuery>(`
    {
      allMdx {
        nodes {
          id
          internal { contentFilePath }
          fields { kind route sourceFile title description sidebarLabel date(formatString: "YYYY-MM-DD") tags authors }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the site content', result.errors);
    return;
  }
  const nodes = result.data.allMdx.nodes.filter((node) => node.fields);
  const docs = nodes.filter((node) => node.fields.kind === 'doc');
  const docInfos: DocInfo[] = docs.map((doc) => ({
    route: doc.fields.route,
    title: doc.fields.title,
    sidebarLabel: doc.fields.sidebarLabel,
    description: doc.fields.description,
  }));

  let sidebars;
  try {
    sidebars = buildSidebars(loadSidebarsYaml(), docInfos);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  const registry = loadRegistry();
  const plan = buildRoutePlan({
    docs: docs.map((doc) => ({ id: doc.id, route: doc.fields.route, contentFilePath: doc.internal.contentFilePath })),
    posts: nodes
      .filter((node) => node.fields.kind === 'post')
      .map((post) => ({
        id: post.id,
        route: post.fields.route,
        date: post.fields.date ?? '',
        tags: post.fields.tags ?? [],
        authors: post.fields.authors ?? [],
        contentFilePath: post.internal.contentFilePath,
      })),
    pages: nodes
      .filter((node) => node.fields.kind === 'page')
      .map((page) => ({ id: page.id, route: page.fields.route, contentFilePath: page.internal.contentFilePath })),
    tagSlugs: registry.tags.map((tag) => tag.slug),
    pageSize: siteConfig.blog.pageSize,
  });

  const fixedRoutes = ['/search/', '/404/'];
  plan.push({ path: '/help/', template: 'help', context: { ...buildHelpCenter(sidebars, docInfos, featuredGuides) } });
  const duplicates = findDuplicateRoutes([
    ...plan,
    ...fixedRoutes.map((route): PageSpec => ({ path: route, template: 'page', context: {} })),
  ]);
  if (duplicates.length > 0) {
    const lines = duplicates.map((dup) => `  ${dup.path} <- ${dup.sources.join(', ')}`).join('\n');
    reporter.panicOnBuild(`Two or more sources produce the same route:\n${lines}`);
    return;
  }

  const sourceByPath = new Map(docs.map((doc) => [doc.fields.route, doc.fields.sourceFile]));
  for (const spec of plan) {
    const template = path.resolve('src/templates', TEMPLATES[spec.template]);
    const component = spec.contentFilePath ? `${template}?__contentFilePath=${spec.contentFilePath}` : template;
    let context = spec.context;
    if (spec.template === 'doc') {
      const sidebarName = findSidebar(sidebars, spec.path);
      const items = sidebarName ? sidebars[sidebarName] : [];
      context = {
        ...context,
        sidebarName,
        sidebar: items,
        ...getPrevNext(items, spec.path),
        breadcrumbs: getBreadcrumbs(items, spec.path),
        cards: getCategoryCards(items, spec.path, docInfos),
        editUrl: `${siteConfig.editUrl}${sourceByPath.get(spec.path) ?? ''}`,
        searchLvl0: getTopCategory(items, spec.path) ?? (sidebarName ? siteConfig.docs.sidebars[sidebarName as keyof typeof siteConfig.docs.sidebars]?.label : null) ?? 'Documentation',
      };
    }
    actions.createPage({ path: spec.path, component, context });
  }
  reporter.info(`Created ${plan.length} content pages (${docs.length} docs, ${nodes.length - docs.length} posts and pages).`);
}
