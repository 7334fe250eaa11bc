import type { GatsbyConfig } from 'gatsby';
import path from 'path';
import { siteConfig } from './src/config/site';
import { remarkDirective, remarkGfm } from './src/node/esmRemark';
import { remarkAdmonitions } from './src/lib/mdx/remarkAdmonitions';

/** CONTENT_DIR lets the build tests point the site at a fixture content tree. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(process.cwd(), 'content'));

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.url,
  },
  trailingSlash: 'always',
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: path.join(contentDir, 'docs') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: path.join(contentDir, 'blog') } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: path.join(contentDir, 'pages') } },
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
          remarkPlugins: [remarkGfm, remarkDirective, remarkAdmonitions],
        },
      },
    },
  ],
};

export default config;
