import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { FrontMatterError } from './src/lib/content/errors';
import { parseFrontMatter } from './src/lib/content/frontmatterSource';
import { loadEsmRemarkPlugins } from './src/node/esmRemark';
import { typeDefs } from './src/node/schema';
import { deriveFields } from './src/node/onCreateNode';
import { contentRoot, loadRegistry } from './src/node/registry';
import { createPages as createAllPages } from './src/node/createPages';
import { buildLocales, localizeRoute, siteLocales } from './src/config/locales';
import { i18nContext } from './src/lib/routing/routes';
import { writeFeeds } from './src/node/feeds';
import { readPageRecords } from './src/node/pageRecords';
import { writeMarkdownPages } from './src/node/markdownPages';
import { generateCovers } from './src/node/covers';
import { processBuiltPages, restorePageData } from './src/node/postBuild';
import { writePrintPages } from './src/node/printPages';
import { pushSynonymsAfterBuild } from './src/node/algolia';
import { CHUNK_FILENAME, ChunkHashRegistryPlugin } from './src/node/chunkHashRegistry';
import { lastCommitDate } from './src/node/gitDates';
import { getAlgoliaAdminConfig } from './src/lib/search/config';
import { clearContentError, isDevelop, lastGoodFields, rememberFields, showContentError } from './src/node/developErrors';

export const onPluginInit: GatsbyNode['onPluginInit'] = async () => {
  await loadEsmRemarkPlugins();
};

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  reporter.info(
    getAlgoliaAdminConfig(process.env)
      ? `Search: records will be pushed to the Algolia index ${process.env.ALGOLIA_INDEX_NAME}.`
      : 'Search: ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and ALGOLIA_INDEX_NAME are not all set; the local index (public/search/<locale>.json) is used.',
  );
  if (isDevelop()) {
    reporter.info(`Locales: ${buildLocales().join(', ')} (gatsby develop builds English only unless GATSBY_BUILD_LOCALES names more, or \`all\`).`);
    // The development server does not wait for the covers: the covers source watches their folder, so each cover
    // joins its post as it is written (a post shows without one until then), and the first page answers sooner.
    generateCovers(contentRoot(), reporter).catch((error: Error) => reporter.error(`Could not render the blog covers: ${error.message}`));
    return;
  }
  // The post-build pass names each page's chunks in its page data; Gatsby must find the page data as it wrote it.
  const restored = restorePageData(path.join(process.cwd(), 'public'));
  if (restored > 0) reporter.info(`Gave Gatsby back the page data of ${restored} page(s) as it wrote them.`);
  await generateCovers(contentRoot(), reporter);
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

/**
 * `mdxByIds(ids:)`: the posts of a blog list or tag page, in the order the route plan gave them. An `allMdx` filter
 * would make the page depend on every Mdx node (Gatsby tracks a filtered list as a dependency on the whole type), so
 * that a warm build after editing any doc would run the queries of every list and tag page in every locale again;
 * looked up by id, a page depends on its own posts only.
 */
export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      mdxByIds: {
        type: '[Mdx!]!',
        args: { ids: '[String!]!' },
        resolve: async (_source: unknown, args: { ids: string[] }, context: { nodeModel: { getNodesByIds(options: { ids: string[]; type: string }): Promise<unknown[]> } }) =>
          (await context.nodeModel.getNodesByIds({ ids: args.ids, type: 'Mdx' })).filter(Boolean),
      },
    },
  });
};

export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  let registry;
  try {
    registry = loadRegistry();
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const author of registry.authors) {
    const data = { authorId: author.id, name: author.name, title: author.title, bio: author.bio };
    actions.createNode({ ...data, id: createNodeId(`author-${author.id}`), internal: { type: 'BlogAuthor', contentDigest: createContentDigest(data) } });
  }
  for (const tag of registry.tags) {
    actions.createNode({ ...tag, id: createNodeId(`tag-${tag.slug}`), internal: { type: 'BlogTag', contentDigest: createContentDigest(tag) } });
  }
};

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== 'Mdx' || !node.parent) return;
  const file = getNode(node.parent) as { absolutePath?: string } | undefined;
  if (!file?.absolutePath) return;
  const shown = path.relative(process.cwd(), file.absolutePath);
  try {
    // Validate the front matter as written, not gray-matter's reading of it (see parseFrontMatter).
    const { data } = parseFrontMatter(shown, fs.readFileSync(file.absolutePath, 'utf8'));
    const fields = deriveFields(file as never, data, String(node.body ?? ''));
    if (!fields) return;
    const { lastUpdate, ...rest } = fields;
    const values: Array<[string, unknown]> = Object.entries(rest).map(([name, value]) => [name, value ?? null]);
    // "Last updated" on docs and dateModified in the structured data: the front matter's last_update, else the
    // file's last commit; null where neither says (git has no history for the file).
    values.push(['lastModified', lastUpdate ?? lastCommitDate(contentRoot(), file.absolutePath)]);
    for (const [name, value] of values) actions.createNodeField({ node, name, value });
    rememberFields(shown, values);
    clearContentError(shown);
  } catch (error) {
    if (error instanceof FrontMatterError) {
      const message = `Invalid front matter in ${error.message}`;
      reporter.panicOnBuild(message);
      showContentError(shown, file.absolutePath, message);
      // gatsby develop goes on: the page keeps its last good fields until the file reads again.
      for (const [name, value] of lastGoodFields(shown) ?? []) actions.createNodeField({ node, name, value });
      return;
    }
    throw error;
  }
};

export const createPages: GatsbyNode['createPages'] = (args) => createAllPages(args);

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  const publicDir = path.join(process.cwd(), 'public');
  const records = readPageRecords();
  writeFeeds(publicDir, records, args.reporter);
  await writeMarkdownPages(publicDir, records, args.reporter);
  // Before the post-build pass: it gives the print pages their script policy and checks their links and anchors.
  writePrintPages(publicDir, records, args.reporter);
  await processBuiltPages(publicDir, args.reporter);
  await pushSynonymsAfterBuild(process.cwd(), args.reporter);
};

/** The fixed pages of src/pages (home, search, not found) exist in every locale. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  // Pages we made carry their locale. A src/pages page reaches us as gatsby-plugin-react-i18next's English copy
  // (its `pages` option keeps it from making other languages); we make one per locale from it.
  if ((page.context as { locale?: string } | undefined)?.locale) return;
  actions.deletePage(page);
  for (const locale of buildLocales()) {
    actions.createPage({
      ...page,
      path: localizeRoute(page.path, locale),
      matchPath: page.matchPath ? localizeRoute(page.matchPath, locale) : undefined,
      context: { ...page.context, locale, ...i18nContext(page.path, locale, siteLocales) },
    });
  }
};

/**
 * Lighter JavaScript on every page (npm run bench measures it). Every MDX file is its own page component, and
 * Gatsby and webpack list every page component in code that every page loads; these cut that list down:
 * - Async chunks are named `<id>-<content hash>.js` rather than `<component path>-<content hash>.js`, and webpack's
 *   runtime holds the hashes of only the chunks the first scripts load: each chunk carries the hashes of the chunks
 *   it loads (src/node/chunkHashRegistry.ts). 12 kB gzip less than webpack's table of every chunk, and a deploy
 *   renames only the chunks whose code changed. Gatsby's chunk map then lists no component files (its empty
 *   entries are dropped from the HTML, src/lib/chunkMapping.ts); Gatsby 5 writes that map as a string its loader
 *   cannot read anyway, so component prefetching is no poorer. Page data is still prefetched, and a hovered link
 *   still loads its whole page.
 * - src/node/compactAsyncRequires.js keys Gatsby's component map by short hashes of the chunk names and splits it
 *   into chunks of its own, so a page loads the part that names its component.
 * - i18next is bundled once (see the alias below).
 * - The site config's schema stays out of the browser (see the alias below).
 * - Gatsby's internal Partytown plugin only acts in `gatsby develop`, yet its gatsby-browser.js brings
 *   gatsby-script and Partytown's snippet into the app chunk of production builds: 2 kB gzip of dead code. So does
 *   Gatsby's service worker registration (0.6 kB) for a site without a service worker plugin.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage === 'develop') {
    // gatsby develop bundles everything the pages import before the first page answers: every MDX file is a page
    // component of its own (hundreds of MDX compilations), and the diagrams and search modal load libraries of
    // thousands of modules on demand (mermaid, DocSearch). With webpack's lazy compilation, whatever a page loads
    // with import() is compiled when a browser first asks for it (a second or so for a page), and kept up to date
    // with hot reloading from then on. GATSBY_DEVELOP_EAGER=1 compiles everything up front again.
    if (process.env.GATSBY_DEVELOP_EAGER !== '1') actions.setWebpackConfig({ experiments: { lazyCompilation: { entries: false, imports: true } } });
    return;
  }
  if (stage === 'develop-html' && !process.env.GATSBY_EXPERIMENTAL_DEV_SSR) {
    // See src/node/developHtmlPageless.js: the page shell's renderer needs no page component.
    actions.setWebpackConfig({
      module: { rules: [{ test: /[\\/]\$virtual[\\/]async-requires\.js$/, use: [{ loader: path.join(process.cwd(), 'src/node/developHtmlPageless.js') }] }] },
    });
    return;
  }
  if (stage !== 'build-javascript') return;
  // gatsby-node is bundled with its own `require`, without `require.resolve`.
  const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
  // setWebpackConfig drops `output`, so the whole config is replaced.
  const config = getConfig();
  actions.replaceWebpackConfig({
    ...config,
    // No source maps in public/: they would publish the sources and the build machine's paths. The bundle analysis
    // (bench/chunks.ts) needs them: KEEP_SOURCE_MAPS=1 npm run build keeps Gatsby's setting.
    devtool: process.env.KEEP_SOURCE_MAPS === '1' ? config.devtool : false,
    output: { ...config.output, chunkFilename: CHUNK_FILENAME },
    resolve: {
      ...config.resolve,
      alias: {
        ...config.resolve?.alias,
        [siteRequire.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')]: false,
        // Gatsby requires it only when a plugin's registerServiceWorker says so; no plugin of the site does.
        // (the request as Gatsby's production-app writes it, without an extension)
        [path.join(process.cwd(), '.cache/register-service-worker')]: false,
        // i18next's package exports CommonJS to require() (gatsby-plugin-react-i18next) and ESM to import (our
        // code and react-i18next): without this, every page would carry both copies (16 kB gzip more).
        i18next$: path.join(path.dirname(siteRequire.resolve('i18next/package.json')), 'dist/esm/i18next.js'),
        // gatsby-plugin-react-i18next wraps each page in a provider of a new i18next instance; in the browser the
        // layout already provides the page's catalogue to the whole tree (src/theme/Layout), so that wrapper would
        // only rebuild an instance per navigation. Its server side still runs.
        [siteRequire.resolve('gatsby-plugin-react-i18next/gatsby-browser.js')]: false,
        // The site config was parsed when the build loaded it; the browser takes it as written and ships no zod
        // (about 13 kB gzip on every page). See src/lib/config/parseSiteConfig.browser.ts.
        [path.join(process.cwd(), 'src/lib/config/parseSiteConfig.ts')]: path.join(process.cwd(), 'src/lib/config/parseSiteConfig.browser.ts'),
      },
    },
    module: {
      ...config.module,
      rules: [...config.module.rules, { test: /[\\/]\$virtual[\\/]async-requires\.js$/, use: [{ loader: path.join(process.cwd(), 'src/node/compactAsyncRequires.js') }] }],
    },
    plugins: [...(config.plugins ?? []), new ChunkHashRegistryPlugin(siteRequire('webpack'))],
  });
};
