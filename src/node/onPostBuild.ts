/** Files written after the pages: the blog feeds. */
import fs from 'fs';
import path from 'path';
import type { BuildArgs } from 'gatsby';
import { buildAtomFeed, buildRssFeed, type FeedPost } from '../lib/blog/feeds';
import { siteConfig } from '../config/site';
import { loadRegistry } from './registry';

interface FeedQuery {
  allMdx: { nodes: Array<{ fields: FeedPost }> };
}

export async function writeFeeds({ graphql, reporter }: BuildArgs): Promise<void> {
  const result = await graphql<FeedQuery>(`
    {
      allMdx(filter: { fields: { kind: { eq: "post" } } }) {
        nodes {
          fields { title description route date(formatString: "YYYY-MM-DD") authors tags }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the posts for the blog feeds', result.errors);
    return;
  }
  const posts = result.data.allMdx.nodes.map((node) => node.fields);
  const site = { title: siteConfig.blog.title, description: siteConfig.blog.description, url: siteConfig.url };
  const authorNames = new Map(loadRegistry().authors.map((author) => [author.id, author.name]));
  const dir = path.join(process.cwd(), 'public', 'blog');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'rss.xml'), buildRssFeed(site, posts));
  fs.writeFileSync(path.join(dir, 'atom.xml'), buildAtomFeed(site, posts, authorNames));
  reporter.info(`Wrote the blog feeds (/blog/rss.xml, /blog/atom.xml) with the newest of ${posts.length} posts.`);
}
