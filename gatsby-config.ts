import type { GatsbyConfig } from 'gatsby';
import fs from 'fs';
import path from 'path';
import { siteConfig } from './src/config/site';
import { remarkDirective, remarkGfm } from './src/node/esmRemark';
import { remarkAdmonitions } from './src/lib/mdx/remarkAdmonitions';
import { remarkMdxLinks } from './src/lib/mdx/remarkMdxLinks';
import { remarkMermaid } from './src/lib/mdx/remarkMermaid';
import { rehypeCodeBlocks } from './src/lib/mdx/rehypeCodeBlocks';
import { highlight } from './src/node/highlight';
import { remarkTableNames } from './src/lib/mdx/remarkTableNames';
import { COVERS_DIR } from './src/node/covers';
import { algoliaPlugin } from './src/node/algolia';
import { staticAdapter } from './src/node/adapter';
import { buildLocales, buildLocalesSetting, DEFAULT_LOCALE } from './src/config/locales';
import { I18NEXT_OPTIONS } from './src/lib/i18n/translations';

/** CONTENT_DIR lets the build tests point the site at a fixture content tree. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));

// gatsby-node's onPreBootstrap renders the blog covers here; the folder must exist when the source plugin starts.
fs.mkdirSync(COVERS_DIR, { recursive: true });

// `gatsby develop` builds English only unless GATSBY_BUILD_LOCALES names more (see buildLocalesSetting). Set here,
// before any plugin or webpack reads it, so gatsby-node, the page creation and the browser bundle agree.
const localesSetting = buildLocalesSetting(process.env.gatsby_executing_command, process.env.GATSBY_BUILD_LOCALES);
if (localesSetting !== undefined) process.env.GATSBY_BUILD_LOCALES = localesSetting;

const algolia = algoliaPlugin();

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: 'always',
  // No zero-configuration adapter on Netlify: ours does nothing, since the build writes _headers and _redirects itself
  // (src/node/adapter.ts says why).
  adapter: staticAdapter(),
  jsxRuntime: 'automatic',
  // Query result types (Queries.DocPageQuery, …) for the templates and pages. The file is committed so a fresh clone
  // type-checks before any build; its contents are sorted, so a build over the same queries rewrites it unchanged.
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: path.join(contentDir, 'docs') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: path.join(contentDir, 'blog') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: path.join(contentDir, 'pages') } },
    // Translations are optional: the source is added only when content/i18n exists.
    ...(fs.existsSync(path.join(contentDir, 'i18n')) ? [{ resolve: 'gatsby-source-filesystem', options: { name: 'i18n', path: path.join(contentDir, 'i18n') } }] : []),
    // Interface strings: locales/<locale>/translation.json become the Locale nodes every page queries.
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: path.join(process.cwd(), 'locales') } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: buildLocales(),
        defaultLanguage: DEFAULT_LOCALE,
        siteUrl: siteConfig.url,
        trailingSlash: 'always',
        // Pages are created per locale by gatsby-node (with the plugin's page context), so the plugin neither
        // redirects by browser language nor makes copies of pages: every page is listed for English only.
        redirect: false,
        pages: [{ matchPath: '/:path*', languages: [DEFAULT_LOCALE] }],
        verbose: false,
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    { resolve: 'gatsby-source-filesystem', options: { name: 'covers', path: COVERS_DIR, ignore: ['**/manifest.json'] } },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: {
          formats: ['auto', 'webp', 'avif'],
          placeholder: 'blurred',
          quality: 70,
          // AVIF encoding dominates the build (gatsby-plugin-sharp cannot lower sharp's AVIF effort), so covers
          // come in two widths only: 400 (list thumbnails) and 800 (post hero, and thumbnails on 2x screens).
          breakpoints: [400, 800],
          avifOptions: { quality: 50 },
        },
      },
    },
    'gatsby-transformer-sharp',
    ...(algolia ? [algolia] : []),
    // gatsby develop: names front matter that cannot be read before gatsby-plugin-mdx stops on it (plugins/).
    ...(process.env.gatsby_executing_command === 'develop' ? ['develop-content-errors'] : []),
    {
      resolve: 'gatsby-plugin-mdx',
      options: {
        extensions: ['.mdx', '.md'],
        gatsbyRemarkPlugins: [
          {
            resolve: 'gatsby-remark-autolink-headers',
            options: { offsetY: 80, icon: false, className: 'hash-link', isIconAfterHeader: true, elements: ['h2', 'h3', 'h4'] },
          },
        ],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions, [remarkMermaid, { component: path.resolve('src/theme/Mermaid/index.tsx') }], [remarkMdxLinks, { contentDir, exists: fs.existsSync }], remarkTableNames],
          rehypePlugins: [[rehypeCodeBlocks, { highlight }]],
        },
      },
    },
  ],
};

export default config;
