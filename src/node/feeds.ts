/** The blog feeds (/blog/rss.xml, /blog/atom.xml), written after the build from the route plan's records. */
import fs from 'fs';
import path from 'path';
import type { Reporter } from 'gatsby';
import { buildAtomFeed, buildRssFeed, type FeedPost } from '../lib/blog/feeds';
import { siteConfig } from '../config/site';
import { loadRegistry } from './registry';
import type { PageRecords } from './pageRecords';

/** The posts of the default locale (the feeds are in English), unlisted ones left out. */
export function feedPosts(records: PageRecords): FeedPost[] {
  const defaultLocale = records.locales[0];
  return records.pages
    .filter((page) => page.kind === 'post' && page.locale === defaultLocale && !page.unlisted)
    .map((page) => ({ title: page.title ?? '', description: page.description ?? '', route: page.route, date: page.date ?? '', authors: page.authors, tags: page.tags }));
}

export function writeFeeds(publicDir: string, records: PageRecords, reporter: Reporter): void {
  const posts = feedPosts(records);
  const site = { title: siteConfig.blog.title, description: siteConfig.blog.description, url: siteConfig.url };
  const authorNames = new Map(loadRegistry().authors.map((author) => [author.id, author.name]));
  const dir = path.join(publicDir, 'blog');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'rss.xml'), buildRssFeed(site, posts));
  fs.writeFileSync(path.join(dir, 'atom.xml'), buildAtomFeed(site, posts, authorNames));
  reporter.info(`Wrote the blog feeds (/blog/rss.xml, /blog/atom.xml) with the newest of ${posts.length} posts.`);
}
