/**
 * The route plan: every page the site builds, in every built locale, with the context its template renders, as data.
 * Pure: the content and the config are passed in. createPages creates the pages from it; the Markdown and llms
 * files, the feeds and the search records read the records it leaves (src/node/pageRecords.ts).
 *
 * Where a route comes from: a content file's route is the content model's (src/lib/content/classify.ts); the blog
 * lists, tag pages, archive, authors and help are added here; FIXED_PAGES are the pages of src/pages.
 */
import { paginate, type ListPage } from '../blog/paginate';
import { sortNewestFirst } from '../blog/posts';
import { buildHelpCenter } from '../docs/help';
import { findSidebar, flattenRoutes, getBreadcrumbs, getCategoryCards, getPrevNext, getTopCategory, withoutRoutes, type DocInfo, type Sidebars } from '../docs/sidebars';
import { isScheduled, withheldReason, type Publishing, type WithheldReason } from '../content/publishing';
import { createLocales, type LocaleSetup, type Locales } from '../i18n/locales';
import { tagRoute } from './paths';

export { tagRoute };

/** What the front matter says about where a page is shown. */
export interface Visibility {
  /** Built and reachable at its URL, with noindex, but listed nowhere (sidebars, lists, search, sitemap, llms.txt, feeds). */
  unlisted?: boolean;
  /** Built only by `gatsby develop` (Publishing.preview), with a banner. */
  draft?: boolean;
}

export interface PlanDoc extends Visibility {
  id: string;
  route: string;
  contentFilePath: string;
  /** Front matter noindex: kept out of the sitemap and the search. */
  noindex?: boolean;
}

export interface PlanPost extends Visibility {
  id: string;
  route: string;
  date: string;
  tags: string[];
  authors: string[];
  contentFilePath: string;
}

/** A doc as the full plan needs it: its texts (sidebar labels, cards, help center, records) and its source. */
export interface ContentDoc extends PlanDoc, DocInfo {
  /** The file's path relative to content/ ('docs/x.mdx'), for the edit link. */
  sourceFile: string;
}

export interface ContentPost extends PlanPost {
  title: string;
  description: string;
}

export interface ContentPage extends PlanPage, Visibility {
  title: string;
  description: string;
  /** Front matter noindex: kept out of the sitemap and the search. */
  noindex?: boolean;
}

/** A doc translated into another locale (content/i18n/<locale>/docs/…): shown instead of the English doc there. */
export interface ContentTranslation {
  id: string;
  locale: string;
  /** The English doc's route. */
  route: string;
  contentFilePath: string;
  title: string;
  description: string;
  /** The English doc changed since the translation was made. */
  outdated: boolean;
}

/** Everything the site is built from. */
export interface SiteContent {
  docs: readonly ContentDoc[];
  posts: readonly ContentPost[];
  pages: readonly ContentPage[];
  translations: readonly ContentTranslation[];
  /** The tags content/blog/tags.yaml defines, in its order. */
  tagSlugs: readonly string[];
  /** The docs sidebars, resolved against the docs (src/lib/docs/sidebars.ts). */
  sidebars: Sidebars;
}

/** What the plan reads of the site config; the site config satisfies it. */
export interface RoutePlanConfig {
  i18n: LocaleSetup;
  /** The edit link's base; the doc's path under content/ is appended. */
  editUrl: string;
  /** Posts per list page; posts in the blog sidebar (the newest). */
  blog: { pageSize: number; sidebarCount: number };
  docs: { sidebars: Readonly<Record<string, { label: string }>> };
  /** The docs the help center features first. */
  featuredGuides?: readonly string[];
  /** The locales to build (default: every configured locale). */
  buildLocales?: readonly string[];
  /** Drafts and scheduled posts (src/lib/content/publishing.ts); default: a production build that schedules nothing. */
  publishing?: Publishing;
}

export interface PlanPage {
  id: string;
  route: string;
  contentFilePath: string;
}

export type TemplateName = 'doc' | 'post' | 'page' | 'help' | 'blogList' | 'tagIndex' | 'tagPosts' | 'archive' | 'authors';

/** The pages of src/pages: Gatsby creates them from their files, and every locale gets its copy (gatsby-node onCreatePage). */
export const FIXED_PAGES = [
  { route: '/', kind: 'home' },
  { route: '/search/', kind: 'search' },
  { route: '/404/', kind: 'notFound' },
] as const;

export type PageKind = TemplateName | (typeof FIXED_PAGES)[number]['kind'];

/** The route of the help center (a plan page, built from the sidebars). */
export const HELP_ROUTE = '/help/';

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
  pageSize: number;
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


/**
 * The locale-free pages of the content: docs, posts, blog lists, tag pages, archive, authors and the Markdown pages
 * (not the help center and the fixed pages). content:check reads the routes from it too.
 */
export function planContentRoutes(input: RoutePlanInput): PageSpec[] {
  const { pageSize } = input;
  const specs: PageSpec[] = [];

  for (const doc of input.docs) {
    specs.push({ path: doc.route, template: 'doc', contentFilePath: doc.contentFilePath, context: { id: doc.id } });
  }

  const posts = sortNewestFirst(input.posts);
  // Unlisted posts have their page, and no place in any list: not in the blog lists, tags, archive or authors, not
  // a neighbour of another post.
  const listed = posts.filter((post) => !post.unlisted);
  for (const post of posts) {
    const index = post.unlisted ? -1 : listed.indexOf(post);
    specs.push({
      path: post.route,
      template: 'post',
      contentFilePath: post.contentFilePath,
      context: {
        id: post.id,
        tagSlugs: post.tags,
        authorIds: post.authors,
        // '' rather than null: a null variable would drop the GraphQL filter and match the first post.
        newerId: index < 0 ? '' : (listed[index - 1]?.id ?? ''),
        olderId: index < 0 ? '' : (listed[index + 1]?.id ?? ''),
      },
    });
  }

  for (const page of paginate(listed, pageSize, '/blog/')) {
    specs.push({ path: page.route, template: 'blogList', context: listContext(page) });
  }
  const listedIds = listed.map((post) => post.id);
  specs.push({ path: '/blog/archive/', template: 'archive', context: { ids: listedIds } });
  specs.push({ path: '/blog/authors/', template: 'authors', context: { ids: listedIds } });

  const known = new Set(input.tagSlugs);
  const used = countTags(listed);
  specs.push({ path: '/blog/tags/', template: 'tagIndex', context: { tagCounts: input.tagSlugs.filter((slug) => used.has(slug)).map((slug) => ({ slug, count: used.get(slug)! })) } });
  for (const slug of input.tagSlugs) {
    if (!used.has(slug)) continue;
    const tagged = listed.filter((post) => post.tags.includes(slug));
    for (const page of paginate(tagged, pageSize, tagRoute(slug))) {
      specs.push({ path: page.route, template: 'tagPosts', context: { ...listContext(page), tag: slug, count: tagged.length } });
    }
  }
  for (const slug of countTags(posts).keys()) {
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

/** The route of every page of the site in the default locale: the content's, the help center and the fixed pages. */
export function siteRoutes(specs: readonly PageSpec[]): string[] {
  return [...specs.map((spec) => spec.path), HELP_ROUTE, ...FIXED_PAGES.map((page) => page.route)];
}

/** Two or more sources claim one route; the message names each. */
export class DuplicateRouteError extends Error {
  constructor(readonly duplicates: Array<{ path: string; sources: string[] }>) {
    super(`Two or more sources produce the same route:\n${duplicates.map((dup) => `  ${dup.path} <- ${dup.sources.join(', ')}`).join('\n')}`);
    this.name = 'DuplicateRouteError';
  }
}

/** One page of the site in one locale. */
export interface PlannedPage {
  kind: PageKind;
  /** The template under src/templates, or null for a page of src/pages (Gatsby creates it from its file). */
  template: TemplateName | null;
  /** The route without a locale prefix: /docs/x/. */
  route: string;
  locale: string;
  /** The page's URL path in its locale: /de-DE/docs/x/. */
  path: string;
  /** For MDX-backed pages: the file rendered as the page body (a translation where there is one). */
  contentFilePath?: string;
  /** The page context its template reads. */
  context: Record<string, unknown>;
  /** What other outputs need of the page (Markdown and llms files, feeds, search records). */
  record: PageRecord;
}

/** The per-page facts the outputs after the build read: see src/node/pageRecords.ts. */
export interface PageRecord {
  kind: PageKind;
  route: string;
  locale: string;
  path: string;
  title: string | null;
  description: string | null;
  /** The search hierarchy's top level: the doc's top sidebar category (or its sidebar), or "Blog". */
  lvl0: string | null;
  /** The search section the page's records belong to. */
  section: 'docs' | 'blog' | null;
  /** Shown in its own locale (always true in the default locale). */
  translated: boolean;
  /** Kept out of the sitemap and the search (front matter noindex, an unlisted page, a draft). */
  noindex: boolean;
  /** Left out of every list of pages: llms.txt, the feeds (front matter unlisted; a draft in develop). */
  unlisted: boolean;
  /** The MDX file shown (the translation where there is one). */
  file: string | null;
  /** Posts: YYYY-MM-DD. */
  date: string | null;
  authors: string[];
  tags: string[];
  /** A category doc's cards (its children), for its Markdown. */
  cards: Array<{ title: string; route: string; description: string }>;
}

/** A page this build leaves out: a draft, or a post dated after the build's date. */
export interface WithheldPage {
  route: string;
  /** The content file (as the plan was given it). */
  file: string;
  reason: WithheldReason;
  /** Posts: YYYY-MM-DD. */
  date: string | null;
}

export interface RoutePlan {
  pages: PlannedPage[];
  /** The drafts and scheduled posts this build leaves out (a link to one fails the build: see src/lib/links/withheld.ts). */
  withheld: WithheldPage[];
  /** The build's date, when it schedules posts. */
  buildDate: string | null;
  /** The locales built, the default first. */
  locales: string[];
  /** Every doc route of the sidebars in reading order (category links before their items). */
  sidebarOrder: string[];
}

/** The page context gatsby-plugin-react-i18next expects; pages carrying it are left to us. */
export function i18nContext(route: string, locale: string, locales: Pick<Locales, 'all' | 'defaultLocale' | 'localizeRoute'>): Record<string, unknown> {
  return {
    language: locale,
    i18n: {
      language: locale,
      languages: locales.all,
      defaultLanguage: locales.defaultLocale,
      generateDefaultLanguagePage: false,
      routed: locale !== locales.defaultLocale,
      originalPath: route,
      path: locales.localizeRoute(route, locale),
    },
  };
}

/**
 * Every page of the site in every built locale, with its context: docs (sidebar, breadcrumbs, previous/next, cards,
 * edit URL, search lvl0; a locale's translation replaces the English doc, marked translated and maybe outdated),
 * posts, blog lists, tags, archive, authors, the help center, the Markdown pages and the fixed pages.
 * Throws DuplicateRouteError when two sources claim one route, and an Error for a post tag tags.yaml lacks.
 */
export function buildRoutePlan(content: SiteContent, config: RoutePlanConfig): RoutePlan {
  const locales = createLocales(config.i18n);
  const built = config.buildLocales ? locales.all.filter((locale) => config.buildLocales!.includes(locale)) : [...locales.all];
  const builtLocales = [locales.defaultLocale, ...built.filter((locale) => locale !== locales.defaultLocale)];
  const publishing: Publishing = config.publishing ?? { preview: false, buildDate: null };
  const withheld: WithheldPage[] = [];
  const publish = <T extends PlanPage & Visibility & { date?: string }>(items: readonly T[]): T[] =>
    items.filter((item) => {
      const reason = withheldReason(item, publishing);
      if (reason) withheld.push({ route: item.route, file: item.contentFilePath, reason, date: item.date ?? null });
      return reason === null;
    });
  const builtDocs = publish(content.docs);
  const builtPosts = publish(content.posts);
  const builtPages = publish(content.pages);
  // The sidebars (and so previous/next, cards, breadcrumbs, the help center and llms.txt's order) without the docs
  // that are unlisted or not built.
  const builtRoutes = new Set(builtDocs.map((doc) => doc.route));
  const hidden = new Set(content.docs.filter((doc) => doc.unlisted || !builtRoutes.has(doc.route)).map((doc) => doc.route));
  const sidebars: Sidebars = Object.fromEntries(Object.entries(content.sidebars).map(([name, items]) => [name, withoutRoutes(items, hidden)]));
  const listedDocs = builtDocs.filter((doc) => !doc.unlisted);
  const specs = planContentRoutes({ docs: builtDocs, posts: builtPosts, pages: builtPages, tagSlugs: content.tagSlugs, pageSize: config.blog.pageSize });
  specs.push({ path: HELP_ROUTE, template: 'help', context: { ...buildHelpCenter(sidebars, listedDocs, config.featuredGuides ?? []) } });
  const duplicates = findDuplicateRoutes([...specs, ...FIXED_PAGES.map((page): PageSpec => ({ path: page.route, template: 'page', context: {} }))]);
  if (duplicates.length > 0) throw new DuplicateRouteError(duplicates);

  const docs = new Map(builtDocs.map((doc) => [doc.route, doc]));
  const posts = new Map(builtPosts.map((post) => [post.route, post]));
  const markdownPages = new Map(builtPages.map((page) => [page.route, page]));
  const translations = new Map(content.translations.map((translation) => [`${translation.locale}:${translation.route}`, translation]));
  // The blog sidebar beside every blog page lists the newest posts.
  const recentPosts = sortNewestFirst(builtPosts.filter((post) => !post.unlisted)).slice(0, config.blog.sidebarCount).map((post) => ({ route: post.route, title: post.title, date: post.date }));
  const pages: PlannedPage[] = [];
  for (const locale of builtLocales) {
    for (const spec of specs) pages.push(contentPage(spec, locale));
    for (const fixed of FIXED_PAGES) {
      const path = locales.localizeRoute(fixed.route, locale);
      pages.push({ kind: fixed.kind, template: null, route: fixed.route, locale, path, context: { locale, ...i18nContext(fixed.route, locale, locales) }, record: emptyRecord(fixed.kind, fixed.route, locale, path) });
    }
  }
  return {
    pages,
    withheld,
    buildDate: publishing.buildDate,
    locales: builtLocales,
    sidebarOrder: Object.values(sidebars).flatMap((items) => flattenRoutes(items)),
  };

  /** What a page's front matter says, for its context (banners, noindex) and its record. */
  function visibility(item: Visibility & { noindex?: boolean; date?: string }): Record<string, unknown> {
    const scheduled = item.date && isScheduled(item.date, publishing) ? item.date : null;
    return { noindex: item.noindex === true || item.unlisted === true || item.draft === true, unlisted: item.unlisted === true, draft: item.draft === true, scheduled };
  }

  function contentPage(spec: PageSpec, locale: string): PlannedPage {
    const isDefault = locale === locales.defaultLocale;
    const translation = spec.template === 'doc' && !isDefault ? translations.get(`${locale}:${spec.path}`) : undefined;
    const contentFilePath = translation ? translation.contentFilePath : spec.contentFilePath;
    const extra = translation ? { id: translation.id, translated: true, outdated: translation.outdated } : { translated: isDefault };
    const path = locales.localizeRoute(spec.path, locale);
    let context: Record<string, unknown> = { ...spec.context, ...extra, locale, ...i18nContext(spec.path, locale, locales) };
    if (spec.path.startsWith('/blog/')) context.recentPosts = recentPosts;
    const record = emptyRecord(spec.template, spec.path, locale, path);
    record.translated = extra.translated;
    record.file = contentFilePath ?? null;
    if (spec.template === 'doc') {
      const doc = docs.get(spec.path)!;
      const sidebarName = findSidebar(sidebars, spec.path);
      const items = sidebarName ? sidebars[sidebarName] : [];
      const lvl0 = getTopCategory(items, spec.path) ?? (sidebarName ? config.docs.sidebars[sidebarName]?.label : null) ?? 'Documentation';
      const cards = getCategoryCards(items, spec.path, content.docs);
      context = {
        ...context,
        sidebarName,
        sidebar: items,
        ...getPrevNext(items, spec.path),
        breadcrumbs: getBreadcrumbs(items, spec.path),
        cards,
        editUrl: `${config.editUrl}${doc.sourceFile}`,
        ...visibility(doc),
      };
      Object.assign(record, {
        noindex: visibility(doc).noindex,
        unlisted: doc.unlisted === true || doc.draft === true,
        title: (translation ?? doc).title,
        description: (translation ?? doc).description,
        lvl0,
        section: 'docs',
        cards: cards.map((card) => ({ title: card.label, route: card.route, description: card.description })),
      });
    } else if (spec.template === 'post') {
      const post = posts.get(spec.path)!;
      context = { ...context, ...visibility(post) };
      Object.assign(record, { noindex: visibility(post).noindex, unlisted: post.unlisted === true || post.draft === true });
      Object.assign(record, { title: post.title, description: post.description, lvl0: 'Blog', section: 'blog', date: post.date, authors: post.authors, tags: post.tags });
    } else if (spec.template === 'page') {
      const page = markdownPages.get(spec.path)!;
      context = { ...context, ...visibility(page) };
      Object.assign(record, { title: page.title, description: page.description, noindex: visibility(page).noindex, unlisted: page.unlisted === true || page.draft === true });
    }
    return { kind: spec.template, template: spec.template, route: spec.path, locale, path, contentFilePath, context, record };
  }
}

function emptyRecord(kind: PageKind, route: string, locale: string, path: string): PageRecord {
  return { kind, route, locale, path, title: null, description: null, lvl0: null, section: null, translated: true, noindex: false, unlisted: false, file: null, date: null, authors: [], tags: [], cards: [] };
}
