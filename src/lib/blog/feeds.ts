/** RSS 2.0 and Atom 1.0 feeds of the blog, as strings. Pure: the build writes them to public/blog/. */
import { sortNewestFirst } from './posts';

export interface FeedPost {
  title: string;
  description: string;
  /** Absolute route, e.g. /blog/remote-access-creality-k1/. */
  route: string;
  date: string; // YYYY-MM-DD
  authors: string[];
  tags: string[];
}

export interface FeedSite {
  title: string;
  description: string;
  /** Site origin without a trailing slash, e.g. https://www.obico.io. */
  url: string;
}

export const FEED_SIZE = 20;

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The entries of a feed, for the newest posts first (at most FEED_SIZE), each made of the lines `entry` gives for the
 * post, its absolute link and its date; and the date of the newest post (the epoch when there is none).
 */
function feedEntries(site: FeedSite, posts: readonly FeedPost[], entry: (post: FeedPost, link: string, date: Date) => string[]): { latest: Date; entries: string } {
  const items = sortNewestFirst(posts).slice(0, FEED_SIZE);
  return {
    latest: items[0] ? toDate(items[0].date) : new Date(0),
    entries: items.map((post) => entry(post, `${site.url}${post.route}`, toDate(post.date)).join('\n')).join('\n'),
  };
}

export function buildRssFeed(site: FeedSite, posts: readonly FeedPost[]): string {
  const { latest, entries } = feedEntries(site, posts, (post, link, date) => [
    '    <item>',
    `      <title>${escapeXml(post.title)}</title>`,
    `      <link>${escapeXml(link)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
    `      <pubDate>${date.toUTCString()}</pubDate>`,
    `      <description>${escapeXml(post.description)}</description>`,
    ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
    '    </item>',
  ]);
  return `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(site.title)}</title>
    <link>${escapeXml(`${site.url}/blog/`)}</link>
    <description>${escapeXml(site.description)}</description>
    <language>en</language>
    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(`${site.url}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}

export function buildAtomFeed(site: FeedSite, posts: readonly FeedPost[], authorNames: ReadonlyMap<string, string>): string {
  const { latest, entries } = feedEntries(site, posts, (post, link, date) => [
    '  <entry>',
    `    <title>${escapeXml(post.title)}</title>`,
    `    <id>${escapeXml(link)}</id>`,
    `    <link href="${escapeXml(link)}"/>`,
    `    <updated>${date.toISOString()}</updated>`,
    `    <summary>${escapeXml(post.description)}</summary>`,
    ...post.authors.map((id) => `    <author><name>${escapeXml(authorNames.get(id) ?? id)}</name></author>`),
    ...post.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    '  </entry>',
  ]);
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>${escapeXml(site.title)}</title>
  <subtitle>${escapeXml(site.description)}</subtitle>
  <id>${escapeXml(`${site.url}/blog/`)}</id>
  <link href="${escapeXml(`${site.url}/blog/`)}"/>
  <link href="${escapeXml(`${site.url}/blog/atom.xml`)}" rel="self" type="application/atom+xml"/>
  <updated>${latest.toISOString()}</updated>
${entries}
</feed>
`;
}
