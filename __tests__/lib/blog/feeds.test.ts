import { buildAtomFeed, buildRssFeed, escapeXml, FEED_SIZE, type FeedPost } from '../../../src/lib/blog/feeds';

const site = { title: 'Obico Blog', description: 'News & guides', url: 'https://www.obico.io' };
const post = (n: number, extra: Partial<FeedPost> = {}): FeedPost => ({
  title: `Post ${n}`,
  description: `About ${n}`,
  route: `/blog/post-${n}/`,
  date: `2023-01-${String(n).padStart(2, '0')}`,
  authors: ['print-lab'],
  tags: ['how-to'],
  ...extra,
});

describe('feeds', () => {
  const posts = Array.from({ length: 25 }, (_, i) => post(i + 1));

  it('RSS lists the newest 20 posts first with absolute links', () => {
    const rss = buildRssFeed(site, posts);
    const titles = [...rss.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((m) => m[1]);
    expect(titles).toHaveLength(FEED_SIZE);
    expect(titles[0]).toBe('Post 25');
    expect(rss).toContain('<link>https://www.obico.io/blog/post-25/</link>');
    expect(rss).toContain('<pubDate>Wed, 25 Jan 2023 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<description>News &amp; guides</description>');
  });

  it('Atom names the authors and escapes markup', () => {
    const atom = buildAtomFeed(site, [post(1, { title: 'Fix <stringing> & "blobs"' })], new Map([['print-lab', 'Print Lab']]));
    expect(atom).toContain('<title>Fix &lt;stringing&gt; &amp; &quot;blobs&quot;</title>');
    expect(atom).toContain('<author><name>Print Lab</name></author>');
    expect(atom).toContain('<updated>2023-01-01T00:00:00.000Z</updated>');
  });

  it('escapeXml', () => expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;'));
});
