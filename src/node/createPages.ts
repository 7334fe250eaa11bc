/** Queries the content, plans every page (src/lib/routing/routes.ts) and creates them; the plan's records stay for the outputs. */
import path from 'path';
import type { CreatePagesArgs } from 'gatsby';
import { buildRoutePlan, type SiteContent, type TemplateName } from '../lib/routing/routes';
import { buildSidebars } from '../lib/docs/sidebarsFile';
import type { DocInfo } from '../lib/docs/sidebars';
import { siteConfig } from '../config/site';
import { featuredGuides } from '../config/help';
import { buildLocales } from '../config/locales';
import { contentRoot, loadRegistry, loadSidebarsYaml } from './registry';
import { writePageRecords } from './pageRecords';
import { findStaleSidebarLinks, validateNavbarItems } from '../lib/navbar';
import { translationsFreshness } from '../lib/content/translationFreshness';
import { gitRun } from './git';
import { buildDate } from '../lib/content/publishing';
import { isDevelop } from './developErrors';
import { relativeTo } from '../lib/links/withheld';

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

interface ContentNode {
  id: string;
  internal: { contentFilePath: string };
  fields: { kind: 'doc' | 'post' | 'page' | 'translation'; locale: string | null; route: string; sourceFile: string; title: string; description: string; sidebarLabel: string | null; noindex: boolean | null; unlisted: boolean | null; draft: boolean | null; date: string | null; tags: string[] | null; authors: string[] | null; translatedFrom: string | null };
}

export async function createPages({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> {
  const result = await graphql<{ allMdx: { nodes: ContentNode[] } }>(`
    {
      allMdx {
        nodes {
          id
          internal { contentFilePath }
          fields { kind locale route sourceFile title description sidebarLabel noindex unlisted draft date(formatString: "YYYY-MM-DD") tags authors translatedFrom }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the site content', result.errors);
    return;
  }
  const nodes = result.data.allMdx.nodes.filter((node) => node.fields);
  const ofKind = (kind: ContentNode['fields']['kind']) => nodes.filter((node) => node.fields.kind === kind);
  const base = (node: ContentNode) => ({
    id: node.id,
    route: node.fields.route,
    contentFilePath: node.internal.contentFilePath,
    title: node.fields.title,
    description: node.fields.description,
    unlisted: node.fields.unlisted === true,
    draft: node.fields.draft === true,
  });
  const docs = ofKind('doc').map((doc) => ({ ...base(doc), sidebarLabel: doc.fields.sidebarLabel, sourceFile: doc.fields.sourceFile, noindex: doc.fields.noindex === true }));
  const englishFile = new Map(docs.map((doc) => [doc.route, doc.contentFilePath]));
  try {
    const sidebars = buildSidebars(loadSidebarsYaml(), docs satisfies DocInfo[]);
    validateNavbarItems(siteConfig.navbar.items, new Set(docs.map((doc) => doc.route)), siteConfig.docs.sidebars);
    for (const stale of findStaleSidebarLinks(sidebars, siteConfig.docs.sidebars)) reporter.warn(`The navbar's docSidebar link is not the sidebar's first doc: ${stale}`);
    const translations = ofKind('translation');
    const freshness = translationsFreshness(
      gitRun,
      translations.map((node) => ({ englishFile: path.relative(process.cwd(), englishFile.get(node.fields.route) ?? ''), translatedFrom: node.fields.translatedFrom })),
    );
    const content: SiteContent = {
      docs,
      posts: ofKind('post').map((post) => ({ ...base(post), date: post.fields.date ?? '', tags: post.fields.tags ?? [], authors: post.fields.authors ?? [] })),
      pages: ofKind('page').map((page) => ({ ...base(page), noindex: page.fields.noindex === true })),
      translations: translations.map((node, i) => ({ ...base(node), locale: node.fields.locale ?? '', outdated: freshness[i] === 'outdated' })),
      tagSlugs: loadRegistry().tags.map((tag) => tag.slug),
      sidebars,
    };
    // Drafts and posts dated after today (UTC, or SITE_BUILD_DATE) are built by gatsby develop only. createPages runs
    // on every build, warm ones too, so a scheduled build publishes a post on its day.
    const publishing = { preview: isDevelop(), buildDate: buildDate(process.env) };
    const plan = buildRoutePlan(content, { ...siteConfig, featuredGuides, buildLocales: buildLocales(), publishing });
    const counts = new Map<string, number>();
    for (const page of plan.pages) {
      if (!page.template) continue; // a page of src/pages: Gatsby creates it, onCreatePage localizes it
      const template = path.resolve('src/templates', TEMPLATES[page.template]);
      // gatsby-plugin-mdx copies an MDX page's front matter into its context unless the context has some: it looks the
      // File node up among all of them, reads and parses the file, then deletes the page and creates it again. No
      // template reads it, and it doubled the work of every page creation (on every content edit in gatsby develop).
      const context = page.contentFilePath ? { ...page.context, frontmatter: {} } : page.context;
      actions.createPage({ path: page.path, component: page.contentFilePath ? `${template}?__contentFilePath=${page.contentFilePath}` : template, context });
      counts.set(page.locale, (counts.get(page.locale) ?? 0) + 1);
    }
    writePageRecords(plan, contentRoot());
    reporter.info(`Created ${counts.get(plan.locales[0])} content pages per locale (${docs.length} docs, ${content.posts.length + content.pages.length} posts and pages, ${content.translations.length} translated docs).`);
    if (plan.withheld.length > 0) {
      reporter.info(
        `Left out of this build (dated ${publishing.buildDate}): ${plan.withheld.map((page) => `${relativeTo(process.cwd(), page.file)} (${page.reason === 'draft' ? 'draft' : `scheduled for ${page.date}`})`).join(', ')}.`,
      );
    }
    reporter.info(`Pages per locale: ${[...counts.entries()].map(([locale, count]) => `${locale} ${count}`).join(', ')}.`);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
  }
}
