/** Queries the content, builds the route plan and the sidebars, and creates every page. */
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { buildRoutePlan, findDuplicateRoutes, type PageSpec, type TemplateName } from '../lib/routing/routes';
import { buildSidebars } from '../lib/docs/sidebarsFile';
import { flattenRoutes, findSidebar, getBreadcrumbs, getCategoryCards, getPrevNext, getTopCategory, type DocInfo, type Sidebars } from '../lib/docs/sidebars';
import { siteConfig } from '../config/site';
import { featuredGuides } from '../config/help';
import { buildHelpCenter } from '../lib/docs/help';
import { contentRoot, loadRegistry, loadSidebarsYaml } from './registry';
import { recordMarkdownPages, type MarkdownPageRecord } from './markdownPages';
import { findStaleSidebarLinks, validateNavbarItems } from '../lib/navbar';
import { translationFreshness } from '../lib/content/translationFreshness';
import { gitStatus } from './git';
import { buildLocales, DEFAULT_LOCALE, LOCALES, localizeRoute } from '../lib/i18n/locales';

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
        kind: 'doc' | 'post' | 'page' | 'translation';
        locale: string | null;
        route: string;
        sourceFile: string;
        title: string;
        description: string;
        sidebarLabel: string | null;
        date: string | null;
        tags: string[] | null;
        authors: string[] | null;
        translatedFrom: string | null;
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
          fields { kind locale route sourceFile title description sidebarLabel date(formatString: "YYYY-MM-DD") tags authors translatedFrom }
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

  let sidebars: Sidebars;
  try {
    sidebars = buildSidebars(loadSidebarsYaml(), docInfos);
    validateNavbarItems(siteConfig.navbar.items, new Set(docInfos.map((doc) => doc.route)), siteConfig.docs.sidebars);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }

  for (const stale of findStaleSidebarLinks(sidebars, siteConfig.docs.sidebars)) reporter.warn(`The navbar's docSidebar link is not the sidebar's first doc: ${stale}`);

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
  const englishFileByPath = new Map(docs.map((doc) => [doc.fields.route, doc.internal.contentFilePath]));
  // Translated docs: content/i18n/<locale>/docs/<path>.mdx replaces content/docs/<path>.mdx in that locale.
  const translations = new Map(
    nodes.filter((node) => node.fields.kind === 'translation').map((node) => [`${node.fields.locale}:${node.fields.route}`, node]),
  );
  const locales = buildLocales();
  const counts = new Map<string, number>();
  const nodeByRoute = new Map(nodes.filter((node) => node.fields.kind === 'doc' || node.fields.kind === 'post').map((node) => [node.fields.route, node]));
  const markdownPages: MarkdownPageRecord[] = [];
  for (const locale of locales) {
    for (const spec of plan) {
      const translation = spec.template === 'doc' && locale !== DEFAULT_LOCALE ? translations.get(`${locale}:${spec.path}`) : undefined;
      const contentFilePath = translation ? translation.internal.contentFilePath : spec.contentFilePath;
      const extra = translation
        ? { id: translation.id, translated: true, outdated: translationFreshness(gitStatus, englishFileByPath.get(spec.path) ?? '', translation.fields.translatedFrom) === 'outdated' }
        : { translated: locale === DEFAULT_LOCALE };
      const page = createLocalizedPage(spec, locale, contentFilePath, extra);
      actions.createPage(page);
      const source = translation ?? nodeByRoute.get(spec.path);
      if ((spec.template === 'doc' || spec.template === 'post') && source && contentFilePath) {
        markdownPages.push({
          kind: spec.template,
          locale,
          route: spec.path,
          path: page.path,
          file: contentFilePath,
          title: source.fields.title,
          description: source.fields.description,
          date: source.fields.date,
          translated: Boolean(extra.translated),
          cards: ((page.context.cards ?? []) as Array<{ route: string; label: string; description: string }>).map((card) => ({ title: card.label, route: card.route, description: card.description })),
        });
      }
      counts.set(locale, (counts.get(locale) ?? 0) + 1);
    }
  }
  recordMarkdownPages({ pages: markdownPages, sidebarOrder: Object.values(sidebars).flatMap((items) => flattenRoutes(items)), contentDir: contentRoot() });
  reporter.info(`Created ${plan.length} content pages per locale (${docs.length} docs, ${nodes.length - docs.length - translations.size} posts and pages, ${translations.size} translated docs).`);
  reporter.info(`Pages per locale: ${[...counts.entries()].map(([locale, count]) => `${locale} ${count}`).join(', ')}.`);

  function createLocalizedPage(spec: PageSpec, locale: string, contentFilePath: string | undefined, extra: Record<string, unknown>) {
    const template = path.resolve('src/templates', TEMPLATES[spec.template]);
    const component = contentFilePath ? `${template}?__contentFilePath=${contentFilePath}` : template;
    let context: Record<string, unknown> = { ...spec.context, ...extra, locale, ...i18nContext(spec.path, locale) };
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
    return { path: localizeRoute(spec.path, locale), component, context };
  }
}

/** The page context gatsby-plugin-react-i18next expects; pages carrying it are left to us. */
export function i18nContext(route: string, locale: string): Record<string, unknown> {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: LOCALES,
      defaultLanguage: DEFAULT_LOCALE,
      generateDefaultLanguagePage: false,
      routed: locale !== DEFAULT_LOCALE,
      originalPath: route,
      path: localizeRoute(route, locale),
    },
  };
}
